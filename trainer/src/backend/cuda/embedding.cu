// The embedding table's gradient on the GPU (the reference: kernels/embedding.h, embedding_backward_column).
//   N = rows (tokens), D = d_model; ids: [N]; dx: [N, D]; d_table: [V, D].
// Deterministic without atomics: the rows are sorted by token id (CUB's radix sort, which is stable, with
// the row numbers as values), so each token's rows sit together in increasing row order. One block per
// token: it adds its rows' dx (scaled, through the dropout mask) onto d_table's row in that order, a thread
// per column, which is exactly the reference's sequence of additions. The blocks of positions that do not
// start a token's run return at once.
#include <cub/device/device_radix_sort.cuh>

#include "trainer/src/backend/cuda/cuda_device.cuh"
#include "trainer/src/backend/cuda/native_kernels.cuh"
#include "trainer/src/kernels/dropout.h"
#include "trainer/src/kernels/gpu_plan.h"

namespace attn::train {
namespace {

constexpr int kThreads = kernels::gpu_plan::kBlockThreads;

__global__ void iota_kernel(int32_t n, int32_t* out) {
  for (int32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) out[i] = i;
}

// Block k: if sorted position k starts a run of equal ids, the run's rows added onto d_table[id].
__global__ void __launch_bounds__(kThreads)
    embedding_grad_kernel(int32_t n, int D, float scale, const int32_t* keys, const int32_t* rows_sorted,
                          const float* dx, float p, uint64_t key, float* d_table) {
  const int32_t k = blockIdx.x;
  const int32_t id = keys[k];
  if (k > 0 && keys[k - 1] == id) return;
  int32_t end = k + 1;
  while (end < n && keys[end] == id) ++end;
  float* out = d_table + static_cast<int64_t>(id) * D;
  for (int d = threadIdx.x; d < D; d += kThreads) {
    float acc = out[d];
    for (int32_t j = k; j < end; ++j) {
      const int64_t i = static_cast<int64_t>(rows_sorted[j]) * D + d;
      acc += scale * kernels::dropout_apply_keyed(dx[i], p, key, static_cast<uint64_t>(i));
    }
    out[d] = acc;
  }
}

}  // namespace

void native_embedding_backward(CudaDevice& dev, int64_t rows, int D, float scale, const int32_t* ids,
                               const float* dx, float p, uint64_t key, float* d_table) {
  if (rows <= 0 || D <= 0) return;
  if (rows > 0x7fffffff) throw std::invalid_argument("embedding gradient: more rows than a CUDA grid holds");
  const int32_t n = static_cast<int32_t>(rows);
  size_t sort_bytes = 0;
  cuda_check(
      cub::DeviceRadixSort::SortPairs(nullptr, sort_bytes, static_cast<const int32_t*>(nullptr),
                                      static_cast<int32_t*>(nullptr), static_cast<const int32_t*>(nullptr),
                                      static_cast<int32_t*>(nullptr), n, 0, 32, dev.stream()),
      "embedding gradient sort size");
  const kernels::gpu_plan::EmbeddingGradWorkspace plan =
      kernels::gpu_plan::embedding_grad_workspace(rows, sort_bytes);
  char* base = static_cast<char*>(dev.workspace(plan.total));
  int32_t* keys = reinterpret_cast<int32_t*>(base + plan.keys_sorted);
  int32_t* rows_in = reinterpret_cast<int32_t*>(base + plan.rows_in);
  int32_t* rows_sorted = reinterpret_cast<int32_t*>(base + plan.rows_sorted);
  void* temp = base + plan.sort_temp;
  iota_kernel<<<static_cast<unsigned>(kernels::gpu_plan::element_blocks(rows, 1)), kThreads, 0,
                dev.stream()>>>(n, rows_in);
  cuda_check(cudaGetLastError(), "embedding gradient iota launch");
  cuda_check(cub::DeviceRadixSort::SortPairs(temp, sort_bytes, ids, keys, rows_in, rows_sorted, n, 0, 32,
                                             dev.stream()),
             "embedding gradient sort");
  embedding_grad_kernel<<<static_cast<unsigned>(n), kThreads, 0, dev.stream()>>>(
      n, D, scale, keys, rows_sorted, dx, p, key, d_table);
  cuda_check(cudaGetLastError(), "embedding gradient launch");
}

}  // namespace attn::train
