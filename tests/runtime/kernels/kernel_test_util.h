// Shared by the kernel tests of this folder: random non-zero inputs (zeros would hide sign and scaling bugs),
// an owning handle for a pthreadpool, the int8 vocabulary projection's logit as hidden_i16.h defines it, and
// the exact shortlisted logits.
#pragma once

#include <cpuinfo.h>
#include <gtest/gtest.h>
#include <pthreadpool.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <random>
#include <vector>

namespace attn::kernels::test {

// n values uniform in [-bound, bound], none exactly zero; deterministic in seed.
inline std::vector<float> random_vector(size_t n, uint32_t seed, float bound = 1.f) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-bound, bound);
  std::vector<float> v(n);
  for (auto& x : v) {
    do x = dist(rng);
    while (x == 0.f);
  }
  return v;
}

struct PoolDeleter {
  void operator()(pthreadpool* pool) const { pthreadpool_destroy(pool); }
};
using Pool = std::unique_ptr<pthreadpool, PoolDeleter>;

// Whether XNNPACK's one-row int8 kernel rounds the last bit of some outputs differently from its many-row
// kernel on this CPU: arm64 with the dot product and without i8mm, where its one-row kernel (C intrinsics)
// multiplies each integer sum by the input's scale and then by the weight's, and its many-row one (assembly)
// by the product of the two (src/configs/gemm-config.c names the pair). runtime/include/attn/attn.h states
// the exception to batch invariance that follows.
inline bool int8_one_row_kernel_rounds_differently() {
#if defined(__aarch64__)
  return cpuinfo_initialize() && cpuinfo_has_arm_neon_dot() && !cpuinfo_has_arm_i8mm();
#else
  return false;
#endif
}

// A row run alone against the same row run among others: equal, or (where the kernels round differently)
// within the last bits.
inline void expect_row_as_among_others(const float* alone, const float* among, size_t n, bool int8_kernels) {
  const bool exact = !(int8_kernels && int8_one_row_kernel_rounds_differently());
  for (size_t o = 0; o < n; ++o) {
    if (exact) {
      ASSERT_EQ(alone[o], among[o]) << o;
    } else {
      ASSERT_NEAR(alone[o], among[o], 1e-6f * std::max(1.f, std::fabs(among[o]))) << o;
    }
  }
}

// The logit of one int8 weight row against the hidden row h quantized to int16 (hidden_i16.h), restated
// plainly: the row's magnitude u (NaN skipped; 1 when zero or infinite), q = nearbyint(h · 32767 / u) clamped
// to ±32767 (NaN → 0), an exact integer sum, then double(sum) · (u / 32767) rounded to float, · scale + bias
// fused.
inline float int16_logit(const float* h, size_t dim, const int8_t* w, float scale, float bias) {
  float u = 0.f;
  for (size_t i = 0; i < dim; ++i) {
    if (!std::isnan(h[i])) u = std::max(u, std::fabs(h[i]));
  }
  if (u == 0.f || std::isinf(u)) u = 1.f;
  const float inverse = 32767.f / u, step = u / 32767.f;
  int64_t sum = 0;
  for (size_t i = 0; i < dim; ++i) {
    float v = h[i] * inverse;
    if (std::isnan(v)) v = 0.f;
    v = std::clamp(v, -32767.f, 32767.f);
    sum += static_cast<int64_t>(std::nearbyint(v)) * w[i];
  }
  return std::fma(static_cast<float>(static_cast<double>(sum) * step), scale, bias);
}

// How far that logit may be from the exact one (hidden · w · scale in double): half a step per element of h,
// scale · u / 65534 · Σ|w|, plus float rounding of the result.
inline double int16_logit_bound(const float* h, size_t dim, const int8_t* w, float scale, double exact) {
  float u = 0.f;
  double weights = 0.0;
  for (size_t i = 0; i < dim; ++i) {
    u = std::max(u, std::fabs(h[i]));
    weights += std::abs(int{w[i]});
  }
  return std::fabs(scale) * u / 65534.0 * weights * (1 + 1e-6) + 1e-6 * (1 + std::fabs(exact));
}

// The exact shortlisted logits (shortlist_logits.h), which the int8 and 4-bit kernels approximate within
// their documented bound: logits[n · stride + u] = (hidden[n] · w[ids[u]]) · scales[ids[u]] + bias[ids[u]] in
// double, w the fp32 rows (w_f32) or the int8 rows (w_i8, then scales); scales and bias may be null.
inline void shortlist_logits_naive(const float* hidden, size_t rows, size_t dim, const float* w_f32,
                                   const int8_t* w_i8, const float* scales, const float* bias,
                                   const int32_t* ids, size_t count, float* logits, size_t stride) {
  for (size_t n = 0; n < rows; ++n) {
    for (size_t u = 0; u < count; ++u) {
      const size_t id = static_cast<size_t>(ids[u]);
      double s = 0.0;
      for (size_t i = 0; i < dim; ++i) {
        const double w = w_f32 != nullptr ? w_f32[id * dim + i] : w_i8[id * dim + i];
        s += static_cast<double>(hidden[n * dim + i]) * w;
      }
      float v = static_cast<float>(s);
      if (scales != nullptr) v *= scales[id];
      if (bias != nullptr) v += bias[id];
      logits[n * stride + u] = v;
    }
  }
}

}  // namespace attn::kernels::test
