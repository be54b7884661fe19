#include "runtime/src/kernels/shortlist_logits.h"

#include "runtime/src/kernels/vector_math.h"

namespace attn::kernels {
namespace {

using simd::f32x16;
using simd::kLanes;

// Weights are widened to float a block of kBlock columns at a time, by a plain loop that the compiler
// vectorizes at full width (sign extension and conversion, 16 lanes an instruction): GCC 12 lowers the vector
// extensions' int8 -> float conversion (simd::load_i8) to one scalar conversion per lane. fp32 weights are
// read in place.
constexpr size_t kBlock = 256;

ATTN_SIMD_INLINE const float* widen(const float* w, size_t, float*) { return w; }
ATTN_SIMD_INLINE const float* widen(const int8_t* w, size_t n, float* out) {
  for (size_t i = 0; i < n; ++i) out[i] = static_cast<float>(w[i]);  // exact: |w| <= 127
  return out;
}

// dots[r * C + c] = h[r] · w[c] for R rows of h (stride dim) and C weight rows.
template <size_t R, size_t C, typename W>
ATTN_SIMD_INLINE void dot_tile(const float* h, size_t dim, const W* const* w, float* dots) {
  f32x16 acc[R * C] = {};
  float scratch[C][kBlock];
  for (size_t k = 0; k < R * C; ++k) dots[k] = 0.f;
  for (size_t block = 0; block < dim; block += kBlock) {
    const size_t n = dim - block < kBlock ? dim - block : kBlock;
    const float* wf[C];
    for (size_t c = 0; c < C; ++c) wf[c] = widen(w[c] + block, n, scratch[c]);
    size_t i = 0;
    for (; i + kLanes <= n; i += kLanes) {
      f32x16 wv[C];
      for (size_t c = 0; c < C; ++c) wv[c] = simd::load(wf[c] + i);
      for (size_t r = 0; r < R; ++r) {
        const f32x16 hv = simd::load(h + r * dim + block + i);
        for (size_t c = 0; c < C; ++c) acc[r * C + c] += hv * wv[c];
      }
    }
    for (; i < n; ++i) {
      for (size_t r = 0; r < R; ++r) {
        for (size_t c = 0; c < C; ++c) dots[r * C + c] += h[r * dim + block + i] * wf[c][i];
      }
    }
  }
  for (size_t k = 0; k < R * C; ++k) dots[k] += simd::reduce_add(acc[k]);
}

template <size_t R, typename W>
ATTN_SIMD_INLINE void rows_tile(const float* h, size_t dim, const W* w, const float* scales,
                                const float* bias, const int32_t* ids, size_t count, float* logits,
                                size_t stride) {
  // One row alone needs more ids in flight to keep enough independent sums (8 × 16 lanes) for the FMA units.
  constexpr size_t C = R == 1 ? 8 : 4;
  float dots[R * C];
  size_t u = 0;
  for (; u + C <= count; u += C) {
    const W* rows[C];
    for (size_t c = 0; c < C; ++c) rows[c] = w + static_cast<size_t>(ids[u + c]) * dim;
    dot_tile<R, C>(h, dim, rows, dots);
    for (size_t r = 0; r < R; ++r) {
      for (size_t c = 0; c < C; ++c) {
        const size_t id = static_cast<size_t>(ids[u + c]);
        float v = dots[r * C + c];
        if (scales != nullptr) v *= scales[id];
        if (bias != nullptr) v += bias[id];
        logits[r * stride + u + c] = v;
      }
    }
  }
  for (; u < count; ++u) {
    const size_t id = static_cast<size_t>(ids[u]);
    const W* row = w + id * dim;
    dot_tile<R, 1>(h, dim, &row, dots);
    for (size_t r = 0; r < R; ++r) {
      float v = dots[r];
      if (scales != nullptr) v *= scales[id];
      if (bias != nullptr) v += bias[id];
      logits[r * stride + u] = v;
    }
  }
}

template <typename W>
ATTN_SIMD_INLINE void shortlist_logits(const float* hidden, size_t rows, size_t dim, const W* w,
                                       const float* scales, const float* bias, const int32_t* ids,
                                       size_t count, float* logits, size_t stride) {
  size_t n = 0;
  for (; n + 4 <= rows; n += 4) {
    rows_tile<4>(hidden + n * dim, dim, w, scales, bias, ids, count, logits + n * stride, stride);
  }
  const float* h = hidden + n * dim;
  float* out = logits + n * stride;
  switch (rows - n) {
    case 3:
      rows_tile<3>(h, dim, w, scales, bias, ids, count, out, stride);
      break;
    case 2:
      rows_tile<2>(h, dim, w, scales, bias, ids, count, out, stride);
      break;
    case 1:
      rows_tile<1>(h, dim, w, scales, bias, ids, count, out, stride);
      break;
    default:
      break;
  }
}

}  // namespace

ATTN_KERNEL_CLONES
void shortlist_logits_f32(const float* hidden, size_t rows, size_t dim, const float* w, const float* bias,
                          const int32_t* ids, size_t count, float* logits, size_t stride) {
  shortlist_logits(hidden, rows, dim, w, nullptr, bias, ids, count, logits, stride);
}

ATTN_KERNEL_CLONES
void shortlist_logits_i8(const float* hidden, size_t rows, size_t dim, const int8_t* w, const float* scales,
                         const float* bias, const int32_t* ids, size_t count, float* logits, size_t stride) {
  shortlist_logits(hidden, rows, dim, w, scales, bias, ids, count, logits, stride);
}

void shortlist_logits_naive(const float* hidden, size_t rows, size_t dim, const float* w_f32,
                            const int8_t* w_i8, const float* scales, const float* bias, const int32_t* ids,
                            size_t count, float* logits, size_t stride) {
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

}  // namespace attn::kernels
