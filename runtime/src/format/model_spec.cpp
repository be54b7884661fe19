#include "format/model_spec.h"

#include <cmath>
#include <string>
#include <utility>

namespace attn {
namespace {

// Walks the model's tensors in canonical order, calling visit(name, shape, quantizable, slot), and, as it
// passes each linear layer, visit_linear(prefix, weight slot, quant slot). With weights == nullptr the slots
// are null; expected_tensors(), weight_slots() and linear_sites() share this walk so that names, shapes and
// slots can never disagree.
struct NoLinearVisit {
  void operator()(const std::string&, WeightRef*, WeightRef*, LinearQuant*) const {}
};

template <typename Visit, typename VisitLinear = NoLinearVisit>
void for_each_tensor(const Architecture& a, ModelWeights* w, Visit&& visit, VisitLinear&& visit_linear = {}) {
  const uint32_t D = a.d_model, F = a.d_ff, V = a.vocab_size;
  auto slot = [&](auto&& pick) -> WeightRef* { return w ? &pick() : nullptr; };

  auto matrix = [&](const std::string& name, uint32_t rows, uint32_t cols, WeightRef* ref) {
    visit(name, std::vector<uint32_t>{rows, cols}, true, ref);
  };
  auto vector = [&](const std::string& name, uint32_t n, WeightRef* ref) {
    visit(name, std::vector<uint32_t>{n}, false, ref);
  };
  auto linear = [&](const std::string& prefix, uint32_t out, uint32_t in, LinearWeights* lin) {
    matrix(prefix + ".weight", out, in, lin ? &lin->weight : nullptr);
    vector(prefix + ".bias", out, lin ? &lin->bias : nullptr);
    visit_linear(prefix, lin ? &lin->weight : nullptr, lin ? &lin->bias : nullptr, lin ? &lin->quant : nullptr);
  };
  auto norm = [&](const std::string& prefix, NormWeights* n) {
    vector(prefix + ".weight", D, n ? &n->gain : nullptr);
    vector(prefix + ".bias", D, n ? &n->bias : nullptr);
  };
  auto attention = [&](const std::string& prefix, AttentionWeights* at) {
    linear(prefix + ".q_proj", D, D, at ? &at->q : nullptr);
    linear(prefix + ".k_proj", D, D, at ? &at->k : nullptr);
    linear(prefix + ".v_proj", D, D, at ? &at->v : nullptr);
    linear(prefix + ".o_proj", D, D, at ? &at->o : nullptr);
  };
  auto ffn = [&](const std::string& prefix, FeedForwardWeights* f) {
    linear(prefix + ".fc1", F, D, f ? &f->fc1 : nullptr);
    linear(prefix + ".fc2", D, F, f ? &f->fc2 : nullptr);
  };

  matrix("embedding.weight", V, D, slot([&]() -> WeightRef& { return w->embedding; }));
  if (!a.tied_embeddings) matrix("output.weight", V, D, slot([&]() -> WeightRef& { return w->output; }));
  if (a.output_bias) vector("output.bias", V, slot([&]() -> WeightRef& { return w->output_bias; }));
  // The vocabulary projection: "output.weight", or "embedding.weight" when tied (the loader copies the
  // embedding into w->output after the walk).
  visit_linear("output", w ? &w->output : nullptr, w && a.output_bias ? &w->output_bias : nullptr,
               w ? &w->output_quant : nullptr);

  for (uint32_t i = 0; i < a.encoder_layers; ++i) {
    const std::string p = "encoder.layers." + std::to_string(i);
    EncoderLayerWeights* l = w ? &w->encoder_layers[i] : nullptr;
    attention(p + ".self_attn", l ? &l->self_attn : nullptr);
    norm(p + ".self_attn_norm", l ? &l->self_attn_norm : nullptr);
    ffn(p + ".ffn", l ? &l->ffn : nullptr);
    norm(p + ".ffn_norm", l ? &l->ffn_norm : nullptr);
  }
  if (a.pre_norm) norm("encoder.final_norm", w ? &w->encoder_final_norm : nullptr);

  for (uint32_t i = 0; i < a.decoder_layers; ++i) {
    const std::string p = "decoder.layers." + std::to_string(i);
    DecoderLayerWeights* l = w ? &w->decoder_layers[i] : nullptr;
    attention(p + ".self_attn", l ? &l->self_attn : nullptr);
    norm(p + ".self_attn_norm", l ? &l->self_attn_norm : nullptr);
    attention(p + ".cross_attn", l ? &l->cross_attn : nullptr);
    norm(p + ".cross_attn_norm", l ? &l->cross_attn_norm : nullptr);
    ffn(p + ".ffn", l ? &l->ffn : nullptr);
    norm(p + ".ffn_norm", l ? &l->ffn_norm : nullptr);
  }
  if (a.pre_norm) norm("decoder.final_norm", w ? &w->decoder_final_norm : nullptr);
}

Status check_range(const char* field, uint32_t value, uint32_t max) {
  if (value == 0 || value > max) {
    return Status::Error(ATTN_ERROR_INVALID_MODEL, "architecture.%s = %u is out of range [1, %u]", field,
                         value, max);
  }
  return Status::Ok();
}

Status check_positive_finite(const char* field, float value) {
  if (!std::isfinite(value) || !(value > 0.f)) {
    return Status::Error(ATTN_ERROR_INVALID_MODEL, "architecture.%s = %g must be finite and > 0", field,
                         static_cast<double>(value));
  }
  return Status::Ok();
}

}  // namespace

size_t element_size(schema::ElementType type) {
  switch (type) {
    case schema::ElementType::F32:
      return 4;
    case schema::ElementType::F16:
      return 2;
    case schema::ElementType::I8:
      return 1;
  }
  return 0;
}

const char* element_type_name(schema::ElementType type) {
  switch (type) {
    case schema::ElementType::F32:
      return "F32";
    case schema::ElementType::F16:
      return "F16";
    case schema::ElementType::I8:
      return "I8";
  }
  return "unknown";
}

Status validate_architecture(const Architecture& a) {
  using L = ArchitectureLimits;
  ATTN_RETURN_IF_ERROR(check_range("d_model", a.d_model, L::kMaxDModel));
  ATTN_RETURN_IF_ERROR(check_range("heads", a.heads, L::kMaxHeads));
  ATTN_RETURN_IF_ERROR(check_range("d_ff", a.d_ff, L::kMaxDFF));
  ATTN_RETURN_IF_ERROR(check_range("encoder_layers", a.encoder_layers, L::kMaxLayers));
  ATTN_RETURN_IF_ERROR(check_range("decoder_layers", a.decoder_layers, L::kMaxLayers));
  ATTN_RETURN_IF_ERROR(check_range("vocab_size", a.vocab_size, L::kMaxVocab));
  ATTN_RETURN_IF_ERROR(check_range("max_positions", a.max_positions, L::kMaxPositions));
  if (a.d_model % a.heads != 0) {
    return Status::Error(ATTN_ERROR_INVALID_MODEL, "architecture.heads = %u does not divide d_model = %u",
                         a.heads, a.d_model);
  }
  // The sinusoidal encoding pairs (sin, cos) per frequency, so it needs an even width.
  if (a.d_model % 2 != 0) {
    return Status::Error(ATTN_ERROR_INVALID_MODEL,
                         "architecture.d_model = %u must be even (sinusoidal positions)", a.d_model);
  }
  if (a.activation != schema::Activation::ReLU && a.activation != schema::Activation::GELU) {
    return Status::Error(ATTN_ERROR_UNSUPPORTED,
                         "architecture.activation = %d is not supported (ReLU or GELU)",
                         static_cast<int>(a.activation));
  }
  ATTN_RETURN_IF_ERROR(check_positive_finite("embedding_scale", a.embedding_scale));
  ATTN_RETURN_IF_ERROR(check_positive_finite("layer_norm_epsilon", a.layer_norm_epsilon));
  return Status::Ok();
}

Result<Architecture> architecture_from_schema(const schema::Architecture* s) {
  if (s == nullptr) return Status::Error(ATTN_ERROR_INVALID_MODEL, "model has no architecture table");
  if (s->norm_position() != schema::NormPosition::Post && s->norm_position() != schema::NormPosition::Pre) {
    return Status::Error(ATTN_ERROR_UNSUPPORTED,
                         "architecture.norm_position = %d is not supported (Post or Pre)",
                         static_cast<int>(s->norm_position()));
  }
  if (s->position_encoding() != schema::PositionEncoding::Sinusoidal) {
    return Status::Error(ATTN_ERROR_UNSUPPORTED,
                         "architecture.position_encoding = %d is not supported (Sinusoidal)",
                         static_cast<int>(s->position_encoding()));
  }
  Architecture a;
  a.d_model = s->d_model();
  a.heads = s->heads();
  a.d_ff = s->d_ff();
  a.encoder_layers = s->encoder_layers();
  a.decoder_layers = s->decoder_layers();
  a.vocab_size = s->vocab_size();
  a.max_positions = s->max_positions();
  a.activation = s->activation();
  a.pre_norm = s->norm_position() == schema::NormPosition::Pre;
  a.tied_embeddings = s->tied_embeddings();
  a.output_bias = s->output_bias();
  a.embedding_scale = s->embedding_scale();
  a.layer_norm_epsilon = s->layer_norm_epsilon();
  ATTN_RETURN_IF_ERROR(validate_architecture(a));
  return a;
}

schema::ArchitectureT architecture_to_schema(const Architecture& a) {
  schema::ArchitectureT s;
  s.d_model = a.d_model;
  s.heads = a.heads;
  s.d_ff = a.d_ff;
  s.encoder_layers = a.encoder_layers;
  s.decoder_layers = a.decoder_layers;
  s.vocab_size = a.vocab_size;
  s.max_positions = a.max_positions;
  s.activation = a.activation;
  s.norm_position = a.pre_norm ? schema::NormPosition::Pre : schema::NormPosition::Post;
  s.position_encoding = schema::PositionEncoding::Sinusoidal;
  s.tied_embeddings = a.tied_embeddings;
  s.embedding_scale = a.embedding_scale;
  s.layer_norm_epsilon = a.layer_norm_epsilon;
  s.output_bias = a.output_bias;
  return s;
}

std::vector<TensorSpec> expected_tensors(const Architecture& arch) {
  std::vector<TensorSpec> specs;
  for_each_tensor(arch, nullptr,
                  [&](const std::string& name, std::vector<uint32_t> shape, bool quantizable, WeightRef*) {
                    specs.push_back({name, std::move(shape), quantizable});
                  });
  return specs;
}

std::vector<WeightRef*> weight_slots(ModelWeights* weights) {
  weights->encoder_layers.assign(weights->arch.encoder_layers, EncoderLayerWeights{});
  weights->decoder_layers.assign(weights->arch.decoder_layers, DecoderLayerWeights{});
  std::vector<WeightRef*> slots;
  for_each_tensor(
      weights->arch, weights,
      [&](const std::string&, const std::vector<uint32_t>&, bool, WeightRef* ref) { slots.push_back(ref); });
  return slots;
}

std::vector<const WeightRef*> weight_refs(const ModelWeights& weights) {
  std::vector<const WeightRef*> refs;
  if (weights.encoder_layers.size() != weights.arch.encoder_layers ||
      weights.decoder_layers.size() != weights.arch.decoder_layers) {
    return refs;  // not a loaded model: nothing to walk
  }
  // for_each_tensor only takes addresses of the slots; nothing is written through the cast.
  for_each_tensor(
      weights.arch, const_cast<ModelWeights*>(&weights),
      [&](const std::string&, const std::vector<uint32_t>&, bool, WeightRef* ref) { refs.push_back(ref); });
  return refs;
}

std::vector<LinearSite> linear_sites(const Architecture& arch, ModelWeights* weights) {
  std::vector<LinearSite> sites;
  if (weights != nullptr && (weights->encoder_layers.size() != arch.encoder_layers ||
                             weights->decoder_layers.size() != arch.decoder_layers)) {
    return sites;  // layer vectors not sized for arch: nothing to walk
  }
  for_each_tensor(
      arch, weights, [](const std::string&, const std::vector<uint32_t>&, bool, WeightRef*) {},
      [&](const std::string& prefix, WeightRef* weight, WeightRef* bias, LinearQuant* quant) {
        sites.push_back({prefix, weight, bias, quant});
      });
  return sites;
}

}  // namespace attn
