// The decoder stack of TransformerModel (transformer_model_class.h): embedding, causal self-attention,
// cross-attention and feed-forward sublayers per layer, the final norm of pre-norm models; forward (one
// definition for training and for incremental decoding with a key/value cache) and backward.
#pragma once

#include "trainer/src/kernels/elementwise.h"
#include "trainer/src/kernels/embedding.h"
#include "trainer/src/kernels/layer_norm.h"
#include "trainer/src/model/transformer_model_class.h"

namespace attn::train {

// The decoder over T positions per sentence; returns the final decoder states [B·T, D]. Token ids: without
// a cache, the uploaded decoder input [B, T] (ints_dec_in_); with one, T is 1, the ids of `position` are in
// ints_dec_out_ ([B]) and ints_dec_in_ holds the prefix [B, position + 1], whose padding is masked.
// reuse_cross_kv: the cross-attention keys/values of `memory` are still in the arena from the previous call
// (greedy decoding runs the decoder once per position over the same sentences).
template <class Dev>
const float* TransformerModel<Dev>::decoder_forward(int B, int S, int T, const float* memory, float p,
                                                    uint64_t seed, bool reuse_cross_kv,
                                                    const DecoderCache* cache) {
  const int D = c_.d_model;
  const int64_t N = static_cast<int64_t>(B) * T, Ns = static_cast<int64_t>(B) * S;
  const int first_position = cache ? cache->position : 0;
  kernels::launch_embedding_forward(dev_, N, D, T, c_.embedding_scale, cache ? ints_dec_out_ : ints_dec_in_,
                                    params_ + layout_.embedding,
                                    positions_ + static_cast<int64_t>(first_position) * D, p, seed,
                                    dropout_site::kDecoderEmbedding, dec_x0_);
  const float* x = dec_x0_;
  for (int i = 0; i < static_cast<int>(c_.decoder_layers); ++i) {
    DecoderLayerActs& a = dec_[i];
    const DecoderLayerOffsets& o = layout_.decoder[i];
    sublayer_begin(a.self_sub, N, x, o.self_attn_norm);
    linear_forward(N, D, 3 * D, sublayer_input(a.self_sub, x), params_ + o.self_attn.qkv_weight,
                   params_ + o.self_attn.qkv_bias, a.self_attn.q);
    if (cache) {
      const int64_t cache_stride = static_cast<int64_t>(cache->capacity) * 2 * D;
      kernels::launch_copy_rows_strided(dev_, B, 2 * D, a.self_attn.q + D, 3 * D,
                                        a.self_cache + static_cast<int64_t>(cache->position) * 2 * D,
                                        cache_stride);
      // The one query row may see every cached position: no causal mask.
      attention_forward(B, 1, cache->position + 1, a.self_attn.q, 3 * D, a.self_cache, 2 * D,
                        a.self_cache + D, 2 * D, ints_dec_in_, false, a.self_attn.probs, a.self_attn.ctx,
                        Attention16{}, cache_stride);
    } else {
      attention_forward(B, T, T, a.self_attn.q, 3 * D, a.self_attn.q + D, 3 * D, a.self_attn.q + 2 * D, 3 * D,
                        ints_dec_in_, true, a.self_attn.probs, a.self_attn.ctx, a.self_attn.half);
    }
    linear_forward(N, D, D, a.self_attn.ctx, params_ + o.self_attn.out_weight, params_ + o.self_attn.out_bias,
                   sub_y_);
    sublayer_end(a.self_sub, N, x, sub_y_, o.self_attn_norm, p, seed, dropout_site::decoder(i, 0));
    x = a.self_sub.out;

    sublayer_begin(a.cross_sub, N, x, o.cross_attn_norm);
    linear_forward(N, D, D, sublayer_input(a.cross_sub, x), params_ + o.cross_attn.qkv_weight,
                   params_ + o.cross_attn.qkv_bias, a.cross_attn.q);
    if (!reuse_cross_kv)
      linear_forward(Ns, D, 2 * D, memory, params_ + o.cross_attn.qkv_weight + static_cast<size_t>(D) * D,
                     params_ + o.cross_attn.qkv_bias + D, a.cross_attn.kv);
    attention_forward(B, T, S, a.cross_attn.q, D, a.cross_attn.kv, 2 * D, a.cross_attn.kv + D, 2 * D,
                      ints_src_, false, a.cross_attn.probs, a.cross_attn.ctx, a.cross_attn.half);
    linear_forward(N, D, D, a.cross_attn.ctx, params_ + o.cross_attn.out_weight,
                   params_ + o.cross_attn.out_bias, sub_y_);
    sublayer_end(a.cross_sub, N, x, sub_y_, o.cross_attn_norm, p, seed, dropout_site::decoder(i, 1));
    x = a.cross_sub.out;

    sublayer_begin(a.ffn_sub, N, x, o.ffn_norm);
    ffn_forward(N, sublayer_input(a.ffn_sub, x), o.ffn, a.hidden, sub_y_);
    sublayer_end(a.ffn_sub, N, x, sub_y_, o.ffn_norm, p, seed, dropout_site::decoder(i, 2));
    x = a.ffn_sub.out;
  }
  if (c_.pre_norm()) {
    kernels::launch_layer_norm_forward(
        dev_, N, D, c_.layer_norm_epsilon, x, params_ + layout_.decoder_final_norm.gain,
        params_ + layout_.decoder_final_norm.bias, dec_final_.out, dec_final_.mean, dec_final_.rstd);
    x = dec_final_.out;
  }
  return x;
}

template <class Dev>
void TransformerModel<Dev>::decoder_backward(int B, int S, int T, const float* memory, float p,
                                             uint64_t seed) {
  const int D = c_.d_model;
  const int64_t N = static_cast<int64_t>(B) * T, Ns = static_cast<int64_t>(B) * S;
  float* ds = d_dec_stream_;
  if (c_.pre_norm()) {
    const float* last = decoder_layer_input(c_.decoder_layers);
    kernels::launch_layer_norm_backward(dev_, N, D, ds, last, dec_final_.mean, dec_final_.rstd,
                                        params_ + layout_.decoder_final_norm.gain, ds, false,
                                        grads_ + layout_.decoder_final_norm.gain,
                                        grads_ + layout_.decoder_final_norm.bias, reduce_scratch_);
  }
  dev_.zero(d_enc_stream_, static_cast<size_t>(Ns) * D * sizeof(float));
  for (int i = c_.decoder_layers - 1; i >= 0; --i) {
    DecoderLayerActs& a = dec_[i];
    const DecoderLayerOffsets& o = layout_.decoder[i];
    const DecoderLayerOffsets& g = o;  // gradients use the same offsets into grads_

    // Feed-forward.
    const float* in_ffn = a.cross_sub.out;
    sublayer_backward_begin(a.ffn_sub, N, o.ffn_norm, p, seed, dropout_site::decoder(i, 2), ds, d_y_);
    ffn_backward(N, sublayer_input(a.ffn_sub, in_ffn), o.ffn, a.hidden, d_y_, d_tmp_);
    sublayer_backward_end(a.ffn_sub, N, in_ffn, o.ffn_norm, d_tmp_, ds);

    // Cross-attention.
    const float* in_cross = a.self_sub.out;
    sublayer_backward_begin(a.cross_sub, N, o.cross_attn_norm, p, seed, dropout_site::decoder(i, 1), ds,
                            d_y_);
    linear_backward(N, D, D, a.cross_attn.ctx, params_ + o.cross_attn.out_weight, d_y_, d_ctx_, 0.f,
                    grads_ + g.cross_attn.out_weight, grads_ + g.cross_attn.out_bias);
    const GradientBlocks kv = gradient_blocks(T, Ns, 2);
    attention_backward(B, T, S, a.cross_attn.q, D, a.cross_attn.kv, 2 * D, a.cross_attn.kv + D, 2 * D,
                       a.cross_attn.probs, a.cross_attn.half, d_ctx_, d_qkv_, d_kv_, d_kv_ + kv.step, D,
                       kv.ld);
    linear_backward(N, D, D, sublayer_input(a.cross_sub, in_cross), params_ + o.cross_attn.qkv_weight, d_qkv_,
                    d_tmp_, 0.f, grads_ + g.cross_attn.qkv_weight, grads_ + g.cross_attn.qkv_bias);
    linear_backward_blocks(Ns, D, 2 * D, kv.blocks, memory,
                           params_ + o.cross_attn.qkv_weight + static_cast<size_t>(D) * D, d_kv_,
                           d_enc_stream_, 1.f, grads_ + g.cross_attn.qkv_weight + static_cast<size_t>(D) * D,
                           grads_ + g.cross_attn.qkv_bias + D);
    sublayer_backward_end(a.cross_sub, N, in_cross, o.cross_attn_norm, d_tmp_, ds);

    // Causal self-attention.
    const float* in_self = decoder_layer_input(i);
    sublayer_backward_begin(a.self_sub, N, o.self_attn_norm, p, seed, dropout_site::decoder(i, 0), ds, d_y_);
    linear_backward(N, D, D, a.self_attn.ctx, params_ + o.self_attn.out_weight, d_y_, d_ctx_, 0.f,
                    grads_ + g.self_attn.out_weight, grads_ + g.self_attn.out_bias);
    const GradientBlocks qkv = gradient_blocks(T, N, 3);
    attention_backward(B, T, T, a.self_attn.q, 3 * D, a.self_attn.q + D, 3 * D, a.self_attn.q + 2 * D, 3 * D,
                       a.self_attn.probs, a.self_attn.half, d_ctx_, d_qkv_, d_qkv_ + qkv.step,
                       d_qkv_ + 2 * qkv.step, qkv.ld, qkv.ld);
    linear_backward_blocks(N, D, 3 * D, qkv.blocks, sublayer_input(a.self_sub, in_self),
                           params_ + o.self_attn.qkv_weight, d_qkv_, d_tmp_, 0.f,
                           grads_ + g.self_attn.qkv_weight, grads_ + g.self_attn.qkv_bias);
    sublayer_backward_end(a.self_sub, N, in_self, o.self_attn_norm, d_tmp_, ds);
  }
  kernels::launch_embedding_backward(dev_, N, D, c_.embedding_scale, ints_dec_in_, ds, p, seed,
                                     dropout_site::kDecoderEmbedding, grads_ + layout_.embedding);
}

}  // namespace attn::train
