// Bad input and bad tables give errors with messages, never a crash or an overflow.
#include <gtest/gtest.h>

#include <random>

#include "tests/runtime/tokenizer/tokenizer_test_util.h"

namespace attn::testing {
namespace {

class TokenizerErrors : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    identity_ = load_fixture("ende-8k-identity.model");
    nfkc_ = load_fixture("ende-8k-nfkc.model");
  }
  static void TearDownTestSuite() {
    identity_.reset();
    nfkc_.reset();
  }
  void SetUp() override {
    ASSERT_NE(identity_, nullptr);
    ASSERT_NE(nfkc_, nullptr);
  }
  static inline std::unique_ptr<LoadedModel> identity_, nfkc_;
};

bool contains(const char* message, const std::string& part) { return std::string(message).find(part) != std::string::npos; }

TEST_F(TokenizerErrors, InvalidUtf8NamesTheByteOffset) {
  const struct {
    std::string text;
    size_t offset;
  } cases[] = {
      {"abc\x80", 3},              // stray continuation byte
      {"\xC3", 0},                 // truncated 2-byte sequence
      {"ok \xE6\x97", 3},          // truncated 3-byte sequence
      {"\xC0\xAF", 0},             // overlong '/'
      {"x\xED\xA0\x80", 1},        // UTF-16 surrogate
      {"ab\xF4\x90\x80\x80", 2},   // beyond U+10FFFF
      {"\xFF", 0},
      {"fine \xC3\xA9 then \xFE", 13},
  };
  for (const auto& c : cases) {
    std::vector<std::byte> workspace(identity_->tokenizer.workspace_bytes(c.text.size()));
    std::vector<int32_t> ids(identity_->tokenizer.max_ids(c.text.size()));
    size_t count = 99;
    const Status s = identity_->tokenizer.encode(c.text, workspace, ids, &count);
    EXPECT_EQ(s.code(), StatusCode::kInvalidArgument) << c.offset;
    EXPECT_TRUE(contains(s.message(), "byte " + std::to_string(c.offset))) << s.message();
    EXPECT_EQ(count, 0u);
  }
}

TEST_F(TokenizerErrors, TooSmallIdBufferIsInputTooLong) {
  const std::string text = "The package contains the documentation.";
  const std::vector<int32_t> expected = identity_->encode(text);
  ASSERT_GT(expected.size(), 3u);
  std::vector<std::byte> workspace(identity_->tokenizer.workspace_bytes(text.size()));
  // Guard values after the usable part catch any write past the span.
  std::vector<int32_t> ids(expected.size() + 4, -7);
  size_t count = 0;
  const Status s = identity_->tokenizer.encode(text, workspace, std::span(ids).first(expected.size() - 1), &count);
  EXPECT_EQ(s.code(), StatusCode::kInputTooLong);
  EXPECT_EQ(count, expected.size());  // tells the caller what it needs
  for (size_t i = expected.size() - 1; i < ids.size(); ++i) EXPECT_EQ(ids[i], -7);

  ASSERT_TRUE(identity_->tokenizer.encode(text, workspace, std::span(ids).first(expected.size()), &count).ok());
  EXPECT_EQ(std::vector<int32_t>(ids.begin(), ids.begin() + static_cast<long>(count)), expected);
}

TEST_F(TokenizerErrors, TooSmallWorkspaceIsAnErrorNotAnOverflow) {
  for (const LoadedModel* m : {identity_.get(), nfkc_.get()}) {
    const std::string text = "Ein  kleines\tBeispiel mit ﬁ und 日本 ﷺ";
    const size_t need = m->tokenizer.workspace_bytes(text.size());
    std::vector<int32_t> ids(m->tokenizer.max_ids(text.size()));
    for (size_t size : {size_t{0}, size_t{1}, size_t{7}, text.size(), need / 3, need / 2}) {
      std::vector<std::byte> buffer(size + 64, std::byte{0x5A});
      size_t count = 0;
      const Status s = m->tokenizer.encode(text, std::span(buffer).first(size), ids, &count);
      if (s.ok()) continue;  // the bound is a worst case; a smaller buffer may still suffice
      EXPECT_EQ(s.code(), StatusCode::kInputTooLong) << s.message();
      for (size_t i = size; i < buffer.size(); ++i) ASSERT_EQ(buffer[i], std::byte{0x5A}) << "overflow at " << i;
    }
    std::vector<std::byte> tiny(4);
    size_t count = 0;
    EXPECT_EQ(m->tokenizer.encode(text, tiny, ids, &count).code(), StatusCode::kInputTooLong);
  }
}

