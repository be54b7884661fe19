// The residual sublayer of TransformerModel (transformer_model_class.h): layer norm (post- or pre-norm),
// dropout on the sublayer's output and the residual sum, forward and backward, around any sublayer.
#pragma once

#include "trainer/src/kernels/elementwise.h"
#include "trainer/src/kernels/layer_norm.h"
#include "trainer/src/model/transformer_model_class.h"

namespace attn::train {

template <class Dev>
const float* TransformerModel<Dev>::sublayer_input(const SublayerActs& s, const float* in) const {
  return c_.pre_norm() ? s.norm_buf : in;
}

template <class Dev>
void TransformerModel<Dev>::sublayer_begin(const SublayerActs& s, int64_t N, const float* in,
                                           const NormOffsets& norm) {
  if (c_.pre_norm())
    kernels::launch_layer_norm_forward(dev_, N, c_.d_model, c_.layer_norm_epsilon, in, params_ + norm.gain,
                                       params_ + norm.bias, s.norm_buf, s.mean, s.rstd);
}

// y: the sublayer's output [N, D] before dropout.
template <class Dev>
void TransformerModel<Dev>::sublayer_end(const SublayerActs& s, int64_t N, const float* in, const float* y,
                                         const NormOffsets& norm, float p, uint64_t seed, uint64_t stream) {
  const int64_t n = N * c_.d_model;
  if (c_.pre_norm()) {
    kernels::launch_residual_dropout_forward(dev_, n, in, y, p, seed, stream, s.out);
  } else {
    kernels::launch_residual_dropout_forward(dev_, n, in, y, p, seed, stream, s.norm_buf);
    kernels::launch_layer_norm_forward(dev_, N, c_.d_model, c_.layer_norm_epsilon, s.norm_buf,
                                       params_ + norm.gain, params_ + norm.bias, s.out, s.mean, s.rstd);
  }
}

// d_stream: d out on entry, d in (residual path only) on exit; writes d y (the sublayer output's gradient).
template <class Dev>
void TransformerModel<Dev>::sublayer_backward_begin(const SublayerActs& s, int64_t N, const NormOffsets& norm,
                                                    float p, uint64_t seed, uint64_t stream, float* d_stream,
                                                    float* d_y) {
  if (!c_.pre_norm())
    kernels::launch_layer_norm_backward(dev_, N, c_.d_model, d_stream, s.norm_buf, s.mean, s.rstd,
                                        params_ + norm.gain, d_stream, false, grads_ + norm.gain,
                                        grads_ + norm.bias, reduce_scratch_);
  kernels::launch_residual_dropout_backward(dev_, N * c_.d_model, d_stream, p, seed, stream, d_y);
}

// Adds the sublayer branch's gradient d_sub_in (w.r.t. the sublayer's input) to d_stream.
template <class Dev>
void TransformerModel<Dev>::sublayer_backward_end(const SublayerActs& s, int64_t N, const float* in,
                                                  const NormOffsets& norm, const float* d_sub_in,
                                                  float* d_stream) {
  if (c_.pre_norm())
    kernels::launch_layer_norm_backward(dev_, N, c_.d_model, d_sub_in, in, s.mean, s.rstd,
                                        params_ + norm.gain, d_stream, true, grads_ + norm.gain,
                                        grads_ + norm.bias, reduce_scratch_);
  else
    kernels::launch_add_inplace(dev_, N * c_.d_model, d_sub_in, d_stream);
}

}  // namespace attn::train
