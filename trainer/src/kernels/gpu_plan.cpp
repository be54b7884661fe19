#include "trainer/src/kernels/gpu_plan.h"

#include <initializer_list>

namespace attn::train::kernels::gpu_plan {

int64_t row_blocks(int64_t rows) { return rows <= 0 ? 0 : (rows + kRowWarps - 1) / kRowWarps; }

int64_t element_blocks(int64_t n, int per_thread) {
  if (n <= 0) return 0;
  const int64_t per_block = static_cast<int64_t>(kBlockThreads) * (per_thread > 0 ? per_thread : 1);
  const int64_t blocks = (n + per_block - 1) / per_block;
  return blocks < kMaxElementBlocks ? blocks : kMaxElementBlocks;
}

int address_alignment(const void* p) {
  const uintptr_t a = reinterpret_cast<uintptr_t>(p);
  int alignment = 1;
  while (alignment < 256 && (a & static_cast<uintptr_t>(alignment)) == 0) alignment *= 2;
  return alignment;
}

bool float4_rows(int width, const void* a, const void* b, const void* c, const void* d) {
  if (width % 4 != 0) return false;
  for (const void* p : {a, b, c, d})
    if (p && address_alignment(p) < 16) return false;
  return true;
}

ColumnMajorGemm column_major_gemm(bool trans_a, bool trans_b, int m, int n, int k, int lda, int ldb,
                                  int ldc) {
  ColumnMajorGemm g;
  g.m = n;
  g.n = m;
  g.k = k;
  // Our B, row-major [k, n] (or [n, k] transposed), is column-major [n, k] (or [k, n]) with the same ld.
  g.a = trans_b ? ColumnMajorMatrix{k, n, ldb, true} : ColumnMajorMatrix{n, k, ldb, false};
  // Our A, row-major [m, k] (or [k, m] transposed), is column-major [k, m] (or [m, k]).
  g.b = trans_a ? ColumnMajorMatrix{m, k, lda, true} : ColumnMajorMatrix{k, m, lda, false};
  g.c = ColumnMajorMatrix{n, m, ldc, false};
  return g;
}

bool valid_leading_dimensions(const ColumnMajorGemm& g) {
  for (const ColumnMajorMatrix* x : {&g.a, &g.b, &g.c})
    if (x->ld < (x->rows > 1 ? x->rows : 1)) return false;
  return true;
}

EmbeddingGradWorkspace embedding_grad_workspace(int64_t rows, size_t sort_temp_bytes) {
  const auto up = [](size_t bytes) { return (bytes + 255) / 256 * 256; };
  const size_t ints = up(static_cast<size_t>(rows > 0 ? rows : 0) * sizeof(int32_t));
  EmbeddingGradWorkspace w;
  w.keys_sorted = 0;
  w.rows_in = w.keys_sorted + ints;
  w.rows_sorted = w.rows_in + ints;
  w.sort_temp = w.rows_sorted + ints;
  w.total = w.sort_temp + up(sort_temp_bytes);
  return w;
}

}  // namespace attn::train::kernels::gpu_plan
