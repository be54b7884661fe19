// The CUDA backend: the model definition instantiated on CudaDevice (the same kernels as the CPU backend).
#include "trainer/src/backend/backends.h"
#include "trainer/src/backend/cuda/cuda_device.cuh"
#include "trainer/src/model/transformer_model.h"

namespace attn::train {

template class TransformerModel<CudaDevice>;

bool cuda_device_visible() {
  int count = 0;
  return cudaGetDeviceCount(&count) == cudaSuccess && count > 0;
}

bool cuda_native_bf16(std::string* detail) {
  int device = 0, major = 0, minor = 0;
  if (cudaGetDevice(&device) != cudaSuccess ||
      cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, device) != cudaSuccess ||
      cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, device) != cudaSuccess)
    return false;
  if (detail) *detail = "sm_" + std::to_string(major) + std::to_string(minor);
  return major >= 8;  // bf16 tensor cores arrived with Ampere
}

std::unique_ptr<Transformer> make_cuda_transformer(const ModelDescription& config, Precision precision) {
  return std::make_unique<TransformerModel<CudaDevice>>(config, 0, precision);
}

}  // namespace attn::train
