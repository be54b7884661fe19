// Random fp32 weights for an architecture, kept by their docs/model.md names, and a ModelWeights view over
// them: lets the model tests run the runtime and the reference Transformer on the same numbers without a
// model file.
#pragma once

#include <cstdint>

#include "runtime/src/format/model_weights.h"
#include "tests/support/reference_transformer.h"

namespace attn::test {

ReferenceConfig reference_config(const Architecture& arch);

// Weights ~ U(-1/sqrt(in), 1/sqrt(in)) (never zero), biases small, norm gains around 1, embeddings ~ U(-1, 1).
TensorMap random_tensors(const Architecture& arch, uint32_t seed);

// Points into tensors (which must outlive the result).
ModelWeights weights_view(const Architecture& arch, const TensorMap& tensors);

}  // namespace attn::test
