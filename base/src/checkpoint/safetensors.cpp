#include "base/src/checkpoint/safetensors.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <exception>
#include <nlohmann/json.hpp>
#include <set>

#include "base/src/io/file_io.h"

namespace attn::checkpoint {
namespace {

static_assert(std::endian::native == std::endian::little,
              "safetensors data is little-endian; a big-endian host would need byte swaps here");

using nlohmann::json;

constexpr const char* kMetadataKey = "__metadata__";

// a * b, or false when it does not fit in 64 bits.
bool checked_mul(uint64_t a, uint64_t b, uint64_t* out) { return !__builtin_mul_overflow(a, b, out); }

// product(shape) * element size, or false on overflow.
bool byte_count(const std::vector<uint64_t>& shape, DType dtype, uint64_t* out) {
  uint64_t n = dtype_size(dtype);
  for (uint64_t d : shape) {
    if (!checked_mul(n, d, &n)) return false;
  }
  *out = n;
  return true;
}

uint64_t read_le64(const uint8_t* p) {
  uint64_t v = 0;
  for (int i = 7; i >= 0; --i) v = (v << 8) | p[i];
  return v;
}

// A tensor's header entry before its bytes are copied out.
struct Entry {
  std::string name;
  DType dtype = DType::F32;
  std::vector<uint64_t> shape;
  uint64_t begin = 0, end = 0;
};

Status parse_entry(const std::string& name, const json& value, Entry* entry) {
  const char* n = name.c_str();
  if (!value.is_object())
    return Status::Error(StatusCode::kInvalidArgument, "tensor '%.80s': entry is not an object", n);
  entry->name = name;

  auto dtype_it = value.find("dtype");
  if (dtype_it == value.end() || !dtype_it->is_string()) {
    return Status::Error(StatusCode::kInvalidArgument, "tensor '%.80s': missing or non-string \"dtype\"", n);
  }
  const std::string& dtype_text = dtype_it->get_ref<const std::string&>();
  auto dtype = dtype_from_name(dtype_text);
  if (!dtype) {
    return Status::Error(StatusCode::kUnsupported, "tensor '%.80s': unsupported dtype '%.16s'", n,
                         dtype_text.c_str());
  }
  entry->dtype = *dtype;

  auto shape_it = value.find("shape");
  if (shape_it == value.end() || !shape_it->is_array()) {
    return Status::Error(StatusCode::kInvalidArgument, "tensor '%.80s': missing or non-array \"shape\"", n);
  }
  if (shape_it->size() > kMaxDimensions) {
    return Status::Error(StatusCode::kInvalidArgument, "tensor '%.80s': %zu dimensions (limit %zu)", n,
                         shape_it->size(), kMaxDimensions);
  }
  for (const json& d : *shape_it) {
    if (!d.is_number_unsigned()) {
      return Status::Error(StatusCode::kInvalidArgument,
                           "tensor '%.80s': shape holds a non-integer or negative value", n);
    }
    entry->shape.push_back(d.get<uint64_t>());
  }

  auto offsets_it = value.find("data_offsets");
  if (offsets_it == value.end() || !offsets_it->is_array() || offsets_it->size() != 2 ||
      !(*offsets_it)[0].is_number_unsigned() || !(*offsets_it)[1].is_number_unsigned()) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "tensor '%.80s': \"data_offsets\" must be two non-negative integers", n);
  }
  entry->begin = (*offsets_it)[0].get<uint64_t>();
  entry->end = (*offsets_it)[1].get<uint64_t>();
  if (entry->end < entry->begin) {
    return Status::Error(
        StatusCode::kInvalidArgument, "tensor '%.80s': data_offsets end %llu before begin %llu", n,
        static_cast<unsigned long long>(entry->end), static_cast<unsigned long long>(entry->begin));
  }
  uint64_t expected = 0;
  if (!byte_count(entry->shape, entry->dtype, &expected)) {
    return Status::Error(StatusCode::kInvalidArgument, "tensor '%.80s': shape's byte count overflows 64 bits",
                         n);
  }
  if (entry->end - entry->begin != expected) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "tensor '%.80s': data_offsets span %llu bytes but shape x %s needs %llu", n,
                         static_cast<unsigned long long>(entry->end - entry->begin), dtype_name(entry->dtype),
                         static_cast<unsigned long long>(expected));
  }
  return Status::Ok();
}

