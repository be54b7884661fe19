// The exact shortlisted logits, against which tests measure the runtime's kernels (runtime/src/kernels/
// shortlist_logits.h): one double-precision dot product of the fp32 hidden state per logit, which the int8
// and 4-bit kernels approximate within their documented bound.
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn::test {

// logits[n · stride + u] = (hidden[n] · w[ids[u]]) · scales[ids[u]] + bias[ids[u]], with w the fp32 rows
// (w_f32) or the int8 rows (w_i8, then scales); scales and bias may be null.
void shortlist_logits_naive(const float* hidden, size_t rows, size_t dim, const float* w_f32,
                            const int8_t* w_i8, const float* scales, const float* bias, const int32_t* ids,
                            size_t count, float* logits, size_t stride);

}  // namespace attn::test
