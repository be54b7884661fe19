// The model's structure, walked once: every tensor of docs/model.md's table ("Tensor names and shapes") in
// its canonical order, with its name, shape and role, and every linear layer with its role and the tensors it
// reads. The runtime's model spec (tensor and linear tables, their weight slots, the translator's linear
// layers), the converter (which tensors to quantize, which layers to keep) and the trainer's parameter layout
// are all built from this walk, so that they find a tensor's purpose by its role, never by its name.
//
// Header-only, no exceptions and no allocation (names are built in fixed buffers on the stack): the runtime
// walks a model it is loading with it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string_view>
#include <type_traits>

#include "description/src/architecture.h"

namespace attn {

// Longest tensor name or linear prefix, with its NUL ("decoder.layers.63.cross_attn.q_proj.weight" is 43).
constexpr size_t kMaxTensorNameBytes = 64;

// A tensor's shape: rank 1 or 2, row-major; linear weights are [out_features, in_features].
struct TensorShape {
  uint32_t dims[2] = {0, 0};
  uint32_t rank = 0;
};

// Which stack a tensor belongs to; kNone for the embedding and the vocabulary projection.
enum class Stack : uint8_t { kNone, kEncoder, kDecoder };

// The part of the model (within a layer, the sublayer) a tensor belongs to. A sublayer's layer norm belongs
// to its sublayer ("self_attn_norm" to kSelfAttention).
enum class Block : uint8_t {
  kEmbedding,
  kVocabularyProjection,
  kSelfAttention,
  kCrossAttention,
  kFeedForward,
  kFinalNorm,  // a pre-norm stack's last layer norm
};

struct Place {
  Stack stack = Stack::kNone;
  uint32_t layer = 0;  // within its stack; 0 outside the layers
  Block block = Block::kEmbedding;
};

// What a linear layer computes.
enum class LinearRole : uint8_t {
  kVocabularyProjection,  // decoder states to logits, [V, D] (the embedding when tied)
  kAttentionQuery,
  kAttentionKey,
  kAttentionValue,
  kAttentionOutput,
  kFeedForwardIn,   // fc1, [F, D]
  kFeedForwardOut,  // fc2, [D, F]
};

// What a tensor holds.
enum class TensorRole : uint8_t {
  kEmbedding,     // [V, D], read row by row
  kLinearWeight,  // [out, in] of the linear layer TensorSite::linear
  kLinearBias,    // [out]
  kNormGain,      // a layer norm's "weight", [D]
  kNormBias,      // [D]
};

struct TensorSite {
  std::string_view name;  // valid during the visit only
  TensorShape shape;
  TensorRole role = TensorRole::kEmbedding;
  Place place;
  LinearRole linear = LinearRole::kVocabularyProjection;  // kLinearWeight and kLinearBias only

  // 2-D matrices (the embedding and the linear weights) may be stored quantized; vectors stay fp32.
  bool quantizable() const { return shape.rank == 2; }
  // The embedding and the untied vocabulary projection: read by row lookups and the shortlist's kernels as
  // well as by a linear layer.
  bool vocabulary() const {
    return role == TensorRole::kEmbedding ||
           (role == TensorRole::kLinearWeight && linear == LinearRole::kVocabularyProjection);
  }
};

struct LinearSite {
  std::string_view name;  // the layer's prefix ("output", "encoder.layers.0.self_attn.q_proj"); visit only
  LinearRole role = LinearRole::kVocabularyProjection;
  Place place;
  TensorSite weight;      // [out, in]; the embedding for a tied vocabulary projection
  bool has_bias = false;  // false only for a vocabulary projection without output_bias
  TensorSite bias;        // [out] when has_bias
};

namespace walk_detail {

// A tensor name or prefix built without allocating.
class Name {
 public:
  explicit Name(const char* text) { append(text); }
  Name(const Name& base, const char* suffix) : Name(base) { append(suffix); }
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

inline TensorShape matrix(uint32_t rows, uint32_t cols) { return TensorShape{{rows, cols}, 2}; }
inline TensorShape vector(uint32_t n) { return TensorShape{{n, 0}, 1}; }

template <typename VisitTensor, typename VisitLinear>
class Walk {
 public:
  Walk(const Architecture& a, VisitTensor& on_tensor, VisitLinear& on_linear)
      : a_(a), on_tensor_(on_tensor), on_linear_(on_linear) {}

  void run() {
    const uint32_t D = a_.d_model, V = a_.vocab_size;
    const Name embedding_name("embedding.weight");
    TensorSite embedding{embedding_name.view(), matrix(V, D), TensorRole::kEmbedding, Place{}};
    on_tensor_(embedding);

    // The vocabulary projection: "output.weight", or the embedding when tied.
    const Place projection{Stack::kNone, 0, Block::kVocabularyProjection};
    const Name output("output");
    const Name output_weight(output, ".weight"), output_bias(output, ".bias");
    LinearSite site;
    site.name = output.view();
    site.role = LinearRole::kVocabularyProjection;
    site.place = projection;
    site.weight = embedding;
    if (!a_.tied_embeddings) {
      site.weight = TensorSite{output_weight.view(), matrix(V, D), TensorRole::kLinearWeight, projection,
                               LinearRole::kVocabularyProjection};
      on_tensor_(site.weight);
    }
    if (a_.output_bias) {
      site.has_bias = true;
      site.bias = TensorSite{output_bias.view(), vector(V), TensorRole::kLinearBias, projection,
                             LinearRole::kVocabularyProjection};
      on_tensor_(site.bias);
    }
    on_linear_(static_cast<const LinearSite&>(site));

    stack(Stack::kEncoder, "encoder", a_.encoder_layers);
    stack(Stack::kDecoder, "decoder", a_.decoder_layers);
  }

