#include "trainer/src/data/batching.h"

#include <algorithm>

#include "trainer/src/data/random.h"

namespace attn::train {
namespace {

int64_t source_len(const EncodedCorpus& corpus, uint32_t i) { return static_cast<int64_t>(corpus.source[i].size()) + 1; }
int64_t target_len(const EncodedCorpus& corpus, uint32_t i) { return static_cast<int64_t>(corpus.target[i].size()) + 1; }

BatchPlan cut_batches(const EncodedCorpus& corpus, std::vector<uint32_t> order, const BatchingOptions& options) {
  // Sorting by (source, target) length groups pairs that pad well together; stable, so ties keep the order
  // they came in.
  std::stable_sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) {
    if (source_len(corpus, a) != source_len(corpus, b)) return source_len(corpus, a) < source_len(corpus, b);
    return target_len(corpus, a) < target_len(corpus, b);
  });
  BatchPlan plan;
  std::vector<uint32_t> current;
  int64_t max_len = 0;
  for (uint32_t i : order) {
    const int64_t len = std::max(source_len(corpus, i), target_len(corpus, i));
    const int64_t grown = std::max(max_len, len);
    if (!current.empty() && grown * static_cast<int64_t>(current.size() + 1) > options.batch_tokens) {
      plan.push_back(std::move(current));
      current.clear();
      max_len = 0;
    }
    current.push_back(i);
    max_len = std::max(max_len, len);
  }
  if (!current.empty()) plan.push_back(std::move(current));
  return plan;
}

}  // namespace

std::vector<uint32_t> pairs_within_length(const EncodedCorpus& corpus, int max_positions, size_t* dropped) {
  std::vector<uint32_t> pairs;
  pairs.reserve(corpus.size());
  for (uint32_t i = 0; i < corpus.size(); ++i) {
    if (source_len(corpus, i) <= max_positions && target_len(corpus, i) <= max_positions) pairs.push_back(i);
  }
  if (dropped) *dropped = corpus.size() - pairs.size();
  return pairs;
}

BatchPlan plan_epoch(const EncodedCorpus& corpus, const std::vector<uint32_t>& pairs, const BatchingOptions& options,
                     uint64_t seed, uint64_t epoch) {
  SplitMix64 rng(derive_seed(seed, 0xBA7C4ull, epoch));
  std::vector<uint32_t> order = pairs;
  shuffle(order, rng);
  BatchPlan plan = cut_batches(corpus, std::move(order), options);
  shuffle(plan, rng);
  return plan;
}

BatchPlan plan_in_order(const EncodedCorpus& corpus, const std::vector<uint32_t>& pairs,
                        const BatchingOptions& options) {
  return cut_batches(corpus, pairs, options);
}

int64_t padded_batch_tokens(const EncodedCorpus& corpus, const std::vector<uint32_t>& pairs) {
  int64_t max_len = 0;
  for (uint32_t i : pairs) max_len = std::max({max_len, source_len(corpus, i), target_len(corpus, i)});
  return max_len * static_cast<int64_t>(pairs.size());
}

Batch make_batch(const EncodedCorpus& corpus, const std::vector<uint32_t>& pairs, const ModelDescription& config) {
  Batch batch;
  batch.batch = static_cast<int>(pairs.size());
  for (uint32_t i : pairs) {
    batch.source_len = std::max(batch.source_len, static_cast<int>(source_len(corpus, i)));
    batch.target_len = std::max(batch.target_len, static_cast<int>(target_len(corpus, i)));
  }
  const size_t S = batch.source_len, T = batch.target_len;
  batch.source.assign(pairs.size() * S, config.pad_id);
  batch.decoder_input.assign(pairs.size() * T, config.pad_id);
  batch.decoder_output.assign(pairs.size() * T, config.pad_id);
  for (size_t b = 0; b < pairs.size(); ++b) {
    const auto& src = corpus.source[pairs[b]];
    const auto& tgt = corpus.target[pairs[b]];
    std::copy(src.begin(), src.end(), batch.source.begin() + b * S);
    batch.source[b * S + src.size()] = config.eos_id;
    batch.decoder_input[b * T] = config.bos_id;
    std::copy(tgt.begin(), tgt.end(), batch.decoder_input.begin() + b * T + 1);
    std::copy(tgt.begin(), tgt.end(), batch.decoder_output.begin() + b * T);
    batch.decoder_output[b * T + tgt.size()] = config.eos_id;
    batch.source_tokens += static_cast<int64_t>(src.size()) + 1;
    batch.target_tokens += static_cast<int64_t>(tgt.size()) + 1;
  }
  return batch;
}

}  // namespace attn::train
