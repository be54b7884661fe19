#include <stdexcept>

#include "backend/backends.h"
#include "model/transformer.h"

namespace attn::train {

bool backend_available(BackendKind kind) {
  switch (kind) {
    case BackendKind::Cpu:
      return true;
    case BackendKind::Cuda:
#if defined(ATTN_WITH_CUDA)
      return cuda_device_visible();
#else
      return false;
#endif
  }
  return false;
}

std::unique_ptr<Transformer> make_transformer(const ModelConfig& config, BackendKind backend, int threads) {
  if (backend == BackendKind::Cuda) {
#if defined(ATTN_WITH_CUDA)
    if (!cuda_device_visible()) throw std::runtime_error("the cuda backend has no visible device");
    return make_cuda_transformer(config);
#else
    throw std::runtime_error("this build has no cuda backend (nvcc was not found at configure time)");
#endif
  }
  return make_cpu_transformer(config, threads);
}

}  // namespace attn::train
