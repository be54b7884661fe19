#include "runtime/src/kernels/linear.h"

namespace attn::kernels {
namespace {

// Eight independent partial sums per dot product: without -ffast-math the compiler may not reorder a single
// float sum, but it does vectorise eight lanes written out element by element.
constexpr size_t kLanes = 8;
// Output features per tile: a tile of W (kTile rows of I floats) stays in L2 while every row of x passes over it.
constexpr size_t kTile = 64;

// Dot products of one x row with four consecutive W rows, sharing each load of x.
inline void dot4(const float* x, const float* w0, const float* w1, const float* w2, const float* w3, size_t n,
                 float out[4]) {
  float a0[kLanes] = {}, a1[kLanes] = {}, a2[kLanes] = {}, a3[kLanes] = {};
  size_t i = 0;
  for (; i + kLanes <= n; i += kLanes) {
    for (size_t l = 0; l < kLanes; ++l) {
      const float xv = x[i + l];
      a0[l] += xv * w0[i + l];
      a1[l] += xv * w1[i + l];
      a2[l] += xv * w2[i + l];
      a3[l] += xv * w3[i + l];
    }
  }
  float s0 = 0.f, s1 = 0.f, s2 = 0.f, s3 = 0.f;
  for (size_t l = 0; l < kLanes; ++l) {
    s0 += a0[l];
    s1 += a1[l];
    s2 += a2[l];
    s3 += a3[l];
  }
  for (; i < n; ++i) {
    s0 += x[i] * w0[i];
    s1 += x[i] * w1[i];
    s2 += x[i] * w2[i];
    s3 += x[i] * w3[i];
  }
  out[0] = s0;
  out[1] = s1;
  out[2] = s2;
  out[3] = s3;
}

inline float dot1(const float* x, const float* w, size_t n) {
  float a[kLanes] = {};
  size_t i = 0;
  for (; i + kLanes <= n; i += kLanes) {
    for (size_t l = 0; l < kLanes; ++l) a[l] += x[i + l] * w[i + l];
  }
  float s = 0.f;
  for (size_t l = 0; l < kLanes; ++l) s += a[l];
  for (; i < n; ++i) s += x[i] * w[i];
  return s;
}

}  // namespace

void linear(const float* x, const float* w, const float* bias, float* y, size_t rows, size_t in_features,
            size_t out_features) {
  const size_t I = in_features, O = out_features;
  for (size_t o_begin = 0; o_begin < O; o_begin += kTile) {
    const size_t o_end = o_begin + kTile < O ? o_begin + kTile : O;
    for (size_t n = 0; n < rows; ++n) {
      const float* xr = x + n * I;
      float* yr = y + n * O;
      size_t o = o_begin;
      for (; o + 4 <= o_end; o += 4) {
        float d[4];
        dot4(xr, w + o * I, w + (o + 1) * I, w + (o + 2) * I, w + (o + 3) * I, I, d);
        for (size_t j = 0; j < 4; ++j) yr[o + j] = d[j] + (bias ? bias[o + j] : 0.f);
      }
      for (; o < o_end; ++o) yr[o] = dot1(xr, w + o * I, I) + (bias ? bias[o] : 0.f);
    }
  }
}

}  // namespace attn::kernels
