// What a model file must contain, computed from its architecture: the single source of truth for tensor
// names and shapes (docs/model.md, "Tensor names and shapes"). attn-convert uses it to check checkpoints and
// to write files; the runtime's loader uses it to verify them and to bind each tensor to its ModelWeights
// slot.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "attn/schema/attn_generated.h"
#include "base/src/core/status.h"
#include "description/src/schema_conversion.h"
#include "description/src/validation.h"
#include "runtime/src/core/fixed_vector.h"
#include "runtime/src/format/model_weights.h"

namespace attn {

struct TensorSpec {
  std::string name;
  std::vector<uint32_t> shape;  // row-major; linear weights are [out_features, in_features]
  // 2-D weight matrices (linear layers, embedding, output projection) may be stored as I8 with one scale per
  // row; biases and layer-norm parameters are always F32.
  bool quantizable = false;
};

// Longest tensor name or linear prefix, with its NUL ("decoder.layers.63.cross_attn.q_proj.weight" is 43).
constexpr size_t kMaxTensorNameBytes = 64;

// A tensor's shape as the walk gives it: rank 1 or 2.
struct TensorShape {
  uint32_t dims[2] = {0, 0};
  uint32_t rank = 0;
};

// The loader's forms of expected_tensors() / weight_slots() / linear_sites(): fixed-size names in a table
// sized up front, so that running out of memory is ATTN_ERROR_OUT_OF_MEMORY instead of a throw (the runtime
// has no exceptions). Same walk, same order.
struct TensorEntry {
  char name[kMaxTensorNameBytes] = {};
  TensorShape shape;
  bool quantizable = false;
  WeightRef* slot = nullptr;  // null when walked without weights
};
struct LinearEntry {
  char prefix[kMaxTensorNameBytes] = {};
  WeightRef* weight = nullptr;
  WeightRef* bias = nullptr;
  LinearQuant* quant = nullptr;
};

// The expected tensors of arch into *out. With weights (not null) its layer tables are first sized for arch
// and each entry's slot points at the WeightRef the tensor fills (as weight_slots()).
Status tensor_table(const Architecture& arch, ModelWeights* weights, FixedVector<TensorEntry>* out);
// Every linear layer, in linear_sites() order; weights (may be null) must already be sized for arch.
Status linear_table(const Architecture& arch, ModelWeights* weights, FixedVector<LinearEntry>* out);

// Bytes per element of a stored type; 0 for a value outside the enum (a file from a newer writer).
size_t element_size(schema::ElementType type);
// "F32", "F16", "I8", or "unknown(<n>)" style name without allocation (static strings; unknown -> "unknown").
const char* element_type_name(schema::ElementType type);

// The expected tensors, in the canonical order: embedding, output, output bias, encoder layers, encoder final
// norm, decoder layers, decoder final norm (optional entries present only when the architecture has them).
std::vector<TensorSpec> expected_tensors(const Architecture& arch);

// Sizes weights->encoder_layers / decoder_layers from weights->arch and returns, in the order of
// expected_tensors(weights->arch), the WeightRef each tensor fills. The pointers stay valid while *weights'
// layer vectors are not resized. When embeddings are tied there is no "output.weight": the caller copies
// weights->embedding into weights->output.
std::vector<WeightRef*> weight_slots(ModelWeights* weights);

// Read-only walk of loaded weights, in the order of expected_tensors(weights.arch).
std::vector<const WeightRef*> weight_refs(
    const ModelWeights& weights);  // empty if the layer vectors do not match arch

// One linear layer of the model: its activation-point prefix (schema ActivationScale names are
// "<prefix>.input" / "<prefix>.output"), and, when walking weights, its weight and quant slots.
struct LinearSite {
  std::string prefix;          // "output", "encoder.layers.0.self_attn.q_proj", ..., "decoder.layers.1.ffn.fc2"
  WeightRef* weight = nullptr;  // [out, in]; for "output" the vocabulary projection (the embedding when tied)
  WeightRef* bias = nullptr;    // [out]; nullptr for an "output" without bias
  LinearQuant* quant = nullptr;
};

// Every linear layer in one canonical order: "output" first, then each encoder layer's q, k, v, o, fc1, fc2,
// then each decoder layer's self-attention q, k, v, o, cross-attention q, k, v, o, fc1, fc2. This is also the
// order of model::ModelLinears' operators and of the linear_index a model::LinearObserver sees. With weights
// == nullptr the slots are null; otherwise its layer vectors must already be sized for arch (else: empty).
std::vector<LinearSite> linear_sites(const Architecture& arch, ModelWeights* weights);

}  // namespace attn
