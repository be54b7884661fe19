#include "trainer/src/kernels/bf16.h"

#include <cstring>

#include "trainer/src/kernels/host_simd.h"

namespace attn::train::kernels {

// to_bf16 (bf16.h) on 16 lanes, operation for operation, so the CPU rounds exactly as the GPU does.
ATTN_TRAIN_CLONES void to_bf16_host(const float* src, bf16* dst, int64_t n) {
  using simd::u32x16;
  int64_t i = 0;
  for (; i + simd::kLanes <= n; i += simd::kLanes) {
    u32x16 u;
    std::memcpy(&u, src + i, sizeof u);
    const u32x16 rounded = (u + 0x7fffu + ((u >> 16) & 1u)) >> 16;
    const u32x16 nan = ((u >> 16) | 0x0040u);
    const u32x16 is_nan = reinterpret_cast<u32x16>((u & 0x7fffffffu) > 0x7f800000u);
    const u32x16 bits = (is_nan & nan) | (~is_nan & rounded);
    const simd::u16x16 out = __builtin_convertvector(bits, simd::u16x16);  // keeps the low 16 bits
    std::memcpy(dst + i, &out, sizeof out);
  }
  for (; i < n; ++i) dst[i] = to_bf16(src[i]);
}

}  // namespace attn::train::kernels
