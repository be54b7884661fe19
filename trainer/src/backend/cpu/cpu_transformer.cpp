// The CPU backend: the model definition instantiated on CpuDevice.
#include "backend/cpu/cpu_device.h"
#include "backend/backends.h"
#include "model/transformer_model.h"

namespace attn::train {

template class TransformerModel<CpuDevice>;

std::unique_ptr<Transformer> make_cpu_transformer(const ModelConfig& config, int threads) {
  return std::make_unique<TransformerModel<CpuDevice>>(config, threads);
}

}  // namespace attn::train
