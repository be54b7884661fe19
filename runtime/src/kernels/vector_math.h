// Portable fixed-width SIMD for the runtime's own small kernels (attention, softmax, layer norm, top-k,
// logits refine): GCC/Clang vector extensions, so one source serves x86 and ARM without intrinsics.
//
// A vector is 16 floats (64 bytes): one AVX-512 register, two AVX2 or four SSE/NEON registers — the compiler
// splits it for whatever target a function is compiled for. On x86 (GCC), the hot kernels are compiled three
// times with ATTN_KERNEL_CLONES (baseline x86-64, x86-64-v3 = AVX2+FMA, x86-64-v4 = AVX-512) and the loader
// picks the best one for the CPU it runs on (an ifunc), so the binary never assumes more than baseline
// x86-64. Elsewhere (aarch64: NEON is baseline; Clang; Android; sanitizer builds, which gain nothing from
// ifuncs) the macro is empty and the code is compiled for whatever the build targets.
// ATTN_DISABLE_KERNEL_CLONES forces that too, to test the baseline code on an AVX-512 machine.
//
// Everything here is always_inline so that it is compiled inside each clone with that clone's instruction
// set. Loads and stores go through memcpy: kernel rows (head slices, strided KV-cache rows) are not 64-byte
// aligned.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__linux__) &&    \
    !defined(__ANDROID__) && !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__) && \
    !defined(ATTN_DISABLE_KERNEL_CLONES)
#define ATTN_KERNEL_CLONES __attribute__((target_clones("default", "arch=x86-64-v3", "arch=x86-64-v4")))
#define ATTN_KERNEL_CLONES_ENABLED 1
#else
#define ATTN_KERNEL_CLONES
#define ATTN_KERNEL_CLONES_ENABLED 0
#endif

#define ATTN_SIMD_INLINE inline __attribute__((always_inline))

// Returning 64-byte vectors has a different ABI with and without AVX-512 (and passing them, which is why
// arguments are const references); GCC warns at every such function and call. Everything here is
// always_inline, so no call ever crosses that ABI; the warning stays off in the kernel files that include
// this header (only kernels do).
#pragma GCC diagnostic ignored "-Wpsabi"

