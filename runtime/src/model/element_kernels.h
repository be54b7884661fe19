// Which kernels compute with each stored element type: the companion of format/element_types.h (what a type
// is and how it is verified), one entry per schema::ElementType that the loader accepts. The layers
// (model/layers.h, model/linear_layer.h) look a weight's type up here once and never test for a type; adding
// a type: CONTRIBUTING.md, "Where a new element type goes".
#pragma once

#include <pthreadpool.h>

#include <cstddef>
#include <cstdint>

#include "attn/schema/attn_generated.h"
#include "base/src/core/status.h"
#include "runtime/src/format/model_weights.h"
#include "runtime/src/kernels/xnnpack_linear.h"

namespace attn::model {

struct ElementKernels {
  schema::ElementType type;
  // out [N, D] = scale · dequantized table[tokens[n]] + position_rows + n · position_stride
  // (kernels/embedding.h). nullptr for a type the embedding may not have (ElementTraits::vocabulary).
  void (*embed)(const WeightRef& table, const int32_t* tokens, size_t count, float scale,
                const float* position_rows, size_t position_stride, float* out);
  // The portable linear layer y [N, out] = x [N, in] Wᵀ + b, the reference of the XNNPACK operator.
  void (*linear)(const LinearWeights& layer, const float* x, size_t rows, float* y);
  // Packs layer into op, the XNNPACK operator that runs it; staging is the translator's shared buffer set
  // (used only when staging_bytes > 0); weights_cache (may be nullptr) the model's packed weights.
  Status (*create_operator)(kernels::XnnpackLinear* op, const LinearWeights& layer,
                            const kernels::Int8Staging& staging, pthreadpool_t pool,
                            xnn_weights_cache_t weights_cache);
  // Bytes per input value the operator stages before its product (0: it reads fp32 directly).
  size_t staging_bytes;
  // The same layer with fp32 input (the weights' own rounding only, nothing staged), for a type whose
  // operator above quantizes its input at run time: the portable kernel and the XNNPACK operator. nullptr
  // for a type without it (F32 reads fp32 input already; I4). Which layers take it: model/linears.h.
  void (*linear_float_input)(const LinearWeights& layer, const float* x, size_t rows, float* y);
  Status (*create_float_input_operator)(kernels::XnnpackLinear* op, const LinearWeights& layer,
                                        pthreadpool_t pool, xnn_weights_cache_t weights_cache);
  // The vocabulary projection for the shortlisted ids only, unrounded (kernels/shortlist_logits.h):
  // logits [N, stride] gets hidden [N, D] · output[ids[u]]ᵀ + output_bias[ids[u]] in column u < count.
  // nullptr for a type the vocabulary projection may not have (ElementTraits::vocabulary).
  void (*shortlist_logits)(const WeightRef& output, const WeightRef& output_bias, const float* hidden,
                           size_t rows, const int32_t* ids, size_t count, float* logits, size_t stride);
};

// The kernels of a type the loader accepted (ElementTraits::loadable); nullptr for any other.
const ElementKernels* element_kernels(schema::ElementType type);

}  // namespace attn::model
