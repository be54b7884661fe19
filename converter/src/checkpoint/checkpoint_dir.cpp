#include "converter/src/checkpoint/checkpoint_dir.h"

#include <fcntl.h>
#include <stdio.h>  // renameat2, RENAME_EXCHANGE (glibc >= 2.28)
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <set>
#include <system_error>

#include "converter/src/checkpoint/file_io.h"

namespace attn::checkpoint {
namespace {

namespace fs = std::filesystem;

std::string strip_trailing_slashes(std::string path) {
  while (path.size() > 1 && path.back() == '/') path.pop_back();
  return path;
}

std::string parent_of(const std::string& path) {
  fs::path parent = fs::path(path).parent_path();
  return parent.empty() ? "." : parent.string();
}

// Removes a directory tree, ignoring errors (used to clean up after a failure, or an old checkpoint that was
// already replaced: neither may turn a successful write into a failure).
void remove_tree(const std::string& path) {
  std::error_code ec;
  fs::remove_all(path, ec);
}

Status check_extra_file_name(const std::string& name) {
  if (name.empty() || name == "." || name == ".." || name.find('/') != std::string::npos ||
      name == kWeightsFileName || name == kConfigFileName || name == kTokenizerFileName) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "extra checkpoint file name '%.80s' is not allowed",
                         name.c_str());
  }
  return Status::Ok();
}

Status write_files(const std::string& tmp, const CheckpointConfig& config,
                   std::span<const TensorView> tensors, std::string_view tokenizer_model_bytes,
                   const Metadata& weights_metadata, std::span<const ExtraFile> extra_files) {
  if (::mkdir(tmp.c_str(), 0755) != 0) {
    return Status::Error(ATTN_ERROR_IO, "cannot create %s: %s", tmp.c_str(), std::strerror(errno));
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

// Puts the complete directory tmp in place at dir. When dir exists, the two are swapped atomically and the
// old checkpoint (now at tmp) is deleted afterwards.
Status move_into_place(const std::string& tmp, const std::string& dir) {
  struct stat st {};
  if (::lstat(dir.c_str(), &st) != 0) {
    if (errno != ENOENT)
      return Status::Error(ATTN_ERROR_IO, "cannot stat %s: %s", dir.c_str(), std::strerror(errno));
    if (::rename(tmp.c_str(), dir.c_str()) != 0) {
      return Status::Error(ATTN_ERROR_IO, "cannot rename %s to %s: %s", tmp.c_str(), dir.c_str(),
                           std::strerror(errno));
    }
    return Status::Ok();
  }
  if (!S_ISDIR(st.st_mode))
    return Status::Error(ATTN_ERROR_IO, "%s exists and is not a directory", dir.c_str());

  if (::renameat2(AT_FDCWD, tmp.c_str(), AT_FDCWD, dir.c_str(), RENAME_EXCHANGE) == 0) {
    remove_tree(tmp);
    return Status::Ok();
  }
  if (errno != EINVAL && errno != ENOSYS) {
    return Status::Error(ATTN_ERROR_IO, "cannot swap %s into %s: %s", tmp.c_str(), dir.c_str(),
                         std::strerror(errno));
  }
  // A file system without RENAME_EXCHANGE: move the old one aside first. A crash in between leaves no
  // directory under the final name, but never a partial one, and both complete copies survive.
  const std::string old = dir + ".old-" + std::to_string(::getpid());
  remove_tree(old);
  if (::rename(dir.c_str(), old.c_str()) != 0) {
    return Status::Error(ATTN_ERROR_IO, "cannot move %s aside: %s", dir.c_str(), std::strerror(errno));
  }
  if (::rename(tmp.c_str(), dir.c_str()) != 0) {
    const int error = errno;
    ::rename(old.c_str(), dir.c_str());  // best effort: put the old checkpoint back
    return Status::Error(ATTN_ERROR_IO, "cannot rename %s to %s: %s", tmp.c_str(), dir.c_str(),
                         std::strerror(error));
  }
  remove_tree(old);
  return Status::Ok();
}

}  // namespace

Status write_checkpoint_dir(const std::string& dir_in, const CheckpointConfig& config,
                            std::span<const TensorView> tensors, std::string_view tokenizer_model_bytes,
                            const Metadata& weights_metadata, std::span<const ExtraFile> extra_files) {
  const std::string dir = strip_trailing_slashes(dir_in);
  if (dir.empty()) return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "checkpoint directory path is empty");
  ATTN_RETURN_IF_ERROR(validate_checkpoint_config(config));
  if (tokenizer_model_bytes.empty()) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "tokenizer.model bytes are empty");
  }
  std::set<std::string_view> extra_names;
  for (const ExtraFile& extra : extra_files) {
    ATTN_RETURN_IF_ERROR(check_extra_file_name(extra.name));
    if (!extra_names.insert(extra.name).second) {
      return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "extra checkpoint file '%.80s' given twice",
                           extra.name.c_str());
    }
  }

  const std::string tmp = dir + ".tmp-" + std::to_string(::getpid());
  remove_tree(tmp);  // left over from a crashed process that had the same pid
  Status status = write_files(tmp, config, tensors, tokenizer_model_bytes, weights_metadata, extra_files);
  if (status.ok()) status = move_into_place(tmp, dir);
  if (!status.ok()) {
    remove_tree(tmp);
    return status;
  }
  return fsync_directory(parent_of(dir));
}

Status write_checkpoint_dir(const std::string& dir, const CheckpointConfig& config,
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
    return Status::Error(ATTN_ERROR_IO, "cannot open checkpoint directory %s: %s", dir.c_str(),
                         std::strerror(errno));
  }
  if (!S_ISDIR(st.st_mode))
    return Status::Error(ATTN_ERROR_IO, "%s is not a checkpoint directory", dir.c_str());

  Checkpoint checkpoint;
  ATTN_ASSIGN_OR_RETURN(checkpoint.config, read_checkpoint_config(dir + "/" + kConfigFileName));
  ATTN_ASSIGN_OR_RETURN(checkpoint.weights, read_safetensors(dir + "/" + kWeightsFileName));
  const std::string tokenizer_path = dir + "/" + kTokenizerFileName;
  ATTN_ASSIGN_OR_RETURN(std::vector<uint8_t> tokenizer, read_file_bytes(tokenizer_path, 1ull << 30));
  if (tokenizer.empty())
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "%s is empty", tokenizer_path.c_str());
  checkpoint.tokenizer_model.assign(tokenizer.begin(), tokenizer.end());
  return checkpoint;
}

}  // namespace attn::checkpoint
