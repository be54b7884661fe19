// Batches by token count from length-sorted buckets. An epoch's batches (which pairs, in which order) are a
// pure function of (corpus, options, seed, epoch), so a resumed run only needs (epoch, batch index) to
// continue with exactly the batches the interrupted run would have seen.
#pragma once

#include <cstdint>
#include <vector>

#include "trainer/src/data/encoded_corpus.h"
#include "trainer/src/model/transformer.h"

namespace attn::train {

struct BatchingOptions {
  // Upper bound on padded tokens per batch on each side: sentences × max(source len, target len), both
  // counted with their eos / bos, so that neither side of the batch exceeds the budget.
  int batch_tokens = 6000;
  int max_positions = 256;  // pairs whose source + eos or bos + target exceed this are dropped
};

using BatchPlan = std::vector<std::vector<uint32_t>>;  // pair indices of each batch, in order

// Pairs that fit max_positions (source + eos and target + eos both at most max_positions, i.e. at most
// max_positions - 1 tokens of text). Reports how many were dropped.
std::vector<uint32_t> pairs_within_length(const EncodedCorpus& corpus, int max_positions, size_t* dropped);

// Shuffles the pairs with (seed, epoch), sorts them by length (ties stay shuffled, so batch contents change
// between epochs), cuts batches greedily under the token budget, then shuffles the batches.
BatchPlan plan_epoch(const EncodedCorpus& corpus, const std::vector<uint32_t>& pairs, const BatchingOptions& options,
                     uint64_t seed, uint64_t epoch);
// Length-sorted batches in a fixed order, for evaluation.
BatchPlan plan_in_order(const EncodedCorpus& corpus, const std::vector<uint32_t>& pairs,
                        const BatchingOptions& options);

// Padded tokens a batch of these pairs occupies: sentences × max(source + 1, target + 1).
int64_t padded_batch_tokens(const EncodedCorpus& corpus, const std::vector<uint32_t>& pairs);

// Source = ids + [eos]; decoder input = [bos] + target; decoder output = target + [eos]; padded with pad_id.
Batch make_batch(const EncodedCorpus& corpus, const std::vector<uint32_t>& pairs, const ModelDescription& config);

}  // namespace attn::train
