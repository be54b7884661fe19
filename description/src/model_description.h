// A model as a whole: its architecture, the tokenizer's special ids and the language pair, plus free-form
// metadata. This is what config.json holds (description/src/config_json.h reads and writes it), what the
// trainer builds its Transformer from and what the converter checks a checkpoint against.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "description/src/architecture.h"

namespace attn {

// config.json's "format" and "format_version" (docs/model.md).
inline constexpr const char* kCheckpointFormat = "attn-checkpoint";
inline constexpr uint32_t kCheckpointFormatVersion = 1;

// An architecture plus what a model needs beyond its shape; every Architecture field reads as
// description.d_model.
struct ModelDescription : Architecture {
  // Written by write_checkpoint_config and checked on read (kCheckpointFormatVersion).
  uint32_t format_version = kCheckpointFormatVersion;
  int32_t pad_id = 0, unk_id = 1, bos_id = 2, eos_id = 3;
  std::string source_language;
  std::string target_language;
  std::map<std::string, std::string> metadata;  // optional in config.json; strings only

  const Architecture& architecture() const { return *this; }
};

// The architecture of a description (what model_spec and the writer take).
inline Architecture to_architecture(const ModelDescription& description) {
  return description.architecture();
}

}  // namespace attn
