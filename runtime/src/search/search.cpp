#include "search/search.h"

#include <cmath>
#include <cstring>
#include <limits>

#include "kernels/top_k.h"

namespace attn::search {

float length_penalty(size_t length, float alpha) {
  return std::pow((5.f + static_cast<float>(length)) / 6.f, alpha);
}

SearchResult greedy_search(StepFunction& model, const SearchOptions& options, int32_t* out_tokens) {
  const size_t V = model.vocab_size();
  SearchResult result;
  float raw = 0.f;
  int32_t last = options.bos_id;
  for (size_t position = 0; position < options.max_length; ++position) {
    const float* log_probs = model.step(&last, 1, position);
    size_t best = 0;
    for (size_t v = 1; v < V; ++v) {
      if (log_probs[v] > log_probs[best]) best = v;  // strict: the lowest id wins ties
    }
    raw += log_probs[best];
    last = static_cast<int32_t>(best);
    if (last == options.eos_id) {
      result.ended_with_eos = true;
      break;
    }
    out_tokens[result.length++] = last;
    if (options.observer != nullptr && !options.observer->on_step(out_tokens, result.length)) {
      result.cancelled = true;
      break;
    }
  }
  const size_t generated = result.length + (result.ended_with_eos ? 1 : 0);
  result.score = raw / length_penalty(generated, options.length_penalty);
  return result;
}

BeamSearch::BeamSearch(size_t max_beam, size_t max_length, Arena& arena) : max_length_(max_length) {
  const size_t k = max_beam;
  prefixes_ = arena.allocate<int32_t>(k * max_length);
  next_prefixes_ = arena.allocate<int32_t>(k * max_length);
  scores_ = arena.allocate<float>(k);
  next_scores_ = arena.allocate<float>(k);
  last_tokens_ = arena.allocate<int32_t>(k);
  parents_ = arena.allocate<int32_t>(k);
  row_values_ = arena.allocate<float>(k * 2 * k);
  row_tokens_ = arena.allocate<int32_t>(k * 2 * k);
  best_values_ = arena.allocate<float>(2 * k);
  best_indices_ = arena.allocate<int32_t>(2 * k);
}

// One step of beam search, for the `open` hypotheses (1 at the start, then up to k):
//   1. every open hypothesis proposes its 2k most likely next tokens (raw score = its sum + log-prob);
//      the 2k best proposals overall are ranked (ties: lower hypothesis, then lower token, first).
//   2. walking the ranking, a proposal among the first k that is eos — or any proposal among the first k
//      when this is the last allowed token — finishes a hypothesis, scored raw / length_penalty(len); the
//      best finished hypothesis so far is kept in out_tokens. Every other proposal (eos ones below rank k
//      excepted) opens a hypothesis of the next step until k are open. 2k proposals guarantee k open ones
//      whenever the vocabulary allows, even if k of them were eos.
//   3. the model's per-hypothesis state (the KV cache) is reordered to follow the survivors' parents.
//
// Stopping rule: search stops after the step in which
//   (a) k hypotheses have finished in total (fairseq's rule: the beam has produced k complete candidates), or
//   (b) the best finished score is at least the best score any open hypothesis could still reach — log-probs
//       are <= 0, so an open raw sum s can only fall, and s / max(LP(len+1), LP(max_length)) bounds it
//       (LP is monotonic in len, so one of the two ends is its largest value), or
//   (c) the hypotheses reached max_length tokens (every open hypothesis was finished in step 2), or
//   (d) no hypothesis remains open (a vocabulary of only eos).
// The result is the best-scoring finished hypothesis.
SearchResult BeamSearch::run(StepFunction& model, const SearchOptions& options, int32_t* out_tokens) {
  const size_t V = model.vocab_size();
  const size_t k = options.beam_size;
  const size_t width = 2 * k < V ? 2 * k : V;  // proposals per hypothesis
  const size_t L = options.max_length;
  const float alpha = options.length_penalty;
  const float largest_penalty =
      length_penalty(1, alpha) > length_penalty(L, alpha) ? length_penalty(1, alpha) : length_penalty(L, alpha);

  SearchResult best;
  best.score = -std::numeric_limits<float>::infinity();
  bool have_best = false;
  size_t finished = 0;
  size_t open = 1;
  scores_[0] = 0.f;
  last_tokens_[0] = options.bos_id;

  for (size_t position = 0; position < L && open > 0; ++position) {
    const float* log_probs = model.step(last_tokens_, open, position);
    const size_t len = position + 1;  // tokens of a hypothesis extended in this step
    const bool last_step = len == L;
    const float penalty = length_penalty(len, alpha);

    for (size_t i = 0; i < open; ++i) {
      kernels::top_k(log_probs + i * V, V, width, row_values_ + i * width, row_tokens_ + i * width);
      for (size_t j = 0; j < width; ++j) row_values_[i * width + j] += scores_[i];
    }
    const size_t proposals = open * width;
    const size_t ranked = 2 * k < proposals ? 2 * k : proposals;
    kernels::top_k(row_values_, proposals, ranked, best_values_, best_indices_);

    size_t next_open = 0;
    for (size_t rank = 0; rank < ranked; ++rank) {
      const size_t parent = static_cast<size_t>(best_indices_[rank]) / width;
      const int32_t token = row_tokens_[best_indices_[rank]];
      const float raw = best_values_[rank];
      const bool is_eos = token == options.eos_id;
      if (rank < k && (is_eos || last_step)) {
        ++finished;
        const float score = raw / penalty;
        if (!have_best || score > best.score) {
          have_best = true;
          best.score = score;
          best.ended_with_eos = is_eos;
          best.length = is_eos ? position : len;
          std::memcpy(out_tokens, prefixes_ + parent * max_length_, position * sizeof(int32_t));
          if (!is_eos) out_tokens[position] = token;
        }
        continue;
      }
      if (is_eos || last_step || next_open == k) continue;
      int32_t* prefix = next_prefixes_ + next_open * max_length_;
      std::memcpy(prefix, prefixes_ + parent * max_length_, position * sizeof(int32_t));
      prefix[position] = token;
      next_scores_[next_open] = raw;
      parents_[next_open] = static_cast<int32_t>(parent);
      last_tokens_[next_open] = token;
      ++next_open;
    }

    open = next_open;
    // Proposals opened in rank order, so hypothesis 0 of the next step has the best raw score.
    if (open > 0 && options.observer != nullptr && !options.observer->on_step(next_prefixes_, len)) {
      best.cancelled = true;
      break;
    }
    if (open == 0 || finished >= k) break;
    float best_open = next_scores_[0];
    for (size_t i = 1; i < open; ++i) best_open = next_scores_[i] > best_open ? next_scores_[i] : best_open;
    if (have_best && best.score >= best_open / largest_penalty) break;

    model.reorder(parents_, open, len);
    int32_t* swap_prefixes = prefixes_;
    prefixes_ = next_prefixes_;
    next_prefixes_ = swap_prefixes;
    float* swap_scores = scores_;
    scores_ = next_scores_;
    next_scores_ = swap_scores;
  }
  if (!have_best) best.score = 0.f;
  return best;
}

}  // namespace attn::search
