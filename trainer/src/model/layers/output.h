// The output layer of TransformerModel (transformer_model_class.h): the vocabulary projection (tied to the
// embedding) and the label-smoothed cross-entropy, chunk by chunk, forward and backward.
#pragma once

#include <algorithm>

#include "trainer/src/kernels/bf16.h"
#include "trainer/src/kernels/cross_entropy.h"
#include "trainer/src/kernels/elementwise.h"
#include "trainer/src/model/transformer_model_class.h"

namespace attn::train {

// Loss over the decoder states y [Nt, D] of the M non-pad target rows (uploaded to ints_target_rows_ /
// ints_targets_): padding rows never reach the vocabulary projection, its largest GEMMs. With backward,
// writes d y into d_dec_stream_ (zero on padding rows) and accumulates the output projection's gradient.
template <class Dev>
void TransformerModel<Dev>::loss_forward_backward(int64_t Nt, int64_t M, const float* y, float smoothing,
                                                  bool backward) {
  const int D = c_.d_model, V = c_.vocab_size;
  const float* W = params_ + layout_.output_weight;
  kernels::launch_gather_rows(dev_, M, D, ints_target_rows_, y, y_compact_);
  float* d_compact = d_tmp_;  // [M, D]; free until the decoder's backward starts
  float* dW = grads_ + layout_.output_weight;
  if (bf16()) to_bf16(y_compact_, M * D, y16_);
  for (int64_t r0 = 0; r0 < M; r0 += kLogitChunkRows) {
    const int rows = static_cast<int>(std::min<int64_t>(kLogitChunkRows, M - r0));
    if (bf16())
      dev_.gemm(false, true, rows, V, D, 1.f, y16_ + r0 * D, D, weight16(W), D, 0.f, logits_, V);
    else
      dev_.gemm(false, true, rows, V, D, 1.f, y_compact_ + r0 * D, D, W, D, 0.f, logits_, V);
    // Under bf16 the logits' gradient is written in bf16 (dy16_), the operand of the two products below.
    kernels::launch_cross_entropy(dev_, rows, V, smoothing, ints_targets_ + r0, c_.pad_id, logits_, backward,
                                  loss_rows_ + r0, nll_rows_ + r0, bf16() ? dy16_ : nullptr);
    if (!backward) continue;
    if (bf16()) {
      const kernels::bf16* dl16 = dy16_;
      dev_.gemm(false, false, rows, D, V, 1.f, dl16, V, weight16(W), D, 0.f, d_compact + r0 * D, D);
      dev_.gemm(true, false, V, D, rows, 1.f, dl16, V, y16_ + r0 * D, D, 1.f, dW, D);
    } else {
      dev_.gemm(false, false, rows, D, V, 1.f, logits_, V, W, D, 0.f, d_compact + r0 * D, D);
      dev_.gemm(true, false, V, D, rows, 1.f, logits_, V, y_compact_ + r0 * D, D, 1.f, dW, D);
    }
  }
  if (backward) {
    dev_.zero(d_dec_stream_, static_cast<size_t>(Nt) * D * sizeof(float));
    kernels::launch_scatter_rows(dev_, M, D, ints_target_rows_, d_compact, d_dec_stream_);
  }
}

}  // namespace attn::train
