#include "backend/cpu/cpu_device.h"

#include <cblas.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <thread>

namespace attn::train {

CpuDevice::CpuDevice(int threads) {
  if (threads <= 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  threads_ = threads;
  pool_ = std::make_unique<ThreadPool>(threads);
  openblas_set_num_threads(1);
  // OpenMP's thread count is per thread: limit the caller and every pool thread (index t runs on thread t).
  DnnlMatmul::set_openmp_threads(1);
  pool_->parallel_for(threads_, [](int64_t) { DnnlMatmul::set_openmp_threads(1); });
  // For measuring the alternative only (trainer/README.md, "Precision"): bf16 products as one oneDNN call
  // threaded by its own OpenMP team instead of split over the pool.
  const char* threading = std::getenv("ATTN_TRAIN_DNNL_THREADING");
  dnnl_openmp_ = threading && std::string(threading) == "openmp";
}

void* CpuDevice::allocate(size_t bytes) {
  const size_t rounded = (std::max<size_t>(bytes, 1) + 63) / 64 * 64;
  void* p = std::aligned_alloc(64, rounded);
  if (p) std::memset(p, 0, rounded);
  return p;
}

void CpuDevice::release(void* p) { std::free(p); }

namespace {
void sgemm(bool ta, bool tb, int m, int n, int k, float alpha, const float* a, int lda, const float* b,
           int ldb, float beta, float* c, int ldc) {
  cblas_sgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans, m, n, k, alpha,
              a, lda, b, ldb, beta, c, ldc);
}
}  // namespace

void CpuDevice::gemm(bool ta, bool tb, int m, int n, int k, float alpha, const float* a, int lda,
                     const float* b, int ldb, float beta, float* c, int ldc) {
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
      sgemm(ta, tb, end - begin, n, k, alpha, ap, lda, b, ldb, beta, c + static_cast<int64_t>(begin) * ldc,
            ldc);
    } else {
      const float* bp = tb ? b + static_cast<int64_t>(begin) * ldb : b + begin;
      sgemm(ta, tb, m, end - begin, k, alpha, a, lda, bp, ldb, beta, c + begin, ldc);
    }
  });
}

void CpuDevice::gemm(bool ta, bool tb, int m, int n, int k, float alpha, const kernels::bf16* a, int lda,
                     const kernels::bf16* b, int ldb, float beta, float* c, int ldc) {
  if (m == 0 || n == 0) return;
  if (k == 0) {  // oneDNN rejects empty products; C = beta · C is all that is left
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j) c[static_cast<int64_t>(i) * ldc + j] *= beta;
    return;
  }
  if (!dnnl_) dnnl_ = std::make_unique<DnnlMatmul>();
  DnnlMatmul::Shape shape{ta, tb, m, n, k, lda, ldb, ldc, alpha, beta};
  const double flops = 2.0 * m * n * k;
  const int parts = std::min(threads_, DnnlMatmul::kSlots);
  if (parts == 1 || flops < 4e6 || dnnl_openmp_) {
    if (dnnl_openmp_) DnnlMatmul::set_openmp_threads(flops < 4e6 ? 1 : threads_);
    dnnl_->run(dnnl_->prepare(shape), a, b, c, 0);
    return;
  }
  // As the fp32 path: blocks of rows (or columns) of C, one single-threaded product per pool thread. The
  // blocks have at most two shapes, prepared here on the calling thread.
  const bool by_rows = m >= n || m >= 64 * parts;
  const int extent = by_rows ? m : n;
  int step = (extent + parts - 1) / parts;
  step = (step + 15) / 16 * 16;
  const void* prepared[DnnlMatmul::kSlots] = {};
  for (int p = 0; p < parts; ++p) {
    const int begin = p * step, end = std::min(extent, begin + step);
    if (begin >= end) continue;
    DnnlMatmul::Shape part = shape;
    (by_rows ? part.m : part.n) = end - begin;
    prepared[p] = (p > 0 && prepared[p - 1] && end - begin == step) ? prepared[p - 1] : dnnl_->prepare(part);
  }
  pool_->parallel_for(parts, [&](int64_t p) {
    const int begin = static_cast<int>(p) * step;
    if (!prepared[p]) return;
    if (by_rows) {
      const kernels::bf16* ap = ta ? a + begin : a + static_cast<int64_t>(begin) * lda;
      dnnl_->run(prepared[p], ap, b, c + static_cast<int64_t>(begin) * ldc, static_cast<int>(p));
    } else {
      const kernels::bf16* bp = tb ? b + static_cast<int64_t>(begin) * ldb : b + begin;
      dnnl_->run(prepared[p], a, bp, c + begin, static_cast<int>(p));
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
      sgemm(ta, tb, m, n, k, alpha, a + o * a_outer + i * a_inner, lda, b + o * b_outer + i * b_inner, ldb,
            beta, c + o * c_outer + i * c_inner, ldc);
    }
    return;
  }
  pool_->parallel_for(count, [&](int64_t idx) {
    const int64_t o = idx / inner, i = idx % inner;
    sgemm(ta, tb, m, n, k, alpha, a + o * a_outer + i * a_inner, lda, b + o * b_outer + i * b_inner, ldb,
          beta, c + o * c_outer + i * c_inner, ldc);
  });
}

}  // namespace attn::train
