#include "runtime/src/search/search.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <utility>

#include "runtime/src/kernels/top_k.h"

namespace attn::search {

float length_penalty(size_t length, float alpha) {
  return std::pow((5.f + static_cast<float>(length)) / 6.f, alpha);
}

float length_penalty(size_t length, float alpha, LengthPenalty kind) {
  if (kind == LengthPenalty::kPower) return std::pow(static_cast<float>(length), alpha);
  return length_penalty(length, alpha);
}

void GreedySearch::start(const SearchOptions& options, int32_t* out_tokens) {
  options_ = options;
  out_tokens_ = out_tokens;
  result_ = SearchResult();
  raw_ = 0.f;
  last_ = options.bos_id;
  position_ = 0;
  done_ = options.max_length == 0;
}

bool GreedySearch::advance(const StepLogProbs& log_probs) {
  // The best entry, the lowest index among equal ones (ids are ascending), compared 16 at a time.
  float best_value = 0.f;
  int32_t best = 0;
  if (log_probs.count > 0) kernels::top_k(log_probs.values, log_probs.count, 1, &best_value, &best);
  raw_ += best_value;
  last_ = log_probs.token(static_cast<size_t>(best));
  ++position_;
  if (last_ == options_.eos_id) {
    result_.ended_with_eos = true;
    done_ = true;
  } else {
    out_tokens_[result_.length++] = last_;
    if (options_.observer != nullptr && !options_.observer->on_step(out_tokens_, result_.length)) {
      result_.cancelled = true;
      done_ = true;
    }
  }
  if (position_ >= options_.max_length) done_ = true;
  return done_;
}

SearchResult GreedySearch::result() const {
  SearchResult r = result_;
  const size_t generated = r.length + (r.ended_with_eos ? 1 : 0);
  r.score = raw_ / length_penalty(generated, options_.length_penalty, options_.length_penalty_kind);
  return r;
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
  finished_scores_ = arena.allocate<float>(k);
}

void BeamSearch::keep_finished_score(float score) {
  const size_t k = options_.beam_size;
  if (finished_ < k) {
    finished_scores_[finished_++] = score;
    return;
  }
  size_t worst = 0;
  for (size_t i = 1; i < k; ++i) worst = finished_scores_[i] < finished_scores_[worst] ? i : worst;
  if (score > finished_scores_[worst]) finished_scores_[worst] = score;
}

// Hugging Face's early_stopping=False heuristic: once k hypotheses have finished, stop when the best open
// one's raw score divided by the penalty at its current length is no better than the worst finished score.
bool BeamSearch::power_search_done(size_t len) const {
  const size_t k = options_.beam_size;
  if (finished_ < k) return false;
  float worst = finished_scores_[0];
  for (size_t i = 1; i < k; ++i) worst = finished_scores_[i] < worst ? finished_scores_[i] : worst;
  const float best_open = scores_[0];  // the next step's hypotheses, opened in rank order
  return !(best_open / length_penalty(len, options_.length_penalty, LengthPenalty::kPower) > worst);
}

void BeamSearch::start(const SearchOptions& options, int32_t* out_tokens) {
  options_ = options;
  out_tokens_ = out_tokens;
  const float alpha = options.length_penalty;
  const size_t L = options.max_length;
  largest_penalty_ = length_penalty(1, alpha) > length_penalty(L, alpha) ? length_penalty(1, alpha)
                                                                         : length_penalty(L, alpha);
  best_ = SearchResult();
  best_.score = -std::numeric_limits<float>::infinity();
  have_best_ = false;
  reorder_needed_ = false;
  finished_ = 0;
  position_ = 0;
  open_ = L > 0 ? 1 : 0;
  scores_[0] = 0.f;
  last_tokens_[0] = options.bos_id;
}

// One step of beam search, for the `open` hypotheses (1 at the start, then up to k):
//   1. every open hypothesis proposes its 2k most likely next tokens (raw score = its sum + log-prob);
//      the 2k best proposals overall are ranked (ties: lower hypothesis, then lower token, first).
//   2. walking the ranking, a proposal among the first k that is eos — or any proposal among the first k
//      when this is the last allowed token — finishes a hypothesis, scored raw / length_penalty(len); the
//      best finished hypothesis so far is kept in out_tokens. Every other proposal (eos ones below rank k
//      excepted) opens a hypothesis of the next step until k are open. 2k proposals guarantee k open ones
//      whenever the vocabulary allows, even if k of them were eos.
//   3. the model's per-hypothesis state (the KV cache) must follow the survivors' parents: advance() returns
//      false with reorder_needed(), and the caller (search::BatchDecoding, decoding.h) reorders.
//
// Stopping rule: search stops after the step in which
//   (a) k hypotheses have finished in total (fairseq's rule: the beam has produced k complete candidates), or
//   (b) the best finished score is at least the best score any open hypothesis could still reach — log-probs
//       are <= 0, so an open raw sum s can only fall, and s / max(LP(len+1), LP(max_length)) bounds it
//       (LP is monotonic in len, so one of the two ends is its largest value), or
//   (c) the hypotheses reached max_length tokens (every open hypothesis was finished in step 2), or
//   (d) no hypothesis remains open (a vocabulary of only eos).
// The result is the best-scoring finished hypothesis.
bool BeamSearch::advance(const StepLogProbs& log_probs) {
  const size_t V = log_probs.count;
  const size_t k = options_.beam_size;
  const size_t width = 2 * k < V ? 2 * k : V;  // proposals per hypothesis
  const size_t L = options_.max_length;
  const size_t position = position_;
  const size_t len = position + 1;  // tokens of a hypothesis extended in this step
  const bool last_step = len == L;
  const bool power = options_.length_penalty_kind == LengthPenalty::kPower;
  const float penalty = length_penalty(len, options_.length_penalty, options_.length_penalty_kind);
  reorder_needed_ = false;

  for (size_t i = 0; i < open_; ++i) {
    kernels::top_k(log_probs.values + i * log_probs.stride, V, width, row_values_ + i * width,
                   row_tokens_ + i * width);
    for (size_t j = 0; j < width; ++j) {
      row_values_[i * width + j] += scores_[i];
      row_tokens_[i * width + j] = log_probs.token(static_cast<size_t>(row_tokens_[i * width + j]));
    }
  }
  const size_t proposals = open_ * width;
  const size_t ranked = 2 * k < proposals ? 2 * k : proposals;
  kernels::top_k(row_values_, proposals, ranked, best_values_, best_indices_);

  size_t next_open = 0;
  for (size_t rank = 0; rank < ranked; ++rank) {
    const size_t parent = static_cast<size_t>(best_indices_[rank]) / width;
    const int32_t token = row_tokens_[best_indices_[rank]];
    const float raw = best_values_[rank];
    const bool is_eos = token == options_.eos_id;
    if (rank < k && (is_eos || last_step)) {
      const float score = raw / penalty;
      if (power) {
        keep_finished_score(score);
      } else {
        ++finished_;
      }
      if (!have_best_ || score > best_.score) {
        have_best_ = true;
        best_.score = score;
        best_.ended_with_eos = is_eos;
        best_.length = is_eos ? position : len;
        std::memcpy(out_tokens_, prefixes_ + parent * max_length_, position * sizeof(int32_t));
        if (!is_eos) out_tokens_[position] = token;
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

  open_ = next_open;
  // Proposals opened in rank order, so hypothesis 0 of the next step has the best raw score.
  if (open_ > 0 && options_.observer != nullptr && !options_.observer->on_step(next_prefixes_, len)) {
    best_.cancelled = true;
    open_ = 0;
    return true;
  }
  if (open_ == 0 || (!power && finished_ >= k)) {
    open_ = 0;
    return true;
  }
  if (power) {
    // Swap first: power_search_done reads the next step's scores.
    std::swap(scores_, next_scores_);
    if (power_search_done(len)) {
      open_ = 0;
      return true;
    }
  } else {
    float best_open = next_scores_[0];
    for (size_t i = 1; i < open_; ++i) best_open = next_scores_[i] > best_open ? next_scores_[i] : best_open;
    if (have_best_ && best_.score >= best_open / largest_penalty_) {
      open_ = 0;
      return true;
    }
    std::swap(scores_, next_scores_);
  }

  // The survivors' KV cache rows must follow their parents (the caller reorders; identity is cheap there).
  reorder_needed_ = true;
  position_ = len;
  std::swap(prefixes_, next_prefixes_);
  return false;
}

SearchResult BeamSearch::result() const {
  SearchResult r = best_;
  if (!have_best_) r.score = 0.f;
  return r;
}

}  // namespace attn::search
