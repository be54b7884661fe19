// decode(): SentencePiece's rendering of control, unknown and byte pieces, checked against literal
// expectations and against libsentencepiece on random id sequences.
#include <gtest/gtest.h>

#include <random>

#include "tests/runtime/tokenizer/tokenizer_test_util.h"

namespace attn::testing {
namespace {

class DecodeTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { model_ = load_fixture("ende-8k-nfkc.model"); }
  static void TearDownTestSuite() { model_.reset(); }
  void SetUp() override { ASSERT_NE(model_, nullptr); }
  int32_t byte_id(int b) const { return model_->spm.PieceToId(hex(b)); }
  static std::string hex(int b) {
    char s[8];
    std::snprintf(s, sizeof(s), "<0x%02X>", b);
    return s;
  }
  int32_t piece_id(const std::string& piece) const {
    const int id = model_->spm.PieceToId(piece);
    EXPECT_NE(id, model_->spm.unk_id()) << piece << " is not in the vocabulary";
    return id;
  }
  static inline std::unique_ptr<LoadedModel> model_;
};

TEST_F(DecodeTest, SpecialIds) {
  const Tokenizer& t = model_->tokenizer;
  EXPECT_EQ(t.pad_id(), 0);
  EXPECT_EQ(t.unk_id(), 1);
  EXPECT_EQ(t.bos_id(), 2);
  EXPECT_EQ(t.eos_id(), 3);
  EXPECT_EQ(t.vocab_size(), 8000u);
}

TEST_F(DecodeTest, ControlIdsDecodeToNothingAndUnkToQuestionMarks) {
  const Tokenizer& t = model_->tokenizer;
  const int32_t hello = piece_id("\u2581the");
  EXPECT_EQ(model_->decode({t.bos_id(), hello, t.eos_id(), t.pad_id()}), "the");
  EXPECT_EQ(model_->decode({t.unk_id()}), " \u2047 ");
  EXPECT_EQ(model_->decode({hello, t.unk_id(), hello}), "the \u2047  the");
  EXPECT_EQ(model_->decode({}), "");
}

TEST_F(DecodeTest, LeadingSpaceDroppedOnlyAtTheStart) {
  const int32_t the = piece_id("\u2581the");
  EXPECT_EQ(model_->decode({the, the}), "the the");
  // Control pieces write nothing, so the first visible piece still loses its space.
  EXPECT_EQ(model_->decode({model_->tokenizer.bos_id(), the}), "the");
}

TEST_F(DecodeTest, BytePiecesAreReassembledIntoUtf8) {
  // U+65E5 (日) is E6 97 A5; an incomplete or stray byte becomes U+FFFD, one per byte.
  EXPECT_EQ(model_->decode({byte_id(0xE6), byte_id(0x97), byte_id(0xA5)}), "\u65E5");
  EXPECT_EQ(model_->decode({byte_id(0xE6), byte_id(0x97)}), "\uFFFD\uFFFD");
  EXPECT_EQ(model_->decode({byte_id(0x80), byte_id(0x41)}), "\uFFFDA");
  EXPECT_EQ(model_->decode({byte_id(0xE6), piece_id("\u2581the"), byte_id(0xA5)}), "\uFFFD the\uFFFD");
}

TEST_F(DecodeTest, RandomIdSequencesMatchSentencePiece) {
  std::mt19937 rng(7);
  const int32_t vocab = static_cast<int32_t>(model_->tokenizer.vocab_size());
  std::uniform_int_distribution<int32_t> any(0, vocab - 1), special(0, 3), byte(0, 255), kind(0, 9), length(0, 30);
  for (int i = 0; i < 3000; ++i) {
    std::vector<int32_t> ids;
    for (int n = length(rng); n > 0; --n) {
      const int k = kind(rng);
      ids.push_back(k < 2 ? special(rng) : k < 5 ? byte_id(byte(rng)) : any(rng));
    }
    const std::string expected = model_->spm_decode(ids);
    ASSERT_EQ(model_->decode(ids), expected) << format_ids(ids);
  }
}

TEST_F(DecodeTest, EncodeDecodeRoundTripsNormalizedText) {
  EXPECT_EQ(model_->decode(model_->encode("  Hello   world  ")), "Hello world");
  EXPECT_EQ(model_->decode(model_->encode("日本 😀")), "日本 😀");
}

TEST_F(DecodeTest, TooSmallBufferReportsNeededSize) {
  const std::vector<int32_t> ids = model_->encode("Debian package descriptions");
  const std::string full = model_->decode(ids);
  ASSERT_FALSE(full.empty());
  std::string out(full.size() - 1, '#');
  size_t written = 0;
  const Status s = model_->tokenizer.decode(ids, std::span<char>(out.data(), out.size()), &written);
  EXPECT_EQ(s.code(), StatusCode::kBufferTooSmall) << s.message();
  EXPECT_EQ(written, full.size());
  EXPECT_EQ(out, full.substr(0, out.size()));  // wrote what fit, nothing past the end

  std::string exact(full.size(), '#');
  ASSERT_TRUE(model_->tokenizer.decode(ids, std::span<char>(exact.data(), exact.size()), &written).ok());
  EXPECT_EQ(exact, full);
}

TEST_F(DecodeTest, OutOfRangeIdIsAnError) {
  char out[64];
  size_t written = 0;
  for (int32_t bad : {-1, 8000, 1 << 30}) {
    const std::vector<int32_t> ids = {5, bad};
    const Status s = model_->tokenizer.decode(ids, out, &written);
    EXPECT_EQ(s.code(), StatusCode::kInvalidArgument);
    EXPECT_NE(std::string(s.message()).find(std::to_string(bad)), std::string::npos) << s.message();
  }
}

}  // namespace
}  // namespace attn::testing
