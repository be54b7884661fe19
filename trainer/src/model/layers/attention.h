// Scaled dot-product multi-head attention of TransformerModel (transformer_model_class.h), forward and
// backward, over Q, K, V already projected (layers/linear.h).
#pragma once

#include <cmath>

#include "trainer/src/kernels/attention.h"
#include "trainer/src/model/transformer_model_class.h"

namespace attn::train {

// softmax(Q Kᵀ / sqrt(dk) + mask) V for every (sentence, head); Q rows at stride ldq, K/V rows at ldk/ldv.
// kv_sentence_stride: floats between sentences in K and V (default Tk rows; the decoding cache has more).
template <class Dev>
void TransformerModel<Dev>::attention_forward(int B, int Tq, int Tk, const float* Q, int ldq, const float* K,
                                              int ldk, const float* Vv, int ldv, const int32_t* key_tokens,
                                              bool causal, float* probs, float* ctx,
                                              int64_t kv_sentence_stride) {
  const int H = c_.heads, D = c_.d_model, dk = D / H;
  const int64_t pb = static_cast<int64_t>(H) * Tq * Tk, ph = static_cast<int64_t>(Tq) * Tk;
  const int64_t ks = kv_sentence_stride ? kv_sentence_stride : static_cast<int64_t>(Tk) * ldk;
  const int64_t vs = kv_sentence_stride ? kv_sentence_stride : static_cast<int64_t>(Tk) * ldv;
  dev_.gemm_batched(false, true, Tq, Tk, dk, 1.f, Q, ldq, static_cast<int64_t>(Tq) * ldq, dk, K, ldk, ks, dk,
                    0.f, probs, Tk, pb, ph, B, H);
  kernels::launch_attention_softmax_forward(dev_, B, H, Tq, Tk, 1.f / std::sqrt(static_cast<float>(dk)),
                                            causal, key_tokens, c_.pad_id, probs);
  dev_.gemm_batched(false, false, Tq, dk, Tk, 1.f, probs, Tk, pb, ph, Vv, ldv, vs, dk, 0.f, ctx, D,
                    static_cast<int64_t>(Tq) * D, dk, B, H);
}

// From d ctx [N, D] to dQ, dK, dV (written, not accumulated) at strides ldq/ldk/ldv.
template <class Dev>
void TransformerModel<Dev>::attention_backward(int B, int Tq, int Tk, const float* Q, int ldq, const float* K,
                                               int ldk, const float* Vv, int ldv, const float* probs,
                                               const float* d_ctx, float* dQ, float* dK, float* dV) {
  const int H = c_.heads, D = c_.d_model, dk = D / H;
  const int64_t pb = static_cast<int64_t>(H) * Tq * Tk, ph = static_cast<int64_t>(Tq) * Tk;
  const int64_t qs = static_cast<int64_t>(Tq) * ldq, ks = static_cast<int64_t>(Tk) * ldk,
                vs = static_cast<int64_t>(Tk) * ldv, cs = static_cast<int64_t>(Tq) * D;
  // dP = dctx Vᵀ; dV = Pᵀ dctx.
  dev_.gemm_batched(false, true, Tq, Tk, dk, 1.f, d_ctx, D, cs, dk, Vv, ldv, vs, dk, 0.f, d_probs_, Tk, pb,
                    ph, B, H);
  dev_.gemm_batched(true, false, Tk, dk, Tq, 1.f, probs, Tk, pb, ph, d_ctx, D, cs, dk, 0.f, dV, ldv, vs, dk,
                    B, H);
  kernels::launch_attention_softmax_backward(dev_, B, H, Tq, Tk, 1.f / std::sqrt(static_cast<float>(dk)),
                                             probs, d_probs_);
  // dQ = dS K; dK = dSᵀ Q (dS already carries the 1/sqrt(dk) scale).
  dev_.gemm_batched(false, false, Tq, dk, Tk, 1.f, d_probs_, Tk, pb, ph, K, ldk, ks, dk, 0.f, dQ, ldq, qs, dk,
                    B, H);
  dev_.gemm_batched(true, false, Tk, dk, Tq, 1.f, d_probs_, Tk, pb, ph, Q, ldq, qs, dk, 0.f, dK, ldk, ks, dk,
                    B, H);
}

}  // namespace attn::train
