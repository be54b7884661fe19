// Portable fixed-width SIMD for the runtime's own small kernels (attention, softmax, layer norm, top-k,
// activations, row quantization): GCC/Clang vector extensions, so one source serves x86 and ARM without
// intrinsics.
//
// A vector is 16 floats (64 bytes): one AVX-512 register, two AVX2 or four SSE/NEON registers. Kernels are
// written once over V, the vector's representation, and ATTN_SIMD_DISPATCH picks the one that fits the
// target's registers (f32x16, f32x8x2 or f32x4x4, below). On x86 (GCC), the hot kernels are compiled three
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
typedef int8_t i8x32 __attribute__((vector_size(32)));
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

// Four-lane pieces, every target's native width (SSE2, NEON; the low quarter of AVX2 and AVX-512 registers):
// the pieces of f32x4x4 below.
ATTN_SIMD_INLINE f32x4 load4(const float* p) {
  f32x4 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

ATTN_SIMD_INLINE f32x4 splat4(float x) { return f32x4{} + x; }

ATTN_SIMD_INLINE f32x4 select(const i32x4& mask, const f32x4& a, const f32x4& b) {
  return reinterpret_cast<f32x4>((mask & reinterpret_cast<i32x4>(a)) | (~mask & reinterpret_cast<i32x4>(b)));
}

ATTN_SIMD_INLINE f32x8 select(const i32x8& mask, const f32x8& a, const f32x8& b) {
  return reinterpret_cast<f32x8>((mask & reinterpret_cast<i32x8>(a)) | (~mask & reinterpret_cast<i32x8>(b)));
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

// Whether any lane of a comparison mask is set. Four lanes are read as two 64-bit halves: two extractions
// from the register instead of four (top_k tests every 16 values of a vocabulary row this way).
ATTN_SIMD_INLINE bool any(const i32x4& mask) {
  int64_t halves[2];
  std::memcpy(halves, &mask, sizeof halves);
  return (halves[0] | halves[1]) != 0;
}
ATTN_SIMD_INLINE bool any(const i32x16& mask) {
  i32x8 lo, hi;
  std::memcpy(&lo, &mask, sizeof lo);
  std::memcpy(&hi, reinterpret_cast<const char*>(&mask) + sizeof lo, sizeof hi);
  const i32x8 o8 = lo | hi;
  i32x4 a, b;
  std::memcpy(&a, &o8, sizeof a);
  std::memcpy(&b, reinterpret_cast<const char*>(&o8) + sizeof a, sizeof b);
  return any(a | b);
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

// A 16-lane vector held as K pieces of 16/K lanes (lanes (16/K)·k onwards in piece k): f32x8x2 is two AVX2
// registers, f32x4x4 four SSE or NEON registers. GCC 12 keeps a 16-lane f32x16 that is wider than the
// target's registers in memory where it can (accumulators and broadcasts go through the stack in the AVX2
// clone) and compiles its comparisons lane by lane; pieces of the register's width it keeps in registers. The
// same lanes, the same arithmetic per lane and the same order of reduction as f32x16, so a kernel written
// for all three (load_as<V>, dispatched by registers_per_vector) gives the same bits with any of them.
template <typename P, size_t K>
struct pieces {
  static constexpr size_t kWidth = kLanes / K;
  P piece[K];
};
using f32x8x2 = pieces<f32x8, 2>;
using f32x4x4 = pieces<f32x4, 4>;

// The int32 vector of a piece's width (comparison masks, exp's exponent bits).
template <typename P>
struct int_vector;
template <>
struct int_vector<f32x4> {
  using type = i32x4;
};
template <>
struct int_vector<f32x8> {
  using type = i32x8;
};

// How many registers hold a 16-lane vector where this code runs: 1 in GCC's x86-64-v4 clone (AVX-512) and
// with Clang (which splits 16-lane vectors into whole registers on every target, comparisons included), 2 in
// the x86-64-v3 clone (AVX2) or a GCC build for AVX2, 4 elsewhere (SSE2, NEON). Inside a clone the answer is
// the clone's own: the loader picks the v4 clone exactly on the CPUs that have it, the v3 clone on the others
// that have AVX2.
ATTN_SIMD_INLINE size_t registers_per_vector() {
#if ATTN_KERNEL_CLONES_ENABLED
  if (__builtin_cpu_supports("x86-64-v4")) return 1;
  return __builtin_cpu_supports("x86-64-v3") ? 2 : 4;
#elif defined(__clang__) || defined(__AVX512F__)
  return 1;
#elif defined(__AVX2__) && defined(__FMA__)
  return 2;
#else
  return 4;
#endif
}

// fn<V>(args...) with V the representation registers_per_vector picks: f32x16, f32x8x2 or f32x4x4. Where the
// choice is known at compile time (no clones) the other two calls fold away.
#define ATTN_SIMD_DISPATCH(fn, ...)                                                                       \
  (::attn::kernels::simd::registers_per_vector() == 1   ? fn<::attn::kernels::simd::f32x16>(__VA_ARGS__)  \
   : ::attn::kernels::simd::registers_per_vector() == 2 ? fn<::attn::kernels::simd::f32x8x2>(__VA_ARGS__) \
                                                        : fn<::attn::kernels::simd::f32x4x4>(__VA_ARGS__))

template <typename V>
ATTN_SIMD_INLINE V load_as(const float* p);
template <>
ATTN_SIMD_INLINE f32x16 load_as<f32x16>(const float* p) {
  return load(p);
}
template <>
ATTN_SIMD_INLINE f32x8x2 load_as<f32x8x2>(const float* p) {
  // Each piece through a vector of its own: a memcpy into the array would keep it in memory.
  f32x8 lo, hi;
  std::memcpy(&lo, p, sizeof lo);
  std::memcpy(&hi, p + 8, sizeof hi);
  return {{lo, hi}};
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
ATTN_SIMD_INLINE f32x8x2 splat_as<f32x8x2>(float x) {
  const f32x8 v = f32x8{} + x;
  return {{v, v}};
}
template <>
ATTN_SIMD_INLINE f32x4x4 splat_as<f32x4x4>(float x) {
  const f32x4 v = splat4(x);
  return {{v, v, v, v}};
}

template <typename P, size_t K>
ATTN_SIMD_INLINE void store(float* p, const pieces<P, K>& v) {
#pragma GCC unroll 4
  for (size_t k = 0; k < K; ++k) {
    const P piece = v.piece[k];
    std::memcpy(p + k * pieces<P, K>::kWidth, &piece, sizeof piece);
  }
}

template <typename P, size_t K>
ATTN_SIMD_INLINE void store_partial(float* p, const pieces<P, K>& v, size_t n) {
  float lanes[kLanes];
  store(lanes, v);
  for (size_t i = 0; i < n; ++i) p[i] = lanes[i];
}

// Piece-wise arithmetic, one whole-register operation per piece. The loop is unrolled by force: GCC 12 at -O2
// keeps a four-trip loop over the pieces, and with it the pieces in memory (no fused multiply-adds either).
#define ATTN_PIECEWISE(expr)                                                  \
  pieces<P, K> r;                                                             \
  _Pragma("GCC unroll 4") for (size_t k = 0; k < K; ++k) r.piece[k] = (expr); \
  return r

template <typename P, size_t K>
ATTN_SIMD_INLINE pieces<P, K> operator+(const pieces<P, K>& a, const pieces<P, K>& b) {
  ATTN_PIECEWISE(a.piece[k] + b.piece[k]);
}

template <typename P, size_t K>
ATTN_SIMD_INLINE pieces<P, K>& operator+=(pieces<P, K>& a, const pieces<P, K>& b) {
  return a = a + b;
}

template <typename P, size_t K>
ATTN_SIMD_INLINE pieces<P, K> operator*(const pieces<P, K>& a, const pieces<P, K>& b) {
  ATTN_PIECEWISE(a.piece[k] * b.piece[k]);
}

template <typename P, size_t K>
ATTN_SIMD_INLINE pieces<P, K> operator*(const pieces<P, K>& a, float b) {
  ATTN_PIECEWISE(a.piece[k] * b);
}

template <typename P, size_t K>
ATTN_SIMD_INLINE pieces<P, K> operator*(float a, const pieces<P, K>& b) {
  ATTN_PIECEWISE(a * b.piece[k]);
}

template <typename P, size_t K>
ATTN_SIMD_INLINE pieces<P, K> operator-(const pieces<P, K>& a, float b) {
  ATTN_PIECEWISE(a.piece[k] - b);
}

template <typename P, size_t K>
ATTN_SIMD_INLINE pieces<P, K> operator-(const pieces<P, K>& a) {
  ATTN_PIECEWISE(-a.piece[k]);
}

// Lane-wise maximum and minimum with f32x16's NaN behaviour (m is kept where x is NaN).
template <typename P>
ATTN_SIMD_INLINE P max_piece(const P& m, const P& x) {
  return select(x > m, x, m);
}

template <typename P, size_t K>
ATTN_SIMD_INLINE pieces<P, K> max(const pieces<P, K>& m, const pieces<P, K>& x) {
  ATTN_PIECEWISE(max_piece(m.piece[k], x.piece[k]));
}

template <typename P, size_t K>
ATTN_SIMD_INLINE pieces<P, K> min(const pieces<P, K>& m, const pieces<P, K>& x) {
  ATTN_PIECEWISE(select(x.piece[k] < m.piece[k], x.piece[k], m.piece[k]));
}

template <typename P, size_t K>
ATTN_SIMD_INLINE pieces<P, K> exp(const pieces<P, K>& in) {
  ATTN_PIECEWISE((exp_lanes<P, typename int_vector<P>::type>(in.piece[k])));
}

#undef ATTN_PIECEWISE

// Whether any lane of v is greater than x (NaN lanes are not).
ATTN_SIMD_INLINE bool any_greater(const f32x16& v, float x) { return any(v > x); }
template <typename P, size_t K>
ATTN_SIMD_INLINE bool any_greater(const pieces<P, K>& v, float x) {
  using I = typename int_vector<P>::type;
  I mask = v.piece[0] > x;
#pragma GCC unroll 4
  for (size_t k = 1; k < K; ++k) mask |= v.piece[k] > x;
  i32x4 m4;
  if constexpr (sizeof(I) == sizeof(i32x8)) {
    m4 = __builtin_shufflevector(mask, mask, 0, 1, 2, 3) | __builtin_shufflevector(mask, mask, 4, 5, 6, 7);
  } else {
    m4 = mask;
  }
  return any(m4);
}

// The first two halving steps of reduce_add's order as four lanes: lane i + lane i + 8 (i < 8), then lanes
// 0-3 plus 4-7.
ATTN_SIMD_INLINE f32x4 fold4(const f32x16& v) {
  const f32x8 s8 = fold(v);
  return __builtin_shufflevector(s8, s8, 0, 1, 2, 3) + __builtin_shufflevector(s8, s8, 4, 5, 6, 7);
}
ATTN_SIMD_INLINE f32x4 fold4(const f32x8x2& v) {
  const f32x8 s8 = v.piece[0] + v.piece[1];
  return __builtin_shufflevector(s8, s8, 0, 1, 2, 3) + __builtin_shufflevector(s8, s8, 4, 5, 6, 7);
}
ATTN_SIMD_INLINE f32x4 fold4(const f32x4x4& v) {
  return (v.piece[0] + v.piece[2]) + (v.piece[1] + v.piece[3]);
}

template <typename P, size_t K>
ATTN_SIMD_INLINE float reduce_add(const pieces<P, K>& v) {
  const f32x4 s4 = fold4(v);
  return (s4[0] + s4[2]) + (s4[1] + s4[3]);
}

// reduce_add4 for pieces: the same sums in the same order as f32x16's (fold4, then the transposing
// additions).
template <typename P, size_t K>
ATTN_SIMD_INLINE f32x4 reduce_add4(const pieces<P, K>& a, const pieces<P, K>& b, const pieces<P, K>& c,
                                   const pieces<P, K>& d) {
  const f32x4 fa = fold4(a), fb = fold4(b), fc = fold4(c), fd = fold4(d);
  // ac: lanes (a0 + a2, a1 + a3, c0 + c2, c1 + c3); bd likewise.
  const f32x4 ac = __builtin_shufflevector(fa, fc, 0, 1, 4, 5) + __builtin_shufflevector(fa, fc, 2, 3, 6, 7);
  const f32x4 bd = __builtin_shufflevector(fb, fd, 0, 1, 4, 5) + __builtin_shufflevector(fb, fd, 2, 3, 6, 7);
  return __builtin_shufflevector(ac, bd, 0, 4, 2, 6) + __builtin_shufflevector(ac, bd, 1, 5, 3, 7);
}

// reduce_max's tree (lane i against i + 8, then i + 4, i + 2, i + 1), so that NaN lanes resolve alike.
ATTN_SIMD_INLINE float reduce_max4(const f32x4& c) {
  const auto max1 = [](float m, float x) { return x > m ? x : m; };
  return max1(max1(c[0], c[2]), max1(c[1], c[3]));
}
ATTN_SIMD_INLINE float reduce_max(const f32x8x2& v) {
  const f32x8 m8 = max_piece(v.piece[0], v.piece[1]);
  return reduce_max4(max_piece<f32x4>(__builtin_shufflevector(m8, m8, 0, 1, 2, 3),
                                      __builtin_shufflevector(m8, m8, 4, 5, 6, 7)));
}
ATTN_SIMD_INLINE float reduce_max(const f32x4x4& v) {
  return reduce_max4(max_piece(max_piece(v.piece[0], v.piece[2]), max_piece(v.piece[1], v.piece[3])));
}

}  // namespace attn::kernels::simd
