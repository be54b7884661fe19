// Small elementwise kernels, each a function of one flat index i.
//   N = rows (tokens), C = columns of the tensor at hand.
#pragma once

#include "trainer/src/kernels/common.h"
#include "trainer/src/kernels/dropout.h"

namespace attn::train::kernels {

// y[N, C] = bias[C] broadcast, one row per index; a linear layer then adds x Wᵀ on top with beta = 1 (the bias
// costs no extra pass).
ATTN_HD inline void broadcast_row(int64_t r, int cols, const float* bias, float* y) {
  float* yr = y + r * cols;
  for (int j = 0; j < cols; ++j) yr[j] = bias[j];
}

// ReLU in place on the pre-activation; backward masks the incoming gradient by the kept output (h > 0).
ATTN_HD inline void relu_forward(int64_t i, float* h) { h[i] = h[i] > 0.f ? h[i] : 0.f; }
// (An unconditional store: the CPU loop vectorises, a conditional one does not.)
ATTN_HD inline void relu_backward(int64_t i, const float* h, float* dh) { dh[i] = h[i] > 0.f ? dh[i] : 0.f; }

// Residual connection with dropout on the sublayer output: out = x + dropout(y).
// key = random_key(seed, stream) of the dropout site.
ATTN_HD inline void residual_dropout_forward(int64_t i, const float* x, const float* y, float p, uint64_t key,
                                             float* out) {
  out[i] = x[i] + dropout_apply_keyed(y[i], p, key, static_cast<uint64_t>(i));
}
// d(sublayer output) = dropout(d out); the residual path's gradient (d x = d out) is the caller's.
ATTN_HD inline void residual_dropout_backward(int64_t i, const float* d_out, float p, uint64_t key, float* d_y) {
  d_y[i] = dropout_apply_keyed(d_out[i], p, key, static_cast<uint64_t>(i));
}

ATTN_HD inline void add_inplace(int64_t i, const float* x, float* y) { y[i] += x[i]; }

// Row gather / scatter, one row per index (the output layer runs on non-pad target rows only):
// rows: [M] indices into [N, C]; the compact side is [M, C].
ATTN_HD inline void gather_row(int64_t m, int cols, const int32_t* rows, const float* src, float* dst) {
  const float* s = src + static_cast<int64_t>(rows[m]) * cols;
  for (int j = 0; j < cols; ++j) dst[m * cols + j] = s[j];
}
ATTN_HD inline void scatter_row(int64_t m, int cols, const int32_t* rows, const float* src, float* dst) {
  float* d = dst + static_cast<int64_t>(rows[m]) * cols;
  for (int j = 0; j < cols; ++j) d[j] = src[m * cols + j];
}

// Host only (elementwise.cpp): the kernels above over [begin, end), compiled for the CPU's instruction set.
void residual_dropout_forward_host(int64_t begin, int64_t end, const float* x, const float* y, float p,
                                   uint64_t key, float* out);
void residual_dropout_backward_host(int64_t begin, int64_t end, const float* d_out, float p, uint64_t key,
                                    float* d_y);

// Launchers.
template <class Dev>
void launch_broadcast_rows(Dev& dev, int64_t rows, int cols, const float* bias, float* y) {
  dev.launch(rows, [=] ATTN_HD(int64_t r) { broadcast_row(r, cols, bias, y); }, cols);
}
template <class Dev>
void launch_relu_forward(Dev& dev, int64_t n, float* h) {
  dev.launch(n, [=] ATTN_HD(int64_t i) { relu_forward(i, h); });
}
template <class Dev>
void launch_relu_backward(Dev& dev, int64_t n, const float* h, float* dh) {
  dev.launch(n, [=] ATTN_HD(int64_t i) { relu_backward(i, h, dh); });
}
template <class Dev>
void launch_residual_dropout_forward(Dev& dev, int64_t n, const float* x, const float* y, float p, uint64_t seed,
                                     uint64_t stream, float* out) {
  const uint64_t key = random_key(seed, stream);
  if constexpr (Dev::kDeviceMemory)
    dev.launch(n, [=] ATTN_HD(int64_t i) { residual_dropout_forward(i, x, y, p, key, out); });
  else
    launch_host_ranges(dev, n, [=](int64_t begin, int64_t end) {
      residual_dropout_forward_host(begin, end, x, y, p, key, out);
    });
}
template <class Dev>
void launch_residual_dropout_backward(Dev& dev, int64_t n, const float* d_out, float p, uint64_t seed,
                                      uint64_t stream, float* d_y) {
  const uint64_t key = random_key(seed, stream);
  if constexpr (Dev::kDeviceMemory)
    dev.launch(n, [=] ATTN_HD(int64_t i) { residual_dropout_backward(i, d_out, p, key, d_y); });
  else
    launch_host_ranges(dev, n, [=](int64_t begin, int64_t end) {
      residual_dropout_backward_host(begin, end, d_out, p, key, d_y);
    });
}
// dst[r, 0:C] = src[r, 0:C] between matrices of different row strides (key/value cache writes).
ATTN_HD inline void copy_row_strided(int64_t r, int cols, const float* src, int64_t src_ld, float* dst,
                                     int64_t dst_ld) {
  for (int j = 0; j < cols; ++j) dst[r * dst_ld + j] = src[r * src_ld + j];
}

template <class Dev>
void launch_copy_rows_strided(Dev& dev, int64_t rows, int cols, const float* src, int64_t src_ld, float* dst,
                              int64_t dst_ld) {
  dev.launch(rows, [=] ATTN_HD(int64_t r) { copy_row_strided(r, cols, src, src_ld, dst, dst_ld); }, cols);
}
template <class Dev>
void launch_gather_rows(Dev& dev, int64_t m, int cols, const int32_t* rows, const float* src, float* dst) {
  dev.launch(m, [=] ATTN_HD(int64_t r) { gather_row(r, cols, rows, src, dst); }, cols);
}
template <class Dev>
void launch_scatter_rows(Dev& dev, int64_t m, int cols, const int32_t* rows, const float* src, float* dst) {
  dev.launch(m, [=] ATTN_HD(int64_t r) { scatter_row(r, cols, rows, src, dst); }, cols);
}
template <class Dev>
void launch_add_inplace(Dev& dev, int64_t n, const float* x, float* y) {
  dev.launch(n, [=] ATTN_HD(int64_t i) { add_inplace(i, x, y); });
}

}  // namespace attn::train::kernels
