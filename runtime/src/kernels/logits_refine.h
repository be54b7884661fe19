// Unrounded logits at the top of an int8 vocabulary projection.
//
// An int8 output projection requantizes its logits to 256 levels of the calibrated output range, so near the
// maximum many tokens share a level and greedy argmax / the best beams would be decided by ties and rounding.
// After the int8 projection, every logit within `margin` of its row's maximum is recomputed from the fp32
// hidden state: hidden · w[v] · scales[v] + bias[v], with the hidden state quantized to int16 per row
// (hidden_i16.h; within scale · u / 65534 · Σ|w| of the exact value, as shortlist_logits_i8 computes it).
// Logits further down keep their int8 value; they matter only through the softmax normaliser, where their
// error is small.
//
// Shapes: N = rows (hypotheses), D = d_model, V = vocabulary.
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn::kernels {

// Returns the number of logits recomputed (for tests and benchmarks).
size_t refine_top_logits(const float* hidden,  // [N, D] fp32 input of the projection
                         const int8_t* w,      // [V, D]
                         const float* scales,  // [V]
                         const float* bias,    // [V] or nullptr
                         float* logits,        // [N, V] int8 logits in, refined in place
                         size_t rows, size_t dim, size_t vocab, float margin);

// The naive version, for tests: one double-precision dot product of the fp32 hidden state per recomputed
// logit (the exact value).
size_t refine_top_logits_naive(const float* hidden, const int8_t* w, const float* scales, const float* bias,
                               float* logits, size_t rows, size_t dim, size_t vocab, float margin);

}  // namespace attn::kernels