 private:
  void stack(Stack which, const char* name, uint32_t layers) {
    for (uint32_t i = 0; i < layers; ++i) {
      Name p(name);
      p.append(".layers.");
      p.append_number(i);
      attention(Name(p, ".self_attn"), Place{which, i, Block::kSelfAttention});
      norm(Name(p, ".self_attn_norm"), Place{which, i, Block::kSelfAttention});
      if (which == Stack::kDecoder) {
        attention(Name(p, ".cross_attn"), Place{which, i, Block::kCrossAttention});
        norm(Name(p, ".cross_attn_norm"), Place{which, i, Block::kCrossAttention});
      }
      const Place ffn{which, i, Block::kFeedForward};
      const Name f(p, ".ffn");
      const uint32_t D = a_.d_model, F = a_.d_ff;
      linear(Name(f, ".fc1"), F, D, LinearRole::kFeedForwardIn, ffn);
      linear(Name(f, ".fc2"), D, F, LinearRole::kFeedForwardOut, ffn);
      norm(Name(p, ".ffn_norm"), ffn);
    }
    if (a_.pre_norm()) norm(Name(Name(name), ".final_norm"), Place{which, 0, Block::kFinalNorm});
  }

  void attention(const Name& prefix, const Place& place) {
    const uint32_t D = a_.d_model;
    linear(Name(prefix, ".q_proj"), D, D, LinearRole::kAttentionQuery, place);
    linear(Name(prefix, ".k_proj"), D, D, LinearRole::kAttentionKey, place);
    linear(Name(prefix, ".v_proj"), D, D, LinearRole::kAttentionValue, place);
    linear(Name(prefix, ".o_proj"), D, D, LinearRole::kAttentionOutput, place);
  }

  void linear(const Name& prefix, uint32_t out, uint32_t in, LinearRole role, const Place& place) {
    const Name weight(prefix, ".weight"), bias(prefix, ".bias");
    const LinearSite site{
        prefix.view(), role,
        place,         TensorSite{weight.view(), matrix(out, in), TensorRole::kLinearWeight, place, role},
        true,          TensorSite{bias.view(), vector(out), TensorRole::kLinearBias, place, role}};
    on_tensor_(site.weight);
    on_tensor_(site.bias);
    on_linear_(site);
  }

  void norm(const Name& prefix, const Place& place) {
    const Name gain(prefix, ".weight"), bias(prefix, ".bias");
    on_tensor_(TensorSite{gain.view(), vector(a_.d_model), TensorRole::kNormGain, place});
    on_tensor_(TensorSite{bias.view(), vector(a_.d_model), TensorRole::kNormBias, place});
  }

  const Architecture& a_;
  VisitTensor& on_tensor_;
  VisitLinear& on_linear_;
};

}  // namespace walk_detail

// Walks arch's tensors in the canonical order (embedding, vocabulary projection weight when untied, its bias
// when present, then each encoder layer's self-attention q, k, v, o (weight, bias each), self-attention norm,
// fc1, fc2, feed-forward norm, the encoder's final norm when pre-norm, then each decoder layer likewise with
// cross-attention and its norm after the self-attention norm, and the decoder's final norm), calling
// on_tensor(const TensorSite&) for each and on_linear(const LinearSite&) for each linear layer right after
// its tensors. The linear layers' order is the vocabulary projection first, then each layer's in the order of
// their tensors. arch must be valid (description/src/validation.h) for the names to fit kMaxTensorNameBytes.
template <typename VisitTensor, typename VisitLinear>
void walk_model(const Architecture& arch, VisitTensor&& on_tensor, VisitLinear&& on_linear) {
  walk_detail::Walk<std::remove_reference_t<VisitTensor>, std::remove_reference_t<VisitLinear>>(
      arch, on_tensor, on_linear)
      .run();
}

template <typename Visit>
void for_each_tensor(const Architecture& arch, Visit&& visit) {
  walk_model(arch, visit, [](const LinearSite&) {});
}

template <typename Visit>
void for_each_linear(const Architecture& arch, Visit&& visit) {
  walk_model(
      arch, [](const TensorSite&) {}, visit);
}

inline size_t tensor_count(const Architecture& arch) {
  size_t count = 0;
  for_each_tensor(arch, [&count](const TensorSite&) { ++count; });
  return count;
}

inline size_t linear_count(const Architecture& arch) {
  size_t count = 0;
  for_each_linear(arch, [&count](const LinearSite&) { ++count; });
  return count;
}

}  // namespace attn
