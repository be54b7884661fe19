#include <stdexcept>

#include "trainer/src/backend/backends.h"
#include "trainer/src/model/transformer.h"

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

const char* precision_name(Precision precision) { return precision == Precision::Bf16 ? "bf16" : "fp32"; }

bool native_bf16(BackendKind kind, std::string* detail) {
  std::string found;
  bool native = false;
  if (kind == BackendKind::Cpu) {
    native = cpu_native_bf16(&found);
  } else {
#if defined(ATTN_WITH_CUDA)
    native = cuda_device_visible() && cuda_native_bf16(&found);
#else
    found = "no cuda backend";
#endif
  }
  if (detail) *detail = found;
  return native;
}

bool trainer_has_activation(Activation activation) { return activation == Activation::ReLU; }

Status check_trainable(const ModelDescription& description) {
  if (!trainer_has_activation(description.activation)) {
    const char* name = activation_name(description.activation);
    return Status::Error(StatusCode::kUnsupported,
                         "attn-train has no kernels for activation \"%s\" (it trains relu)",
                         name != nullptr ? name : "unknown");
  }
  // Its positions are the paper's interleaved table (parameter_layout.h); Marian's layout is converted, not
  // trained here.
  if (description.position_encoding != PositionEncoding::Sinusoidal) {
    const char* name = position_encoding_name(description.position_encoding);
    return Status::Error(StatusCode::kUnsupported,
                         "attn-train has no position_encoding \"%s\" (it trains \"sinusoidal\")",
                         name != nullptr ? name : "unknown");
  }
  return Status::Ok();
}

std::unique_ptr<Transformer> make_transformer(const ModelDescription& config, BackendKind backend,
                                              int threads, Precision precision) {
  if (Status trainable = check_trainable(config); !trainable.ok())
    throw std::invalid_argument(trainable.message());
  if (backend == BackendKind::Cuda) {
#if defined(ATTN_WITH_CUDA)
    if (!cuda_device_visible()) throw std::runtime_error("the cuda backend has no visible device");
    return make_cuda_transformer(config, precision);
#else
    throw std::runtime_error("this build has no cuda backend (nvcc was not found at configure time)");
#endif
  }
  return make_cpu_transformer(config, threads, precision);
}

}  // namespace attn::train
