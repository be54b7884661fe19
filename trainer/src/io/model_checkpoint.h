// The model's side of a checkpoint directory: its config.json from the ModelConfig, its tensors straight
// from the parameter buffer (names and shapes of docs/model.md, as parameter_info() lists them), and
// loading them back by name. The directory itself is written by the converter's write_checkpoint_dir.
#pragma once

#include <map>
#include <string>

#include "converter/src/checkpoint/checkpoint_dir.h"
#include "runtime/src/core/status.h"
#include "trainer/src/model/transformer.h"

namespace attn::train {

checkpoint::CheckpointConfig make_checkpoint_config(const ModelConfig& model, const std::string& source_language,
                                                    const std::string& target_language,
                                                    std::map<std::string, std::string> metadata);

// The inverse: the trainer's ModelConfig of a checkpoint (for --init-from). Fails for what attn-train does not
// train (another activation, untied embeddings, an output bias).
Result<ModelConfig> model_config_from_checkpoint(const checkpoint::CheckpointConfig& config);

// Writes <dir> atomically with the model's current parameters.
Status write_model_checkpoint(const std::string& dir, const Transformer& model,
                              const checkpoint::CheckpointConfig& config, const std::string& tokenizer_model);

// Sets every parameter from the tensor of the same name; missing tensors and wrong shapes are errors.
Status load_model_weights(const checkpoint::SafetensorsFile& weights, Transformer& model);

}  // namespace attn::train
