#include "runtime/src/kernels/row_quant.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "runtime/src/kernels/vector_math.h"

namespace attn::kernels {

using simd::f32x16;
using simd::f32x4;
using simd::i32x16;
using simd::i32x4;
using simd::kLanes;

namespace {

// Adding and removing 1.5 · 2^23 rounds half to even (the default rounding mode) for |v| < 2^22, here
// |v| <= 255: std::nearbyint's result, in plain vector arithmetic (no SSE4.1 round instruction needed).
constexpr float kRound = 12582912.f;

// The row's range. V: the target's representation of 16 lanes (vector_math.h, registers_per_vector); every V
// gives the same result. Two independent chains each, so that the loop is not bound by the latency of one.
template <typename V>
ATTN_SIMD_INLINE void row_range_as(const float* x, size_t count, float* lo, float* hi) {
  V top0 = simd::splat_as<V>(0.f), top1 = top0, bottom0 = top0, bottom1 = top0;
  size_t i = 0;
  for (; i + 2 * kLanes <= count; i += 2 * kLanes) {
    const V v = simd::load_as<V>(x + i), w = simd::load_as<V>(x + i + kLanes);
    top0 = simd::max(top0, v);
    bottom0 = simd::min(bottom0, v);
    top1 = simd::max(top1, w);
    bottom1 = simd::min(bottom1, w);
  }
  if (i + kLanes <= count) {
    const V v = simd::load_as<V>(x + i);
    top0 = simd::max(top0, v);
    bottom0 = simd::min(bottom0, v);
    i += kLanes;
  }
  if (i < count) {
    const V v = simd::load_partial_as<V>(x + i, count - i, 0.f);
    top1 = simd::max(top1, v);
    bottom1 = simd::min(bottom1, v);
  }
  *lo = -simd::reduce_max(-simd::min(bottom0, bottom1));
  *hi = simd::reduce_max(simd::max(top0, top1));
}

// Sixteen values of quantize_row (scaled, NaN to 0, clamped to [lo, hi], rounded half to even, plus shift),
// on one 16-lane vector.
ATTN_SIMD_INLINE simd::i8x16 quantize_16(const float* p, float inverse, float lo, float hi, int32_t shift) {
  f32x16 v = simd::load(p) * inverse;
  v = simd::select(v == v, v, f32x16{});
  v = simd::select(v < lo, simd::splat(lo), v);
  v = simd::select(v > hi, simd::splat(hi), v);
  const i32x16 r = __builtin_convertvector((v + kRound) - kRound, i32x16) + shift;
  return __builtin_convertvector(r, simd::i8x16);  // modulo 256, as the scalar tail's conversion
}

// The same on four four-lane pieces; each piece's four int32 lanes as bytes.
ATTN_SIMD_INLINE simd::i8x16 quantize_4(const float* p, const f32x4& inverse, const f32x4& lo,
                                        const f32x4& hi, int32_t shift) {
  f32x4 v = simd::load4(p) * inverse;
  v = simd::select(v == v, v, f32x4{});
  v = simd::select(v < lo, lo, v);
  v = simd::select(v > hi, hi, v);
  return reinterpret_cast<simd::i8x16>(__builtin_convertvector((v + kRound) - kRound, i32x4) + shift);
}

ATTN_SIMD_INLINE simd::i8x16 quantize_4x4(const float* p, const f32x4& inverse, const f32x4& lo,
                                          const f32x4& hi, int32_t shift) {
  static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "the gather below takes each lane's low byte");
  const simd::i8x16 a = quantize_4(p, inverse, lo, hi, shift), b = quantize_4(p + 4, inverse, lo, hi, shift),
                    c = quantize_4(p + 8, inverse, lo, hi, shift),
                    d = quantize_4(p + 12, inverse, lo, hi, shift);
  // The low byte of each 32-bit lane: the value modulo 256.
  const simd::i8x16 ab = __builtin_shufflevector(a, b, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
  const simd::i8x16 cd = __builtin_shufflevector(c, d, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
  return __builtin_shufflevector(ab, cd, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
}

// The same on two eight-lane pieces (AVX2 registers).
ATTN_SIMD_INLINE simd::i8x32 quantize_8(const float* p, const simd::f32x8& inverse, const simd::f32x8& lo,
                                        const simd::f32x8& hi, int32_t shift) {
  simd::f32x8 v;
  std::memcpy(&v, p, sizeof v);
  v = v * inverse;
  v = simd::select(v == v, v, simd::f32x8{});
  v = simd::select(v < lo, lo, v);
  v = simd::select(v > hi, hi, v);
  return reinterpret_cast<simd::i8x32>(__builtin_convertvector((v + kRound) - kRound, simd::i32x8) + shift);
}

ATTN_SIMD_INLINE simd::i8x16 quantize_8x2(const float* p, const simd::f32x8& inverse, const simd::f32x8& lo,
                                          const simd::f32x8& hi, int32_t shift) {
  static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "the gather below takes each lane's low byte");
  const simd::i8x32 a = quantize_8(p, inverse, lo, hi, shift), b = quantize_8(p + 8, inverse, lo, hi, shift);
  return __builtin_shufflevector(a, b, 0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60);
}

}  // namespace

ATTN_KERNEL_CLONES
void row_range(const float* x, size_t count, float* lo, float* hi) {
  // Starting from 0 widens the range to hold it; `v > top` and `v < bottom` are false for NaN, which is
  // thereby skipped.
  ATTN_SIMD_DISPATCH(row_range_as, x, count, lo, hi);
}

float row_magnitude(const float* x, size_t count) {
  // The largest magnitude is the larger of the range's ends (the range holds 0; both skip NaN).
  float lo = 0.f, hi = 0.f;
  row_range(x, count, &lo, &hi);
  const float u = hi > -lo ? hi : -lo;
  return u > 0.f && std::isfinite(u) ? u : 1.f;
}

ATTN_KERNEL_CLONES
void quantize_row(const float* x, size_t count, float inverse_step, int32_t zero_point, int8_t* q,
                  int32_t offset) {
  const float lo = static_cast<float>(-128 - zero_point), hi = static_cast<float>(127 - zero_point);
  const int32_t shift = zero_point + offset;
  size_t i = 0;
  // Sixteen lanes where they are one register, else eight- or four-lane pieces (vector_math.h).
  if (simd::registers_per_vector() == 1) {
    for (; i + 16 <= count; i += 16) {
      const simd::i8x16 bytes = quantize_16(x + i, inverse_step, lo, hi, shift);
      std::memcpy(q + i, &bytes, sizeof bytes);
    }
  } else if (simd::registers_per_vector() == 2) {
    const simd::f32x8 inverse8 = simd::f32x8{} + inverse_step, lo8 = simd::f32x8{} + lo,
                      hi8 = simd::f32x8{} + hi;
    for (; i + 16 <= count; i += 16) {
      const simd::i8x16 bytes = quantize_8x2(x + i, inverse8, lo8, hi8, shift);
      std::memcpy(q + i, &bytes, sizeof bytes);
    }
  } else {
    const f32x4 inverse4 = simd::splat4(inverse_step), lo4 = simd::splat4(lo), hi4 = simd::splat4(hi);
    for (; i + 16 <= count; i += 16) {
      const simd::i8x16 bytes = quantize_4x4(x + i, inverse4, lo4, hi4, shift);
      std::memcpy(q + i, &bytes, sizeof bytes);
    }
  }
  for (; i < count; ++i) {
    const float product = x[i] * inverse_step;
    const float v = std::clamp(product == product ? product : 0.f, lo, hi);
    q[i] = static_cast<int8_t>(static_cast<int32_t>((v + kRound) - kRound) + shift);
  }
}

}  // namespace attn::kernels
