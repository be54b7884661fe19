// libattn.so's symbol tables against attn.h: the library exports exactly the ATTN_API functions the header
// declares (derived from the header, so a new function only needs its ATTN_API declaration and its
// definition), and asks nothing of the C++ exception machinery. Reads the tables with binutils (nm, readelf)
// rather than parsing ELF here.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "attn/attn.h"

namespace {

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Output of a command, or an empty string with a test failure when it could not run.
std::string run(const std::string& command) {
  std::string output;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) {
    ADD_FAILURE() << "cannot run: " << command;
    return output;
  }
  char buffer[4096];
  size_t n = 0;
  while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) output.append(buffer, n);
  const int status = pclose(pipe);
  EXPECT_EQ(status, 0) << "command failed: " << command;
  return output;
}

// Names of the functions attn.h declares with ATTN_API: comments and preprocessor lines (the ATTN_API
// definition itself) are removed first, then each declaration's name is the identifier before its "(".
std::set<std::string> declared_functions(const std::string& header) {
  std::string code = std::regex_replace(header, std::regex(R"(/\*[\s\S]*?\*/)"), " ");
  code = std::regex_replace(code, std::regex(R"(//[^\n]*)"), " ");
  code = std::regex_replace(code, std::regex(R"((^|\n)[ \t]*#[^\n]*)"), "\n");
  const std::regex declaration(R"(ATTN_API\s+[^;{}()]*?\b([A-Za-z_][A-Za-z_0-9]*)\s*\()");
  std::set<std::string> names;
  for (auto it = std::sregex_iterator(code.begin(), code.end(), declaration); it != std::sregex_iterator(); ++it)
    names.insert((*it)[1].str());
  return names;
}

// Symbol names from `nm -D` output ("VALUE TYPE NAME" or "TYPE NAME" for undefined ones), without any
// "@VERSION" suffix.
std::set<std::string> symbol_names(const std::string& nm_output) {
  std::set<std::string> names;
  std::istringstream lines(nm_output);
  std::string line;
  while (std::getline(lines, line)) {
    std::istringstream fields(line);
    std::vector<std::string> parts;
    for (std::string part; fields >> part;) parts.push_back(part);
    if (parts.empty()) continue;
    std::string name = parts.back();
    name = name.substr(0, name.find('@'));
    names.insert(name);
  }
  return names;
}

std::string join(const std::set<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += "  " + n + "\n";
  return out;
}

TEST(AbiHeader, ParserFindsTheDeclarations) {
  const std::set<std::string> declared = declared_functions(read_text(ATTN_ABI_HEADER));
  // The functions every release has had, and nothing that is not a function name.
  for (const char* name : {"attn_version", "attn_status_name", "attn_last_error_message", "attn_model_load_file",
                           "attn_model_load_buffer", "attn_model_free", "attn_translator_options_init",
                           "attn_translator_create", "attn_translator_free", "attn_translate",
                           "attn_translate_streaming"})
    EXPECT_TRUE(declared.count(name)) << name << " not found in attn.h";
  for (const auto& name : declared) EXPECT_EQ(name.rfind("attn_", 0), 0u) << "not an attn_ function: " << name;
  EXPECT_FALSE(declared.count("__attribute__"));
  EXPECT_FALSE(declared.count("attn_partial_callback"));  // a typedef, not an exported function
}

TEST(AbiHeader, ParserSkipsCommentsAndMacros) {
  const std::string header =
      "#define ATTN_API __attribute__((visibility(\"default\")))\n"
      "/* ATTN_API int attn_in_comment(void); */\n"
      "// ATTN_API int attn_in_line_comment(void);\n"
      "ATTN_API attn_status attn_two_lines(attn_translator* t,\n    const char* text);\n"
      "ATTN_API const char* attn_pointer(void);\n";
  EXPECT_EQ(declared_functions(header), (std::set<std::string>{"attn_pointer", "attn_two_lines"}));
}

TEST(AbiSharedLibrary, ExportsExactlyTheHeaderFunctions) {
  const std::set<std::string> declared = declared_functions(read_text(ATTN_ABI_HEADER));
  const std::set<std::string> exported =
      symbol_names(run(std::string(ATTN_ABI_NM) + " -D --defined-only '" + ATTN_ABI_SHARED_LIBRARY + "'"));
  std::set<std::string> missing, extra;
  for (const auto& n : declared)
    if (!exported.count(n)) missing.insert(n);
  for (const auto& n : exported)
    if (!declared.count(n)) extra.insert(n);
  EXPECT_TRUE(missing.empty()) << "declared ATTN_API in attn.h but not exported by libattn.so:\n" << join(missing);
  EXPECT_TRUE(extra.empty()) << "exported by libattn.so but not declared ATTN_API in attn.h:\n" << join(extra);
}

// The runtime is built without exceptions: nothing in it throws or catches, so no C++ exception can start in
// it and cross attn.h, and a caller in C has no exception runtime to provide.
TEST(AbiSharedLibrary, NeedsNoExceptionMachinery) {
  const std::set<std::string> undefined =
      symbol_names(run(std::string(ATTN_ABI_NM) + " -D --undefined-only '" + ATTN_ABI_SHARED_LIBRARY + "'"));
  ASSERT_FALSE(undefined.empty()) << "nm listed no undefined symbols at all (libc's must be there)";
  EXPECT_TRUE(undefined.count("memcpy") || undefined.count("malloc")) << "nm output not understood";
  for (const char* name : {"__cxa_throw", "__cxa_rethrow", "__cxa_allocate_exception", "__cxa_begin_catch",
                           "__cxa_end_catch", "__gxx_personality_v0", "_Unwind_Resume"})
    EXPECT_FALSE(undefined.count(name)) << "libattn.so uses " << name;
}

// Everything the library needs comes from its own DT_NEEDED entries (the link used -z defs), so the C test
// program, linked by the C driver, needs libattn and libc but no C++ standard library of its own.
TEST(AbiSharedLibrary, CProgramNeedsNoCxxRuntime) {
  const std::string dynamic = run(std::string(ATTN_ABI_READELF) + " -d '" + ATTN_ABI_C_PROGRAM + "'");
  EXPECT_NE(dynamic.find("[libattn.so."), std::string::npos) << dynamic;
  EXPECT_EQ(dynamic.find("libstdc++"), std::string::npos) << "the C program links the C++ runtime:\n" << dynamic;
  const std::string library = run(std::string(ATTN_ABI_READELF) + " -d '" + ATTN_ABI_SHARED_LIBRARY + "'");
  EXPECT_NE(library.find("(SONAME)"), std::string::npos) << library;
  const std::string soname = "[libattn.so." + std::to_string(ATTN_VERSION_MAJOR) + "]";
  EXPECT_NE(library.find(soname), std::string::npos) << "SONAME should be " << soname << ":\n" << library;
}

// The JNI library binds its natives with RegisterNatives: JNI_OnLoad is all it exports, so the runtime
// linked into it statically cannot clash with another copy in the same app.
TEST(AbiJniLibrary, ExportsOnlyJniOnLoad) {
#ifdef ATTN_ABI_JNI_LIBRARY
  const std::set<std::string> exported =
      symbol_names(run(std::string(ATTN_ABI_NM) + " -D --defined-only '" + ATTN_ABI_JNI_LIBRARY + "'"));
  EXPECT_EQ(exported, std::set<std::string>{"JNI_OnLoad"}) << join(exported);
#else
  GTEST_SKIP() << "no JDK found: the JNI binding was not built";
#endif
}

}  // namespace
