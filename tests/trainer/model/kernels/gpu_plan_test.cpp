// The host-side planning of the CUDA backend's native kernels and cuBLASLt products (kernels/gpu_plan.h) and
// the per-column partial sums a GPU runs (kernels/reduce.h), checked where no GPU is.
#include "trainer/src/kernels/gpu_plan.h"

#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "tests/trainer/model/test_util.h"
#include "trainer/src/kernels/reduce.h"

namespace attn::train {
namespace {

namespace plan = kernels::gpu_plan;

TEST(GpuPlan, RowBlocksCoverEveryRowOnce) {
  EXPECT_EQ(plan::row_blocks(0), 0);
  EXPECT_EQ(plan::row_blocks(1), 1);
  EXPECT_EQ(plan::row_blocks(plan::kRowWarps), 1);
  EXPECT_EQ(plan::row_blocks(plan::kRowWarps + 1), 2);
  for (int64_t rows : {1, 7, 8, 9, 24000, 96001}) {
    const int64_t blocks = plan::row_blocks(rows);
    EXPECT_GE(blocks * plan::kRowWarps, rows);
    EXPECT_LT((blocks - 1) * plan::kRowWarps, rows);
  }
  EXPECT_EQ(plan::kRowBlockThreads, plan::kRowWarps * plan::kWarp);
}

TEST(GpuPlan, ElementBlocksCoverOrCapTheGrid) {
  EXPECT_EQ(plan::element_blocks(0, 1), 0);
  EXPECT_EQ(plan::element_blocks(1, 1), 1);
  EXPECT_EQ(plan::element_blocks(plan::kBlockThreads, 1), 1);
  EXPECT_EQ(plan::element_blocks(plan::kBlockThreads + 1, 1), 2);
  EXPECT_EQ(plan::element_blocks(4 * plan::kBlockThreads, 4), 1);
  EXPECT_EQ(plan::element_blocks(int64_t{1} << 40, 1), plan::kMaxElementBlocks);
}

TEST(GpuPlan, AddressAlignmentIsTheLargestPowerOfTwoUpTo256) {
  alignas(256) static char buffer[1024];
  EXPECT_EQ(plan::address_alignment(buffer), 256);
  EXPECT_EQ(plan::address_alignment(buffer + 512), 256);
  EXPECT_EQ(plan::address_alignment(buffer + 128), 128);
  EXPECT_EQ(plan::address_alignment(buffer + 4), 4);
  EXPECT_EQ(plan::address_alignment(buffer + 6), 2);
  EXPECT_EQ(plan::address_alignment(buffer + 1), 1);
  EXPECT_EQ(plan::address_alignment(nullptr), 256);
}

TEST(GpuPlan, Float4RowsNeedAWidthOfFoursAndAlignedPointers) {
  alignas(256) static float buffer[64];
  EXPECT_TRUE(plan::float4_rows(256, buffer, buffer + 4));
  EXPECT_TRUE(plan::float4_rows(4, buffer, nullptr, nullptr, buffer + 8));
  EXPECT_FALSE(plan::float4_rows(250, buffer, buffer + 4));      // width
  EXPECT_FALSE(plan::float4_rows(256, buffer, buffer + 1));      // second pointer 4-byte aligned
  EXPECT_FALSE(plan::float4_rows(256, buffer + 2, buffer + 4));  // first pointer 8-byte aligned
}

// Row-major C[m, n] = op(A) op(B) through the column-major view, multiplied out on the host: the view's
// shapes, leading dimensions and transposes must give the same numbers.
std::vector<double> column_major_product(const plan::ColumnMajorGemm& g, const std::vector<float>& ca,
                                         const std::vector<float>& cb) {
  auto at = [](const plan::ColumnMajorMatrix& x, const std::vector<float>& v, int64_t i, int64_t j) {
    // Element (i, j) of op(x): stored column-major, (row, column) swapped when transposed.
    return x.transposed ? v[static_cast<size_t>(i * x.ld + j)] : v[static_cast<size_t>(j * x.ld + i)];
  };
  std::vector<double> c(static_cast<size_t>(g.c.ld * g.n), 0.0);
  for (int64_t i = 0; i < g.m; ++i)
    for (int64_t j = 0; j < g.n; ++j) {
      double s = 0;
      for (int64_t p = 0; p < g.k; ++p) s += static_cast<double>(at(g.a, ca, i, p)) * at(g.b, cb, p, j);
      c[static_cast<size_t>(j * g.c.ld + i)] = s;
    }
  return c;
}

TEST(GpuPlan, ColumnMajorViewComputesTheRowMajorProduct) {
  const int m = 5, n = 3, k = 4;
  for (bool ta : {false, true})
    for (bool tb : {false, true}) {
      SCOPED_TRACE(std::string(ta ? "Aᵀ" : "A") + (tb ? " Bᵀ" : " B"));
      // Row-major operands with padded rows (ld larger than the row).
      const int lda = (ta ? m : k) + 2, ldb = (tb ? k : n) + 1, ldc = n + 3;
      const std::vector<float> a = testing::random_vector(static_cast<size_t>((ta ? k : m) * lda), 1);
      const std::vector<float> b = testing::random_vector(static_cast<size_t>((tb ? n : k) * ldb), 2);
      const plan::ColumnMajorGemm g = plan::column_major_gemm(ta, tb, m, n, k, lda, ldb, ldc);
      EXPECT_TRUE(plan::valid_leading_dimensions(g));
      EXPECT_EQ(g.m, n);
      EXPECT_EQ(g.n, m);
      EXPECT_EQ(g.k, k);
      EXPECT_EQ(g.a.transposed, tb);
      EXPECT_EQ(g.b.transposed, ta);
      // cuBLAS's A is our B, its B our A; its C (column-major [n, m], ld ldc) is our C row-major.
      const std::vector<double> c = column_major_product(g, b, a);
      for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j) {
          double expected = 0;
          for (int p = 0; p < k; ++p)
            expected += static_cast<double>(ta ? a[p * lda + i] : a[i * lda + p]) *
                        (tb ? b[j * ldb + p] : b[p * ldb + j]);
          EXPECT_NEAR(c[static_cast<size_t>(i * ldc + j)], expected, 1e-9) << i << "," << j;
        }
    }
}

TEST(GpuPlan, LeadingDimensionsShorterThanARowAreRefused) {
  EXPECT_FALSE(plan::valid_leading_dimensions(plan::column_major_gemm(false, false, 4, 8, 16, 15, 8, 8)));
  EXPECT_FALSE(plan::valid_leading_dimensions(plan::column_major_gemm(false, true, 4, 8, 16, 16, 15, 8)));
  EXPECT_FALSE(plan::valid_leading_dimensions(plan::column_major_gemm(false, false, 4, 8, 16, 16, 8, 7)));
  EXPECT_TRUE(plan::valid_leading_dimensions(plan::column_major_gemm(false, true, 4, 8, 16, 16, 16, 8)));
}

TEST(GpuPlan, EmbeddingWorkspacePartsAreAlignedAndApart) {
  for (int64_t rows : {0, 1, 63, 64, 24000}) {
    const plan::EmbeddingGradWorkspace w = plan::embedding_grad_workspace(rows, 1000);
    const size_t ints = static_cast<size_t>(rows) * sizeof(int32_t);
    for (size_t offset : {w.keys_sorted, w.rows_in, w.rows_sorted, w.sort_temp}) EXPECT_EQ(offset % 256, 0u);
    EXPECT_GE(w.rows_in - w.keys_sorted, ints);
    EXPECT_GE(w.rows_sorted - w.rows_in, ints);
    EXPECT_GE(w.sort_temp - w.rows_sorted, ints);
    EXPECT_GE(w.total - w.sort_temp, 1000u);
  }
}

// The GPU's per-(chunk, column) partial sums are column_partial_sum's, bit for bit (same values, same order).
TEST(GpuPlan, PerColumnPartialSumsEqualTheBlockedOnes) {
  for (const auto& [rows, cols] :
       {std::pair{1, 1}, std::pair{130, 65}, std::pair{64, 200}, std::pair{200, 7}}) {
    const std::vector<float> x = testing::random_vector(static_cast<size_t>(rows) * cols, 3);
    const kernels::RowValue value{x.data(), cols};
    const int64_t chunks = kernels::reduce_chunks(rows);
    const int64_t blocks = (cols + kernels::kReduceCols - 1) / kernels::kReduceCols;
    std::vector<float> blocked(static_cast<size_t>(chunks * cols)), one(blocked.size());
    for (int64_t i = 0; i < chunks * blocks; ++i)
      kernels::column_partial_sum(i, rows, cols, value, blocked.data());
    for (int64_t i = 0; i < chunks * cols; ++i)
      kernels::column_partial_sum_one(i, rows, cols, value, one.data());
    EXPECT_EQ(std::memcmp(blocked.data(), one.data(), blocked.size() * sizeof(float)), 0)
        << rows << "x" << cols;
  }
}

}  // namespace
}  // namespace attn::train
