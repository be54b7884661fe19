#include "runtime/src/format/model_spec.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <string_view>
#include <utility>

namespace attn {
namespace {

// A tensor name or prefix built without allocating: the loader's walk must not touch the heap beyond the
// tables it sizes up front (allocation failure is a status there, not a throw).
class NameBuilder {
 public:
  NameBuilder() = default;
  NameBuilder(const NameBuilder& base, const char* suffix) : NameBuilder(base) { append(suffix); }
  explicit NameBuilder(const char* text) { append(text); }
  void append(const char* text) {
    while (*text != '\0' && size_ + 1 < kMaxTensorNameBytes) text_[size_++] = *text++;
    text_[size_] = '\0';
  }
  void append_number(uint32_t n) {
    char digits[16];
    const int length = std::snprintf(digits, sizeof(digits), "%u", n);
    if (length > 0) append(digits);
  }
  std::string_view view() const { return std::string_view(text_, size_); }

 private:
  char text_[kMaxTensorNameBytes] = {};
  size_t size_ = 0;
};

// Walks the model's tensors in canonical order, calling visit(name, shape, quantizable, slot), and, as it
// passes each linear layer, visit_linear(prefix, weight slot, bias slot). With weights == nullptr
// the slots are null; tensor_table() and linear_table() share this walk so that names,
// shapes and slots can never disagree. It allocates nothing.
struct NoLinearVisit {
  void operator()(std::string_view, WeightRef*, WeightRef*) const {}
};

template <typename Visit, typename VisitLinear = NoLinearVisit>
void for_each_tensor(const Architecture& a, ModelWeights* w, Visit&& visit, VisitLinear&& visit_linear = {}) {
  const uint32_t D = a.d_model, F = a.d_ff, V = a.vocab_size;
  auto slot = [&](auto&& pick) -> WeightRef* { return w ? &pick() : nullptr; };

  auto matrix = [&](const NameBuilder& name, uint32_t rows, uint32_t cols, WeightRef* ref) {
    visit(name.view(), TensorShape{{rows, cols}, 2}, true, ref);
  };
  auto vector = [&](const NameBuilder& name, uint32_t n, WeightRef* ref) {
    visit(name.view(), TensorShape{{n, 0}, 1}, false, ref);
  };
  auto linear = [&](const NameBuilder& prefix, uint32_t out, uint32_t in, LinearWeights* lin) {
    matrix(NameBuilder(prefix, ".weight"), out, in, lin ? &lin->weight : nullptr);
    vector(NameBuilder(prefix, ".bias"), out, lin ? &lin->bias : nullptr);
    visit_linear(prefix.view(), lin ? &lin->weight : nullptr, lin ? &lin->bias : nullptr);
  };
  auto norm = [&](const NameBuilder& prefix, NormWeights* n) {
    vector(NameBuilder(prefix, ".weight"), D, n ? &n->gain : nullptr);
    vector(NameBuilder(prefix, ".bias"), D, n ? &n->bias : nullptr);
  };
  auto attention = [&](const NameBuilder& prefix, AttentionWeights* at) {
    linear(NameBuilder(prefix, ".q_proj"), D, D, at ? &at->q : nullptr);
    linear(NameBuilder(prefix, ".k_proj"), D, D, at ? &at->k : nullptr);
    linear(NameBuilder(prefix, ".v_proj"), D, D, at ? &at->v : nullptr);
    linear(NameBuilder(prefix, ".o_proj"), D, D, at ? &at->o : nullptr);
  };
  auto ffn = [&](const NameBuilder& prefix, FeedForwardWeights* f) {
    linear(NameBuilder(prefix, ".fc1"), F, D, f ? &f->fc1 : nullptr);
    linear(NameBuilder(prefix, ".fc2"), D, F, f ? &f->fc2 : nullptr);
  };

  matrix(NameBuilder("embedding.weight"), V, D, slot([&]() -> WeightRef& { return w->embedding; }));
  if (!a.tied_embeddings) matrix(NameBuilder("output.weight"), V, D, slot([&]() -> WeightRef& { return w->output; }));
  if (a.output_bias) vector(NameBuilder("output.bias"), V, slot([&]() -> WeightRef& { return w->output_bias; }));
  // The vocabulary projection: "output.weight", or "embedding.weight" when tied (the loader copies the
  // embedding into w->output after the walk).
  visit_linear(std::string_view("output"), w ? &w->output : nullptr, w && a.output_bias ? &w->output_bias : nullptr);

  for (uint32_t i = 0; i < a.encoder_layers; ++i) {
    NameBuilder p("encoder.layers.");
    p.append_number(i);
    EncoderLayerWeights* l = w ? &w->encoder_layers[i] : nullptr;
    attention(NameBuilder(p, ".self_attn"), l ? &l->self_attn : nullptr);
    norm(NameBuilder(p, ".self_attn_norm"), l ? &l->self_attn_norm : nullptr);
    ffn(NameBuilder(p, ".ffn"), l ? &l->ffn : nullptr);
    norm(NameBuilder(p, ".ffn_norm"), l ? &l->ffn_norm : nullptr);
  }
  if (a.pre_norm()) norm(NameBuilder("encoder.final_norm"), w ? &w->encoder_final_norm : nullptr);

  for (uint32_t i = 0; i < a.decoder_layers; ++i) {
    NameBuilder p("decoder.layers.");
    p.append_number(i);
    DecoderLayerWeights* l = w ? &w->decoder_layers[i] : nullptr;
    attention(NameBuilder(p, ".self_attn"), l ? &l->self_attn : nullptr);
    norm(NameBuilder(p, ".self_attn_norm"), l ? &l->self_attn_norm : nullptr);
    attention(NameBuilder(p, ".cross_attn"), l ? &l->cross_attn : nullptr);
    norm(NameBuilder(p, ".cross_attn_norm"), l ? &l->cross_attn_norm : nullptr);
    ffn(NameBuilder(p, ".ffn"), l ? &l->ffn : nullptr);
    norm(NameBuilder(p, ".ffn_norm"), l ? &l->ffn_norm : nullptr);
  }
  if (a.pre_norm()) norm(NameBuilder("decoder.final_norm"), w ? &w->decoder_final_norm : nullptr);
}

void copy_name(std::string_view from, char (&to)[kMaxTensorNameBytes]) {
  const size_t n = from.size() < kMaxTensorNameBytes - 1 ? from.size() : kMaxTensorNameBytes - 1;
  std::memcpy(to, from.data(), n);
  to[n] = '\0';
}

bool layers_match(const Architecture& arch, const ModelWeights* weights) {
  return weights == nullptr || (weights->encoder_layers.size() == arch.encoder_layers &&
                                weights->decoder_layers.size() == arch.decoder_layers);
}

}  // namespace

Status size_weight_tables(ModelWeights* weights) {
  if (!weights->encoder_layers.assign(weights->arch.encoder_layers, EncoderLayerWeights{}) ||
      !weights->decoder_layers.assign(weights->arch.decoder_layers, DecoderLayerWeights{})) {
    return Status::Error(ATTN_ERROR_OUT_OF_MEMORY, "cannot allocate the weight tables of %u + %u layers",
                         weights->arch.encoder_layers, weights->arch.decoder_layers);
  }
  return Status::Ok();
}

Status tensor_table(const Architecture& arch, ModelWeights* weights, FixedVector<TensorEntry>* out) {
  out->clear();
  if (!layers_match(arch, weights)) {
    return Status::Error(ATTN_ERROR_INTERNAL,
                         "tensor_table: the weight tables are not sized for the architecture");
  }
  size_t count = 0;
  for_each_tensor(arch, nullptr, [&](std::string_view, TensorShape, bool, WeightRef*) { ++count; });
  if (!out->reserve(count)) {
    return Status::Error(ATTN_ERROR_OUT_OF_MEMORY, "cannot allocate the table of %zu expected tensors", count);
  }
  for_each_tensor(arch, weights, [&](std::string_view name, TensorShape shape, bool quantizable, WeightRef* slot) {
    TensorEntry e;
    copy_name(name, e.name);
    e.shape = shape;
    e.quantizable = quantizable;
    e.vocabulary = name == "embedding.weight" || name == "output.weight";
    e.slot = slot;
    (void)out->push_back(e);  // reserved above: the same walk counted it
  });
  return Status::Ok();
}

Status linear_table(const Architecture& arch, ModelWeights* weights, FixedVector<LinearEntry>* out) {
  out->clear();
  if (!layers_match(arch, weights)) {
    return Status::Error(ATTN_ERROR_INTERNAL, "linear_table: the weight tables are not sized for the architecture");
  }
  size_t count = 0;
  for_each_tensor(
      arch, nullptr, [](std::string_view, TensorShape, bool, WeightRef*) {},
      [&](std::string_view, WeightRef*, WeightRef*) { ++count; });
  if (!out->reserve(count)) {
    return Status::Error(ATTN_ERROR_OUT_OF_MEMORY, "cannot allocate the table of %zu linear layers", count);
  }
  for_each_tensor(
      arch, weights, [](std::string_view, TensorShape, bool, WeightRef*) {},
      [&](std::string_view prefix, WeightRef* weight, WeightRef* bias) {
        LinearEntry e;
        copy_name(prefix, e.prefix);
        e.weight = weight;
        e.bias = bias;
        (void)out->push_back(e);  // reserved above
      });
  return Status::Ok();
}

}  // namespace attn
