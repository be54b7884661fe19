#include "trainer/src/io/model_checkpoint.h"

#include <cmath>
#include <vector>

namespace attn::train {

ModelDescription make_checkpoint_config(const ModelDescription& model, const std::string& source_language,
                                        const std::string& target_language,
                                        std::map<std::string, std::string> metadata) {
  ModelDescription config = model;
  config.output_bias = false;
  if (!(config.embedding_scale > 0)) config.embedding_scale = std::sqrt(static_cast<float>(model.d_model));
  config.source_language = source_language;
  config.target_language = target_language;
  config.metadata = std::move(metadata);
  return config;
}

Result<ModelDescription> model_config_from_checkpoint(const ModelDescription& c) {
  ATTN_RETURN_IF_ERROR(check_trainable(c));
  if (c.output_bias || !c.tied_embeddings)
    return Status::Error(StatusCode::kInvalidArgument,
                         "attn-train trains ReLU models with tied embeddings and no output bias");
  // The rest is fixed in attn-train (and not part of a run's identity, so a resume could not restore it).
  const ModelDescription defaults = default_model();
  if (std::fabs(c.embedding_scale - std::sqrt(static_cast<float>(c.d_model))) > 1e-6f * c.embedding_scale ||
      c.layer_norm_epsilon != defaults.layer_norm_epsilon || c.pad_id != defaults.pad_id ||
      c.unk_id != defaults.unk_id || c.bos_id != defaults.bos_id || c.eos_id != defaults.eos_id)
    return Status::Error(
        StatusCode::kInvalidArgument,
        "attn-train trains models with embedding scale sqrt(d_model), layer-norm epsilon 1e-5 and "
        "special ids pad 0, unk 1, bos 2, eos 3");
  ModelDescription m = c;
  m.embedding_scale = defaults.embedding_scale;  // sqrt(d_model), as checked above
  // The run's own languages and metadata are written with its checkpoints, not inherited from this one.
  m.source_language.clear();
  m.target_language.clear();
  m.metadata.clear();
  return m;
}

Status write_model_checkpoint(const std::string& dir, const Transformer& model,
                              const ModelDescription& config, const std::string& tokenizer_model) {
  std::vector<float> parameters(model.parameter_count());
  model.get_parameters(parameters.data());
  std::vector<checkpoint::TensorView> tensors;
  tensors.reserve(model.parameter_info().size());
  for (const ParameterInfo& info : model.parameter_info()) {
    std::vector<uint64_t> shape(info.shape.begin(), info.shape.end());
    tensors.push_back(
        checkpoint::TensorView::f32(info.name, std::move(shape), parameters.data() + info.offset));
  }
  return checkpoint::write_checkpoint_dir(dir, config, tensors, tokenizer_model);
}

Status load_model_weights(const checkpoint::SafetensorsFile& weights, Transformer& model) {
  std::vector<float> parameters(model.parameter_count());
  for (const ParameterInfo& info : model.parameter_info()) {
    const checkpoint::Tensor* tensor = weights.find(info.name);
    if (!tensor)
      return Status::Error(StatusCode::kInvalidArgument, "checkpoint lacks tensor %s", info.name.c_str());
    const std::vector<uint64_t> shape(info.shape.begin(), info.shape.end());
    // Checkpoint readers widen BF16 to F32 (checkpoint_dir.h): any other dtype here was stored so.
    if (tensor->dtype != checkpoint::DType::F32) {
      return Status::Error(StatusCode::kInvalidArgument, "checkpoint tensor %s is %s, expected F32 or BF16",
                           info.name.c_str(), checkpoint::dtype_name(tensor->dtype));
    }
    if (tensor->shape != shape) {
      return Status::Error(StatusCode::kInvalidArgument,
                           "checkpoint tensor %s has another shape than the model", info.name.c_str());
    }
    const std::vector<float> values = tensor->to_f32();
    std::copy(values.begin(), values.end(), parameters.begin() + static_cast<std::ptrdiff_t>(info.offset));
  }
  model.set_parameters(parameters.data());
  return Status::Ok();
}

}  // namespace attn::train
