// exp for the softmaxes (the vocabulary's in cross_entropy.h, attention's in attention.h): a branch-free
// polynomial instead of libm's expf, so that the CPU can evaluate 16 of them per instruction.
//
// Cephes' expf: x = n·ln2 + r with n = round(x / ln2) and |r| ≤ ln2/2 (ln2 in two parts, so r is exact),
// exp(r) by a degree-7 polynomial, 2^n put into the exponent field. Relative error against std::exp
// over [-87.33, 88.37] (all normal results): at most 1.2e-7 (≈1 ulp;
// tests/trainer/model/kernels/exp_test.cpp). Below -87.33 the result is 0 rather than a subnormal (softmax
// sums are ≥ 1, so nothing below 1e-38 counts); -inf gives 0, which is how masked attention scores vanish.
// Above 88.37 the result saturates at 2^127·e^r.
#pragma once

#include <cstdint>

#include "trainer/src/kernels/bf16.h"
#include "trainer/src/kernels/common.h"

namespace attn::train::kernels {

namespace exp_constants {
constexpr float kLowest = -87.3365402f;  // below: 0 (exp would be subnormal)
constexpr float kHighest = 88.3762626f;  // above: clamped (n stays ≤ 127)
constexpr float kLog2e = 1.44269504088896341f;
constexpr float kLn2Hi = 0.693359375f;  // 11 significant bits: n·kLn2Hi is exact for |n| ≤ 2^12
constexpr float kLn2Lo = -2.12194440e-4f;
constexpr float kRound = 12582912.f;  // 1.5·2^23: adding it rounds to an integer held in the low bits
constexpr float kP0 = 1.9875691500e-4f, kP1 = 1.3981999507e-3f, kP2 = 8.3334519073e-3f,
                kP3 = 4.1665795894e-2f, kP4 = 1.6666665459e-1f, kP5 = 5.0000001201e-1f;
}  // namespace exp_constants

// The scalar form: the reference of the vector form, which does the same operations lane by lane. (The CUDA
// backend keeps expf: the GPU evaluates it in hardware.)
ATTN_HD inline float exp_approx(float x) {
  using namespace exp_constants;
  const float xc = x < kLowest ? kLowest : (x > kHighest ? kHighest : x);
  const float t = xc * kLog2e + kRound;
  const float n = t - kRound;
  const float r = (xc - n * kLn2Hi) - n * kLn2Lo;
  const float r2 = r * r;
  const float p = (((((kP0 * r + kP1) * r + kP2) * r + kP3) * r + kP4) * r + kP5) * r2 + r + 1.f;
  // t's low mantissa bits hold n (two's complement): shift it into the exponent of p.
  const uint32_t scaled = float_bits(p) + ((float_bits(t) - float_bits(kRound)) << 23);
  return x < kLowest ? 0.f : bits_float(scaled);
}

// Host only (vector code, compiled for the CPU it runs on): x[i] = exp(x[i]·scale − shift) for i in [0, n)
// and the sum of the results. out = nullptr: only the sum. The sum is taken over 16 lanes in a fixed order,
// so it is the same on every x86 instruction set (bit-exact resume does not depend on the CPU's ISA).
float exp_sum(const float* x, float* out, int64_t n, float scale, float shift);

}  // namespace attn::train::kernels
