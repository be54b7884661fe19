// The CUDA backend: the model definition instantiated on CudaDevice (the same kernels as the CPU backend).
#include "backend/backends.h"
#include "backend/cuda/cuda_device.cuh"
#include "model/transformer_model.h"

namespace attn::train {

template class TransformerModel<CudaDevice>;

bool cuda_device_visible() {
  int count = 0;
  return cudaGetDeviceCount(&count) == cudaSuccess && count > 0;
}

std::unique_ptr<Transformer> make_cuda_transformer(const ModelConfig& config) {
  return std::make_unique<TransformerModel<CudaDevice>>(config, 0);
}

}  // namespace attn::train
