// The vocabulary projection restricted to a shortlist: logits for the listed target ids only, from the fp32
// hidden state — hidden · w[id] (· scales[id] for int8 weights) + bias[id], with no output quantization.
// fp32 weights multiply the fp32 hidden state; int8 and 4-bit weights multiply it quantized to int16 per row
// (hidden_i16.h: within scale · u / 65534 · Σ|w| of the logit of the fp32 hidden state, u = max|h|).
//
// Why not XNNPACK: its operators pack the whole [V, D] matrix once; a shortlist picks different rows for
// every sentence. Rows are read in place from the model (a shortlist of ~1-2k ids is a few hundred KB of
// int8, which stays in L2 across the rows of a step), in tiles of up to 4 hidden rows × a few ids so that
// each weight vector loaded is used by every row of the tile and enough independent sums hide the latency.
//
// Shapes: N = rows (hypotheses), D = d_model, U = shortlisted ids, V = vocabulary.
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn::kernels {

// logits[n * stride + u] for n < N, u < U.
void shortlist_logits_f32(const float* hidden,  // [N, D]
                          size_t rows, size_t dim,
                          const float* w,                    // [V, D]
                          const float* bias,                 // [V] or nullptr
                          const int32_t* ids, size_t count,  // [U] each < V
                          float* logits, size_t stride);     // [N, stride], stride >= U

void shortlist_logits_i8(const float* hidden,  // [N, D]
                         size_t rows, size_t dim,
                         const int8_t* w,      // [V, D]
                         const float* scales,  // [V]
                         const float* bias,    // [V] or nullptr
                         const int32_t* ids, size_t count, float* logits, size_t stride);

// 4-bit weights (ElementType I4: row v is bytes [v · D / 2, (v + 1) · D / 2), nibble i of it low first, value
// (nibble − 8) · scales[v]; D even), against the same int16 hidden state as int8 weights: the same bound.
void shortlist_logits_i4(const float* hidden,  // [N, D]
                         size_t rows, size_t dim,
                         const uint8_t* w,     // [V · D / 2] packed nibbles
                         const float* scales,  // [V]
                         const float* bias,    // [V] or nullptr
                         const int32_t* ids, size_t count, float* logits, size_t stride);

// 4-bit weights with one scale per block of block_size columns (ElementType I4B: row v's block b has scale
// block_scales[v · (D / block_size) + b]; block_size divides D): each block's int16 × 4-bit sum is exact and
// scaled by its block's scale, the blocks added in double.
void shortlist_logits_i4_blocks(const float* hidden,  // [N, D]
                                size_t rows, size_t dim,
                                const uint8_t* w,           // [V · D / 2] packed nibbles
                                const float* block_scales,  // [V · D / block_size]
                                size_t block_size,
                                const float* bias,  // [V] or nullptr
                                const int32_t* ids, size_t count, float* logits, size_t stride);

}  // namespace attn::kernels
