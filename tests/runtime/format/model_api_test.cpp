// The model part of the C API: load, info, free, tokenize/detokenize, and errors through
// attn_last_error_message().
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "attn/attn.h"
#include "runtime/src/format/format_version.h"
#include "tests/runtime/format/format_test_util.h"

namespace attn {
namespace {

std::string last_error() { return attn_last_error_message(); }

class ModelApi : public ::testing::Test {
 protected:
  void SetUp() override {
    bytes_ = test::random_model_bytes(test::small_architecture(), 41);
    ASSERT_FALSE(bytes_.empty());
    ASSERT_EQ(attn_model_load_buffer(bytes_.data(), bytes_.size(), &model_), ATTN_OK) << last_error();
    ASSERT_NE(model_, nullptr);
  }
  void TearDown() override { attn_model_free(model_); }

  std::vector<uint8_t> bytes_;
  attn_model* model_ = nullptr;
};

TEST_F(ModelApi, InfoDescribesTheModel) {
  attn_model_info info;
  std::memset(&info, 0xAB, sizeof(info));
  info.struct_size = sizeof(info);
  ASSERT_EQ(attn_model_get_info(model_, &info), ATTN_OK) << last_error();
  const Architecture a = test::small_architecture();
  EXPECT_EQ(info.struct_size, sizeof(info));
  EXPECT_EQ(info.format_version, 1u);
  EXPECT_EQ(info.d_model, a.d_model);
  EXPECT_EQ(info.heads, a.heads);
  EXPECT_EQ(info.d_ff, a.d_ff);
  EXPECT_EQ(info.encoder_layers, a.encoder_layers);
  EXPECT_EQ(info.decoder_layers, a.decoder_layers);
  EXPECT_EQ(info.vocab_size, a.vocab_size);
  EXPECT_EQ(info.max_positions, a.max_positions);
  EXPECT_STREQ(info.source_language, "en");
  EXPECT_STREQ(info.target_language, "de");
}

TEST_F(ModelApi, MetadataByKey) {
  const char* value = "not set";
  ASSERT_EQ(attn_model_get_metadata(model_, "seed", &value), ATTN_OK) << last_error();
  EXPECT_STREQ(value, "41");
  ASSERT_EQ(attn_model_get_metadata(model_, "generator", &value), ATTN_OK) << last_error();
  EXPECT_STREQ(value, "attn::test::random_model_contents");
  value = "not set";
  EXPECT_EQ(attn_model_get_metadata(model_, "bleu", &value), ATTN_OK) << last_error();
  EXPECT_EQ(value, nullptr);
  EXPECT_EQ(attn_model_get_metadata(model_, "", &value), ATTN_OK) << last_error();  // keys are never empty
  EXPECT_EQ(value, nullptr);
  EXPECT_EQ(attn_model_get_metadata(model_, "SEED", &value), ATTN_OK) << last_error();  // keys match exactly
  EXPECT_EQ(value, nullptr);
}

TEST(ModelApiMetadata, RepeatedKeys) {
  convert::ModelContents contents = test::random_model_contents(test::tiny_architecture(), 44);
  contents.metadata = {{"bleu", "19.6"}, {"licence", "MIT"}, {"bleu", "21.0"}};
  const std::vector<uint8_t> bytes = convert::write_model_unchecked(contents);
  attn_model* model = nullptr;
  ASSERT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &model), ATTN_OK) << last_error();
  const char* value = nullptr;
  ASSERT_EQ(attn_model_get_metadata(model, "bleu", &value), ATTN_OK) << last_error();
  EXPECT_STREQ(value, "21.0");  // the last entry, as a later --metadata replaces an earlier one
  ASSERT_EQ(attn_model_get_metadata(model, "licence", &value), ATTN_OK) << last_error();
  EXPECT_STREQ(value, "MIT");
  // The model owns the value: it stays valid after other calls.
  ASSERT_EQ(attn_model_get_metadata(model, "bleu", &value), ATTN_OK) << last_error();
  attn_model_info info{};
  info.struct_size = sizeof(info);
  ASSERT_EQ(attn_model_get_info(model, &info), ATTN_OK);
  EXPECT_STREQ(value, "21.0");
  attn_model_free(model);
}

