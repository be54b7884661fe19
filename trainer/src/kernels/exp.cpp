#include "trainer/src/kernels/exp.h"

#include <cstring>

#include "trainer/src/kernels/host_simd.h"

namespace attn::train::kernels {
namespace {

using simd::kLanes;
using simd::select;
using simd::splat;

// exp_approx (exp.h), lane by lane, operation for operation, on N-lane vectors.
template <int N>
ATTN_TRAIN_SIMD_INLINE typename simd::lanes<N>::f32 exp_lanes(typename simd::lanes<N>::f32 x) {
  using namespace exp_constants;
  using F = typename simd::lanes<N>::f32;
  using I = typename simd::lanes<N>::i32;
  using U = typename simd::lanes<N>::u32;
  const I too_low = x < kLowest;
  F xc = select(too_low, splat<F>(kLowest), x);
  xc = select(xc > kHighest, splat<F>(kHighest), xc);
  const F t = xc * kLog2e + kRound;
  const F n = t - kRound;
  const F r = (xc - n * kLn2Hi) - n * kLn2Lo;
  const F r2 = r * r;
  const F p = (((((kP0 * r + kP1) * r + kP2) * r + kP3) * r + kP4) * r + kP5) * r2 + r + 1.f;
  const U scaled = reinterpret_cast<U>(p) + ((reinterpret_cast<U>(t) - float_bits(kRound)) << 23);
  return select(too_low, splat<F>(0.f), reinterpret_cast<F>(scaled));
}

// 16 values at a time as 16 / N pieces of N lanes; lane k of piece p is lane p·N + k of the 16, so every
// width keeps the same 16 running sums and adds them up in the same order (the result does not depend on N).
template <int N>
ATTN_TRAIN_SIMD_INLINE float exp_sum_as(const float* x, float* out, int64_t n, float scale, float shift) {
  using F = typename simd::lanes<N>::f32;
  constexpr int kPieces = kLanes / N;
  F sum[kPieces] = {};
  const auto block = [&](const float* in, float* dst) {
    for (int p = 0; p < kPieces; ++p) {
      F v;
      std::memcpy(&v, in + p * N, sizeof v);
      const F e = exp_lanes<N>(v * scale - shift);
      if (dst) std::memcpy(dst + p * N, &e, sizeof e);
      sum[p] += e;
    }
  };
  int64_t i = 0;
  for (; i + kLanes <= n; i += kLanes) block(x + i, out ? out + i : nullptr);
  if (i < n) {
    // The tail through the same vector code, padded with -inf (exp → 0, adds nothing).
    float lanes[kLanes];
    for (int64_t k = 0; k < kLanes; ++k) lanes[k] = i + k < n ? x[i + k] : -__builtin_inff();
    block(lanes, lanes);
    if (out)
      for (int64_t k = 0; i + k < n; ++k) out[i + k] = lanes[k];
  }
  float total = 0.f;
  for (int p = 0; p < kPieces; ++p)
    for (int k = 0; k < N; ++k) total += sum[p][k];
  return total;
}

}  // namespace

ATTN_TRAIN_CLONES float exp_sum(const float* x, float* out, int64_t n, float scale, float shift) {
  switch (simd::compare_lanes()) {
    case 16:
      return exp_sum_as<16>(x, out, n, scale, shift);
    case 8:
      return exp_sum_as<8>(x, out, n, scale, shift);
    default:
      return exp_sum_as<4>(x, out, n, scale, shift);
  }
}

}  // namespace attn::train::kernels
