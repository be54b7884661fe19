// config.json of a checkpoint directory (docs/model.md, "config.json"): the architecture, the tokenizer's
// special ids, the language pair and free-form metadata. Read by the converter, written by the trainer.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "attn/schema/attn_generated.h"
#include "runtime/src/core/status.h"
#include "runtime/src/exported/model_layout.h"

namespace attn::checkpoint {

inline constexpr const char* kCheckpointFormat = "attn-checkpoint";
inline constexpr uint32_t kCheckpointFormatVersion = 1;

struct CheckpointConfig {
  // "format" must be kCheckpointFormat and "format_version" kCheckpointFormatVersion; both are written
  // by write_checkpoint_config and checked by read_checkpoint_config.
  uint32_t format_version = kCheckpointFormatVersion;
  uint32_t d_model = 0;
  uint32_t heads = 0;
  uint32_t d_ff = 0;
  uint32_t encoder_layers = 0;
  uint32_t decoder_layers = 0;
  uint32_t vocab_size = 0;
  uint32_t max_positions = 0;
  schema::Activation activation = schema::Activation::ReLU;         // "relu" | "gelu"
  schema::NormPosition norm_position = schema::NormPosition::Post;  // "post" | "pre"
  bool tied_embeddings = true;
  bool output_bias = false;
  float embedding_scale = 0.f;  // sqrt(d_model) in the paper
  float layer_norm_epsilon = 1e-5f;
  int32_t pad_id = 0, unk_id = 1, bos_id = 2, eos_id = 3;
  std::string source_language;
  std::string target_language;
  std::map<std::string, std::string> metadata;  // optional in the file; strings only
};

// Range limits checked on read and before write: the model file's own (format/model_spec.h), so that the
// trainer can never write a checkpoint that the converter or the runtime would refuse.
inline constexpr uint32_t kMaxDModel = ArchitectureLimits::kMaxDModel;
inline constexpr uint32_t kMaxHeads = ArchitectureLimits::kMaxHeads;
inline constexpr uint32_t kMaxDFF = ArchitectureLimits::kMaxDFF;
inline constexpr uint32_t kMaxLayers = ArchitectureLimits::kMaxLayers;
inline constexpr uint32_t kMaxVocab = ArchitectureLimits::kMaxVocab;
inline constexpr uint32_t kMaxPositions = ArchitectureLimits::kMaxPositions;
inline constexpr size_t kMaxLanguageBytes = 64;

// Checks ranges and consistency (heads divide an even d_model, ids in [0, vocab_size) and distinct, finite
// positive scale and epsilon, non-empty languages). Messages name the key.
Status validate_checkpoint_config(const CheckpointConfig& config);

// Parses config.json text. Missing and ill-typed keys are named; unknown keys are ignored.
Result<CheckpointConfig> parse_checkpoint_config(const std::string& json_text);
Result<CheckpointConfig> read_checkpoint_config(const std::string& path);

// Validates, then renders config.json (pretty-printed, keys in the order of docs/model.md).
Result<std::string> render_checkpoint_config(const CheckpointConfig& config);
// render_checkpoint_config, written to path and fsynced.
Status write_checkpoint_config(const CheckpointConfig& config, const std::string& path);

// The runtime's architecture description of a config (what model_spec and the writer take).
Architecture to_architecture(const CheckpointConfig& config);

}  // namespace attn::checkpoint
