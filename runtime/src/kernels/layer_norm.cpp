#include "kernels/layer_norm.h"

#include <cmath>

namespace attn::kernels {

void layer_norm(const float* x, const float* gain, const float* bias, float* y, size_t rows, size_t dim,
                float epsilon) {
  for (size_t n = 0; n < rows; ++n) {
    const float* xr = x + n * dim;
    float* yr = y + n * dim;
    // Two passes (mean, then squared deviations) rather than E[x²] − E[x]², which cancels badly when the
    // residual stream has a large mean.
    double sum = 0.0;
    for (size_t i = 0; i < dim; ++i) sum += xr[i];
    const float mean = static_cast<float>(sum / static_cast<double>(dim));
    double sq = 0.0;
    for (size_t i = 0; i < dim; ++i) {
      const double d = xr[i] - mean;
      sq += d * d;
    }
    const float inv_std = static_cast<float>(1.0 / std::sqrt(sq / static_cast<double>(dim) + epsilon));
    for (size_t i = 0; i < dim; ++i) yr[i] = (xr[i] - mean) * inv_std * gain[i] + bias[i];
  }
}

}  // namespace attn::kernels
