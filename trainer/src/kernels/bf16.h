// bfloat16 for mixed-precision training: the matrix products read bf16 copies of their operands and
// accumulate in fp32 (docs: trainer/README.md, "Precision"). Only the storage type and the conversion live
// here; no kernel computes in bf16.
//
// Conversion rounds to nearest, ties to even (what cuBLAS's __float2bfloat16_rn, oneDNN's reorders and
// PyTorch's .to(torch.bfloat16) do), so the same fp32 value becomes the same bf16 on either backend. NaN
// stays NaN (a quiet one); infinities and values that round past the largest finite bf16 become infinities.
#pragma once

#include <cstdint>
#include <cstring>

#include "trainer/src/kernels/common.h"

namespace attn::train::kernels {

// Layout-compatible with __nv_bfloat16 and oneDNN's bf16: the high 16 bits of an IEEE-754 binary32.
struct bf16 {
  uint16_t bits;
};
static_assert(sizeof(bf16) == 2);

ATTN_HD inline uint32_t float_bits(float f) {
#if defined(__CUDA_ARCH__)
  return __float_as_uint(f);
#else
  uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
#endif
}
ATTN_HD inline float bits_float(uint32_t u) {
#if defined(__CUDA_ARCH__)
  return __uint_as_float(u);
#else
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
#endif
}

ATTN_HD inline bf16 to_bf16(float f) {
  const uint32_t u = float_bits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return bf16{static_cast<uint16_t>((u >> 16) | 0x0040u)};  // NaN
  const uint32_t rounded = u + 0x7fffu + ((u >> 16) & 1u);
  return bf16{static_cast<uint16_t>(rounded >> 16)};
}
ATTN_HD inline float from_bf16(bf16 h) { return bits_float(static_cast<uint32_t>(h.bits) << 16); }

// dst[i] = bf16(src[i]), one element per index (the GPU coalesces).
ATTN_HD inline void convert_to_bf16(int64_t i, const float* src, bf16* dst) { dst[i] = to_bf16(src[i]); }

// Host only: dst[i] = to_bf16(src[i]) for i in [0, n) with the same integer arithmetic on 16 lanes, compiled
// for the CPU's instruction set (bf16.cpp). The baseline build's loop over convert_to_bf16 does not vectorise.
void to_bf16_host(const float* src, bf16* dst, int64_t n);

template <class Dev>
void launch_to_bf16(Dev& dev, int64_t n, const float* src, bf16* dst) {
  if constexpr (Dev::kDeviceMemory) {
    dev.launch(n, [=] ATTN_HD(int64_t i) { convert_to_bf16(i, src, dst); });
  } else {
    launch_host_ranges(
        dev, n, [=](int64_t begin, int64_t end) { to_bf16_host(src + begin, dst + begin, end - begin); });
  }
}

// Attention's operands in bf16 with the heads apart: source row r = b·T + t (row stride ld) holds head h in
// columns [h·dk, (h + 1)·dk); dst is [B][H][T][dk], so that each (sentence, head) matrix is contiguous (the
// layout oneDNN's batched products run fastest on). One destination element per index.
ATTN_HD inline void convert_heads_to_bf16(int64_t i, int T, int H, int dk, const float* src, int64_t ld,
                                          bf16* dst) {
  const int d = static_cast<int>(i % dk);
  const int t = static_cast<int>(i / dk % T);
  const int h = static_cast<int>(i / (static_cast<int64_t>(dk) * T) % H);
  const int64_t b = i / (static_cast<int64_t>(dk) * T * H);
  dst[i] = to_bf16(src[(b * T + t) * ld + static_cast<int64_t>(h) * dk + d]);
}

// Host only: the same for source rows [row_begin, row_end), compiled for the CPU's instruction set
// (bf16.cpp).
void heads_to_bf16_host(const float* src, int64_t ld, int64_t row_begin, int64_t row_end, int T, int H,
                        int dk, bf16* dst);

template <class Dev>
void launch_heads_to_bf16(Dev& dev, int B, int T, int H, int dk, const float* src, int64_t ld, bf16* dst) {
  if constexpr (Dev::kDeviceMemory) {
    dev.launch(static_cast<int64_t>(B) * H * T * dk,
               [=] ATTN_HD(int64_t i) { convert_heads_to_bf16(i, T, H, dk, src, ld, dst); });
  } else {
    // Ranges of source rows; each row's H pieces go to H places in dst.
    launch_host_row_ranges(
        dev, static_cast<int64_t>(B) * T, static_cast<int64_t>(H) * dk,
        [=](int64_t begin, int64_t end) { heads_to_bf16_host(src, ld, begin, end, T, H, dk, dst); });
  }
}

}  // namespace attn::train::kernels
