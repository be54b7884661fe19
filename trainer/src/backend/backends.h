// Entry points of the backends, called by model/factory.cpp. The CUDA ones exist only when the library is
// built with nvcc (ATTN_WITH_CUDA).
#pragma once

#include <memory>
#include <string>

#include "trainer/src/model/transformer.h"

namespace attn::train {

std::unique_ptr<Transformer> make_cpu_transformer(const ModelDescription& config, int threads, Precision precision);
bool cpu_native_bf16(std::string* detail);

#if defined(ATTN_WITH_CUDA)
bool cuda_device_visible();
bool cuda_native_bf16(std::string* detail);
std::unique_ptr<Transformer> make_cuda_transformer(const ModelDescription& config, Precision precision);
#endif

}  // namespace attn::train
