// The model's architecture: the one description of the Transformer's shape that the trainer trains,
// config.json stores, the converter checks and the model file's Architecture table carries (docs/model.md).
// Header-only and free of exceptions and allocation, so that the runtime (libattn) uses it as it is.
//
// A new activation or norm position is one value in the schema's enum (schema/attn.fbs), one name in the
// tables below, and its kernels; validation, config.json and the schema conversion follow from the tables.
#pragma once

#include <cstdint>
#include <cstring>

#include "attn/schema/attn_generated.h"

namespace attn {

using schema::Activation;
using schema::NormPosition;
using schema::PositionEncoding;

struct Architecture {
  uint32_t d_model = 0, heads = 0, d_ff = 0;
  uint32_t encoder_layers = 0, decoder_layers = 0;
  uint32_t vocab_size = 0, max_positions = 0;
  Activation activation = Activation::ReLU;
  NormPosition norm_position = NormPosition::Post;  // Pre adds a final norm after each stack
  // Sinusoidal (the paper's interleaved sin/cos) or SinusoidalConcat (Marian's: sines, then cosines).
  PositionEncoding position_encoding = PositionEncoding::Sinusoidal;
  bool tied_embeddings = true;
  bool output_bias = false;
  float embedding_scale = 1.f;  // sqrt(d_model) in the paper
  float layer_norm_epsilon = 1e-5f;

  bool pre_norm() const { return norm_position == NormPosition::Pre; }
};

// Bounds on an architecture, whoever wrote it. They keep every size computed from it far inside 64-bit
// arithmetic and refuse corrupted headers before anything is allocated from them.
struct ArchitectureLimits {
  static constexpr uint32_t kMaxDModel = 8192;
  static constexpr uint32_t kMaxHeads = 256;
  static constexpr uint32_t kMaxDFF = 65536;
  static constexpr uint32_t kMaxLayers = 64;
  static constexpr uint32_t kMaxVocab = 1u << 20;
  static constexpr uint32_t kMaxPositions = 65536;
};

// The spelling of each enum value in config.json ("relu", "pre", ...): one row per value the project
// supports.
struct ActivationName {
  Activation value;
  const char* name;
};
inline constexpr ActivationName kActivationNames[] = {
    {Activation::ReLU, "relu"}, {Activation::GELU, "gelu"}, {Activation::SiLU, "silu"}};

struct NormPositionName {
  NormPosition value;
  const char* name;
};
inline constexpr NormPositionName kNormPositionNames[] = {{NormPosition::Post, "post"},
                                                          {NormPosition::Pre, "pre"}};

struct PositionEncodingName {
  PositionEncoding value;
  const char* name;
};
inline constexpr PositionEncodingName kPositionEncodingNames[] = {
    {PositionEncoding::Sinusoidal, "sinusoidal"}, {PositionEncoding::SinusoidalConcat, "sinusoidal_concat"}};

// nullptr for a value outside the tables (a newer file, a corrupted one).
inline const char* activation_name(Activation activation) {
  for (const ActivationName& entry : kActivationNames) {
    if (entry.value == activation) return entry.name;
  }
  return nullptr;
}
inline const char* norm_position_name(NormPosition position) {
  for (const NormPositionName& entry : kNormPositionNames) {
    if (entry.value == position) return entry.name;
  }
  return nullptr;
}
inline const char* position_encoding_name(PositionEncoding encoding) {
  for (const PositionEncodingName& entry : kPositionEncodingNames) {
    if (entry.value == encoding) return entry.name;
  }
  return nullptr;
}
// false for a name outside the tables (the names are case-sensitive).
inline bool activation_from_name(const char* name, Activation* out) {
  for (const ActivationName& entry : kActivationNames) {
    if (std::strcmp(entry.name, name) == 0) {
      *out = entry.value;
      return true;
    }
  }
  return false;
}
inline bool norm_position_from_name(const char* name, NormPosition* out) {
  for (const NormPositionName& entry : kNormPositionNames) {
    if (std::strcmp(entry.name, name) == 0) {
      *out = entry.value;
      return true;
    }
  }
  return false;
}

inline bool position_encoding_from_name(const char* name, PositionEncoding* out) {
  for (const PositionEncodingName& entry : kPositionEncodingNames) {
    if (std::strcmp(entry.name, name) == 0) {
      *out = entry.value;
      return true;
    }
  }
  return false;
}

}  // namespace attn
