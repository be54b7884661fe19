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

// quantize_row's arithmetic on one vector of lanes (F: f32x16, f32x8 or f32x4, I its int32 vector): scaled,
// NaN to 0, clamped to [lo, hi], rounded half to even, plus shift.
template <typename F, typename I>
ATTN_SIMD_INLINE I quantize_lanes(const float* p, float inverse, float lo, float hi, int32_t shift) {
  F v;
  std::memcpy(&v, p, sizeof v);
  v = v * inverse;
  v = simd::select(v == v, v, F{});
  v = simd::select(v < lo, F{} + lo, v);
  v = simd::select(v > hi, F{} + hi, v);
  return __builtin_convertvector((v + kRound) - kRound, I) + shift;
}

// Sixteen values of quantize_row as bytes (each int32 lane modulo 256, as the scalar tail's conversion), on
// the representation V of 16 lanes (vector_math.h): the pieces' int32 lanes are gathered by their low bytes.
static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "the gathers below take each lane's low byte");
template <typename V>
ATTN_SIMD_INLINE simd::i8x16 quantize_16(const float* p, float inverse, float lo, float hi, int32_t shift);
template <>
ATTN_SIMD_INLINE simd::i8x16 quantize_16<f32x16>(const float* p, float inverse, float lo, float hi,
                                                 int32_t shift) {
  return __builtin_convertvector((quantize_lanes<f32x16, i32x16>(p, inverse, lo, hi, shift)), simd::i8x16);
}
template <>
ATTN_SIMD_INLINE simd::i8x16 quantize_16<simd::f32x8x2>(const float* p, float inverse, float lo, float hi,
                                                        int32_t shift) {
  using simd::f32x8, simd::i32x8, simd::i8x32;
  const i8x32 a = reinterpret_cast<i8x32>(quantize_lanes<f32x8, i32x8>(p, inverse, lo, hi, shift)),
              b = reinterpret_cast<i8x32>(quantize_lanes<f32x8, i32x8>(p + 8, inverse, lo, hi, shift));
  return __builtin_shufflevector(a, b, 0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60);
}
template <>
ATTN_SIMD_INLINE simd::i8x16 quantize_16<simd::f32x4x4>(const float* p, float inverse, float lo, float hi,
                                                        int32_t shift) {
  const simd::i8x16 piece[4] = {
      reinterpret_cast<simd::i8x16>(quantize_lanes<f32x4, i32x4>(p, inverse, lo, hi, shift)),
      reinterpret_cast<simd::i8x16>(quantize_lanes<f32x4, i32x4>(p + 4, inverse, lo, hi, shift)),
      reinterpret_cast<simd::i8x16>(quantize_lanes<f32x4, i32x4>(p + 8, inverse, lo, hi, shift)),
      reinterpret_cast<simd::i8x16>(quantize_lanes<f32x4, i32x4>(p + 12, inverse, lo, hi, shift))};
  const simd::i8x16 ab =
      __builtin_shufflevector(piece[0], piece[1], 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
  const simd::i8x16 cd =
      __builtin_shufflevector(piece[2], piece[3], 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
  return __builtin_shufflevector(ab, cd, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
}

template <typename V>
ATTN_SIMD_INLINE void quantize_row_as(const float* x, size_t count, float inverse_step, int32_t zero_point,
                                      int8_t* q, int32_t offset) {
  const float lo = static_cast<float>(-128 - zero_point), hi = static_cast<float>(127 - zero_point);
  const int32_t shift = zero_point + offset;
  size_t i = 0;
  for (; i + 16 <= count; i += 16) {
    const simd::i8x16 bytes = quantize_16<V>(x + i, inverse_step, lo, hi, shift);
    std::memcpy(q + i, &bytes, sizeof bytes);
  }
  for (; i < count; ++i) {
    const float product = x[i] * inverse_step;
    const float v = std::clamp(product == product ? product : 0.f, lo, hi);
    q[i] = static_cast<int8_t>(static_cast<int32_t>((v + kRound) - kRound) + shift);
  }
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
  ATTN_SIMD_DISPATCH(quantize_row_as, x, count, inverse_step, zero_point, q, offset);
}

}  // namespace attn::kernels