// workspace_bytes() and max_ids() are real bounds, including for inputs the normalizer expands most.
TEST_F(TokenizerErrors, WorkspaceBoundHoldsForWorstCaseInputs) {
  std::mt19937 rng(11);
  const std::vector<std::string> pool = {"ﷺ", " ", "a", "\u3000", "日", "😀", "\u00a0", "㍻", "ﬃ", "\t"};
  std::uniform_int_distribution<size_t> pick(0, pool.size() - 1);
  for (const LoadedModel* m : {identity_.get(), nfkc_.get()}) {
    for (int i = 0; i < 300; ++i) {
      std::string text;
      const std::string& repeated = pool[pick(rng)];
      for (int n = i % 40; n > 0; --n) text += (i % 3 == 0) ? repeated : pool[pick(rng)];
      std::vector<std::byte> workspace(m->tokenizer.workspace_bytes(text.size()));
      std::vector<int32_t> ids(m->tokenizer.max_ids(text.size()));
      size_t count = 0;
      const Status s = m->tokenizer.encode(text, workspace, ids, &count);
      ASSERT_TRUE(s.ok()) << s.message() << " for \"" << text << "\"";
      EXPECT_EQ(std::vector<int32_t>(ids.begin(), ids.begin() + static_cast<long>(count)), m->spm_encode(text));
    }
  }
}

TEST_F(TokenizerErrors, NullOutputPointersAreErrors) {
  std::vector<std::byte> workspace(identity_->tokenizer.workspace_bytes(8));
  std::vector<int32_t> ids(64);
  EXPECT_EQ(identity_->tokenizer.encode("abc", workspace, ids, nullptr).code(), StatusCode::kInvalidArgument);
  char out[8];
  EXPECT_EQ(identity_->tokenizer.decode(ids, out, nullptr).code(), StatusCode::kInvalidArgument);
  Tokenizer empty;
  size_t count = 0;
  EXPECT_FALSE(empty.encode("abc", workspace, ids, &count).ok());
}

// --- malformed tables -------------------------------------------------------------------------------------

class MalformedTable : public TokenizerErrors {
 protected:
  schema::TokenizerT table() const { return nfkc_->table; }  // a deep copy to break
  static void expect_refused(const schema::TokenizerT& t, const std::string& message_part,
                             uint32_t vocab_size = 0) {
    const std::vector<uint8_t> bytes = build_table(t);
    const uint32_t n = vocab_size ? vocab_size : static_cast<uint32_t>(t.pieces.size());
    const Result<Tokenizer> r = Tokenizer::create(table_of(bytes), n);
    ASSERT_FALSE(r.ok()) << "expected refusal mentioning \"" << message_part << "\"";
    EXPECT_EQ(r.status().code(), StatusCode::kInvalidModel) << r.status().message();
    EXPECT_TRUE(contains(r.status().message(), message_part)) << r.status().message();
  }
};

TEST_F(MalformedTable, UnmodifiedCopyIsAccepted) { EXPECT_TRUE(create_from(table()).ok()); }

TEST_F(MalformedTable, PieceCountMustEqualVocabSize) { expect_refused(table(), "8000 pieces but the vocabulary has 8001", 8001); }

TEST_F(MalformedTable, BadUtf8Piece) {
  auto t = table();
  t.pieces[500]->text = "ab\xC3";
  expect_refused(t, "piece 500 is not valid UTF-8");
}

