#include "trainer/src/backend/cuda/cuda_device.cuh"
#include "trainer/src/kernels/gpu_plan.h"

namespace attn::train {
namespace {

// cuBLASLt's workspace: what NVIDIA recommends for Hopper (32 MiB); smaller cards take the same.
constexpr size_t kLtWorkspaceBytes = size_t{32} << 20;
// Choices kept before the cache starts again (batch shapes vary from step to step).
constexpr size_t kLtChoicesKept = 4096;

void lt_check(cublasStatus_t s, const char* what) { cublas_check(s, what); }

// cuBLASLt descriptors of one product, destroyed on every path out.
struct LtDescriptors {
  cublasLtMatmulDesc_t op = nullptr;
  cublasLtMatrixLayout_t a = nullptr, b = nullptr, c = nullptr;
  cublasLtMatmulPreference_t preference = nullptr;
  ~LtDescriptors() {
    if (preference) cublasLtMatmulPreferenceDestroy(preference);
    if (c) cublasLtMatrixLayoutDestroy(c);
    if (b) cublasLtMatrixLayoutDestroy(b);
    if (a) cublasLtMatrixLayoutDestroy(a);
    if (op) cublasLtMatmulDescDestroy(op);
  }
};

void lt_layout(cublasLtMatrixLayout_t* layout, cudaDataType_t type,
               const kernels::gpu_plan::ColumnMajorMatrix& m) {
  lt_check(cublasLtMatrixLayoutCreate(layout, type, static_cast<uint64_t>(m.rows),
                                      static_cast<uint64_t>(m.cols), m.ld),
           "cublasLt layout");
}

}  // namespace

CudaDevice::CudaDevice(int) {
  cuda_check(cudaStreamCreate(&stream_), "stream create");
  cublas_check(cublasCreate(&cublas_), "create");
  cublas_check(cublasSetStream(cublas_, stream_), "set stream");
  // fp32 GEMMs may use TF32 tensor cores only if asked; keep full fp32 so that the GPU matches the CPU.
  cublas_check(cublasSetMathMode(cublas_, CUBLAS_DEFAULT_MATH), "set math mode");
  cublas_check(cublasLtCreate(&lt_), "cublasLt create");
}

CudaDevice::~CudaDevice() {
  if (stream_) cudaStreamSynchronize(stream_);
  if (workspace_) cudaFree(workspace_);
  if (lt_bias_) cudaFree(lt_bias_);
  if (lt_workspace_) cudaFree(lt_workspace_);
  if (lt_) cublasLtDestroy(lt_);
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
  // src is the caller's host memory, which may go away on return. From pageable memory cudaMemcpyAsync
  // returns only once src has been copied to the driver's staging memory (CUDA's API synchronisation rules),
  // so no stream synchronisation is needed and the host goes on while the GPU works. (Page-locked memory
  // would be read later, by the DMA engine; nothing here uploads from it.)
  if (bytes == 0) return;
  cuda_check(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyHostToDevice, stream_), "upload");
}

