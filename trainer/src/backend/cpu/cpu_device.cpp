#include "trainer/src/backend/cpu/cpu_device.h"

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

namespace {
// How a product C[m, n] is cut into `parts` blocks for the pool threads: blocks of rows (or of columns when
// there are few rows), each an independent single-threaded product. Blocks are multiples of 16 so that the
// kernels' tiles stay full; trailing blocks are empty when the extent is small.
struct ProductBlocks {
  ProductBlocks(int m, int n, int parts)
      : m(m),
        n(n),
        by_rows(m >= n || m >= 64 * parts),
        extent(by_rows ? m : n),
        step(((extent + parts - 1) / parts + 15) / 16 * 16) {}
  int begin(int64_t p) const { return static_cast<int>(p) * step; }
  int end(int64_t p) const { return std::min(extent, begin(p) + step); }
  bool empty(int64_t p) const { return begin(p) >= end(p); }
  int rows(int64_t p) const { return by_rows ? end(p) - begin(p) : m; }
  int cols(int64_t p) const { return by_rows ? n : end(p) - begin(p); }
  // Where block p starts in A (row-major, transposed or not), B and C.
  template <class T>
  const T* a_at(const T* a, bool ta, int lda, int64_t p) const {
    return !by_rows ? a : ta ? a + begin(p) : a + static_cast<int64_t>(begin(p)) * lda;
  }
  template <class T>
  const T* b_at(const T* b, bool tb, int ldb, int64_t p) const {
    return by_rows ? b : tb ? b + static_cast<int64_t>(begin(p)) * ldb : b + begin(p);
  }
  float* c_at(float* c, int ldc, int64_t p) const {
    return by_rows ? c + static_cast<int64_t>(begin(p)) * ldc : c + begin(p);
  }

  int m, n;
  bool by_rows;
  int extent, step;
};
}  // namespace

// fp32 products are cut into the same blocks whatever the thread count, and the threads share them out. A
// split that followed the thread count made 1 and 2 threads differ in the last bits on CPUs where OpenBLAS
// 0.3.21 runs its AVX2 (Haswell) kernels — e.g. a Zen 5 it does not recognise — whose rounding depends on the
// block's shape (the AVX-512 kernels' does not). Eight blocks keep each large product's blocks hundreds of
// rows tall and give up to eight threads work.
constexpr int kFp32ProductBlocks = 8;

