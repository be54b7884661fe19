// The include rules hold in this repository, and the checker catches what they forbid: each case below plants
// one violation in a file's text and expects it reported with its file and line.
#include "tests/architecture/include_rules.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

namespace attn::test::architecture {
namespace {

std::vector<Violation> check(std::string_view path, std::string_view text) {
  return check_file(path, text, repository_rules());
}

TEST(IncludeRules, RepositoryFollowsThem) {
  const std::vector<Violation> violations = check_tree(ATTN_SOURCE_DIR, repository_rules());
  for (const Violation& v : violations) ADD_FAILURE() << to_string(v);
  EXPECT_TRUE(violations.empty()) << violations.size() << " include(s) break the rules of "
                                  << "tests/architecture/include_rules.cpp";
}

TEST(IncludeRules, ReportsTheFileAndLine) {
  const auto v = check("cli/inspect_command.cpp",
                       "// attn inspect\n#include <cstdio>\n\n  #  include \"runtime/src/format/model.h\"\n");
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0].file, "cli/inspect_command.cpp");
  EXPECT_EQ(v[0].line, 4u);
  EXPECT_EQ(v[0].include, "runtime/src/format/model.h");
  EXPECT_EQ(to_string(v[0]).rfind("cli/inspect_command.cpp:4: #include \"runtime/src/format/model.h\": ", 0),
            0u);
}

TEST(IncludeRules, OtherPartsReachTheRuntimeOnlyThroughItsExportedInterface) {
  for (const char* part : {"cli/", "bench/", "converter/src/convert/"}) {
    const std::string file = std::string(part) + "x.cpp";
    EXPECT_EQ(check(file, "#include \"runtime/src/translate/translator.h\"\n").size(), 1u) << file;
    EXPECT_EQ(check(file, "#include <runtime/src/translate/translator.h>\n").size(), 1u) << file;
    EXPECT_TRUE(check(file, "#include \"runtime/src/exported/translator.h\"\n").empty()) << file;
    EXPECT_TRUE(check(file, "#include <attn/attn.h>\n#include \"attn/attn.hpp\"\n").empty()) << file;
  }
  // Status/Result is base/'s, shared on purpose; the runtime's other internals are not.
  EXPECT_TRUE(check("converter/src/convert/x.h", "#include \"base/src/core/status.h\"\n").empty());
  EXPECT_EQ(check("cli/x.cpp", "#include \"runtime/src/core/fixed_vector.h\"\n").size(), 1u);
}

TEST(IncludeRules, ThePythonBindingUsesOnlyThePublicApi) {
  EXPECT_TRUE(
      check("python/src/model.cpp",
            "#include \"attn/attn.h\"\n#include \"python/src/errors.h\"\n#include <nanobind/nanobind.h>\n")
          .empty());
  for (const char* header :
       {"runtime/src/exported/translator.h", "runtime/src/translate/translator.h", "base/src/core/status.h",
        "description/src/architecture.h", "cli/model_catalog.h"}) {
    EXPECT_EQ(check("python/src/model.cpp", "#include \"" + std::string(header) + "\"\n").size(), 1u)
        << header;
  }
}

TEST(IncludeRules, LocalizeUsesThePublicApiAndBase) {
  EXPECT_TRUE(check("localize/src/fill/filler.cpp",
                    "#include \"attn/attn.hpp\"\n#include \"base/src/core/status.h\"\n"
                    "#include \"localize/src/protect/mask.h\"\n")
                  .empty());
  for (const char* header : {"runtime/src/exported/translator.h", "runtime/src/model/translator.h",
                             "cli/model_catalog.h", "trainer/src/model/transformer.h"}) {
    EXPECT_EQ(check("localize/src/fill/filler.cpp", "#include \"" + std::string(header) + "\"\n").size(), 1u)
        << header;
  }
  EXPECT_TRUE(check("cli/localize_command.cpp", "#include \"localize/src/fill/filler.h\"\n").empty());
  EXPECT_TRUE(check("python/src/localize.cpp", "#include \"localize/src/fill/localize_file.h\"\n").empty());
}

TEST(IncludeRules, TheRuntimeIncludesNoOtherPart) {
  for (const char* header : {"trainer/src/model/transformer.h", "converter/src/checkpoint/file_io.h",
                             "bench/x.h", "cli/commands.h", "tests/support/rng.h"}) {
    EXPECT_EQ(
        check("runtime/src/translate/translator.cpp", "#include \"" + std::string(header) + "\"\n").size(),
        1u)
        << header;
  }
  EXPECT_TRUE(
      check("runtime/src/translate/translator.cpp", "#include \"runtime/src/search/search.h\"\n").empty());
}