namespace attn::kernels::simd {

constexpr size_t kLanes = 16;

typedef float f32x16 __attribute__((vector_size(64)));
typedef int32_t i32x16 __attribute__((vector_size(64)));  // also the type of a comparison's lane mask
typedef int8_t i8x16 __attribute__((vector_size(16)));
typedef float f32x8 __attribute__((vector_size(32)));
typedef int32_t i32x8 __attribute__((vector_size(32)));
typedef float f32x4 __attribute__((vector_size(16)));
typedef int32_t i32x4 __attribute__((vector_size(16)));

ATTN_SIMD_INLINE f32x16 load(const float* p) {
  f32x16 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

ATTN_SIMD_INLINE void store(float* p, const f32x16& v) { std::memcpy(p, &v, sizeof v); }

ATTN_SIMD_INLINE f32x16 splat(float x) { return f32x16{} + x; }

// The first n (< kLanes) lanes from p, the others `fill`: for row tails, so that a tail is handled by the
// same vector code (and rounds the same way) as the body.
ATTN_SIMD_INLINE f32x16 load_partial(const float* p, size_t n, float fill) {
  float lanes[kLanes];
  for (size_t i = 0; i < kLanes; ++i) lanes[i] = i < n ? p[i] : fill;
  return load(lanes);
}

ATTN_SIMD_INLINE void store_partial(float* p, const f32x16& v, size_t n) {
  float lanes[kLanes];
  store(lanes, v);
  for (size_t i = 0; i < n; ++i) p[i] = lanes[i];
}

// mask ? a : b per lane, with masks as comparisons produce them (all ones or all zeros). Bitwise rather than
// the vector ?: operator, which not every compiler accepts on these types.
ATTN_SIMD_INLINE f32x16 select(const i32x16& mask, const f32x16& a, const f32x16& b) {
  return reinterpret_cast<f32x16>((mask & reinterpret_cast<i32x16>(a)) |
                                  (~mask & reinterpret_cast<i32x16>(b)));
}

// Lane-wise maximum that, like `x > m ? x : m`, keeps m where x is NaN.
ATTN_SIMD_INLINE f32x16 max(const f32x16& m, const f32x16& x) { return select(x > m, x, m); }

// Lane-wise minimum that, like `x < m ? x : m`, keeps m where x is NaN.
ATTN_SIMD_INLINE f32x16 min(const f32x16& m, const f32x16& x) { return select(x < m, x, m); }

// Four-lane pieces, every target's native width (SSE2, NEON; the low quarter of AVX2 and AVX-512 registers).
// GCC 12 compiles a comparison of two 16-lane vectors one lane at a time (a scalar compare and a blend or
// cmov per lane) wherever 16 floats are wider than a register: in the baseline and AVX2 clones and on
// aarch64 (Clang does not). Arithmetic it splits into whole registers, comparisons it does not. Kernels whose
// work is mostly comparisons (a row's range, clamping, ReLU) have a four-lane body for those targets and a
// 16-lane one where 16-lane comparisons compile whole (wide_compares).
ATTN_SIMD_INLINE f32x4 load4(const float* p) {
  f32x4 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

ATTN_SIMD_INLINE void store4(float* p, const f32x4& v) { std::memcpy(p, &v, sizeof v); }

ATTN_SIMD_INLINE f32x4 splat4(float x) { return f32x4{} + x; }

// Whether 16-lane comparisons compile to whole-register instructions here: in GCC's x86-64-v4 clone (AVX-512)
// on a CPU that has it, or a GCC build for AVX-512; always with Clang, which splits them into whole registers
// on every target. Inside a clone the answer is the clone's own: the loader picks the v4 clone exactly on the
// CPUs for which this is true.
ATTN_SIMD_INLINE bool wide_compares() {
#if ATTN_KERNEL_CLONES_ENABLED
  return __builtin_cpu_supports("x86-64-v4");
#elif defined(__clang__) || defined(__AVX512F__)
  return true;
#else
  return false;
#endif
}

ATTN_SIMD_INLINE f32x4 select(const i32x4& mask, const f32x4& a, const f32x4& b) {
  return reinterpret_cast<f32x4>((mask & reinterpret_cast<i32x4>(a)) | (~mask & reinterpret_cast<i32x4>(b)));
}

// Horizontal reductions by halving: lane shuffles (GCC >= 12, Clang) rather than one extract per lane.
ATTN_SIMD_INLINE f32x8 fold(const f32x16& v) {
  return __builtin_shufflevector(v, v, 0, 1, 2, 3, 4, 5, 6, 7) +
         __builtin_shufflevector(v, v, 8, 9, 10, 11, 12, 13, 14, 15);
}

ATTN_SIMD_INLINE float reduce_add(const f32x16& v) {
  const f32x8 s8 = fold(v);
  const f32x4 s4 = __builtin_shufflevector(s8, s8, 0, 1, 2, 3) + __builtin_shufflevector(s8, s8, 4, 5, 6, 7);
  return (s4[0] + s4[2]) + (s4[1] + s4[3]);
}

// The four sums {Σ a, Σ b, Σ c, Σ d} at once: a transpose folded into the additions, so that four dot
// products share one reduction instead of each paying for its own.
ATTN_SIMD_INLINE f32x4 reduce_add4(const f32x16& a, const f32x16& b, const f32x16& c, const f32x16& d) {
  const f32x8 a8 = fold(a), b8 = fold(b), c8 = fold(c), d8 = fold(d);
  // ab: lanes 0-3 partial sums of a, 4-7 of b; cd likewise.
  const f32x8 ab = __builtin_shufflevector(a8, b8, 0, 1, 2, 3, 8, 9, 10, 11) +
                   __builtin_shufflevector(a8, b8, 4, 5, 6, 7, 12, 13, 14, 15);
  const f32x8 cd = __builtin_shufflevector(c8, d8, 0, 1, 2, 3, 8, 9, 10, 11) +
                   __builtin_shufflevector(c8, d8, 4, 5, 6, 7, 12, 13, 14, 15);
  // lanes: a a c c b b d d
  const f32x8 acbd = __builtin_shufflevector(ab, cd, 0, 1, 8, 9, 4, 5, 12, 13) +
                     __builtin_shufflevector(ab, cd, 2, 3, 10, 11, 6, 7, 14, 15);
  return __builtin_shufflevector(acbd, acbd, 0, 4, 2, 6) + __builtin_shufflevector(acbd, acbd, 1, 5, 3, 7);
}

ATTN_SIMD_INLINE float reduce_max(const f32x16& lanes) {
  f32x16 v =
      max(lanes, __builtin_shufflevector(lanes, lanes, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7));
  v = max(v, __builtin_shufflevector(v, v, 4, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15, 8, 9, 10, 11));
  v = max(v, __builtin_shufflevector(v, v, 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13));
  v = max(v, __builtin_shufflevector(v, v, 1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14));
  return v[0];
}

// Whether any lane of a comparison mask is set.
ATTN_SIMD_INLINE bool any(const i32x16& mask) {
  i32x8 lo, hi;
  std::memcpy(&lo, &mask, sizeof lo);
  std::memcpy(&hi, reinterpret_cast<const char*>(&mask) + sizeof lo, sizeof hi);
  const i32x8 o8 = lo | hi;
  i32x4 a, b;
  std::memcpy(&a, &o8, sizeof a);
  std::memcpy(&b, reinterpret_cast<const char*>(&o8) + sizeof a, sizeof b);
  const i32x4 o4 = a | b;
  return (o4[0] | o4[1] | o4[2] | o4[3]) != 0;
}

// e^x per lane, for softmax (x <= 0 there). Cephes' expf: x = n·ln2 + r with |r| <= ln2/2, e^r by a degree-6
// polynomial, 2^n put straight into the exponent bits. Relative error about 2 ulp (1.2e-7 · 2) over the
// range, checked against std::exp by the tests. Below −87.3 (where e^x leaves the normal floats), and for
// −inf (masked attention keys), the result is exactly 0; above 88 it saturates at e^88. F is f32x16 or
// f32x4 (I its int32 vector): the same operations on every lane, so either width gives the same bits.
template <typename F, typename I>
ATTN_SIMD_INLINE F exp_lanes(const F& in) {
  const I underflow = in < -87.33654f;
  F x = select(in > 88.f, F{} + 88.f, in);
  x = select(underflow, F{}, x);
  // Round x·log2(e) to the nearest integer by adding and removing 1.5·2^23 (exact for |n| < 2^22).
  constexpr float kRound = 12582912.f;
  const F n = (x * 1.44269504088896341f + kRound) - kRound;
  // ln 2 in two parts so that n·ln2_hi is exact and r keeps its low bits.
  F r = x - n * 0.693359375f;
  r = r - n * -2.12194440e-4f;
  F p = F{} + 1.9875691500e-4f;
  p = p * r + 1.3981999507e-3f;
  p = p * r + 8.3334519073e-3f;
  p = p * r + 4.1665795894e-2f;
  p = p * r + 1.6666665459e-1f;
  p = p * r + 5.0000001201e-1f;
  p = p * (r * r) + r + 1.f;
  const I scale_bits = (__builtin_convertvector(n, I) + 127) << 23;
  return select(underflow, F{}, p * reinterpret_cast<F>(scale_bits));
}

ATTN_SIMD_INLINE f32x16 exp(const f32x16& in) { return exp_lanes<f32x16, i32x16>(in); }

// A 16-lane vector held as four four-lane pieces (lanes 4k to 4k + 3 in piece k), for the targets where
// 16-lane comparisons compile lane by lane (wide_compares is false): the same lanes, the same arithmetic per
// lane and the same order of reduction as f32x16, so a kernel written for both (load_as<V>) gives the same
// bits with either.
struct f32x4x4 {
  f32x4 piece[4];
};

template <typename V>
ATTN_SIMD_INLINE V load_as(const float* p);
template <>
ATTN_SIMD_INLINE f32x16 load_as<f32x16>(const float* p) {
  return load(p);
}
template <>
ATTN_SIMD_INLINE f32x4x4 load_as<f32x4x4>(const float* p) {
  return {{load4(p), load4(p + 4), load4(p + 8), load4(p + 12)}};
}

template <typename V>
ATTN_SIMD_INLINE V load_partial_as(const float* p, size_t n, float fill) {
  float lanes[kLanes];
  for (size_t i = 0; i < kLanes; ++i) lanes[i] = i < n ? p[i] : fill;
  return load_as<V>(lanes);
}

template <typename V>
ATTN_SIMD_INLINE V splat_as(float x);
template <>
ATTN_SIMD_INLINE f32x16 splat_as<f32x16>(float x) {
  return splat(x);
}
template <>
ATTN_SIMD_INLINE f32x4x4 splat_as<f32x4x4>(float x) {
  const f32x4 v = splat4(x);
  return {{v, v, v, v}};
}

ATTN_SIMD_INLINE void store(float* p, const f32x4x4& v) {
  for (size_t k = 0; k < 4; ++k) store4(p + 4 * k, v.piece[k]);
}

ATTN_SIMD_INLINE void store_partial(float* p, const f32x4x4& v, size_t n) {
  float lanes[kLanes];
  store(lanes, v);
  for (size_t i = 0; i < n; ++i) p[i] = lanes[i];
}

ATTN_SIMD_INLINE f32x4x4 operator+(const f32x4x4& a, const f32x4x4& b) {
  return {
      {a.piece[0] + b.piece[0], a.piece[1] + b.piece[1], a.piece[2] + b.piece[2], a.piece[3] + b.piece[3]}};
}

ATTN_SIMD_INLINE f32x4x4& operator+=(f32x4x4& a, const f32x4x4& b) { return a = a + b; }

ATTN_SIMD_INLINE f32x4x4 operator-(const f32x4x4& a, float b) {
  return {{a.piece[0] - b, a.piece[1] - b, a.piece[2] - b, a.piece[3] - b}};
}

ATTN_SIMD_INLINE f32x4x4 max(const f32x4x4& m, const f32x4x4& x) {
  f32x4x4 r;
  for (size_t k = 0; k < 4; ++k) r.piece[k] = select(x.piece[k] > m.piece[k], x.piece[k], m.piece[k]);
  return r;
}

ATTN_SIMD_INLINE f32x4x4 min(const f32x4x4& m, const f32x4x4& x) {
  f32x4x4 r;
  for (size_t k = 0; k < 4; ++k) r.piece[k] = select(x.piece[k] < m.piece[k], x.piece[k], m.piece[k]);
  return r;
}

ATTN_SIMD_INLINE f32x4x4 operator-(const f32x4x4& a) {
  return {{-a.piece[0], -a.piece[1], -a.piece[2], -a.piece[3]}};
}

ATTN_SIMD_INLINE f32x4x4 exp(const f32x4x4& in) {
  f32x4x4 r;
  for (size_t k = 0; k < 4; ++k) r.piece[k] = exp_lanes<f32x4, i32x4>(in.piece[k]);
  return r;
}

// reduce_add's order: lanes 0-7 plus 8-15, then 0-3 plus 4-7, then (0 + 2) + (1 + 3).
ATTN_SIMD_INLINE float reduce_add(const f32x4x4& v) {
  const f32x4 s4 = (v.piece[0] + v.piece[2]) + (v.piece[1] + v.piece[3]);
  return (s4[0] + s4[2]) + (s4[1] + s4[3]);
}

// reduce_max's tree (lane i against i + 8, then i + 4, i + 2, i + 1), so that NaN lanes resolve alike.
ATTN_SIMD_INLINE float reduce_max(const f32x4x4& v) {
  const auto max4 = [](const f32x4& m, const f32x4& x) { return select(x > m, x, m); };
  const auto max1 = [](float m, float x) { return x > m ? x : m; };
  const f32x4 c = max4(max4(v.piece[0], v.piece[2]), max4(v.piece[1], v.piece[3]));
  return max1(max1(c[0], c[2]), max1(c[1], c[3]));
}

}  // namespace attn::kernels::simd
