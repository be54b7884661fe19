// attn-convert CHECKPOINT_DIR -o OUT.attn [options]: turns a trainer checkpoint into a .attn model file.
// Exit codes: 0 success, 1 conversion error (message on stderr), 2 usage error.
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "convert/convert.h"

namespace {

constexpr int kExitOk = 0;
constexpr int kExitError = 1;
constexpr int kExitUsage = 2;

constexpr const char* kUsage =
    "usage: attn-convert CHECKPOINT_DIR -o OUT.attn [options]\n"
    "\n"
    "Converts a checkpoint directory (model.safetensors, config.json, tokenizer.model; see docs/model.md)\n"
    "into a .attn model file, after checking every tensor against the architecture in config.json and the\n"
    "tokenizer against its vocabulary size and special ids. The output is verified by loading it back.\n"
    "\n"
    "options:\n"
    "  -o, --output PATH          the .attn file to write (required; replaced atomically)\n"
    "  --quantize none            weight format (only \"none\", fp32, for now)\n"
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
    } else if (arg == "--quantize") {
      if (!value(&v)) return usage_error("--quantize needs a value");
      auto quantization = attn::convert::parse_quantization(v);
      if (!quantization.ok()) {
        if (quantization.status().code() == ATTN_ERROR_UNSUPPORTED) {
          std::fprintf(stderr, "attn-convert: %s\n", quantization.status().message());
          return kExitError;
        }
        return usage_error(quantization.status().message());
      }
      options.quantization = quantization.value();
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

  const attn::Status status = attn::convert::convert_checkpoint(options);
  if (!status.ok()) {
    std::fprintf(stderr, "attn-convert: %s\n", status.message());
    return kExitError;
  }
  std::error_code ec;
  const auto size = std::filesystem::file_size(options.output_path, ec);
  std::printf("wrote %s (%llu bytes)\n", options.output_path.c_str(),
              ec ? 0ull : static_cast<unsigned long long>(size));
  return kExitOk;
}
