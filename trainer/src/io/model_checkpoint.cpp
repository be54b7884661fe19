#include "trainer/src/io/model_checkpoint.h"

#include <cmath>
#include <vector>

namespace attn::train {

checkpoint::CheckpointConfig make_checkpoint_config(const ModelConfig& model,
                                                    const std::string& source_language,
                                                    const std::string& target_language,
                                                    std::map<std::string, std::string> metadata) {
  checkpoint::CheckpointConfig config;
  config.d_model = static_cast<uint32_t>(model.d_model);
  config.heads = static_cast<uint32_t>(model.heads);
  config.d_ff = static_cast<uint32_t>(model.d_ff);
  config.encoder_layers = static_cast<uint32_t>(model.encoder_layers);
  config.decoder_layers = static_cast<uint32_t>(model.decoder_layers);
  config.vocab_size = static_cast<uint32_t>(model.vocab_size);
  config.max_positions = static_cast<uint32_t>(model.max_positions);
  config.activation = schema::Activation::ReLU;
  config.norm_position = model.pre_norm ? schema::NormPosition::Pre : schema::NormPosition::Post;
  config.tied_embeddings = model.tied_embeddings;
  config.output_bias = false;
  config.embedding_scale =
      model.embedding_scale > 0 ? model.embedding_scale : std::sqrt(static_cast<float>(model.d_model));
  config.layer_norm_epsilon = model.layer_norm_epsilon;
  config.pad_id = model.pad_id;
  config.unk_id = model.unk_id;
  config.bos_id = model.bos_id;
  config.eos_id = model.eos_id;
  config.source_language = source_language;
  config.target_language = target_language;
  config.metadata = std::move(metadata);
  return config;
}

Result<ModelConfig> model_config_from_checkpoint(const checkpoint::CheckpointConfig& c) {
  if (c.activation != schema::Activation::ReLU || c.output_bias || !c.tied_embeddings)
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
                         "attn-train trains ReLU models with tied embeddings and no output bias");
  ModelConfig m;
  m.d_model = static_cast<int>(c.d_model);
  m.heads = static_cast<int>(c.heads);
  m.d_ff = static_cast<int>(c.d_ff);
  m.encoder_layers = static_cast<int>(c.encoder_layers);
  m.decoder_layers = static_cast<int>(c.decoder_layers);
  m.vocab_size = static_cast<int>(c.vocab_size);
  m.max_positions = static_cast<int>(c.max_positions);
  m.pre_norm = c.norm_position == schema::NormPosition::Pre;
  // The rest is fixed in attn-train (and not part of a run's identity, so a resume could not restore it).
  const ModelConfig defaults;
  if (std::fabs(c.embedding_scale - std::sqrt(static_cast<float>(m.d_model))) > 1e-6f * c.embedding_scale ||
      c.layer_norm_epsilon != defaults.layer_norm_epsilon || static_cast<int>(c.pad_id) != defaults.pad_id ||
      static_cast<int>(c.unk_id) != defaults.unk_id || static_cast<int>(c.bos_id) != defaults.bos_id ||
      static_cast<int>(c.eos_id) != defaults.eos_id)
    return Status::Error(
        ATTN_ERROR_INVALID_ARGUMENT,
        "attn-train trains models with embedding scale sqrt(d_model), layer-norm epsilon 1e-5 and "
        "special ids pad 0, unk 1, bos 2, eos 3");
  return m;
}

Status write_model_checkpoint(const std::string& dir, const Transformer& model,
                              const checkpoint::CheckpointConfig& config,
                              const std::string& tokenizer_model) {
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
      return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "checkpoint lacks tensor %s", info.name.c_str());
    const std::vector<uint64_t> shape(info.shape.begin(), info.shape.end());
    if (tensor->dtype != checkpoint::DType::F32 || tensor->shape != shape) {
      return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
                           "checkpoint tensor %s has another dtype or shape than the model",
                           info.name.c_str());
    }
    const std::vector<float> values = tensor->to_f32();
    std::copy(values.begin(), values.end(), parameters.begin() + static_cast<std::ptrdiff_t>(info.offset));
  }
  model.set_parameters(parameters.data());
  return Status::Ok();
}

}  // namespace attn::train
