// Host-side planning for the CUDA backend's native kernels and cuBLASLt products: launch geometry, the
// alignment of device pointers, the row-major to column-major mapping of a product, and the layout of the
// embedding gradient's workspace. Plain C++ (no CUDA headers), so that the CPU tests check it where no GPU
// and no nvcc are.
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn::train::kernels::gpu_plan {

constexpr int kWarp = 32;
// Warp-per-row kernels (layer norm, attention softmax) run kRowWarps warps, i.e. rows, per block.
constexpr int kRowWarps = 8;
constexpr int kRowBlockThreads = kRowWarps * kWarp;
// Block-per-row kernels (cross-entropy over the vocabulary) and element-wise kernels.
constexpr int kBlockThreads = 256;
// The grid of an element-wise kernel is capped at this many blocks; its threads stride over the rest.
constexpr int64_t kMaxElementBlocks = 65535 * 16;

// Blocks of kRowWarps rows that cover `rows` rows (0 for none).
int64_t row_blocks(int64_t rows);
// Blocks of kBlockThreads threads, each taking `per_thread` consecutive elements, that cover n elements,
// capped at kMaxElementBlocks (the kernels stride past the cap).
int64_t element_blocks(int64_t n, int per_thread);

// The largest power of two, at most 256, that divides the address (256 for null): what cuBLASLt's
// MIN_ALIGNMENT preferences and the float4 paths of the native kernels ask about.
int address_alignment(const void* p);
// True when rows of `width` floats starting at each of the pointers can all be read and written as float4:
// width a multiple of 4 and every pointer 16-byte aligned (null pointers are ignored).
bool float4_rows(int width, const void* a, const void* b = nullptr, const void* c = nullptr,
                 const void* d = nullptr);

// C[m, n] = op(A) op(B) with row-major operands (the CudaDevice::gemm convention) as the column-major product
// cuBLAS computes: Cᵀ[n, m] = op(B)ᵀ op(A)ᵀ. Each stored matrix is described as cuBLASLt's layouts want it
// (rows, columns, leading dimension of the column-major storage, before any transpose).
struct ColumnMajorMatrix {
  int64_t rows = 0, cols = 0, ld = 0;
  bool transposed = false;  // the product reads it transposed (CUBLAS_OP_T)
};
struct ColumnMajorGemm {
  int64_t m = 0, n = 0, k = 0;  // cuBLAS's M, N, K: M = our n, N = our m
  ColumnMajorMatrix a, b, c;    // cuBLAS's A (our B), B (our A), C = D (our C)
};
ColumnMajorGemm column_major_gemm(bool trans_a, bool trans_b, int m, int n, int k, int lda, int ldb, int ldc);
// True when every leading dimension is at least the stored matrix's row count (what cuBLAS requires).
bool valid_leading_dimensions(const ColumnMajorGemm& g);

// The embedding gradient's device workspace: the token ids sorted (keys), the rows they came from (values,
// before and after the sort) and the radix sort's temporary storage, each at a 256-byte boundary.
struct EmbeddingGradWorkspace {
  size_t keys_sorted = 0, rows_in = 0, rows_sorted = 0, sort_temp = 0;  // byte offsets
  size_t total = 0;                                                     // bytes
};
EmbeddingGradWorkspace embedding_grad_workspace(int64_t rows, size_t sort_temp_bytes);

}  // namespace attn::train::kernels::gpu_plan
