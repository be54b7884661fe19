// attn localize: fills a software catalog's untranslated entries (localize/src/fill/filler.h) and writes the
// catalog to OUT with every other byte as it was, atomically (all or nothing). The model is found as
// attn translate --from/--to finds it, pivoting through English when no model translates the pair directly.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "attn/attn.hpp"
#include "cli/commands.h"
#include "cli/model_catalog.h"
#include "localize/src/fill/localize_file.h"

namespace attn::cli {
namespace {

constexpr const char* kUsage =
    "usage: attn localize CATALOG -o OUT [options]\n"
    "\n"
    "Translates the untranslated entries of a software catalog (gettext .po/.pot, XLIFF, Android\n"
    "strings.xml, Qt .ts, Apple .strings, .stringsdict and .xcstrings, JSON) and writes the catalog to OUT,\n"
    "each filled entry marked for review in the format's way (PO: fuzzy; JSON has no mark), every other\n"
    "byte as it was. Placeholders, markup, escapes and accelerators are kept; an entry that would lose one\n"
    "is left untranslated and reported.\n"
    "\n"
    "options:\n"
    "  -o, --output OUT   the catalog to write (may be CATALOG itself); written whole or not at all\n"
    "  --to LANG          target language (default: the catalog's own, e.g. PO Language:, else the\n"
    "                     folder name: values-de, de.lproj, de; a JSON catalog's name: de.json)\n"
    "  --from LANG        source language (default: the catalog's own, else en; a JSON translation's\n"
    "                     source texts are read from the file of this language beside it)\n"
    "  --glossary FILE    TSV of 'source term<TAB>target term' rendered as given (docs/localize.md)\n"
    "  --overwrite        translate every entry again, not only the untranslated ones\n"
    "  -m, --model PATH   model to use (default: found for --from/--to as attn translate does; with no\n"
    "                     direct model, FROM-en then en-TO)\n"
    "  --threads N        threads per translation (default 1)\n"
    "  --batch N          lines decoded together (default 16)\n"
    "  --beam N           beam size, 1 = greedy (default 2: on catalogs as good as attn translate's 4,\n"
    "                     and faster; docs/localize.md, \"Speed per catalog\")\n";

struct LocalizeArgs {
  const char* catalog = nullptr;
  const char* output = nullptr;
  const char* to = nullptr;
  const char* from = nullptr;
  const char* glossary = nullptr;
  const char* model = nullptr;
  bool overwrite = false;
  int threads = 1, batch = 16, beam = 2;
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
        std::fprintf(stderr, "attn localize: %s takes a number %d..%d, not '%s'\n", arg.c_str(), low, high,
                     v);
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
    } else if (arg == "--beam") {
      ok = number(&a->beam, 1, cpp::Translator::option_limits().beam_size);
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

// The models translating from -> to: one direct model, or from-en and en-to.
Result<std::vector<std::string>> choose_models(const std::string& from, const std::string& to) {
  const std::vector<std::string> search = model_search_path();
  const ModelLookup direct = find_model(search, from, to);
  if (!direct.model.path.empty()) return std::vector<std::string>{direct.model.path};
  if (!same_language(from, "en") && !same_language(to, "en")) {
    const ModelLookup first = find_model(search, from, "en");
    const ModelLookup second = find_model(search, "en", to);
    if (!first.model.path.empty() && !second.model.path.empty())
      return std::vector<std::string>{first.model.path, second.model.path};
  }
  return Status::Error(StatusCode::kInvalidArgument, "%s", direct.error.c_str());
}

// A key as one line of a report: its line breaks and tabs written as PO writes them.
std::string shown(const std::string& key) {
  std::string out;
  for (char c : key)
    out += c == '\n' ? std::string("\\n") : c == '\t' ? std::string("\\t") : std::string(1, c);
  return out;
}

void print_progress(size_t done, size_t total) {
  const int width = 30;
  const int filled = total == 0 ? width : static_cast<int>(width * done / total);
  std::fprintf(stderr, "\r[%.*s%*s] %zu/%zu entries", filled, "##############################",
               width - filled, "", done, total);
}

}  // namespace

int localize_command(int argc, char** argv) {
  LocalizeArgs args;
  const int parsed = parse_args(argc, argv, &args);
  if (parsed == -1) return 0;
  if (parsed != 0) return parsed;

  localize::LocalizeRequest request;
  request.catalog = args.catalog;
  request.output = args.output;
  request.to = args.to != nullptr ? args.to : "";
  request.from = args.from != nullptr ? args.from : "";
  request.glossary = args.glossary != nullptr ? args.glossary : "";
  request.overwrite = args.overwrite;
  request.threads = args.threads;
  request.batch = args.batch;
  request.beam = args.beam;
  if (args.model != nullptr) {
    request.models = [&](const std::string&, const std::string&) -> Result<std::vector<std::string>> {
      return std::vector<std::string>{args.model};
    };
  } else {
    request.models = choose_models;
  }
  const bool terminal = isatty(STDERR_FILENO) != 0;
  if (terminal) request.progress = print_progress;
  auto result = localize::localize_file(request);
  if (terminal) std::fprintf(stderr, "\n");
  if (!result.ok()) {
    std::fprintf(stderr, "attn localize: %s (nothing written)\n", result.status().message());
    return 1;
  }
  const localize::LocalizeReport& report = result.value();
  const localize::FillSummary& s = report.summary;
  for (const localize::FillProblem& p : s.problems)
    std::fprintf(stderr, "%s:%d: not filled: \"%s\": %s\n", args.catalog, p.line, shown(p.key).c_str(),
                 p.message.c_str());
  for (const localize::FillProblem& p : s.notes)
    std::fprintf(stderr, "%s:%d: note: \"%s\": %s\n", args.catalog, p.line, shown(p.key).c_str(),
                 p.message.c_str());
  std::fprintf(
      stderr,
      "attn localize: %s (%s, %s -> %s%s): %zu entries, %zu filled (%s; %zu through the "
      "markup form), %zu already translated or not to translate, %zu left untranslated with problems",
      args.output, report.format.c_str(), report.from.c_str(), report.to.c_str(),
      report.models.size() > 1 ? " through en" : "", s.entries, s.filled,
      report.marked_for_review ? "marked for review" : "not marked: the format has no review mark", s.markup,
      s.skipped, s.problems.size());
  if (args.glossary != nullptr) std::fprintf(stderr, "; %zu glossary terms rendered", s.glossary_terms);
  std::fprintf(stderr, "\n");
  return 0;
}

}  // namespace attn::cli
