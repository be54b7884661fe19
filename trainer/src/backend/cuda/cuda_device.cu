#include "trainer/src/backend/cuda/cuda_device.cuh"

namespace attn::train {

CudaDevice::CudaDevice(int) {
  cuda_check(cudaStreamCreate(&stream_), "stream create");
  cublas_check(cublasCreate(&cublas_), "create");
  cublas_check(cublasSetStream(cublas_, stream_), "set stream");
  // fp32 GEMMs may use TF32 tensor cores only if asked; keep full fp32 so that the GPU matches the CPU.
  cublas_check(cublasSetMathMode(cublas_, CUBLAS_DEFAULT_MATH), "set math mode");
}

CudaDevice::~CudaDevice() {
  if (cublas_) cublasDestroy(cublas_);
  if (stream_) cudaStreamDestroy(stream_);
}

void* CudaDevice::allocate(size_t bytes) {
  void* p = nullptr;
  if (cudaMalloc(&p, bytes ? bytes : 1) != cudaSuccess) return nullptr;
  cuda_check(cudaMemsetAsync(p, 0, bytes, stream_), "memset");
  return p;
}

void CudaDevice::release(void* p) {
  if (p) {
    cudaStreamSynchronize(stream_);
    cudaFree(p);
  }
}

void CudaDevice::upload(void* dst, const void* src, size_t bytes) {
  // Synchronous: src is the caller's host memory, which may go away on return.
  cuda_check(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyHostToDevice, stream_), "upload");
  cuda_check(cudaStreamSynchronize(stream_), "upload sync");
}

void CudaDevice::download(void* dst, const void* src, size_t bytes) const {
  cuda_check(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToHost, stream_), "download");
  cuda_check(cudaStreamSynchronize(stream_), "download sync");
}

void CudaDevice::zero(void* dst, size_t bytes) { cuda_check(cudaMemsetAsync(dst, 0, bytes, stream_), "memset"); }

void CudaDevice::synchronize() { cuda_check(cudaStreamSynchronize(stream_), "synchronize"); }

void CudaDevice::gemm(bool ta, bool tb, int m, int n, int k, float alpha, const float* a, int lda, const float* b,
                      int ldb, float beta, float* c, int ldc) {
  if (m == 0 || n == 0) return;
  cublas_check(cublasSgemm(cublas_, tb ? CUBLAS_OP_T : CUBLAS_OP_N, ta ? CUBLAS_OP_T : CUBLAS_OP_N, n, m, k, &alpha,
                           b, ldb, a, lda, &beta, c, ldc),
               "sgemm");
}

void CudaDevice::gemm(bool ta, bool tb, int m, int n, int k, float alpha, const kernels::bf16* a, int lda,
                      const kernels::bf16* b, int ldb, float beta, float* c, int ldc) {
  if (m == 0 || n == 0) return;
  cublas_check(cublasGemmEx(cublas_, tb ? CUBLAS_OP_T : CUBLAS_OP_N, ta ? CUBLAS_OP_T : CUBLAS_OP_N, n, m, k, &alpha,
                            b, CUDA_R_16BF, ldb, a, CUDA_R_16BF, lda, &beta, c, CUDA_R_32F, ldc, CUBLAS_COMPUTE_32F,
                            CUBLAS_GEMM_DEFAULT),
               "gemm bf16");
}

void CudaDevice::gemm_bias(bool ta, bool tb, int m, int n, int k, const kernels::bf16* a, int lda,
                           const kernels::bf16* b, int ldb, const float* bias, bool relu, float* c, int ldc) {
  const int64_t count = static_cast<int64_t>(m) * n;
  launch(count, [=] __device__(int64_t i) { c[i / n * ldc + i % n] = bias[i % n]; });
  gemm(ta, tb, m, n, k, 1.f, a, lda, b, ldb, 1.f, c, ldc);
  if (relu)
    launch(count, [=] __device__(int64_t i) {
      float& v = c[i / n * ldc + i % n];
      v = v > 0.f ? v : 0.f;
    });
}

void CudaDevice::gemm_batched(bool ta, bool tb, int m, int n, int k, float alpha, const float* a, int lda,
                              int64_t a_outer, int64_t a_inner, const float* b, int ldb, int64_t b_outer,
                              int64_t b_inner, float beta, float* c, int ldc, int64_t c_outer, int64_t c_inner,
                              int outer, int inner) {
  const cublasOperation_t opa = ta ? CUBLAS_OP_T : CUBLAS_OP_N, opb = tb ? CUBLAS_OP_T : CUBLAS_OP_N;
  // One strided-batched call per value of the smaller of the two batch dimensions.
  if (inner <= outer) {
    for (int i = 0; i < inner; ++i)
      cublas_check(cublasSgemmStridedBatched(cublas_, opb, opa, n, m, k, &alpha, b + i * b_inner, ldb, b_outer,
                                             a + i * a_inner, lda, a_outer, &beta, c + i * c_inner, ldc, c_outer,
                                             outer),
                   "sgemm strided batched");
  } else {
    for (int o = 0; o < outer; ++o)
      cublas_check(cublasSgemmStridedBatched(cublas_, opb, opa, n, m, k, &alpha, b + o * b_outer, ldb, b_inner,
                                             a + o * a_outer, lda, a_inner, &beta, c + o * c_outer, ldc, c_inner,
                                             inner),
                   "sgemm strided batched");
  }
}

void CudaDevice::gemm_batched(bool ta, bool tb, int m, int n, int k, float alpha, const kernels::bf16* a,
                              int lda, int64_t a_outer, int64_t a_inner, const kernels::bf16* b, int ldb,
                              int64_t b_outer, int64_t b_inner, float beta, float* c, int ldc,
                              int64_t c_outer, int64_t c_inner, int outer, int inner) {
  if (m == 0 || n == 0) return;
  const cublasOperation_t opa = ta ? CUBLAS_OP_T : CUBLAS_OP_N, opb = tb ? CUBLAS_OP_T : CUBLAS_OP_N;
  // As the fp32 version: one strided-batched call per value of the smaller batch dimension.
  const bool by_inner = inner <= outer;
  const int calls = by_inner ? inner : outer, batch = by_inner ? outer : inner;
  for (int j = 0; j < calls; ++j) {
    const int64_t a_at = j * (by_inner ? a_inner : a_outer), b_at = j * (by_inner ? b_inner : b_outer),
                  c_at = j * (by_inner ? c_inner : c_outer);
    cublas_check(cublasGemmStridedBatchedEx(cublas_, opb, opa, n, m, k, &alpha, b + b_at, CUDA_R_16BF, ldb,
                                            by_inner ? b_outer : b_inner, a + a_at, CUDA_R_16BF, lda,
                                            by_inner ? a_outer : a_inner, &beta, c + c_at, CUDA_R_32F, ldc,
                                            by_inner ? c_outer : c_inner, batch, CUBLAS_COMPUTE_32F,
                                            CUBLAS_GEMM_DEFAULT),
                 "gemm strided batched bf16");
  }
}

}  // namespace attn::train
