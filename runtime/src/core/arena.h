// Arena: one buffer, carved into named arrays by a bump pointer. Memory planning runs the same carving code
// twice: first over a measuring arena (no buffer; allocate() returns nullptr and only counts bytes), then
// over the one real buffer of exactly that size. So the sizes can never drift from the code that uses them.
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn {

class Arena {
 public:
  static constexpr size_t kAlignment = 64;  // a cache line; also what SIMD loads like best

  Arena() = default;  // measuring
  Arena(void* base, size_t capacity) : base_(static_cast<uint8_t*>(base)), capacity_(capacity) {}

  // count elements of T, 64-byte aligned, uninitialised. Returns nullptr when measuring, or when the buffer
  // is too small (a planning bug; callers check overflowed()).
  template <typename T>
  T* allocate(size_t count) {
    const size_t start = (used_ + kAlignment - 1) / kAlignment * kAlignment;
    const size_t bytes = count * sizeof(T);
    used_ = start + bytes;
    if (base_ == nullptr || used_ > capacity_) {
      overflowed_ = base_ != nullptr;
      return nullptr;
    }
    return reinterpret_cast<T*>(base_ + start);
  }

  size_t used() const { return used_; }
  bool measuring() const { return base_ == nullptr; }
  bool overflowed() const { return overflowed_; }

 private:
  uint8_t* base_ = nullptr;
  size_t capacity_ = 0;
  size_t used_ = 0;
  bool overflowed_ = false;
};

}  // namespace attn
