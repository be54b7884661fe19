// The k largest values of a row and their indices, largest first; equal values keep the lower index first
// so that search is deterministic.
//
// Shapes: N = values, K = k (K <= N).
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn::kernels {

void top_k(const float* values,   // [N]
           size_t count, size_t k,
           float* out_values,     // [K]
           int32_t* out_indices); // [K]

}  // namespace attn::kernels
