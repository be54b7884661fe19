// Greedy and beam search, one step at a time, driven by a batch's decode loop (decoding.h). Both write the
// best hypothesis's tokens (without bos and eos) into a caller buffer and allocate nothing: BeamSearch carves
// its buffers from the translator's arena.
//
// Scores: the sum of token log-probabilities (eos included when the hypothesis ended with it), divided by the
// GNMT length penalty ((5 + len) / 6)^α, len counting the generated tokens including eos (docs/model.md), or
// by len^α (LengthPenalty::kPower: Hugging Face generate's length_penalty, with its stopping rule).
// max_length bounds the generated tokens including eos; a hypothesis still open when it has max_length
// tokens is finished there without eos.
#pragma once

#include <cstddef>
#include <cstdint>

#include "runtime/src/core/arena.h"

namespace attn::search {

// Sees the best hypothesis after every step (streaming). Greedy: the hypothesis so far, which only grows.
// Beam: the open hypothesis with the best raw score, which may differ from one step to the next and from the
// final result. Returning false stops the search (SearchResult::cancelled).
class SearchObserver {
 public:
  virtual ~SearchObserver() = default;
  virtual bool on_step(const int32_t* tokens, size_t count) = 0;  // tokens without bos/eos
};

// What α is applied to (attn_translator_options.length_penalty_kind).
enum class LengthPenalty {
  kGnmt,   // ((5 + len) / 6)^α (Wu et al. 2016); stops once k hypotheses have finished (fairseq)
  kPower,  // len^α, as Hugging Face's generate: keeps the k best finished hypotheses and stops when the best
           // open one, divided by its current len^α, cannot beat the worst of them (early_stopping=False)
};

struct SearchOptions {
  size_t beam_size = 4;         // 1 = greedy
  float length_penalty = 0.6f;  // α
  LengthPenalty length_penalty_kind = LengthPenalty::kGnmt;
  size_t max_length = 0;        // generated tokens including eos; >= 1
  int32_t bos_id = 2;
  int32_t eos_id = 3;
  SearchObserver* observer = nullptr;  // optional
};

struct SearchResult {
  size_t length = 0;       // tokens written to out_tokens (eos not included)
  float score = 0.f;       // length-normalised as above
  bool ended_with_eos = false;
  bool cancelled = false;  // the observer asked to stop; the tokens are not a translation
};

// One step's log-probabilities for one sentence's open hypotheses: hypothesis i's row starts at
// values + i × stride and has count entries; entry u is token ids[u] (ids ascending), or token u when ids is
// nullptr (the whole vocabulary). A vocabulary shortlist (model/decoder.h) gives the ids.
struct StepLogProbs {
  const float* values = nullptr;
  size_t stride = 0;
  size_t count = 0;
  const int32_t* ids = nullptr;

  int32_t token(size_t entry) const { return ids != nullptr ? ids[entry] : static_cast<int32_t>(entry); }
};

// ((5 + length) / 6)^alpha
float length_penalty(size_t length, float alpha);
// As `kind` says: the GNMT penalty above, or length^alpha.
float length_penalty(size_t length, float alpha, LengthPenalty kind);

// One sentence's search, one step at a time, so that a batch can step many sentences in lockstep through one
// decoder call per step (search::BatchDecoding, decoding.h). Each step the caller feeds the decoder open()
// hypotheses — last_tokens() at decoder position position() — and hands their log-probabilities [open(), V]
// to advance(). While advance() returns false the search goes on; reorder_needed() then says whether
// hypothesis i of the next step continues hypothesis parents()[i] of the step just taken (its KV cache rows
// must follow, for position() positions). result() is final once advance() returned true.
class SentenceSearch {
 public:
  virtual ~SentenceSearch() = default;
  // out_tokens [options.max_length] receives the best hypothesis (without bos and eos).
  virtual void start(const SearchOptions& options, int32_t* out_tokens) = 0;
  virtual size_t open() const = 0;
  virtual const int32_t* last_tokens() const = 0;
  virtual size_t position() const = 0;
  virtual bool advance(const StepLogProbs& log_probs) = 0;
  // The whole vocabulary: log_probs [open(), vocab_size].
  bool advance(const float* log_probs, size_t vocab_size) {
    return advance(StepLogProbs{log_probs, vocab_size, vocab_size, nullptr});
  }
  virtual bool reorder_needed() const = 0;
  virtual const int32_t* parents() const = 0;
  virtual SearchResult result() const = 0;
};

// Argmax at every step (the lowest id on ties) until eos or max_length.
class GreedySearch final : public SentenceSearch {
 public:
  void start(const SearchOptions& options, int32_t* out_tokens) override;
  size_t open() const override { return done_ ? 0 : 1; }
  const int32_t* last_tokens() const override { return &last_; }
  size_t position() const override { return position_; }
  using SentenceSearch::advance;
  bool advance(const StepLogProbs& log_probs) override;
  bool reorder_needed() const override { return false; }
  const int32_t* parents() const override { return &parent_; }
  SearchResult result() const override;

 private:
  SearchOptions options_;
  int32_t* out_tokens_ = nullptr;
  SearchResult result_;
  float raw_ = 0.f;
  int32_t last_ = 0;
  int32_t parent_ = 0;
  size_t position_ = 0;
  bool done_ = true;
};

class BeamSearch final : public SentenceSearch {
 public:
  // Carves buffers for beams up to max_beam and hypotheses up to max_length tokens (a measuring arena
  // only counts them).
  BeamSearch(size_t max_beam, size_t max_length, Arena& arena);

  // options.beam_size <= max_beam and options.max_length <= max_length (checked by the caller when it
  // plans). out_tokens: [options.max_length]. Beam size 1 gives exactly GreedySearch's result.
  void start(const SearchOptions& options, int32_t* out_tokens) override;
  size_t open() const override { return open_; }
  const int32_t* last_tokens() const override { return last_tokens_; }
  size_t position() const override { return position_; }
  using SentenceSearch::advance;
  bool advance(const StepLogProbs& log_probs) override;
  bool reorder_needed() const override { return reorder_needed_; }

  const int32_t* parents() const override { return parents_; }
  SearchResult result() const override;

 private:
  void keep_finished_score(float score);     // kPower
  bool power_search_done(size_t len) const;  // kPower, after the step to len tokens

  size_t max_length_;
  int32_t* prefixes_;       // [k, max_length] tokens of each open hypothesis
  int32_t* next_prefixes_;  // [k, max_length]
  float* scores_;           // [k] raw log-prob sums of the open hypotheses
  float* next_scores_;      // [k]
  int32_t* last_tokens_;    // [k]
  int32_t* parents_;        // [k]
  float* row_values_;       // [k, 2k] best continuations of each hypothesis
  int32_t* row_tokens_;     // [k, 2k]
  float* best_values_;      // [2k] best continuations over all hypotheses
  int32_t* best_indices_;   // [2k] flat indices into row_values_
  float* finished_scores_;  // [k] kPower: the k best finished scores so far (finished_ of them valid)
  // The sentence in progress (start() .. the advance() that returns true).
  SearchOptions options_;
  int32_t* out_tokens_ = nullptr;
  SearchResult best_;
  bool have_best_ = false;
  bool reorder_needed_ = false;
  float largest_penalty_ = 1.f;
  size_t finished_ = 0;
  size_t open_ = 0;
  size_t position_ = 0;
};

}  // namespace attn::search
