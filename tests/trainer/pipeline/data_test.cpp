// Reading and validating parallel text, the SentencePiece vocabulary, and the encoded-corpus cache.
#include <gtest/gtest.h>

#include <string>

#include "tests/trainer/pipeline/test_support.h"
#include "trainer/src/data/encoded_corpus.h"
#include "trainer/src/data/parallel_text.h"
#include "trainer/src/data/vocabulary.h"

namespace attn::train {
namespace {

using testing::ScratchDir;
using testing::write_text;

TEST(ParallelText, MissingFileIsNamed) {
  ScratchDir dir("missing");
  write_text(dir.file("a.en"), "hello\n");
  auto text = read_parallel_text(dir.file("a.en"), dir.file("nope.de"));
  ASSERT_FALSE(text.ok());
  EXPECT_EQ(text.status().code(), StatusCode::kIo);
  EXPECT_NE(std::string(text.status().message()).find("nope.de"), std::string::npos) << text.status().message();
}

TEST(ParallelText, UnequalLineCountsNameBothCounts) {
  ScratchDir dir("unequal");
  write_text(dir.file("a.en"), "one\ntwo\nthree\n");
  write_text(dir.file("a.de"), "eins\nzwei\n");
  auto text = read_parallel_text(dir.file("a.en"), dir.file("a.de"));
  ASSERT_FALSE(text.ok());
  const std::string message = text.status().message();
  EXPECT_NE(message.find("3 lines"), std::string::npos) << message;
  EXPECT_NE(message.find("has 2"), std::string::npos) << message;
}

TEST(ParallelText, InvalidUtf8NamesFileAndLine) {
  ScratchDir dir("utf8");
  write_text(dir.file("a.en"), "one\ntwo\nthree\nfour\n");
  write_text(dir.file("a.de"), "eins\nzwei\ndr\xFFi\nvier\n");
  auto text = read_parallel_text(dir.file("a.en"), dir.file("a.de"));
  ASSERT_FALSE(text.ok());
  const std::string message = text.status().message();
  EXPECT_NE(message.find(dir.file("a.de") + ":3:"), std::string::npos) << message;
  EXPECT_NE(message.find("invalid UTF-8"), std::string::npos) << message;
}

TEST(ParallelText, EmptyAndTooLongLinesAreSkippedAndCounted) {
  ScratchDir dir("skips");
  const std::string long_line(40, 'x');
  // Last line without a newline still counts; CRLF endings are accepted.
  write_text(dir.file("a.en"), "one\n\nthree\n" + long_line + "\nfive\r\n   \nseven");
  write_text(dir.file("a.de"), "eins\nzwei\n\nvier\nfünf\r\nsechs\nsieben");
  ParallelTextOptions options;
  options.max_line_bytes = 30;
  auto text = read_parallel_text(dir.file("a.en"), dir.file("a.de"), options);
  ASSERT_TRUE(text.ok()) << text.status().message();
  EXPECT_EQ(text->report.lines, 7u);
  EXPECT_EQ(text->report.empty_skipped, 3u);  // lines 2, 3 and 6
  EXPECT_EQ(text->report.too_long_skipped, 1u);
  EXPECT_EQ(text->report.kept, 3u);
  EXPECT_EQ(text->source, (std::vector<std::string>{"one", "five", "seven"}));
  EXPECT_EQ(text->target, (std::vector<std::string>{"eins", "fünf", "sieben"}));
  const std::string description = describe(text->report, options);
  EXPECT_NE(description.find("3 with an empty side"), std::string::npos) << description;
  EXPECT_NE(description.find("1 too long"), std::string::npos) << description;
}

TEST(ParallelText, NothingUsableIsAnError) {
  ScratchDir dir("nothing");
  write_text(dir.file("a.en"), "\n\n");
  write_text(dir.file("a.de"), "x\ny\n");
  EXPECT_FALSE(read_parallel_text(dir.file("a.en"), dir.file("a.de")).ok());
}

// Byte fallback alone takes 256 pieces; the toy corpus supports a few dozen more.
constexpr int kVocab = 340;

class VocabularyTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    corpus_ = new testing::ToyCorpus(testing::make_toy_corpus(300, 7));
    VocabularyOptions options;
    options.vocab_size = kVocab;
    auto model = train_vocabulary(corpus_->source, corpus_->target, options);
    ASSERT_TRUE(model.ok()) << model.status().message();
    model_ = new std::string(std::move(model).value());
  }
  static void TearDownTestSuite() {
    delete corpus_;
    delete model_;
  }
  static testing::ToyCorpus* corpus_;
  static std::string* model_;
};
testing::ToyCorpus* VocabularyTest::corpus_ = nullptr;
std::string* VocabularyTest::model_ = nullptr;