// Inside the runtime every folder includes only the floors below it: translate/ sits on model/, search/ and
// text/; search/ knows no decoder and no translator; core/ knows nothing above it.
TEST(IncludeRules, TheRuntimesFloorsIncludeOnlyWhatIsBelowThem) {
  EXPECT_TRUE(check("runtime/src/translate/engine.h",
                    "#include \"runtime/src/model/decoder.h\"\n#include \"runtime/src/search/decoding.h\"\n"
                    "#include \"runtime/src/text/markup.h\"\n#include \"runtime/src/core/arena.h\"\n")
                  .empty());
  EXPECT_TRUE(check("runtime/src/api/translator_api.cpp", "#include \"runtime/src/translate/translator.h\"\n")
                  .empty());
  EXPECT_TRUE(check("runtime/src/model/decoder.h", "#include \"runtime/src/search/decoding.h\"\n").empty());
  const std::vector<std::pair<const char*, const char*>> back_up = {
      {"runtime/src/translate/engine.cpp", "runtime/src/api/error.h"},
      {"runtime/src/translate/engine.cpp", "runtime/src/exported/translator.h"},
      {"runtime/src/model/decoder.cpp", "runtime/src/translate/engine.h"},
      {"runtime/src/model/decoder.cpp", "runtime/src/text/markup.h"},
      {"runtime/src/search/decoding.h", "runtime/src/model/decoder.h"},
      {"runtime/src/search/decoding.h", "runtime/src/translate/translator.h"},
      {"runtime/src/text/markup.cpp", "runtime/src/model/decoder.h"},
      {"runtime/src/kernels/attention.cpp", "runtime/src/format/model.h"},
      {"runtime/src/core/arena.h", "runtime/src/kernels/linear.h"},
      {"runtime/src/exported/translator.h", "runtime/src/api/error.h"},
  };
  for (const auto& [file, header] : back_up) {
    EXPECT_EQ(check(file, "#include \"" + std::string(header) + "\"\n").size(), 1u)
        << file << " -> " << header;
  }
}

TEST(IncludeRules, SharedLibrariesIncludeNoPart) {
  EXPECT_EQ(check("base/src/status.h", "#include \"runtime/src/core/status.h\"\n").size(), 1u);
  EXPECT_EQ(check("base/src/status.h", "#include \"description/src/architecture.h\"\n").size(), 1u);
  EXPECT_EQ(
      check("description/src/architecture.h", "#include \"converter/src/checkpoint/file_io.h\"\n").size(),
      1u);
  EXPECT_TRUE(check("description/src/architecture.h", "#include \"base/src/status.h\"\n").empty());
  // Nor the public API: base/'s StatusCode meets the public codes at the C API only.
  EXPECT_EQ(check("base/src/core/status.h", "#include \"attn/attn.h\"\n").size(), 1u);
  EXPECT_EQ(check("base/src/core/status.h", "#include <attn/attn.hpp>\n").size(), 1u);
  EXPECT_EQ(check("base/src/io/file_io.h", "#include \"attn/schema/attn_generated.h\"\n").size(), 1u);
  EXPECT_EQ(check("description/src/architecture.h", "#include \"attn/attn.h\"\n").size(), 1u);
  EXPECT_TRUE(check("description/src/architecture.h", "#include \"attn/schema/attn_generated.h\"\n").empty());
}

TEST(IncludeRules, TestsMayIncludeInternalsButNotTools) {
  EXPECT_TRUE(check("tests/runtime/model/x_test.cpp", "#include \"runtime/src/model/decoder.h\"\n").empty());
  EXPECT_EQ(check("tests/runtime/model/x_test.cpp", "#include \"cli/commands.h\"\n").size(), 1u);
  EXPECT_EQ(check("tests/abi/symbol_test.cpp", "#include \"runtime/src/api/error.h\"\n").size(), 1u);
  EXPECT_EQ(check("platforms/android/attn_jni.cpp", "#include \"runtime/src/api/error.h\"\n").size(), 1u);
}

TEST(IncludeRules, QuotedIncludesAreRepositoryPaths) {
  EXPECT_EQ(check("cli/x.cpp", "#include \"commands.h\"\n").size(), 1u);
  EXPECT_EQ(check("cli/x.cpp", "#include \"../runtime/src/format/model.h\"\n").size(), 1u);
  EXPECT_TRUE(
      check("cli/x.cpp", "#include <gtest/gtest.h>\n#include \"attn/schema/attn_generated.h\"\n").empty());
}

TEST(IncludeRules, OnlyIncludeDirectivesCount) {
  EXPECT_TRUE(check("cli/x.cpp",
                    "// #include \"runtime/src/format/model.h\"\n"
                    "const char* s = \"#include \\\"runtime/src/format/model.h\\\"\";\n"
                    "#define X 1\n")
                  .empty());
}

// The trainer meets the runtime and the converter only at the checkpoint directory: any include of theirs is
// a violation, while base/ and description/ are what it shares with them on purpose.
TEST(IncludeRules, TrainerIncludesNothingFromRuntimeOrConverter) {
  EXPECT_EQ(check("trainer/src/io/run_dir.cpp", "#include \"runtime/src/kernels/attention.h\"\n").size(), 1u);
  EXPECT_EQ(check("trainer/src/io/run_dir.cpp", "#include \"converter/src/writer/attn_writer.h\"\n").size(),
            1u);
  EXPECT_TRUE(check("trainer/src/io/run_dir.cpp",
                    "#include \"base/src/core/status.h\"\n#include \"description/src/model_description.h\"\n")
                  .empty());
}

}  // namespace
}  // namespace attn::test::architecture
