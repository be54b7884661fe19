// attn translate's options: the usage text and the parser. Limits the runtime sets (the largest --batch) are
// read from it (attn_translator_options_get_limits), not repeated here.
#include "cli/translate_args.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "attn/attn.hpp"
#include "cli/model_catalog.h"

namespace attn::cli {
namespace {

// Measured on the shipped int8 model, 200 test lines, CPU seconds against --batch 1 (2026-11-23): greedy
// 0.69x at 4, 0.62x at 16; beam 4 (the default search) 0.96x at both, while peak RSS grows from 31 MB to
// 38 MB at 4 and 59 MB at 16 (KV caches for batch x beam hypotheses). 4 takes most of the gain for little
// memory; fp32 models gain more from larger batches (beam 4: 0.57x at 16).
constexpr int kDefaultBatch = 4;

void print_translate_usage(FILE* out) {
  std::fprintf(
      out,
      "usage: attn translate [options] [TEXT...]\n"
      "\n"
      "Translates each TEXT argument; with none, translates standard input (or -i FILE) line by line.\n"
      "\n"
      "options:\n"
      "  -m, --model PATH   model file; overrides --from/--to (with a warning if its languages differ)\n"
      "  --from LANG        translate from LANG, with the model found for --from/--to (see below)\n"
      "  --to LANG          translate into LANG; either one alone must match the models of one pair\n"
      "  -i, --input FILE   read lines from FILE\n"
      "  -o, --output FILE  write translations to FILE (default: standard output)\n"
      "  --beam N           beam size, 1 = greedy (default 4)\n"
      "  --length-penalty A length penalty alpha (default: the model's own, chosen on its dev set and\n"
      "                     stored as metadata length_penalty; 0.6 for a model without one)\n"
      "  --length-penalty-kind gnmt|power  what alpha applies to: GNMT's ((5 + len) / 6)^alpha or\n"
      "                     len^alpha with Hugging Face's stopping rule (Marian / OPUS-MT models);\n"
      "                     default: the model's metadata length_penalty_kind, else gnmt\n"
      "  --max-len N        at most N output tokens per line (default: the model's limit)\n"
      "  --threads N        threads per translation (default 1)\n"
      "  --batch N          sentences translated together, 1..%d (default %d); the same output,\n"
      "                     faster where the linear layers dominate (fp32 models), more memory\n"
      "                     (decoder state for N x beam hypotheses)\n"
      "  --no-split         translate each line as one sentence (a line with more tokens than the\n"
      "                     model's positions then fails); by default a line is cut into sentences\n"
      "  --html             the input is one HTML/XML document (not lines): text between tags is\n"
      "                     translated as sentences and every tag is put back around the words\n"
      "                     aligned to those it enclosed; malformed markup is translated as plain\n"
      "                     text, with a warning\n"
      "  --scores           after each translation, a tab, the score of each sentence (mean token\n"
      "                     log-probability, higher is more confident), a tab, every target token's\n"
      "                     log-probability (sentences separated by '|')\n"
      "  --no-shortlist     score the whole vocabulary at every step, even where the model file has a\n"
      "                     vocabulary shortlist (by default each sentence may only produce the target\n"
      "                     pieces the shortlist lists for its source pieces: faster)\n"
      "  --float-activations PATTERNS\n"
      "                     int8 models: the linear layers that multiply their fp32 input by their\n"
      "                     int8 weights instead of rounding it to int8 (comma-separated shell\n"
      "                     patterns over layer names: '*', 'decoder.layers.*.ffn.fc2', 'output';\n"
      "                     '' none; default: the runtime's choice for this CPU)\n"
      "  --time-limit MS    stop translating a line (with --html: the document) after MS milliseconds:\n"
      "                     it is then reported on stderr and left empty, like any line that fails\n"
      "  --map              map the model file instead of reading it (less memory: its weights stay\n"
      "                     in the page cache, shared with other processes); the file must not be\n"
      "                     truncated or rewritten in place while attn runs\n"
      "\n"
      "Which model: --model; else, given --from and/or --to, the model found for those languages; else\n"
      "$ATTN_MODEL; else the shipped model %s.\n"
      "--from/--to go by the languages stored in each model file, never by its name. They search the\n"
      "*.attn files directly in each directory of $ATTN_MODEL_PATH (colon-separated), in order, then the\n"
      "shipped models in %s; within a directory by file name. The first file\n"
      "found for a pair is the one used. A pair no model translates is an error (exit status 2) that\n"
      "lists the pairs there are; attn models lists every model found.\n",
      attn::cpp::Translator::option_limits().max_batch, kDefaultBatch, ATTN_DEFAULT_MODEL_PATH,
      shipped_models_dir());
}

bool parse_int(const char* text, int lo, int hi, int* out) {
  char* end = nullptr;
  errno = 0;
  const long v = std::strtol(text, &end, 10);
  if (errno != 0 || end == text || *end != '\0' || v < lo || v > hi) return false;
  *out = static_cast<int>(v);
  return true;
}

bool parse_float(const char* text, float* out) {
  char* end = nullptr;
  errno = 0;
  const float v = std::strtof(text, &end);
  if (errno != 0 || end == text || *end != '\0') return false;
  *out = v;
  return true;
}

bool parse_length_penalty_kind(const char* text, int32_t* out) {
  if (std::strcmp(text, "gnmt") == 0) {
    *out = ATTN_LENGTH_PENALTY_GNMT;
  } else if (std::strcmp(text, "power") == 0) {
    *out = ATTN_LENGTH_PENALTY_POWER;
  } else {
    return false;
  }
  return true;
}

}  // namespace

// Returns 0 on success, 2 on a usage error (message printed), -1 for --help (usage printed).
int parse_translate_args(int argc, char** argv, TranslateArgs* args) {
  attn_translator_options_init(&args->options);
  args->options.max_batch = kDefaultBatch;
  for (int i = 0; i < argc; ++i) {
    const char* arg = argv[i];
    auto value = [&](const char* name) -> const char* {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "attn translate: %s needs a value\n", name);
        return nullptr;
      }
      return argv[++i];
    };
    auto is = [&](const char* a, const char* b = nullptr) {
      return std::strcmp(arg, a) == 0 || (b != nullptr && std::strcmp(arg, b) == 0);
    };
    if (is("-h", "--help")) {
      print_translate_usage(stdout);
      return -1;
    } else if (is("-m", "--model")) {
      if (!(args->model = value(arg))) return 2;
    } else if (is("--from")) {
      if (!(args->from = value(arg))) return 2;
    } else if (is("--to")) {
      if (!(args->to = value(arg))) return 2;
    } else if (is("-i", "--input")) {
      if (!(args->input = value(arg))) return 2;
    } else if (is("-o", "--output")) {
      if (!(args->output = value(arg))) return 2;
    } else if (is("--beam") || is("--max-len") || is("--threads") || is("--batch")) {
      const char* v = value(arg);
      if (!v) return 2;
      int n = 0;
      if (!parse_int(v, 1, 1 << 20, &n)) {
        std::fprintf(stderr, "attn translate: %s expects a positive integer, got '%s'\n", arg, v);
        return 2;
      }
      const int max_batch = attn::cpp::Translator::option_limits().max_batch;
      if (is("--batch") && n > max_batch) {
        std::fprintf(stderr, "attn translate: --batch is %d, at most %d\n", n, max_batch);
        return 2;
      }
      if (is("--batch")) args->options.max_batch = n;
      if (is("--beam")) args->options.beam_size = n;
      if (is("--max-len")) args->options.max_target_tokens = n;
      if (is("--threads")) args->options.threads = n;
    } else if (is("--time-limit")) {
      const char* v = value(arg);
      if (!v) return 2;
      if (!parse_int(v, 1, 1 << 30, &args->time_limit_ms)) {
        std::fprintf(stderr,
                     "attn translate: --time-limit expects milliseconds (a positive integer), got '%s'\n", v);
        return 2;
      }
    } else if (is("--map")) {
      args->map = true;
    } else if (is("--float-activations")) {
      const char* v = value(arg);
      if (!v) return 2;
      args->options.float_activation_layers = v;  // argv outlives the translator
    } else if (is("--no-shortlist")) {
      args->options.use_shortlist = 0;
    } else if (is("--no-split")) {
      args->split = false;
    } else if (is("--scores")) {
      args->scores = true;
    } else if (is("--html")) {
      args->html = true;
    } else if (is("--length-penalty")) {
      const char* v = value(arg);
      if (!v) return 2;
      if (!parse_float(v, &args->options.length_penalty)) {
        std::fprintf(stderr, "attn translate: --length-penalty expects a number, got '%s'\n", v);
        return 2;
      }
      args->length_penalty_given = true;
    } else if (is("--length-penalty-kind")) {
      const char* v = value(arg);
      if (!v) return 2;
      if (!parse_length_penalty_kind(v, &args->options.length_penalty_kind)) {
        std::fprintf(stderr, "attn translate: --length-penalty-kind expects gnmt or power, got '%s'\n", v);
        return 2;
      }
      args->length_penalty_kind_given = true;
    } else if (arg[0] == '-' && arg[1] != '\0') {
      std::fprintf(stderr, "attn translate: unknown option '%s' (see attn translate --help)\n", arg);
      return 2;
    } else {
      args->texts.push_back(arg);
    }
  }
  for (const char* language : {args->from, args->to}) {
    if (language != nullptr && language[0] == '\0') {
      std::fprintf(stderr, "attn translate: --from and --to need a language, got ''\n");
      return 2;
    }
  }
  if (args->html && args->scores) {
    std::fprintf(stderr, "attn translate: --scores works on lines, --html on a whole document; not both\n");
    return 2;
  }
  if (!args->texts.empty() && args->input != nullptr) {
    std::fprintf(stderr, "attn translate: give TEXT arguments or -i FILE, not both\n");
    return 2;
  }
  return 0;
}

}  // namespace attn::cli
