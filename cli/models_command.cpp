// attn models: the models attn translate --from/--to chooses from, in search order, with the languages each
// file stores, its size and its BLEU score; a pair found twice says which file is used.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

#include "cli/commands.h"
#include "cli/model_catalog.h"

namespace attn::cli {
namespace {

void print_models_usage(FILE* out) {
  std::fprintf(
      out,
      "usage: attn models\n"
      "\n"
      "Lists the models that attn translate --from/--to chooses from: for each *.attn file, the\n"
      "languages stored in it (its file name does not matter), its size, and the BLEU score its\n"
      "metadata records under '%s' (attn-convert --metadata %s=19.6), or '-'.\n"
      "\n"
      "Models are the *.attn files directly in these directories, searched in order:\n"
      "  1. each directory of $ATTN_MODEL_PATH (colon-separated), in order\n"
      "  2. the shipped models: %s\n"
      "and within a directory by file name. When two files store the same pair, the first one found\n"
      "is used and the others are marked unused. A file that fails to load is listed and skipped.\n",
      kBleuKey, kBleuKey, shipped_models_dir());
}

std::string megabytes(uint64_t bytes) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.1f MB", static_cast<double>(bytes) / 1e6);
  return text;
}

}  // namespace

int models_command(int argc, char** argv) {
  if (argc > 0) {
    const bool help = argc == 1 && (std::strcmp(argv[0], "--help") == 0 || std::strcmp(argv[0], "-h") == 0);
    if (!help) std::fprintf(stderr, "attn models: takes no arguments, got '%s'\n", argv[0]);
    print_models_usage(help ? stdout : stderr);
    return help ? 0 : 2;
  }
  const std::vector<std::string> search_path = model_search_path();
  std::vector<ModelFile> files;
  for (const std::string& path : list_model_files(search_path)) files.push_back(read_model_file(path));

  // Columns: from, to, size, BLEU, file (with a note where the file is not what translate would use).
  std::vector<std::vector<std::string>> rows = {{"from", "to", "size", "BLEU", "file"}};
  for (size_t i = 0; i < files.size(); ++i) {
    const ModelFile& file = files[i];
    std::string note;
    if (!file.usable()) {
      note = "  (skipped: " + file.error + ")";
    } else {
      const auto first = std::find_if(files.begin(), files.begin() + i,
                                      [&](const ModelFile& f) { return f.usable() && same_pair(f, file); });
      if (first != files.begin() + i) note = "  (unused: " + first->path + " comes first)";
    }
    rows.push_back({file.usable() ? file.source_language : "?", file.usable() ? file.target_language : "?",
                    megabytes(file.size_bytes), file.usable() && !file.bleu.empty() ? file.bleu : "-",
                    file.path + note});
  }
  if (files.empty()) {
    std::printf("no models found\n");
  } else {
    std::vector<size_t> widths(rows.front().size(), 0);
    for (const auto& row : rows) {
      for (size_t c = 0; c < row.size(); ++c) widths[c] = std::max(widths[c], row[c].size());
    }
    for (const auto& row : rows) {
      for (size_t c = 0; c + 1 < row.size(); ++c)
        std::printf("%-*s  ", static_cast<int>(widths[c]), row[c].c_str());
      std::printf("%s\n", row.back().c_str());
    }
  }
  std::printf("\nsearched, in order:");
  for (size_t i = 0; i < search_path.size(); ++i) {
    std::error_code ec;
    const bool missing = !std::filesystem::is_directory(search_path[i], ec);
    std::printf("%s %s%s", i == 0 ? "" : ",", search_path[i].c_str(), missing ? " (not a directory)" : "");
  }
  std::printf("\n");
  return 0;
}

}  // namespace attn::cli
