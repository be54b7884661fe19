// Column sums over rows (bias and layer-norm gain gradients), in two deterministic stages:
//   stage 1: partial[c, j] = Σ_{r in chunk c} value(r, j)    (index = c · ⌈C / kReduceCols⌉ + column block;
//                                                              chunks of kReduceRows rows, blocks of
//                                                              kReduceCols)
//   stage 2: out[j] += Σ_c partial[c, j]                     (index = j)
// The fixed chunking makes the result independent of the thread count. Each stage-1 index walks its rows with
// the columns innermost, so the CPU reads contiguous memory and vectorises the inner loop. A GPU takes the
// same partial sums a (chunk, column) per thread (column_partial_sum_one) and runs stage 2 with several
// threads per column (backend/cuda/column_sum.cu), whose fixed order differs from stage 2 here by rounding
// only.
//   N = rows, C = columns. value is a functor (r, j) -> float, callable on host and device.
#pragma once

#include "trainer/src/kernels/bf16.h"
#include "trainer/src/kernels/common.h"

namespace attn::train::kernels {

constexpr int kReduceRows = 64;
constexpr int kReduceCols = 64;

inline int64_t reduce_chunks(int64_t rows) { return (rows + kReduceRows - 1) / kReduceRows; }
// The scratch (floats) that launch_column_sum_accumulate and launch_to_bf16_column_sum_accumulate take: one
// partial sum per chunk of rows and column.
inline int64_t column_sum_scratch_floats(int64_t rows, int cols) { return reduce_chunks(rows) * cols; }

template <class Value>
ATTN_HD inline void column_partial_sum(int64_t i, int64_t rows, int cols, Value value, float* partial) {
  const int blocks = (cols + kReduceCols - 1) / kReduceCols;
  const int64_t chunk = i / blocks;
  const int j0 = static_cast<int>(i % blocks) * kReduceCols;
  const int j1 = j0 + kReduceCols < cols ? j0 + kReduceCols : cols;
  const int64_t r0 = chunk * kReduceRows;
  const int64_t r1 = r0 + kReduceRows < rows ? r0 + kReduceRows : rows;
  float sum[kReduceCols];
  for (int j = 0; j < kReduceCols; ++j) sum[j] = 0.f;
  for (int64_t r = r0; r < r1; ++r)
    for (int j = j0; j < j1; ++j) sum[j - j0] += value(r, j);
  for (int j = j0; j < j1; ++j) partial[chunk * cols + j] = sum[j - j0];
}

// The same sums for one (chunk, column) per index i = chunk · cols + j: a GPU's neighbouring threads then
// read neighbouring columns (coalesced), where column_partial_sum's threads would be kReduceCols floats
// apart. Each partial[chunk, j] adds the same values in the same order as column_partial_sum.
template <class Value>
ATTN_HD inline void column_partial_sum_one(int64_t i, int64_t rows, int cols, Value value, float* partial) {
  const int64_t chunk = i / cols;
  const int j = static_cast<int>(i % cols);
  const int64_t r0 = chunk * kReduceRows;
  const int64_t r1 = r0 + kReduceRows < rows ? r0 + kReduceRows : rows;
  float sum = 0.f;
  for (int64_t r = r0; r < r1; ++r) sum += value(r, j);
  partial[i] = sum;
}

ATTN_HD inline void column_final_sum(int64_t j, int64_t chunks, int cols, const float* partial, float* out) {
  float sum = 0.f;
  for (int64_t c = 0; c < chunks; ++c) sum += partial[c * cols + j];
  out[j] += sum;
}

// value(r, j) = x[r, j]: the gradient of a bias.
struct RowValue {
  const float* x;
  int cols;
  ATTN_HD float operator()(int64_t r, int j) const { return x[r * cols + j]; }
};

// scratch: at least column_sum_scratch_floats(rows, cols) floats.
template <class Dev, class Value>
void launch_column_sum_accumulate(Dev& dev, int64_t rows, int cols, Value value, float* scratch, float* out) {
  const int64_t chunks = reduce_chunks(rows);
  if constexpr (Dev::kDeviceMemory) {
    dev.launch(chunks * cols,
               [=] ATTN_HD(int64_t i) { column_partial_sum_one(i, rows, cols, value, scratch); });
    native_column_final_sums(dev, chunks, cols, scratch, out);  // backend/cuda/column_sum.cu
  } else {
    const int64_t blocks = (cols + kReduceCols - 1) / kReduceCols;
    dev.launch(
        chunks * blocks, [=](int64_t i) { column_partial_sum(i, rows, cols, value, scratch); },
        kReduceRows * kReduceCols);
    dev.launch(
        cols, [=](int64_t j) { column_final_sum(j, chunks, cols, scratch, out); }, chunks);
  }
}

// A linear layer's bias gradient (out += Σ_rows x) and the bf16 copy of x (x16) its products read, in one
// pass over x on the host (reduce.cpp): the same sums and bits as launch_to_bf16 followed by
// launch_column_sum_accumulate with RowValue{x}, which is what a GPU runs. x: [rows, cols] contiguous;
// scratch: column_sum_scratch_floats(rows, cols) floats.
void column_partial_sum_to_bf16_host(int64_t chunk, int64_t rows, int cols, const float* x, bf16* x16,
                                     float* partial);
template <class Dev>
void launch_to_bf16_column_sum_accumulate(Dev& dev, int64_t rows, int cols, const float* x, bf16* x16,
                                          float* scratch, float* out) {
  if constexpr (Dev::kDeviceMemory) {
    launch_to_bf16(dev, rows * cols, x, x16);
    launch_column_sum_accumulate(dev, rows, cols, RowValue{x, cols}, scratch, out);
  } else {
    const int64_t chunks = reduce_chunks(rows);
    dev.launch(
        chunks, [=](int64_t c) { column_partial_sum_to_bf16_host(c, rows, cols, x, x16, scratch); },
        kReduceRows * cols);
    dev.launch(
        cols, [=](int64_t j) { column_final_sum(j, chunks, cols, scratch, out); }, chunks);
  }
}

}  // namespace attn::train::kernels