TEST(ModelApiMetadata, EntriesInFileOrder) {
  convert::ModelContents contents = test::random_model_contents(test::tiny_architecture(), 45);
  contents.metadata = {{"bleu", "19.6"}, {"licence", "MIT"}, {"bleu", "21.0"}};
  const std::vector<uint8_t> bytes = convert::write_model_unchecked(contents);
  attn_model* model = nullptr;
  ASSERT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &model), ATTN_OK) << last_error();
  size_t count = 99;
  ASSERT_EQ(attn_model_get_metadata_count(model, &count), ATTN_OK) << last_error();
  ASSERT_EQ(count, contents.metadata.size());
  for (size_t i = 0; i < count; ++i) {
    const char* key = nullptr;
    const char* value = nullptr;
    ASSERT_EQ(attn_model_get_metadata_entry(model, i, &key, &value), ATTN_OK) << last_error();
    EXPECT_STREQ(key, contents.metadata[i].first.c_str()) << i;
    EXPECT_STREQ(value, contents.metadata[i].second.c_str()) << i;
  }
  const char* key = "not set";
  const char* value = "not set";
  EXPECT_EQ(attn_model_get_metadata_entry(model, count, &key, &value), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(last_error().find("index 3 is past the model's 3 metadata entries"), std::string::npos)
      << last_error();
  EXPECT_EQ(key, nullptr);
  EXPECT_EQ(value, nullptr);
  EXPECT_EQ(attn_model_get_metadata_count(nullptr, &count), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(last_error().find("model is null"), std::string::npos) << last_error();
  EXPECT_EQ(attn_model_get_metadata_count(model, nullptr), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(last_error().find("out_count is null"), std::string::npos) << last_error();
  EXPECT_EQ(attn_model_get_metadata_entry(model, 0, nullptr, &value), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(last_error().find("out_key is null"), std::string::npos) << last_error();
  EXPECT_EQ(attn_model_get_metadata_entry(model, 0, &key, nullptr), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(last_error().find("out_value is null"), std::string::npos) << last_error();
  attn_model_free(model);
}

TEST(ModelApiMetadata, NoEntries) {
  convert::ModelContents contents = test::random_model_contents(test::tiny_architecture(), 46);
  contents.metadata.clear();
  const std::vector<uint8_t> bytes = convert::write_model_unchecked(contents);
  attn_model* model = nullptr;
  ASSERT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &model), ATTN_OK) << last_error();
  size_t count = 99;
  ASSERT_EQ(attn_model_get_metadata_count(model, &count), ATTN_OK) << last_error();
  EXPECT_EQ(count, 0u);
  const char* key = nullptr;
  const char* value = nullptr;
  EXPECT_EQ(attn_model_get_metadata_entry(model, 0, &key, &value), ATTN_ERROR_INVALID_ARGUMENT);
  attn_model_free(model);
}

TEST_F(ModelApi, InfoHonoursStructSize) {
  attn_model_info info{};
  EXPECT_EQ(attn_model_get_info(model_, &info), ATTN_ERROR_INVALID_ARGUMENT);  // struct_size left 0
  EXPECT_NE(last_error().find("struct_size is 0"), std::string::npos) << last_error();
  // A newer caller's larger struct: the fields this library knows are filled, the rest left alone.
  struct Larger {
    attn_model_info info;
    uint64_t future_field;
  } larger;
  std::memset(&larger, 0, sizeof(larger));
  larger.info.struct_size = sizeof(larger);
  larger.future_field = 0x5555;
  ASSERT_EQ(attn_model_get_info(model_, &larger.info), ATTN_OK) << last_error();
  EXPECT_EQ(larger.info.struct_size, sizeof(attn_model_info));
  EXPECT_EQ(larger.info.d_model, 32u);
  EXPECT_EQ(larger.future_field, 0x5555u);
}

TEST_F(ModelApi, LoadFileMatchesLoadBuffer) {
  const std::string path =
      (std::filesystem::temp_directory_path() / ("attn_api_" + std::to_string(::getpid()) + ".attn"))
          .string();
  ASSERT_TRUE(
      convert::write_model_file(test::random_model_contents(test::small_architecture(), 41), path).ok());
  attn_model* from_file = nullptr;
  ASSERT_EQ(attn_model_load_file(path.c_str(), &from_file), ATTN_OK) << last_error();
  attn_model_info a{}, b{};
  a.struct_size = b.struct_size = sizeof(attn_model_info);
  ASSERT_EQ(attn_model_get_info(from_file, &a), ATTN_OK);
  ASSERT_EQ(attn_model_get_info(model_, &b), ATTN_OK);
  EXPECT_EQ(a.vocab_size, b.vocab_size);
  EXPECT_EQ(a.d_ff, b.d_ff);
  attn_model_free(from_file);
  std::filesystem::remove(path);
}

TEST_F(ModelApi, BufferIsCopied) {
  std::vector<uint8_t> copy = bytes_;
  attn_model* model = nullptr;
  ASSERT_EQ(attn_model_load_buffer(copy.data(), copy.size(), &model), ATTN_OK) << last_error();
  std::fill(copy.begin(), copy.end(), 0xFF);
  copy.clear();
  copy.shrink_to_fit();
  attn_model_info info{};
  info.struct_size = sizeof(info);
  ASSERT_EQ(attn_model_get_info(model, &info), ATTN_OK);
  EXPECT_STREQ(info.source_language, "en");
  int32_t ids[64];
  size_t count = 0;
  EXPECT_EQ(attn_tokenize(model, "abc", 3, ids, 64, &count), ATTN_OK) << last_error();
  attn_model_free(model);
}

TEST_F(ModelApi, TokenizeAndDetokenizeRoundTrip) {
  const std::string text = "hello world, this is a test 42";
  std::vector<int32_t> ids(256);
  size_t count = 0;
  ASSERT_EQ(attn_tokenize(model_, text.data(), text.size(), ids.data(), ids.size(), &count), ATTN_OK)
      << last_error();
  ASSERT_GT(count, 0u);
  for (size_t i = 0; i < count; ++i) {
    EXPECT_GE(ids[i], 0);
    EXPECT_LT(ids[i], 300);
  }
  char out[256];
  size_t written = 0;
  ASSERT_EQ(attn_detokenize(model_, ids.data(), count, out, sizeof(out), &written), ATTN_OK) << last_error();
  EXPECT_EQ(std::string(out, written), text);
  EXPECT_EQ(out[written], '\0');

  // Too small buffers: the status says so and *written says how much is needed.
  size_t needed = 0;
  EXPECT_EQ(attn_tokenize(model_, text.data(), text.size(), ids.data(), 1, &needed),
            ATTN_ERROR_BUFFER_TOO_SMALL);
  EXPECT_EQ(needed, count);
  EXPECT_NE(last_error().find("attn_tokenize"), std::string::npos) << last_error();
  EXPECT_EQ(attn_detokenize(model_, ids.data(), count, out, 5, &needed), ATTN_ERROR_BUFFER_TOO_SMALL);
  EXPECT_EQ(needed, text.size() + 1);
  EXPECT_EQ(attn_detokenize(model_, ids.data(), count, out, text.size(), &needed),
            ATTN_ERROR_BUFFER_TOO_SMALL);
  EXPECT_EQ(attn_detokenize(model_, ids.data(), count, out, text.size() + 1, &needed), ATTN_OK)
      << last_error();

  // An absurd size is refused before the text is read.
  EXPECT_EQ(attn_tokenize(model_, text.data(), (size_t{64} << 20) + 1, ids.data(), ids.size(), &needed),
            ATTN_ERROR_INPUT_TOO_LONG);
  EXPECT_NE(last_error().find("67108865 bytes"), std::string::npos) << last_error();

  const int32_t bad = 300;
  EXPECT_EQ(attn_detokenize(model_, &bad, 1, out, sizeof(out), &written), ATTN_ERROR_INVALID_ARGUMENT);
}

TEST(ModelApiErrors, BadFilesReportThroughLastErrorMessage) {
  attn_model* model = reinterpret_cast<attn_model*>(0x1);
  EXPECT_EQ(attn_model_load_file("/nonexistent/dir/model.attn", &model), ATTN_ERROR_IO);
  EXPECT_EQ(model, nullptr);
  EXPECT_NE(last_error().find("/nonexistent/dir/model.attn"), std::string::npos) << last_error();

  const std::vector<uint8_t> garbage(1000, 0x5A);
  EXPECT_EQ(attn_model_load_buffer(garbage.data(), garbage.size(), &model), ATTN_ERROR_INVALID_MODEL);
  EXPECT_EQ(model, nullptr);
  EXPECT_NE(last_error().find("identifier"), std::string::npos) << last_error();

  std::vector<uint8_t> bytes = test::random_model_bytes(test::small_architecture(), 42);
  bytes = test::edit_table(bytes, [](schema::ModelT& m) { m.format_version = kFormatVersion + 1; });
  EXPECT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &model), ATTN_ERROR_UNSUPPORTED);
  EXPECT_NE(last_error().find("format_version " + std::to_string(kFormatVersion + 1)), std::string::npos)
      << last_error();
}

