// attn localize: fills a software catalog's untranslated entries (localize/src/fill/filler.h) and writes the
// catalog to OUT with every other byte as it was, atomically (all or nothing). The model is found as
// attn translate --from/--to finds it, pivoting through English when no model translates the pair directly.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "base/src/io/atomic_write.h"
#include "base/src/io/file_io.h"
#include "cli/commands.h"
#include "cli/model_catalog.h"
#include "localize/src/fill/attn_line_translator.h"
#include "localize/src/fill/filler.h"
#include "localize/src/formats/open_catalog.h"
#include "localize/src/glossary/glossary.h"

namespace attn::cli {
namespace {

constexpr const char* kUsage =
    "usage: attn localize CATALOG -o OUT [options]\n"
    "\n"
    "Translates the untranslated entries of a software catalog (gettext .po/.pot) and writes the catalog to\n"
    "OUT, each filled entry marked for review (PO: fuzzy), every other byte as it was. Placeholders, markup,\n"
    "escapes and accelerators are kept; an entry that would lose one is left untranslated and reported.\n"
    "\n"
    "options:\n"
    "  -o, --output OUT   the catalog to write (may be CATALOG itself); written whole or not at all\n"
    "  --to LANG          target language (default: the catalog's own, e.g. PO Language:, else the\n"
    "                     folder name: values-de, de.lproj, de)\n"
    "  --from LANG        source language (default: the catalog's own, else en)\n"
    "  --glossary FILE    TSV of 'source term<TAB>target term' rendered as given (docs/localize.md)\n"
    "  --overwrite        translate every entry again, not only the untranslated ones\n"
    "  -m, --model PATH   model to use (default: found for --from/--to as attn translate does; with no\n"
    "                     direct model, FROM-en then en-TO)\n"
    "  --threads N        threads per translation (default 1)\n"
    "  --batch N          lines decoded together (default 16)\n";

struct LocalizeArgs {
  const char* catalog = nullptr;
  const char* output = nullptr;
  const char* to = nullptr;
  const char* from = nullptr;
  const char* glossary = nullptr;
  const char* model = nullptr;
  bool overwrite = false;
  int threads = 1, batch = 16;
};

// 0 parsed, 2 usage error, -1 help.
int parse_args(int argc, char** argv, LocalizeArgs* a) {
  for (int i = 0; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&](const char** out) {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "attn localize: %s needs a value\n", arg.c_str());
        return false;
      }
      *out = argv[++i];
      return true;
    };
    auto number = [&](int* out, int low, int high) {
      const char* v = nullptr;
      if (!value(&v)) return false;
      char* end = nullptr;
      const long n = std::strtol(v, &end, 10);
      if (*v == '\0' || *end != '\0' || n < low || n > high) {
        std::fprintf(stderr, "attn localize: %s takes a number %d..%d, not '%s'\n", arg.c_str(), low, high, v);
        return false;
      }
      *out = static_cast<int>(n);
      return true;
    };
    bool ok = true;
    if (arg == "-h" || arg == "--help") {
      std::fputs(kUsage, stdout);
      return -1;
    } else if (arg == "-o" || arg == "--output") {
      ok = value(&a->output);
    } else if (arg == "--to") {
      ok = value(&a->to);
    } else if (arg == "--from") {
      ok = value(&a->from);
    } else if (arg == "--glossary") {
      ok = value(&a->glossary);
    } else if (arg == "-m" || arg == "--model") {
      ok = value(&a->model);
    } else if (arg == "--overwrite") {
      a->overwrite = true;
    } else if (arg == "--threads") {
      ok = number(&a->threads, 1, 256);
    } else if (arg == "--batch") {
      ok = number(&a->batch, 1, 256);
    } else if (!arg.empty() && arg[0] == '-') {
      std::fprintf(stderr, "attn localize: unknown option '%s'\n%s", arg.c_str(), kUsage);
      return 2;
    } else if (a->catalog == nullptr) {
      a->catalog = argv[i];
    } else {
      std::fprintf(stderr, "attn localize: one catalog at a time ('%s' and '%s')\n", a->catalog, argv[i]);
      return 2;
    }
    if (!ok) return 2;
  }
  if (a->catalog == nullptr || a->output == nullptr) {
    std::fprintf(stderr, "attn localize: a CATALOG and -o OUT are needed\n%s", kUsage);
    return 2;
  }
  return 0;
}

// The language a catalog's folder names: values-de (Android), values-pt-rBR, de.lproj (Apple), or a folder
// named by the code itself (po/de/app.po, locale/de/LC_MESSAGES/app.po). Empty when none does.
std::string language_from_path(const std::string& path) {
  for (std::filesystem::path p = std::filesystem::absolute(path).parent_path(); p.has_filename(); p = p.parent_path()) {
    std::string name = p.filename().string();
    if (name == "LC_MESSAGES") continue;
    if (name.starts_with("values-")) name = name.substr(7);
    if (name.ends_with(".lproj")) name = name.substr(0, name.size() - 6);
    const bool code = (name.size() == 2 || (name.size() == 5 && (name[2] == '_' || name[2] == '-'))) &&
                      std::islower(static_cast<unsigned char>(name[0])) && std::islower(static_cast<unsigned char>(name[1]));
    if (code) return name;
    return "";  // only the nearest named folder counts
  }
  return "";
}

