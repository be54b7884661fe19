#include "model/translator.h"

#include <cmath>
#include <cstring>
#include <new>
#include <span>

#include "kernels/embedding.h"

namespace attn {
namespace {

// Upper bounds on options, so that every buffer size computed from them stays far from overflow.
constexpr int32_t kMaxBeam = 64;
constexpr int32_t kMaxInputBytes = 1 << 24;
constexpr int32_t kMaxExtraTokens = 1 << 16;
constexpr int32_t kMaxThreads = 256;

// The first (and so far only) version of attn_translator_options ends with `threads`; a later, larger struct
// from a newer header is accepted and its unknown tail ignored.
constexpr size_t kFirstOptionsSize = offsetof(attn_translator_options, threads) + sizeof(int32_t);

Status out_of_range(const char* name, long long value, long long lo, long long hi) {
  return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "translator options: %s is %lld, must be in [%lld, %lld]", name,
                       value, lo, hi);
}

bool is_ascii_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

// The decoder as search sees it.
class DecoderSteps final : public search::StepFunction {
 public:
  DecoderSteps(model::Decoder& decoder, size_t vocab_size) : decoder_(decoder), vocab_size_(vocab_size) {}
  size_t vocab_size() const override { return vocab_size_; }
  const float* step(const int32_t* tokens, size_t count, size_t position) override {
    return decoder_.step(tokens, count, position);
  }
  void reorder(const int32_t* parents, size_t count, size_t positions) override {
    decoder_.reorder(parents, count, positions);
  }

 private:
  model::Decoder& decoder_;
  size_t vocab_size_;
};

// Streaming: detokenizes the best hypothesis after each step into the translator's buffer and hands it to
// the caller's callback.
class PartialText final : public search::SearchObserver {
 public:
  PartialText(const Tokenizer& tokenizer, attn_partial_callback callback, void* user_data, char* buffer,
              size_t capacity)
      : tokenizer_(tokenizer), callback_(callback), user_data_(user_data), buffer_(buffer), capacity_(capacity) {}

  bool on_step(const int32_t* tokens, size_t count) override {
    size_t bytes = 0;
    // The buffer holds kMaxPieceTextBytes per token plus the NUL (see carve()), so decoding fits; should it
    // not, the caller sees the text cut at the buffer's end rather than no text at all.
    if (!tokenizer_.decode(std::span<const int32_t>(tokens, count), std::span<char>(buffer_, capacity_ - 1),
                           &bytes)
             .ok()) {
      bytes = bytes < capacity_ - 1 ? bytes : capacity_ - 1;
    }
    buffer_[bytes] = '\0';
    ++steps_;
    return callback_(user_data_, buffer_, bytes) == 0;
  }
  size_t steps() const { return steps_; }

 private:
  const Tokenizer& tokenizer_;
  attn_partial_callback callback_;
  void* user_data_;
  char* buffer_;
  size_t capacity_;
  size_t steps_ = 0;
};

// Most bytes one token's text can take when decoded: a piece is at most 64 bytes (the tokenizer's limit), an
// unknown piece decodes to " ⁇ " (5 bytes).
constexpr size_t kMaxPieceTextBytes = 64;

}  // namespace

Result<TranslatorPlan> plan_translator(const Model& model, const attn_translator_options* options) {
  attn_translator_options o;
  attn_translator_options_init(&o);
  if (options != nullptr) {
    if (options->struct_size < kFirstOptionsSize) {
      return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
                           "translator options: struct_size is %zu, expected sizeof(attn_translator_options) = %zu; "
                           "call attn_translator_options_init first",
                           options->struct_size, sizeof(attn_translator_options));
    }
    std::memcpy(&o, options, kFirstOptionsSize);
  }
  const Architecture& arch = model.architecture();
  const int32_t max_positions = static_cast<int32_t>(arch.max_positions);
  if (max_positions < 2) {
    return Status::Error(ATTN_ERROR_UNSUPPORTED, "model: max_positions is %d, a translator needs at least 2",
                         max_positions);
  }
  if (o.beam_size < 1 || o.beam_size > kMaxBeam) return out_of_range("beam_size", o.beam_size, 1, kMaxBeam);
  if (!std::isfinite(o.length_penalty) || o.length_penalty < 0.f || o.length_penalty > 10.f) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "translator options: length_penalty is %g, must be in [0, 10]",
                         static_cast<double>(o.length_penalty));
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

  TranslatorPlan plan;
  plan.beam_size = static_cast<size_t>(o.beam_size);
  plan.length_penalty = o.length_penalty;
  plan.max_input_bytes = static_cast<size_t>(o.max_input_bytes);
  plan.max_source_tokens = static_cast<size_t>(o.max_source_tokens);
  plan.max_extra_tokens = static_cast<size_t>(o.max_extra_tokens);
  plan.max_target_tokens = static_cast<size_t>(o.max_target_tokens);
  size_t max_length = plan.max_source_tokens + plan.max_extra_tokens;
  if (max_length > plan.max_target_tokens) max_length = plan.max_target_tokens;
  plan.max_length = max_length;  // max_target_tokens <= max_positions − 1 already
  plan.threads = static_cast<size_t>(o.threads);
  return plan;
}

