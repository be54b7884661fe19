// The hidden state quantized to int16 for the int8 vocabulary projection restricted to a shortlist
// (shortlist_logits.h), so that a logit is computed within the bound below:
//   u = row_magnitude(h), q[i] = round(h[i] · 32767 / u) (clamped to ±32767, NaN → 0),
//   logit = fma(float(double(Σ q[i] · w[i]) · (u / 32767)), scale, bias).
//
// Why int16 and not fp32: the int8 weights then enter the dot product by sign extension to int16 and a
// pairwise multiply-add (pmaddwd: 32 products an AVX-512 instruction, also in SSE2, AVX2 and NEON's widening
// multiplies), where fp32 needed a widening to int32, a conversion and a store per 16 weights before each
// fused multiply-add. Measured single-threaded on Zen 5 (bench/linear_bench BM_ShortlistLogits): 2.2x the
// fp32 kernel's rate for one row, 1.5x for four. The integer sum is exact; the only rounding is h's, at most
// u / 65534 per element, so |logit − exact| <= scale · u / 65534 · Σ|w[i]| — about 1e-5 of a logit's scale,
// a hundredth of the int8 weights' own rounding.
//
// Everything is always_inline, to be compiled inside each kernel's ATTN_KERNEL_CLONES variants.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>

#include "runtime/src/kernels/row_quant.h"
#include "runtime/src/kernels/vector_math.h"

namespace attn::kernels::hidden_i16 {

constexpr float kLevels = 32767.f;
// Columns quantized at once, on the stack (R rows × kChunk int16): every d_model up to 1024 in one chunk.
constexpr size_t kChunk = 1024;
// Columns summed in int32 before widening to int64: 32767 · 128 · 256 < 2^31 even for a damaged file's −128.
constexpr size_t kBlock = 256;

// q[i] = round(x[i] · inverse) to nearest even, clamped to ±kLevels; NaN becomes 0.
ATTN_SIMD_INLINE void quantize(const float* x, size_t n, float inverse, int16_t* q) {
  // Adding and removing 1.5 · 2^23 rounds half to even for |v| < 2^22 (std::nearbyint's result).
  constexpr float kRound = 12582912.f;
  for (size_t i = 0; i < n; ++i) {
    float v = x[i] * inverse;
    v = v == v ? v : 0.f;
    v = v < kLevels ? v : kLevels;
    v = v > -kLevels ? v : -kLevels;
    q[i] = static_cast<int16_t>(static_cast<int32_t>((v + kRound) - kRound));
  }
}

// acc[r · C + c] += Σ_i q[r · kChunk + i] · w[c][i], exactly. A plain loop: compilers vectorize it as sign
// extension of w once per column and one multiply-add per row (pmaddwd on x86).
template <size_t R, size_t C>
ATTN_SIMD_INLINE void dot_tile(const int16_t* q, const int8_t* const* w, size_t n, int64_t* acc) {
  for (size_t b = 0; b < n; b += kBlock) {
    const size_t len = n - b < kBlock ? n - b : kBlock;
    int32_t s[R * C] = {};
    for (size_t i = 0; i < len; ++i) {
      for (size_t c = 0; c < C; ++c) {
        const int32_t wi = w[c][b + i];
        for (size_t r = 0; r < R; ++r) s[r * C + c] += int32_t{q[r * kChunk + b + i]} * wi;
      }
    }
    for (size_t k = 0; k < R * C; ++k) acc[k] += s[k];
  }
}

// The logit from a dot product, fused explicitly: left to the compiler, `dot * scale + bias` was contracted
// to a fused multiply-add in one kernel's loop and not in another's, and their logits differed in the last
// bit. (A library call in the baseline x86-64 clone, which has no FMA instruction; one instruction
// elsewhere.)
ATTN_SIMD_INLINE float logit(float dot, float scale, float bias) { return std::fma(dot, scale, bias); }

// R rows of the hidden state [R, dim], quantized a chunk at a time as dot products need them (once per call
// when dim <= kChunk).
template <size_t R>
class QuantizedRows {
 public:
  QuantizedRows(const float* h, size_t dim) : h_(h), dim_(dim) {
    for (size_t r = 0; r < R; ++r) {
      const float u = row_magnitude(h + r * dim, dim);
      step_[r] = u / kLevels;
      inverse_[r] = kLevels / u;
    }
  }