TEST_F(VocabularyTest, HasRequestedSizeSpecialIdsAndRoundTrips) {
  auto vocabulary = Vocabulary::from_serialized(*model_);
  ASSERT_TRUE(vocabulary.ok()) << vocabulary.status().message();
  EXPECT_EQ(vocabulary->size(), kVocab);
  for (size_t i = 0; i < 20; ++i) {
    const auto ids = vocabulary->encode(corpus_->target[i]);
    ASSERT_FALSE(ids.empty());
    for (int32_t id : ids) {
      EXPECT_GT(id, 3);  // never pad/unk/bos/eos for text seen in training
      EXPECT_LT(id, kVocab);
    }
    EXPECT_EQ(vocabulary->decode(ids), corpus_->target[i]);
  }
  // Byte fallback: a character never seen is still encoded losslessly, not as unk.
  const auto ids = vocabulary->encode("日本");
  for (int32_t id : ids) EXPECT_NE(id, 1);
  EXPECT_EQ(vocabulary->decode(ids), "日本");
}

TEST_F(VocabularyTest, TrainingIsDeterministic) {
  VocabularyOptions options;
  options.vocab_size = kVocab;
  auto again = train_vocabulary(corpus_->source, corpus_->target, options);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again.value(), *model_);
}

TEST_F(VocabularyTest, TooLargeVocabularyExplainsItself) {
  VocabularyOptions options;
  options.vocab_size = 5000;
  auto model = train_vocabulary(corpus_->source, corpus_->target, options);
  ASSERT_FALSE(model.ok());
  const std::string message = model.status().message();
  EXPECT_NE(message.find("5000-piece"), std::string::npos) << message;
  EXPECT_NE(message.find("--vocab-size"), std::string::npos) << message;
  EXPECT_NE(message.find("Vocabulary size too high (5000)"), std::string::npos) << message;
}

TEST_F(VocabularyTest, EncodedCorpusCacheRoundTripsAndRejectsStaleKeys) {
  ScratchDir dir("cache");
  auto vocabulary = Vocabulary::from_serialized(*model_);
  ASSERT_TRUE(vocabulary.ok());
  bool hit = true;
  auto first = encode_corpus_cached(dir.file("corpus.bin"), corpus_->source, corpus_->target, vocabulary.value(), &hit);
  ASSERT_TRUE(first.ok()) << first.status().message();
  EXPECT_FALSE(hit);
  EXPECT_EQ(first->size(), corpus_->source.size());
  EXPECT_EQ(first->target[5], vocabulary->encode(corpus_->target[5]));
  auto second = encode_corpus_cached(dir.file("corpus.bin"), corpus_->source, corpus_->target, vocabulary.value(), &hit);
  ASSERT_TRUE(second.ok());
  EXPECT_TRUE(hit);
  EXPECT_EQ(second->source, first->source);
  EXPECT_EQ(second->target, first->target);
  // Other text under the same cache path: the key differs, so the cache is not used.
  std::vector<std::string> changed = corpus_->source;
  changed[0] = "a different first sentence";
  EXPECT_FALSE(read_encoded_corpus(dir.file("corpus.bin"), corpus_key(changed, corpus_->target, *model_)).ok());
  auto third = encode_corpus_cached(dir.file("corpus.bin"), changed, corpus_->target, vocabulary.value(), &hit);
  ASSERT_TRUE(third.ok());
  EXPECT_FALSE(hit);
  EXPECT_EQ(third->source[0], vocabulary->encode("a different first sentence"));
}

}  // namespace
}  // namespace attn::train
