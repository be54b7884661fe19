#include "runtime/src/kernels/row_quant.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "runtime/src/kernels/vector_math.h"

namespace attn::kernels {

using simd::f32x16;
using simd::i32x16;
using simd::kLanes;

namespace {

// Adding and removing 1.5 · 2^23 rounds half to even (the default rounding mode) for |v| < 2^22, here
// |v| <= 255: std::nearbyint's result, in plain vector arithmetic (no SSE4.1 round instruction needed).
constexpr float kRound = 12582912.f;

ATTN_SIMD_INLINE f32x16 abs(const f32x16& v) {
  return reinterpret_cast<f32x16>(reinterpret_cast<i32x16>(v) & 0x7fffffff);
}

}  // namespace

ATTN_KERNEL_CLONES
float row_magnitude(const float* x, size_t count) {
  // Four independent maxima: one chain of compare-and-blend per vector was latency-bound (2.9% of a
  // beam-4 batch's time with one chain).
  f32x16 m0{}, m1{}, m2{}, m3{};
  size_t i = 0;
  for (; i + 4 * kLanes <= count; i += 4 * kLanes) {
    m0 = simd::max(m0, abs(simd::load(x + i)));
    m1 = simd::max(m1, abs(simd::load(x + i + kLanes)));
    m2 = simd::max(m2, abs(simd::load(x + i + 2 * kLanes)));
    m3 = simd::max(m3, abs(simd::load(x + i + 3 * kLanes)));
  }
  for (; i + kLanes <= count; i += kLanes) m0 = simd::max(m0, abs(simd::load(x + i)));
  if (i < count) m0 = simd::max(m0, abs(simd::load_partial(x + i, count - i, 0.f)));
  const float u = simd::reduce_max(simd::max(simd::max(m0, m1), simd::max(m2, m3)));
  return u > 0.f && std::isfinite(u) ? u : 1.f;
}

ATTN_KERNEL_CLONES
void row_range(const float* x, size_t count, float* lo, float* hi) {
  // Starting from 0 widens the range to hold it; the comparisons skip NaN. Two independent chains each, so
  // that the loop is not bound by the latency of one.
  f32x16 top0{}, top1{}, bottom0{}, bottom1{};
  size_t i = 0;
  for (; i + 2 * kLanes <= count; i += 2 * kLanes) {
    const f32x16 v = simd::load(x + i), w = simd::load(x + i + kLanes);
    top0 = v > top0 ? v : top0;
    bottom0 = v < bottom0 ? v : bottom0;
    top1 = w > top1 ? w : top1;
    bottom1 = w < bottom1 ? w : bottom1;
  }
  if (i + kLanes <= count) {
    const f32x16 v = simd::load(x + i);
    top0 = v > top0 ? v : top0;
    bottom0 = v < bottom0 ? v : bottom0;
    i += kLanes;
  }
  if (i < count) {
    const f32x16 v = simd::load_partial(x + i, count - i, 0.f);
    top1 = v > top1 ? v : top1;
    bottom1 = v < bottom1 ? v : bottom1;
  }
  const f32x16 bottom = bottom1 < bottom0 ? bottom1 : bottom0;
  *lo = -simd::reduce_max(-bottom);
  *hi = simd::reduce_max(top1 > top0 ? top1 : top0);
}

ATTN_KERNEL_CLONES
void quantize_row(const float* x, size_t count, float inverse_step, int32_t zero_point, int8_t* q,
                  int32_t offset) {
  const float lo = static_cast<float>(-128 - zero_point), hi = static_cast<float>(127 - zero_point);
  size_t i = 0;
  for (; i + kLanes <= count; i += kLanes) {
    f32x16 v = simd::load(x + i) * inverse_step;
    // Vector conditionals, which compile to the ISA's minimum and maximum.
    v = v == v ? v : f32x16{};  // NaN -> 0
    v = v < lo ? simd::splat(lo) : v;
    v = v > hi ? simd::splat(hi) : v;
    const i32x16 r = __builtin_convertvector((v + kRound) - kRound, i32x16) + (zero_point + offset);
    const simd::i8x16 bytes = __builtin_convertvector(r, simd::i8x16);
    std::memcpy(q + i, &bytes, sizeof bytes);
  }
  for (; i < count; ++i) {
    const float product = x[i] * inverse_step;
    const float v = std::clamp(product == product ? product : 0.f, lo, hi);
    q[i] = static_cast<int8_t>(static_cast<int32_t>((v + kRound) - kRound) + zero_point + offset);
  }
}

}  // namespace attn::kernels
