// C API: loading models, their info, and tokenizer access. Every entry point checks its pointers, turns
// errors into a status through attn::report() (so attn_last_error_message() names the problem) and never
// lets an allocation failure or an error escape as anything but a status.
#include <cstring>
#include <memory>
#include <new>
#include <span>
#include <string_view>

#include "attn/attn.h"
#include "base/src/core/status.h"
#include "runtime/src/api/error.h"
#include "runtime/src/api/model_handle.h"
#include "runtime/src/core/fixed_vector.h"

namespace attn {
namespace {

Status null_argument(const char* function, const char* argument) {
  return Status::Error(StatusCode::kInvalidArgument, "%s: %s is null", function, argument);
}

attn_status wrap(Result<std::unique_ptr<Model>> loaded, attn_model** out_model) {
  if (!loaded.ok()) return report(loaded.status());
  attn_model* handle = new (std::nothrow) attn_model;
  if (handle == nullptr)
    return report(Status::Error(StatusCode::kOutOfMemory, "cannot allocate a model handle"));
  handle->model = std::move(loaded).value();
  *out_model = handle;
  return ATTN_OK;
}

}  // namespace
}  // namespace attn

using attn::null_argument;
using attn::report;
using attn::Status;
using attn::StatusCode;

extern "C" {

attn_status attn_model_load_file(const char* path, attn_model** out_model) {
  if (out_model == nullptr) return report(null_argument("attn_model_load_file", "out_model"));
  *out_model = nullptr;
  if (path == nullptr) return report(null_argument("attn_model_load_file", "path"));
  return attn::wrap(attn::Model::load_file(path), out_model);
}

attn_status attn_model_map_file(const char* path, attn_model** out_model) {
  if (out_model == nullptr) return report(null_argument("attn_model_map_file", "out_model"));
  *out_model = nullptr;
  if (path == nullptr) return report(null_argument("attn_model_map_file", "path"));
  return attn::wrap(attn::Model::map_file(path), out_model);
}

attn_status attn_model_load_buffer(const void* data, size_t size, attn_model** out_model) {
  if (out_model == nullptr) return report(null_argument("attn_model_load_buffer", "out_model"));
  *out_model = nullptr;
  if (data == nullptr) return report(null_argument("attn_model_load_buffer", "data"));
  return attn::wrap(attn::Model::load_buffer(data, size), out_model);
}

void attn_model_free(attn_model* model) { delete model; }

attn_status attn_model_get_info(const attn_model* model, attn_model_info* out_info) {
  if (model == nullptr) return report(null_argument("attn_model_get_info", "model"));
  if (out_info == nullptr) return report(null_argument("attn_model_get_info", "out_info"));
  // struct_size lets the struct grow: an older caller's smaller struct gets only the fields it knows.
  const size_t caller_size = out_info->struct_size;
  constexpr size_t kFirstVersionSize = offsetof(attn_model_info, target_language) + sizeof(const char*);
  if (caller_size < kFirstVersionSize) {
    return report(
        Status::Error(StatusCode::kInvalidArgument,
                      "attn_model_get_info: out_info->struct_size is %zu, expected sizeof(attn_model_info) "
                      "= %zu; set it before the call",
                      caller_size, sizeof(attn_model_info)));
  }
  const attn::Model& m = *model->model;
  const attn::Architecture& a = m.architecture();
  attn_model_info info;
  std::memset(&info, 0, sizeof(info));
  info.struct_size = sizeof(attn_model_info) < caller_size ? sizeof(attn_model_info) : caller_size;
  info.format_version = m.format_version();
  info.d_model = a.d_model;
  info.heads = a.heads;
  info.d_ff = a.d_ff;
  info.encoder_layers = a.encoder_layers;
  info.decoder_layers = a.decoder_layers;
  info.vocab_size = a.vocab_size;
  info.max_positions = a.max_positions;
  info.source_language = m.source_language();
  info.target_language = m.target_language();
  std::memcpy(out_info, &info, info.struct_size);
  return ATTN_OK;
}

attn_status attn_model_get_metadata(const attn_model* model, const char* key, const char** out_value) {
  if (out_value != nullptr) *out_value = nullptr;
  if (model == nullptr) return report(null_argument("attn_model_get_metadata", "model"));
  if (key == nullptr) return report(null_argument("attn_model_get_metadata", "key"));
  if (out_value == nullptr) return report(null_argument("attn_model_get_metadata", "out_value"));
  // The verifier guarantees every entry a key and a value.
  const std::string_view wanted(key);
  if (const auto* metadata = model->model->schema().metadata()) {
    for (const attn::schema::KeyValue* kv : *metadata) {
      if (std::string_view(kv->key()->c_str(), kv->key()->size()) == wanted)
        *out_value = kv->value()->c_str();
    }
  }
  return ATTN_OK;
}

attn_status attn_model_get_metadata_count(const attn_model* model, size_t* out_count) {
  if (out_count != nullptr) *out_count = 0;
  if (model == nullptr) return report(null_argument("attn_model_get_metadata_count", "model"));
  if (out_count == nullptr) return report(null_argument("attn_model_get_metadata_count", "out_count"));
  if (const auto* metadata = model->model->schema().metadata()) *out_count = metadata->size();
  return ATTN_OK;
}

attn_status attn_model_get_metadata_entry(const attn_model* model, size_t index, const char** out_key,
                                          const char** out_value) {
  if (out_key != nullptr) *out_key = nullptr;
  if (out_value != nullptr) *out_value = nullptr;
  if (model == nullptr) return report(null_argument("attn_model_get_metadata_entry", "model"));
  if (out_key == nullptr) return report(null_argument("attn_model_get_metadata_entry", "out_key"));
  if (out_value == nullptr) return report(null_argument("attn_model_get_metadata_entry", "out_value"));
  const auto* metadata = model->model->schema().metadata();
  const size_t count = metadata != nullptr ? metadata->size() : 0;
  if (index >= count) {
    return report(Status::Error(
        StatusCode::kInvalidArgument,
        "attn_model_get_metadata_entry: index %zu is past the model's %zu metadata entries", index, count));
  }
  // The verifier guarantees every entry a key and a value.
  const attn::schema::KeyValue* kv = metadata->Get(static_cast<flatbuffers::uoffset_t>(index));
  *out_key = kv->key()->c_str();
  *out_value = kv->value()->c_str();
  return ATTN_OK;
}

attn_status attn_tokenize(const attn_model* model, const char* text, size_t size, int32_t* out_ids,
                          size_t capacity, size_t* written) {
  if (model == nullptr) return report(null_argument("attn_tokenize", "model"));
  if (written == nullptr) return report(null_argument("attn_tokenize", "written"));
  *written = 0;
  if (text == nullptr && size != 0) return report(null_argument("attn_tokenize", "text"));
  if (out_ids == nullptr && capacity != 0) return report(null_argument("attn_tokenize", "out_ids"));
  // This entry point is for tools and tests, so it may allocate its scratch (attn_translate does not); the
  // bound keeps a wrong size argument from asking for an absurd workspace.
  constexpr size_t kMaxTokenizeBytes = size_t{64} << 20;
  if (size > kMaxTokenizeBytes) {
    return report(Status::Error(StatusCode::kInputTooLong, "attn_tokenize: text is %zu bytes (at most %zu)",
                                size, kMaxTokenizeBytes));
  }
  const attn::Tokenizer& tokenizer = model->model->tokenizer();
  // A FixedVector, not a std::vector: under -fno-exceptions a failed allocation must be a status, not the
  // end of the process.
  attn::FixedVector<std::byte> workspace;
  if (!workspace.resize(tokenizer.workspace_bytes(size))) {
    return report(Status::Error(StatusCode::kOutOfMemory,
                                "attn_tokenize: cannot allocate %zu bytes of workspace",
                                tokenizer.workspace_bytes(size)));
  }
  const Status status = tokenizer.encode(std::string_view(text ? text : "", size),
                                         std::span<std::byte>(workspace.data(), workspace.size()),
                                         std::span<int32_t>(out_ids, capacity), written);
  if (!status.ok()) {
    // The tokenizer reports a too-small id buffer as INPUT_TOO_LONG (with the count needed); here the
    // caller's buffer is the limit. The workspace was sized by workspace_bytes(), so it cannot be the one too
    // small.
    if (status.code() == StatusCode::kInputTooLong && *written > capacity) {
      return report(Status::Error(StatusCode::kBufferTooSmall,
                                  "attn_tokenize: out_ids holds %zu ids but the text needs %zu", capacity,
                                  *written));
    }
    if (status.code() == StatusCode::kInputTooLong) {
      return report(Status::Error(StatusCode::kInternal,
                                  "attn_tokenize: workspace_bytes(%zu) was too small: %s", size,
                                  status.message()));
    }
    return report(status);
  }
  return ATTN_OK;
}

attn_status attn_detokenize(const attn_model* model, const int32_t* ids, size_t count, char* out,
                            size_t capacity, size_t* written) {
  if (model == nullptr) return report(null_argument("attn_detokenize", "model"));
  if (written == nullptr) return report(null_argument("attn_detokenize", "written"));
  *written = 0;
  if (ids == nullptr && count != 0) return report(null_argument("attn_detokenize", "ids"));
  if (out == nullptr && capacity != 0) return report(null_argument("attn_detokenize", "out"));
  // The text is followed by a NUL, as attn_translate's is; decode() writes none, so keep one byte for it.
  size_t text_size = 0;
  const Status status =
      model->model->tokenizer().decode(std::span<const int32_t>(ids, count),
                                       std::span<char>(out, capacity == 0 ? 0 : capacity - 1), &text_size);
  if (status.code() == StatusCode::kBufferTooSmall || (status.ok() && capacity == 0)) {
    *written = text_size + 1;
    return report(Status::Error(StatusCode::kBufferTooSmall,
                                "attn_detokenize: out holds %zu bytes but the text needs %zu (with its NUL)",
                                capacity, text_size + 1));
  }
  if (!status.ok()) return report(status);
  out[text_size] = '\0';
  *written = text_size;
  return ATTN_OK;
}

}  // extern "C"
