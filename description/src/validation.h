// Checks of a model description, shared by every part: the loader (a model file's Architecture table), the
// converter and the trainer (config.json). One rule set, worded for where the value came from so that a
// message names what the user can fix: "architecture.heads = 5 ..." for a model file, "config.json: \"heads\"
// ..." for a checkpoint. Header-only, no exceptions and no allocation (the runtime uses it).
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

#include "base/src/core/status.h"
#include "description/src/architecture.h"
#include "description/src/model_description.h"

namespace attn {

inline constexpr size_t kMaxLanguageBytes = 64;

namespace description_detail {

// One bounded integer field. The lower bounds of a description are stricter than a model file's: four
// distinct special ids must fit below vocab_size, and bos + one token + eos below max_positions.
struct FieldRange {
  const char* key;
  uint32_t Architecture::*field;
  uint32_t max;
  uint32_t description_min;
};
inline constexpr FieldRange kFieldRanges[] = {
    {"d_model", &Architecture::d_model, ArchitectureLimits::kMaxDModel, 1},
    {"heads", &Architecture::heads, ArchitectureLimits::kMaxHeads, 1},
    {"d_ff", &Architecture::d_ff, ArchitectureLimits::kMaxDFF, 1},
    {"encoder_layers", &Architecture::encoder_layers, ArchitectureLimits::kMaxLayers, 1},
    {"decoder_layers", &Architecture::decoder_layers, ArchitectureLimits::kMaxLayers, 1},
    {"vocab_size", &Architecture::vocab_size, ArchitectureLimits::kMaxVocab, 4},
    {"max_positions", &Architecture::max_positions, ArchitectureLimits::kMaxPositions, 3},
};

inline bool positive_finite(float value) { return std::isfinite(value) && value > 0.f; }

}  // namespace description_detail

// A model file's architecture against docs/model.md and ArchitectureLimits (INVALID_MODEL, or UNSUPPORTED for
// an activation this build has no name for); the message names the field and value.
inline Status validate_architecture(const Architecture& a) {
  using description_detail::kFieldRanges;
  for (const auto& range : kFieldRanges) {
    const uint32_t value = a.*range.field;
    if (value == 0 || value > range.max) {
      return Status::Error(StatusCode::kInvalidModel, "architecture.%s = %u is out of range [1, %u]",
                           range.key, value, range.max);
    }
  }
  if (a.d_model % a.heads != 0) {
    return Status::Error(StatusCode::kInvalidModel, "architecture.heads = %u does not divide d_model = %u",
                         a.heads, a.d_model);
  }
  // The sinusoidal encoding pairs (sin, cos) per frequency, so it needs an even width.
  if (a.d_model % 2 != 0) {
    return Status::Error(StatusCode::kInvalidModel,
                         "architecture.d_model = %u must be even (sinusoidal positions)", a.d_model);
  }
  if (activation_name(a.activation) == nullptr) {
    return Status::Error(StatusCode::kUnsupported,
                         "architecture.activation = %d is not supported (ReLU, GELU or SiLU)",
                         static_cast<int>(a.activation));
  }
  if (norm_position_name(a.norm_position) == nullptr) {
    return Status::Error(StatusCode::kUnsupported,
                         "architecture.norm_position = %d is not supported (Post or Pre)",
                         static_cast<int>(a.norm_position));
  }
  if (position_encoding_name(a.position_encoding) == nullptr) {
    return Status::Error(
        StatusCode::kUnsupported,
        "architecture.position_encoding = %d is not supported (Sinusoidal or SinusoidalConcat)",
        static_cast<int>(a.position_encoding));
  }
  for (const auto& [key, value] :
       {std::pair<const char*, float>{"embedding_scale", a.embedding_scale},
        std::pair<const char*, float>{"layer_norm_epsilon", a.layer_norm_epsilon}}) {
    if (!description_detail::positive_finite(value)) {
      return Status::Error(StatusCode::kInvalidModel, "architecture.%s = %g must be finite and > 0", key,
                           static_cast<double>(value));
    }
  }
  return Status::Ok();
}

// A whole description as config.json carries it: ranges and consistency (heads divide an even d_model, ids in
// [0, vocab_size) and distinct except that bos may be pad, finite positive scale, epsilon in (0, 1),
// non-empty languages). INVALID_ARGUMENT (UNSUPPORTED for another format_version); messages name the
// config.json key.
inline Status validate_description(const ModelDescription& c) {
  if (c.format_version != kCheckpointFormatVersion) {
    return Status::Error(StatusCode::kUnsupported,
                         "config.json: format_version %u is not supported (expected %u)", c.format_version,
                         kCheckpointFormatVersion);
  }
  using description_detail::kFieldRanges;
  for (const auto& range : kFieldRanges) {
    const uint32_t value = c.*range.field;
    if (value < range.description_min || value > range.max) {
      return Status::Error(StatusCode::kInvalidArgument, "config.json: \"%s\" is %u, outside [%u, %u]",
                           range.key, value, range.description_min, range.max);
    }
  }
  // Sinusoidal positions pair (sin, cos) per frequency, so the width must be even.
  if (c.d_model % 2 != 0) {
    return Status::Error(StatusCode::kInvalidArgument, "config.json: \"d_model\" (%u) must be even",
                         c.d_model);
  }
  if (c.d_model % c.heads != 0) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "config.json: \"heads\" (%u) does not divide \"d_model\" (%u)", c.heads, c.d_model);
  }
  if (activation_name(c.activation) == nullptr) {
    return Status::Error(StatusCode::kInvalidArgument, "config.json: \"activation\" %d has no name",
                         static_cast<int>(c.activation));
  }
  if (norm_position_name(c.norm_position) == nullptr) {
    return Status::Error(StatusCode::kInvalidArgument, "config.json: \"norm_position\" %d has no name",
                         static_cast<int>(c.norm_position));
  }
  if (position_encoding_name(c.position_encoding) == nullptr) {
    return Status::Error(StatusCode::kInvalidArgument, "config.json: \"position_encoding\" %d has no name",
                         static_cast<int>(c.position_encoding));
  }
  if (!description_detail::positive_finite(c.embedding_scale)) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "config.json: \"embedding_scale\" must be a finite positive number");
  }
  if (!description_detail::positive_finite(c.layer_norm_epsilon) || c.layer_norm_epsilon >= 1.f) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "config.json: \"layer_norm_epsilon\" must be a finite number in (0, 1)");
  }
  const std::pair<const char*, int32_t> ids[] = {
      {"pad_id", c.pad_id}, {"unk_id", c.unk_id}, {"bos_id", c.bos_id}, {"eos_id", c.eos_id}};
  for (size_t i = 0; i < 4; ++i) {
    const auto& [key, id] = ids[i];
    if (id < 0 || static_cast<uint32_t>(id) >= c.vocab_size) {
      return Status::Error(StatusCode::kInvalidArgument,
                           "config.json: \"%s\" is %d, outside [0, vocab_size %u)", key, id, c.vocab_size);
    }
    for (size_t j = 0; j < i; ++j) {
      // The decoder may start from the pad token (Marian: decoder_start_token_id = pad_token_id); every
      // other pair must differ.
      const bool bos_is_pad = i == 2 && j == 0;
      if (ids[j].second == id && !bos_is_pad) {
        return Status::Error(StatusCode::kInvalidArgument,
                             "config.json: \"%s\" (%d) repeats another special id", key, id);
      }
    }
  }
  for (const auto& [key, language] :
       {std::pair<const char*, const std::string*>{"source_language", &c.source_language},
        std::pair<const char*, const std::string*>{"target_language", &c.target_language}}) {
    if (language->empty() || language->size() > kMaxLanguageBytes) {
      return Status::Error(StatusCode::kInvalidArgument, "config.json: \"%s\" must be 1 to %zu bytes", key,
                           kMaxLanguageBytes);
    }
  }
  return Status::Ok();
}

}  // namespace attn