// The models translating from -> to: one direct model, or from-en and en-to. Prints why when there are none.
std::vector<std::string> choose_models(const std::string& from, const std::string& to) {
  const std::vector<std::string> search = model_search_path();
  const ModelLookup direct = find_model(search, from, to);
  if (!direct.model.path.empty()) return {direct.model.path};
  if (!same_language(from, "en") && !same_language(to, "en")) {
    const ModelLookup first = find_model(search, from, "en");
    const ModelLookup second = find_model(search, "en", to);
    if (!first.model.path.empty() && !second.model.path.empty()) return {first.model.path, second.model.path};
  }
  std::fprintf(stderr, "attn localize: %s\n", direct.error.c_str());
  return {};
}

void print_progress(size_t done, size_t total) {
  const int width = 30;
  const int filled = total == 0 ? width : static_cast<int>(width * done / total);
  std::fprintf(stderr, "\r[%.*s%*s] %zu/%zu entries", filled, "##############################", width - filled, "",
               done, total);
}

}  // namespace

int localize_command(int argc, char** argv) {
  LocalizeArgs args;
  const int parsed = parse_args(argc, argv, &args);
  if (parsed == -1) return 0;
  if (parsed != 0) return parsed;

  auto bytes = checkpoint::read_file_bytes(args.catalog);
  if (!bytes.ok()) {
    std::fprintf(stderr, "attn localize: %s\n", bytes.status().message());
    return 1;
  }
  auto opened = localize::open_catalog(args.catalog, std::string(bytes.value().begin(), bytes.value().end()));
  if (!opened.ok()) {
    std::fprintf(stderr, "attn localize: %s\n", opened.status().message());
    return 1;
  }
  localize::CatalogFile& catalog = *opened.value();

  std::string to = args.to != nullptr ? args.to : catalog.target_language().value_or("");
  if (to.empty()) to = language_from_path(args.catalog);
  if (to.empty()) {
    std::fprintf(stderr, "attn localize: %s states no target language; give --to LANG\n", args.catalog);
    return 2;
  }
  const std::string from = args.from != nullptr ? args.from : catalog.source_language().value_or("en");
  if (Status s = catalog.set_target_language(to); !s.ok()) {
    std::fprintf(stderr, "attn localize: %s\n", s.message());
    return 1;
  }

  localize::Glossary glossary;
  if (args.glossary != nullptr) {
    auto text = checkpoint::read_file_bytes(args.glossary);
    if (!text.ok()) {
      std::fprintf(stderr, "attn localize: %s\n", text.status().message());
      return 1;
    }
    auto parsed_glossary =
        localize::Glossary::parse(std::string(text.value().begin(), text.value().end()), args.glossary);
    if (!parsed_glossary.ok()) {
      std::fprintf(stderr, "attn localize: %s\n", parsed_glossary.status().message());
      return 1;
    }
    glossary = std::move(parsed_glossary).value();
  }

  const std::vector<std::string> models =
      args.model != nullptr ? std::vector<std::string>{args.model} : choose_models(from, to);
  if (models.empty()) return 2;
  auto translator = localize::AttnLineTranslator::create(models, args.threads, args.batch);
  if (!translator.ok()) {
    std::fprintf(stderr, "attn localize: %s\n", translator.status().message());
    return 1;
  }

  localize::FillOptions options;
  options.overwrite = args.overwrite;
  options.glossary = args.glossary != nullptr ? &glossary : nullptr;
  const bool terminal = isatty(STDERR_FILENO) != 0;
  if (terminal) options.progress = print_progress;
  const localize::FillResult result = localize::fill_catalog(catalog, *translator.value(), options);
  if (terminal) std::fprintf(stderr, "\n");

  auto written = catalog.write(result.fills);
  if (!written.ok()) {
    std::fprintf(stderr, "attn localize: %s (nothing written)\n", written.status().message());
    return 1;
  }
  if (Status s = checkpoint::write_file_atomic(args.output, written.value()); !s.ok()) {
    std::fprintf(stderr, "attn localize: %s\n", s.message());
    return 1;
  }

  const localize::FillSummary& s = result.summary;
  for (const localize::FillProblem& p : s.problems)
    std::fprintf(stderr, "%s:%d: not filled: \"%s\": %s\n", args.catalog, p.line, p.key.c_str(), p.message.c_str());
  for (const localize::FillProblem& p : s.notes)
    std::fprintf(stderr, "%s:%d: note: \"%s\": %s\n", args.catalog, p.line, p.key.c_str(), p.message.c_str());
  std::fprintf(stderr,
               "attn localize: %s (%s, %s -> %s%s): %zu entries, %zu filled (marked for review), %zu already "
               "translated or not to translate, %zu left untranslated with problems\n",
               args.output, std::string(catalog.format_name()).c_str(), from.c_str(), to.c_str(),
               models.size() > 1 ? " through en" : "", s.entries, s.filled, s.skipped, s.problems.size());
  return 0;
}

}  // namespace attn::cli
