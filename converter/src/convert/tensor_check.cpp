#include "converter/src/convert/tensor_check.h"

#include <cmath>
#include <cstring>
#include <set>
#include <string>

namespace attn::convert {
namespace {

template <typename T>
std::string shape_text(const std::vector<T>& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

bool same_shape(const std::vector<uint32_t>& expected, const std::vector<uint64_t>& actual) {
  if (expected.size() != actual.size()) return false;
  for (size_t i = 0; i < expected.size(); ++i) {
    if (expected[i] != actual[i]) return false;
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

Status check_tensors(const std::vector<TensorSpec>& expected, const checkpoint::SafetensorsFile& weights) {
  // Keeps the first problem's text and counts all: one message, bounded by Status's buffer.
  std::string first;
  size_t problems = 0;
  auto problem = [&](std::string text) {
    if (problems++ == 0) first = std::move(text);
  };

  std::set<std::string_view> expected_names;
  for (const TensorSpec& spec : expected) {
    expected_names.insert(spec.name);
    const checkpoint::Tensor* t = weights.find(spec.name);
    if (t == nullptr) {
      problem("missing tensor '" + spec.name + "' (expected F32 " + shape_text(spec.shape) + ")");
      continue;
    }
    if (t->dtype != checkpoint::DType::F32) {
      problem("tensor '" + spec.name + "' is " + checkpoint::dtype_name(t->dtype) + ", expected F32");
      continue;
    }
    if (!same_shape(spec.shape, t->shape)) {
      problem("tensor '" + spec.name + "' has shape " + shape_text(t->shape) + ", expected " +
              shape_text(spec.shape));
      continue;
    }
    if (long i = first_non_finite(*t); i >= 0) {
      problem("tensor '" + spec.name + "' element " + std::to_string(i) + " is not finite");
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
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "model.safetensors: %s", first.c_str());
  // The count goes first: a long first problem may be truncated, the count never is.
  return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "model.safetensors: %zu problems, first: %s", problems,
                       first.c_str());
}

}  // namespace attn::convert
