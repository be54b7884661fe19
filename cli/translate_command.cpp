// attn translate: text from arguments, stdin or a file, one translation per input line, in order.
// A line that cannot be translated is reported on stderr with its line number and written as an empty line,
// so the output always has exactly one line per input line; the exit status is then 1.
//
// By default each line is translated as text (attn_translate_text): cut into sentences, --batch of them
// decoded together, joined with the line's own spacing; a line longer than the translator accepts makes the
// translator be created again for it, so no line is left empty for its length. --no-split translates each
// line as one sentence, --batch lines at a time through attn_translate_batch (one decoder step for all of a
// batch's sentences). Standard input is batched only as far as lines are already waiting, so interactive use
// still gets each answer as soon as its line is typed.
#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "attn/attn.h"
#include "cli/commands.h"
#include "cli/model_catalog.h"

namespace attn::cli {
namespace {

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
      "  --batch N          sentences translated together, 1..256 (default 4); the same output,\n"
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
      ATTN_DEFAULT_MODEL_PATH, shipped_models_dir());
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

struct TranslateArgs {
  const char* model = nullptr;
  const char* from = nullptr;  // --from / --to: languages to find a model for
  const char* to = nullptr;
  const char* input = nullptr;
  const char* output = nullptr;
  std::vector<const char*> texts;
  bool split = true;    // --no-split: false
  bool scores = false;  // --scores
  bool html = false;    // --html
  bool map = false;     // --map: attn_model_map_file instead of attn_model_load_file
  int time_limit_ms = 0;  // --time-limit: attn_translator_set_time_limit for each line; 0: none
  attn_translator_options options{};
  bool length_penalty_given = false;       // else the model's metadata "length_penalty", if it has one
  bool length_penalty_kind_given = false;  // else its "length_penalty_kind"
};

// Measured on the shipped int8 model, 200 test lines, CPU seconds against --batch 1 (2026-11-23): greedy
// 0.69x at 4, 0.62x at 16; beam 4 (the default search) 0.96x at both, while peak RSS grows from 31 MB to
// 38 MB at 4 and 59 MB at 16 (KV caches for batch x beam hypotheses). 4 takes most of the gain for little
// memory; fp32 models gain more from larger batches (beam 4: 0.57x at 16).
constexpr int kDefaultBatch = 4;
constexpr int kMaxBatch = 256;  // the runtime's limit on max_batch

// Returns 0 on success, 2 on a usage error (message printed), -1 for --help (usage printed).
int parse_args(int argc, char** argv, TranslateArgs* args) {
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
      if (is("--batch") && n > kMaxBatch) {
        std::fprintf(stderr, "attn translate: --batch is %d, at most %d\n", n, kMaxBatch);
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
        std::fprintf(stderr, "attn translate: --time-limit expects milliseconds (a positive integer), got '%s'\n", v);
        return 2;
      }
    } else if (is("--map")) {
      args->map = true;
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

// Owns a model and a translator; translates a batch of lines at a time into a growing output buffer.
class BatchTranslator {
 public:
  ~BatchTranslator() {
    attn_translator_free(translator_);
    attn_model_free(model_);
  }

  // Options the command line did not give are taken from the model's metadata where it stores them.
  bool open(const char* model_path, attn_translator_options options, const TranslateArgs& given) {
    const attn_status loaded =
        given.map ? attn_model_map_file(model_path, &model_) : attn_model_load_file(model_path, &model_);
    if (loaded != ATTN_OK) {
      std::fprintf(stderr, "attn translate: cannot load model '%s': %s\n", model_path,
                   attn_last_error_message());
      return false;
    }
    if (!apply_model_search_options(model_path, given, &options)) return false;
    options_ = options;
    time_limit_ms_ = static_cast<uint32_t>(given.time_limit_ms);
    if (attn_translator_create(model_, &options_, &translator_) != ATTN_OK ||
        attn_translator_set_time_limit(translator_, time_limit_ms_) != ATTN_OK) {
      std::fprintf(stderr, "attn translate: cannot create a translator: %s\n", attn_last_error_message());
      return false;
    }
    buffer_.resize(1 << 16);
    return true;
  }

  // The length penalty (and what it applies to) a model's converter stored: models/build.sh stores the alpha
  // chosen on the dev split (the shipped models' output is short at the runtime's default 0.6); attn-convert
  // --from marian stores Hugging Face's (power, 1). Options given on the command line win. A stored value
  // that does not parse is an error rather than a silent fallback: the file is not what its maker meant.
  bool apply_model_search_options(const char* model_path, const TranslateArgs& given,
                                  attn_translator_options* options) {
    attn_translator_options stored;
    if (attn_translator_options_init_for_model(model_, &stored) != ATTN_OK) {
      std::fprintf(stderr, "attn translate: model '%s': %s\n", model_path, attn_last_error_message());
      return false;
    }
    if (!given.length_penalty_given) options->length_penalty = stored.length_penalty;
    if (!given.length_penalty_kind_given) options->length_penalty_kind = stored.length_penalty_kind;
    return true;
  }

  // Translates each line as text (sentences), with scores when asked; then translation(i) / failure(i) /
  // scores(i) describe line i until the next call. A line longer than the translator accepts gets a new
  // translator planned for it (creating one is where attn allocates; translating then allocates nothing).
  void translate_text(const std::vector<std::string>& lines, bool split, bool scores) {
    const size_t n = lines.size();
    offsets_.assign(n + 1, 0);
    statuses_.assign(n, ATTN_OK);
    messages_.assign(n, std::string());
    scores_.assign(n, std::string());
    std::string all;
    for (size_t i = 0; i < n; ++i) {
      const std::string& line = lines[i];
      attn_status status = reserve_input(line.size());
      std::string translated;
      if (status == ATTN_OK) status = translate_line(line, split, scores, &translated, &scores_[i]);
      statuses_[i] = status;
      if (status != ATTN_OK) {
        messages_[i] = attn_last_error_message();
        translated.clear();
      }
      all += translated;
      all += '\0';
      offsets_[i + 1] = all.size();
    }
    buffer_.assign(all.begin(), all.end());
    if (buffer_.empty()) buffer_.push_back('\0');
  }
  const std::string& scores(size_t i) const { return scores_[i]; }

  // --html: the whole document in one call. Returns false after printing why it failed; *warning is the
  // runtime's reason for translating malformed markup as plain text ("" when the markup was used).
  bool translate_document(const std::string& document, std::string* translated, std::string* warning) {
    if (reserve_input(document.size()) != ATTN_OK) {
      std::fprintf(stderr, "attn translate: %s\n", attn_last_error_message());
      return false;
    }
    attn_text_options options;
    attn_text_options_init(&options);
    options.markup = ATTN_MARKUP_HTML;
    attn_text_result result{sizeof(attn_text_result), nullptr, 0, 0, nullptr, 0, 0, nullptr};
    size_t written = 0;
    attn_status status = attn_translate_text(translator_, document.data(), document.size(), &options,
                                             text_.data(), text_.size(), &written, &result);
    if (status == ATTN_ERROR_BUFFER_TOO_SMALL && written > text_.size()) {
      text_.resize(written);
      status = attn_translate_text(translator_, document.data(), document.size(), &options, text_.data(),
                                   text_.size(), &written, &result);
    }
    if (status != ATTN_OK) {
      std::fprintf(stderr, "attn translate: %s\n", attn_last_error_message());
      return false;
    }
    translated->assign(text_.data(), written);
    warning->assign(result.warning != nullptr ? result.warning : "");
    return true;
  }

  // Translates lines; then translation(i) / failure(i) describe line i until the next call. A failed line's
  // message comes from translating it alone (the batch call keeps only the first failure's message; the
  // failures it sees — too long, invalid UTF-8 — are found before any decoding, so this costs little).
  void translate(const std::vector<std::string>& lines) {
    const size_t n = lines.size();
    texts_.resize(n);
    sizes_.resize(n);
    for (size_t i = 0; i < n; ++i) {
      texts_[i] = lines[i].data();
      sizes_[i] = lines[i].size();
    }
    offsets_.assign(n + 1, 0);
    statuses_.assign(n, ATTN_OK);
    const attn_status status =
        attn_translate_batch(translator_, texts_.data(), sizes_.data(), n, buffer_.data(), buffer_.size(),
                             offsets_.data(), statuses_.data());
    if (status == ATTN_ERROR_BUFFER_TOO_SMALL) {  // offsets_[n] is the size needed; the retry then fits
      buffer_.resize(offsets_[n]);
      (void)attn_translate_batch(translator_, texts_.data(), sizes_.data(), n, buffer_.data(), buffer_.size(),
                                 offsets_.data(), statuses_.data());
    }
    messages_.assign(n, std::string());
    for (size_t i = 0; i < n; ++i) {
      if (statuses_[i] == ATTN_OK) continue;
      size_t written = 0;
      char scratch[256];
      const attn_status alone =
          attn_translate(translator_, lines[i].data(), lines[i].size(), scratch, sizeof(scratch), &written);
      messages_[i] = alone != ATTN_OK && alone != ATTN_ERROR_BUFFER_TOO_SMALL
                         ? attn_last_error_message()
                         : attn_status_name(statuses_[i]);
    }
  }

  const attn_model* model() const { return model_; }
  bool ok(size_t i) const { return statuses_[i] == ATTN_OK; }
  std::string_view translation(size_t i) const {
    return ok(i) ? std::string_view(buffer_.data() + offsets_[i], offsets_[i + 1] - offsets_[i] - 1)
                 : std::string_view();
  }
  const std::string& message(size_t i) const { return messages_[i]; }

 private:
  attn_status reserve_input(size_t bytes) {
    // Beyond the runtime's limit the line is left to fail, with the runtime's message naming its size.
    if (bytes <= static_cast<size_t>(options_.max_input_bytes) ||
        bytes > static_cast<size_t>(kMaxInputBytes)) {
      return ATTN_OK;
    }
    attn_translator_options grown = options_;
    grown.max_input_bytes = static_cast<int32_t>(bytes);
    attn_translator* created = nullptr;
    const attn_status status = attn_translator_create(model_, &grown, &created);
    if (status != ATTN_OK) return status;
    attn_translator_set_time_limit(created, time_limit_ms_);
    attn_translator_free(translator_);
    translator_ = created;
    options_ = grown;
    return ATTN_OK;
  }

  attn_status translate_line(const std::string& line, bool split, bool want_scores, std::string* translated,
                             std::string* scores) {
    attn_text_options options;
    attn_text_options_init(&options);
    options.split_sentences = split ? 1 : 0;
    options.details = want_scores ? 1 : 0;
    attn_text_result result{sizeof(attn_text_result),
                            spans_.data(),
                            spans_.size(),
                            0,
                            tokens_.data(),
                            tokens_.size(),
                            0,
                            nullptr};
    size_t written = 0;
    attn_status status = attn_translate_text(translator_, line.data(), line.size(), &options, text_.data(),
                                             text_.size(), &written, &result);
    if (status == ATTN_ERROR_BUFFER_TOO_SMALL) {  // the sizes needed are known now; the retry fits
      if (written > text_.size()) text_.resize(written);
      if (result.sentence_count > spans_.size()) spans_.resize(result.sentence_count);
      if (result.token_count > tokens_.size()) tokens_.resize(result.token_count);
      result = attn_text_result{sizeof(attn_text_result),
                                spans_.data(),
                                spans_.size(),
                                0,
                                tokens_.data(),
                                tokens_.size(),
                                0,
                                nullptr};
      status = attn_translate_text(translator_, line.data(), line.size(), &options, text_.data(),
                                   text_.size(), &written, &result);
    }
    if (status != ATTN_OK) return status;
    translated->assign(text_.data(), written);
    if (!want_scores) return ATTN_OK;
    std::string sentence_scores, token_scores;
    char number[32];
    for (size_t k = 0; k < result.sentence_count; ++k) {
      const attn_sentence_span& sentence = spans_[k];
      std::snprintf(number, sizeof(number), "%.4f", static_cast<double>(sentence.score));
      if (k > 0) sentence_scores += ' ';
      sentence_scores += number;
      if (k > 0) token_scores += " |";
      for (size_t t = sentence.first_token; t < sentence.first_token + sentence.token_count; ++t) {
        std::snprintf(number, sizeof(number), "%.4f", static_cast<double>(tokens_[t].log_prob));
        if (!token_scores.empty()) token_scores += ' ';
        token_scores += number;
      }
    }
    scores->clear();
    scores->push_back('\t');
    scores->append(sentence_scores);
    scores->push_back('\t');
    scores->append(token_scores);
    return ATTN_OK;
  }

  static constexpr int32_t kMaxInputBytes = 1 << 24;  // the runtime's limit on max_input_bytes

  attn_translator_options options_{};
  std::vector<char> text_ = std::vector<char>(1 << 16);
  std::vector<attn_sentence_span> spans_ = std::vector<attn_sentence_span>(64);
  std::vector<attn_token_info> tokens_ = std::vector<attn_token_info>(1024);
  std::vector<std::string> scores_;
  attn_model* model_ = nullptr;
  attn_translator* translator_ = nullptr;
  uint32_t time_limit_ms_ = 0;  // --time-limit, set on every translator created
  std::vector<char> buffer_;
  std::vector<const char*> texts_;
  std::vector<size_t> sizes_;
  std::vector<size_t> offsets_;
  std::vector<attn_status> statuses_;
  std::vector<std::string> messages_;
};

// One translation as one output line. A model can emit a line break (byte-fallback pieces <0x0A>, <0x0D>);
// written as is, it would split the line and shift every later translation against its source line, so line
// breaks inside a translation are written as spaces.
void write_line(std::ostream& out, std::string_view translation, std::string_view scores) {
  size_t start = 0;
  for (size_t i = 0; i < translation.size(); ++i) {
    if (translation[i] != '\n' && translation[i] != '\r') continue;
    out << translation.substr(start, i - start) << ' ';
    start = i + 1;
  }
  out << translation.substr(start) << scores << '\n';
}

// Whether standard input has more bytes ready now (buffered by the stream or waiting in the file descriptor;
// a regular file or a closed pipe always counts as ready).
bool stdin_has_more() {
  if (std::cin.rdbuf()->in_avail() > 0) return true;
  pollfd p{STDIN_FILENO, POLLIN, 0};
  return ::poll(&p, 1, 0) == 1 && (p.revents & (POLLIN | POLLHUP)) != 0;
}

// The model to load: --model, else the first model found for --from/--to, else default_model_path(). Returns
// "" after printing why when --from/--to find no model (a usage error: the pairs that exist are listed).
std::string choose_model(const TranslateArgs& args) {
  if (args.model != nullptr) return args.model;
  if (args.from == nullptr && args.to == nullptr) return default_model_path();
  const ModelLookup lookup = find_model(model_search_path(), args.from != nullptr ? args.from : "",
                                        args.to != nullptr ? args.to : "");
  if (lookup.model.path.empty()) std::fprintf(stderr, "attn translate: %s\n", lookup.error.c_str());
  return lookup.model.path;
}

// --model wins over --from/--to, but a model for other languages than asked for is most likely a mistake (a
// stale script, the wrong file), so it is said, without failing: the user named the file explicitly.
void warn_if_languages_differ(const TranslateArgs& args, const attn_model* model) {
  attn_model_info info{};
  info.struct_size = sizeof(info);
  if (args.model == nullptr || (args.from == nullptr && args.to == nullptr) ||
      attn_model_get_info(model, &info) != ATTN_OK) {
    return;
  }
  const bool from_differs = args.from != nullptr && !same_language(args.from, info.source_language);
  const bool to_differs = args.to != nullptr && !same_language(args.to, info.target_language);
  if (!from_differs && !to_differs) return;
  std::fprintf(stderr,
               "attn translate: warning: --model %s translates %s -> %s, not %s -> %s; using it (--model "
               "overrides --from/--to)\n",
               args.model, info.source_language, info.target_language, args.from != nullptr ? args.from : "*",
               args.to != nullptr ? args.to : "*");
}

}  // namespace

const char* default_model_path() {
  const char* env = std::getenv("ATTN_MODEL");
  if (env != nullptr && env[0] != '\0') return env;
  return ATTN_DEFAULT_MODEL_PATH;
}

int translate_command(int argc, char** argv) {
  TranslateArgs args;
  const int parsed = parse_args(argc, argv, &args);
  if (parsed == -1) return 0;
  if (parsed != 0) return parsed;
  // Chosen before any input is read or the output file is truncated: a pair with no model is a usage error.
  const std::string model_path = choose_model(args);
  if (model_path.empty()) return 2;

  // Lines come from the arguments, the input file or stdin. A file is read whole first so that the progress
  // line can show a total; stdin is streamed so that interactive use answers line by line.
  // Standard input keeps its own buffer (not stdio's), so that stdin_has_more() can see what is buffered.
  std::ios::sync_with_stdio(false);
  std::vector<std::string> lines;
  std::ifstream file;
  std::istream* in = nullptr;
  if (!args.texts.empty()) {
    for (const char* t : args.texts) lines.emplace_back(t);
  } else if (args.input != nullptr) {
    file.open(args.input, std::ios::binary);
    if (!file) {
      std::fprintf(stderr, "attn translate: cannot open input '%s': %s\n", args.input, std::strerror(errno));
      return 1;
    }
    for (std::string line; std::getline(file, line);) lines.push_back(std::move(line));
    if (file.bad()) {
      std::fprintf(stderr, "attn translate: error reading '%s': %s\n", args.input, std::strerror(errno));
      return 1;
    }
  } else {
    in = &std::cin;
  }

  std::ofstream out_file;
  std::ostream* out = &std::cout;
  if (args.output != nullptr) {
    out_file.open(args.output, std::ios::binary | std::ios::trunc);
    if (!out_file) {
      std::fprintf(stderr, "attn translate: cannot open output '%s': %s\n", args.output,
                   std::strerror(errno));
      return 1;
    }
    out = &out_file;
  }

  BatchTranslator translator;
  if (!translator.open(model_path.c_str(), args.options, args)) return 1;
  warn_if_languages_differ(args, translator.model());

  if (args.html) {  // one document: the arguments (joined by line breaks), the file or all of stdin
    std::string document;
    if (in != nullptr) {
      document.assign(std::istreambuf_iterator<char>(*in), std::istreambuf_iterator<char>());
    } else {
      for (size_t i = 0; i < lines.size(); ++i)
        document += lines[i] + (i + 1 < lines.size() || args.input ? "\n" : "");
    }
    std::string translated, warning;
    if (!translator.translate_document(document, &translated, &warning)) return 1;
    if (!warning.empty()) std::fprintf(stderr, "attn translate: warning: %s\n", warning.c_str());
    *out << translated;
    if (args.input == nullptr && in == nullptr) *out << '\n';
    out->flush();
    if (!*out) {
      std::fprintf(stderr, "attn translate: error writing the output\n");
      return 1;
    }
    return 0;
  }

  const bool show_progress = args.input != nullptr && isatty(STDERR_FILENO);
  const size_t batch_size = static_cast<size_t>(args.options.max_batch);
  size_t line_number = 0, failures = 0;
  std::vector<std::string> batch;
  auto translate_batch = [&]() {
    for (std::string& text : batch) {
      if (!text.empty() && text.back() == '\r') text.pop_back();  // CRLF input gives LF output
    }
    if (args.split || args.scores) {
      translator.translate_text(batch, args.split, args.scores);
    } else {
      translator.translate(batch);
    }
    for (size_t i = 0; i < batch.size(); ++i) {
      ++line_number;
      if (!translator.ok(i)) {
        std::fprintf(stderr, "%sattn translate: line %zu: %s\n", show_progress ? "\n" : "", line_number,
                     translator.message(i).c_str());
        ++failures;
      }
      write_line(*out, translator.translation(i), (args.split || args.scores) ? translator.scores(i) : "");
    }
    if (in != nullptr) out->flush();  // interactive: answer each batch as it comes
    if (show_progress) std::fprintf(stderr, "\rtranslated %zu/%zu lines", line_number, lines.size());
    batch.clear();
  };
  if (in != nullptr) {
    for (std::string line; std::getline(*in, line);) {
      batch.push_back(std::move(line));
      if (batch.size() == batch_size || !stdin_has_more()) translate_batch();
    }
  } else {
    for (std::string& l : lines) {
      batch.push_back(std::move(l));
      if (batch.size() == batch_size) translate_batch();
    }
  }
  if (!batch.empty()) translate_batch();
  if (show_progress) std::fprintf(stderr, "\n");
  out->flush();
  if (!*out) {
    std::fprintf(stderr, "attn translate: error writing the output\n");
    return 1;
  }
  if (failures > 0) {
    std::fprintf(stderr, "attn translate: %zu of %zu lines could not be translated (left empty)\n", failures,
                 line_number);
    return 1;
  }
  return 0;
}

}  // namespace attn::cli
