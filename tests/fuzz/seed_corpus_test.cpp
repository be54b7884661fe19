// Seed-corpus regression test: runs one fuzz target's entry point (the same source file, compiled into this
// binary without libFuzzer) over every file of its corpus folder, one test per file, so that the ordinary
// and the sanitizer builds replay the corpus and every crash reproducer kept there. A failed fuzz check
// aborts, which fails that test.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);
extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) __attribute__((weak));

namespace {

namespace fs = std::filesystem;

std::vector<std::string> corpus_files() {
  std::vector<std::string> files;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(ATTN_FUZZ_CORPUS_DIR, ec)) {
    if (entry.is_regular_file()) files.push_back(entry.path().filename().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

class SeedCorpus : public ::testing::TestWithParam<std::string> {
 protected:
  static void SetUpTestSuite() {
    if (LLVMFuzzerInitialize != nullptr) LLVMFuzzerInitialize(nullptr, nullptr);
  }
};

TEST(SeedCorpusFolder, HasFiles) {
  EXPECT_GE(corpus_files().size(), 3u) << ATTN_FUZZ_CORPUS_DIR << " should hold the target's seed corpus";
}

TEST_P(SeedCorpus, RunsCleanly) {
  const fs::path path = fs::path(ATTN_FUZZ_CORPUS_DIR) / GetParam();
  std::ifstream in(path, std::ios::binary);
  ASSERT_TRUE(in.good()) << path;
  const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  // An exact-size heap copy, so that AddressSanitizer sees a read one byte past the input.
  std::unique_ptr<uint8_t[]> exact(new uint8_t[bytes.empty() ? 1 : bytes.size()]);
  std::copy(bytes.begin(), bytes.end(), exact.get());
  EXPECT_EQ(LLVMFuzzerTestOneInput(exact.get(), bytes.size()), 0);
}

std::string test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string name = info.param;
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(Files, SeedCorpus, ::testing::ValuesIn(corpus_files()), test_name);

}  // namespace
