#include "base/src/checkpoint/bf16_weights.h"

#include <cstring>

namespace attn::checkpoint {

void widen_bf16(SafetensorsFile& file) {
  for (Tensor& tensor : file.tensors) {
    if (tensor.dtype != DType::BF16) continue;
    const std::vector<float> values = tensor.to_f32();
    tensor.dtype = DType::F32;
    tensor.data.resize(values.size() * sizeof(float));
    std::memcpy(tensor.data.data(), values.data(), tensor.data.size());
  }
}

Result<Tensor> narrow_to_bf16(const Tensor& tensor) {
  if (tensor.dtype == DType::BF16) return tensor;
  if (tensor.dtype != DType::F32) {
    return Status::Error(StatusCode::kInvalidArgument, "tensor '%.200s' is %s; only F32 is stored as BF16",
                         tensor.name.c_str(), dtype_name(tensor.dtype));
  }
  Tensor narrowed;
  narrowed.name = tensor.name;
  narrowed.dtype = DType::BF16;
  narrowed.shape = tensor.shape;
  const size_t count = tensor.data.size() / sizeof(float);
  narrowed.data.resize(count * sizeof(uint16_t));
  for (size_t i = 0; i < count; ++i) {
    float value;
    std::memcpy(&value, tensor.data.data() + i * sizeof(float), sizeof value);
    const uint16_t bits = f32_to_bf16(value);
    std::memcpy(narrowed.data.data() + i * sizeof bits, &bits, sizeof bits);  // little-endian, as the format
  }
  return narrowed;
}

}  // namespace attn::checkpoint
