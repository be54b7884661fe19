// Layer norm over the last dimension, forward and backward.
//   N = rows (tokens), D = d_model.
//   x, y, dy, dx: [N, D]; mean, rstd: [N] (saved by the forward for the backward); gain, bias: [D].
// y = (x - mean) * rstd * gain + bias, rstd = 1 / sqrt(var + eps), var the biased variance (docs/model.md).
#pragma once

#include <math.h>

#include "trainer/src/kernels/common.h"
#include "trainer/src/kernels/reduce.h"

namespace attn::train::kernels {

ATTN_HD inline void layer_norm_forward_row(int64_t r, int D, float eps, const float* x, const float* gain,
                                           const float* bias, float* y, float* mean, float* rstd) {
  const float* xr = x + r * D;
  float* yr = y + r * D;
  float sum = 0.f;
  for (int i = 0; i < D; ++i) sum += xr[i];
  const float m = sum / D;
  // Two passes: the one-pass E[x²] − m² loses precision when |mean| ≫ std (common in post-norm residuals).
  float var = 0.f;
  for (int i = 0; i < D; ++i) var += (xr[i] - m) * (xr[i] - m);
  const float s = 1.f / sqrtf(var / D + eps);
  for (int i = 0; i < D; ++i) yr[i] = (xr[i] - m) * s * gain[i] + bias[i];
  mean[r] = m;
  rstd[r] = s;
}

// dx = rstd · (g·dy − mean(g·dy) − x̂ · mean(g·dy·x̂)). dx may alias dy (sums are taken first); with accumulate
// the result is added to dx instead (then dx must not alias dy).
ATTN_HD inline void layer_norm_backward_row(int64_t r, int D, const float* dy, const float* x, const float* mean,
                                            const float* rstd, const float* gain, float* dx, bool accumulate) {
  const float* dyr = dy + r * D;
  const float* xr = x + r * D;
  float* dxr = dx + r * D;
  const float m = mean[r], s = rstd[r];
  float sum_gdy = 0.f, sum_gdy_xhat = 0.f;
  for (int i = 0; i < D; ++i) {
    const float gdy = gain[i] * dyr[i];
    sum_gdy += gdy;
    sum_gdy_xhat += gdy * (xr[i] - m) * s;
  }
  const float a = sum_gdy / D, b = sum_gdy_xhat / D;
  for (int i = 0; i < D; ++i) {
    const float v = s * (gain[i] * dyr[i] - a - (xr[i] - m) * s * b);
    dxr[i] = accumulate ? dxr[i] + v : v;
  }
}

// Host only: rows [begin, end) of the two kernels above as vector code compiled for the CPU's instruction set
// (layer_norm.cpp). Each row sum is taken over 16 lanes in a fixed order, so the result does not depend on
// the ISA; it differs from the per-row kernels' sequential sums only by rounding.
void layer_norm_forward_host(int64_t begin, int64_t end, int D, float eps, const float* x, const float* gain,
                             const float* bias, float* y, float* mean, float* rstd);
void layer_norm_backward_host(int64_t begin, int64_t end, int D, const float* dy, const float* x,
                              const float* mean, const float* rstd, const float* gain, float* dx,
                              bool accumulate);
// Host only: rows [chunk·kReduceRows, +kReduceRows) of the gain's and the bias's gradients, summed per column
// into gain_partial[chunk, :] and bias_partial[chunk, :] in one pass over dy: the sums (and order) of
// column_partial_sum with LayerNormGainGradValue and with RowValue, bit for bit.
void layer_norm_parameter_partial_sums_host(int64_t chunk, int64_t rows, int D, const float* dy,
                                            const float* x, const float* mean, const float* rstd,
                                            float* gain_partial, float* bias_partial);

// value(r, j) = dy[r, j] · x̂[r, j]: the gain's gradient, summed over rows.
struct LayerNormGainGradValue {
  const float* dy;
  const float* x;
  const float* mean;
  const float* rstd;
  int D;
  ATTN_HD float operator()(int64_t r, int j) const { return dy[r * D + j] * (x[r * D + j] - mean[r]) * rstd[r]; }
};

// Launchers. On a GPU the native kernels (backend/cuda/layer_norm.cu, found through the device's type) run
// instead of the per-row functions above, which stay as their reference.
template <class Dev>
void launch_layer_norm_forward(Dev& dev, int64_t rows, int D, float eps, const float* x, const float* gain,
                               const float* bias, float* y, float* mean, float* rstd) {
  if constexpr (Dev::kDeviceMemory) {
    native_layer_norm_forward(dev, rows, D, eps, x, gain, bias, y, mean, rstd);
  } else {
    launch_host_row_ranges(
        dev, rows, D,
        [=](int64_t begin, int64_t end) {
          layer_norm_forward_host(begin, end, D, eps, x, gain, bias, y, mean, rstd);
        },
        4);
  }
}

// The scratch (floats) launch_layer_norm_backward takes: the gain's and the bias's partial column sums side
// by side (the host sums both in one pass over dy; a device sums them one after the other in the first half).
inline int64_t layer_norm_backward_scratch_floats(int64_t rows, int D) {
  return 2 * column_sum_scratch_floats(rows, D);
}

// Accumulates d gain, d bias; writes (or adds to, with accumulate) dx. scratch:
// layer_norm_backward_scratch_floats(rows, D) floats. The parameter gradients come first: dx may overwrite
// dy.
template <class Dev>
void launch_layer_norm_backward(Dev& dev, int64_t rows, int D, const float* dy, const float* x,
                                const float* mean, const float* rstd, const float* gain, float* dx,
                                bool accumulate, float* d_gain, float* d_bias, float* scratch) {
  if constexpr (Dev::kDeviceMemory) {
    native_layer_norm_backward(dev, rows, D, dy, x, mean, rstd, gain, dx, accumulate, d_gain, d_bias,
                               scratch);
  } else {
    // Both sums in one pass over dy: column_partial_sum's with LayerNormGainGradValue and with RowValue, in
    // the same order.
    const int64_t chunks = reduce_chunks(rows);
    float* gain_partial = scratch;
    float* bias_partial = scratch + column_sum_scratch_floats(rows, D);
    dev.launch(
        chunks,
        [=](int64_t c) {
          layer_norm_parameter_partial_sums_host(c, rows, D, dy, x, mean, rstd, gain_partial, bias_partial);
        },
        2 * kReduceRows * D);
    dev.launch(
        D,
        [=](int64_t j) {
          column_final_sum(j, chunks, D, gain_partial, d_gain);
          column_final_sum(j, chunks, D, bias_partial, d_bias);
        },
        2 * chunks);
    launch_host_row_ranges(
        dev, rows, D,
        [=](int64_t begin, int64_t end) {
          layer_norm_backward_host(begin, end, D, dy, x, mean, rstd, gain, dx, accumulate);
        },
        4);
  }
}

}  // namespace attn::train::kernels
