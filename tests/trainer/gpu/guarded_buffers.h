// Buffers for the kernel cases on any device, each between two guard zones of a known byte pattern, so that a
// launch writing past either end of a buffer (a launcher wanting more scratch than its caller allocated) is
// seen on the CPU without AddressSanitizer: guards_intact() after every launch names the buffer and the
// offset. The zone after a buffer is as large as the buffer itself (at least kGuardBytes), so an overrun by
// up to the buffer's own size lands in the guard instead of corrupting other memory before it is seen.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace attn::train::testing {

template <class Dev>
class GuardedBuffers {
 public:
  // A multiple of 64 bytes: each buffer keeps the 64-byte alignment of the device's allocations.
  static constexpr size_t kGuardBytes = 256;
  static constexpr uint8_t kGuardByte = 0xA5;  // as a float, -2.9e-16: no kernel here writes it

  explicit GuardedBuffers(Dev& dev) : dev_(dev) {}
  ~GuardedBuffers() {
    for (const Buffer& b : buffers_) dev_.release(b.base);
  }
  GuardedBuffers(const GuardedBuffers&) = delete;
  GuardedBuffers& operator=(const GuardedBuffers&) = delete;

  // A device copy of host, named for the guard reports.
  template <class T>
  T* put(const std::string& name, const std::vector<T>& host) {
    const size_t bytes = host.size() * sizeof(T);
    const size_t after = std::max(kGuardBytes, (bytes + kGuardBytes - 1) / kGuardBytes * kGuardBytes);
    auto* base = static_cast<uint8_t*>(dev_.allocate(kGuardBytes + bytes + after));
    const std::vector<uint8_t> pattern(std::max(kGuardBytes, after), kGuardByte);
    dev_.upload(base, pattern.data(), kGuardBytes);
    dev_.upload(base + kGuardBytes, host.data(), bytes);
    dev_.upload(base + kGuardBytes + bytes, pattern.data(), after);
    buffers_.push_back({name, base, bytes, after});
    return reinterpret_cast<T*>(base + kGuardBytes);
  }
  template <class T>
  T* zeros(const std::string& name, size_t n) {
    return put(name, std::vector<T>(n));
  }
  template <class T>
  std::vector<T> get(const T* p, size_t n) const {
    std::vector<T> host(n);
    dev_.download(host.data(), p, n * sizeof(T));
    return host;
  }

  // Whether every guard still holds its pattern; `after` names the launch just made.
  ::testing::AssertionResult guards_intact(const std::string& after) const {
    for (const Buffer& b : buffers_) {
      std::vector<uint8_t> before(kGuardBytes), behind(b.after_bytes);
      dev_.download(before.data(), b.base, kGuardBytes);
      dev_.download(behind.data(), b.base + kGuardBytes + b.bytes, b.after_bytes);
      for (size_t i = 0; i < kGuardBytes; ++i)
        if (before[i] != kGuardByte)
          return ::testing::AssertionFailure()
                 << after << " wrote " << kGuardBytes - i << " bytes before the start of " << b.name;
      for (size_t i = b.after_bytes; i-- > 0;)
        if (behind[i] != kGuardByte)
          return ::testing::AssertionFailure() << after << " wrote past the end of " << b.name << " ("
                                               << b.bytes << " bytes): up to byte " << b.bytes + i;
    }
    return ::testing::AssertionSuccess();
  }

 private:
  struct Buffer {
    std::string name;
    uint8_t* base;
    size_t bytes, after_bytes;
  };
  Dev& dev_;
  std::vector<Buffer> buffers_;
};

}  // namespace attn::train::testing
