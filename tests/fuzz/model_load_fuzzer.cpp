// Fuzz target `model_load`: any byte string given to Model::load_buffer and to the C API's
// attn_model_load_buffer is either refused with a message or accepted; both entry points agree. An accepted
// model is then read through everything a caller may touch: every weight's first and last byte and scale,
// attn_model_get_info, the tokenizer both ways, and a translator (one beam, few tokens) translating a short
// text, so that a file which passed verification but could still make translation read outside its buffers
// shows up under AddressSanitizer.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "attn/attn.h"
#include "runtime/src/format/element_types.h"
#include "runtime/src/format/model.h"
#include "runtime/src/format/model_spec.h"
#include "tests/fuzz/fuzz_util.h"

namespace {

void exercise_c_api(const attn_model* model, const attn::Model& m) {
  attn_model_info info;
  std::memset(&info, 0xAB, sizeof(info));
  info.struct_size = sizeof(info);
  ATTN_FUZZ_CHECK(attn_model_get_info(model, &info) == ATTN_OK, "%s", attn_last_error_message());
  ATTN_FUZZ_CHECK(info.d_model == m.architecture().d_model && info.vocab_size == m.architecture().vocab_size,
                  "info disagrees with the model");
  ATTN_FUZZ_CHECK(std::strlen(info.source_language) > 0 && std::strlen(info.target_language) > 0,
                  "languages are verified non-empty");

  const std::string_view text = "The quick brown fox, 42 times.";
  int32_t ids[256];
  size_t count = 0;
  const attn_status tokenized = attn_tokenize(model, text.data(), text.size(), ids, 256, &count);
  ATTN_FUZZ_CHECK(tokenized == ATTN_OK || tokenized == ATTN_ERROR_BUFFER_TOO_SMALL, "%s",
                  attn_last_error_message());
  if (tokenized == ATTN_OK) {
    for (size_t i = 0; i < count; ++i)
      ATTN_FUZZ_CHECK(ids[i] >= 0 && static_cast<uint32_t>(ids[i]) < info.vocab_size, "id %d", ids[i]);
    char out[1024];
    size_t written = 0;
    const attn_status decoded = attn_detokenize(model, ids, count, out, sizeof(out), &written);
    ATTN_FUZZ_CHECK(decoded == ATTN_OK || decoded == ATTN_ERROR_BUFFER_TOO_SMALL, "%s", attn_last_error_message());
    if (decoded == ATTN_OK) ATTN_FUZZ_CHECK(written < sizeof(out) && out[written] == '\0', "no NUL");
  }

  // Few positions, one beam and a handful of extra tokens keep one execution short whatever the file says.
  attn_translator_options options;
  attn_translator_options_init(&options);
  options.beam_size = 1;
  options.max_input_bytes = 64;
  options.max_extra_tokens = 4;
  if (info.max_positions >= 2) {
    options.max_source_tokens = info.max_positions < 8 ? static_cast<int32_t>(info.max_positions) : 8;
    options.max_target_tokens = options.max_source_tokens - 1 > 0 ? options.max_source_tokens - 1 : 1;
  }
  attn_translator* translator = nullptr;
  const attn_status created = attn_translator_create(model, &options, &translator);
  if (created != ATTN_OK) {
    ATTN_FUZZ_CHECK(translator == nullptr, "a failed create left a handle");
    ATTN_FUZZ_CHECK(attn::fuzz::names_a_problem(attn_last_error_message()), "create failed without a message");
    return;
  }
  char out[256];
  size_t written = 0;
  const attn_status translated = attn_translate(translator, "a b", 3, out, sizeof(out), &written);
  ATTN_FUZZ_CHECK(translated == ATTN_OK || translated == ATTN_ERROR_BUFFER_TOO_SMALL ||
                      translated == ATTN_ERROR_INPUT_TOO_LONG,
                  "translate: %s", attn_last_error_message());
  if (translated == ATTN_OK) ATTN_FUZZ_CHECK(written < sizeof(out) && out[written] == '\0', "no NUL");
  attn_translator_free(translator);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  attn::Result<std::unique_ptr<attn::Model>> loaded = attn::Model::load_buffer(data, size);

  // The C API must agree with the C++ loader. A null data pointer (libFuzzer passes one for the empty input)
  // is a different refusal, so give it a valid pointer.
  static const uint8_t kEmpty = 0;
  attn_model* handle = nullptr;
  const attn_status api = attn_model_load_buffer(size == 0 ? &kEmpty : data, size, &handle);
  ATTN_FUZZ_CHECK((api == ATTN_OK) == loaded.ok(), "C API says %d, Model::load_buffer says %s", api,
                  loaded.status().message());

  if (!loaded.ok()) {
    ATTN_FUZZ_CHECK(attn::fuzz::names_a_problem(loaded.status().message()), "a refusal must say why");
    ATTN_FUZZ_CHECK(loaded.status().code() == attn::StatusCode::kInvalidModel ||
                        loaded.status().code() == attn::StatusCode::kUnsupported ||
                        loaded.status().code() == attn::StatusCode::kOutOfMemory,
                    "unexpected code %d: %s", static_cast<int>(loaded.status().code()),
                    loaded.status().message());
    ATTN_FUZZ_CHECK(handle == nullptr, "a refused load left a handle");
    ATTN_FUZZ_CHECK(attn::fuzz::names_a_problem(attn_last_error_message()), "no C API message");
    return 0;
  }

  const attn::Model& m = *loaded.value();
  volatile uint8_t sink = 0;
  // The loader's own walk over the bound weights.
  attn::FixedVector<attn::ConstTensorEntry> tensors;
  ATTN_FUZZ_CHECK(attn::tensor_table(m.architecture(), &m.weights(), &tensors).ok(),
                  "a loaded model's tensors cannot be walked");
  for (const attn::ConstTensorEntry& tensor : tensors) {
    const attn::WeightRef* ref = tensor.slot;
    if (ref->data == nullptr) continue;
    const size_t bytes = attn::stored_bytes(*attn::element_traits(ref->type), size_t{ref->rows} * ref->cols);
    ATTN_FUZZ_CHECK(bytes > 0, "a bound weight has no bytes");
    const auto* p = static_cast<const uint8_t*>(ref->data);
    ATTN_FUZZ_CHECK(p >= m.bytes() && p + bytes <= m.bytes() + m.size(), "weight outside the file");
    sink = sink ^ p[0] ^ p[bytes - 1];
    if (ref->scales != nullptr) {
      ATTN_FUZZ_CHECK(ref->scales[0] > 0.f && ref->scales[ref->rows - 1] > 0.f, "a non-positive scale passed");
    }
  }

  const attn::Tokenizer& tokenizer = m.tokenizer();
  const std::string_view text = "The quick brown fox, 42 times. Größe ½ 𝔸";
  std::vector<std::byte> workspace(tokenizer.workspace_bytes(text.size()));
  std::vector<int32_t> ids(tokenizer.max_ids(text.size()));
  size_t count = 0;
  const attn::Status encoded = tokenizer.encode(text, workspace, ids, &count);
  ATTN_FUZZ_CHECK(encoded.ok(), "encode with workspace_bytes()/max_ids() failed: %s", encoded.message());
  char out[2048];
  size_t written = 0;
  const attn::Status decoded = tokenizer.decode(std::span<const int32_t>(ids.data(), count), out, &written);
  ATTN_FUZZ_CHECK(decoded.ok() || decoded.code() == attn::StatusCode::kBufferTooSmall, "%s",
                  decoded.message());

  exercise_c_api(handle, m);
  attn_model_free(handle);
  return 0;
}
