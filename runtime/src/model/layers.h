// The pieces an encoder or decoder layer chains together, over the model's weights. They hold no buffers
// of their own: every input, output and scratch array is passed in (carved from the translator's arena).
//
// Shapes: N = rows (tokens or hypotheses), D = d_model, F = d_ff.
#pragma once

#include <cstddef>
#include <cstdint>

#include "runtime/src/format/model_weights.h"
#include "runtime/src/kernels/xnnpack_linear.h"

namespace attn::model {

// y = x Wᵀ + b for a linear layer of the model file (fp32 or int8 weights): through op, the XNNPACK operator
// packed from those weights, or through the portable kernel (kernels::linear / kernels::linear_i8) when op is
// nullptr.
void linear_layer(const LinearWeights& layer, kernels::XnnpackLinear* op,
                  const float* x,  // [N, in]
                  size_t rows,
                  float* y);       // [N, out]

// The token embedding plus positions (kernels::embed / embed_i8, as the embedding is stored).
void embed_tokens(const ModelWeights& weights, const int32_t* tokens, size_t count, const float* position_rows,
                  size_t position_stride, float* out);  // [N, D]

// The vocabulary projection logits [N, V] = hidden [N, D] · outputᵀ + output_bias. With an int8 projection the
// logits near each row's maximum are then recomputed exactly (kernels/logits_refine.h), within
// kRefineSteps output quantization steps of it.
inline constexpr float kRefineSteps = 4.f;
void output_projection(const ModelWeights& weights, kernels::XnnpackLinear* op, const float* hidden, size_t rows,
                       float* logits);

void layer_norm(const NormWeights& norm, const float* x, float* y,  // [N, D] each; may alias
                size_t rows, size_t dim, float epsilon);

// act(x W1ᵀ + b1) W2ᵀ + b2
// fc1_op / fc2_op as for linear_layer.
void feed_forward(const FeedForwardWeights& ffn, kernels::XnnpackLinear* fc1_op, kernels::XnnpackLinear* fc2_op,
                  schema::Activation activation,
                  const float* x,   // [N, D]
                  size_t rows,
                  float* hidden,    // [N, F] scratch
                  float* out);      // [N, D]

// Adds a sublayer's output to the residual stream; post-norm then normalises the sum (x = LN(x + s)),
// pre-norm leaves it (x = x + s; its LN came before the sublayer).
void residual(const Architecture& arch, const NormWeights& norm,
              float* x,               // [N, D] residual stream, updated in place
              const float* sublayer,  // [N, D]
              size_t rows);

// The input a sublayer sees: LN(x) into `normed` for pre-norm, x itself for post-norm.
const float* sublayer_input(const Architecture& arch, const NormWeights& norm,
                            const float* x,  // [N, D]
                            float* normed,   // [N, D] scratch
                            size_t rows);

}  // namespace attn::model