Result<std::unique_ptr<Translator>> Translator::create(const Model& model, const attn_translator_options* options,
                                                       LinearBackend backend) {
  TranslatorHooks hooks;
  hooks.backend = backend;
  return create(model, options, hooks);
}

Result<std::unique_ptr<Translator>> Translator::create(const Model& model, const attn_translator_options* options,
                                                       const TranslatorHooks& hooks) {
  ATTN_ASSIGN_OR_RETURN(const TranslatorPlan plan, plan_translator(model, options));
  const ModelWeights& weights = model.weights();
  const Architecture& arch = weights.arch;
  if (hooks.observer != nullptr && hooks.backend != LinearBackend::kXnnpack) {
    return Status::Error(ATTN_ERROR_UNSUPPORTED, "translator: a linear observer needs the XNNPACK backend");
  }
  if (arch.heads == 0 || arch.d_model % arch.heads != 0) {
    return Status::Error(ATTN_ERROR_INVALID_MODEL, "model: d_model %u is not a multiple of heads %u", arch.d_model,
                         arch.heads);
  }
  if (model.tokenizer().vocab_size() != arch.vocab_size) {
    return Status::Error(ATTN_ERROR_INVALID_MODEL, "model: tokenizer has %u pieces but vocab_size is %u",
                         model.tokenizer().vocab_size(), arch.vocab_size);
  }

  std::unique_ptr<Translator> t(new (std::nothrow) Translator(model, plan));
  if (!t) return Status::Error(ATTN_ERROR_OUT_OF_MEMORY, "cannot allocate a translator");
  // Operators are created (weights packed) here, once; translating only sets them up and runs them.
  if (hooks.backend == LinearBackend::kXnnpack) {
    // The encoder runs its layers on up to max_source_tokens rows, a decoder step (the vocabulary projection
    // included) on up to beam_size rows.
    const size_t max_rows = plan.max_source_tokens > plan.beam_size ? plan.max_source_tokens : plan.beam_size;
    auto linears = model::ModelLinears::create(weights, plan.threads, max_rows, hooks.observer, plan.beam_size);
    if (linears.ok()) {
      t->linears_ = std::move(linears).value();
    } else if (linears.status().code() != ATTN_ERROR_UNSUPPORTED || hooks.observer != nullptr) {
      return linears.status();
    }  // else: a CPU XNNPACK does not support keeps the portable kernel, single-threaded.
  }
  Arena measure;
  t->carve(measure);
  if (!t->arena_.allocate(measure.used())) {
    return Status::Error(ATTN_ERROR_OUT_OF_MEMORY, "cannot allocate the translator's %zu-byte arena", measure.used());
  }
  Arena arena(t->arena_.data(), t->arena_.size());
  t->carve(arena);
  if (arena.overflowed() || arena.used() != measure.used()) {
    return Status::Error(ATTN_ERROR_INTERNAL, "translator memory plan changed between measuring and carving");
  }
  const size_t position_rows = plan.max_source_tokens > plan.max_length ? plan.max_source_tokens : plan.max_length;
  kernels::sinusoidal_positions(t->positions_, position_rows, arch.d_model);
  return t;
}

void Translator::carve(Arena& arena) {
  const ModelWeights& weights = model_.weights();
  const size_t D = weights.arch.d_model;
  const size_t position_rows = plan_.max_source_tokens > plan_.max_length ? plan_.max_source_tokens : plan_.max_length;
  positions_ = arena.allocate<float>(position_rows * D);
  tokenizer_workspace_bytes_ = model_.tokenizer().workspace_bytes(plan_.max_input_bytes);
  tokenizer_workspace_ = arena.allocate<std::byte>(tokenizer_workspace_bytes_);
  source_ids_ = arena.allocate<int32_t>(plan_.max_source_tokens);
  target_ids_ = arena.allocate<int32_t>(plan_.max_length);
  partial_text_bytes_ = plan_.max_length * kMaxPieceTextBytes + 1;
  partial_text_ = arena.allocate<char>(partial_text_bytes_);
  encoder_.emplace(weights, positions_, plan_.max_source_tokens, arena, linears_.get());
  decoder_.emplace(weights, positions_, plan_.max_source_tokens, plan_.max_length, plan_.beam_size, arena,
                   linears_.get());
  beam_search_.emplace(plan_.beam_size, plan_.max_length, arena);
}

