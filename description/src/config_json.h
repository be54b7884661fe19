// config.json of a checkpoint directory (docs/model.md, "config.json"): the one reader and writer of a
// ModelDescription as JSON. Read by the converter and the trainer (--init-from), written by the trainer.
// Uses nlohmann-json, so it is linked by the trainer and the converter, never compiled into the runtime.
#pragma once

#include <string>

#include "base/src/core/status.h"
#include "description/src/model_description.h"
#include "description/src/validation.h"

namespace attn::checkpoint {

// Checks ranges and consistency (validate_description). Messages name the key.
inline Status validate_checkpoint_config(const ModelDescription& config) {
  return validate_description(config);
}

// Parses config.json text. Missing and ill-typed keys are named; unknown keys are ignored.
Result<ModelDescription> parse_checkpoint_config(const std::string& json_text);
Result<ModelDescription> read_checkpoint_config(const std::string& path);

// Validates, then renders config.json (pretty-printed, keys in the order of docs/model.md).
Result<std::string> render_checkpoint_config(const ModelDescription& config);
// render_checkpoint_config, written to path and fsynced.
Status write_checkpoint_config(const ModelDescription& config, const std::string& path);

}  // namespace attn::checkpoint
