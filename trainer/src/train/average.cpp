#include "trainer/src/train/average.h"

#include <filesystem>
#include <map>

#include "description/src/checkpoint_dir.h"

namespace attn::train {
namespace {

// The config without its metadata, rendered: two checkpoints of one run differ only in metadata.
Result<std::string> architecture_text(ModelDescription config) {
  config.metadata.clear();
  return checkpoint::render_checkpoint_config(config);
}

}  // namespace

Status average_checkpoints(const std::vector<std::string>& dirs, const std::string& out_dir) {
  if (dirs.empty()) return Status::Error(StatusCode::kInvalidArgument, "no checkpoint to average");
  ATTN_ASSIGN_OR_RETURN(checkpoint::Checkpoint first, checkpoint::read_checkpoint_dir(dirs[0]));
  ATTN_ASSIGN_OR_RETURN(const std::string first_architecture, architecture_text(first.config));

  std::vector<std::vector<double>> sums;
  for (const auto& tensor : first.weights.tensors) {
    if (tensor.dtype != checkpoint::DType::F32) {
      return Status::Error(StatusCode::kInvalidArgument, "%s: tensor %s is not F32", dirs[0].c_str(),
                           tensor.name.c_str());
    }
    const std::vector<float> values = tensor.to_f32();
    sums.emplace_back(values.begin(), values.end());
  }
  std::string sources = std::filesystem::path(dirs[0]).filename().string();
  // The average is as far into training as the last checkpoint given (its "step" is what --init-from resumes
  // the schedule at), so its metadata comes from there.
  std::map<std::string, std::string> newest_metadata = first.config.metadata;
  for (size_t c = 1; c < dirs.size(); ++c) {
    ATTN_ASSIGN_OR_RETURN(checkpoint::Checkpoint other, checkpoint::read_checkpoint_dir(dirs[c]));
    ATTN_ASSIGN_OR_RETURN(const std::string architecture, architecture_text(other.config));
    if (architecture != first_architecture) {
      return Status::Error(StatusCode::kInvalidArgument, "%s has another config.json than %s",
                           dirs[c].c_str(), dirs[0].c_str());
    }
    if (other.tokenizer_model != first.tokenizer_model) {
      return Status::Error(StatusCode::kInvalidArgument, "%s has another tokenizer.model than %s",
                           dirs[c].c_str(), dirs[0].c_str());
    }
    if (other.weights.tensors.size() != first.weights.tensors.size()) {
      return Status::Error(StatusCode::kInvalidArgument, "%s has %zu tensors, %s has %zu", dirs[c].c_str(),
                           other.weights.tensors.size(), dirs[0].c_str(), first.weights.tensors.size());
    }
    for (size_t t = 0; t < first.weights.tensors.size(); ++t) {
      const checkpoint::Tensor& reference = first.weights.tensors[t];
      const checkpoint::Tensor* tensor = other.weights.find(reference.name);
      if (!tensor || tensor->shape != reference.shape || tensor->dtype != checkpoint::DType::F32) {
        return Status::Error(StatusCode::kInvalidArgument,
                             "%s: tensor %s is missing or has another shape or dtype", dirs[c].c_str(),
                             reference.name.c_str());
      }
      const std::vector<float> values = tensor->to_f32();
      for (size_t i = 0; i < values.size(); ++i) sums[t][i] += values[i];
    }
    sources += ',';
    sources += std::filesystem::path(dirs[c]).filename().string();
    if (c + 1 == dirs.size()) newest_metadata = other.config.metadata;
  }

  std::vector<checkpoint::Tensor> averaged;
  for (size_t t = 0; t < sums.size(); ++t) {
    std::vector<float> mean(sums[t].size());
    for (size_t i = 0; i < mean.size(); ++i) mean[i] = static_cast<float>(sums[t][i] / static_cast<double>(dirs.size()));
    averaged.push_back(checkpoint::Tensor::from_f32(first.weights.tensors[t].name, first.weights.tensors[t].shape, mean));
  }
  ModelDescription config = first.config;
  config.metadata = newest_metadata;
  config.metadata["averaged_from"] = sources;
  return checkpoint::write_checkpoint_dir(out_dir, config, averaged, first.tokenizer_model);
}

}  // namespace attn::train
