// Entry points of the backends, called by model/factory.cpp. The CUDA ones exist only when the library is
// built with nvcc (ATTN_WITH_CUDA).
#pragma once

#include <memory>

#include "model/transformer.h"

namespace attn::train {

std::unique_ptr<Transformer> make_cpu_transformer(const ModelConfig& config, int threads);

#if defined(ATTN_WITH_CUDA)
bool cuda_device_visible();
std::unique_ptr<Transformer> make_cuda_transformer(const ModelConfig& config);
#endif

}  // namespace attn::train
