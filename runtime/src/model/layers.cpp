#include "runtime/src/model/layers.h"

#include "runtime/src/kernels/activation.h"
#include "runtime/src/kernels/embedding.h"
#include "runtime/src/kernels/layer_norm.h"
#include "runtime/src/kernels/linear.h"
#include "runtime/src/kernels/linear_i8.h"
#include "runtime/src/kernels/logits_refine.h"

namespace attn::model {

void linear_layer(const LinearWeights& layer, kernels::XnnpackLinear* op, const float* x, size_t rows, float* y) {
  // run() fails only on an operator that was never created or on more rows than its int8 staging was planned
  // for (planning bugs): the portable kernel, which does the same arithmetic, then still gives the right
  // answer rather than a buffer of garbage.
  if (op != nullptr && op->run(x, rows, y).ok()) return;
  const float* bias = layer.bias.data != nullptr ? layer.bias.f32() : nullptr;
  if (layer.weight.type == schema::ElementType::I8) {
    kernels::linear_i8(x, layer.weight.i8(), layer.weight.scales, bias,
                       {layer.quant.input.scale, layer.quant.input.zero_point},
                       {layer.quant.output.scale, layer.quant.output.zero_point}, y, rows, layer.weight.cols,
                       layer.weight.rows);
    return;
  }
  kernels::linear(x, layer.weight.f32(), bias, y, rows, layer.weight.cols, layer.weight.rows);
}

void embed_tokens(const ModelWeights& weights, const int32_t* tokens, size_t count, const float* position_rows,
                  size_t position_stride, float* out) {
  const Architecture& arch = weights.arch;
  if (weights.embedding.type == schema::ElementType::I8) {
    kernels::embed_i8(tokens, count, weights.embedding.i8(), weights.embedding.scales, arch.d_model,
                      arch.embedding_scale, position_rows, position_stride, out);
  } else {
    kernels::embed(tokens, count, weights.embedding.f32(), arch.d_model, arch.embedding_scale, position_rows,
                   position_stride, out);
  }
}

void output_projection(const ModelWeights& weights, kernels::XnnpackLinear* op, const float* hidden, size_t rows,
                       float* logits) {
  const LinearWeights output{weights.output, weights.output_bias, weights.output_quant};
  linear_layer(output, op, hidden, rows, logits);
  if (weights.output.type == schema::ElementType::I8) {
    const float* bias = weights.output_bias.data != nullptr ? weights.output_bias.f32() : nullptr;
    kernels::refine_top_logits(hidden, weights.output.i8(), weights.output.scales, bias, logits, rows,
                               weights.arch.d_model, weights.arch.vocab_size,
                               kRefineSteps * weights.output_quant.output.scale);
  }
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
  if (!arch.pre_norm()) layer_norm(norm, x, x, rows, arch.d_model, arch.layer_norm_epsilon);
}

const float* sublayer_input(const Architecture& arch, const NormWeights& norm, const float* x, float* normed,
                            size_t rows) {
  if (!arch.pre_norm()) return x;
  layer_norm(norm, x, normed, rows, arch.d_model, arch.layer_norm_epsilon);
  return normed;
}

}  // namespace attn::model
