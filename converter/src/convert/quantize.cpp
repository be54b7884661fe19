#include "converter/src/convert/quantize.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "runtime/src/exported/model_layout.h"

namespace attn::convert {
namespace {

// The --quantize values: each one's name and the element type it stores quantizable matrices in.
struct QuantizationEntry {
  Quantization quantization;
  const char* name;
  schema::ElementType matrix_type;
};
constexpr QuantizationEntry kQuantizations[] = {
    {Quantization::None, "none", schema::ElementType::F32},
    {Quantization::Int8, "int8", schema::ElementType::I8},
    {Quantization::Int4, "int4", schema::ElementType::I4},
};

const QuantizationEntry* entry_of(Quantization quantization) {
  for (const QuantizationEntry& e : kQuantizations) {
    if (e.quantization == quantization) return &e;
  }
  return nullptr;
}

}  // namespace

Result<Quantization> parse_quantization(std::string_view text) {
  for (const QuantizationEntry& e : kQuantizations) {
    if (text == e.name) return e.quantization;
  }
  const std::string value(text);
  return Status::Error(StatusCode::kInvalidArgument,
                       "unknown --quantize value \"%.32s\" (expected \"none\", \"int8\" or \"int4\")",
                       value.c_str());
}

const char* quantization_name(Quantization quantization) {
  const QuantizationEntry* e = entry_of(quantization);
  return e != nullptr ? e->name : "?";
}

schema::ElementType matrix_type(Quantization quantization) {
  const QuantizationEntry* e = entry_of(quantization);
  return e != nullptr ? e->matrix_type : schema::ElementType::F32;
}

TensorData fp32_tensor(const TensorEntry& spec, checkpoint::Tensor tensor) {
  TensorData out;
  out.name = spec.name;
  out.shape.assign(spec.shape.dims, spec.shape.dims + spec.shape.rank);
  out.type = schema::ElementType::F32;
  out.bytes = std::move(tensor.data);
  out.vocabulary = spec.vocabulary;
  return out;
}

Status quantize_tensor(TensorData* tensor, schema::ElementType type, uint32_t block_size) {
  const char* name = tensor->name.c_str();
  const ElementTraits* traits = element_traits(type);
  const bool blocks = traits != nullptr && traits->scales == ScaleLayout::kPerBlock;
  if (traits == nullptr || (blocks ? traits->quantize_blocks == nullptr : traits->quantize_rows == nullptr)) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "tensor '%.80s': the converter cannot write element type %s", name,
                         element_type_name(type));
  }
  if (tensor->type != schema::ElementType::F32) {
    return Status::Error(StatusCode::kInvalidArgument, "tensor '%.80s': %s quantization needs F32 input",
                         name, traits->name);
  }
  if (tensor->shape.size() != 2) {
    return Status::Error(StatusCode::kInvalidArgument, "tensor '%.80s': %s quantization needs a 2-D matrix",
                         name, traits->name);
  }
  const size_t rows = tensor->shape[0], cols = tensor->shape[1];
  if (rows == 0 || cols == 0 || tensor->bytes.size() != rows * cols * sizeof(float)) {
    return Status::Error(StatusCode::kInvalidArgument, "tensor '%.80s': %zu bytes do not hold [%zu, %zu] F32",
                         name, tensor->bytes.size(), rows, cols);
  }
  if (cols % traits->block_elements != 0) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "tensor '%.80s': [%zu, %zu] is not a whole number of %u-element %s blocks per row",
                         name, rows, cols, traits->block_elements, traits->name);
  }
  if (blocks && (block_size == 0 || block_size % kBlockSizeMultiple != 0 || cols % block_size != 0)) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "tensor '%.80s': [%zu, %zu] cannot be stored in %s blocks of %u (a multiple of %u "
                         "that divides the columns)",
                         name, rows, cols, traits->name, block_size, kBlockSizeMultiple);
  }
  // A typed copy: the byte vector's storage is not a float array (reading it through a float* would alias).
  std::vector<float> values(rows * cols);
  std::memcpy(values.data(), tensor->bytes.data(), tensor->bytes.size());
  std::vector<uint8_t> quantized(stored_bytes(*traits, rows * cols));
  std::vector<float> scales(blocks                                   ? rows * (cols / block_size)
                            : traits->scales == ScaleLayout::kPerRow ? rows
                                                                     : 0);
  if (blocks) {
    traits->quantize_blocks(values.data(), rows, cols, block_size, quantized.data(), scales.data());
  } else {
    traits->quantize_rows(values.data(), rows, cols, quantized.data(), scales.data());
  }
  tensor->type = type;
  tensor->block_size = blocks ? block_size : 0;
  tensor->bytes = std::move(quantized);
  tensor->scales = std::move(scales);
  return Status::Ok();
}

schema::ElementType stored_type(const TensorEntry& spec, schema::ElementType type,
                                std::span<const std::string> keep_f32, std::span<const std::string> keep_i8,
                                std::span<const std::string> blocked, uint32_t block_size) {
  auto named = [&spec](std::span<const std::string> names) {
    return std::find(names.begin(), names.end(), spec.name) != names.end();
  };
  if (named(keep_f32)) return schema::ElementType::F32;
  const ElementTraits* traits = element_traits(type);
  if (traits == nullptr) return type;  // quantize_tensor refuses it
  const bool storable = (traits->first_vocabulary_format_version != 0 || !spec.vocabulary) &&
                        spec.shape.dims[1] % traits->block_elements == 0;
  if (type != schema::ElementType::I8 && (!storable || named(keep_i8))) return schema::ElementType::I8;
  if (type == schema::ElementType::I4 && named(blocked) && block_size != 0 &&
      spec.shape.dims[1] % block_size == 0) {
    return schema::ElementType::I4B;
  }
  return type;
}

Status quantize_matrices(std::span<const TensorEntry> specs, schema::ElementType type,
                         std::span<const std::string> keep_f32, ModelContents* contents,
                         std::span<const std::string> keep_i8, std::span<const std::string> blocked,
                         uint32_t block_size) {
  for (const TensorEntry& spec : specs) {
    if (!spec.quantizable) continue;
    const schema::ElementType stored = stored_type(spec, type, keep_f32, keep_i8, blocked, block_size);
    if (stored == schema::ElementType::F32) continue;
    TensorData* found = nullptr;
    for (TensorData& t : contents->tensors) {
      if (t.name == spec.name) found = &t;
    }
    if (found == nullptr) {
      return Status::Error(StatusCode::kInternal, "tensor '%.80s' is missing from the model contents",
                           spec.name);
    }
    ATTN_RETURN_IF_ERROR(quantize_tensor(found, stored, block_size));
  }
  return Status::Ok();
}

}  // namespace attn::convert
