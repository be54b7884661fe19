// The model spec's walk (runtime/src/format/model_spec.h) as std:: lists, for tests: names as std::string,
// shapes as vectors, one call instead of a status and a table. The runtime and the converter use the
// fixed-size tables themselves; these only convert them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "runtime/src/format/model_spec.h"

namespace attn::test {

struct TensorSpec {
  std::string name;
  std::vector<uint32_t> shape;  // row-major; linear weights are [out_features, in_features]
  bool quantizable = false;     // as TensorEntry::quantizable
  TensorRole role = TensorRole::kEmbedding;
  bool vocabulary = false;  // as TensorEntry::vocabulary
};

// The expected tensors of arch, in tensor_table() order.
std::vector<TensorSpec> expected_tensors(const Architecture& arch);

// Sizes weights' layer tables from weights->arch and returns, in expected_tensors() order, the WeightRef each
// tensor fills (tensor_table's slots).
std::vector<WeightRef*> weight_slots(ModelWeights* weights);

// Read-only walk of loaded weights, in expected_tensors(weights.arch) order; empty if the layer tables do not
// match arch.
std::vector<const WeightRef*> weight_refs(const ModelWeights& weights);

struct LinearSite {
  std::string prefix;  // as LinearEntry::prefix
  const WeightRef* weight = nullptr;
  const WeightRef* bias = nullptr;
};

// Every linear layer, in linear_table() order. With weights == nullptr the slots are null; otherwise its
// layer tables must already be sized for arch (else: empty).
std::vector<LinearSite> linear_sites(const Architecture& arch, const ModelWeights* weights);

}  // namespace attn::test
