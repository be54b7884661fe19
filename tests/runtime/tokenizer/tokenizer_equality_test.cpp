// attn::Tokenizer must give exactly libsentencepiece's ids and decoded text: on the ddtp-en-de dev/test
// corpora, on crafted edge cases and on random strings drawn from a pool of troublesome characters.
#include <gtest/gtest.h>

#include <fstream>
#include <random>

#include "tests/runtime/tokenizer/tokenizer_test_util.h"

namespace attn::testing {
namespace {

const char* const kFixtures[] = {"ende-8k-identity.model", "ende-8k-nfkc.model"};

class FixtureModel : public ::testing::TestWithParam<const char*> {
 protected:
  static void SetUpTestSuite() {
    for (const char* name : kFixtures) models_[name] = load_fixture(name);
  }
  static void TearDownTestSuite() { models_.clear(); }
  const LoadedModel* model() {
    const auto& m = models_[GetParam()];
    EXPECT_NE(m, nullptr) << GetParam();
    return m.get();
  }

  // Compares encode and decode with libsentencepiece; returns false (after reporting) on a mismatch.
  static bool matches(const LoadedModel& m, const std::string& text) {
    const std::vector<int32_t> expected = m.spm_encode(text);
    const std::vector<int32_t> actual = m.encode(text);
    if (actual != expected) {
      ADD_FAILURE() << "encode(\"" << text << "\")\n  sentencepiece: " << format_ids(expected)
                    << "\n  attn:          " << format_ids(actual);
      return false;
    }
    const std::string expected_text = m.spm_decode(expected);
    const std::string actual_text = m.decode(expected);
    if (actual_text != expected_text) {
      ADD_FAILURE() << "decode(" << format_ids(expected) << ")\n  sentencepiece: \"" << expected_text
                    << "\"\n  attn:          \"" << actual_text << "\"";
      return false;
    }
    return true;
  }

  static inline std::map<std::string, std::unique_ptr<LoadedModel>> models_;
};

TEST_P(FixtureModel, CorpusLinesMatchSentencePiece) {
  if (!shared_data_available()) GTEST_SKIP() << "shared data not found at " << ATTN_SHARED_DATA_DIR;
  const LoadedModel* m = model();
  ASSERT_NE(m, nullptr);
  size_t lines = 0, tokens = 0, mismatches = 0;
  for (const char* file : {"dev.en", "dev.de", "test.en", "test.de"}) {
    std::ifstream in(shared_data_file(std::string("ddtp-en-de/") + file));
    ASSERT_TRUE(in) << file;
    std::string line;
    while (std::getline(in, line)) {
      ++lines;
      if (!matches(*m, line) && ++mismatches >= 10) FAIL() << "stopping after 10 mismatches";
      tokens += m->spm_encode(line).size();
    }
  }
  EXPECT_GT(lines, 2000u);
  EXPECT_GT(tokens, lines * 5);  // real sentences, not blank lines
}

TEST_P(FixtureModel, CraftedInputsMatchSentencePiece) {
  const LoadedModel* m = model();
  ASSERT_NE(m, nullptr);
  const std::string long_word(5000, 'x');
  const std::string cases[] = {
      "",
      " ",
      "     ",
      "\t",
      "\n",
      " \t \n \r ",
      "hello",
      "  hello",
      "hello  ",
      "  hello   world  ",
      "hello\tworld\n",
      "a  b   c    d",
      "a\t\tb\n\nc",
      "Hello, World! 123 -- (test) [x] {y}",
      "Straße Übergröße Äpfel, öffentliche Maßnahmen",
      "日本語のテキスト",            // CJK: byte fallback
      "中文 混合 English text",
      "emoji 😀👍🏽 🇩🇪 end",
      "e\u0301 a\u0308 combining marks",  // combining characters
      "ＡＢＣ１２３ full-width",           // NFKC folds these
      "ﬁ ligature ﬀ ① ™ ½ ㎏",
      "\u00a0non-breaking\u00a0space\u3000ideographic space",
      "zero\u200bwidth\u200djoiner\ufeffbom",
      "\u2581already escaped \u2581\u2581",
      "<s> </s> <pad> <unk> <0x41>",  // special pieces' texts are plain text to the encoder
      "\xEF\xBF\xBD replacement char",
      "\x01\x02\x1f control bytes \x7f",
      std::string("nul\0inside\0", 12),
      long_word,
      "pre" + long_word + " post",
      "ﷺ ﷺﷺ",  // expands a lot under NFKC
  };
  for (const std::string& text : cases) matches(*m, text);
}

// Random strings from a pool that stresses normalization, whitespace handling and byte fallback.
TEST_P(FixtureModel, RandomStringsMatchSentencePiece) {
  const LoadedModel* m = model();
  ASSERT_NE(m, nullptr);
  const std::vector<std::string> pool = {
      "a", "b", "e", "n", "s", "t", "the", "ing", "und", "der", "A", "Z", "0", "7", ".", ",", "-", "'", "\"",
      " ", " ", " ", "  ", "\t", "\n", "\r", "\u00a0", "\u3000", "\u2581", "ä", "ö", "ü", "ß", "é", "e\u0301",
      "ﬁ", "Ａ", "５", "①", "™", "½", "日", "本", "語", "😀", "🏽", "\u200b", "\ufeff", "\x01", "\x7f", "ﷺ",
      "<s>", "<unk>", "▁the", "Ω", "ω", "ǅ", "ﾊﾟ", "\u0130", "ſ"};
  std::mt19937 rng(20260422);
  std::uniform_int_distribution<size_t> pick(0, pool.size() - 1), length(0, 40);
  for (int i = 0; i < 3000; ++i) {
    std::string text;
    for (size_t n = length(rng); n > 0; --n) text += pool[pick(rng)];
    if (!matches(*m, text)) break;
  }
}

INSTANTIATE_TEST_SUITE_P(Fixtures, FixtureModel, ::testing::ValuesIn(kFixtures),
                         [](const auto& info) {
                           std::string name = info.param;
                           return name.find("nfkc") != std::string::npos ? std::string("nfkc")
                                                                          : std::string("identity");
                         });

}  // namespace
}  // namespace attn::testing