Status parse_metadata(const json& value, Metadata* metadata) {
  if (!value.is_object())
    return Status::Error(StatusCode::kInvalidArgument, "\"__metadata__\" is not an object");
  for (auto it = value.begin(); it != value.end(); ++it) {
    if (!it.value().is_string()) {
      return Status::Error(StatusCode::kInvalidArgument, "\"__metadata__\" value of '%.80s' is not a string",
                           it.key().c_str());
    }
    (*metadata)[it.key()] = it.value().get<std::string>();
  }
  return Status::Ok();
}

Result<json> parse_header_json(std::string_view text) {
  // nlohmann keeps the last of duplicate keys silently; a parser callback sees every top-level key first.
  std::set<std::string> seen;
  std::string duplicate;
  auto callback = [&](int depth, json::parse_event_t event, json& parsed) {
    if (event == json::parse_event_t::key && depth == 1 && parsed.is_string()) {
      const auto& key = parsed.get_ref<const std::string&>();
      if (!seen.insert(key).second && duplicate.empty()) duplicate = key;
    }
    return true;
  };
  try {
    json header = json::parse(text.begin(), text.end(), callback);
    if (!duplicate.empty()) {
      return Status::Error(StatusCode::kInvalidArgument, "header names '%.80s' more than once",
                           duplicate.c_str());
    }
    return header;
  } catch (const std::exception& e) {
    return Status::Error(StatusCode::kInvalidArgument, "header is not valid JSON: %s", e.what());
  }
}

}  // namespace

uint64_t Tensor::element_count() const {
  uint64_t n = 1;
  for (uint64_t d : shape) n *= d;
  return n;
}

Tensor Tensor::from_f32(std::string name, std::vector<uint64_t> shape, std::span<const float> values) {
  Tensor t;
  t.name = std::move(name);
  t.dtype = DType::F32;
  t.shape = std::move(shape);
  t.data.resize(values.size_bytes());
  if (!values.empty()) std::memcpy(t.data.data(), values.data(), values.size_bytes());
  return t;
}

std::vector<float> Tensor::to_f32() const {
  std::vector<float> out;
  switch (dtype) {
    case DType::F32:
      out.resize(data.size() / 4);
      if (!out.empty()) std::memcpy(out.data(), data.data(), out.size() * 4);
      break;
    case DType::F16:
    case DType::BF16:
      out.resize(data.size() / 2);
      for (size_t i = 0; i < out.size(); ++i) {
        uint16_t bits;
        std::memcpy(&bits, data.data() + 2 * i, 2);
        out[i] = dtype == DType::F16 ? f16_to_f32(bits) : bf16_to_f32(bits);
      }
      break;
    default:
      break;
  }
  return out;
}

TensorView TensorView::of(const Tensor& tensor) {
  return TensorView{tensor.name, tensor.dtype, tensor.shape, tensor.data.data(), tensor.data.size()};
}

TensorView TensorView::f32(std::string_view name, std::vector<uint64_t> shape, const float* values) {
  uint64_t bytes = 0;
  if (!byte_count(shape, DType::F32, &bytes)) bytes = UINT64_MAX;  // refused by the writer
  return TensorView{name, DType::F32, std::move(shape), values, static_cast<size_t>(bytes)};
}

const Tensor* SafetensorsFile::find(std::string_view name) const {
  for (const Tensor& t : tensors) {
    if (t.name == name) return &t;
  }
  return nullptr;
}

Tensor* SafetensorsFile::find(std::string_view name) {
  return const_cast<Tensor*>(static_cast<const SafetensorsFile*>(this)->find(name));
}

