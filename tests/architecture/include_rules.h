// Which part of the repository may include which (docs/architecture.md, "Parts"): every #include line of
// every source file is read and checked against a table of rules, so that a part reaching into another's
// internals fails a test naming the file and line instead of growing quietly.
//
// A rule says: files under `part` may not include a header whose path starts with one of `forbidden`,
// unless the path starts with one of `allowed` (a deliberately exported interface). Every rule whose part
// is a prefix of a file's path applies to it. Includes are repository paths (CONVENTIONS: the repository
// root is the one include root), so a quoted include that names no part is itself an error: a relative
// include could otherwise slip past the rules.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace attn::test::architecture {

struct Rule {
  std::string_view part;                    // a folder, with its slash: "converter/"
  std::vector<std::string_view> forbidden;  // include path prefixes: "runtime/src/"
  std::vector<std::string_view> allowed;    // exceptions inside forbidden: "runtime/src/exported/"
  std::string_view why;
};

struct Violation {
  std::string file;  // repository path
  size_t line = 0;   // 1-based
  std::string include;
  std::string why;
};

// The repository's rules (include_rules.cpp).
const std::vector<Rule>& repository_rules();

// The folders a quoted include may start with ("attn/" for the public and generated headers).
const std::vector<std::string_view>& repository_roots();

// Checks one file's text; `path` is its repository path ("cli/inspect_command.cpp").
std::vector<Violation> check_file(std::string_view path, std::string_view text,
                                  const std::vector<Rule>& rules);

// Checks every C/C++/CUDA source file under the repository's parts (the folders of repository_roots()).
std::vector<Violation> check_tree(const std::filesystem::path& root, const std::vector<Rule>& rules);

// "cli/inspect_command.cpp:8: #include "runtime/src/format/model.h": <why>"
std::string to_string(const Violation& v);

}  // namespace attn::test::architecture
