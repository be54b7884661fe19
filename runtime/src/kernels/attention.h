// Multi-head scaled dot-product attention for one sequence of queries against one sequence of keys/values:
// A_h = softmax(Q_h K_hᵀ / sqrt(d_k) + mask) V_h, head h using columns [h·d_k, (h+1)·d_k) of each row.
// Q, K and V are already projected (the linear layers are separate); the output is concat(A_h), before the
// output projection.
//
// Shapes: Tq = queries, Tk = keys, H = heads, d_k = head_dim, rows of q/k/v/out hold H·d_k values at
// a row stride (so q/k/v may be views into a wider fused buffer, and k/v into a KV cache).
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn::kernels {

// The scores scratch the kernels below need for up to `key_count` keys: whole vectors of 16 lanes.
constexpr size_t attention_scores_size(size_t key_count) { return (key_count + 15) / 16 * 16; }

struct AttentionMask {
  // Causal: query t sits at absolute position query_offset + t and sees keys [0, query_offset + t].
  bool causal = false;
  size_t query_offset = 0;
  // Optional [Tk]: key j may be attended to only where key_mask[j] != 0 (padded source positions are 0).
  const uint8_t* key_mask = nullptr;
};

void attention(const float* q, size_t q_stride,  // [Tq, q_stride]
               const float* k, size_t k_stride,  // [Tk, k_stride]
               const float* v, size_t v_stride,  // [Tk, v_stride]
               float* out, size_t out_stride,    // [Tq, out_stride], must not alias q/k/v
               size_t query_count, size_t key_count, size_t heads, size_t head_dim, const AttentionMask& mask,
               float* scores);  // scratch [attention_scores_size(Tk)]

// attention() for one query (no mask) whose key/value j is row rows[j] of k/v (rows `stride` floats apart):
// a KV cache read through a table of rows, so that beam hypotheses share the rows of their common prefix.
// Gives exactly what attention() gives over the same rows copied into consecutive order.
void attention_gathered(const float* q,                  // [H·d_k]
                        const float* k, const float* v,  // rows of `stride` floats
                        size_t stride,
                        const size_t* rows,  // [Tk] row indices into k and v
                        size_t key_count, size_t heads, size_t head_dim,
                        float* out,      // [H·d_k], must not alias q/k/v
                        float* scores);  // scratch [attention_scores_size(Tk)]

// The attention probabilities of one query against Tk keys, averaged over the heads:
// out[j] = (1/H) Σ_h softmax_j(q_h · k_{j,h} / sqrt(d_k)) — what a word aligner reads from cross-attention
// (which source token a target token looks at). The same scores attention() weighs its values with.
void attention_probabilities(const float* q,                   // [H·d_k]
                             const float* k, size_t k_stride,  // [Tk, k_stride]
                             size_t key_count, size_t heads, size_t head_dim,
                             float* out,      // [Tk]
                             float* scores);  // scratch [attention_scores_size(Tk)]

}  // namespace attn::kernels
