// Token-budget batching from length-sorted buckets, shuffled as a pure function of (seed, epoch).
#include "trainer/src/data/batching.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "trainer/src/data/random.h"

namespace attn::train {
namespace {

EncodedCorpus random_corpus(size_t pairs, uint64_t seed) {
  SplitMix64 rng(seed);
  EncodedCorpus corpus;
  for (size_t i = 0; i < pairs; ++i) {
    std::vector<int32_t> s(1 + rng.below(40)), t(1 + rng.below(40));
    for (auto& id : s) id = 4 + static_cast<int32_t>(rng.below(100));
    for (auto& id : t) id = 4 + static_cast<int32_t>(rng.below(100));
    corpus.source.push_back(s);
    corpus.target.push_back(t);
  }
  return corpus;
}

TEST(Batching, LengthFilterKeepsPairsThatFitMaxPositions) {
  EncodedCorpus corpus;
  corpus.source = {{5, 6, 7}, {5, 6, 7, 8}, {5}};
  corpus.target = {{5, 6, 7}, {5}, {5, 6, 7, 8}};
  size_t dropped = 0;
  // max_positions 4: at most 3 text tokens per side (plus eos / bos).
  EXPECT_EQ(pairs_within_length(corpus, 4, &dropped), (std::vector<uint32_t>{0}));
  EXPECT_EQ(dropped, 2u);
}

TEST(Batching, EveryPairOnceUnderTheBudgetDeterministicAndReshuffled) {
  const EncodedCorpus corpus = random_corpus(1000, 3);
  std::vector<uint32_t> pairs = pairs_within_length(corpus, 64, nullptr);
  pairs.erase(pairs.begin() + 10);  // the plan must use exactly the pairs given
  BatchingOptions options;
  options.batch_tokens = 200;
  options.max_positions = 64;
  const BatchPlan epoch0 = plan_epoch(corpus, pairs, options, 42, 0);
  const BatchPlan epoch1 = plan_epoch(corpus, pairs, options, 42, 1);
  for (const BatchPlan* plan : {&epoch0, &epoch1}) {
    std::multiset<uint32_t> seen;
    for (const auto& batch : *plan) {
      ASSERT_FALSE(batch.empty());
      EXPECT_LE(padded_batch_tokens(corpus, batch), options.batch_tokens);
      seen.insert(batch.begin(), batch.end());
    }
    EXPECT_EQ(seen, std::multiset<uint32_t>(pairs.begin(), pairs.end()));
  }
  EXPECT_EQ(plan_epoch(corpus, pairs, options, 42, 0), epoch0);  // a pure function of (seed, epoch)
  EXPECT_EQ(plan_epoch(corpus, pairs, options, 42, 1), epoch1);
  EXPECT_NE(epoch0, epoch1);
  EXPECT_NE(plan_epoch(corpus, pairs, options, 43, 0), epoch0);
  // Contents change too (ties in length are broken by the epoch's shuffle), not only the order.
  auto sorted_batches = [](BatchPlan plan) {
    for (auto& b : plan) std::sort(b.begin(), b.end());
    std::sort(plan.begin(), plan.end());
    return plan;
  };
  EXPECT_NE(sorted_batches(epoch0), sorted_batches(epoch1));
  // Batches are well filled: on average more than half of the budget.
  int64_t used = 0;
  for (const auto& b : epoch0) used += padded_batch_tokens(corpus, b);
  EXPECT_GT(static_cast<double>(used) / static_cast<double>(epoch0.size()), 0.5 * options.batch_tokens);
}

TEST(Batching, MakeBatchPadsAndPlacesBosEos) {
  EncodedCorpus corpus;
  corpus.source = {{10, 11}, {12, 13, 14}};
  corpus.target = {{20}, {21, 22, 23}};
  ModelDescription config = default_model();
  const Batch batch = make_batch(corpus, {0, 1}, config);
  EXPECT_EQ(batch.batch, 2);
  EXPECT_EQ(batch.source_len, 4);
  EXPECT_EQ(batch.target_len, 4);
  EXPECT_EQ(batch.source, (std::vector<int32_t>{10, 11, 3, 0, 12, 13, 14, 3}));
  EXPECT_EQ(batch.decoder_input, (std::vector<int32_t>{2, 20, 0, 0, 2, 21, 22, 23}));
  EXPECT_EQ(batch.decoder_output, (std::vector<int32_t>{20, 3, 0, 0, 21, 22, 23, 3}));
  EXPECT_EQ(batch.source_tokens, 7);
  EXPECT_EQ(batch.target_tokens, 6);
}

TEST(Random, ShuffleIsAPermutationAndBelowStaysInRange) {
  SplitMix64 rng(9);
  std::vector<int> v(100);
  for (int i = 0; i < 100; ++i) v[i] = i;
  shuffle(v, rng);
  std::vector<int> sorted = v;
  std::sort(sorted.begin(), sorted.end());
  for (int i = 0; i < 100; ++i) EXPECT_EQ(sorted[i], i);
  EXPECT_NE(v, sorted);
  for (int i = 0; i < 1000; ++i) EXPECT_LT(rng.below(7), 7u);
  EXPECT_NE(derive_seed(1, 2, 3), derive_seed(1, 3, 2));
}

}  // namespace
}  // namespace attn::train
