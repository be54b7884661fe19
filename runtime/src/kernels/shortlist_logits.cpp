#include "runtime/src/kernels/shortlist_logits.h"

#include <type_traits>

#include "runtime/src/kernels/hidden_i16.h"
#include "runtime/src/kernels/vector_math.h"

namespace attn::kernels {
namespace {

using simd::f32x16;
using simd::kLanes;

// fp32 weights: dots[r * C + c] = h[r] · w[c] for R rows of h (stride dim) and C weight rows.
template <size_t R, size_t C>
ATTN_SIMD_INLINE void dot_tile(const float* h, size_t dim, const float* const* w, float* dots) {
  f32x16 acc[R * C] = {};
  for (size_t k = 0; k < R * C; ++k) dots[k] = 0.f;
  size_t i = 0;
  for (; i + kLanes <= dim; i += kLanes) {
    f32x16 wv[C];
    for (size_t c = 0; c < C; ++c) wv[c] = simd::load(w[c] + i);
    for (size_t r = 0; r < R; ++r) {
      const f32x16 hv = simd::load(h + r * dim + i);
      for (size_t c = 0; c < C; ++c) acc[r * C + c] += hv * wv[c];
    }
  }
  for (; i < dim; ++i) {
    for (size_t r = 0; r < R; ++r) {
      for (size_t c = 0; c < C; ++c) dots[r * C + c] += h[r * dim + i] * w[c][i];
    }
  }
  for (size_t k = 0; k < R * C; ++k) dots[k] += simd::reduce_add(acc[k]);
}

// The weight types' tiles: fp32 rows against the fp32 hidden state; int8 and 4-bit rows against the hidden
// state quantized to int16 once per call (hidden_i16.h).
template <size_t R>
class F32Tiles {
 public:
  F32Tiles(const float* h, size_t dim) : h_(h), dim_(dim) {}
  template <size_t C>
  ATTN_SIMD_INLINE void dots(const float* const* w, float* out) {
    dot_tile<R, C>(h_, dim_, w, out);
  }

