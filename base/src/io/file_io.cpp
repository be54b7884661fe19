#include "base/src/io/file_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "base/src/io/file_descriptor.h"

namespace attn::checkpoint {

Result<std::vector<uint8_t>> read_file_bytes(const std::string& path, uint64_t max_bytes) {
  FileDescriptor fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (fd.get() < 0)
    return Status::Error(StatusCode::kIo, "cannot open %s: %s", path.c_str(), std::strerror(errno));
  struct stat st {};
  if (::fstat(fd.get(), &st) != 0) {
    return Status::Error(StatusCode::kIo, "cannot stat %s: %s", path.c_str(), std::strerror(errno));
  }
  if (!S_ISREG(st.st_mode)) return Status::Error(StatusCode::kIo, "%s is not a regular file", path.c_str());
  const uint64_t size = static_cast<uint64_t>(st.st_size);
  if (size > max_bytes) {
    return Status::Error(StatusCode::kIo, "%s is too large (%llu bytes, limit %llu)", path.c_str(),
                         static_cast<unsigned long long>(size), static_cast<unsigned long long>(max_bytes));
  }
  std::vector<uint8_t> bytes(size);
  size_t done = 0;
  while (done < size) {
    const ssize_t n = ::read(fd.get(), bytes.data() + done, size - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0)
      return Status::Error(StatusCode::kIo, "cannot read %s: %s", path.c_str(), std::strerror(errno));
    if (n == 0) return Status::Error(StatusCode::kIo, "%s shrank while being read", path.c_str());
    done += static_cast<size_t>(n);
  }
  return bytes;
}

Status write_file_synced(const std::string& path, std::span<const uint8_t> bytes) {
  FileDescriptor fd(::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
  if (fd.get() < 0) {
    return Status::Error(StatusCode::kIo, "cannot create %s: %s", path.c_str(), std::strerror(errno));
  }
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd.get(), bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0)
      return Status::Error(StatusCode::kIo, "cannot write %s: %s", path.c_str(), std::strerror(errno));
    done += static_cast<size_t>(n);
  }
  if (::fsync(fd.get()) != 0) {
    return Status::Error(StatusCode::kIo, "cannot fsync %s: %s", path.c_str(), std::strerror(errno));
  }
  // close() can report a deferred write error; do not lose it.
  if (::close(fd.release()) != 0) {
    return Status::Error(StatusCode::kIo, "cannot close %s: %s", path.c_str(), std::strerror(errno));
  }
  return Status::Ok();
}

Status fsync_directory(const std::string& path) {
  FileDescriptor fd(::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (fd.get() < 0) {
    return Status::Error(StatusCode::kIo, "cannot open directory %s: %s", path.c_str(), std::strerror(errno));
  }
  if (::fsync(fd.get()) != 0) {
    return Status::Error(StatusCode::kIo, "cannot fsync directory %s: %s", path.c_str(),
                         std::strerror(errno));
  }
  return Status::Ok();
}

}  // namespace attn::checkpoint
