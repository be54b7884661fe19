#include "runtime/src/format/model_file.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cinttypes>
#include <cstring>
#include <utility>

#include "base/src/io/file_descriptor.h"
#include "runtime/src/format/format_version.h"

namespace attn {
namespace {

// Opens path and gives its size, checked before anything is sized by it.
Status open_model_file(const char* path, FileDescriptor* fd, size_t* size_out) {
  if (fd->get() < 0)
    return Status::Error(StatusCode::kIo, "cannot open '%s': %s", path, std::strerror(errno));
  struct stat info;
  if (::fstat(fd->get(), &info) != 0) {
    return Status::Error(StatusCode::kIo, "cannot stat '%s': %s", path, std::strerror(errno));
  }
  if (!S_ISREG(info.st_mode)) return Status::Error(StatusCode::kIo, "'%s' is not a regular file", path);
  const uint64_t size = static_cast<uint64_t>(info.st_size);
  if (size < kMinFileSize) {
    return Status::Error(StatusCode::kInvalidModel,
                         "'%s' is %" PRIu64 " bytes, too small for a model (at least %" PRIu64 ")", path,
                         size, kMinFileSize);
  }
  if (size > kMaxFileSize || size > SIZE_MAX) {
    return Status::Error(StatusCode::kInvalidModel,
                         "'%s' is %" PRIu64 " bytes, more than the %" PRIu64 " a model may have", path, size,
                         kMaxFileSize);
  }
  *size_out = static_cast<size_t>(size);
  return Status::Ok();
}

}  // namespace

Status read_model_file(const char* path, AlignedBuffer* out) {
  FileDescriptor fd(::open(path, O_RDONLY | O_CLOEXEC));
  size_t size = 0;
  ATTN_RETURN_IF_ERROR(open_model_file(path, &fd, &size));
  if (!out->allocate(size)) {
    return Status::Error(StatusCode::kOutOfMemory, "cannot allocate %zu bytes for '%s'", size, path);
  }
  size_t done = 0;
  while (done < size) {
    const ssize_t n = ::read(fd.get(), out->data() + done, size - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return Status::Error(StatusCode::kIo, "cannot read '%s': %s", path, std::strerror(errno));
    if (n == 0) {
      return Status::Error(StatusCode::kIo, "'%s' shrank while being read (%zu of %zu bytes)", path, done,
                           size);
    }
    done += static_cast<size_t>(n);
  }
  return Status::Ok();
}

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept {
  std::swap(data_, other.data_);
  std::swap(size_, other.size_);
  return *this;
}

MappedFile::~MappedFile() {
  if (data_ != nullptr) ::munmap(data_, size_);
}

Status MappedFile::map(const char* path, MappedFile* out) {
  FileDescriptor fd(::open(path, O_RDONLY | O_CLOEXEC));
  size_t size = 0;
  ATTN_RETURN_IF_ERROR(open_model_file(path, &fd, &size));
  // Private and read-only: the process never writes the pages, so they stay the page cache's (shared with
  // every other process mapping the file, and dropped under memory pressure rather than swapped).
  void* data = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd.get(), 0);
  if (data == MAP_FAILED) {
    return Status::Error(errno == ENOMEM ? StatusCode::kOutOfMemory : StatusCode::kIo, "cannot map '%s': %s",
                         path, std::strerror(errno));
  }
  MappedFile mapped;
  mapped.data_ = static_cast<uint8_t*>(data);
  mapped.size_ = size;
  *out = std::move(mapped);
  return Status::Ok();  // the mapping outlives the descriptor
}

void MappedFile::release(const void* begin, size_t bytes) const {
  if (data_ == nullptr || begin == nullptr || bytes == 0) return;
  const uintptr_t base = reinterpret_cast<uintptr_t>(data_);
  const uintptr_t start = reinterpret_cast<uintptr_t>(begin);
  if (start < base || start - base > size_ || bytes > size_ - (start - base)) return;
  const uintptr_t page = static_cast<uintptr_t>(::sysconf(_SC_PAGESIZE));
  const uintptr_t first = (start + page - 1) / page * page;  // whole pages only: neighbours stay
  const uintptr_t last = (start + bytes) / page * page;
  if (last <= first) return;
  // MADV_DONTNEED on a private mapping never written: the pages are dropped and a later read refaults them
  // from the file. It cannot fail on a valid range of this mapping; as a hint, a failure changes nothing.
  (void)::madvise(reinterpret_cast<void*>(first), last - first, MADV_DONTNEED);
}

}  // namespace attn
