// Dropout as a pure function of (seed, stream, element index): the forward pass and the backward pass
// evaluate the same function, so no mask is stored, and CPU and GPU drop the same elements.
//   p: drop probability; stream: one per dropout site of the model (dropout_site in
//   model/transformer_model_class.h).
#pragma once

#include "trainer/src/kernels/common.h"

namespace attn::train::kernels {

// Inverted dropout: kept values are scaled at training time so that inference needs no rescaling.
// The element is dropped when its 24-bit uniform draw is below p·2²⁴ (so the rate is p up to 2⁻²⁴).
ATTN_HD inline float dropout_apply_keyed(float value, float p, uint64_t key, uint64_t index) {
  if (p <= 0.f) return value;
  const float u = static_cast<float>(random_bits_keyed(key, index) >> 40) * (1.0f / 16777216.0f);
  return u < p ? 0.f : value / (1.f - p);
}
// The same from (seed, stream); kernels take the key, computed once per launch with random_key(seed, stream).
ATTN_HD inline float dropout_apply(float value, float p, uint64_t seed, uint64_t stream, uint64_t index) {
  return dropout_apply_keyed(value, p, random_key(seed, stream), index);
}

}  // namespace attn::train::kernels
