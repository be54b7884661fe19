#include "runtime/src/translate/plan.h"

#include <cmath>
#include <cstddef>
#include <cstring>

#include "runtime/src/translate/limits.h"

namespace attn {
namespace {

// The first version of attn_translator_options ended with `threads`; `max_batch` came next. A struct of the
// first version gets max_batch's default; a later, larger struct from a newer header is accepted and its
// unknown tail ignored.
constexpr size_t kFirstOptionsSize = offsetof(attn_translator_options, threads) + sizeof(int32_t);

Status out_of_range(const char* name, long long value, long long lo, long long hi) {
  return Status::Error(StatusCode::kInvalidArgument,
                       "translator options: %s is %lld, must be in [%lld, %lld]", name, value, lo, hi);
}

}  // namespace

Result<TranslatorPlan> plan_translator(const Model& model, const attn_translator_options* options) {
  attn_translator_options o;
  attn_translator_options_init(&o);
  if (options != nullptr) {
    if (options->struct_size < kFirstOptionsSize) {
      return Status::Error(
          StatusCode::kInvalidArgument,
          "translator options: struct_size is %zu, expected sizeof(attn_translator_options) = %zu; "
          "call attn_translator_options_init first",
          options->struct_size, sizeof(attn_translator_options));
    }
    std::memcpy(&o, options, options->struct_size < sizeof(o) ? options->struct_size : sizeof(o));
  }
  const Architecture& arch = model.architecture();
  const int32_t max_positions = static_cast<int32_t>(arch.max_positions);
  if (max_positions < 2) {
    return Status::Error(StatusCode::kUnsupported,
                         "model: max_positions is %d, a translator needs at least 2", max_positions);
  }
  if (o.beam_size < 1 || o.beam_size > kMaxBeam) return out_of_range("beam_size", o.beam_size, 1, kMaxBeam);
  if (!std::isfinite(o.length_penalty) || o.length_penalty < 0.f || o.length_penalty > kMaxLengthPenalty) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "translator options: length_penalty is %g, must be in [0, %g]",
                         static_cast<double>(o.length_penalty), static_cast<double>(kMaxLengthPenalty));
  }
  if (o.length_penalty_kind != ATTN_LENGTH_PENALTY_GNMT &&
      o.length_penalty_kind != ATTN_LENGTH_PENALTY_POWER) {
    return Status::Error(
        StatusCode::kInvalidArgument,
        "translator options: length_penalty_kind is %d, must be ATTN_LENGTH_PENALTY_GNMT (0) or "
        "ATTN_LENGTH_PENALTY_POWER (1)",
        static_cast<int>(o.length_penalty_kind));
  }
  if (o.max_input_bytes < 1 || o.max_input_bytes > kMaxInputBytes) {
    return out_of_range("max_input_bytes", o.max_input_bytes, 1, kMaxInputBytes);
  }
  // 0 selects the model-dependent defaults that attn_translator_options_init cannot know.
  if (o.max_source_tokens == 0) o.max_source_tokens = max_positions;
  if (o.max_source_tokens < 1 || o.max_source_tokens > max_positions) {
    return out_of_range("max_source_tokens", o.max_source_tokens, 1, max_positions);
  }
  if (o.max_extra_tokens < 0 || o.max_extra_tokens > kMaxExtraTokens) {
    return out_of_range("max_extra_tokens", o.max_extra_tokens, 0, kMaxExtraTokens);
  }
  if (o.max_target_tokens == 0) o.max_target_tokens = max_positions - 1;
  if (o.max_target_tokens < 1 || o.max_target_tokens > max_positions - 1) {
    return out_of_range("max_target_tokens", o.max_target_tokens, 1, max_positions - 1);
  }
  if (o.threads < 1 || o.threads > kMaxThreads) return out_of_range("threads", o.threads, 1, kMaxThreads);
  if (o.max_batch < 1 || o.max_batch > kMaxBatch) return out_of_range("max_batch", o.max_batch, 1, kMaxBatch);
  if (o.use_shortlist != 0 && o.use_shortlist != 1)
    return out_of_range("use_shortlist", o.use_shortlist, 0, 1);

  TranslatorPlan plan;
  plan.beam_size = static_cast<size_t>(o.beam_size);
  plan.length_penalty = o.length_penalty;
  plan.length_penalty_kind = o.length_penalty_kind == ATTN_LENGTH_PENALTY_POWER
                                 ? search::LengthPenalty::kPower
                                 : search::LengthPenalty::kGnmt;
  plan.max_input_bytes = static_cast<size_t>(o.max_input_bytes);
  plan.max_source_tokens = static_cast<size_t>(o.max_source_tokens);
  plan.max_extra_tokens = static_cast<size_t>(o.max_extra_tokens);
  plan.max_target_tokens = static_cast<size_t>(o.max_target_tokens);
  size_t max_length = plan.max_source_tokens + plan.max_extra_tokens;
  if (max_length > plan.max_target_tokens) max_length = plan.max_target_tokens;
  plan.max_length = max_length;  // max_target_tokens <= max_positions − 1 already
  plan.threads = static_cast<size_t>(o.threads);
  plan.max_batch = static_cast<size_t>(o.max_batch);
  plan.use_shortlist = o.use_shortlist == 1 && model.shortlist().present();
  return plan;
}

const char* float_activation_layers_of(const attn_translator_options* options) {
  constexpr size_t kSizeWithField =
      offsetof(attn_translator_options, float_activation_layers) + sizeof(const char*);
  if (options == nullptr || options->struct_size < kSizeWithField) return nullptr;
  return options->float_activation_layers;
}

}  // namespace attn
