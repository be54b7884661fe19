#include "description/src/checkpoint_bf16.h"

#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>
#include <vector>

#include "base/src/checkpoint/bf16_weights.h"
#include "base/src/io/atomic_write.h"
#include "base/src/io/file_io.h"
#include "description/src/checkpoint_dir.h"

namespace attn::checkpoint {
namespace {

namespace fs = std::filesystem;

// Copies every file of source except model.safetensors into tmp, unchanged.
Status copy_other_files(const std::string& source, const std::string& tmp) {
  std::error_code error;
  fs::directory_iterator entries(source, error);
  if (error)
    return Status::Error(StatusCode::kIo, "cannot list %s: %s", source.c_str(), error.message().c_str());
  for (const fs::directory_entry& entry : entries) {
    const std::string name = entry.path().filename().string();
    if (name == kWeightsFileName) continue;
    if (!entry.is_regular_file(error) || entry.is_symlink(error)) {
      return Status::Error(StatusCode::kInvalidArgument,
                           "%s/%s is not a regular file (a checkpoint directory holds plain files only)",
                           source.c_str(), name.c_str());
    }
    ATTN_ASSIGN_OR_RETURN(const std::vector<uint8_t> bytes, read_file_bytes(entry.path().string()));
    ATTN_RETURN_IF_ERROR(write_file_synced(tmp + "/" + name, bytes));
  }
  return Status::Ok();
}

Status write_copy(const std::string& source, const std::string& tmp, const SafetensorsFile& weights) {
  std::vector<Tensor> narrowed;
  narrowed.reserve(weights.tensors.size());
  for (const Tensor& tensor : weights.tensors) {
    Result<Tensor> bf16 = narrow_to_bf16(tensor);
    if (!bf16.ok()) {
      return Status::Error(bf16.status().code(), "%s/%s: %s", source.c_str(), kWeightsFileName,
                           bf16.status().message());
    }
    narrowed.push_back(std::move(bf16.value()));
  }
  if (::mkdir(tmp.c_str(), 0755) != 0) {
    return Status::Error(StatusCode::kIo, "cannot create %s: %s", tmp.c_str(), std::strerror(errno));
  }
  ATTN_RETURN_IF_ERROR(write_safetensors(tmp + "/" + kWeightsFileName, narrowed, weights.metadata));
  ATTN_RETURN_IF_ERROR(copy_other_files(source, tmp));
  return fsync_directory(tmp);
}

}  // namespace

Status write_bf16_checkpoint_copy(const std::string& source, const std::string& destination_in) {
  std::string destination =
      destination_in;  // "out/" names the directory out, whose temporary is "out.tmp-<pid>"
  while (destination.size() > 1 && destination.back() == '/') destination.pop_back();
  // Validates the whole checkpoint (config, tokenizer), not only the weights that are rewritten.
  ATTN_ASSIGN_OR_RETURN(const Checkpoint checkpoint, read_checkpoint_dir(source));
  struct stat st {};
  if (::lstat(destination.c_str(), &st) == 0) {
    return Status::Error(StatusCode::kInvalidArgument, "%s already exists; the copy is not written over it",
                         destination.c_str());
  }
  const std::string tmp = temporary_path(destination);
  remove_tree(tmp);  // left over from a crashed process that had the same pid
  Status status = write_copy(source, tmp, checkpoint.weights);
  if (status.ok()) status = install_directory(tmp, destination);
  if (!status.ok()) remove_tree(tmp);
  return status;
}

}  // namespace attn::checkpoint
