// The second stage of the deterministic column sums on the GPU (the reference: kernels/reduce.h,
// column_final_sum): out[j] += Σ_c partial[c, j].
//   C = chunks (of kReduceRows rows), cols = columns; partial: [C, cols]; out: [cols].
// A block per 32 columns, 8 threads per column: thread (t, j) adds chunks t, t + 8, t + 16, … of column j in
// order (neighbouring threads read neighbouring columns), then the 8 sums are added in the order t = 0..7.
// The assignment of chunks to threads is fixed, so every run gives the same bits; the chain of dependent
// loads per thread is 8 times shorter than one thread per column walking all chunks.
#include "trainer/src/backend/cuda/cuda_device.cuh"
#include "trainer/src/backend/cuda/native_kernels.cuh"
#include "trainer/src/backend/cuda/warp_reduce.cuh"
#include "trainer/src/kernels/gpu_plan.h"

namespace attn::train {
namespace {

using native::kWarp;
constexpr int kThreads = kernels::gpu_plan::kBlockThreads;
constexpr int kLanesPerColumn = kThreads / kWarp;  // 8

__device__ __forceinline__ void final_sum(int64_t chunks, int cols, const float* partial, float* out,
                                          float (*part)[kWarp + 1]) {
  const int tx = threadIdx.x % kWarp, ty = threadIdx.x / kWarp;
  const int j = blockIdx.x * kWarp + tx;
  float sum = 0.f;
  if (j < cols)
    for (int64_t c = ty; c < chunks; c += kLanesPerColumn) sum += partial[c * cols + j];
  part[ty][tx] = sum;
  __syncthreads();
  if (ty == 0 && j < cols) {
    float total = part[0][tx];
    for (int t = 1; t < kLanesPerColumn; ++t) total += part[t][tx];
    out[j] += total;
  }
}

// Two independent sums (a layer norm's gain and bias) in one launch; partial2 may be null.
__global__ void __launch_bounds__(kThreads)
    column_final_sums_kernel(int64_t chunks, int cols, const float* partial, float* out,
                             const float* partial2, float* out2) {
  __shared__ float part[kLanesPerColumn][kWarp + 1];  // +1: no bank conflicts on the column-wise reads
  final_sum(chunks, cols, partial, out, part);
  if (!partial2) return;  // the same for the whole block
  __syncthreads();        // the first sum has read part before it is written again
  final_sum(chunks, cols, partial2, out2, part);
}

}  // namespace

void native_column_final_sums(CudaDevice& dev, int64_t chunks, int cols, const float* partial, float* out,
                              const float* partial2, float* out2) {
  if (cols <= 0) return;
  const unsigned blocks = static_cast<unsigned>((cols + kWarp - 1) / kWarp);
  column_final_sums_kernel<<<blocks, kThreads, 0, dev.stream()>>>(chunks, cols, partial, out, partial2, out2);
  cuda_check(cudaGetLastError(), "column sum launch");
}

}  // namespace attn::train
