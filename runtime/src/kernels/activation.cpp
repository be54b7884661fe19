#include "runtime/src/kernels/activation.h"

#include <cmath>

#include "runtime/src/kernels/vector_math.h"

namespace attn::kernels {

using simd::kLanes;

namespace {

// V: the target's representation of 16 lanes (vector_math.h, registers_per_vector).
template <typename V>
ATTN_SIMD_INLINE void relu_as(float* x, size_t count) {
  // max(0, v) keeps 0 where v is NaN, as the tail does.
  const V zero = simd::splat_as<V>(0.f);
  size_t i = 0;
  for (; i + kLanes <= count; i += kLanes) simd::store(x + i, simd::max(zero, simd::load_as<V>(x + i)));
  for (; i < count; ++i) x[i] = x[i] > 0.f ? x[i] : 0.f;
}

template <typename V>
ATTN_SIMD_INLINE void add_as(float* x, const float* y, size_t count) {
  size_t i = 0;
  for (; i + kLanes <= count; i += kLanes)
    simd::store(x + i, simd::load_as<V>(x + i) + simd::load_as<V>(y + i));
  for (; i < count; ++i) x[i] += y[i];
}

// Vectorised by hand: the compiler keeps the loop scalar, as x and scales might alias (2.3% of a beam-4
// batch's time as mulss, measured 2026-11-22: bench/RESULTS-runtime.md at 0c41336). The same single multiply
// per element as a scalar loop.
template <typename V>
ATTN_SIMD_INLINE void scale_columns_as(float* x, size_t rows, size_t columns, const float* scales) {
  for (size_t n = 0; n < rows; ++n) {
    float* row = x + n * columns;
    size_t o = 0;
    for (; o + kLanes <= columns; o += kLanes) {
      simd::store(row + o, simd::load_as<V>(row + o) * simd::load_as<V>(scales + o));
    }
    for (; o < columns; ++o) row[o] *= scales[o];
  }
}

}  // namespace

ATTN_KERNEL_CLONES
void relu(float* x, size_t count) { ATTN_SIMD_DISPATCH(relu_as, x, count); }

void gelu(float* x, size_t count) {
  constexpr float kInvSqrt2 = 0.70710678118654752440f;
  for (size_t i = 0; i < count; ++i) x[i] = 0.5f * x[i] * (1.f + std::erf(x[i] * kInvSqrt2));
}

void silu(float* x, size_t count) {
  // x / (1 + e^-x) as PyTorch's reference computes it; exp saturates cleanly at both ends (x · 0, x · 1).
  for (size_t i = 0; i < count; ++i) x[i] = x[i] / (1.f + std::exp(-x[i]));
}

ATTN_KERNEL_CLONES
void add(float* x, const float* y, size_t count) { ATTN_SIMD_DISPATCH(add_as, x, y, count); }

ATTN_KERNEL_CLONES
void scale_columns(float* x, size_t rows, size_t columns, const float* scales) {
  ATTN_SIMD_DISPATCH(scale_columns_as, x, rows, columns, scales);
}

}  // namespace attn::kernels