TEST(ModelApiErrors, NullArguments) {
  const std::vector<uint8_t> bytes = test::random_model_bytes(test::tiny_architecture(), 43);
  attn_model* model = nullptr;
  EXPECT_EQ(attn_model_load_file(nullptr, &model), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(last_error().find("path is null"), std::string::npos) << last_error();
  EXPECT_EQ(attn_model_load_file("x.attn", nullptr), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(last_error().find("out_model is null"), std::string::npos) << last_error();
  EXPECT_EQ(attn_model_load_buffer(nullptr, 10, &model), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(last_error().find("data is null"), std::string::npos) << last_error();
  EXPECT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), nullptr), ATTN_ERROR_INVALID_ARGUMENT);

  attn_model_info info{};
  info.struct_size = sizeof(info);
  EXPECT_EQ(attn_model_get_info(nullptr, &info), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(last_error().find("model is null"), std::string::npos) << last_error();

  ASSERT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &model), ATTN_OK) << last_error();
  EXPECT_EQ(attn_model_get_info(model, nullptr), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(last_error().find("out_info is null"), std::string::npos) << last_error();
  const char* value = "not set";
  EXPECT_EQ(attn_model_get_metadata(nullptr, "bleu", &value), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(last_error().find("model is null"), std::string::npos) << last_error();
  EXPECT_EQ(value, nullptr);
  EXPECT_EQ(attn_model_get_metadata(model, nullptr, &value), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(last_error().find("key is null"), std::string::npos) << last_error();
  EXPECT_EQ(attn_model_get_metadata(model, "bleu", nullptr), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(last_error().find("out_value is null"), std::string::npos) << last_error();
  int32_t ids[8];
  size_t n = 0;
  EXPECT_EQ(attn_tokenize(nullptr, "a", 1, ids, 8, &n), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(attn_tokenize(model, nullptr, 1, ids, 8, &n), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(last_error().find("text is null"), std::string::npos) << last_error();
  EXPECT_EQ(attn_tokenize(model, "a", 1, nullptr, 8, &n), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(attn_tokenize(model, "a", 1, ids, 8, nullptr), ATTN_ERROR_INVALID_ARGUMENT);
  char out[8];
  EXPECT_EQ(attn_detokenize(nullptr, ids, 1, out, 8, &n), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(attn_detokenize(model, nullptr, 1, out, 8, &n), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(last_error().find("ids is null"), std::string::npos) << last_error();
  EXPECT_EQ(attn_detokenize(model, ids, 1, nullptr, 8, &n), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(attn_detokenize(model, ids, 1, out, 8, nullptr), ATTN_ERROR_INVALID_ARGUMENT);
  // Empty input is fine with null pointers and zero sizes.
  EXPECT_EQ(attn_tokenize(model, nullptr, 0, nullptr, 0, &n), ATTN_OK) << last_error();
  EXPECT_EQ(n, 0u);
  attn_model_free(model);
  attn_model_free(nullptr);  // a no-op, as free(NULL)
}

}  // namespace
}  // namespace attn
