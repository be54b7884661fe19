// The position-wise feed-forward network of TransformerModel (transformer_model_class.h): fc1, ReLU, fc2,
// forward and backward.
#pragma once

#include "trainer/src/kernels/elementwise.h"
#include "trainer/src/model/transformer_model_class.h"

namespace attn::train {

template <class Dev>
void TransformerModel<Dev>::ffn_forward(int64_t N, const float* x, const FeedForwardOffsets& f, float* hidden,
                                        float* y) {
  linear_forward(N, c_.d_model, c_.d_ff, x, params_ + f.fc1_weight, params_ + f.fc1_bias, hidden,
                 /*relu=*/true);
  linear_forward(N, c_.d_ff, c_.d_model, hidden, params_ + f.fc2_weight, params_ + f.fc2_bias, y);
}

template <class Dev>
void TransformerModel<Dev>::ffn_backward(int64_t N, const float* x, const FeedForwardOffsets& f,
                                         const float* hidden, const float* d_y, float* d_x) {
  linear_backward(N, c_.d_ff, c_.d_model, hidden, params_ + f.fc2_weight, d_y, d_hidden_, 0.f,
                  grads_ + f.fc2_weight, grads_ + f.fc2_bias);
  kernels::launch_relu_backward(dev_, N * c_.d_ff, hidden, d_hidden_);
  linear_backward(N, c_.d_model, c_.d_ff, x, params_ + f.fc1_weight, d_hidden_, d_x, 0.f,
                  grads_ + f.fc1_weight, grads_ + f.fc1_bias);
}

}  // namespace attn::train
