#include "model/layers.h"

#include "kernels/activation.h"
#include "kernels/layer_norm.h"
#include "kernels/linear.h"

namespace attn::model {

void linear_layer(const LinearWeights& layer, kernels::XnnpackLinear* op, const float* x, size_t rows, float* y) {
  // run() fails only on an operator that was never created (a planning bug): the portable kernel then still
  // gives the right answer rather than a buffer of garbage.
  if (op != nullptr && op->run(x, rows, y).ok()) return;
  kernels::linear(x, layer.weight.f32(), layer.bias.f32(), y, rows, layer.weight.cols, layer.weight.rows);
}

void layer_norm(const NormWeights& norm, const float* x, float* y, size_t rows, size_t dim, float epsilon) {
  kernels::layer_norm(x, norm.gain.f32(), norm.bias.f32(), y, rows, dim, epsilon);
}

void feed_forward(const FeedForwardWeights& ffn, kernels::XnnpackLinear* fc1_op, kernels::XnnpackLinear* fc2_op,
                  schema::Activation activation, const float* x, size_t rows, float* hidden, float* out) {
  linear_layer(ffn.fc1, fc1_op, x, rows, hidden);
  const size_t count = rows * ffn.fc1.weight.rows;
  if (activation == schema::Activation::GELU) {
    kernels::gelu(hidden, count);
  } else {
    kernels::relu(hidden, count);
  }
  linear_layer(ffn.fc2, fc2_op, hidden, rows, out);
}

void residual(const Architecture& arch, const NormWeights& norm, float* x, const float* sublayer, size_t rows) {
  kernels::add(x, sublayer, rows * arch.d_model);
  if (!arch.pre_norm) layer_norm(norm, x, x, rows, arch.d_model, arch.layer_norm_epsilon);
}

const float* sublayer_input(const Architecture& arch, const NormWeights& norm, const float* x, float* normed,
                            size_t rows) {
  if (!arch.pre_norm) return x;
  layer_norm(norm, x, normed, rows, arch.d_model, arch.layer_norm_epsilon);
  return normed;
}

}  // namespace attn::model