void CpuDevice::gemm(bool ta, bool tb, int m, int n, int k, float alpha, const float* a, int lda,
                     const float* b, int ldb, float beta, float* c, int ldc) {
  if (m == 0 || n == 0) return;
  const double flops = 2.0 * m * n * k;
  if (flops < 4e6) {
    sgemm(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
    return;
  }
  const ProductBlocks blocks(m, n, kFp32ProductBlocks);
  pool_->parallel_for(kFp32ProductBlocks, [&](int64_t p) {
    if (blocks.empty(p)) return;
    sgemm(ta, tb, blocks.rows(p), blocks.cols(p), k, alpha, blocks.a_at(a, ta, lda, p), lda,
          blocks.b_at(b, tb, ldb, p), ldb, beta, blocks.c_at(c, ldc, p), ldc);
  });
}

void CpuDevice::gemm(bool ta, bool tb, int m, int n, int k, float alpha, const kernels::bf16* a, int lda,
                     const kernels::bf16* b, int ldb, float beta, float* c, int ldc) {
  product16(DnnlMatmul::Shape{ta, tb, m, n, k, lda, ldb, ldc, alpha, beta}, a, b, nullptr, c);
}

void CpuDevice::gemm_bias(bool ta, bool tb, int m, int n, int k, const kernels::bf16* a, int lda,
                          const kernels::bf16* b, int ldb, const float* bias, bool relu, float* c, int ldc) {
  DnnlMatmul::Shape shape{ta, tb, m, n, k, lda, ldb, ldc, 1.f, 0.f};
  shape.bias = true;
  shape.relu = relu;
  product16(shape, a, b, bias, c);
}

void CpuDevice::product16(const DnnlMatmul::Shape& shape, const kernels::bf16* a, const kernels::bf16* b,
                          const float* bias, float* c) {
  const bool ta = shape.trans_a, tb = shape.trans_b;
  const int m = shape.m, n = shape.n, k = shape.k, lda = shape.lda, ldb = shape.ldb, ldc = shape.ldc;
  if (m == 0 || n == 0) return;
  if (k == 0) {  // oneDNN rejects empty products; C = beta · C (+ bias, ReLU) is all that is left
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j) {
        float& v = c[static_cast<int64_t>(i) * ldc + j];
        v = shape.bias ? bias[j] : v * shape.beta;
        if (shape.relu && !(v > 0.f)) v = 0.f;
      }
    return;
  }
  if (!dnnl_) dnnl_ = std::make_unique<DnnlMatmul>();
  const double flops = 2.0 * m * n * k;
  const int parts = std::min(threads_, DnnlMatmul::kSlots);
  if (parts == 1 || flops < 4e6 || dnnl_openmp_) {
    if (dnnl_openmp_) DnnlMatmul::set_openmp_threads(flops < 4e6 ? 1 : threads_);
    dnnl_->run(dnnl_->prepare(shape), a, b, c, 0, bias);
    return;
  }
  // As the fp32 path; the blocks' primitives (at most two shapes) are prepared here, on the calling thread.
  const ProductBlocks blocks(m, n, parts);
  const void* prepared[DnnlMatmul::kSlots] = {};
  for (int p = 0; p < parts; ++p) {
    if (blocks.empty(p)) continue;
    DnnlMatmul::Shape block = shape;
    block.m = blocks.rows(p);
    block.n = blocks.cols(p);
    prepared[p] = dnnl_->prepare(block);
  }
  pool_->parallel_for(parts, [&](int64_t p) {
    if (!prepared[p]) return;
    const float* block_bias = bias && !blocks.by_rows ? bias + blocks.begin(p) : bias;
    dnnl_->run(prepared[p], blocks.a_at(a, ta, lda, p), blocks.b_at(b, tb, ldb, p), blocks.c_at(c, ldc, p),
               static_cast<int>(p), block_bias);
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

void CpuDevice::gemm_batched(bool ta, bool tb, int m, int n, int k, float alpha, const kernels::bf16* a,
                             int lda, int64_t a_outer, int64_t a_inner, const kernels::bf16* b, int ldb,
                             int64_t b_outer, int64_t b_inner, float beta, float* c, int ldc, int64_t c_outer,
                             int64_t c_inner, int outer, int inner) {
  if (m == 0 || n == 0 || outer == 0 || inner == 0) return;
  if (k == 0) {  // as in gemm: oneDNN rejects empty products
    for (int64_t idx = 0; idx < static_cast<int64_t>(outer) * inner; ++idx)
      for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j) c[idx / inner * c_outer + idx % inner * c_inner + i * ldc + j] *= beta;
    return;
  }
  if (!dnnl_) dnnl_ = std::make_unique<DnnlMatmul>();
  DnnlMatmul::Shape shape{ta, tb, m, n, k, lda, ldb, ldc, alpha, beta};
  shape.batch = {0, inner, a_outer, a_inner, b_outer, b_inner, c_outer, c_inner};  // outer: per thread, below
  // Contiguous ranges of `outer`, one per thread (at most two range sizes, so two primitives).
  const double flops = 2.0 * m * n * k * outer * inner;
  const int parts = flops < 1e6 ? 1 : std::min({threads_, DnnlMatmul::kSlots, outer});
  const int step = (outer + parts - 1) / parts;
  const void* prepared[DnnlMatmul::kSlots] = {};
  for (int p = 0; p < parts; ++p) {
    const int count = std::min(outer, (p + 1) * step) - std::min(outer, p * step);
    if (count <= 0) continue;
    shape.batch.outer = count;
    prepared[p] = dnnl_->prepare(shape);
  }
  const auto run = [&](int64_t p) {
    if (!prepared[p]) return;
    const int64_t o = p * step;
    dnnl_->run(prepared[p], a + o * a_outer, b + o * b_outer, c + o * c_outer, static_cast<int>(p));
  };
  if (parts == 1) {
    run(0);
    return;
  }
  pool_->parallel_for(parts, run);
}

}  // namespace attn::train
