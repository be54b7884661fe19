// Exact score ties and user-defined pieces, on hand-made unigram models. The models are written as ModelProto
// wire bytes here (Debian ships no sentencepiece_model.pb.h), so libsentencepiece still serves as the oracle.
// Scores come from a tiny set so that different segmentations often sum to exactly the same score, which
// pins down SentencePiece's tie-breaking (the first path found wins).
#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <set>

#include "tests/runtime/tokenizer/tokenizer_test_util.h"

namespace attn::testing {
namespace {

// --- a minimal protobuf writer -----------------------------------------------------------------------------
void put_varint(std::string& out, uint64_t v) {
  while (v >= 0x80) {
    out += static_cast<char>((v & 0x7F) | 0x80);
    v >>= 7;
  }
  out += static_cast<char>(v);
}
void put_tag(std::string& out, uint32_t field, uint32_t wire) { put_varint(out, (uint64_t{field} << 3) | wire); }
void put_bytes(std::string& out, uint32_t field, std::string_view bytes) {
  put_tag(out, field, 2);
  put_varint(out, bytes.size());
  out += bytes;
}
void put_uint(std::string& out, uint32_t field, uint64_t v) {
  put_tag(out, field, 0);
  put_varint(out, v);
}
void put_float(std::string& out, uint32_t field, float f) {
  put_tag(out, field, 5);
  char bytes[4];
  std::memcpy(bytes, &f, 4);
  out.append(bytes, 4);
}

struct PieceSpec {
  std::string text;
  float score;
  int type;  // sentencepiece_model.proto numbering: 1 normal, 2 unknown, 3 control, 4 user-defined, 6 byte
};

std::string model_proto(const std::vector<PieceSpec>& pieces, bool byte_fallback) {
  std::string out;
  for (const PieceSpec& p : pieces) {
    std::string piece;
    put_bytes(piece, 1, p.text);
    put_float(piece, 2, p.score);
    put_uint(piece, 3, static_cast<uint64_t>(p.type));
    put_bytes(out, 1, piece);
  }
  std::string trainer;
  put_uint(trainer, 3, 1);  // UNIGRAM
  put_uint(trainer, 35, byte_fallback ? 1 : 0);
  put_bytes(out, 2, trainer);
  std::string normalizer;
  put_bytes(normalizer, 1, "identity");
  put_bytes(out, 3, normalizer);
  return out;
}

std::vector<PieceSpec> special_pieces() {
  return {{"<unk>", 0, 2}, {"<s>", 0, 3}, {"</s>", 0, 3}};
}

// The smallest tie: "ab" -> "▁a" "b" or "▁" "ab", both -2. SentencePiece keeps the path found first.
TEST(TokenizerTies, TwoSegmentationsWithEqualScores) {
  auto pieces = special_pieces();
  for (const char* text : {"\u2581", "\u2581a", "ab", "a", "b"}) pieces.push_back({text, -1.0f, 1});
  auto m = load_model(model_proto(pieces, false));
  ASSERT_NE(m, nullptr);
  for (const char* text : {"ab", "ab ab", "aab", "abab"}) {
    const auto expected = m->spm_encode(text);
    EXPECT_EQ(m->encode(text), expected) << text;
  }
}

class RandomTieModel : public ::testing::TestWithParam<int> {};

TEST_P(RandomTieModel, MatchesSentencePiece) {
  std::mt19937 rng(static_cast<unsigned>(GetParam()));
  const bool byte_fallback = GetParam() % 2 == 0;
  const std::vector<std::string> alphabet = {"a", "b", "c", "\u2581", "ä"};
  std::uniform_int_distribution<size_t> letter(0, alphabet.size() - 1), length(1, 4);
  std::uniform_int_distribution<int> score(1, 3), kind(0, 19);
  auto pieces = special_pieces();
  std::set<std::string> seen;
  for (int i = 0; i < 40; ++i) {
    std::string text;
    for (size_t n = length(rng); n > 0; --n) text += alphabet[letter(rng)];
    if (!seen.insert(text).second) continue;
    // A few user-defined pieces (they must not start with U+2581 to be matched in raw text).
    const bool user_defined = kind(rng) == 0 && text.rfind("\u2581", 0) != 0;
    pieces.push_back({text, -static_cast<float>(score(rng)), user_defined ? 4 : 1});
  }
  if (byte_fallback) {
    for (int b = 0; b < 256; ++b) {
      char hex[8];
      std::snprintf(hex, sizeof(hex), "<0x%02X>", b);
      pieces.push_back({hex, 0, 6});
    }
  }
  auto m = load_model(model_proto(pieces, byte_fallback));
  ASSERT_NE(m, nullptr);
  const std::vector<std::string> input_alphabet = {"a", "b", "c", " ", "ä", "x"};
  std::uniform_int_distribution<size_t> pick(0, input_alphabet.size() - 1), text_length(0, 16);
  for (int i = 0; i < 500; ++i) {
    std::string text;
    for (size_t n = text_length(rng); n > 0; --n) text += input_alphabet[pick(rng)];
    const auto expected = m->spm_encode(text);
    ASSERT_EQ(m->encode(text), expected) << "\"" << text << "\" on model " << GetParam();
    ASSERT_EQ(m->decode(expected), m->spm_decode(expected)) << format_ids(expected);
  }
}

INSTANTIATE_TEST_SUITE_P(Seeds, RandomTieModel, ::testing::Range(1, 21));

}  // namespace
}  // namespace attn::testing
