// The model's side of a checkpoint directory: its config.json from the ModelDescription, its tensors straight
// from the parameter buffer (names and shapes of docs/model.md, as parameter_info() lists them), and
// loading them back by name. The directory itself is written by base's write_checkpoint_dir.
#pragma once

#include <map>
#include <string>

#include "description/src/checkpoint_dir.h"
#include "base/src/core/status.h"
#include "trainer/src/model/transformer.h"

namespace attn::train {

// The model's config.json: the description with the run's languages and metadata, embedding_scale resolved.
ModelDescription make_checkpoint_config(const ModelDescription& model, const std::string& source_language,
                                        const std::string& target_language,
                                        std::map<std::string, std::string> metadata);

// The inverse: the model of a checkpoint a run starts from (--init-from). Fails for what attn-train does not
// train (an activation it has no kernel for, untied embeddings, an output bias).
Result<ModelDescription> model_config_from_checkpoint(const ModelDescription& config);

// Writes <dir> atomically with the model's current parameters.
Status write_model_checkpoint(const std::string& dir, const Transformer& model,
                              const ModelDescription& config, const std::string& tokenizer_model);

// Sets every parameter from the tensor of the same name; missing tensors and wrong shapes are errors.
Status load_model_weights(const checkpoint::SafetensorsFile& weights, Transformer& model);

}  // namespace attn::train
