#include "runtime/src/kernels/activation.h"

#include <cmath>

#include "runtime/src/kernels/vector_math.h"

namespace attn::kernels {

using simd::f32x16;
using simd::kLanes;

ATTN_KERNEL_CLONES
void relu(float* x, size_t count) {
  // NaN compares false and becomes 0, as in the tail. Four-lane pieces where a 16-lane comparison would
  // compile lane by lane (vector_math.h, wide_compares).
  size_t i = 0;
  if (simd::wide_compares()) {
    for (; i + kLanes <= count; i += kLanes) {
      const f32x16 v = simd::load(x + i);
      simd::store(x + i, simd::select(v > 0.f, v, f32x16{}));
    }
  } else {
    for (; i + 4 <= count; i += 4) {
      const simd::f32x4 v = simd::load4(x + i);
      simd::store4(x + i, simd::select(v > 0.f, v, simd::f32x4{}));
    }
  }
  for (; i < count; ++i) x[i] = x[i] > 0.f ? x[i] : 0.f;
}

void gelu(float* x, size_t count) {
  constexpr float kInvSqrt2 = 0.70710678118654752440f;
  for (size_t i = 0; i < count; ++i) x[i] = 0.5f * x[i] * (1.f + std::erf(x[i] * kInvSqrt2));
}

void silu(float* x, size_t count) {
  // x / (1 + e^-x) as PyTorch's reference computes it; exp saturates cleanly at both ends (x · 0, x · 1).
  for (size_t i = 0; i < count; ++i) x[i] = x[i] / (1.f + std::exp(-x[i]));
}

ATTN_KERNEL_CLONES
void add(float* x, const float* y, size_t count) {
  size_t i = 0;
  for (; i + kLanes <= count; i += kLanes) simd::store(x + i, simd::load(x + i) + simd::load(y + i));
  for (; i < count; ++i) x[i] += y[i];
}

// Vectorised by hand: the compiler keeps the loop scalar, as x and scales might alias (2.3% of a beam-4
// batch's time as mulss; bench/RESULTS-runtime.md). The same single multiply per element as a scalar loop.
ATTN_KERNEL_CLONES
void scale_columns(float* x, size_t rows, size_t columns, const float* scales) {
  for (size_t n = 0; n < rows; ++n) {
    float* row = x + n * columns;
    size_t o = 0;
    for (; o + kLanes <= columns; o += kLanes)
      simd::store(row + o, simd::load(row + o) * simd::load(scales + o));
    for (; o < columns; ++o) row[o] *= scales[o];
  }
}

}  // namespace attn::kernels
