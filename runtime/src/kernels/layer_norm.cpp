#include "runtime/src/kernels/layer_norm.h"

#include <cmath>

#include "runtime/src/kernels/vector_math.h"

namespace attn::kernels {

using simd::kLanes;

namespace {

// V: the target's representation of 16 lanes (vector_math.h, registers_per_vector); every V gives the same
// bits.
template <typename V>
ATTN_SIMD_INLINE void layer_norm_as(const float* x, const float* gain, const float* bias, float* y,
                                    size_t rows, size_t dim, float epsilon) {
  for (size_t n = 0; n < rows; ++n) {
    const float* xr = x + n * dim;
    float* yr = y + n * dim;
    // Two passes (mean, then squared deviations) rather than E[x²] − E[x]², which cancels badly when the
    // residual stream has a large mean. Sixteen float lanes keep each partial sum short (d_model / 16 terms),
    // which is as accurate here as the double loop this replaces.
    V acc = simd::splat_as<V>(0.f);
    size_t i = 0;
    for (; i + kLanes <= dim; i += kLanes) acc += simd::load_as<V>(xr + i);
    float sum = simd::reduce_add(acc);
    for (; i < dim; ++i) sum += xr[i];
    const float mean = sum / static_cast<float>(dim);
    acc = simd::splat_as<V>(0.f);
    i = 0;
    for (; i + kLanes <= dim; i += kLanes) {
      const V d = simd::load_as<V>(xr + i) - mean;
      acc += d * d;
    }
    float sq = simd::reduce_add(acc);
    for (; i < dim; ++i) sq += (xr[i] - mean) * (xr[i] - mean);
    const float inv_std = 1.f / std::sqrt(sq / static_cast<float>(dim) + epsilon);
    // y may alias x: each element is read before it is written, in the same iteration.
    i = 0;
    for (; i + kLanes <= dim; i += kLanes) {
      simd::store(yr + i, (simd::load_as<V>(xr + i) - mean) * inv_std * simd::load_as<V>(gain + i) +
                              simd::load_as<V>(bias + i));
    }
    for (; i < dim; ++i) yr[i] = (xr[i] - mean) * inv_std * gain[i] + bias[i];
  }
}

}  // namespace

ATTN_KERNEL_CLONES
void layer_norm(const float* x, const float* gain, const float* bias, float* y, size_t rows, size_t dim,
                float epsilon) {
  ATTN_SIMD_DISPATCH(layer_norm_as, x, gain, bias, y, rows, dim, epsilon);
}

}  // namespace attn::kernels
