#include "trainer/src/kernels/layer_norm.h"

#include <cstring>

#include "trainer/src/kernels/host_simd.h"

namespace attn::train::kernels {

using simd::f32x16;
using simd::kLanes;
using simd::load;
using simd::row_sum;
using simd::splat;
using simd::store;

ATTN_TRAIN_CLONES void layer_norm_forward_host(int64_t begin, int64_t end, int D, float eps, const float* x,
                                               const float* gain, const float* bias, float* y, float* mean,
                                               float* rstd) {
  for (int64_t r = begin; r < end; ++r) {
    const float* xr = x + r * D;
    float* yr = y + r * D;
    const float m = row_sum(
                        D, [&](int64_t i) { return load(xr + i); }, [&](int64_t i) { return xr[i]; }) /
                    D;
    const f32x16 mv = splat<f32x16>(m);
    const float var = row_sum(
        D,
        [&](int64_t i) {
          const f32x16 d = load(xr + i) - mv;
          return d * d;
        },
        [&](int64_t i) { return (xr[i] - m) * (xr[i] - m); });
    const float s = 1.f / sqrtf(var / D + eps);
    int i = 0;
    for (; i + kLanes <= D; i += kLanes)
      store(yr + i, (load(xr + i) - mv) * s * load(gain + i) + load(bias + i));
    for (; i < D; ++i) yr[i] = (xr[i] - m) * s * gain[i] + bias[i];
    mean[r] = m;
    rstd[r] = s;
  }
}

ATTN_TRAIN_CLONES void layer_norm_backward_host(int64_t begin, int64_t end, int D, const float* dy,
                                                const float* x, const float* mean, const float* rstd,
                                                const float* gain, float* dx, bool accumulate) {
  for (int64_t r = begin; r < end; ++r) {
    const float* dyr = dy + r * D;
    const float* xr = x + r * D;
    float* dxr = dx + r * D;
    const float m = mean[r], s = rstd[r];
    const f32x16 mv = splat<f32x16>(m);
    const float sum_gdy = row_sum(
        D, [&](int64_t i) { return load(gain + i) * load(dyr + i); },
        [&](int64_t i) { return gain[i] * dyr[i]; });
    const float sum_gdy_xhat = row_sum(
        D, [&](int64_t i) { return load(gain + i) * load(dyr + i) * (load(xr + i) - mv) * s; },
        [&](int64_t i) { return gain[i] * dyr[i] * (xr[i] - m) * s; });
    const float a = sum_gdy / D, b = sum_gdy_xhat / D;
    int i = 0;
    for (; i + kLanes <= D; i += kLanes) {
      const f32x16 v = s * (load(gain + i) * load(dyr + i) - a - (load(xr + i) - mv) * s * b);
      store(dxr + i, accumulate ? load(dxr + i) + v : v);
    }
    for (; i < D; ++i) {
      const float v = s * (gain[i] * dyr[i] - a - (xr[i] - m) * s * b);
      dxr[i] = accumulate ? dxr[i] + v : v;
    }
  }
}

ATTN_TRAIN_CLONES void layer_norm_parameter_partial_sums_host(int64_t chunk, int64_t rows, int D,
                                                              const float* dy, const float* x,
                                                              const float* mean, const float* rstd,
                                                              float* gain_partial, float* bias_partial) {
  const int64_t r0 = chunk * kReduceRows;
  const int64_t r1 = r0 + kReduceRows < rows ? r0 + kReduceRows : rows;
  float* gain_sum = gain_partial + chunk * D;
  float* bias_sum = bias_partial + chunk * D;
  for (int j = 0; j < D; ++j) gain_sum[j] = bias_sum[j] = 0.f;
  for (int64_t r = r0; r < r1; ++r) {
    const float* dyr = dy + r * D;
    const float* xr = x + r * D;
    const float m = mean[r], s = rstd[r];
    const f32x16 mv = splat<f32x16>(m);
    int j = 0;
    for (; j + kLanes <= D; j += kLanes) {
      const f32x16 d = load(dyr + j);
      store(gain_sum + j, load(gain_sum + j) + d * (load(xr + j) - mv) * s);
      store(bias_sum + j, load(bias_sum + j) + d);
    }
    for (; j < D; ++j) {
      gain_sum[j] += dyr[j] * (xr[j] - m) * s;
      bias_sum[j] += dyr[j];
    }
  }
}

}  // namespace attn::train::kernels
