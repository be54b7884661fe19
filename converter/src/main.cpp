// attn-convert CHECKPOINT_DIR -o OUT.attn [options]: turns a trainer checkpoint into a .attn model file.
// Exit codes: 0 success, 1 conversion error (message on stderr), 2 usage error.
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "converter/src/convert/convert.h"

namespace {

constexpr int kExitOk = 0;
constexpr int kExitError = 1;
constexpr int kExitUsage = 2;

constexpr const char* kUsage =
    "usage: attn-convert CHECKPOINT_DIR -o OUT.attn [options]\n"
    "       attn-convert --from marian MARIAN_DIR -o OUT.attn [options]\n"
    "\n"
    "Converts a checkpoint directory (model.safetensors, config.json, tokenizer.model; see docs/model.md)\n"
    "into a .attn model file, after checking every tensor against the architecture in config.json and the\n"
    "tokenizer against its vocabulary size and special ids. The output is verified by loading it back.\n"
    "\n"
    "With --from marian, MARIAN_DIR is a Hugging Face MarianMTModel directory (an OPUS-MT model: "
    "config.json,\n"
    "model.safetensors, source.spm, target.spm, vocab.json); options it uses that attn cannot run exactly "
    "are\n"
    "refused by name. Translate it with --length-penalty-kind power (Hugging Face's len^alpha, alpha 1).\n"
    "\n"
    "options:\n"
    "  --from attn|marian         what the directory holds (default attn: attn-train's checkpoint)\n"
    "  -o, --output PATH          the .attn file to write (required; replaced atomically)\n"
    "  --quantize none|int8|int4  weight format: none (fp32, the default), int8 (every weight matrix,\n"
    "                             embedding included, symmetric int8 with one scale per output row;\n"
    "                             each layer's input quantized at run time, row by row, with its own\n"
    "                             step (format version 5); biases and norms fp32) or int4 (the attention\n"
    "                             and feed-forward weights 4-bit with one scale per output row, the\n"
    "                             embedding and vocabulary projection 4-bit with a scale per block of\n"
    "                             --block-size input channels, as --int4-blocks says; format version\n"
    "                             6, 8 with a per-row 4-bit embedding, 9 with blocks)\n"
    "  --keep-float PATTERNS      int8 and int4: linear layers kept fp32, comma-separated shell patterns\n"
    "                             over layer names (output, encoder.layers.0.ffn.fc1,\n"
    "                             decoder.layers.*.ffn.fc2); 'none' quantizes every layer; "
    "default " ATTN_DEFAULT_FLOAT_LAYERS
    "\n"
    "  --keep-int8 PATTERNS       int4 only: linear layers kept int8, patterns as for --keep-float\n"
    "                             ('output': the vocabulary projection and the embedding; 'none':\n"
    "                             every layer 4-bit); default " ATTN_DEFAULT_INT8_LAYERS
    "\n"
    "  --int4-blocks PATTERNS     int4 only: 4-bit layers with one scale per block of --block-size\n"
    "                             input channels instead of one per row, patterns as for --keep-float\n"
    "                             ('output': the vocabulary projection and the embedding); "
    "default " ATTN_DEFAULT_INT4_BLOCK_LAYERS
    "\n"
    "  --block-size N             input channels per scale of --int4-blocks' layers, a multiple of 32\n"
    "                             (default " ATTN_DEFAULT_INT4_BLOCK_SIZE
    ")\n"
    "  --shortlist-source FILE    with --shortlist-target: parallel text (the training corpus, one sentence\n"
    "  --shortlist-target FILE    per line) to build the vocabulary shortlist from, stored in the model\n"
    "  --shortlist-size N         target pieces kept per source piece (default 192)\n"
    "  --shortlist-frequent N     most frequent target pieces allowed in every sentence (default 1024)\n"
    "  --source-lang CODE         override config.json's source_language\n"
    "  --target-lang CODE         override config.json's target_language\n"
    "  --metadata KEY=VALUE       add or replace a metadata entry (repeatable)\n"
    "  --version                  print the converter's version\n"
    "  -h, --help                 show this help\n"
    "\n"
    "exit status: 0 written, 1 conversion failed, 2 usage error\n";

int usage_error(const std::string& message) {
  std::fprintf(stderr, "attn-convert: %s\nTry 'attn-convert --help'.\n", message.c_str());
  return kExitUsage;
}

}  // namespace

