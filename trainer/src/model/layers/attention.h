// Scaled dot-product multi-head attention of TransformerModel (transformer_model_class.h), forward and
// backward, over Q, K, V already projected (layers/linear.h).
//
// Under mixed precision its four products per pass read bf16 copies of their operands with the heads apart
// ([B][H][rows][dk], launch_heads_to_bf16), kept from the forward for the backward, and the softmaxes write
// their results in bf16 as well; each product is then one batched product over all (sentence, head) pairs.
// Incremental decoding (one query row per sentence) stays in fp32: its keys and values would be converted
// again at every position.
#pragma once

#include <cmath>

#include "trainer/src/kernels/attention.h"
#include "trainer/src/kernels/bf16.h"
#include "trainer/src/model/transformer_model_class.h"

namespace attn::train {

// softmax(Q Kᵀ / sqrt(dk) + mask) V for every (sentence, head); Q rows at stride ldq, K/V rows at ldk/ldv.
// kv_sentence_stride: floats between sentences in K and V (default Tk rows; the decoding cache has more).
template <class Dev>
void TransformerModel<Dev>::attention_forward(int B, int Tq, int Tk, const float* Q, int ldq, const float* K,
                                              int ldk, const float* Vv, int ldv, const int32_t* key_tokens,
                                              bool causal, float* probs, float* ctx, const Attention16& half,
                                              int64_t kv_sentence_stride) {
  const int H = c_.heads, D = c_.d_model, dk = D / H;
  const int64_t pb = static_cast<int64_t>(H) * Tq * Tk, ph = static_cast<int64_t>(Tq) * Tk;
  const float scale = 1.f / std::sqrt(static_cast<float>(dk));
  if (attention_in_bf16(Tq) && kv_sentence_stride == 0) {
    const int64_t qh = static_cast<int64_t>(Tq) * dk, kh = static_cast<int64_t>(Tk) * dk;
    kernels::launch_heads_to_bf16(dev_, B, Tq, H, dk, Q, ldq, half.q);
    kernels::launch_heads_to_bf16(dev_, B, Tk, H, dk, K, ldk, half.k);
    kernels::launch_heads_to_bf16(dev_, B, Tk, H, dk, Vv, ldv, half.v);
    dev_.gemm_batched(false, true, Tq, Tk, dk, 1.f, half.q, dk, H * qh, qh, half.k, dk, H * kh, kh, 0.f,
                      probs, Tk, pb, ph, B, H);
    kernels::launch_attention_softmax_forward(dev_, B, H, Tq, Tk, scale, causal, key_tokens, c_.pad_id, probs,
                                              half.probs);
    dev_.gemm_batched(false, false, Tq, dk, Tk, 1.f, half.probs, Tk, pb, ph, half.v, dk, H * kh, kh, 0.f, ctx,
                      D, static_cast<int64_t>(Tq) * D, dk, B, H);
    return;
  }
  const int64_t ks = kv_sentence_stride ? kv_sentence_stride : static_cast<int64_t>(Tk) * ldk;
  const int64_t vs = kv_sentence_stride ? kv_sentence_stride : static_cast<int64_t>(Tk) * ldv;
  dev_.gemm_batched(false, true, Tq, Tk, dk, 1.f, Q, ldq, static_cast<int64_t>(Tq) * ldq, dk, K, ldk, ks, dk,
                    0.f, probs, Tk, pb, ph, B, H);
  kernels::launch_attention_softmax_forward(dev_, B, H, Tq, Tk, scale, causal, key_tokens, c_.pad_id, probs);
  dev_.gemm_batched(false, false, Tq, dk, Tk, 1.f, probs, Tk, pb, ph, Vv, ldv, vs, dk, 0.f, ctx, D,
                    static_cast<int64_t>(Tq) * D, dk, B, H);
}

// From d ctx [N, D] to dQ, dK, dV (written, not accumulated), dQ's rows at stride lddq, dK's and dV's at
// lddkv. Gap-free outputs (strides of D) are what oneDNN's batched bf16 products write fastest.
template <class Dev>
void TransformerModel<Dev>::attention_backward(int B, int Tq, int Tk, const float* Q, int ldq, const float* K,
                                               int ldk, const float* Vv, int ldv, const float* probs,
                                               const Attention16& half, const float* d_ctx, float* dQ,
                                               float* dK, float* dV, int lddq, int lddkv) {
  const int H = c_.heads, D = c_.d_model, dk = D / H;
  const int64_t pb = static_cast<int64_t>(H) * Tq * Tk, ph = static_cast<int64_t>(Tq) * Tk;
  const int64_t cs = static_cast<int64_t>(Tq) * D, dqs = static_cast<int64_t>(Tq) * lddq,
                dks = static_cast<int64_t>(Tk) * lddkv;
  const float scale = 1.f / std::sqrt(static_cast<float>(dk));
  if (attention_in_bf16(Tq)) {
    const int64_t qh = static_cast<int64_t>(Tq) * dk, kh = static_cast<int64_t>(Tk) * dk;
    const kernels::bf16* dc = to_bf16(d_ctx, static_cast<int64_t>(B) * Tq * D, d_ctx16_);
    // dP = dctx Vᵀ; dV = Pᵀ dctx.
    dev_.gemm_batched(false, true, Tq, Tk, dk, 1.f, dc, D, cs, dk, half.v, dk, H * kh, kh, 0.f, d_probs_, Tk,
                      pb, ph, B, H);
    dev_.gemm_batched(true, false, Tk, dk, Tq, 1.f, half.probs, Tk, pb, ph, dc, D, cs, dk, 0.f, dV, lddkv,
                      dks, dk, B, H);
    kernels::launch_attention_softmax_backward(dev_, B, H, Tq, Tk, scale, probs, d_probs_, d_probs16_);
    // dQ = dS K; dK = dSᵀ Q (dS already carries the 1/sqrt(dk) scale).
    dev_.gemm_batched(false, false, Tq, dk, Tk, 1.f, d_probs16_, Tk, pb, ph, half.k, dk, H * kh, kh, 0.f, dQ,
                      lddq, dqs, dk, B, H);
    dev_.gemm_batched(true, false, Tk, dk, Tq, 1.f, d_probs16_, Tk, pb, ph, half.q, dk, H * qh, qh, 0.f, dK,
                      lddkv, dks, dk, B, H);
    return;
  }
  const int64_t qs = static_cast<int64_t>(Tq) * ldq, ks = static_cast<int64_t>(Tk) * ldk,
                vs = static_cast<int64_t>(Tk) * ldv;
  // dP = dctx Vᵀ; dV = Pᵀ dctx.
  dev_.gemm_batched(false, true, Tq, Tk, dk, 1.f, d_ctx, D, cs, dk, Vv, ldv, vs, dk, 0.f, d_probs_, Tk, pb,
                    ph, B, H);
  dev_.gemm_batched(true, false, Tk, dk, Tq, 1.f, probs, Tk, pb, ph, d_ctx, D, cs, dk, 0.f, dV, lddkv, dks,
                    dk, B, H);
  kernels::launch_attention_softmax_backward(dev_, B, H, Tq, Tk, scale, probs, d_probs_);
  // dQ = dS K; dK = dSᵀ Q (dS already carries the 1/sqrt(dk) scale).
  dev_.gemm_batched(false, false, Tq, dk, Tk, 1.f, d_probs_, Tk, pb, ph, K, ldk, ks, dk, 0.f, dQ, lddq, dqs,
                    dk, B, H);
  dev_.gemm_batched(true, false, Tk, dk, Tq, 1.f, d_probs_, Tk, pb, ph, Q, ldq, qs, dk, 0.f, dK, lddkv, dks,
                    dk, B, H);
}

}  // namespace attn::train
