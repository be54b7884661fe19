// The pieces an encoder or decoder layer chains together, over the model's weights. They hold no buffers
// of their own: every input, output and scratch array is passed in (carved from the translator's arena).
//
// Shapes: N = rows (tokens or hypotheses), D = d_model, F = d_ff.
#pragma once

#include <cstddef>
#include <cstdint>

#include "base/src/core/status.h"
#include "runtime/src/format/model_weights.h"
#include "runtime/src/model/linear_layer.h"

namespace attn::model {

// The token embedding plus positions, by the embedding's element type (model/element_kernels.h).
void embed_tokens(const ModelWeights& weights, const int32_t* tokens, size_t count, const float* position_rows,
                  size_t position_stride, float* out);  // [N, D]

// The vocabulary projection restricted to a shortlist: logits [N, stride] gets, in column u < count, the
// logit of token ids[u] without XNNPACK's int8 activation quantization (ElementKernels::shortlist_logits:
// fp32 weights against the fp32 hidden state; int8 weights against the hidden state quantized to int16 per
// row, within kernels/hidden_i16.h's bound scale · max|h| / 65534 · Σ|w| of the logit of the fp32 hidden
// state); the other columns are not touched.
void shortlist_projection(const ModelWeights& weights, const float* hidden, size_t rows, const int32_t* ids,
                          size_t count, float* logits, size_t stride);

void layer_norm(const NormWeights& norm, const float* x, float* y,  // [N, D] each; may alias
                size_t rows, size_t dim, float epsilon);

// act(x W1ᵀ + b1) W2ᵀ + b2
Status feed_forward(LinearLayer& fc1, LinearLayer& fc2, schema::Activation activation,
                    const float* x,  // [N, D]
                    size_t rows,
                    float* hidden,  // [N, F] scratch
                    float* out);    // [N, D]

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
