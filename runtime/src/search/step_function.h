// What search needs from a model: the next-token log-probabilities of a set of hypotheses that grow one
// token per step. The decoder implements it for real; tests implement it with hand-built distributions.
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn::search {

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

}  // namespace attn::search
