// The CPU backend's device: host memory, kernels looped over by a small thread pool, fp32 matrix products on
// OpenBLAS and bf16 ones (fp32 accumulation) on oneDNN (dnnl_matmul.h).
//
// Threads: OpenBLAS and oneDNN are set to one thread and every parallel loop, GEMMs included, is split by
// this class over `threads` threads of its pool (thread_pool.h). Several pools (OpenBLAS's and OpenMP's
// spinning threads and ours) would otherwise fight over the same cores between calls.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>

#include "trainer/src/backend/cpu/dnnl_matmul.h"
#include "trainer/src/backend/cpu/thread_pool.h"
#include "trainer/src/kernels/bf16.h"

namespace attn::train {

class CpuDevice {
 public:
  static constexpr bool kDeviceMemory = false;  // allocations are host memory
  explicit CpuDevice(int threads);
  int threads() const { return threads_; }

  void* allocate(size_t bytes);  // 64-byte aligned, zeroed
  void release(void* p);
  void upload(void* dst, const void* src, size_t bytes) { std::memcpy(dst, src, bytes); }
  void download(void* dst, const void* src, size_t bytes) const { std::memcpy(dst, src, bytes); }
  void zero(void* dst, size_t bytes) { std::memset(dst, 0, bytes); }
  void synchronize() {}

  // Runs fn(i) for i in [0, n), in parallel. fn is a kernel from kernels/ wrapped in a lambda; cost is a
  // rough count of operations per index. Small launches stay on the calling thread: waking the team costs
  // more than they do (and far more when the cores are shared with other processes).
  template <class Fn>
  void launch(int64_t n, Fn fn, int64_t cost = 1) {
    if (threads_ == 1 || n < 2 || n * cost < kMinParallelWork) {
      for (int64_t i = 0; i < n; ++i) fn(i);
      return;
    }
    pool_->parallel_for(n, fn);
  }

  // Row-major C[m, n] = alpha · op(A)[m, k] · op(B)[k, n] + beta · C.
  void gemm(bool trans_a, bool trans_b, int m, int n, int k, float alpha, const float* a, int lda,
            const float* b, int ldb, float beta, float* c, int ldc);
  // The same with bf16 operands, accumulated and written in fp32.
  void gemm(bool trans_a, bool trans_b, int m, int n, int k, float alpha, const kernels::bf16* a, int lda,
            const kernels::bf16* b, int ldb, float beta, float* c, int ldc);
  // C = op(A) op(B) + bias (bias[n] added to every row), then max(C, 0) with relu; bf16 operands. Here the
  // bias and the ReLU are oneDNN post-ops of the product, not passes over C.
  void gemm_bias(bool trans_a, bool trans_b, int m, int n, int k, const kernels::bf16* a, int lda,
                 const kernels::bf16* b, int ldb, const float* bias, bool relu, float* c, int ldc);
  // The same for outer × inner products; product (o, i) reads A at a + o·a_outer + i·a_inner (likewise B, C).
  // Two strides cover attention's (sentence, head) batches without moving data.
  void gemm_batched(bool trans_a, bool trans_b, int m, int n, int k, float alpha, const float* a, int lda,
                    int64_t a_outer, int64_t a_inner, const float* b, int ldb, int64_t b_outer,
                    int64_t b_inner, float beta, float* c, int ldc, int64_t c_outer, int64_t c_inner,
                    int outer, int inner);
  // The same with bf16 operands (fp32 accumulation and output): one oneDNN batched product per pool thread,
  // each over a range of `outer`. Fast when every operand is a dense permutation of (outer, inner, rows,
  // cols), e.g. heads-major [outer][inner][rows][cols] or a [outer][rows][inner·cols] row-major matrix.
  void gemm_batched(bool trans_a, bool trans_b, int m, int n, int k, float alpha, const kernels::bf16* a,
                    int lda, int64_t a_outer, int64_t a_inner, const kernels::bf16* b, int ldb,
                    int64_t b_outer, int64_t b_inner, float beta, float* c, int ldc, int64_t c_outer,
                    int64_t c_inner, int outer, int inner);

 private:
  // The bf16 products' one implementation: split over the pool, bias (may be null) as shape.bias says.
  void product16(const DnnlMatmul::Shape& shape, const kernels::bf16* a, const kernels::bf16* b,
                 const float* bias, float* c);

  static constexpr int64_t kMinParallelWork = 1 << 16;
  int threads_;
  std::unique_ptr<ThreadPool> pool_;
  std::unique_ptr<DnnlMatmul> dnnl_;  // created on the first bf16 product
  bool dnnl_openmp_ = false;          // ATTN_TRAIN_DNNL_THREADING=openmp (measurements only)
};

}  // namespace attn::train
