// A model file's bytes in memory, two ways: read into an owned aligned buffer (the file may change or vanish
// afterwards), or mapped read-only (the page cache's copy, shared by every process that maps the file; the
// file must then stay as it is while the model lives). Both check that the path is a regular file of a
// plausible size before they size anything by it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>

#include "base/src/core/status.h"
#include "runtime/src/format/aligned_buffer.h"

namespace attn {

// Reads the whole file into out. StatusCode::kIo when it cannot be opened or read or shrinks while being
// read, StatusCode::kInvalidModel when its size cannot be a model's.
Status read_model_file(const char* path, AlignedBuffer* out);

// A read-only private mapping of a whole file, unmapped by the destructor. Page-aligned, so tensors at
// 64-byte aligned offsets are 64-byte aligned; the kernel zero-fills the last page past the end, so reading
// up to the next 64-byte boundary is defined, as with AlignedBuffer.
class MappedFile {
 public:
  MappedFile() = default;
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;
  MappedFile(MappedFile&& other) noexcept { *this = std::move(other); }
  MappedFile& operator=(MappedFile&& other) noexcept;
  ~MappedFile();

  // Maps path; errors as read_model_file.
  static Status map(const char* path, MappedFile* out);

  const uint8_t* data() const { return data_; }
  size_t size() const { return size_; }
  bool mapped() const { return data_ != nullptr; }

  // Tells the kernel that [begin, begin + bytes) will not be read again soon: the whole pages inside it are
  // dropped from this process's memory (a later read faults them back in from the file). A hint: a range
  // outside the mapping or smaller than a page does nothing.
  void release(const void* begin, size_t bytes) const;

 private:
  uint8_t* data_ = nullptr;
  size_t size_ = 0;
};

}  // namespace attn