int main(int argc, char** argv) {
  attn::convert::ConvertOptions options;
  std::optional<std::string> checkpoint_dir, output;
  std::string int8_option_given;  // the last option that only quantized formats use, for the refusal below
  std::string int4_option_given;  // the last option that only int4 uses

  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "-h" || arg == "--help") {
      std::fputs(kUsage, stdout);
      return kExitOk;
    }
    if (arg == "--version") {
      std::printf("%s\n", attn::convert::converter_version());
      return kExitOk;
    }
    // Options take a value either as the next argument or after '=' ("--quantize=none").
    std::optional<std::string> inline_value;
    if (arg.starts_with("--") && arg.find('=') != std::string::npos) {
      inline_value = arg.substr(arg.find('=') + 1);
      arg = arg.substr(0, arg.find('='));
    }
    auto value = [&](std::string* out) -> bool {
      if (inline_value) {
        *out = *inline_value;
        return true;
      }
      if (i + 1 >= argc) return false;
      *out = argv[++i];
      return true;
    };

    std::string v;
    if (arg == "-o" || arg == "--output") {
      if (!value(&v) || v.empty()) return usage_error(arg + " needs a path");
      output = v;
    } else if (arg == "--from") {
      if (!value(&v)) return usage_error("--from needs attn or marian");
      if (v == "marian") {
        options.from = attn::convert::SourceFormat::Marian;
      } else if (v == "attn") {
        options.from = attn::convert::SourceFormat::Attn;
      } else {
        return usage_error("--from expects attn or marian, got '" + v + "'");
      }
    } else if (arg == "--quantize") {
      if (!value(&v)) return usage_error("--quantize needs a value");
      auto quantization = attn::convert::parse_quantization(v);
      if (!quantization.ok()) return usage_error(quantization.status().message());
      options.quantization = quantization.value();
    } else if (arg == "--keep-float") {
      if (!value(&v) || v.empty()) return usage_error("--keep-float needs layer patterns or 'none'");
      options.keep_float = attn::convert::split_float_layer_patterns(v);
      int8_option_given = arg;
    } else if (arg == "--keep-int8") {
      if (!value(&v) || v.empty()) return usage_error("--keep-int8 needs layer patterns or 'none'");
      options.keep_int8 = attn::convert::split_float_layer_patterns(v);
      int4_option_given = arg;
    } else if (arg == "--int4-blocks") {
      if (!value(&v) || v.empty()) return usage_error("--int4-blocks needs layer patterns or 'none'");
      options.int4_blocks = attn::convert::split_float_layer_patterns(v);
      int4_option_given = arg;
    } else if (arg == "--block-size") {
      if (!value(&v)) return usage_error("--block-size needs a number");
      char* end = nullptr;
      errno = 0;
      const unsigned long long n = std::strtoull(v.c_str(), &end, 10);
      if (v.empty() || *end != '\0' || errno != 0 || v[0] == '-' || n == 0 || n % 32 != 0 || n > 65536) {
        return usage_error("--block-size expects a multiple of 32 up to 65536, got '" + v + "'");
      }
      options.block_size = static_cast<uint32_t>(n);
      int4_option_given = arg;
    } else if (arg == "--shortlist-source" || arg == "--shortlist-target") {
      if (!value(&v) || v.empty()) return usage_error(arg + " needs a file of sentences");
      (arg == "--shortlist-source" ? options.shortlist_source_path : options.shortlist_target_path) = v;
    } else if (arg == "--shortlist-size" || arg == "--shortlist-frequent") {
      if (!value(&v)) return usage_error(arg + " needs a number");
      char* end = nullptr;
      errno = 0;
      const unsigned long long n = std::strtoull(v.c_str(), &end, 10);
      if (v.empty() || *end != '\0' || errno != 0 || v[0] == '-' || n > (1u << 20)) {
        return usage_error(arg + " expects a whole number up to the vocabulary size, got '" + v + "'");
      }
      (arg == "--shortlist-size" ? options.shortlist.per_source : options.shortlist.frequent) =
          static_cast<size_t>(n);
    } else if (arg == "--source-lang" || arg == "--target-lang") {
      if (!value(&v) || v.empty()) return usage_error(arg + " needs a language code");
      (arg == "--source-lang" ? options.source_language : options.target_language) = v;
    } else if (arg == "--metadata") {
      if (!value(&v)) return usage_error("--metadata needs KEY=VALUE");
      const size_t eq = v.find('=');
      if (eq == std::string::npos || eq == 0)
        return usage_error("--metadata expects KEY=VALUE, got '" + v + "'");
      options.metadata.emplace_back(v.substr(0, eq), v.substr(eq + 1));
    } else if (arg.starts_with("-") && arg != "-") {
      return usage_error("unknown option '" + arg + "'");
    } else if (checkpoint_dir) {
      return usage_error("more than one checkpoint directory given ('" + *checkpoint_dir + "', '" + arg +
                         "')");
    } else {
      checkpoint_dir = arg;
    }
  }
  if (!checkpoint_dir) return usage_error("no checkpoint directory given");
  if (!output) return usage_error("no output file given (-o OUT.attn)");
  options.checkpoint_dir = *checkpoint_dir;
  options.output_path = *output;
  if (const attn::Status s = attn::convert::check_options(options); !s.ok()) return usage_error(s.message());
  if (!int8_option_given.empty() && options.quantization == attn::convert::Quantization::None) {
    return usage_error(int8_option_given + " is only used with --quantize int8 or int4");
  }
  if (!int4_option_given.empty() && options.quantization != attn::convert::Quantization::Int4) {
    return usage_error(int4_option_given + " is only used with --quantize int4");
  }

  attn::convert::ConvertReport report;
  const attn::Status status = attn::convert::convert_checkpoint(options, &report);
  if (!status.ok()) {
    std::fprintf(stderr, "attn-convert: %s\n", status.message());
    return kExitError;
  }
  if (report.shortlist.sentence_pairs > 0) {
    std::fprintf(stderr, "attn-convert: shortlist from %zu sentence pairs: %zu candidates in %.1f s\n",
                 report.shortlist.sentence_pairs, report.shortlist.candidates, report.shortlist_seconds);
  }
  std::error_code ec;
  const auto size = std::filesystem::file_size(options.output_path, ec);
  std::printf("wrote %s (%llu bytes)\n", options.output_path.c_str(),
              ec ? 0ull : static_cast<unsigned long long>(size));
  return kExitOk;
}
