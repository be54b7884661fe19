// Reading several corpora with origin files (trainer/src/train/training_data.h): errors that name the corpus
// and the files, sampling groups per corpus and origin, the fingerprint, and the report for run.json.
#include "trainer/src/train/training_data.h"

#include <gtest/gtest.h>

#include "tests/trainer/pipeline/test_support.h"
#include "trainer/src/data/encoded_corpus.h"

namespace attn::train {
namespace {

using testing::ScratchDir;
using testing::write_text;

class TrainingDataTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::make_unique<ScratchDir>(::testing::UnitTest::GetInstance()->current_test_info()->name());
    write_text(dir_->file("a.en"), "one\ntwo\nthree\n");
    write_text(dir_->file("a.de"), "eins\nzwei\ndrei\n");
    write_text(dir_->file("b.en"), "red\n\ngreen\nblue\nblack\n");  // line 2: an empty pair, skipped
    write_text(dir_->file("b.de"), "rot\n\ngrün\nblau\nschwarz\n");
    write_text(dir_->file("b.origin"),
               "gettext\tvlc\ngettext\tvlc\nmanpages\tman1/ls.1\ngettext\tgimp\nfreedict\n");
  }

  TrainOptions options() const {
    TrainOptions o;
    o.corpora = {{"a", dir_->file("a.en"), dir_->file("a.de"), "", 2.0},
                 {"b", dir_->file("b.en"), dir_->file("b.de"), dir_->file("b.origin"), 1.0}};
    return o;
  }

  std::unique_ptr<ScratchDir> dir_;
};

TEST_F(TrainingDataTest, CorporaAreConcatenatedInOrderWithTheirOrigins) {
  auto text = read_training_text(options());
  ASSERT_TRUE(text.ok()) << text.status().message();
  EXPECT_EQ(text->source, (std::vector<std::string>{"one", "two", "three", "red", "green", "blue", "black"}));
  ASSERT_EQ(text->corpora.size(), 2u);
  EXPECT_EQ(text->corpora[1].begin, 3u);
  EXPECT_EQ(text->corpora[1].end, 7u);
  EXPECT_EQ(text->corpora[1].report.lines, 5u);
  EXPECT_EQ(text->corpora[1].report.empty_skipped, 1u);
  EXPECT_EQ(text->corpora[1].origin_names, (std::vector<std::string>{"gettext", "manpages", "freedict"}));
  EXPECT_EQ(text->origin,
            (std::vector<uint32_t>{0, 0, 0, 0, 1, 0, 2}));  // the skipped line's origin is dropped too
}

TEST_F(TrainingDataTest, GroupsAreOnePerCorpusOrOriginWithTheProductOfWeights) {
  TrainOptions o = options();
  o.origin_weights = {{"gettext", 0.5}, {"freedict", 0}};
  auto text = read_training_text(o);
  ASSERT_TRUE(text.ok()) << text.status().message();
  // Pair 1 ("two") exceeds --max-positions, say: it is in no group.
  auto groups = make_sampling_groups(text.value(), o, {0, 2, 3, 4, 5, 6});
  ASSERT_TRUE(groups.ok()) << groups.status().message();
  ASSERT_EQ(groups->groups.size(), 4u);
  EXPECT_EQ(groups->origin, (std::vector<std::string>{"", "gettext", "manpages", "freedict"}));
  EXPECT_EQ(groups->groups[0].pairs, (std::vector<uint32_t>{0, 2}));
  EXPECT_EQ(groups->groups[0].weight, 2.0);
  EXPECT_EQ(groups->groups[1].pairs, (std::vector<uint32_t>{3, 5}));
  EXPECT_EQ(groups->groups[1].weight, 0.5);
  EXPECT_EQ(groups->groups[2].weight, 1.0);
  EXPECT_EQ(groups->groups[3].weight, 0.0);

  const nlohmann::json report = corpora_report(text.value(), o, groups.value());
  EXPECT_EQ(report[0]["used"], 2);
  EXPECT_EQ(report[0]["over_max_positions"], 1);
  EXPECT_EQ(report[0]["pairs_per_epoch"], 4.0);
  EXPECT_EQ(report[1]["lines"], 5);
  EXPECT_EQ(report[1]["pairs"], 4);
  EXPECT_EQ(report[1]["empty_skipped"], 1);
  EXPECT_EQ(report[1]["pairs_per_epoch"], 2.0);  // 2 × 0.5 + 1 × 1 + 1 × 0
  EXPECT_EQ(report[1]["by_origin"]["gettext"]["used"], 2);
  EXPECT_EQ(report[1]["by_origin"]["freedict"]["pairs_per_epoch"], 0.0);
  const std::vector<std::string> lines = describe_sampling(o, groups.value());
  EXPECT_EQ(lines.front(), "sampling: a: 2 pairs × 2 = 4 per epoch (66.7%)");
  EXPECT_EQ(lines[1], "sampling: b/gettext: 2 pairs × 0.5 = 1 per epoch (16.7%)");
  EXPECT_EQ(lines.back(), "sampling: 6 pairs per epoch");

  // A product beyond the limit is refused, naming corpus and origin.
  o.corpora[1].weight = 900;
  o.origin_weights["manpages"] = 2;
  EXPECT_NE(std::string(make_sampling_groups(text.value(), o, {0, 4}).status().message())
                .find("corpus b, origin manpages: weight 1800"),
            std::string::npos);
}

