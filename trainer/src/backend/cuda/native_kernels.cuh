// The CUDA backend's native kernels: the layer families whose per-row reference (kernels/*.h, one thread per
// row on a GPU) is slow there, written for the GPU (warps or blocks per row, coalesced loads, shuffle
// reductions). The launchers in kernels/*.h call these from their device branch, found by argument-dependent
// lookup on CudaDevice, so the model code is the same for every device. Each takes what its launcher takes
// and computes what the per-row reference computes, up to the order of float sums.
#pragma once

#include <cstdint>

#include "trainer/src/kernels/bf16.h"

namespace attn::train {

class CudaDevice;

// layer_norm.cu: kernels::layer_norm_forward_row / layer_norm_backward_row with the parameter gradients.
// scratch: 2 · reduce_chunks(rows) · D floats (the gain's then the bias's partial sums).
void native_layer_norm_forward(CudaDevice& dev, int64_t rows, int D, float eps, const float* x,
                               const float* gain, const float* bias, float* y, float* mean, float* rstd);
void native_layer_norm_backward(CudaDevice& dev, int64_t rows, int D, const float* dy, const float* x,
                                const float* mean, const float* rstd, const float* gain, float* dx,
                                bool accumulate, float* d_gain, float* d_bias, float* scratch);

// column_sum.cu: kernels::column_final_sum over all columns (out[j] += Σ_c partial[c, j], partial:
// [chunks, cols]), and the same for partial2 into out2 when partial2 is not null.
void native_column_final_sums(CudaDevice& dev, int64_t chunks, int cols, const float* partial, float* out,
                              const float* partial2 = nullptr, float* out2 = nullptr);

// attention_softmax.cu: kernels::attention_softmax_forward_row / attention_softmax_backward_row.
void native_attention_softmax_forward(CudaDevice& dev, int B, int H, int Tq, int Tk, float scale, bool causal,
                                      const int32_t* key_tokens, int32_t pad_id, float* p,
                                      kernels::bf16* p16);
void native_attention_softmax_backward(CudaDevice& dev, int B, int H, int Tq, int Tk, float scale,
                                       const float* p, float* dp, kernels::bf16* ds16);

// cross_entropy.cu: kernels::cross_entropy_row; with grad16 the gradient goes there in bf16 (logits are left
// unchanged), otherwise in place into logits.
void native_cross_entropy(CudaDevice& dev, int64_t rows, int V, float smoothing, const int32_t* targets,
                          int32_t pad_id, float* logits, bool write_grad, float* loss, float* nll,
                          kernels::bf16* grad16);

// embedding.cu: kernels::embedding_backward_column over all columns (key: the dropout site's random_key).
void native_embedding_backward(CudaDevice& dev, int64_t rows, int D, float scale, const int32_t* ids,
                               const float* dx, float p, uint64_t key, float* d_table);

}  // namespace attn::train
