#include "trainer/src/eval/dev_eval.h"

#include <algorithm>
#include <numeric>

#include "trainer/src/data/batching.h"

namespace attn::train {
namespace {
constexpr size_t kDecodeChunk = 64;  // sentences per greedy_decode call (the model decodes 64 at a time)
}

std::vector<std::string> translate_greedy(Transformer& model, const std::vector<std::vector<int32_t>>& sources,
                                          const Vocabulary& vocabulary, const ModelDescription& config) {
  std::vector<size_t> order(sources.size());
  std::iota(order.begin(), order.end(), size_t{0});
  // Similar lengths together keep the padded work of each chunk small.
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return sources[a].size() < sources[b].size(); });
  std::vector<std::string> out(sources.size());
  for (size_t begin = 0; begin < order.size(); begin += kDecodeChunk) {
    const size_t end = std::min(order.size(), begin + kDecodeChunk);
    std::vector<std::vector<int32_t>> chunk;
    int max_len = 1;
    for (size_t k = begin; k < end; ++k) {
      std::vector<int32_t> ids = sources[order[k]];
      ids.push_back(config.eos_id);
      // docs/model.md: source tokens + 50, capped by max_positions - 1.
      max_len = std::max(max_len, std::min(static_cast<int>(ids.size()) + 50, static_cast<int>(config.max_positions) - 1));
      chunk.push_back(std::move(ids));
    }
    const auto hypotheses = model.greedy_decode(chunk, max_len);
    for (size_t k = begin; k < end && k - begin < hypotheses.size(); ++k) {
      out[order[k]] = vocabulary.decode(hypotheses[k - begin]);
    }
  }
  return out;
}

DevResult evaluate_dev(Transformer& model, const DevSet& dev, const Vocabulary& vocabulary, const ModelDescription& config,
                       int batch_tokens, float label_smoothing, int bleu_sentences) {
  DevResult result;
  BatchingOptions batching;
  batching.batch_tokens = batch_tokens;
  batching.max_positions = config.max_positions;
  double loss_sum = 0, nll_sum = 0;
  for (const auto& pairs : plan_in_order(dev.encoded, dev.usable, batching)) {
    const StepResult r = model.evaluate(make_batch(dev.encoded, pairs, config), label_smoothing);
    loss_sum += r.loss_sum;
    nll_sum += r.nll_sum;
    result.target_tokens += r.target_tokens;
  }
  if (result.target_tokens > 0) {
    result.loss = loss_sum / static_cast<double>(result.target_tokens);
    result.nll = nll_sum / static_cast<double>(result.target_tokens);
  }

  size_t count = dev.usable.size();
  if (bleu_sentences > 0) count = std::min(count, static_cast<size_t>(bleu_sentences));
  std::vector<std::vector<int32_t>> sources;
  std::vector<std::string> references;
  for (size_t k = 0; k < count; ++k) {
    sources.push_back(dev.encoded.source[dev.usable[k]]);
    references.push_back(dev.references[dev.usable[k]]);
  }
  const std::vector<std::string> hypotheses = translate_greedy(model, sources, vocabulary, config);
  result.bleu = corpus_bleu(hypotheses, references);
  result.sentences_decoded = count;
  return result;
}

}  // namespace attn::train