Result<SafetensorsFile> parse_safetensors(std::span<const uint8_t> bytes) {
  if (bytes.size() < 8) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "file is %zu bytes, too short for the 8-byte header length", bytes.size());
  }
  const uint64_t header_size = read_le64(bytes.data());
  if (header_size > kMaxHeaderBytes) {
    return Status::Error(StatusCode::kInvalidArgument, "header length %llu exceeds the limit of %llu bytes",
                         static_cast<unsigned long long>(header_size),
                         static_cast<unsigned long long>(kMaxHeaderBytes));
  }
  if (header_size > bytes.size() - 8) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "header length %llu runs past the end of the %zu-byte file",
                         static_cast<unsigned long long>(header_size), bytes.size());
  }
  const std::string_view header_text(reinterpret_cast<const char*>(bytes.data() + 8), header_size);
  if (header_text.empty() || header_text.front() != '{') {
    return Status::Error(StatusCode::kInvalidArgument, "header does not start with '{'");
  }
  ATTN_ASSIGN_OR_RETURN(json header, parse_header_json(header_text));
  if (!header.is_object()) return Status::Error(StatusCode::kInvalidArgument, "header is not a JSON object");

  SafetensorsFile file;
  std::vector<Entry> entries;
  for (auto it = header.begin(); it != header.end(); ++it) {
    if (it.key() == kMetadataKey) {
      ATTN_RETURN_IF_ERROR(parse_metadata(it.value(), &file.metadata));
      continue;
    }
    Entry entry;
    ATTN_RETURN_IF_ERROR(parse_entry(it.key(), it.value(), &entry));
    entries.push_back(std::move(entry));
  }

  // The tensors must tile the data buffer exactly: sorted by offset, each starts where the previous ended.
  std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
    return a.begin != b.begin ? a.begin < b.begin : a.end < b.end;
  });
  const std::span<const uint8_t> data = bytes.subspan(8 + header_size);
  uint64_t expected_begin = 0;
  const Entry* previous = nullptr;
  for (const Entry& e : entries) {
    if (e.end > data.size()) {
      return Status::Error(
          StatusCode::kInvalidArgument,
          "tensor '%.80s': data_offsets [%llu, %llu) out of bounds of the %zu-byte data buffer",
          e.name.c_str(), static_cast<unsigned long long>(e.begin), static_cast<unsigned long long>(e.end),
          data.size());
    }
    if (e.begin < expected_begin) {
      return Status::Error(StatusCode::kInvalidArgument,
                           "tensor '%.80s': data_offsets [%llu, %llu) overlap tensor '%.80s' ending at %llu",
                           e.name.c_str(), static_cast<unsigned long long>(e.begin),
                           static_cast<unsigned long long>(e.end), previous->name.c_str(),
                           static_cast<unsigned long long>(expected_begin));
    }
    if (e.begin > expected_begin) {
      return Status::Error(StatusCode::kInvalidArgument,
                           "tensor '%.80s': data_offsets begin at %llu, leaving a gap after byte %llu",
                           e.name.c_str(), static_cast<unsigned long long>(e.begin),
                           static_cast<unsigned long long>(expected_begin));
    }
    expected_begin = e.end;
    previous = &e;
  }
  if (expected_begin != data.size()) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "data buffer is %zu bytes but the tensors cover only %llu", data.size(),
                         static_cast<unsigned long long>(expected_begin));
  }

  file.tensors.reserve(entries.size());
  for (Entry& e : entries) {
    Tensor t;
    t.name = std::move(e.name);
    t.dtype = e.dtype;
    t.shape = std::move(e.shape);
    t.data.assign(data.begin() + e.begin, data.begin() + e.end);
    file.tensors.push_back(std::move(t));
  }
  return file;
}

Result<SafetensorsFile> read_safetensors(const std::string& path) {
  ATTN_ASSIGN_OR_RETURN(std::vector<uint8_t> bytes, read_file_bytes(path));
  auto parsed = parse_safetensors(bytes);
  if (!parsed.ok()) {
    return Status::Error(parsed.status().code(), "%.100s: %s", path.c_str(), parsed.status().message());
  }
  return parsed;
}

