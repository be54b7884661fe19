// Feed-forward activations and the residual add, elementwise and in place.
#pragma once

#include <cstddef>

namespace attn::kernels {

void relu(float* x, size_t count);  // [count]
// GELU in its exact (erf) form: 0.5 · x · (1 + erf(x / sqrt(2))), as docs/model.md specifies.
void gelu(float* x, size_t count);  // [count]
// SiLU (swish): x · sigmoid(x) = x / (1 + e^-x) (Marian's "swish").
void silu(float* x, size_t count);  // [count]
// x += y
void add(float* x, const float* y, size_t count);  // [count], [count]
// x[n, o] *= scales[o] for every row n: the per-channel output multipliers of an int8 layer
// (xnnpack_linear.h), applied after XNNPACK's dequantization.
void scale_columns(float* x, size_t rows, size_t columns, const float* scales);  // [rows, columns], [columns]

}  // namespace attn::kernels
