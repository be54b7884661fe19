#include "converter/src/convert/quantize.h"

#include <cstring>
#include <string>

#include "runtime/src/quant/quantization.h"

namespace attn::convert {

Result<Quantization> parse_quantization(std::string_view text) {
  if (text == "none") return Quantization::None;
  if (text == "int8") return Quantization::Int8;
  const std::string value(text);
  return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
                       "unknown --quantize value \"%.32s\" (expected \"none\" or \"int8\")", value.c_str());
}

const char* quantization_name(Quantization quantization) {
  switch (quantization) {
    case Quantization::None:
      return "none";
    case Quantization::Int8:
      return "int8";
  }
  return "?";
}

TensorData fp32_tensor(const TensorEntry& spec, checkpoint::Tensor tensor) {
  TensorData out;
  out.name = spec.name;
  out.shape.assign(spec.shape.dims, spec.shape.dims + spec.shape.rank);
  out.type = schema::ElementType::F32;
  out.bytes = std::move(tensor.data);
  return out;
}

Status quantize_tensor_int8(TensorData* tensor) {
  const char* name = tensor->name.c_str();
  if (tensor->type != schema::ElementType::F32) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "tensor '%.80s': int8 quantization needs F32 input",
                         name);
  }
  if (tensor->shape.size() != 2) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "tensor '%.80s': int8 quantization needs a 2-D matrix",
                         name);
  }
  const size_t rows = tensor->shape[0], cols = tensor->shape[1];
  if (rows == 0 || cols == 0 || tensor->bytes.size() != rows * cols * sizeof(float)) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "tensor '%.80s': %zu bytes do not hold [%zu, %zu] F32",
                         name, tensor->bytes.size(), rows, cols);
  }
  // A typed copy: the byte vector's storage is not a float array (reading it through a float* would alias).
  std::vector<float> values(rows * cols);
  std::memcpy(values.data(), tensor->bytes.data(), tensor->bytes.size());
  std::vector<uint8_t> quantized(rows * cols);
  std::vector<float> scales(rows);
  quant::quantize_rows_symmetric(values.data(), rows, cols, reinterpret_cast<int8_t*>(quantized.data()),
                                 scales.data());
  tensor->type = schema::ElementType::I8;
  tensor->bytes = std::move(quantized);
  tensor->scales = std::move(scales);
  return Status::Ok();
}

Status quantize_matrices_int8(std::span<const TensorEntry> specs, ModelContents* contents) {
  for (const TensorEntry& spec : specs) {
    if (!spec.quantizable) continue;
    TensorData* found = nullptr;
    for (TensorData& t : contents->tensors) {
      if (t.name == spec.name) found = &t;
    }
    if (found == nullptr) {
      return Status::Error(ATTN_ERROR_INTERNAL, "tensor '%.80s' is missing from the model contents",
                           spec.name);
    }
    ATTN_RETURN_IF_ERROR(quantize_tensor_int8(found));
  }
  return Status::Ok();
}

}  // namespace attn::convert