Result<std::vector<uint8_t>> serialize_safetensors(std::span<const TensorView> tensors,
                                                   const Metadata& metadata) {
  nlohmann::ordered_json header = nlohmann::ordered_json::object();
  if (!metadata.empty()) {
    nlohmann::ordered_json meta = nlohmann::ordered_json::object();
    for (const auto& [key, value] : metadata) meta[key] = value;
    header[kMetadataKey] = std::move(meta);
  }
  std::set<std::string_view> names;
  uint64_t offset = 0;
  for (const TensorView& t : tensors) {
    const std::string name(t.name);
    if (name.empty()) return Status::Error(StatusCode::kInvalidArgument, "a tensor has an empty name");
    if (name.starts_with("__")) {
      return Status::Error(StatusCode::kInvalidArgument,
                           "tensor name '%.80s' is reserved (starts with \"__\")", name.c_str());
    }
    if (!names.insert(t.name).second) {
      return Status::Error(StatusCode::kInvalidArgument, "tensor '%.80s' is given more than once",
                           name.c_str());
    }
    if (t.shape.size() > kMaxDimensions) {
      return Status::Error(StatusCode::kInvalidArgument, "tensor '%.80s' has %zu dimensions (limit %zu)",
                           name.c_str(), t.shape.size(), kMaxDimensions);
    }
    uint64_t expected = 0;
    if (!byte_count(t.shape, t.dtype, &expected)) {
      return Status::Error(StatusCode::kInvalidArgument,
                           "tensor '%.80s': shape's byte count overflows 64 bits", name.c_str());
    }
    if (expected != t.size_bytes) {
      return Status::Error(StatusCode::kInvalidArgument,
                           "tensor '%.80s' has %zu bytes but its shape x %s needs %llu", name.c_str(),
                           t.size_bytes, dtype_name(t.dtype), static_cast<unsigned long long>(expected));
    }
    if (t.size_bytes > 0 && t.data == nullptr) {
      return Status::Error(StatusCode::kInvalidArgument, "tensor '%.80s' has no data", name.c_str());
    }
    header[name] = {{"dtype", dtype_name(t.dtype)},
                    {"shape", t.shape},
                    {"data_offsets", {offset, offset + t.size_bytes}}};
    offset += t.size_bytes;
  }

  std::string text;
  try {
    text = header.dump();
  } catch (const std::exception& e) {  // invalid UTF-8 in a name or a metadata string
    return Status::Error(StatusCode::kInvalidArgument, "cannot encode the header: %s", e.what());
  }
  // Pad with spaces so that the data buffer starts 8-byte aligned, as the reference writer does.
  text.append((8 - text.size() % 8) % 8, ' ');

  std::vector<uint8_t> out;
  out.reserve(8 + text.size() + offset);
  for (int i = 0; i < 8; ++i)
    out.push_back(static_cast<uint8_t>(static_cast<uint64_t>(text.size()) >> (8 * i)));
  out.insert(out.end(), text.begin(), text.end());
  for (const TensorView& t : tensors) {
    const auto* p = static_cast<const uint8_t*>(t.data);
    if (t.size_bytes > 0) out.insert(out.end(), p, p + t.size_bytes);
  }
  return out;
}

Status write_safetensors(const std::string& path, std::span<const TensorView> tensors,
                         const Metadata& metadata) {
  ATTN_ASSIGN_OR_RETURN(std::vector<uint8_t> bytes, serialize_safetensors(tensors, metadata));
  return write_file_synced(path, bytes);
}

Status write_safetensors(const std::string& path, const std::vector<Tensor>& tensors,
                         const Metadata& metadata) {
  std::vector<TensorView> views;
  views.reserve(tensors.size());
  for (const Tensor& t : tensors) views.push_back(TensorView::of(t));
  return write_safetensors(path, views, metadata);
}

}  // namespace attn::checkpoint
