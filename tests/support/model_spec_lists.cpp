#include "tests/support/model_spec_lists.h"

namespace attn::test {
namespace {

// The table of arch (with weights' slots, when given), or an empty one when the walk refuses. Ref is as const
// as the weights.
template <typename Ref>
FixedVector<BasicTensorEntry<Ref>> tensors_of(const Architecture& arch, WeightsOf<Ref>* weights) {
  FixedVector<BasicTensorEntry<Ref>> table;
  if (!tensor_table(arch, weights, &table).ok()) table.clear();
  return table;
}

}  // namespace

std::vector<TensorSpec> expected_tensors(const Architecture& arch) {
  std::vector<TensorSpec> specs;
  for (const TensorEntry& e : tensors_of<WeightRef>(arch, nullptr)) {
    specs.push_back({e.name, std::vector<uint32_t>(e.shape.dims, e.shape.dims + e.shape.rank), e.quantizable,
                     e.role, e.vocabulary});
  }
  return specs;
}

std::vector<WeightRef*> weight_slots(ModelWeights* weights) {
  std::vector<WeightRef*> slots;
  if (!size_weight_tables(weights).ok()) return slots;
  for (const TensorEntry& e : tensors_of<WeightRef>(weights->arch, weights)) slots.push_back(e.slot);
  return slots;
}

std::vector<const WeightRef*> weight_refs(const ModelWeights& weights) {
  std::vector<const WeightRef*> refs;
  for (const ConstTensorEntry& e : tensors_of<const WeightRef>(weights.arch, &weights))
    refs.push_back(e.slot);
  return refs;
}

std::vector<LinearSite> linear_sites(const Architecture& arch, const ModelWeights* weights) {
  std::vector<LinearSite> sites;
  FixedVector<ConstLinearEntry> table;
  if (!linear_table(arch, weights, &table).ok()) return sites;
  for (const ConstLinearEntry& e : table) sites.push_back({e.prefix, e.weight, e.bias});
  return sites;
}

}  // namespace attn::test