 private:
  const float* h_;
  size_t dim_;
};

template <size_t R, typename W>
using Tiles = std::conditional_t<std::is_same_v<W, float>, F32Tiles<R>, hidden_i16::QuantizedRows<R>>;

// Row id of a [V, dim] weight matrix: 4-bit rows (uint8_t, two weights a byte) are dim / 2 bytes.
template <typename W>
ATTN_SIMD_INLINE const W* row_of(const W* w, size_t id, size_t dim) {
  return w + id * (std::is_same_v<W, uint8_t> ? dim / 2 : dim);
}

ATTN_SIMD_INLINE float logit(float dot, const float* scales, const float* bias, size_t id) {
  if (scales != nullptr) return hidden_i16::logit(dot, scales[id], bias != nullptr ? bias[id] : 0.f);
  return bias != nullptr ? dot + bias[id] : dot;
}

// The weights of the listed rows: W the stored element, scales one per row (nullptr for fp32), or with
// block_size > 0 one per block of block_size columns (4-bit rows only), already applied inside the dots.
template <typename W>
struct Rows {
  const W* w;
  const float* scales;
  size_t block_size;
};

template <size_t C, typename T, typename W>
ATTN_SIMD_INLINE void tile_dots(T& tiles, const Rows<W>& weights, const W* const* rows, const int32_t* ids,
                                size_t dim, float* dots) {
  if constexpr (std::is_same_v<W, uint8_t>) {
    if (weights.block_size != 0) {
      const float* block_scales[C];
      const size_t blocks = dim / weights.block_size;
      for (size_t c = 0; c < C; ++c) block_scales[c] = weights.scales + static_cast<size_t>(ids[c]) * blocks;
      tiles.template dots_blocks<C>(rows, block_scales, weights.block_size, dots);
      return;
    }
  }
  tiles.template dots<C>(rows, dots);
}

template <size_t R, typename W>
ATTN_SIMD_INLINE void rows_tile(const float* h, size_t dim, const Rows<W>& weights, const float* bias,
                                const int32_t* ids, size_t count, float* logits, size_t stride) {
  const W* w = weights.w;
  // Per-block scales were applied in the dots.
  const float* scales = weights.block_size != 0 ? nullptr : weights.scales;
  // Ids a tile: fp32 keeps C × R independent 16-lane sums in flight for the FMA units (one row alone needs
  // 8 ids); int16 sums are cheaper to keep, and more of them spill registers (measured: 4 ids for one row,
  // 2 for 2-4 rows, at d_model 256 and 512).
  constexpr size_t C = std::is_same_v<W, float> ? (R == 1 ? 8 : 4) : (R == 1 ? 4 : 2);
  Tiles<R, W> tiles(h, dim);
  float dots[R * C];
  size_t u = 0;
  for (; u + C <= count; u += C) {
    const W* rows[C];
    for (size_t c = 0; c < C; ++c) rows[c] = row_of(w, static_cast<size_t>(ids[u + c]), dim);
    tile_dots<C>(tiles, weights, rows, ids + u, dim, dots);
    for (size_t r = 0; r < R; ++r) {
      for (size_t c = 0; c < C; ++c) {
        const size_t id = static_cast<size_t>(ids[u + c]);
        logits[r * stride + u + c] = logit(dots[r * C + c], scales, bias, id);
      }
    }
  }
  for (; u < count; ++u) {
    const size_t id = static_cast<size_t>(ids[u]);
    const W* row = row_of(w, id, dim);
    tile_dots<1>(tiles, weights, &row, ids + u, dim, dots);
    for (size_t r = 0; r < R; ++r) {
      logits[r * stride + u] = logit(dots[r], scales, bias, id);
    }
  }
}

template <typename W>
ATTN_SIMD_INLINE void shortlist_logits(const float* hidden, size_t rows, size_t dim, const Rows<W>& w,
                                       const float* bias, const int32_t* ids, size_t count, float* logits,
                                       size_t stride) {
  size_t n = 0;
  for (; n + 4 <= rows; n += 4) {
    rows_tile<4>(hidden + n * dim, dim, w, bias, ids, count, logits + n * stride, stride);
  }
  const float* h = hidden + n * dim;
  float* out = logits + n * stride;
  switch (rows - n) {
    case 3:
      rows_tile<3>(h, dim, w, bias, ids, count, out, stride);
      break;
    case 2:
      rows_tile<2>(h, dim, w, bias, ids, count, out, stride);
      break;
    case 1:
      rows_tile<1>(h, dim, w, bias, ids, count, out, stride);
      break;
    default:
      break;
  }
}

}  // namespace

ATTN_KERNEL_CLONES
void shortlist_logits_f32(const float* hidden, size_t rows, size_t dim, const float* w, const float* bias,
                          const int32_t* ids, size_t count, float* logits, size_t stride) {
  shortlist_logits(hidden, rows, dim, Rows<float>{w, nullptr, 0}, bias, ids, count, logits, stride);
}

ATTN_KERNEL_CLONES
void shortlist_logits_i8(const float* hidden, size_t rows, size_t dim, const int8_t* w, const float* scales,
                         const float* bias, const int32_t* ids, size_t count, float* logits, size_t stride) {
  shortlist_logits(hidden, rows, dim, Rows<int8_t>{w, scales, 0}, bias, ids, count, logits, stride);
}

ATTN_KERNEL_CLONES
void shortlist_logits_i4(const float* hidden, size_t rows, size_t dim, const uint8_t* w, const float* scales,
                         const float* bias, const int32_t* ids, size_t count, float* logits, size_t stride) {
  shortlist_logits(hidden, rows, dim, Rows<uint8_t>{w, scales, 0}, bias, ids, count, logits, stride);
}

ATTN_KERNEL_CLONES
void shortlist_logits_i4_blocks(const float* hidden, size_t rows, size_t dim, const uint8_t* w,
                                const float* block_scales, size_t block_size, const float* bias,
                                const int32_t* ids, size_t count, float* logits, size_t stride) {
  shortlist_logits(hidden, rows, dim, Rows<uint8_t>{w, block_scales, block_size}, bias, ids, count, logits,
                   stride);
}

}  // namespace attn::kernels
