// Bounding a call (attn.h: attn_translator_set_time_limit, attn_translator_cancel) on the shipped
// English→German model: every translate entry point stops with ATTN_ERROR_CANCELLED and a message saying why,
// and the translator then translates exactly as a fresh one does.
#include <gtest/gtest.h>

#include <atomic>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "attn/attn.h"

#ifdef ATTN_SHIPPED_MODEL

namespace {

class TranslateStop : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    ASSERT_EQ(attn_model_load_file(ATTN_SHIPPED_MODEL, &model_), ATTN_OK) << attn_last_error_message();
  }
  static void TearDownTestSuite() { attn_model_free(model_); }

  void SetUp() override {
    attn_translator_options o;
    attn_translator_options_init(&o);
    o.max_batch = 2;
    o.max_input_bytes = 1 << 16;
    ASSERT_EQ(attn_translator_create(model_, &o, &translator_), ATTN_OK) << attn_last_error_message();
  }
  void TearDown() override { attn_translator_free(translator_); }

  // Many sentences: long enough that no call finishes within a millisecond.
  static std::string long_text() {
    std::string text;
    for (int i = 0; i < 200; ++i) text += "This package contains the development files for the library. ";
    return text;
  }

  attn_status translate_text(std::string_view text, std::string* out) {
    std::vector<char> buffer(1 << 18);
    size_t written = 0;
    const attn_status status =
        attn_translate_text(translator_, text.data(), text.size(), nullptr, buffer.data(), buffer.size(), &written,
                            nullptr);
    out->assign(buffer.data(), status == ATTN_OK ? written : 0);
    return status;
  }

  std::string translate(std::string_view text) {
    std::vector<char> buffer(4096);
    size_t written = 0;
    EXPECT_EQ(attn_translate(translator_, text.data(), text.size(), buffer.data(), buffer.size(), &written), ATTN_OK)
        << attn_last_error_message();
    return std::string(buffer.data(), written);
  }

  static attn_model* model_;
  attn_translator* translator_ = nullptr;
};

attn_model* TranslateStop::model_ = nullptr;

constexpr std::string_view kSentence = "Open the file and save your changes before closing the window.";

TEST_F(TranslateStop, ATimeLimitStopsTheCallAndTheTranslatorGoesOn) {
  const std::string before = translate(kSentence);
  ASSERT_EQ(attn_translator_set_time_limit(translator_, 1), ATTN_OK);
  std::string out;
  EXPECT_EQ(translate_text(long_text(), &out), ATTN_ERROR_CANCELLED);
  EXPECT_NE(std::string(attn_last_error_message()).find("time limit of 1 ms"), std::string::npos)
      << attn_last_error_message();
  ASSERT_EQ(attn_translator_set_time_limit(translator_, 0), ATTN_OK);
  EXPECT_EQ(translate(kSentence), before);
  EXPECT_EQ(translate_text(long_text().substr(0, 200), &out), ATTN_OK) << attn_last_error_message();
}

TEST_F(TranslateStop, ATimeLimitStopsEveryEntryPoint) {
  ASSERT_EQ(attn_translator_set_time_limit(translator_, 1), ATTN_OK);
  // A single sentence at the model's longest: 250 words.
  std::string sentence;
  for (int i = 0; i < 250; ++i) sentence += "word ";
  std::vector<char> out(1 << 16);
  size_t written = 0;
  EXPECT_EQ(attn_translate(translator_, sentence.data(), sentence.size(), out.data(), out.size(), &written),
            ATTN_ERROR_CANCELLED);
  EXPECT_EQ(attn_translate_streaming(translator_, sentence.data(), sentence.size(), nullptr, nullptr, out.data(),
                                     out.size(), &written),
            ATTN_ERROR_CANCELLED);
  std::vector<int32_t> ids(250, 100), out_ids(1024);
  EXPECT_EQ(attn_translate_ids(translator_, ids.data(), ids.size(), out_ids.data(), out_ids.size(), &written),
            ATTN_ERROR_CANCELLED);
  // A batch: every text not translated when the limit passed is cancelled, and says so.
  const std::vector<const char*> texts(6, sentence.c_str());
  const std::vector<size_t> sizes(6, sentence.size());
  std::vector<size_t> offsets(7);
  std::vector<attn_status> statuses(6, ATTN_OK);
  EXPECT_EQ(attn_translate_batch(translator_, texts.data(), sizes.data(), texts.size(), out.data(), out.size(),
                                 offsets.data(), statuses.data()),
            ATTN_ERROR_CANCELLED);
  for (attn_status s : statuses) EXPECT_EQ(s, ATTN_ERROR_CANCELLED);
}

TEST_F(TranslateStop, CancelFromAnotherThreadStopsTheRunningCall) {
  const std::string before = translate(kSentence);
  std::atomic<bool> done{false};
  std::thread canceller([&] {
    // A cancel answers only the call in progress, so it is repeated until that call has returned.
    while (!done.load()) {
      EXPECT_EQ(attn_translator_cancel(translator_), ATTN_OK);
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  });
  std::string out;
  const attn_status status = translate_text(long_text(), &out);
  const std::string message = attn_last_error_message();
  done = true;
  canceller.join();
  EXPECT_EQ(status, ATTN_ERROR_CANCELLED);
  EXPECT_NE(message.find("attn_translator_cancel"), std::string::npos) << message;
  EXPECT_EQ(translate(kSentence), before);
}

TEST_F(TranslateStop, ACancelBeforeACallDoesNotStopIt) {
  ASSERT_EQ(attn_translator_cancel(translator_), ATTN_OK);
  std::vector<char> out(4096);
  size_t written = 0;
  EXPECT_EQ(attn_translate(translator_, kSentence.data(), kSentence.size(), out.data(), out.size(), &written), ATTN_OK)
      << attn_last_error_message();
}

TEST_F(TranslateStop, NullTranslatorIsNamed) {
  EXPECT_EQ(attn_translator_cancel(nullptr), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(attn_last_error_message()).find("translator"), std::string::npos);
  EXPECT_EQ(attn_translator_set_time_limit(nullptr, 5), ATTN_ERROR_INVALID_ARGUMENT);
}

}  // namespace

#endif  // ATTN_SHIPPED_MODEL
