#include "base/src/io/atomic_write.h"

#include <fcntl.h>
#include <stdio.h>  // renameat2, RENAME_EXCHANGE (glibc >= 2.28)
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <system_error>

#include "base/src/io/file_io.h"

namespace attn::checkpoint {
namespace {

std::string parent_of(const std::string& path) {
  const std::string parent = std::filesystem::path(path).parent_path().string();
  return parent.empty() ? "." : parent;
}

// Puts the complete directory tmp in place at dir. When dir exists, the two are swapped atomically and the
// old checkpoint (now at tmp) is deleted afterwards.
Status move_into_place(const std::string& tmp, const std::string& dir) {
  struct stat st {};
  if (::lstat(dir.c_str(), &st) != 0) {
    if (errno != ENOENT)
      return Status::Error(StatusCode::kIo, "cannot stat %s: %s", dir.c_str(), std::strerror(errno));
    if (::rename(tmp.c_str(), dir.c_str()) != 0) {
      return Status::Error(StatusCode::kIo, "cannot rename %s to %s: %s", tmp.c_str(), dir.c_str(),
                           std::strerror(errno));
    }
    return Status::Ok();
  }
  if (!S_ISDIR(st.st_mode))
    return Status::Error(StatusCode::kIo, "%s exists and is not a directory", dir.c_str());

  if (::renameat2(AT_FDCWD, tmp.c_str(), AT_FDCWD, dir.c_str(), RENAME_EXCHANGE) == 0) {
    remove_tree(tmp);
    return Status::Ok();
  }
  if (errno != EINVAL && errno != ENOSYS) {
    return Status::Error(StatusCode::kIo, "cannot swap %s into %s: %s", tmp.c_str(), dir.c_str(),
                         std::strerror(errno));
  }
  // A file system without RENAME_EXCHANGE: move the old one aside first. A crash in between leaves no
  // directory under the final name, but never a partial one, and both complete copies survive.
  const std::string old = dir + ".old-" + std::to_string(::getpid());
  remove_tree(old);
  if (::rename(dir.c_str(), old.c_str()) != 0) {
    return Status::Error(StatusCode::kIo, "cannot move %s aside: %s", dir.c_str(), std::strerror(errno));
  }
  if (::rename(tmp.c_str(), dir.c_str()) != 0) {
    const int error = errno;
    ::rename(old.c_str(), dir.c_str());  // best effort: put the old checkpoint back
    return Status::Error(StatusCode::kIo, "cannot rename %s to %s: %s", tmp.c_str(), dir.c_str(),
                         std::strerror(error));
  }
  remove_tree(old);
  return Status::Ok();
}

}  // namespace

void remove_tree(const std::string& path) {
  std::error_code ec;
  std::filesystem::remove_all(path, ec);
}

std::string temporary_path(const std::string& path) { return path + ".tmp-" + std::to_string(::getpid()); }

Status write_file_atomic(const std::string& path, std::span<const uint8_t> bytes) {
  const std::string tmp = temporary_path(path);
  Status written = write_file_synced(tmp, bytes);
  if (written.ok() && std::rename(tmp.c_str(), path.c_str()) != 0) {
    written = Status::Error(StatusCode::kIo, "cannot rename %s to %s: %s", tmp.c_str(), path.c_str(),
                            std::strerror(errno));
  }
  if (!written.ok()) {
    std::remove(tmp.c_str());
    return written;
  }
  return fsync_directory(parent_of(path));
}

Status write_file_atomic(const std::string& path, std::string_view text) {
  return write_file_atomic(path, std::span(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

Status install_directory(const std::string& tmp, const std::string& dir) {
  ATTN_RETURN_IF_ERROR(move_into_place(tmp, dir));
  return fsync_directory(parent_of(dir));
}

}  // namespace attn::checkpoint