void* CudaDevice::workspace(size_t bytes) {
  if (bytes <= workspace_bytes_) return workspace_;
  if (workspace_) release(workspace_);  // waits for the kernels that may still use it
  workspace_ = nullptr;
  workspace_bytes_ = 0;
  if (cudaMalloc(&workspace_, bytes) != cudaSuccess) {
    workspace_ = nullptr;
    throw std::runtime_error("cuda: out of memory for a workspace of " + std::to_string(bytes) + " bytes");
  }
  workspace_bytes_ = bytes;
  return workspace_;
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
  if (m == 0 || n == 0) return;
  if (gemm_epilogues_ && gemm_bias_lt(ta, tb, m, n, k, a, lda, b, ldb, bias, relu, c, ldc)) {
    ++epilogue_gemms_;
    return;
  }
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

// One cuBLASLt product D = op(A) op(B) + bias (ReLU'd with relu), bf16 operands, fp32 accumulation, output
// and bias (CUBLAS_COMPUTE_32F), in cuBLAS's column-major view (gpu_plan::column_major_gemm). False, with
// nothing launched, where cuBLASLt has no algorithm for it (sm_75 has no bf16 tensor cores).
bool CudaDevice::gemm_bias_lt(bool ta, bool tb, int m, int n, int k, const kernels::bf16* a, int lda,
                              const kernels::bf16* b, int ldb, const float* bias, bool relu, float* c,
                              int ldc) {
  namespace plan = kernels::gpu_plan;
  const plan::ColumnMajorGemm g = plan::column_major_gemm(ta, tb, m, n, k, lda, ldb, ldc);
  if (k == 0 || !plan::valid_leading_dimensions(g)) return false;
  const int align_a = plan::address_alignment(b), align_b = plan::address_alignment(a),
            align_c = plan::address_alignment(c);
  const LtKey key{ta, tb, m, n, k, lda, ldb, ldc, relu, align_a, align_b, align_c};
  auto found = lt_choices_.find(key);
  if (found != lt_choices_.end() && !found->second.found) return false;
  if (!lt_workspace_) {
    if (cudaMalloc(&lt_workspace_, kLtWorkspaceBytes) != cudaSuccess) {
      lt_workspace_ = nullptr;
      return false;
    }
  }
  // The epilogue reads the bias with vector loads: a bias that is not 16-byte aligned is copied first.
  const float* bias_used = bias;
  if (plan::address_alignment(bias) < 16) {
    if (lt_bias_floats_ < n) {
      if (lt_bias_) release(lt_bias_);
      lt_bias_ = nullptr;
      lt_bias_floats_ = 0;
      if (cudaMalloc(&lt_bias_, static_cast<size_t>(n) * sizeof(float)) != cudaSuccess) {
        lt_bias_ = nullptr;
        return false;
      }
      lt_bias_floats_ = n;
    }
    cuda_check(cudaMemcpyAsync(lt_bias_, bias, static_cast<size_t>(n) * sizeof(float),
                               cudaMemcpyDeviceToDevice, stream_),
               "bias copy");
    bias_used = lt_bias_;
  }
  LtDescriptors d;
  lt_check(cublasLtMatmulDescCreate(&d.op, CUBLAS_COMPUTE_32F, CUDA_R_32F), "cublasLt matmul desc");
  const cublasOperation_t op_a = g.a.transposed ? CUBLAS_OP_T : CUBLAS_OP_N;
  const cublasOperation_t op_b = g.b.transposed ? CUBLAS_OP_T : CUBLAS_OP_N;
  const cublasLtEpilogue_t epilogue = relu ? CUBLASLT_EPILOGUE_RELU_BIAS : CUBLASLT_EPILOGUE_BIAS;
  const cudaDataType_t bias_type = CUDA_R_32F;
  lt_check(cublasLtMatmulDescSetAttribute(d.op, CUBLASLT_MATMUL_DESC_TRANSA, &op_a, sizeof op_a), "transa");
  lt_check(cublasLtMatmulDescSetAttribute(d.op, CUBLASLT_MATMUL_DESC_TRANSB, &op_b, sizeof op_b), "transb");
  lt_check(cublasLtMatmulDescSetAttribute(d.op, CUBLASLT_MATMUL_DESC_EPILOGUE, &epilogue, sizeof epilogue),
           "epilogue");
  lt_check(
      cublasLtMatmulDescSetAttribute(d.op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias_used, sizeof bias_used),
      "bias pointer");
  lt_check(
      cublasLtMatmulDescSetAttribute(d.op, CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, &bias_type, sizeof bias_type),
      "bias type");
  lt_layout(&d.a, CUDA_R_16BF, g.a);
  lt_layout(&d.b, CUDA_R_16BF, g.b);
  lt_layout(&d.c, CUDA_R_32F, g.c);
  if (found == lt_choices_.end()) {
    lt_check(cublasLtMatmulPreferenceCreate(&d.preference), "cublasLt preference");
    const uint64_t workspace_bytes = kLtWorkspaceBytes;
    const uint32_t pa = static_cast<uint32_t>(align_a), pb = static_cast<uint32_t>(align_b),
                   pc = static_cast<uint32_t>(align_c);
    lt_check(cublasLtMatmulPreferenceSetAttribute(d.preference, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                                  &workspace_bytes, sizeof workspace_bytes),
             "workspace preference");
    // cuBLASLt assumes 256-byte-aligned operands unless told otherwise.
    lt_check(cublasLtMatmulPreferenceSetAttribute(d.preference, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES,
                                                  &pa, sizeof pa),
             "alignment A");
    lt_check(cublasLtMatmulPreferenceSetAttribute(d.preference, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES,
                                                  &pb, sizeof pb),
             "alignment B");
    lt_check(cublasLtMatmulPreferenceSetAttribute(d.preference, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES,
                                                  &pc, sizeof pc),
             "alignment C");
    lt_check(cublasLtMatmulPreferenceSetAttribute(d.preference, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES,
                                                  &pc, sizeof pc),
             "alignment D");
    cublasLtMatmulHeuristicResult_t result{};
    int results = 0;
    const cublasStatus_t status =
        cublasLtMatmulAlgoGetHeuristic(lt_, d.op, d.a, d.b, d.c, d.c, d.preference, 1, &result, &results);
    if (lt_choices_.size() >= kLtChoicesKept) lt_choices_.clear();
    LtChoice choice;
    choice.found = status == CUBLAS_STATUS_SUCCESS && results > 0 && result.state == CUBLAS_STATUS_SUCCESS;
    choice.algo = result.algo;
    found = lt_choices_.emplace(key, choice).first;
    if (!choice.found) return false;
  }
  const float alpha = 1.f, beta = 0.f;
  lt_check(cublasLtMatmul(lt_, d.op, &alpha, b, d.a, a, d.b, &beta, c, d.c, c, d.c, &found->second.algo,
                          lt_workspace_, kLtWorkspaceBytes, stream_),
           "cublasLt matmul");
  return true;
}

}  // namespace attn::train
