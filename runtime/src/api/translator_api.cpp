// C API: translators. Every entry point checks its pointers, turns errors into a status through
// attn::report() and lets nothing but a status out. After creation, attn_translate and attn_translate_ids
// allocate nothing: the work happens in the Translator's arena and the caller's buffers.
#include <memory>

#include "attn/attn.h"
#include "base/src/core/status.h"
#include "runtime/src/api/error.h"
#include "runtime/src/api/model_handle.h"
#include "runtime/src/api/status_code.h"
#include "runtime/src/translate/limits.h"
#include "runtime/src/translate/translator.h"

struct attn_translator {
  std::unique_ptr<attn::Translator> translator;
};

using attn::StatusCode;

namespace {

attn::Status null_argument(const char* function, const char* argument) {
  return attn::Status::Error(StatusCode::kInvalidArgument, "%s: %s is null", function, argument);
}

}  // namespace

using attn::report;

extern "C" {

void attn_translator_options_init(attn_translator_options* options) {
  if (options == nullptr) return;
  options->struct_size = sizeof(attn_translator_options);
  options->beam_size = 4;
  options->length_penalty = 0.6f;
  options->max_input_bytes = 4096;
  options->max_source_tokens = 0;  // 0: the model's max_positions (resolved at creation)
  options->max_extra_tokens = 50;
  options->max_target_tokens = 0;  // 0: the model's max_positions - 1
  options->threads = 1;
  options->max_batch = 1;
  options->length_penalty_kind = ATTN_LENGTH_PENALTY_GNMT;
  options->use_shortlist = 1;
  options->float_activation_layers = nullptr;  // the runtime's choice
}

attn_status attn_translator_options_get_limits(attn_translator_options* out_limits) {
  if (out_limits == nullptr) return report(null_argument("attn_translator_options_get_limits", "out_limits"));
  attn_translator_options_init(out_limits);
  out_limits->beam_size = attn::kMaxBeam;
  out_limits->length_penalty = attn::kMaxLengthPenalty;
  out_limits->max_input_bytes = attn::kMaxInputBytes;
  out_limits->max_source_tokens = 0;  // the model's max_positions
  out_limits->max_extra_tokens = attn::kMaxExtraTokens;
  out_limits->max_target_tokens = 0;  // the model's max_positions - 1
  out_limits->threads = attn::kMaxThreads;
  out_limits->max_batch = attn::kMaxBatch;
  out_limits->length_penalty_kind = ATTN_LENGTH_PENALTY_POWER;
  out_limits->use_shortlist = 1;
  out_limits->float_activation_layers = nullptr;  // not a bound: patterns
  return ATTN_OK;
}

attn_status attn_translator_create(const attn_model* model, const attn_translator_options* options,
                                   attn_translator** out_translator) {
  if (out_translator == nullptr) return report(null_argument("attn_translator_create", "out_translator"));
  *out_translator = nullptr;
  if (model == nullptr || !model->model) return report(null_argument("attn_translator_create", "model"));
  auto created = attn::Translator::create(*model->model, options);
  if (!created.ok()) return report(created.status());
  attn_translator* handle = new (std::nothrow) attn_translator;
  if (handle == nullptr) {
    return report(attn::Status::Error(StatusCode::kOutOfMemory, "cannot allocate a translator handle"));
  }
  handle->translator = std::move(created).value();
  *out_translator = handle;
  return ATTN_OK;
}

void attn_translator_free(attn_translator* translator) { delete translator; }

attn_status attn_translator_set_time_limit(attn_translator* translator, uint32_t milliseconds) {
  if (translator == nullptr) return report(null_argument("attn_translator_set_time_limit", "translator"));
  translator->translator->set_time_limit(milliseconds);
  return ATTN_OK;
}

attn_status attn_translator_cancel(attn_translator* translator) {
  if (translator == nullptr) return report(null_argument("attn_translator_cancel", "translator"));
  translator->translator->cancel();
  return ATTN_OK;
}

attn_status attn_translate(attn_translator* translator, const char* text, size_t size, char* out, size_t capacity,
                           size_t* written) {
  if (written == nullptr) return report(null_argument("attn_translate", "written"));
  *written = 0;
  if (translator == nullptr) return report(null_argument("attn_translate", "translator"));
  if (text == nullptr && size != 0) return report(null_argument("attn_translate", "text"));
  if (out == nullptr && capacity != 0) return report(null_argument("attn_translate", "out"));
  return report(translator->translator->translate(std::string_view(text == nullptr ? "" : text, size), out,
                                                  capacity, written));
}

attn_status attn_translate_streaming(attn_translator* translator, const char* text, size_t size,
                                     attn_partial_callback callback, void* user_data, char* out, size_t capacity,
                                     size_t* written) {
  if (written == nullptr) return report(null_argument("attn_translate_streaming", "written"));
  *written = 0;
  if (translator == nullptr) return report(null_argument("attn_translate_streaming", "translator"));
  if (text == nullptr && size != 0) return report(null_argument("attn_translate_streaming", "text"));
  if (out == nullptr && capacity != 0) return report(null_argument("attn_translate_streaming", "out"));
  return report(translator->translator->translate_streaming(std::string_view(text == nullptr ? "" : text, size),
                                                            callback, user_data, out, capacity, written));
}

attn_status attn_translate_batch(attn_translator* translator, const char* const* texts, const size_t* sizes,
                                 size_t count, char* out, size_t capacity, size_t* offsets, attn_status* statuses) {
  if (offsets == nullptr) return report(null_argument("attn_translate_batch", "offsets"));
  offsets[0] = 0;
  if (translator == nullptr) return report(null_argument("attn_translate_batch", "translator"));
  if (count != 0 && (texts == nullptr || sizes == nullptr)) {
    return report(null_argument("attn_translate_batch", texts == nullptr ? "texts" : "sizes"));
  }
  if (count != 0 && statuses == nullptr) return report(null_argument("attn_translate_batch", "statuses"));
  if (out == nullptr && capacity != 0) return report(null_argument("attn_translate_batch", "out"));
  return report(translator->translator->translate_batch(
      texts, sizes, count, out, capacity, offsets,
      attn::translate::StatusArray::of<attn_status, attn::to_attn_status, attn::to_status_code>(statuses)));
}

void attn_text_options_init(attn_text_options* options) {
  if (options == nullptr) return;
  options->struct_size = sizeof(attn_text_options);
  options->split_sentences = 1;
  options->details = 0;
  options->alignment_layer = -1;
  options->markup = ATTN_MARKUP_NONE;
}

attn_status attn_translate_text(attn_translator* translator, const char* text, size_t size,
                                const attn_text_options* options, char* out, size_t capacity, size_t* written,
                                attn_text_result* result) {
  if (written == nullptr) return report(null_argument("attn_translate_text", "written"));
  *written = 0;
  if (translator == nullptr) return report(null_argument("attn_translate_text", "translator"));
  if (text == nullptr && size != 0) return report(null_argument("attn_translate_text", "text"));
  if (out == nullptr && capacity != 0) return report(null_argument("attn_translate_text", "out"));
  return report(translator->translator->translate_text(std::string_view(text == nullptr ? "" : text, size),
                                                       options, out, capacity, written, result));
}

attn_status attn_translate_ids(attn_translator* translator, const int32_t* source_ids, size_t count,
                               int32_t* out_ids, size_t capacity, size_t* written) {
  if (written == nullptr) return report(null_argument("attn_translate_ids", "written"));
  *written = 0;
  if (translator == nullptr) return report(null_argument("attn_translate_ids", "translator"));
  if (source_ids == nullptr && count != 0) return report(null_argument("attn_translate_ids", "source_ids"));
  if (out_ids == nullptr && capacity != 0) return report(null_argument("attn_translate_ids", "out_ids"));
  return report(translator->translator->translate_ids(source_ids, count, out_ids, capacity, written));
}

}  // extern "C"