search::SearchResult Translator::run(size_t count, search::SearchObserver* observer) {
  const Tokenizer& tokenizer = model_.tokenizer();
  const float* encoder_output = encoder_->encode(source_ids_, count);
  decoder_->start(encoder_output, count);
  search::SearchOptions options;
  options.beam_size = plan_.beam_size;
  options.length_penalty = plan_.length_penalty;
  options.max_length = count + plan_.max_extra_tokens < plan_.max_length ? count + plan_.max_extra_tokens
                                                                           : plan_.max_length;
  options.bos_id = tokenizer.bos_id();
  options.eos_id = tokenizer.eos_id();
  options.observer = observer;
  DecoderSteps steps(*decoder_, model_.architecture().vocab_size);
  if (plan_.beam_size == 1) return search::greedy_search(steps, options, target_ids_);
  return beam_search_->run(steps, options, target_ids_);
}

Status Translator::translate(std::string_view text, char* out, size_t capacity, size_t* written) {
  return translate_streaming(text, nullptr, nullptr, out, capacity, written);
}

Status Translator::translate_streaming(std::string_view text, attn_partial_callback callback, void* user_data,
                                       char* out, size_t capacity, size_t* written) {
  if (text.size() > plan_.max_input_bytes) {
    return Status::Error(ATTN_ERROR_INPUT_TOO_LONG, "translate: text has %zu bytes, the translator accepts %zu",
                         text.size(), plan_.max_input_bytes);
  }
  const Tokenizer& tokenizer = model_.tokenizer();
  size_t count = 0;
  bool blank = true;
  for (char c : text) blank = blank && is_ascii_space(c);
  if (!blank) {
    // One id is kept free for eos.
    const Status encoded = tokenizer.encode(
        text, std::span<std::byte>(tokenizer_workspace_, tokenizer_workspace_bytes_),
        std::span<int32_t>(source_ids_, plan_.max_source_tokens - 1), &count);
    if (encoded.code() == ATTN_ERROR_INPUT_TOO_LONG) {
      return Status::Error(ATTN_ERROR_INPUT_TOO_LONG,
                           "translate: the text has more than %zu tokens, the translator accepts %zu (with eos)",
                           plan_.max_source_tokens - 1, plan_.max_source_tokens);
    }
    ATTN_RETURN_IF_ERROR(encoded);
  }
  size_t length = 0;
  if (count > 0) {
    source_ids_[count] = tokenizer.eos_id();
    PartialText partial(tokenizer, callback, user_data, partial_text_, partial_text_bytes_);
    const search::SearchResult result = run(count + 1, callback != nullptr ? &partial : nullptr);
    if (result.cancelled) {
      return Status::Error(ATTN_ERROR_CANCELLED, "translate: cancelled by the streaming callback after %zu steps",
                           partial.steps());
    }
    length = result.length;
  }
  // Room for the NUL is kept back from the tokenizer.
  const size_t text_capacity = capacity == 0 ? 0 : capacity - 1;
  size_t bytes = 0;
  const Status decoded = tokenizer.decode(std::span<const int32_t>(target_ids_, length),
                                          std::span<char>(out, text_capacity), &bytes);
  if (decoded.code() == ATTN_ERROR_BUFFER_TOO_SMALL || (decoded.ok() && capacity == 0)) {
    *written = bytes + 1;
    return Status::Error(ATTN_ERROR_BUFFER_TOO_SMALL, "translate: the translation needs %zu bytes with its NUL, out has %zu",
                         bytes + 1, capacity);
  }
  ATTN_RETURN_IF_ERROR(decoded);
  out[bytes] = '\0';
  *written = bytes;
  return Status::Ok();
}

Status Translator::translate_ids(const int32_t* source_ids, size_t count, int32_t* out_ids, size_t capacity,
                                 size_t* written) {
  if (count + 1 > plan_.max_source_tokens) {
    return Status::Error(ATTN_ERROR_INPUT_TOO_LONG,
                         "translate_ids: %zu source ids plus eos exceed the translator's %zu source tokens", count,
                         plan_.max_source_tokens);
  }
  const uint32_t V = model_.architecture().vocab_size;
  for (size_t i = 0; i < count; ++i) {
    if (source_ids[i] < 0 || static_cast<uint32_t>(source_ids[i]) >= V) {
      return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "translate_ids: source id %d at index %zu is outside [0, %u)",
                           source_ids[i], i, V);
    }
  }
  size_t length = 0;
  if (count > 0) {
    std::memcpy(source_ids_, source_ids, count * sizeof(int32_t));
    source_ids_[count] = model_.tokenizer().eos_id();
    length = run(count + 1).length;
  }
  if (length > capacity) {
    *written = length;
    return Status::Error(ATTN_ERROR_BUFFER_TOO_SMALL, "translate_ids: the translation has %zu ids, out_ids holds %zu",
                         length, capacity);
  }
  if (length > 0) std::memcpy(out_ids, target_ids_, length * sizeof(int32_t));
  *written = length;
  return Status::Ok();
}

}  // namespace attn
