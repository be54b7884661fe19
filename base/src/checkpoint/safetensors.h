// The safetensors file format (https://github.com/huggingface/safetensors), read and written.
//
// Layout: an 8-byte little-endian header length N, then N bytes of UTF-8 JSON
//   {"<name>": {"dtype": "F32", "shape": [2, 3], "data_offsets": [begin, end]}, ...,
//    "__metadata__": {"key": "value", ...}}            (optional; string values only)
// padded with spaces, then the data buffer. data_offsets count from the start of the data buffer; the
// tensors tile it exactly (no gaps, no overlap, nothing after the last), as the reference library requires.
//
// Everything read is validated before it is used; every failure comes back as a Status naming the problem.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "base/src/checkpoint/dtype.h"
#include "base/src/core/status.h"

namespace attn::checkpoint {

using Metadata = std::map<std::string, std::string>;

// A tensor that owns its bytes (little-endian, row-major).
struct Tensor {
  std::string name;
  DType dtype = DType::F32;
  std::vector<uint64_t> shape;
  std::vector<uint8_t> data;

  uint64_t element_count() const;  // product of shape (1 for a scalar)

  // Builds an F32 tensor; values.size() must equal the product of shape (checked by write_safetensors).
  static Tensor from_f32(std::string name, std::vector<uint64_t> shape, std::span<const float> values);
  // The values as fp32: F32 copied, F16/BF16 widened. Empty for integer dtypes.
  std::vector<float> to_f32() const;
};

// A tensor to be written, pointing at bytes the caller keeps alive during the write (no copy: the trainer
// writes its parameters straight from its own buffers).
struct TensorView {
  std::string_view name;
  DType dtype = DType::F32;
  std::vector<uint64_t> shape;
  const void* data = nullptr;
  size_t size_bytes = 0;  // must equal product(shape) * dtype_size(dtype)

  static TensorView of(const Tensor& tensor);
  static TensorView f32(std::string_view name, std::vector<uint64_t> shape, const float* values);
};

struct SafetensorsFile {
  std::vector<Tensor> tensors;  // in the order of their data in the file
  Metadata metadata;            // "__metadata__", empty when absent

  const Tensor* find(std::string_view name) const;  // nullptr when absent
  Tensor* find(std::string_view name);
};

// Limits that keep a hostile header from costing memory or time (the reference library allows 100 MB).
inline constexpr uint64_t kMaxHeaderBytes = 100ull << 20;
inline constexpr size_t kMaxDimensions = 8;

// Parses and validates a whole file's bytes.
Result<SafetensorsFile> parse_safetensors(std::span<const uint8_t> bytes);
// Reads path and parses it; errors name the path.
Result<SafetensorsFile> read_safetensors(const std::string& path);

// Serialises tensors (laid out in the given order) and metadata. Refuses empty or duplicate names, names
// starting with "__", byte counts that disagree with shape × dtype size, and null data for non-empty tensors.
Result<std::vector<uint8_t>> serialize_safetensors(std::span<const TensorView> tensors,
                                                   const Metadata& metadata);
// serialize_safetensors, then writes the bytes to path and fsyncs the file (not its directory).
Status write_safetensors(const std::string& path, std::span<const TensorView> tensors,
                         const Metadata& metadata = {});
Status write_safetensors(const std::string& path, const std::vector<Tensor>& tensors,
                         const Metadata& metadata = {});

}  // namespace attn::checkpoint
