// What a caller may do to a model's source once it is loaded (docs/robustness.md): attn_model_load_buffer
// copies the bytes, so the caller may overwrite and free its buffer right after the call;
// attn_model_load_file reads the whole file into memory (no mmap), so truncating or rewriting the file
// afterwards changes nothing. Under AddressSanitizer a read of the freed buffer would be reported; in every
// build the translations are compared with those of a model whose bytes stay alive and untouched.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "attn/attn.h"
#include "tests/support/random_model.h"
#include "tests/support/translate_texts.h"

namespace {

using attn::test::translate_texts;

const std::vector<uint8_t>& model_bytes() {
  static const std::vector<uint8_t> bytes =
      attn::test::random_model_bytes(attn::test::small_architecture(), 23);
  return bytes;
}

std::vector<std::string> reference_translations() {
  attn_model* model = nullptr;
  EXPECT_EQ(attn_model_load_buffer(model_bytes().data(), model_bytes().size(), &model), ATTN_OK);
  std::vector<std::string> result = translate_texts(model, 1);
  attn_model_free(model);
  return result;
}

TEST(InputLifetime, LoadBufferCopiesSoTheCallerMayFreeItsBuffer) {
  const std::vector<uint8_t>& bytes = model_bytes();
  auto* buffer = static_cast<uint8_t*>(std::malloc(bytes.size()));
  ASSERT_NE(buffer, nullptr);
  std::memcpy(buffer, bytes.data(), bytes.size());
  attn_model* model = nullptr;
  ASSERT_EQ(attn_model_load_buffer(buffer, bytes.size(), &model), ATTN_OK) << attn_last_error_message();
  std::memset(buffer, 0xA5, bytes.size());  // what a reused buffer would hold
  std::free(buffer);
  attn_model_info info;
  info.struct_size = sizeof(info);
  ASSERT_EQ(attn_model_get_info(model, &info), ATTN_OK);
  EXPECT_EQ(info.vocab_size, attn::test::small_architecture().vocab_size);
  const std::vector<std::string> got = translate_texts(model, 1);
  attn_model_free(model);
  const std::vector<std::string> expected = reference_translations();
  ASSERT_EQ(got.size(), attn::test::short_texts().size());
  EXPECT_EQ(got, expected);
  size_t total = 0;
  for (const std::string& s : got) total += s.size();
  EXPECT_GT(total, 0u) << "every translation is empty: the comparison proves little";
}

TEST(InputLifetime, LoadFileReadsTheWholeFileSoLaterTruncationIsHarmless) {
  const std::string path = ::testing::TempDir() + "lifetime_" + std::to_string(::getpid()) + ".attn";
  FILE* f = std::fopen(path.c_str(), "wb");
  ASSERT_NE(f, nullptr);
  ASSERT_EQ(std::fwrite(model_bytes().data(), 1, model_bytes().size(), f), model_bytes().size());
  ASSERT_EQ(std::fclose(f), 0);
  attn_model* model = nullptr;
  ASSERT_EQ(attn_model_load_file(path.c_str(), &model), ATTN_OK) << attn_last_error_message();
  // Truncate to a few bytes and write garbage over them: a mapped file would now fault (SIGBUS) or change.
  ASSERT_EQ(::truncate(path.c_str(), 16), 0);
  f = std::fopen(path.c_str(), "r+b");
  ASSERT_NE(f, nullptr);
  ASSERT_EQ(std::fwrite("garbage-garbage!", 1, 16, f), 16u);
  ASSERT_EQ(std::fclose(f), 0);
  const std::vector<std::string> got = translate_texts(model, 1);
  attn_model_free(model);
  EXPECT_EQ(got, reference_translations());
  // The damaged file itself is refused, naming the problem.
  attn_model* again = nullptr;
  EXPECT_EQ(attn_model_load_file(path.c_str(), &again), ATTN_ERROR_INVALID_MODEL);
  EXPECT_EQ(again, nullptr);
  EXPECT_NE(std::string(attn_last_error_message()).find("not an attn model"), std::string::npos)
      << attn_last_error_message();
  std::remove(path.c_str());
}

// text is size bytes, not a C string: a NUL inside is an ordinary character (U+0000), tokenized like any
// other.
TEST(InputLifetime, NulInsideTextIsACharacterNotAnEnd) {
  attn_model* model = nullptr;
  ASSERT_EQ(attn_model_load_buffer(model_bytes().data(), model_bytes().size(), &model), ATTN_OK);
  int32_t ids[64];
  size_t with_nul = 0, prefix = 0;
  const char text[] = "ab\0cd";
  ASSERT_EQ(attn_tokenize(model, text, sizeof(text) - 1, ids, 64, &with_nul), ATTN_OK)
      << attn_last_error_message();
  ASSERT_EQ(attn_tokenize(model, text, 2, ids, 64, &prefix), ATTN_OK);
  EXPECT_GT(with_nul, prefix) << "the bytes after the NUL were dropped";
  attn_translator* t = nullptr;
  ASSERT_EQ(attn_translator_create(model, nullptr, &t), ATTN_OK);
  char out[1024];
  size_t written = 0;
  EXPECT_EQ(attn_translate(t, text, sizeof(text) - 1, out, sizeof(out), &written), ATTN_OK)
      << attn_last_error_message();
  EXPECT_LT(written, sizeof(out));
  EXPECT_EQ(out[written], '\0');
  attn_translator_free(t);
  attn_model_free(model);
}

}  // namespace