TEST_F(MalformedTable, EmptyAndOverlongPieces) {
  auto t = table();
  t.pieces[600]->text = "";
  expect_refused(t, "piece 600");  // the FlatBuffer drops an empty string: "has no text"
  t = table();
  t.pieces[601]->text = std::string(65, 'q');
  expect_refused(t, "piece 601 has 65 bytes");
}

TEST_F(MalformedTable, SpecialIdsOutOfRange) {
  auto t = table();
  t.unk_id = 8000;
  expect_refused(t, "unk_id 8000 is outside");
  t = table();
  t.bos_id = -5;
  expect_refused(t, "bos_id -5 is outside");
  t = table();
  t.eos_id = 123456;
  expect_refused(t, "eos_id 123456");
  t = table();
  t.unk_id = 5;  // in range, but not the Unknown piece
  expect_refused(t, "Unknown");
}

TEST_F(MalformedTable, MissingBytePiece) {
  auto t = table();
  for (auto& p : t.pieces) {
    if (p->text == "<0x41>") p->type = schema::PieceType::Normal;
  }
  expect_refused(t, "no piece <0x41>");
}

TEST_F(MalformedTable, DuplicatePiece) {
  auto t = table();
  t.pieces[700]->text = t.pieces[701]->text;
  expect_refused(t, "more than once");
}

TEST_F(MalformedTable, NonFiniteScore) {
  auto t = table();
  t.pieces[900]->score = std::numeric_limits<float>::quiet_NaN();
  expect_refused(t, "piece 900 has a non-finite score");
}

TEST_F(MalformedTable, BrokenCharsmap) {
  auto t = table();
  ASSERT_GT(t.precompiled_charsmap.size(), 1000u);
  t.precompiled_charsmap.resize(3);
  expect_refused(t, "too few");

  t = table();
  t.precompiled_charsmap[0] ^= 0x01;  // trie size no longer a multiple of 4
  expect_refused(t, "trie size");

  t = table();
  t.precompiled_charsmap[3] = 0x7F;  // trie larger than the blob
  expect_refused(t, "trie size");

  t = table();
  t.precompiled_charsmap.back() = 'x';  // replacement strings not NUL-terminated
  expect_refused(t, "NUL");
}

// Random corruption of the charsmap's trie: create() either refuses it or gives a tokenizer whose encode
// stays in bounds (run under ASan to make this test bite).
TEST_F(MalformedTable, RandomlyCorruptedCharsmapNeverCrashes) {
  std::mt19937 rng(5);
  const auto original = table();
  const uint32_t trie_bytes = original.precompiled_charsmap[0] | (original.precompiled_charsmap[1] << 8) |
                              (original.precompiled_charsmap[2] << 16) | (original.precompiled_charsmap[3] << 24);
  std::uniform_int_distribution<size_t> where(4, 4 + trie_bytes - 1);
  std::uniform_int_distribution<int> value(0, 255);
  int refused = 0;
  for (int i = 0; i < 30; ++i) {
    auto t = original;
    for (int k = 0; k < 50; ++k) t.precompiled_charsmap[where(rng)] = static_cast<uint8_t>(value(rng));
    const Result<Tokenizer> r = create_from(t);
    if (!r.ok()) {
      ++refused;
      continue;
    }
    const std::string text = "Ｆｕｌｌ ﬁ ① text ﷺ with ä and ß";
    std::vector<std::byte> workspace(r.value().workspace_bytes(text.size()));
    std::vector<int32_t> ids(r.value().max_ids(text.size()));
    size_t count = 0;
    const Status s = r.value().encode(text, workspace, ids, &count);
    if (s.ok()) {
      for (size_t j = 0; j < count; ++j) ASSERT_TRUE(ids[j] >= 0 && ids[j] < 8000);
    }
  }
  EXPECT_GT(refused, 0);
}

}  // namespace
}  // namespace attn::testing
