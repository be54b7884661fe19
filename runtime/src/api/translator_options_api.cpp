// C API: translator options a model file asks for. The converter stores decoding settings chosen for a model
// (the length penalty tuned on dev, an imported model's own penalty rule) as metadata; every front end (CLI,
// Python, Java, Swift) starts from this one reading of them rather than parsing the metadata itself.
#include <charconv>
#include <cmath>
#include <string_view>
#include <system_error>

#include "attn/attn.h"
#include "base/src/core/status.h"
#include "runtime/src/api/error.h"
#include "runtime/src/api/model_handle.h"

namespace {

using attn::Status;
using attn::StatusCode;

// A metadata value written by a converter: the whole string must be the number (from_chars: no locale, no
// leading spaces), finite and not negative (a negative alpha rewards length without bound).
bool parse_alpha(std::string_view text, float* out) {
  float value = 0.f;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value) || value < 0.f)
    return false;
  *out = value;
  return true;
}

bool parse_kind(std::string_view text, int32_t* out) {
  if (text == "gnmt") {
    *out = ATTN_LENGTH_PENALTY_GNMT;
  } else if (text == "power") {
    *out = ATTN_LENGTH_PENALTY_POWER;
  } else {
    return false;
  }
  return true;
}

}  // namespace

using attn::report;

extern "C" {

attn_status attn_translator_options_init_for_model(const attn_model* model,
                                                   attn_translator_options* options) {
  if (options == nullptr) {
    return report(Status::Error(StatusCode::kInvalidArgument,
                                "attn_translator_options_init_for_model: options is null"));
  }
  attn_translator_options_init(options);
  if (model == nullptr || !model->model) {
    return report(
        Status::Error(StatusCode::kInvalidArgument, "attn_translator_options_init_for_model: model is null"));
  }
  const char* alpha = nullptr;
  const char* kind = nullptr;
  if (attn_status s = attn_model_get_metadata(model, "length_penalty", &alpha); s != ATTN_OK) return s;
  if (attn_status s = attn_model_get_metadata(model, "length_penalty_kind", &kind); s != ATTN_OK) return s;
  attn_translator_options stored = *options;
  if (alpha != nullptr && !parse_alpha(alpha, &stored.length_penalty)) {
    return report(Status::Error(StatusCode::kInvalidModel,
                                "the model's metadata length_penalty is '%s', not a non-negative number",
                                alpha));
  }
  if (kind != nullptr && !parse_kind(kind, &stored.length_penalty_kind)) {
    return report(Status::Error(StatusCode::kInvalidModel,
                                "the model's metadata length_penalty_kind is '%s', not 'gnmt' or 'power'",
                                kind));
  }
  *options = stored;
  return ATTN_OK;
}

}  // extern "C"
