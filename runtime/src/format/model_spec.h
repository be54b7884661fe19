// What a model file must contain, computed from its architecture by the model walk
// (description/src/model_walk.h, docs/model.md's "Tensor names and shapes"), and where each tensor goes in
// ModelWeights. attn-convert uses it to check checkpoints and to write files; the runtime's loader uses it to
// verify them and to bind each tensor to its ModelWeights slot.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "attn/schema/attn_generated.h"
#include "base/src/core/status.h"
#include "description/src/model_walk.h"
#include "description/src/schema_conversion.h"
#include "description/src/validation.h"
#include "runtime/src/core/fixed_vector.h"
#include "runtime/src/format/model_weights.h"

namespace attn {

// One tensor the model file must hold: its name, shape, role and place (description/src/model_walk.h) and,
// when walked with weights, the WeightRef it fills. Ref is WeightRef (the loader, which fills the slots) or
// const WeightRef (readers of loaded weights). The tables hold fixed-size names in a table sized up front, so
// that running out of memory is StatusCode::kOutOfMemory instead of a throw (the runtime has no exceptions).
// The loader, the converter and (through tests/support/model_spec_lists.h) the tests all use them.
template <typename Ref>
struct BasicTensorEntry {
  char name[kMaxTensorNameBytes] = {};
  TensorShape shape;
  TensorRole role = TensorRole::kEmbedding;
  Place place;
  LinearRole linear = LinearRole::kVocabularyProjection;  // linear weights and biases only
  // 2-D weight matrices (linear layers, embedding, output projection) may be stored in any element type
  // (format/element_types.h); biases and layer-norm parameters are always F32.
  bool quantizable = false;
  // The embedding and the vocabulary projection: read by row lookups and the shortlist's kernels as well as
  // by a linear layer (ElementTraits::vocabulary).
  bool vocabulary = false;
  Ref* slot = nullptr;  // null when walked without weights
};
using TensorEntry = BasicTensorEntry<WeightRef>;
using ConstTensorEntry = BasicTensorEntry<const WeightRef>;

// One linear layer of the model: its name prefix ("output", "encoder.layers.0.self_attn.q_proj", ...,
// "decoder.layers.1.ffn.fc2"), role and place, the tensor that holds its weight, and, when walking weights,
// its weight and bias slots.
template <typename Ref>
struct BasicLinearEntry {
  char prefix[kMaxTensorNameBytes] = {};
  LinearRole role = LinearRole::kVocabularyProjection;
  Place place;
  char weight_name[kMaxTensorNameBytes] = {};  // "embedding.weight" for a tied vocabulary projection
  Ref* weight = nullptr;  // [out, in]; the vocabulary projection's is the embedding when tied
  Ref* bias = nullptr;    // [out]; nullptr for a vocabulary projection without bias
};
using LinearEntry = BasicLinearEntry<WeightRef>;
using ConstLinearEntry = BasicLinearEntry<const WeightRef>;

// The weights a table of Ref slots points into: ModelWeights for WeightRef, const ModelWeights for const
// WeightRef (a non-deduced parameter, so that nullptr walks without weights).
template <typename Ref>
using WeightsOf = std::conditional_t<std::is_const_v<Ref>, const ModelWeights, ModelWeights>;

// Sizes weights->encoder_layers / decoder_layers for weights->arch (fresh, empty layers).
Status size_weight_tables(ModelWeights* weights);

// The expected tensors of arch into *out, in the model walk's canonical order (model_walk.h's walk_model).
// With weights (may be null; its layer tables sized for arch) each entry's slot points at the WeightRef the
// tensor fills; the pointers stay valid while the layer tables are not resized. When embeddings are tied
// there is no "output.weight": the caller copies weights->embedding into weights->output.
template <typename Ref>
Status tensor_table(const Architecture& arch, WeightsOf<Ref>* weights,
                    FixedVector<BasicTensorEntry<Ref>>* out);
// Every linear layer in the walk's order: the vocabulary projection first, then each encoder layer's q, k, v,
// o, fc1, fc2, then each decoder layer's self-attention q, k, v, o, cross-attention q, k, v, o, fc1, fc2.
// model::ModelLinears is built in this order. weights (may be null) must already be sized for arch.
template <typename Ref>
Status linear_table(const Architecture& arch, WeightsOf<Ref>* weights,
                    FixedVector<BasicLinearEntry<Ref>>* out);

extern template Status tensor_table(const Architecture&, ModelWeights*, FixedVector<TensorEntry>*);
extern template Status tensor_table(const Architecture&, const ModelWeights*, FixedVector<ConstTensorEntry>*);
extern template Status linear_table(const Architecture&, ModelWeights*, FixedVector<LinearEntry>*);
extern template Status linear_table(const Architecture&, const ModelWeights*, FixedVector<ConstLinearEntry>*);

}  // namespace attn
