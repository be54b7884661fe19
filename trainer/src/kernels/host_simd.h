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
#define ATTN_TRAIN_HAS_CLONES 1
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

// N-lane vectors (N = 4, 8, 16) for kernels whose work is comparisons: see compare_lanes.
template <int N>
struct lanes {
  typedef float f32 __attribute__((vector_size(4 * N)));
  typedef int32_t i32 __attribute__((vector_size(4 * N)));
  typedef uint32_t u32 __attribute__((vector_size(4 * N)));
};

// The widest vector whose comparisons compile to whole-register instructions in the code that calls this.
// GCC 12 compiles a comparison of vectors wider than a register one lane at a time (a scalar compare and a
// blend per lane), so 16-lane code with comparisons runs ~5× slower in the AVX2 clone than the same lanes
// in two 8-lane pieces. Inside an ATTN_TRAIN_CLONES function the clone the loader picked tells the register
// width: the AVX-512 clone runs only where x86-64-v4 is supported, the AVX2 one where x86-64-v3 is.
ATTN_TRAIN_SIMD_INLINE int compare_lanes() {
#if defined(ATTN_TRAIN_HAS_CLONES)
  if (__builtin_cpu_supports("x86-64-v4")) return 16;
  if (__builtin_cpu_supports("x86-64-v3")) return 8;
  return 4;
#elif defined(__clang__) || defined(__AVX512F__)
  return 16;
#elif defined(__AVX2__)
  return 8;
#else
  return 4;
#endif
}

template <class F>
ATTN_TRAIN_SIMD_INLINE F splat(float v) {
  return F{} + v;
}
// mask ? a : b per lane, with masks as comparisons produce them (all ones or all zeros).
template <class F, class I>
ATTN_TRAIN_SIMD_INLINE F select(I mask, F a, F b) {
  return reinterpret_cast<F>((mask & reinterpret_cast<I>(a)) | (~mask & reinterpret_cast<I>(b)));
}

ATTN_TRAIN_SIMD_INLINE f32x16 load(const float* p) {
  f32x16 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

ATTN_TRAIN_SIMD_INLINE void store(float* p, f32x16 v) { std::memcpy(p, &v, sizeof v); }

// Σ_i term(i) over i < n as 16 running sums (term i goes to sum i mod 16, the tail included) added up in lane
// order: the same result on every instruction set. vector(i) gives terms i..i+15 at once, scalar(i) one
// term by the same operations. Sums only: GCC splits 16-lane arithmetic for narrower registers well (not
// comparisons: see compare_lanes).
template <class Vector, class Scalar>
ATTN_TRAIN_SIMD_INLINE float row_sum(int64_t n, Vector vector, Scalar scalar) {
  f32x16 acc{};
  int64_t i = 0;
  for (; i + kLanes <= n; i += kLanes) acc += vector(i);
  float lanes[kLanes];
  std::memcpy(lanes, &acc, sizeof lanes);
  for (int64_t k = 0; i + k < n; ++k) lanes[k] += scalar(i + k);
  float total = 0.f;
  for (float v : lanes) total += v;
  return total;
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
