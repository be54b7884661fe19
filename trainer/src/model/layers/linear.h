// Linear layers of TransformerModel (transformer_model_class.h), forward and backward, and the bf16 copies of
// their operands under mixed precision.
#pragma once

#include "trainer/src/kernels/bf16.h"
#include "trainer/src/kernels/elementwise.h"
#include "trainer/src/kernels/reduce.h"
#include "trainer/src/model/transformer_model_class.h"

namespace attn::train {

// y[N, out] = x[N, in] Wᵀ + b, then max(y, 0) with relu. In bf16 the bias and the ReLU are the product's
// (gemm_bias); fp32 adds the bias by accumulating the product onto it.
template <class Dev>
void TransformerModel<Dev>::linear_forward(int64_t N, int in, int out, const float* x, const float* W,
                                           const float* b, float* y, bool relu) {
  if (bf16()) {
    dev_.gemm_bias(false, true, static_cast<int>(N), out, in, forward_input16(x, N * in), in, weight16(W), in,
                   b, relu, y, out);
    return;
  }
  kernels::launch_broadcast_rows(dev_, N, out, b, y);
  dev_.gemm(false, true, static_cast<int>(N), out, in, 1.f, x, in, W, in, 1.f, y, out);
  if (relu) kernels::launch_relu_forward(dev_, N * out, y);
}

// dx = dy W (dx_beta 0: overwrite, 1: add; dx may be null), dW += dyᵀ x, db += Σ_rows dy.
template <class Dev>
void TransformerModel<Dev>::linear_backward(int64_t N, int in, int out, const float* x, const float* W,
                                            const float* dy, float* dx, float dx_beta, float* dW, float* db) {
  if (bf16()) {
    // One pass over dy for its bf16 copy and the bias gradient.
    kernels::launch_to_bf16_column_sum_accumulate(dev_, N, out, dy, dy16_, reduce_scratch_, db);
    const kernels::bf16* dy16 = dy16_;
    if (dx)
      dev_.gemm(false, false, static_cast<int>(N), in, out, 1.f, dy16, out, weight16(W), in, dx_beta, dx, in);
    dev_.gemm(true, false, out, in, static_cast<int>(N), 1.f, dy16, out, backward_input16(x, N * in), in, 1.f,
              dW, in);
  } else {
    if (dx) dev_.gemm(false, false, static_cast<int>(N), in, out, 1.f, dy, out, W, in, dx_beta, dx, in);
    dev_.gemm(true, false, out, in, static_cast<int>(N), 1.f, dy, out, x, in, 1.f, dW, in);
    kernels::launch_column_sum_accumulate(dev_, N, out, kernels::RowValue{dy, out}, reduce_scratch_, db);
  }
}

// The same when dy comes as `blocks` separate [N, out / blocks] blocks, block j (at dy + j·N·out / blocks)
// holding output columns [j·out / blocks, (j + 1)·out / blocks): bf16 attention writes its Q, K and V
// gradients so (see attention_backward). dx = Σ_j dy_j W_j (the first block overwrites or adds per dx_beta),
// dW_j += dy_jᵀ x. One block is linear_backward itself.
template <class Dev>
void TransformerModel<Dev>::linear_backward_blocks(int64_t N, int in, int out, int blocks, const float* x,
                                                   const float* W, const float* dy, float* dx, float dx_beta,
                                                   float* dW, float* db) {
  const int width = out / blocks;
  const int64_t w = static_cast<int64_t>(width) * in;
  for (int j = 0; j < blocks; ++j)
    linear_backward(N, in, width, x, W + j * w, dy + j * N * width, dx, j == 0 ? dx_beta : 1.f, dW + j * w,
                    db + static_cast<int64_t>(j) * width);
}

template <class Dev>
const kernels::bf16* TransformerModel<Dev>::to_bf16(const float* x, int64_t n, kernels::bf16* dst) {
  kernels::launch_to_bf16(dev_, n, x, dst);
  return dst;
}

// A linear layer's input in bf16. In a training step the forward's copy is kept for the backward (which
// would otherwise convert the same activation again) and an input read by several layers (the encoder
// output) is converted once. The copies are keyed by the activation's address: within a step every linear
// input is its own arena view, written before the layer reads it and not again until the next step.
template <class Dev>
const kernels::bf16* TransformerModel<Dev>::forward_input16(const float* x, int64_t n) {
  if (!keep_inputs16_) return to_bf16(x, n, x16_);
  if (const kernels::bf16* kept = kept_input16(x, n)) return kept;
  if (inputs16_used_ + n > inputs16_capacity_) return to_bf16(x, n, x16_);
  kernels::bf16* copy = inputs16_arena_ + inputs16_used_;
  inputs16_used_ += n;
  inputs16_.push_back({x, n, copy});
  return to_bf16(x, n, copy);
}

template <class Dev>
const kernels::bf16* TransformerModel<Dev>::backward_input16(const float* x, int64_t n) {
  if (const kernels::bf16* kept = kept_input16(x, n)) return kept;
  return to_bf16(x, n, x16_);
}

template <class Dev>
const kernels::bf16* TransformerModel<Dev>::kept_input16(const float* x, int64_t n) const {
  for (const Input16& k : inputs16_)
    if (k.x == x && k.n == n) return k.copy;
  return nullptr;
}

template <class Dev>
void TransformerModel<Dev>::forget_inputs16(bool keep) {
  inputs16_.clear();
  inputs16_used_ = 0;
  keep_inputs16_ = keep && bf16();
}

// Called before every pass: one conversion of all weights per optimizer step, not one per use.
template <class Dev>
void TransformerModel<Dev>::refresh_weights16() {
  if (!bf16() || !params16_stale_) return;
  kernels::launch_to_bf16(dev_, static_cast<int64_t>(P_), params_, params16_);
  params16_stale_ = false;
}

}  // namespace attn::train
