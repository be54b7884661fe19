// attn: translate text with an attn model, list the models it can find, or inspect a model file.
#include <cstdio>
#include <cstring>

#include "attn/attn.h"
#include "cli/commands.h"

namespace {

void print_usage(FILE* out) {
  std::fprintf(
      out,
      "usage: attn <command> [options]\n"
      "\n"
      "commands:\n"
      "  translate [TEXT...]   translate TEXT, stdin line by line, or -i FILE (see attn translate --help)\n"
      "  localize CATALOG     fill a software catalog's untranslated entries (see attn localize --help)\n"
      "  models                list the models translate --from/--to can find: languages, size, BLEU\n"
      "  inspect MODEL         print a model's architecture, tokenizer, metadata and tensor table\n"
      "  version               print the library version\n");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    print_usage(stderr);
    return 2;
  }
  const char* command = argv[1];
  if (std::strcmp(command, "translate") == 0) return attn::cli::translate_command(argc - 2, argv + 2);
  if (std::strcmp(command, "localize") == 0) return attn::cli::localize_command(argc - 2, argv + 2);
  if (std::strcmp(command, "models") == 0) return attn::cli::models_command(argc - 2, argv + 2);
  if (std::strcmp(command, "inspect") == 0) return attn::cli::inspect_command(argc - 2, argv + 2);
  if (std::strcmp(command, "version") == 0) {
    const uint32_t v = attn_version();
    std::printf("attn %u.%u.%u\n", v >> 16, (v >> 8) & 0xff, v & 0xff);
    return 0;
  }
  if (std::strcmp(command, "-h") == 0 || std::strcmp(command, "--help") == 0 ||
      std::strcmp(command, "help") == 0) {
    print_usage(stdout);
    return 0;
  }
  std::fprintf(stderr, "attn: unknown command '%s'\n", command);
  print_usage(stderr);
  return 2;
}
