// The encoder stack of TransformerModel (transformer_model_class.h): embedding, self-attention and
// feed-forward sublayers per layer, the final norm of pre-norm models; forward and backward.
#pragma once

#include "trainer/src/kernels/embedding.h"
#include "trainer/src/kernels/layer_norm.h"
#include "trainer/src/model/transformer_model_class.h"

namespace attn::train {

// Encoder over the uploaded source ids [B, S]; returns the encoder output [Ns, D].
template <class Dev>
const float* TransformerModel<Dev>::encoder_forward(int B, int S, float p, uint64_t seed) {
  const int D = c_.d_model;
  const int64_t N = static_cast<int64_t>(B) * S;
  kernels::launch_embedding_forward(dev_, N, D, S, c_.embedding_scale, ints_src_, params_ + layout_.embedding,
                                    positions_, p, seed, dropout_site::kEncoderEmbedding, enc_x0_);
  const float* x = enc_x0_;
  for (int i = 0; i < static_cast<int>(c_.encoder_layers); ++i) {
    EncoderLayerActs& a = enc_[i];
    const EncoderLayerOffsets& o = layout_.encoder[i];
    sublayer_begin(a.attn_sub, N, x, o.self_attn_norm);
    linear_forward(N, D, 3 * D, sublayer_input(a.attn_sub, x), params_ + o.self_attn.qkv_weight,
                   params_ + o.self_attn.qkv_bias, a.attn.q);
    attention_forward(B, S, S, a.attn.q, 3 * D, a.attn.q + D, 3 * D, a.attn.q + 2 * D, 3 * D, ints_src_,
                      false, a.attn.probs, a.attn.ctx, a.attn.half);
    linear_forward(N, D, D, a.attn.ctx, params_ + o.self_attn.out_weight, params_ + o.self_attn.out_bias,
                   sub_y_);
    sublayer_end(a.attn_sub, N, x, sub_y_, o.self_attn_norm, p, seed, dropout_site::encoder(i, 0));
    x = a.attn_sub.out;
    sublayer_begin(a.ffn_sub, N, x, o.ffn_norm);
    ffn_forward(N, sublayer_input(a.ffn_sub, x), o.ffn, a.hidden, sub_y_);
    sublayer_end(a.ffn_sub, N, x, sub_y_, o.ffn_norm, p, seed, dropout_site::encoder(i, 1));
    x = a.ffn_sub.out;
  }
  if (c_.pre_norm()) {
    kernels::launch_layer_norm_forward(
        dev_, N, D, c_.layer_norm_epsilon, x, params_ + layout_.encoder_final_norm.gain,
        params_ + layout_.encoder_final_norm.bias, enc_final_.out, enc_final_.mean, enc_final_.rstd);
    x = enc_final_.out;
  }
  return x;
}

template <class Dev>
void TransformerModel<Dev>::encoder_backward(int B, int S, float p, uint64_t seed) {
  const int D = c_.d_model;
  const int64_t N = static_cast<int64_t>(B) * S;
  float* ds = d_enc_stream_;
  if (c_.pre_norm()) {
    const float* last = encoder_layer_input(c_.encoder_layers);
    kernels::launch_layer_norm_backward(dev_, N, D, ds, last, enc_final_.mean, enc_final_.rstd,
                                        params_ + layout_.encoder_final_norm.gain, ds, false,
                                        grads_ + layout_.encoder_final_norm.gain,
                                        grads_ + layout_.encoder_final_norm.bias, reduce_scratch_);
  }
  for (int i = c_.encoder_layers - 1; i >= 0; --i) {
    EncoderLayerActs& a = enc_[i];
    const EncoderLayerOffsets& o = layout_.encoder[i];
    const float* in_ffn = a.attn_sub.out;
    sublayer_backward_begin(a.ffn_sub, N, o.ffn_norm, p, seed, dropout_site::encoder(i, 1), ds, d_y_);
    ffn_backward(N, sublayer_input(a.ffn_sub, in_ffn), o.ffn, a.hidden, d_y_, d_tmp_);
    sublayer_backward_end(a.ffn_sub, N, in_ffn, o.ffn_norm, d_tmp_, ds);

    const float* in_attn = encoder_layer_input(i);
    sublayer_backward_begin(a.attn_sub, N, o.self_attn_norm, p, seed, dropout_site::encoder(i, 0), ds, d_y_);
    linear_backward(N, D, D, a.attn.ctx, params_ + o.self_attn.out_weight, d_y_, d_ctx_, 0.f,
                    grads_ + o.self_attn.out_weight, grads_ + o.self_attn.out_bias);
    const GradientBlocks qkv = gradient_blocks(S, N, 3);
    attention_backward(B, S, S, a.attn.q, 3 * D, a.attn.q + D, 3 * D, a.attn.q + 2 * D, 3 * D, a.attn.probs,
                       a.attn.half, d_ctx_, d_qkv_, d_qkv_ + qkv.step, d_qkv_ + 2 * qkv.step, qkv.ld, qkv.ld);
    linear_backward_blocks(N, D, 3 * D, qkv.blocks, sublayer_input(a.attn_sub, in_attn),
                           params_ + o.self_attn.qkv_weight, d_qkv_, d_tmp_, 0.f,
                           grads_ + o.self_attn.qkv_weight, grads_ + o.self_attn.qkv_bias);
    sublayer_backward_end(a.attn_sub, N, in_attn, o.self_attn_norm, d_tmp_, ds);
  }
  kernels::launch_embedding_backward(dev_, N, D, c_.embedding_scale, ints_src_, ds, p, seed,
                                     dropout_site::kEncoderEmbedding, grads_ + layout_.embedding);
}

}  // namespace attn::train