  // dots[r · C + c] = h[r] · w[c] (w[c] a row of dim int8 weights), as the header describes.
  template <size_t C>
  ATTN_SIMD_INLINE void dots(const int8_t* const* w, float* dots) {
    int64_t acc[R * C] = {};
    for (size_t chunk = 0; chunk < dim_; chunk += kChunk) {
      const size_t n = dim_ - chunk < kChunk ? dim_ - chunk : kChunk;
      if (chunk != quantized_) {
        for (size_t r = 0; r < R; ++r) quantize(h_ + r * dim_ + chunk, n, inverse_[r], q_ + r * kChunk);
        quantized_ = chunk;
      }
      const int8_t* columns[C];
      for (size_t c = 0; c < C; ++c) columns[c] = w[c] + chunk;
      dot_tile<R, C>(q_, columns, n, acc);
    }
    finish<C>(acc, dots);
  }

  // The same for rows of dim 4-bit weights (ElementType I4: nibble i of a row is byte i / 2, low nibble
  // first, value nibble − 8; dim even): each chunk of the C rows is widened to int8 on the stack first, so
  // the products are the int8 kernel's, exactly, and the widening is paid once for all R hidden rows.
  template <size_t C>
  ATTN_SIMD_INLINE void dots(const uint8_t* const* w, float* dots) {
    dots_blocks<C>(w, nullptr, dim_, dots);
  }

  // As dots over 4-bit rows with one scale per block of block_size columns (ElementType I4B; block_scales[c]
  // the blocks of row c; nullptr: no block scales, one block per row): each block's sum is exact, then scaled
  // by its block's scale, and the blocks are added in double. A block that spans two chunks is summed in two
  // exact parts under the same scale.
  template <size_t C>
  ATTN_SIMD_INLINE void dots_blocks(const uint8_t* const* w, const float* const* block_scales,
                                    size_t block_size, float* dots) {
    int64_t acc[R * C] = {};
    double scaled[R * C] = {};
    alignas(64) int8_t widened[C * kChunk];
    for (size_t chunk = 0; chunk < dim_; chunk += kChunk) {
      const size_t n = dim_ - chunk < kChunk ? dim_ - chunk : kChunk;
      if (chunk != quantized_) {
        for (size_t r = 0; r < R; ++r) quantize(h_ + r * dim_ + chunk, n, inverse_[r], q_ + r * kChunk);
        quantized_ = chunk;
      }
      for (size_t c = 0; c < C; ++c) {
        const uint8_t* bytes = w[c] + chunk / 2;
        int8_t* out = widened + c * kChunk;
        for (size_t j = 0; j < n / 2; ++j) {
          out[2 * j] = static_cast<int8_t>((bytes[j] & 0xF) - 8);
          out[2 * j + 1] = static_cast<int8_t>((bytes[j] >> 4) - 8);
        }
      }
      for (size_t begin = chunk; begin < chunk + n;) {
        const size_t block = begin / block_size;
        const size_t end = std::min(chunk + n, (block + 1) * block_size);
        const int8_t* columns[C];
        for (size_t c = 0; c < C; ++c) columns[c] = widened + c * kChunk + (begin - chunk);
        if (block_scales == nullptr) {
          dot_tile<R, C>(q_ + (begin - chunk), columns, end - begin, acc);
        } else {
          int64_t part[R * C] = {};
          dot_tile<R, C>(q_ + (begin - chunk), columns, end - begin, part);
          for (size_t r = 0; r < R; ++r) {
            for (size_t c = 0; c < C; ++c) {
              scaled[r * C + c] += static_cast<double>(part[r * C + c]) * block_scales[c][block];
            }
          }
        }
        begin = end;
      }
    }
    if (block_scales == nullptr) {
      finish<C>(acc, dots);
      return;
    }
    for (size_t r = 0; r < R; ++r) {
      for (size_t c = 0; c < C; ++c) dots[r * C + c] = static_cast<float>(scaled[r * C + c] * step_[r]);
    }
  }

 private:
  const float* h_;
  size_t dim_;
  template <size_t C>
  ATTN_SIMD_INLINE void finish(const int64_t* acc, float* dots) const {
    for (size_t r = 0; r < R; ++r) {
      for (size_t c = 0; c < C; ++c) {
        dots[r * C + c] = static_cast<float>(static_cast<double>(acc[r * C + c]) * step_[r]);
      }
    }
  }

  size_t quantized_ = SIZE_MAX;
  float step_[R], inverse_[R];
  alignas(64) int16_t q_[R * kChunk];
};

}  // namespace attn::kernels::hidden_i16
