#include "convert/quantize.h"

#include <string>

namespace attn::convert {

Result<Quantization> parse_quantization(std::string_view text) {
  if (text == "none") return Quantization::None;
  const std::string value(text);
  if (text == "int8") {
    return Status::Error(ATTN_ERROR_UNSUPPORTED, "--quantize int8 is not implemented yet (only \"none\")");
  }
  return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "unknown --quantize value \"%.32s\" (expected \"none\")",
                       value.c_str());
}

const char* quantization_name(Quantization quantization) {
  switch (quantization) {
    case Quantization::None:
      return "none";
  }
  return "?";
}

Result<TensorData> quantize_tensor(const TensorSpec& spec, checkpoint::Tensor tensor,
                                   Quantization quantization) {
  switch (quantization) {
    case Quantization::None: {
      TensorData out;
      out.name = spec.name;
      out.shape = spec.shape;
      out.type = schema::ElementType::F32;
      out.bytes = std::move(tensor.data);
      return out;
    }
  }
  return Status::Error(ATTN_ERROR_INTERNAL, "tensor '%.80s': unhandled quantization %d", spec.name.c_str(),
                       static_cast<int>(quantization));
}

}  // namespace attn::convert
