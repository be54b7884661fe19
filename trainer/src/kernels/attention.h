// The softmax of scaled dot-product attention with its masks, forward and backward, one row at a time.
//   B = batch, H = heads, Tq = query positions, Tk = key positions.
//   p, dp: [B, H, Tq, Tk]; key_tokens: [B, Tk] (a key whose token is pad_id is never attended to).
// The matrix products around it (Q Kᵀ, P V and their gradients) are batched GEMMs in model/.
#pragma once

#include <math.h>

#include "trainer/src/kernels/bf16.h"
#include "trainer/src/kernels/common.h"
#include "trainer/src/kernels/exp.h"

namespace attn::train::kernels {

// A row of Tk values in bf16 as well (the next product's operand under mixed precision), when p16 is set.
ATTN_HD inline void copy_row_to_bf16(int64_t row, int Tk, const float* values, bf16* p16) {
  if (!p16) return;
#if defined(__CUDA_ARCH__)
  for (int s = 0; s < Tk; ++s) p16[row * Tk + s] = to_bf16(values[row * Tk + s]);
#else
  to_bf16_host(values + row * Tk, p16 + row * Tk, Tk);
#endif
}

// In place: scores (Q Kᵀ, unscaled) in, probabilities out. The 1/sqrt(d_k) scale is fused here.
// A row with no visible key (a sentence of only padding) becomes all zeros instead of NaN.
// p16 (may be null): the probabilities in bf16 too, [B, H, Tq, Tk].
ATTN_HD inline void attention_softmax_forward_row(int64_t row, int H, int Tq, int Tk, float scale,
                                                  bool causal, const int32_t* key_tokens, int32_t pad_id,
                                                  float* p, bf16* p16 = nullptr) {
  const int64_t b = row / (static_cast<int64_t>(H) * Tq);
  const int t = static_cast<int>(row % Tq);
  const int32_t* keys = key_tokens + b * Tk;
  float* pr = p + row * Tk;
  const int visible_end = causal ? (t + 1 < Tk ? t + 1 : Tk) : Tk;
  float m = -INFINITY;
  for (int s = 0; s < visible_end; ++s)
    if (keys[s] != pad_id && pr[s] * scale > m) m = pr[s] * scale;
  if (m == -INFINITY) {
    for (int s = 0; s < Tk; ++s) pr[s] = 0.f;
    copy_row_to_bf16(row, Tk, p, p16);
    return;
  }
#if defined(__CUDA_ARCH__)
  float sum = 0.f;
  for (int s = 0; s < Tk; ++s) {
    const float e = (s < visible_end && keys[s] != pad_id) ? expf(pr[s] * scale - m) : 0.f;
    pr[s] = e;
    sum += e;
  }
#else
  // Masked scores become -inf, whose exp is exactly 0, so the row goes through the host's vector exp whole.
  for (int s = 0; s < Tk; ++s)
    if (s >= visible_end || keys[s] == pad_id) pr[s] = -INFINITY;
  const float sum = exp_sum(pr, pr, Tk, scale, m);
#endif
  const float inv = 1.f / sum;
  for (int s = 0; s < Tk; ++s) pr[s] *= inv;
  copy_row_to_bf16(row, Tk, p, p16);
}

// In place: dL/dP in, dL/d(unscaled scores) out: scale · p · (dp − Σ p·dp). Masked entries have p = 0 → 0.
// ds16 (may be null): the result in bf16 too.
ATTN_HD inline void attention_softmax_backward_row(int64_t row, int Tk, float scale, const float* p,
                                                   float* dp, bf16* ds16 = nullptr) {
  const float* pr = p + row * Tk;
  float* dr = dp + row * Tk;
  float dot = 0.f;
  for (int s = 0; s < Tk; ++s) dot += pr[s] * dr[s];
  for (int s = 0; s < Tk; ++s) dr[s] = scale * pr[s] * (dr[s] - dot);
  copy_row_to_bf16(row, Tk, dp, ds16);
}

// Launchers. On a GPU the native kernels (backend/cuda/attention_softmax.cu, a warp per row, found through
// the device's type) run instead of the per-row functions above, which stay as their reference.
template <class Dev>
void launch_attention_softmax_forward(Dev& dev, int B, int H, int Tq, int Tk, float scale, bool causal,
                                      const int32_t* key_tokens, int32_t pad_id, float* p,
                                      bf16* p16 = nullptr) {
  if constexpr (Dev::kDeviceMemory) {
    native_attention_softmax_forward(dev, B, H, Tq, Tk, scale, causal, key_tokens, pad_id, p, p16);
  } else {
    dev.launch(
        static_cast<int64_t>(B) * H * Tq,
        [=](int64_t row) {
          attention_softmax_forward_row(row, H, Tq, Tk, scale, causal, key_tokens, pad_id, p, p16);
        },
        4 * Tk);
  }
}
template <class Dev>
void launch_attention_softmax_backward(Dev& dev, int B, int H, int Tq, int Tk, float scale, const float* p,
                                       float* dp, bf16* ds16 = nullptr) {
  if constexpr (Dev::kDeviceMemory) {
    native_attention_softmax_backward(dev, B, H, Tq, Tk, scale, p, dp, ds16);
  } else {
    dev.launch(
        static_cast<int64_t>(B) * H * Tq,
        [=](int64_t row) { attention_softmax_backward_row(row, Tk, scale, p, dp, ds16); }, 3 * Tk);
  }
}

}  // namespace attn::train::kernels
