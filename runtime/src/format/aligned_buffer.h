// An owned, zero-padded byte buffer whose start is aligned to kTensorAlignment, so that tensor data stored at
// 64-byte aligned file offsets is 64-byte aligned in memory too.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <utility>

#include "runtime/src/format/format_version.h"

namespace attn {

class AlignedBuffer {
 public:
  AlignedBuffer() = default;
  AlignedBuffer(const AlignedBuffer&) = delete;
  AlignedBuffer& operator=(const AlignedBuffer&) = delete;
  AlignedBuffer(AlignedBuffer&& other) noexcept { *this = std::move(other); }
  AlignedBuffer& operator=(AlignedBuffer&& other) noexcept {
    std::swap(data_, other.data_);
    std::swap(size_, other.size_);
    return *this;
  }
  ~AlignedBuffer() { std::free(data_); }

  // Returns false when the memory cannot be had (the caller reports StatusCode::kOutOfMemory). The tail up to
  // the next multiple of the alignment is zeroed so that no uninitialised byte is ever readable.
  bool allocate(size_t size) {
    std::free(data_);
    data_ = nullptr;
    size_ = 0;
    const size_t rounded = (size + kTensorAlignment - 1) / kTensorAlignment * kTensorAlignment;
    if (rounded < size) return false;  // wrapped around
    data_ = static_cast<uint8_t*>(
        std::aligned_alloc(kTensorAlignment, rounded == 0 ? kTensorAlignment : rounded));
    if (data_ == nullptr) return false;
    if (rounded > size) std::memset(data_ + size, 0, rounded - size);
    size_ = size;
    return true;
  }

  uint8_t* data() { return data_; }
  const uint8_t* data() const { return data_; }
  size_t size() const { return size_; }

 private:
  uint8_t* data_ = nullptr;
  size_t size_ = 0;
};

}  // namespace attn
