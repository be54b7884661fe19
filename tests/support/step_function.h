// One sentence's search driven over a StepFunction: a model seen as "next-token log-probabilities of a set of
// hypotheses". The translator does not search this way — it steps a whole batch of SentenceSearches in
// lockstep through one decoder call per step (runtime/src/search/decoding.h) — so this driver lives with
// the tests, which use it to run a search over hand-built distributions, over the real decoder, or over the
// reference Transformer.
#pragma once

#include <cstddef>
#include <cstdint>

#include "runtime/src/search/search.h"

namespace attn::test {

// What a search needs from a model: the next-token log-probabilities of a set of hypotheses that grow one
// token per step.
class StepFunction {
 public:
  virtual ~StepFunction() = default;

  virtual size_t vocab_size() const = 0;

  // tokens [count]: the newest token of hypothesis 0..count-1 (bos at position 0). Returns log-probabilities
  // [count, V] of each hypothesis's next token, valid until the next call.
  virtual const float* step(const int32_t* tokens, size_t count, size_t position) = 0;

  // Re-selection: hypothesis i (i < count) of the next step continues hypothesis parents[i] of the step just
  // taken; `positions` steps have been fed so far. Any per-hypothesis state (a KV cache) must follow.
  virtual void reorder(const int32_t* parents, size_t count, size_t positions) = 0;
};

// Drives one sentence's search over a StepFunction until it ends. out_tokens: [options.max_length].
search::SearchResult run_search(StepFunction& model, search::SentenceSearch& search,
                                const search::SearchOptions& options, int32_t* out_tokens);

// A GreedySearch run to the end.
search::SearchResult greedy_search(StepFunction& model, const search::SearchOptions& options,
                                   int32_t* out_tokens);

}  // namespace attn::test
