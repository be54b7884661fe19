// import_sentencepiece: copies what the runtime needs and refuses what it does not implement. Also checks
// attn::Tokenizer against libsentencepiece on model variants trained here (user-defined symbols, no byte
// fallback, whitespace options).
#include "converter/src/tokenizer_import/tokenizer_import.h"

#include <gtest/gtest.h>

#include <random>

#include "tests/runtime/tokenizer/tokenizer_test_util.h"

namespace attn::testing {
namespace {

bool contains(const char* message, const std::string& part) { return std::string(message).find(part) != std::string::npos; }

TEST(TokenizerImport, CopiesFixtureSettings) {
  for (const char* name : {"ende-8k-identity.model", "ende-8k-nfkc.model"}) {
    schema::TokenizerT t;
    const Status s = import_sentencepiece_file(spm_fixture_path(name), &t);
    ASSERT_TRUE(s.ok()) << s.message();
    sentencepiece::SentencePieceProcessor sp;
    ASSERT_TRUE(sp.Load(spm_fixture_path(name)).ok());
    ASSERT_EQ(t.pieces.size(), 8000u);
    EXPECT_EQ(t.kind, schema::TokenizerKind::Unigram);
    EXPECT_EQ(t.pad_id, 0);
    EXPECT_EQ(t.unk_id, 1);
    EXPECT_EQ(t.bos_id, 2);
    EXPECT_EQ(t.eos_id, 3);
    EXPECT_TRUE(t.byte_fallback);
    EXPECT_TRUE(t.add_dummy_prefix);
    EXPECT_TRUE(t.remove_extra_whitespaces);
    EXPECT_TRUE(t.escape_whitespaces);
    const bool nfkc = std::string(name).find("nfkc") != std::string::npos;
    EXPECT_EQ(t.normalizer_name, nfkc ? "nmt_nfkc" : "identity");
    EXPECT_EQ(t.precompiled_charsmap.empty(), !nfkc);
    int bytes = 0;
    for (int id = 0; id < 8000; ++id) {
      EXPECT_EQ(t.pieces[id]->text, sp.IdToPiece(id));
      EXPECT_EQ(t.pieces[id]->score, sp.GetScore(id));
      bytes += t.pieces[id]->type == schema::PieceType::Byte;
    }
    EXPECT_EQ(bytes, 256);
    EXPECT_EQ(t.pieces[1]->type, schema::PieceType::Unknown);
    EXPECT_EQ(t.pieces[2]->type, schema::PieceType::Control);
  }
}

TEST(TokenizerImport, RefusesGarbageAndMissingFiles) {
  schema::TokenizerT t;
  EXPECT_EQ(import_sentencepiece_file("/nonexistent/x.model", &t).code(), StatusCode::kIo);
  const Status s = import_sentencepiece("this is not a model proto", &t);
  EXPECT_FALSE(s.ok());
  EXPECT_TRUE(contains(s.message(), "SentencePiece")) << s.message();
}

TEST(TokenizerImport, RefusesBpeModels) {
  const std::string bpe = train_small_model("--model_type=bpe --vocab_size=300");
  ASSERT_FALSE(bpe.empty());
  schema::TokenizerT t;
  const Status s = import_sentencepiece(bpe, &t);
  EXPECT_EQ(s.code(), StatusCode::kUnsupported);
  EXPECT_TRUE(contains(s.message(), "bpe")) << s.message();
}

TEST(TokenizerImport, RefusesWhitespaceAsSuffix) {
  const std::string m = train_small_model("--vocab_size=300 --treat_whitespace_as_suffix=true");
  ASSERT_FALSE(m.empty());
  schema::TokenizerT t;
  const Status s = import_sentencepiece(m, &t);
  EXPECT_EQ(s.code(), StatusCode::kUnsupported);
  EXPECT_TRUE(contains(s.message(), "treat_whitespace_as_suffix")) << s.message();
}

// Model variants: every option the importer accepts must still match libsentencepiece.
class TrainedVariant : public ::testing::TestWithParam<const char*> {};

TEST_P(TrainedVariant, MatchesSentencePiece) {
  auto m = load_model(train_small_model(GetParam()));
  ASSERT_NE(m, nullptr);
  const std::vector<std::string> pool = {"a", "e", "n", "th", "ing", "der", "Z", "9", ".", " ", " ", "  ", "\t",
                                         "\n", "ä", "ß", "日", "😀", "ﬁ", "Ａ", "\u00a0", "<sep>", "[MASK]",
                                         "<sep><sep>", "MASK", "\u2581", "qx", "Ω"};
  std::mt19937 rng(99);
  std::uniform_int_distribution<size_t> pick(0, pool.size() - 1), length(0, 30);
  for (int i = 0; i < 1500; ++i) {
    std::string text;
    for (size_t n = length(rng); n > 0; --n) text += pool[pick(rng)];
    const auto expected = m->spm_encode(text);
    ASSERT_EQ(m->encode(text), expected) << "\"" << text << "\" with " << GetParam();
    ASSERT_EQ(m->decode(expected), m->spm_decode(expected)) << format_ids(expected) << " with " << GetParam();
  }
}

INSTANTIATE_TEST_SUITE_P(
    Options, TrainedVariant,
    ::testing::Values(
        // user-defined symbols are kept whole by the normalizer and win the Viterbi
        "--vocab_size=400 --user_defined_symbols=<sep>,[MASK] --byte_fallback=true",
        // no byte fallback: unknown characters become unk, runs of them merge into one id
        "--vocab_size=400 --character_coverage=0.98",
        "--vocab_size=400 --remove_extra_whitespaces=false --byte_fallback=true",
        "--vocab_size=400 --add_dummy_prefix=false",
        "--vocab_size=400 --normalization_rule_name=nfkc --control_symbols=<ctl>",
        "--vocab_size=400 --normalization_rule_name=nmt_nfkc_cf --byte_fallback=true"),
    [](const auto& info) { return "variant" + std::to_string(info.index); });

}  // namespace
}  // namespace attn::testing
