// The CUDA backend's device: the same kernels as the CPU backend (kernels/*.h, ATTN_HD functions) launched from
// one generic __global__ loop, and cuBLAS for the matrix products. Everything runs on one stream; downloads
// synchronise it.
#pragma once

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "trainer/src/kernels/bf16.h"

namespace attn::train {

inline void cuda_check(cudaError_t e, const char* what) {
  if (e != cudaSuccess) throw std::runtime_error(std::string("cuda: ") + what + ": " + cudaGetErrorString(e));
}
inline void cublas_check(cublasStatus_t s, const char* what) {
  if (s != CUBLAS_STATUS_SUCCESS) throw std::runtime_error(std::string("cublas: ") + what + " failed, status " +
                                                           std::to_string(static_cast<int>(s)));
}

template <class Fn>
__global__ void for_each_index(int64_t n, Fn fn) {
  for (int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x; i < n;
       i += static_cast<int64_t>(gridDim.x) * blockDim.x)
    fn(i);
}

class CudaDevice {
 public:
  static constexpr bool kDeviceMemory = true;  // allocations are GPU memory (cudaMalloc)
  explicit CudaDevice(int /*threads*/);
  ~CudaDevice();
  CudaDevice(const CudaDevice&) = delete;
  CudaDevice& operator=(const CudaDevice&) = delete;

  void* allocate(size_t bytes);  // zeroed
  void release(void* p);
  void upload(void* dst, const void* src, size_t bytes);
  void download(void* dst, const void* src, size_t bytes) const;
  void zero(void* dst, size_t bytes);
  void synchronize();

  template <class Fn>
  void launch(int64_t n, Fn fn, int64_t /*cost: a CPU scheduling hint*/ = 1) {
    if (n <= 0) return;
    constexpr int kThreads = 256;
    const int64_t blocks = (n + kThreads - 1) / kThreads;
    for_each_index<<<static_cast<unsigned>(blocks < 65535 * 16 ? blocks : 65535 * 16), kThreads, 0, stream_>>>(n, fn);
    cuda_check(cudaGetLastError(), "kernel launch");
  }

  // Row-major, as CpuDevice (cuBLAS is column-major: C ᵀ = op(B)ᵀ op(A)ᵀ, so the operands swap).
  void gemm(bool trans_a, bool trans_b, int m, int n, int k, float alpha, const float* a, int lda, const float* b,
            int ldb, float beta, float* c, int ldc);
  // bf16 operands on the tensor cores, fp32 accumulation and output (cublasGemmEx, CUBLAS_COMPUTE_32F).
  void gemm(bool trans_a, bool trans_b, int m, int n, int k, float alpha, const kernels::bf16* a, int lda,
            const kernels::bf16* b, int ldb, float beta, float* c, int ldc);
  // C = op(A) op(B) + bias (bias[n] added to every row), then max(C, 0) with relu: the bias broadcast into C,
  // a product accumulating onto it, and a ReLU pass.
  void gemm_bias(bool trans_a, bool trans_b, int m, int n, int k, const kernels::bf16* a, int lda,
                 const kernels::bf16* b, int ldb, const float* bias, bool relu, float* c, int ldc);
  void gemm_batched(bool trans_a, bool trans_b, int m, int n, int k, float alpha, const float* a, int lda,
                    int64_t a_outer, int64_t a_inner, const float* b, int ldb, int64_t b_outer, int64_t b_inner,
                    float beta, float* c, int ldc, int64_t c_outer, int64_t c_inner, int outer, int inner);
  // The same with bf16 operands (cublasGemmStridedBatchedEx, CUBLAS_COMPUTE_32F).
  void gemm_batched(bool trans_a, bool trans_b, int m, int n, int k, float alpha, const kernels::bf16* a,
                    int lda, int64_t a_outer, int64_t a_inner, const kernels::bf16* b, int ldb,
                    int64_t b_outer, int64_t b_inner, float beta, float* c, int ldc, int64_t c_outer,
                    int64_t c_inner, int outer, int inner);

 private:
  cudaStream_t stream_ = nullptr;
  cublasHandle_t cublas_ = nullptr;
};

}  // namespace attn::train
