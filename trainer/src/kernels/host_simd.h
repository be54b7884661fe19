// What the trainer's host-only vector kernels (exp.cpp, bf16.cpp) share: 16-lane GCC vector types and the
// per-ISA cloning. The trainer is otherwise built for baseline x86-64; on x86-64 GCC these functions are
// compiled three times (baseline, AVX2+FMA, AVX-512) and the loader picks one for the CPU, as the runtime's
// kernels are. Sanitizer builds and other compilers get one baseline version. Include only from .cpp files.
#pragma once

#include <cstdint>
#include <cstring>

#include "trainer/src/kernels/bf16.h"

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__linux__) && \
    !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
#define ATTN_TRAIN_CLONES __attribute__((target_clones("default", "arch=x86-64-v3", "arch=x86-64-v4")))
#else
#define ATTN_TRAIN_CLONES
#endif

#define ATTN_TRAIN_SIMD_INLINE inline __attribute__((always_inline))

// 64-byte vectors pass differently with and without AVX-512; they never cross a call here (always_inline).
#pragma GCC diagnostic ignored "-Wpsabi"

namespace attn::train::kernels::simd {

constexpr int64_t kLanes = 16;
typedef float f32x16 __attribute__((vector_size(64)));
typedef int32_t i32x16 __attribute__((vector_size(64)));
typedef uint32_t u32x16 __attribute__((vector_size(64)));
typedef uint16_t u16x16 __attribute__((vector_size(32)));

ATTN_TRAIN_SIMD_INLINE f32x16 splat(float v) { return f32x16{} + v; }
// mask ? a : b per lane, with masks as comparisons produce them (all ones or all zeros).
ATTN_TRAIN_SIMD_INLINE f32x16 select(i32x16 mask, f32x16 a, f32x16 b) {
  return reinterpret_cast<f32x16>((mask & reinterpret_cast<i32x16>(a)) |
                                  (~mask & reinterpret_cast<i32x16>(b)));
}

ATTN_TRAIN_SIMD_INLINE f32x16 load(const float* p) {
  f32x16 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

// dst[0:16] = to_bf16(v) (bf16.h) lane by lane, operation for operation, so the CPU rounds exactly as the
// GPU.
ATTN_TRAIN_SIMD_INLINE void store_bf16(bf16* dst, f32x16 v) {
  const u32x16 u = reinterpret_cast<u32x16>(v);
  const u32x16 rounded = (u + 0x7fffu + ((u >> 16) & 1u)) >> 16;
  const u32x16 nan = (u >> 16) | 0x0040u;
  const u32x16 is_nan = reinterpret_cast<u32x16>((u & 0x7fffffffu) > 0x7f800000u);
  const u16x16 bits = __builtin_convertvector((is_nan & nan) | (~is_nan & rounded), u16x16);  // low 16 bits
  std::memcpy(dst, &bits, sizeof bits);
}

}  // namespace attn::train::kernels::simd
