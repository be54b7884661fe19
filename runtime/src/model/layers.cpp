#include "runtime/src/model/layers.h"

#include "runtime/src/kernels/activation.h"
#include "runtime/src/kernels/layer_norm.h"
#include "runtime/src/model/element_kernels.h"

namespace attn::model {

void embed_tokens(const ModelWeights& weights, const int32_t* tokens, size_t count, const float* position_rows,
                  size_t position_stride, float* out) {
  // The loader accepted the embedding's type, so it has kernels.
  element_kernels(weights.embedding.type)
      ->embed(weights.embedding, tokens, count, weights.arch.embedding_scale, position_rows, position_stride,
              out);
}

void shortlist_projection(const ModelWeights& weights, const float* hidden, size_t rows, const int32_t* ids,
                          size_t count, float* logits, size_t stride) {
  element_kernels(weights.output.type)
      ->shortlist_logits(weights.output, weights.output_bias, hidden, rows, ids, count, logits, stride);
}

void layer_norm(const NormWeights& norm, const float* x, float* y, size_t rows, size_t dim, float epsilon) {
  kernels::layer_norm(x, norm.gain.f32(), norm.bias.f32(), y, rows, dim, epsilon);
}

Status feed_forward(LinearLayer& fc1, LinearLayer& fc2, schema::Activation activation, const float* x,
                    size_t rows, float* hidden, float* out) {
  ATTN_RETURN_IF_ERROR(fc1.run(x, rows, hidden));
  const size_t count = rows * fc1.out_features();
  switch (activation) {
    case schema::Activation::GELU:
      kernels::gelu(hidden, count);
      break;
    case schema::Activation::SiLU:
      kernels::silu(hidden, count);
      break;
    default:  // ReLU; the loader refuses any other value
      kernels::relu(hidden, count);
      break;
  }
  return fc2.run(hidden, rows, out);
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
