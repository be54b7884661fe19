#include "tests/architecture/include_rules.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <sstream>

namespace attn::test::architecture {
namespace {

// The runtime's internals that another part may include: the headers of runtime/src/exported/, each of which
// says who uses it and why.
constexpr std::string_view kRuntimeExported = "runtime/src/exported/";

constexpr std::string_view kRuntimeSrc = "runtime/src/";

constexpr std::string_view kNotARepositoryPath =
    "a quoted include names its part (\"runtime/src/...\"); a new top-level part needs its rules here";

const Rule kTrainerIndependence = {
    "trainer/",
    {"runtime/", "converter/"},
    {},
    "the trainer meets the runtime and the converter only at the checkpoint directory (a file contract)"};

bool starts_with_any(std::string_view s, const std::vector<std::string_view>& prefixes) {
  return std::any_of(prefixes.begin(), prefixes.end(), [&](std::string_view p) { return s.starts_with(p); });
}

// The header named by an #include line, and whether it was quoted; false when the line is no #include.
bool parse_include(std::string_view line, std::string_view& header, bool& quoted) {
  auto skip_blanks = [&] {
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
  };
  skip_blanks();
  if (!line.starts_with('#')) return false;
  line.remove_prefix(1);
  skip_blanks();
  if (!line.starts_with("include")) return false;
  line.remove_prefix(7);
  skip_blanks();
  if (line.empty() || (line.front() != '"' && line.front() != '<')) return false;
  quoted = line.front() == '"';
  const size_t end = line.find(quoted ? '"' : '>', 1);
  if (end == std::string_view::npos) return false;
  header = line.substr(1, end - 1);
  return true;
}

bool is_source(const std::filesystem::path& p) {
  static const std::vector<std::string> kExtensions = {".h", ".hpp", ".c", ".cc", ".cpp", ".cu", ".cuh"};
  return std::find(kExtensions.begin(), kExtensions.end(), p.extension().string()) != kExtensions.end();
}

}  // namespace

const std::vector<Rule>& repository_rules() {
  static const std::vector<Rule> rules = {
      {"runtime/",
       {"trainer/", "converter/", "bench/", "cli/", "tests/"},
       {},
       "libattn stands alone: it depends on the schema and XNNPACK only"},
      // The runtime's floors (docs/architecture.md): each folder of runtime/src/ includes only itself and the
      // folders below it, so that no include runs back up.
      {"runtime/src/core/", {kRuntimeSrc}, {"runtime/src/core/"}, "core/ is the runtime's ground floor"},
      {"runtime/src/quant/",
       {kRuntimeSrc},
       {"runtime/src/quant/", "runtime/src/core/"},
       "int8 arithmetic builds on core/ only"},
      {"runtime/src/kernels/",
       {kRuntimeSrc},
       {"runtime/src/kernels/", "runtime/src/core/", "runtime/src/quant/"},
       "kernels are arithmetic on arrays: they build on core/ and quant/ only"},
      {"runtime/src/tokenizer/",
       {kRuntimeSrc},
       {"runtime/src/tokenizer/", "runtime/src/core/"},
       "the tokenizer builds on core/ only"},
      {"runtime/src/format/",
       {kRuntimeSrc},
       {"runtime/src/format/", "runtime/src/core/", "runtime/src/quant/", "runtime/src/kernels/",
        "runtime/src/tokenizer/"},
       "loading a model file knows its arithmetic and its tokenizer, nothing that runs a translation"},
      {"runtime/src/text/",
       {kRuntimeSrc},
       {"runtime/src/text/", "runtime/src/core/", "runtime/src/tokenizer/"},
       "text handling (sentences, markup, tags) works on bytes and knows nothing of the model"},
      {"runtime/src/search/",
       {kRuntimeSrc},
       {"runtime/src/search/", "runtime/src/core/", "runtime/src/kernels/"},
       "search steps a search::StepModel (the decoder implements it) and knows no model or translator"},
      {"runtime/src/model/",
       {kRuntimeSrc},
       {"runtime/src/model/", "runtime/src/core/", "runtime/src/quant/", "runtime/src/kernels/",
        "runtime/src/tokenizer/", "runtime/src/format/", "runtime/src/search/"},
       "the model's layers, encoder and decoder know nothing of translation's calls or text"},
      {"runtime/src/translate/",
       {"runtime/src/api/", "runtime/src/exported/"},
       {},
       "translation is below the C API and the exported headers that reach it"},
      {"runtime/src/exported/",
       {"runtime/src/api/"},
       {},
       "the exported internals are the runtime's, not its C API's"},
      {"converter/",
       {"runtime/src/", "trainer/", "bench/", "cli/", "tests/"},
       {kRuntimeExported},
       "the converter reaches the runtime's internals only through runtime/src/exported/"},
      {"bench/",
       {"runtime/src/", "cli/"},
       {kRuntimeExported},
       "bench reaches the runtime's internals only through runtime/src/exported/"},
      {"localize/",
       {"runtime/", "trainer/", "converter/", "bench/", "cli/", "tests/", "description/", "python/"},
       {},
       "localize/ translates through the public API (<attn/attn.hpp>) as an app would, and uses base/"},
      {"cli/",
       {"runtime/src/", "trainer/", "converter/", "bench/", "tests/"},
       {kRuntimeExported},
       "the attn command uses the public API, or runtime/src/exported/ where it prints a file's contents"},
      {"trainer/", {"bench/", "cli/", "tests/"}, {}, "the trainer is a product part; tests and tools use it"},
      kTrainerIndependence,
      {"base/",
       {"runtime/", "trainer/", "converter/", "bench/", "cli/", "tests/", "description/", "attn/"},
       {},
       "base/ is what every part shares; it depends on no part, not even the public API (its own StatusCode "
       "is mapped to the public codes at the C API)"},
      {"description/",
       {"runtime/", "trainer/", "converter/", "bench/", "cli/", "tests/", "attn/attn."},
       {},
       "the model description is shared by every part; it depends on base/ and the schema only"},
      {"platforms/",
       {"runtime/", "trainer/", "converter/", "bench/", "cli/", "tests/"},
       {},
       "bindings use the public API (<attn/attn.h>) as an app would"},
      {"python/",
       {"runtime/", "trainer/", "converter/", "bench/", "cli/", "tests/", "base/", "description/"},
       {},
       "the Python package is a binding: it uses the public API (<attn/attn.h>) as an app would, and "
       "localize/ "
       "for attn.localize"},
      // tests/<part>/ may include <part>'s internals (and test support may join parts on purpose), but no
      // test builds on a tool's sources, and the ABI and command-line tests use what a user has.
      {"tests/", {"bench/", "cli/"}, {}, "tests test bench and the CLI as programs, not by their sources"},
      {"tests/abi/",
       {"runtime/", "trainer/", "converter/", "tests/"},
       {},
       "the ABI tests build against the installed headers only"},
      {"tests/cli/", {"runtime/", "trainer/", "converter/"}, {}, "the CLI is tested as a process"},
  };
  return rules;
}

const std::vector<std::string_view>& repository_roots() {
  static const std::vector<std::string_view> roots = {
      "runtime/", "trainer/", "converter/",   "bench/", "cli/",    "tests/",   "platforms/",
      "schema/",  "base/",    "description/", "attn/",  "python/", "localize/"};
  return roots;
}

std::vector<Violation> check_file(std::string_view path, std::string_view text,
                                  const std::vector<Rule>& rules) {
  std::vector<const Rule*> applying;
  for (const Rule& rule : rules) {
    if (path.starts_with(rule.part)) applying.push_back(&rule);
  }
  std::vector<Violation> violations;
  size_t line_number = 0;
  while (!text.empty()) {
    ++line_number;
    const size_t end = std::min(text.find('\n'), text.size());
    const std::string_view line = text.substr(0, end);
    text.remove_prefix(std::min(end + 1, text.size()));

    std::string_view header;
    bool quoted = false;
    if (!parse_include(line, header, quoted)) continue;
    auto report = [&](std::string_view why) {
      violations.push_back({std::string(path), line_number, std::string(header), std::string(why)});
    };
    if (quoted && !starts_with_any(header, repository_roots())) {
      report(kNotARepositoryPath);
    }
    for (const Rule* rule : applying) {
      if (starts_with_any(header, rule->forbidden) && !starts_with_any(header, rule->allowed))
        report(rule->why);
    }
  }
  return violations;
}

std::vector<Violation> check_tree(const std::filesystem::path& root, const std::vector<Rule>& rules) {
  std::vector<std::filesystem::path> files;
  for (std::string_view part : repository_roots()) {
    const std::filesystem::path folder = root / part;
    if (!std::filesystem::is_directory(folder)) continue;
    auto it = std::filesystem::recursive_directory_iterator(folder);
    for (; it != std::filesystem::recursive_directory_iterator(); ++it) {
      // Hidden folders hold tools' files (bench/.venv), not the repository's sources.
      if (it->is_directory() && it->path().filename().string().starts_with('.')) {
        it.disable_recursion_pending();
      } else if (it->is_regular_file() && is_source(it->path())) {
        files.push_back(it->path());
      }
    }
  }
  std::sort(files.begin(), files.end());
  std::vector<Violation> violations;
  for (const std::filesystem::path& file : files) {
    std::ifstream in(file, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::vector<Violation> found =
        check_file(file.lexically_relative(root).generic_string(), text, rules);
    violations.insert(violations.end(), found.begin(), found.end());
  }
  return violations;
}

std::string to_string(const Violation& v) {
  std::ostringstream s;
  s << v.file << ":" << v.line << ": #include \"" << v.include << "\": " << v.why;
  return s.str();
}

}  // namespace attn::test::architecture
