#include "converter/src/convert/tensor_check.h"

#include <cmath>
#include <cstring>
#include <set>
#include <string>

namespace attn::convert {
namespace {

template <typename T>
std::string shape_text(std::span<const T> shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}
std::string shape_text(const std::vector<uint64_t>& shape) {
  return shape_text(std::span<const uint64_t>(shape));
}
std::string shape_text(const TensorShape& shape) {
  return shape_text(std::span<const uint32_t>(shape.dims, shape.rank));
}

bool same_shape(const TensorShape& expected, const std::vector<uint64_t>& actual) {
  if (expected.rank != actual.size()) return false;
  for (size_t i = 0; i < actual.size(); ++i) {
    if (expected.dims[i] != actual[i]) return false;
  }
  return true;
}

// Index of the first NaN or infinity, or -1.
long first_non_finite(const checkpoint::Tensor& t) {
  const size_t n = t.data.size() / sizeof(float);
  for (size_t i = 0; i < n; ++i) {
    float v;
    std::memcpy(&v, t.data.data() + i * sizeof(float), sizeof(float));
    if (!std::isfinite(v)) return static_cast<long>(i);
  }
  return -1;
}

}  // namespace

Status check_tensors(std::span<const TensorEntry> expected, const checkpoint::SafetensorsFile& weights) {
  // Keeps the first problem's text and counts all: one message, bounded by Status's buffer.
  std::string first;
  size_t problems = 0;
  auto problem = [&](std::string text) {
    if (problems++ == 0) first = std::move(text);
  };

  std::set<std::string_view> expected_names;
  for (const TensorEntry& spec : expected) {
    const std::string name = spec.name;
    expected_names.insert(spec.name);
    const checkpoint::Tensor* t = weights.find(name);
    if (t == nullptr) {
      problem("missing tensor '" + name + "' (expected F32 " + shape_text(spec.shape) + ")");
      continue;
    }
    if (t->dtype != checkpoint::DType::F32) {
      problem("tensor '" + name + "' is " + checkpoint::dtype_name(t->dtype) + ", expected F32 or BF16");
      continue;
    }
    if (!same_shape(spec.shape, t->shape)) {
      problem("tensor '" + name + "' has shape " + shape_text(t->shape) + ", expected " +
              shape_text(spec.shape));
      continue;
    }
    if (long i = first_non_finite(*t); i >= 0) {
      problem("tensor '" + name + "' element " + std::to_string(i) + " is not finite");
    }
  }
  for (const checkpoint::Tensor& t : weights.tensors) {
    if (!expected_names.contains(t.name)) {
      problem("unexpected tensor '" + t.name + "' " + shape_text(t.shape) +
              " (not part of this architecture)");
    }
  }
  if (problems == 0) return Status::Ok();
  if (problems == 1)
    return Status::Error(StatusCode::kInvalidArgument, "model.safetensors: %s", first.c_str());
  // The count goes first: a long first problem may be truncated, the count never is.
  return Status::Error(StatusCode::kInvalidArgument, "model.safetensors: %zu problems, first: %s", problems,
                       first.c_str());
}

}  // namespace attn::convert
