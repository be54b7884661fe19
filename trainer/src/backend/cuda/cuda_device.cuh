// The CUDA backend's device: the same kernels as the CPU backend (kernels/*.h, ATTN_HD functions) launched
// from one generic __global__ loop, native kernels where those are slow on a GPU (native_kernels.cuh), cuBLAS
// for the matrix products and cuBLASLt for the bf16 products with a bias (and ReLU) epilogue. Everything runs
// on one stream; downloads synchronise it, uploads do not.
#pragma once

#include <cublasLt.h>
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <tuple>

#include "trainer/src/backend/cuda/native_kernels.cuh"
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
  // Returns once src may be reused: the driver has copied it to its staging memory, the copy to dst runs in
  // stream order (cudaMemcpyAsync from pageable memory).
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
  // C = op(A) op(B) + bias (bias[n] added to every row), then max(C, 0) with relu: one cuBLASLt product with
  // the bias (and ReLU) in its epilogue; where cuBLASLt offers no algorithm for the shape (or epilogues are
  // switched off), the reference: the bias broadcast into C, a product accumulating onto it, a ReLU pass.
  void gemm_bias(bool trans_a, bool trans_b, int m, int n, int k, const kernels::bf16* a, int lda,
                 const kernels::bf16* b, int ldb, const float* bias, bool relu, float* c, int ldc);
  // Whether gemm_bias may use cuBLASLt's epilogues (on by default; the tests switch it off for the
  // reference).
  void set_gemm_epilogues(bool on) { gemm_epilogues_ = on; }
  // How many gemm_bias calls ran on cuBLASLt since the device was made (the tests check the path was taken).
  int64_t epilogue_gemms() const { return epilogue_gemms_; }

  cudaStream_t stream() const { return stream_; }
  // A device buffer of at least `bytes` for the native kernels' temporaries, valid until the next call (it
  // grows, never shrinks; growing waits for the stream).
  void* workspace(size_t bytes);
  void gemm_batched(bool trans_a, bool trans_b, int m, int n, int k, float alpha, const float* a, int lda,
                    int64_t a_outer, int64_t a_inner, const float* b, int ldb, int64_t b_outer, int64_t b_inner,
                    float beta, float* c, int ldc, int64_t c_outer, int64_t c_inner, int outer, int inner);
  // The same with bf16 operands (cublasGemmStridedBatchedEx, CUBLAS_COMPUTE_32F).
  void gemm_batched(bool trans_a, bool trans_b, int m, int n, int k, float alpha, const kernels::bf16* a,
                    int lda, int64_t a_outer, int64_t a_inner, const kernels::bf16* b, int ldb,
                    int64_t b_outer, int64_t b_inner, float beta, float* c, int ldc, int64_t c_outer,
                    int64_t c_inner, int outer, int inner);

 private:
  bool gemm_bias_lt(bool trans_a, bool trans_b, int m, int n, int k, const kernels::bf16* a, int lda,
                    const kernels::bf16* b, int ldb, const float* bias, bool relu, float* c, int ldc);

  cudaStream_t stream_ = nullptr;
  cublasHandle_t cublas_ = nullptr;
  cublasLtHandle_t lt_ = nullptr;
  void* lt_workspace_ = nullptr;
  float* lt_bias_ = nullptr;  // a 16-byte-aligned copy of a bias that is not (cuBLASLt's epilogue needs it)
  int64_t lt_bias_floats_ = 0;
  // cuBLASLt's choice per (transposes, m, n, k, lda, ldb, ldc, relu, operand alignments); false: none found.
  using LtKey = std::tuple<bool, bool, int, int, int, int, int, int, bool, int, int, int>;
  struct LtChoice {
    bool found = false;
    cublasLtMatmulAlgo_t algo{};
  };
  std::map<LtKey, LtChoice> lt_choices_;
  bool gemm_epilogues_ = true;
  int64_t epilogue_gemms_ = 0;
  void* workspace_ = nullptr;
  size_t workspace_bytes_ = 0;
};

}  // namespace attn::train
