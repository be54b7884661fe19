#include "description/src/checkpoint_dir.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <set>
#include <system_error>

#include "base/src/checkpoint/bf16_weights.h"
#include "base/src/io/atomic_write.h"
#include "base/src/io/file_io.h"

namespace attn::checkpoint {
namespace {

namespace fs = std::filesystem;

std::string strip_trailing_slashes(std::string path) {
  while (path.size() > 1 && path.back() == '/') path.pop_back();
  return path;
}

Status check_extra_file_name(const std::string& name) {
  if (name.empty() || name == "." || name == ".." || name.find('/') != std::string::npos ||
      name == kWeightsFileName || name == kConfigFileName || name == kTokenizerFileName) {
    return Status::Error(StatusCode::kInvalidArgument, "extra checkpoint file name '%.80s' is not allowed",
                         name.c_str());
  }
  return Status::Ok();
}

Status write_files(const std::string& tmp, const ModelDescription& config,
                   std::span<const TensorView> tensors, std::string_view tokenizer_model_bytes,
                   const Metadata& weights_metadata, std::span<const ExtraFile> extra_files) {
  if (::mkdir(tmp.c_str(), 0755) != 0) {
    return Status::Error(StatusCode::kIo, "cannot create %s: %s", tmp.c_str(), std::strerror(errno));
  }
  ATTN_RETURN_IF_ERROR(write_safetensors(tmp + "/" + kWeightsFileName, tensors, weights_metadata));
  ATTN_RETURN_IF_ERROR(write_checkpoint_config(config, tmp + "/" + kConfigFileName));
  ATTN_RETURN_IF_ERROR(
      write_file_synced(tmp + "/" + kTokenizerFileName,
                        std::span(reinterpret_cast<const uint8_t*>(tokenizer_model_bytes.data()),
                                  tokenizer_model_bytes.size())));
  for (const ExtraFile& extra : extra_files) {
    ATTN_RETURN_IF_ERROR(write_file_synced(tmp + "/" + extra.name, extra.bytes));
  }
  return fsync_directory(tmp);
}

}  // namespace

Status write_checkpoint_dir(const std::string& dir_in, const ModelDescription& config,
                            std::span<const TensorView> tensors, std::string_view tokenizer_model_bytes,
                            const Metadata& weights_metadata, std::span<const ExtraFile> extra_files) {
  const std::string dir = strip_trailing_slashes(dir_in);
  if (dir.empty()) return Status::Error(StatusCode::kInvalidArgument, "checkpoint directory path is empty");
  ATTN_RETURN_IF_ERROR(validate_checkpoint_config(config));
  if (tokenizer_model_bytes.empty()) {
    return Status::Error(StatusCode::kInvalidArgument, "tokenizer.model bytes are empty");
  }
  std::set<std::string_view> extra_names;
  for (const ExtraFile& extra : extra_files) {
    ATTN_RETURN_IF_ERROR(check_extra_file_name(extra.name));
    if (!extra_names.insert(extra.name).second) {
      return Status::Error(StatusCode::kInvalidArgument, "extra checkpoint file '%.80s' given twice",
                           extra.name.c_str());
    }
  }

  const std::string tmp = temporary_path(dir);
  remove_tree(tmp);  // left over from a crashed process that had the same pid
  Status status = write_files(tmp, config, tensors, tokenizer_model_bytes, weights_metadata, extra_files);
  if (status.ok()) status = install_directory(tmp, dir);
  if (!status.ok()) remove_tree(tmp);
  return status;
}

Status write_checkpoint_dir(const std::string& dir, const ModelDescription& config,
                            const std::vector<Tensor>& tensors, std::string_view tokenizer_model_bytes,
                            const Metadata& weights_metadata, std::span<const ExtraFile> extra_files) {
  std::vector<TensorView> views;
  views.reserve(tensors.size());
  for (const Tensor& t : tensors) views.push_back(TensorView::of(t));
  return write_checkpoint_dir(dir, config, views, tokenizer_model_bytes, weights_metadata, extra_files);
}

Result<Checkpoint> read_checkpoint_dir(const std::string& dir_in) {
  const std::string dir = strip_trailing_slashes(dir_in);
  struct stat st {};
  if (::stat(dir.c_str(), &st) != 0) {
    return Status::Error(StatusCode::kIo, "cannot open checkpoint directory %s: %s", dir.c_str(),
                         std::strerror(errno));
  }
  if (!S_ISDIR(st.st_mode))
    return Status::Error(StatusCode::kIo, "%s is not a checkpoint directory", dir.c_str());

  Checkpoint checkpoint;
  ATTN_ASSIGN_OR_RETURN(checkpoint.config, read_checkpoint_config(dir + "/" + kConfigFileName));
  ATTN_ASSIGN_OR_RETURN(checkpoint.weights, read_checkpoint_weights(dir));
  const std::string tokenizer_path = dir + "/" + kTokenizerFileName;
  ATTN_ASSIGN_OR_RETURN(std::vector<uint8_t> tokenizer, read_file_bytes(tokenizer_path, 1ull << 30));
  if (tokenizer.empty())
    return Status::Error(StatusCode::kInvalidArgument, "%s is empty", tokenizer_path.c_str());
  checkpoint.tokenizer_model.assign(tokenizer.begin(), tokenizer.end());
  return checkpoint;
}

Result<SafetensorsFile> read_checkpoint_weights(const std::string& dir) {
  ATTN_ASSIGN_OR_RETURN(SafetensorsFile weights,
                        read_safetensors(strip_trailing_slashes(dir) + "/" + kWeightsFileName));
  widen_bf16(weights);
  return weights;
}

}  // namespace attn::checkpoint