TEST_F(TrainingDataTest, ErrorsNameTheCorpusAndTheFiles) {
  auto refusal = [](const TrainOptions& o) {
    auto text = read_training_text(o);
    return text.ok() ? std::string("(read)") : std::string(text.status().message());
  };
  TrainOptions o = options();
  o.corpora[1].source_file = dir_->file("missing.en");
  EXPECT_NE(refusal(o).find("corpus b: cannot open " + dir_->file("missing.en")), std::string::npos)
      << refusal(o);

  write_text(dir_->file("short.de"), "eins\n");
  o = options();
  o.corpora[0].target_file = dir_->file("short.de");
  EXPECT_NE(refusal(o).find("corpus a: " + dir_->file("a.en") + " has 3 lines but " + dir_->file("short.de") +
                            " has 1"),
            std::string::npos)
      << refusal(o);

  write_text(dir_->file("short.origin"), "gettext\tvlc\n");
  o = options();
  o.corpora[1].origin_file = dir_->file("short.origin");
  EXPECT_NE(refusal(o).find("has 1 lines but " + dir_->file("b.en") + " has 5"), std::string::npos)
      << refusal(o);

  write_text(dir_->file("blank.origin"), "gettext\n\tx\ngettext\ngettext\ngettext\n");
  o.corpora[1].origin_file = dir_->file("blank.origin");
  EXPECT_NE(refusal(o).find(dir_->file("blank.origin") + ":2: no origin"), std::string::npos) << refusal(o);

  o = options();
  o.origin_weights = {{"getext", 0.5}};
  EXPECT_NE(refusal(o).find(
                "--origin-weight getext: no pair has that origin (origins: freedict, gettext, manpages)"),
            std::string::npos)
      << refusal(o);
}

TEST_F(TrainingDataTest, FingerprintCoversTextBoundariesAndOrigins) {
  TrainOptions one;
  one.corpora = {{"a", dir_->file("a.en"), dir_->file("a.de"), "", 1.0}};
  auto single = read_training_text(one);
  ASSERT_TRUE(single.ok());
  // One corpus without origins: the fingerprint of runs made before several corpora existed.
  EXPECT_EQ(training_text_fingerprint(single.value()), corpus_key(single->source, single->target, ""));

  auto text = read_training_text(options());
  ASSERT_TRUE(text.ok());
  const uint64_t base = training_text_fingerprint(text.value());
  TrainingText moved = text.value();  // the same lines, one pair moved from corpus b into corpus a
  moved.corpora[0].end += 1;
  moved.corpora[1].begin += 1;
  EXPECT_NE(training_text_fingerprint(moved), base);
  TrainingText relabelled = text.value();
  relabelled.origin[4] = 0;
  EXPECT_NE(training_text_fingerprint(relabelled), base);
}

}  // namespace
}  // namespace attn::train
