#include "backend/cpu/cpu_device.h"

#include <cblas.h>

#include <algorithm>
#include <cstdlib>
#include <thread>

namespace attn::train {

CpuDevice::CpuDevice(int threads) {
  if (threads <= 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  threads_ = threads;
  pool_ = std::make_unique<ThreadPool>(threads);
  openblas_set_num_threads(1);
}

void* CpuDevice::allocate(size_t bytes) {
  const size_t rounded = (std::max<size_t>(bytes, 1) + 63) / 64 * 64;
  void* p = std::aligned_alloc(64, rounded);
  if (p) std::memset(p, 0, rounded);
  return p;
}

void CpuDevice::release(void* p) { std::free(p); }

namespace {
void sgemm(bool ta, bool tb, int m, int n, int k, float alpha, const float* a, int lda, const float* b, int ldb,
           float beta, float* c, int ldc) {
  cblas_sgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans, m, n, k, alpha, a,
              lda, b, ldb, beta, c, ldc);
}
}  // namespace

void CpuDevice::gemm(bool ta, bool tb, int m, int n, int k, float alpha, const float* a, int lda, const float* b,
                     int ldb, float beta, float* c, int ldc) {
  if (m == 0 || n == 0) return;
  const double flops = 2.0 * m * n * k;
  if (threads_ == 1 || flops < 4e6) {
    sgemm(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
    return;
  }
  // Split C into `threads_` blocks of rows (or of columns when there are few rows); each block is an
  // independent single-threaded GEMM. Blocks are multiples of 16 so that the kernels' tiles stay full.
  const bool by_rows = m >= n || m >= 64 * threads_;
  const int extent = by_rows ? m : n;
  const int parts = threads_;
  int step = (extent + parts - 1) / parts;
  step = (step + 15) / 16 * 16;
  pool_->parallel_for(parts, [&](int64_t p) {
    const int begin = p * step;
    const int end = std::min(extent, begin + step);
    if (begin >= end) return;
    if (by_rows) {
      const float* ap = ta ? a + begin : a + static_cast<int64_t>(begin) * lda;
      sgemm(ta, tb, end - begin, n, k, alpha, ap, lda, b, ldb, beta, c + static_cast<int64_t>(begin) * ldc, ldc);
    } else {
      const float* bp = tb ? b + static_cast<int64_t>(begin) * ldb : b + begin;
      sgemm(ta, tb, m, end - begin, k, alpha, a, lda, bp, ldb, beta, c + begin, ldc);
    }
  });
}

void CpuDevice::gemm_batched(bool ta, bool tb, int m, int n, int k, float alpha, const float* a, int lda,
                             int64_t a_outer, int64_t a_inner, const float* b, int ldb, int64_t b_outer,
                             int64_t b_inner, float beta, float* c, int ldc, int64_t c_outer, int64_t c_inner,
                             int outer, int inner) {
  const int64_t count = static_cast<int64_t>(outer) * inner;
  // Attention's products are small (tens of rows): run whole products in parallel, one per thread at a time.
  const double flops = 2.0 * m * n * k * count;
  if (threads_ == 1 || count < threads_ || flops < 1e6) {
    for (int64_t idx = 0; idx < count; ++idx) {
      const int64_t o = idx / inner, i = idx % inner;
      sgemm(ta, tb, m, n, k, alpha, a + o * a_outer + i * a_inner, lda, b + o * b_outer + i * b_inner, ldb, beta,
            c + o * c_outer + i * c_inner, ldc);
    }
    return;
  }
  pool_->parallel_for(count, [&](int64_t idx) {
    const int64_t o = idx / inner, i = idx % inner;
    sgemm(ta, tb, m, n, k, alpha, a + o * a_outer + i * a_inner, lda, b + o * b_outer + i * b_inner, ldb, beta,
          c + o * c_outer + i * c_inner, ldc);
  });
}

}  // namespace attn::train
