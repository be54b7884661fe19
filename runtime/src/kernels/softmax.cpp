#include "runtime/src/kernels/softmax.h"

#include <cmath>

#include "runtime/src/kernels/vector_math.h"

namespace attn::kernels {
namespace {

using simd::kLanes;

template <typename V>
ATTN_SIMD_INLINE float row_max(const float* x, size_t n) {
  // Two accumulators: a max is a dependency chain of a compare and a blend per vector.
  V m0 = simd::splat_as<V>(x[0]), m1 = m0;
  size_t i = 0;
  for (; i + 2 * kLanes <= n; i += 2 * kLanes) {
    m0 = simd::max(m0, simd::load_as<V>(x + i));
    m1 = simd::max(m1, simd::load_as<V>(x + i + kLanes));
  }
  for (; i + kLanes <= n; i += kLanes) m0 = simd::max(m0, simd::load_as<V>(x + i));
  if (i < n) m1 = simd::max(m1, simd::load_partial_as<V>(x + i, n - i, x[0]));
  return simd::reduce_max(simd::max(m0, m1));
}

// V: the target's representation of 16 lanes (vector_math.h, registers_per_vector); every V gives the same
// bits.
template <typename V>
ATTN_SIMD_INLINE void softmax_rows(float* x, size_t rows, size_t cols) {
  for (size_t r = 0; r < rows; ++r) {
    float* xr = x + r * cols;
    const float m = row_max<V>(xr, cols);
    V sum = simd::splat_as<V>(0.f);
    size_t i = 0;
    for (; i + kLanes <= cols; i += kLanes) {
      const V e = simd::exp(simd::load_as<V>(xr + i) - m);
      simd::store(xr + i, e);
      sum += e;
    }
    if (i < cols) {
      // Padding lanes hold −inf, whose exp is exactly 0: they add nothing to the sum.
      const V e = simd::exp(simd::load_partial_as<V>(xr + i, cols - i, -INFINITY) - m);
      simd::store_partial(xr + i, e, cols - i);
      sum += e;
    }
    const float inv = 1.f / simd::reduce_add(sum);
    i = 0;
    for (; i + kLanes <= cols; i += kLanes) simd::store(xr + i, simd::load_as<V>(xr + i) * inv);
    for (; i < cols; ++i) xr[i] *= inv;
  }
}

template <typename V>
ATTN_SIMD_INLINE void log_softmax_rows(float* x, size_t rows, size_t cols) {
  // The sum over a whole vocabulary (thousands of terms) is accumulated in float lanes for blocks of
  // kBlock values, each block's total then added in double: every float partial sum stays short
  // (kBlock / kLanes terms), so the normaliser keeps the exp's own few-ulp accuracy however long the row.
  constexpr size_t kBlock = 16 * kLanes;
  for (size_t r = 0; r < rows; ++r) {
    float* xr = x + r * cols;
    const float m = row_max<V>(xr, cols);
    double sum = 0.0;
    size_t i = 0;
    while (i + kLanes <= cols) {
      V block = simd::splat_as<V>(0.f);
      const size_t end = i + kBlock < cols ? i + kBlock : cols;
      for (; i + kLanes <= end; i += kLanes) block += simd::exp(simd::load_as<V>(xr + i) - m);
      sum += static_cast<double>(simd::reduce_add(block));
    }
    if (i < cols) {
      sum += static_cast<double>(
          simd::reduce_add(simd::exp(simd::load_partial_as<V>(xr + i, cols - i, -INFINITY) - m)));
    }
    const float log_z = m + static_cast<float>(std::log(sum));
    i = 0;
    for (; i + kLanes <= cols; i += kLanes) simd::store(xr + i, simd::load_as<V>(xr + i) - log_z);
    for (; i < cols; ++i) xr[i] -= log_z;
  }
}

}  // namespace

ATTN_KERNEL_CLONES
void softmax(float* x, size_t rows, size_t cols) { ATTN_SIMD_DISPATCH(softmax_rows, x, rows, cols); }

ATTN_KERNEL_CLONES
void log_softmax(float* x, size_t rows, size_t cols) { ATTN_SIMD_DISPATCH(log_softmax_rows, x, rows, cols); }

}  // namespace attn::kernels
