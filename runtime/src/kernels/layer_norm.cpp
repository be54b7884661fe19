#include "runtime/src/kernels/layer_norm.h"

#include <cmath>

#include "runtime/src/kernels/vector_math.h"

namespace attn::kernels {

using simd::f32x16;
using simd::kLanes;

ATTN_KERNEL_CLONES
void layer_norm(const float* x, const float* gain, const float* bias, float* y, size_t rows, size_t dim,
                float epsilon) {
  for (size_t n = 0; n < rows; ++n) {
    const float* xr = x + n * dim;
    float* yr = y + n * dim;
    // Two passes (mean, then squared deviations) rather than E[x²] − E[x]², which cancels badly when the
    // residual stream has a large mean. Sixteen float lanes keep each partial sum short (d_model / 16 terms),
    // which is as accurate here as the double loop this replaces.
    f32x16 acc = {};
    size_t i = 0;
    for (; i + kLanes <= dim; i += kLanes) acc += simd::load(xr + i);
    float sum = simd::reduce_add(acc);
    for (; i < dim; ++i) sum += xr[i];
    const float mean = sum / static_cast<float>(dim);
    acc = f32x16{};
    i = 0;
    for (; i + kLanes <= dim; i += kLanes) {
      const f32x16 d = simd::load(xr + i) - mean;
      acc += d * d;
    }
    float sq = simd::reduce_add(acc);
    for (; i < dim; ++i) sq += (xr[i] - mean) * (xr[i] - mean);
    const float inv_std = 1.f / std::sqrt(sq / static_cast<float>(dim) + epsilon);
    // y may alias x: each element is read before it is written, in the same iteration.
    i = 0;
    for (; i + kLanes <= dim; i += kLanes) {
      simd::store(yr + i,
                  (simd::load(xr + i) - mean) * inv_std * simd::load(gain + i) + simd::load(bias + i));
    }
    for (; i < dim; ++i) yr[i] = (xr[i] - mean) * inv_std * gain[i] + bias[i];
  }
}

}  // namespace attn::kernels
