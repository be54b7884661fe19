// Token embedding scaled by embedding_scale, plus sinusoidal positions, plus dropout; forward and backward.
//   N = B·T rows (tokens of padded sequences of length T), D = d_model, V = vocabulary, P = max positions.
//   ids: [N]; table (embedding.weight): [V, D]; positions (precomputed sinusoids): [P, D]; x, dx: [N, D].
// Position of row r is r mod T: positions count from 0 in each sequence (docs/model.md).
#pragma once

#include "trainer/src/kernels/common.h"
#include "trainer/src/kernels/dropout.h"

namespace attn::train::kernels {

// One row r (token) per index. key = random_key(seed, stream) of the embedding's dropout site.
ATTN_HD inline void embedding_forward_row(int64_t r, int D, int T, float scale, const int32_t* ids, const float* table,
                                          const float* positions, float p, uint64_t key, float* x) {
  const float* e = table + static_cast<int64_t>(ids[r]) * D;
  const float* pe = positions + (r % T) * D;
  for (int d = 0; d < D; ++d) {
    const int64_t i = r * D + d;
    x[i] = dropout_apply_keyed(scale * e[d] + pe[d], p, key, static_cast<uint64_t>(i));
  }
}

// One column d of the table's gradient, looping over every token: no two indices write the same element, so
// no atomics, and the sum order is fixed (deterministic on every backend).
ATTN_HD inline void embedding_backward_column(int64_t d, int64_t N, int D, float scale, const int32_t* ids,
                                              const float* dx, float p, uint64_t key, float* d_table) {
  for (int64_t r = 0; r < N; ++r) {
    const int64_t i = r * D + d;
    d_table[static_cast<int64_t>(ids[r]) * D + d] += scale * dropout_apply_keyed(dx[i], p, key,
                                                                                 static_cast<uint64_t>(i));
  }
}

// Launchers.
template <class Dev>
void launch_embedding_forward(Dev& dev, int64_t rows, int D, int T, float scale, const int32_t* ids,
                              const float* table, const float* positions, float p, uint64_t seed, uint64_t stream,
                              float* x) {
  const uint64_t key = random_key(seed, stream);
  dev.launch(rows, [=] ATTN_HD(int64_t r) {
    embedding_forward_row(r, D, T, scale, ids, table, positions, p, key, x);
  }, D);
}
// On a GPU the native kernel (backend/cuda/embedding.cu: rows sorted by token, a block per token, found
// through the device's type) runs instead of embedding_backward_column, which stays as its reference.
template <class Dev>
void launch_embedding_backward(Dev& dev, int64_t rows, int D, float scale, const int32_t* ids, const float* dx,
                               float p, uint64_t seed, uint64_t stream, float* d_table) {
  const uint64_t key = random_key(seed, stream);
  if constexpr (Dev::kDeviceMemory) {
    native_embedding_backward(dev, rows, D, scale, ids, dx, p, key, d_table);
  } else {
    dev.launch(
        D, [=](int64_t d) { embedding_backward_column(d, rows, D, scale, ids, dx, p, key, d_table); }, rows);
  }
}

}  // namespace attn::train::kernels
