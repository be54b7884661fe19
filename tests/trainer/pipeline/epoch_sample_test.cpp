// Weighted sampling of an epoch's pairs (trainer/src/data/epoch_sample.h): exact counts per pair for whole
// weights, even coverage for fractional ones, a pure function of (groups, seed, epoch), and the shares that
// reach the batches.
#include "trainer/src/data/epoch_sample.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <tuple>

#include "trainer/src/data/batching.h"
#include "trainer/src/data/random.h"

namespace attn::train {
namespace {

SamplingGroup group(uint32_t first, uint32_t count, double weight) {
  SamplingGroup g;
  g.pairs.resize(count);
  std::iota(g.pairs.begin(), g.pairs.end(), first);
  g.weight = weight;
  return g;
}

std::map<uint32_t, int> counts(const std::vector<uint32_t>& pairs) {
  std::map<uint32_t, int> c;
  for (uint32_t p : pairs) ++c[p];
  return c;
}

TEST(EpochSample, WeightOneIsEveryPairOnceAsWithoutWeights) {
  // The pairs as pairs_within_length gives them (ascending, with gaps): the sample must be exactly them, so
  // that a run with one corpus of weight 1 plans the batches it planned before weights existed.
  SamplingGroup g;
  g.pairs = {0, 1, 2, 5, 8, 9, 13, 21};
  for (uint64_t epoch : {0, 1, 7}) EXPECT_EQ(sample_epoch({g}, 42, epoch), g.pairs) << epoch;
  // Two corpora of weight 1: every pair once, ascending, whatever the order of the groups.
  const std::vector<SamplingGroup> two = {group(0, 5, 1), group(5, 4, 1)};
  const std::vector<uint32_t> all = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  EXPECT_EQ(sample_epoch(two, 3, 0), all);
  EXPECT_EQ(sample_epoch({two[1], two[0]}, 3, 0), all);
}

TEST(EpochSample, WholeWeightsGiveEveryPairExactlyThatCountEachEpoch) {
  const std::vector<SamplingGroup> groups = {group(0, 30, 2), group(30, 50, 1), group(80, 7, 3)};
  for (uint64_t epoch = 0; epoch < 4; ++epoch) {
    const std::vector<uint32_t> sample = sample_epoch(groups, 9, epoch);
    EXPECT_EQ(sample.size(), 30u * 2 + 50 + 7 * 3);
    EXPECT_TRUE(std::is_sorted(sample.begin(), sample.end()));
    for (const auto& [pair, count] : counts(sample))
      EXPECT_EQ(count, pair < 30 ? 2 : pair < 80 ? 1 : 3) << pair;
  }
}

TEST(EpochSample, FractionalWeightsSeeEveryPairEvenlyAcrossEpochs) {
  // 0.5: half the group per epoch, the two halves of each pair of epochs together cover it once.
  const SamplingGroup half = group(0, 10, 0.5);
  for (uint64_t first : {0, 2, 4}) {
    const std::vector<uint32_t> a = sample_epoch({half}, 5, first), b = sample_epoch({half}, 5, first + 1);
    EXPECT_EQ(a.size(), 5u);
    EXPECT_EQ(b.size(), 5u);
    std::vector<uint32_t> both = a;
    both.insert(both.end(), b.begin(), b.end());
    std::sort(both.begin(), both.end());
    EXPECT_EQ(both, half.pairs) << "epochs " << first << " and " << first + 1;
  }
  // Each cycle is drawn afresh: the halves differ between cycles.
  EXPECT_NE(sample_epoch({half}, 5, 0), sample_epoch({half}, 5, 2));

  // 0.3 of 10 pairs: 3 per epoch, and over 10 epochs every pair exactly 3 times.
  // 2.5 of 4 pairs: 10 per epoch, and over 2 epochs every pair exactly 5 times.
  for (const auto& [g, epochs, times] :
       {std::tuple{group(0, 10, 0.3), 10, 3}, std::tuple{group(0, 4, 2.5), 2, 5}}) {
    std::vector<uint32_t> all;
    for (uint64_t epoch = 0; epoch < static_cast<uint64_t>(epochs); ++epoch) {
      const std::vector<uint32_t> sample = sample_epoch({g}, 11, epoch);
      EXPECT_EQ(sample.size(), group_pairs_in_epoch(g, epoch));
      EXPECT_NEAR(static_cast<double>(sample.size()), g.weight * static_cast<double>(g.pairs.size()), 1.0);
      all.insert(all.end(), sample.begin(), sample.end());
    }
    for (const auto& [pair, count] : counts(all))
      EXPECT_EQ(count, times) << "weight " << g.weight << " pair " << pair;
    EXPECT_EQ(counts(all).size(), g.pairs.size());
  }
}

TEST(EpochSample, WeightZeroSamplesNothingAndTheSampleIsAPureFunctionOfSeedAndEpoch) {
  EXPECT_TRUE(sample_epoch({group(0, 10, 0)}, 1, 0).empty());
  const std::vector<SamplingGroup> groups = {group(0, 100, 0.37), group(100, 40, 1.5)};
  EXPECT_EQ(sample_epoch(groups, 7, 3), sample_epoch(groups, 7, 3));
  EXPECT_NE(sample_epoch(groups, 7, 3), sample_epoch(groups, 8, 3));
  EXPECT_NE(sample_epoch(groups, 7, 3), sample_epoch(groups, 7, 4));
  // Very late epochs (the 128-bit position arithmetic) still take w·n pairs.
  EXPECT_EQ(sample_epoch(groups, 7, uint64_t{1} << 40).size(),
            group_pairs_in_epoch(groups[0], uint64_t{1} << 40) +
                group_pairs_in_epoch(groups[1], uint64_t{1} << 40));
  EXPECT_EQ(weight_millionths(0.5), 500000);
  EXPECT_EQ(weight_millionths(1e-6), 1);
}

// What training sees: batches of the planned epoch. A weight-2 corpus's pairs turn up twice as often per
// pair as a weight-1 corpus's, not only over a whole epoch but in any long run of batches, because the
// batches of an epoch come in shuffled order. Over the first 40% of an epoch's batches (about 800 pairs) the
// ratio is within 10% of 2 (measured 1.94–2.09 for these 5 epochs), over the five together within 5% (2.015).
TEST(EpochSample, AWeightTwoCorpusContributesTwiceAsOftenPerPairOverManyBatches) {
  SplitMix64 rng(17);
  EncodedCorpus corpus;
  for (int i = 0; i < 1500; ++i) {  // pairs 0..499: corpus A, 500..1499: corpus B; same length distribution
    corpus.source.emplace_back(1 + rng.below(30), 7);
    corpus.target.emplace_back(1 + rng.below(30), 7);
  }
  const std::vector<SamplingGroup> groups = {group(0, 500, 2), group(500, 1000, 1)};
  BatchingOptions options;
  options.batch_tokens = 400;
  options.max_positions = 64;
  double total_a = 0, total_b = 0;
  for (uint64_t epoch = 0; epoch < 5; ++epoch) {
    const BatchPlan plan = plan_epoch(corpus, sample_epoch(groups, 23, epoch), options, 23, epoch);
    double a = 0, b = 0;
    for (size_t i = 0; i < plan.size() * 2 / 5; ++i) {
      for (uint32_t pair : plan[i]) (pair < 500 ? a : b) += 1;
    }
    EXPECT_NEAR((a / 500) / (b / 1000), 2.0, 0.2)
        << "epoch " << epoch << ": " << a << " pairs of A, " << b << " of B";
    total_a += a;
    total_b += b;
  }
  EXPECT_NEAR((total_a / 500) / (total_b / 1000), 2.0, 0.1)
      << total_a << " pairs of A, " << total_b << " of B";
}

}  // namespace
}  // namespace attn::train
