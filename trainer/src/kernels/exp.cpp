#include "trainer/src/kernels/exp.h"

#include <cstring>

#include "trainer/src/kernels/host_simd.h"

namespace attn::train::kernels {
namespace {

using simd::f32x16;
using simd::i32x16;
using simd::kLanes;
using simd::select;
using simd::splat;
using simd::u32x16;

// exp_approx (exp.h), lane by lane, operation for operation.
ATTN_TRAIN_SIMD_INLINE f32x16 exp16(f32x16 x) {
  using namespace exp_constants;
  const i32x16 too_low = x < kLowest;
  f32x16 xc = select(too_low, splat(kLowest), x);
  xc = select(xc > kHighest, splat(kHighest), xc);
  const f32x16 t = xc * kLog2e + kRound;
  const f32x16 n = t - kRound;
  const f32x16 r = (xc - n * kLn2Hi) - n * kLn2Lo;
  const f32x16 r2 = r * r;
  const f32x16 p = (((((kP0 * r + kP1) * r + kP2) * r + kP3) * r + kP4) * r + kP5) * r2 + r + 1.f;
  const u32x16 scaled =
      reinterpret_cast<u32x16>(p) + ((reinterpret_cast<u32x16>(t) - float_bits(kRound)) << 23);
  return select(too_low, splat(0.f), reinterpret_cast<f32x16>(scaled));
}

}  // namespace

ATTN_TRAIN_CLONES float exp_sum(const float* x, float* out, int64_t n, float scale, float shift) {
  f32x16 sum{};
  int64_t i = 0;
  for (; i + kLanes <= n; i += kLanes) {
    f32x16 v;
    std::memcpy(&v, x + i, sizeof v);
    const f32x16 e = exp16(v * scale - shift);
    if (out) std::memcpy(out + i, &e, sizeof e);
    sum += e;
  }
  if (i < n) {
    // The tail through the same vector code, padded with -inf (exp → 0, adds nothing).
    float lanes[kLanes];
    for (int64_t k = 0; k < kLanes; ++k) lanes[k] = i + k < n ? x[i + k] : -__builtin_inff();
    f32x16 v;
    std::memcpy(&v, lanes, sizeof v);
    const f32x16 e = exp16(v * scale - shift);
    std::memcpy(lanes, &e, sizeof e);
    if (out)
      for (int64_t k = 0; i + k < n; ++k) out[i + k] = lanes[k];
    sum += e;
  }
  float total = 0.f;
  for (int k = 0; k < kLanes; ++k) total += sum[k];
  return total;
}

}  // namespace attn::train::kernels
