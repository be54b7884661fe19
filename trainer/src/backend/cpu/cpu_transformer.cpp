// The CPU backend: the model definition instantiated on CpuDevice.
#include <stdexcept>
#include <string>

#include "trainer/src/backend/backends.h"
#include "trainer/src/backend/cpu/cpu_device.h"
#include "trainer/src/model/transformer_model.h"

namespace attn::train {

template class TransformerModel<CpuDevice>;

std::unique_ptr<Transformer> make_cpu_transformer(const ModelDescription& config, int threads,
                                                  Precision precision) {
  if (precision == Precision::Bf16 && !DnnlMatmul::cpu_supports_bf16())
    throw std::runtime_error(std::string("bf16 training needs a CPU with AVX-512 (oneDNN dispatches to ") +
                             DnnlMatmul::isa_name() + " here); use --precision fp32");
  return std::make_unique<TransformerModel<CpuDevice>>(config, threads, precision);
}

bool cpu_native_bf16(std::string* detail) {
  if (detail) *detail = DnnlMatmul::isa_name();
  return DnnlMatmul::cpu_has_native_bf16();
}

}  // namespace attn::train
