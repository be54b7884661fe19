// What a model file must contain, computed from its architecture: the single source of truth for tensor
// names and shapes (docs/model.md, "Tensor names and shapes"). attn-convert uses it to check checkpoints and
// to write files; the runtime's loader uses it to verify them and to bind each tensor to its ModelWeights
// slot.
#pragma once

#include <cstddef>
#include <cstdint>

#include "attn/schema/attn_generated.h"
#include "base/src/core/status.h"
#include "description/src/schema_conversion.h"
#include "description/src/validation.h"
#include "runtime/src/core/fixed_vector.h"
#include "runtime/src/format/model_weights.h"

namespace attn {

// Longest tensor name or linear prefix, with its NUL ("decoder.layers.63.cross_attn.q_proj.weight" is 43).
constexpr size_t kMaxTensorNameBytes = 64;

// A tensor's shape as the walk gives it: rank 1 or 2, row-major; linear weights are [out_features,
// in_features].
struct TensorShape {
  uint32_t dims[2] = {0, 0};
  uint32_t rank = 0;
};

// The walk's tables hold fixed-size names in a table sized up front, so that running out of memory is
// ATTN_ERROR_OUT_OF_MEMORY instead of a throw (the runtime has no exceptions). The loader, the converter and
// (through tests/support/model_spec_lists.h) the tests all use them.
struct TensorEntry {
  char name[kMaxTensorNameBytes] = {};
  TensorShape shape;
  // 2-D weight matrices (linear layers, embedding, output projection) may be stored in any element type
  // (format/element_types.h); biases and layer-norm parameters are always F32.
  bool quantizable = false;
  // The embedding and the vocabulary projection ("embedding.weight", "output.weight"): read by row lookups
  // and the shortlist's kernels as well as by a linear layer (ElementTraits::vocabulary).
  bool vocabulary = false;
  WeightRef* slot = nullptr;  // null when walked without weights
};
// One linear layer of the model: its name prefix ("output", "encoder.layers.0.self_attn.q_proj", ...,
// "decoder.layers.1.ffn.fc2"), and, when walking weights, its weight and bias slots.
struct LinearEntry {
  char prefix[kMaxTensorNameBytes] = {};
  WeightRef* weight = nullptr;  // [out, in]; for "output" the vocabulary projection (the embedding when tied)
  WeightRef* bias = nullptr;    // [out]; nullptr for an "output" without bias
};

// Sizes weights->encoder_layers / decoder_layers for weights->arch (fresh, empty layers).
Status size_weight_tables(ModelWeights* weights);

// The expected tensors of arch into *out, in the canonical order: embedding, output, output bias, encoder
// layers, encoder final norm, decoder layers, decoder final norm (optional entries present only when the
// architecture has them). With weights (may be null; its layer tables sized for arch) each entry's slot
// points at the WeightRef the tensor fills; the pointers stay valid while the layer tables are not resized.
// When embeddings are tied there is no "output.weight": the caller copies weights->embedding into
// weights->output.
Status tensor_table(const Architecture& arch, ModelWeights* weights, FixedVector<TensorEntry>* out);
// Every linear layer in one canonical order: "output" first, then each encoder layer's q, k, v, o, fc1, fc2,
// then each decoder layer's self-attention q, k, v, o, cross-attention q, k, v, o, fc1, fc2. This is also the
// order of model::ModelLinears' layers. weights (may be null) must already be sized for arch.
Status linear_table(const Architecture& arch, ModelWeights* weights, FixedVector<LinearEntry>* out);


}  // namespace attn
