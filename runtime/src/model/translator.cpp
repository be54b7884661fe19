#include "runtime/src/model/translator.h"

#include <cmath>
#include <cstddef>
#include <cstring>
#include <new>
#include <span>

#include "runtime/src/kernels/embedding.h"
#include "runtime/src/model/shortlist_union.h"
#include "runtime/src/model/translator_limits.h"

namespace attn {
namespace {

// The first version of attn_translator_options ended with `threads`; `max_batch` came next. A struct of the
// first version gets max_batch's default; a later, larger struct from a newer header is accepted and its
// unknown tail ignored.
constexpr size_t kFirstOptionsSize = offsetof(attn_translator_options, threads) + sizeof(int32_t);

Status out_of_range(const char* name, long long value, long long lo, long long hi) {
  return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "translator options: %s is %lld, must be in [%lld, %lld]", name,
                       value, lo, hi);
}

bool is_ascii_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

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

// options->float_activation_layers where the caller's struct has the field, else nullptr (the default).
const char* float_activation_layers_of(const attn_translator_options* options) {
  constexpr size_t kSizeWithField =
      offsetof(attn_translator_options, float_activation_layers) + sizeof(const char*);
  if (options == nullptr || options->struct_size < kSizeWithField) return nullptr;
  return options->float_activation_layers;
}

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
    std::memcpy(&o, options, options->struct_size < sizeof(o) ? options->struct_size : sizeof(o));
  }
  const Architecture& arch = model.architecture();
  const int32_t max_positions = static_cast<int32_t>(arch.max_positions);
  if (max_positions < 2) {
    return Status::Error(ATTN_ERROR_UNSUPPORTED, "model: max_positions is %d, a translator needs at least 2",
                         max_positions);
  }
  if (o.beam_size < 1 || o.beam_size > kMaxBeam) return out_of_range("beam_size", o.beam_size, 1, kMaxBeam);
  if (!std::isfinite(o.length_penalty) || o.length_penalty < 0.f || o.length_penalty > kMaxLengthPenalty) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
                         "translator options: length_penalty is %g, must be in [0, %g]",
                         static_cast<double>(o.length_penalty), static_cast<double>(kMaxLengthPenalty));
  }
  if (o.length_penalty_kind != ATTN_LENGTH_PENALTY_GNMT &&
      o.length_penalty_kind != ATTN_LENGTH_PENALTY_POWER) {
    return Status::Error(
        ATTN_ERROR_INVALID_ARGUMENT,
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
  if (hooks.pad_finished_sentences) t->decode_ = &search::BatchDecoding::decode_padded;
  // The linear layers' backend is chosen here, once: XNNPACK operators are created (weights packed) now, and
  // translating only sets them up and runs them. The encoder runs its layers on up to max_source_tokens rows
  // (one sentence at a time), a decoder step (the vocabulary projection included) on up to
  // max_batch × beam_size rows.
  const size_t step_rows = plan.max_batch * plan.beam_size;
  const size_t max_rows = plan.max_source_tokens > step_rows ? plan.max_source_tokens : step_rows;
  // With a shortlist every sentence's logits come from the shortlist kernel: the vocabulary projection is
  // never run, so it is not packed.
  const bool pack_output = !plan.use_shortlist;
  const char* float_activation_layers = float_activation_layers_of(options);
  auto linears =
      model::ModelLinears::create(weights, hooks.backend, plan.threads, max_rows, step_rows, pack_output,
                                  model.packed_weights().provider(), float_activation_layers);
  if (!linears.ok() && hooks.backend == LinearBackend::kXnnpack &&
      linears.status().code() == ATTN_ERROR_UNSUPPORTED) {
    // A CPU XNNPACK does not support keeps the portable kernel, single-threaded.
    linears = model::ModelLinears::create(weights, LinearBackend::kPortable, 1, max_rows, step_rows,
                                          pack_output, nullptr, float_activation_layers);
  }
  if (!linears.ok()) return linears.status();
  t->linears_ = std::move(linears).value();
  // XNNPACK now holds a packed copy of every linear layer (one per model, shared by its translators, where
  // the layer's type packs into the model's cache): a mapped model's pages of those weights are dropped (the
  // portable kernels read them in place, so they stay).
  if (t->linears_->backend() == LinearBackend::kXnnpack) model.release_packed_weights();
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
  if (arch.position_encoding == schema::PositionEncoding::SinusoidalConcat) {
    kernels::sinusoidal_positions_concat(t->positions_, position_rows, arch.d_model);
  } else {
    kernels::sinusoidal_positions(t->positions_, position_rows, arch.d_model);
  }
  if (t->shortlist_marks_ != nullptr) std::memset(t->shortlist_marks_, 0, arch.vocab_size);
  return t;
}

void Translator::carve(Arena& arena) {
  const ModelWeights& weights = model_.weights();
  const size_t D = weights.arch.d_model;
  const size_t position_rows = plan_.max_source_tokens > plan_.max_length ? plan_.max_source_tokens : plan_.max_length;
  positions_ = arena.allocate<float>(position_rows * D);
  tokenizer_workspace_bytes_ = model_.tokenizer().workspace_bytes(plan_.max_input_bytes);
  tokenizer_workspace_ = arena.allocate<std::byte>(tokenizer_workspace_bytes_);
  const size_t batch = plan_.max_batch;
  source_ids_ = arena.allocate<int32_t>(batch * plan_.max_source_tokens);
  target_ids_ = arena.allocate<int32_t>(batch * plan_.max_length);
  source_counts_ = arena.allocate<size_t>(batch);
  results_ = arena.allocate<search::SearchResult>(batch);
  decoding_.emplace(batch, plan_.beam_size, model_.tokenizer().eos_id(), arena);
  batch_searches_ = arena.allocate<search::SentenceSearch*>(batch);
  partial_text_bytes_ = plan_.max_length * kMaxPieceTextBytes + 1;
  partial_text_ = arena.allocate<char>(partial_text_bytes_);
  if (plan_.use_shortlist) {
    const uint32_t V = weights.arch.vocab_size;
    shortlist_capacity_ = model::max_shortlist_union(model_.shortlist(), V, plan_.max_source_tokens);
    shortlist_ids_ = arena.allocate<int32_t>(batch * shortlist_capacity_);
    shortlist_sizes_ = arena.allocate<size_t>(batch);
    shortlist_marks_ = arena.allocate<uint8_t>(V);
  }
  text_pieces_ = arena.allocate<text::Span>(batch);
  verbatim_pieces_ = arena.allocate<uint8_t>(batch);
  alignment_probe_ = arena.allocate<float>(plan_.max_source_tokens);
  token_log_probs_ = arena.allocate<float>(plan_.max_length + 1);
  token_sources_ = arena.allocate<int32_t>(plan_.max_length + 1);
  source_spans_ = arena.allocate<text::Span>(plan_.max_source_tokens);
  aligned_tokens_ = arena.allocate<text::AlignedToken>(plan_.max_length + 1);
  markup_text_capacity_ = text::markup_text_capacity(plan_.max_input_bytes);
  markup_text_ = arena.allocate<char>(markup_text_capacity_);
  markup_tag_capacity_ = text::markup_tag_capacity(plan_.max_input_bytes);
  markup_tags_ = arena.allocate<text::MarkupTag>(markup_tag_capacity_);
  tag_events_ = arena.allocate<text::TagEvent>(markup_tag_capacity_);
  tag_scratch_ = arena.allocate<uint32_t>(3 * markup_tag_capacity_);
  markup_warning_ = arena.allocate<char>(Status::kMaxMessage);
  encoder_.emplace(weights, *linears_, positions_, plan_.max_source_tokens, arena);
  decoder_.emplace(weights, *linears_, positions_, plan_.max_source_tokens, plan_.max_length, plan_.beam_size,
                   arena, batch);
  // One search per sentence of a batch, constructed in the arena (they own no other memory; nothing needs
  // destroying). A measuring arena constructs nothing; a temporary BeamSearch counts its buffers instead.
  searches_ = arena.allocate<search::SentenceSearch*>(batch);
  for (size_t j = 0; j < batch; ++j) {
    if (plan_.beam_size == 1) {
      void* place = arena.allocate<search::GreedySearch>(1);
      if (place != nullptr) searches_[j] = new (place) search::GreedySearch();
    } else {
      void* place = arena.allocate<search::BeamSearch>(1);
      if (place != nullptr) {
        searches_[j] = new (place) search::BeamSearch(plan_.beam_size, plan_.max_length, arena);
      } else {
        search::BeamSearch counted(plan_.beam_size, plan_.max_length, arena);
      }
    }
  }
}

void Translator::begin_call() {
  call_cancel_mark_ = cancel_requests_.load(std::memory_order_relaxed);
  if (time_limit_ms_ != 0) call_start_ = std::chrono::steady_clock::now();
}

Status Translator::check_stop() const {
  if (cancel_requests_.load(std::memory_order_relaxed) != call_cancel_mark_) {
    return Status::Error(ATTN_ERROR_CANCELLED, "translate: cancelled by attn_translator_cancel");
  }
  if (time_limit_ms_ != 0) {
    const auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                               call_start_);
    if (elapsed.count() >= time_limit_ms_) {
      return Status::Error(ATTN_ERROR_CANCELLED, "translate: the time limit of %u ms passed (after %lld ms)",
                           time_limit_ms_, static_cast<long long>(elapsed.count()));
    }
  }
  return Status::Ok();
}

Status Translator::run_batch(size_t n, search::SearchObserver* observer) {
  const Tokenizer& tokenizer = model_.tokenizer();
  // Sentence by sentence through the encoder (no padding), each one's cross-attention keys/values into its
  // own slot of the decoder; then all of them decoded together (search/decoding.h).
  for (size_t j = 0; j < n; ++j) {
    results_[j] = search::SearchResult();
    batch_searches_[j] = nullptr;
    const size_t count = source_counts_[j];
    if (count == 0) continue;
    ATTN_RETURN_IF_ERROR(check_stop());
    ATTN_ASSIGN_OR_RETURN(const float* encoded, encoder_->encode(source_ids(j), count));
    ATTN_RETURN_IF_ERROR(decoder_->start(j, encoded, count));
    if (plan_.use_shortlist) {
      int32_t* ids = shortlist_ids_ + j * shortlist_capacity_;
      shortlist_sizes_[j] =
          model::build_shortlist_union(model_.shortlist(), model_.architecture().vocab_size,
                                       tokenizer.eos_id(), source_ids(j), count, shortlist_marks_, ids);
      decoder_->set_vocabulary(j, ids, shortlist_sizes_[j]);
    }
    search::SearchOptions options;
    options.beam_size = plan_.beam_size;
    options.length_penalty = plan_.length_penalty;
    options.length_penalty_kind = plan_.length_penalty_kind;
    options.max_length = count + plan_.max_extra_tokens < plan_.max_length ? count + plan_.max_extra_tokens
                                                                             : plan_.max_length;
    options.bos_id = tokenizer.bos_id();
    options.eos_id = tokenizer.eos_id();
    options.observer = observer;
    searches_[j]->start(options, target_ids(j));
    batch_searches_[j] = searches_[j];
  }
  ATTN_RETURN_IF_ERROR(((*decoding_).*decode_)(batch_searches_, n, *this));
  for (size_t j = 0; j < n; ++j) {
    if (batch_searches_[j] != nullptr) results_[j] = batch_searches_[j]->result();
  }
  return Status::Ok();
}

Result<const float*> Translator::step(const int32_t* tokens, size_t count, size_t position,
                                      const int32_t* slots, const int32_t* sentences) {
  return decoder_->step(tokens, count, position, {slots, sentences});
}

search::StepLogProbs Translator::log_probs(size_t sentence, const float* output, size_t first_row) const {
  const size_t V = model_.architecture().vocab_size;
  if (!plan_.use_shortlist) return search::StepLogProbs{output + first_row * V, V, V, nullptr};
  return search::StepLogProbs{output + first_row * V, V, shortlist_sizes_[sentence],
                              shortlist_ids_ + sentence * shortlist_capacity_};
}

void Translator::reorder(size_t sentence, const int32_t* parents, size_t count, size_t positions) {
  decoder_->reorder(sentence * plan_.beam_size, parents, count, positions);
}

const int32_t* Translator::vocabulary(size_t sentence, size_t* size) const {
  if (!plan_.use_shortlist || sentence >= plan_.max_batch) {
    *size = model_.architecture().vocab_size;
    return nullptr;
  }
  *size = shortlist_sizes_[sentence];
  return shortlist_ids_ + sentence * shortlist_capacity_;
}

Status Translator::tokenize(std::string_view text, int32_t* ids, size_t* count) {
  *count = 0;
  if (text.size() > plan_.max_input_bytes) {
    return Status::Error(ATTN_ERROR_INPUT_TOO_LONG, "translate: text has %zu bytes, the translator accepts %zu",
                         text.size(), plan_.max_input_bytes);
  }
  bool blank = true;
  for (char c : text) blank = blank && is_ascii_space(c);
  if (blank) return Status::Ok();
  // One id is kept free for eos.
  const Status encoded = model_.tokenizer().encode(
      text, std::span<std::byte>(tokenizer_workspace_, tokenizer_workspace_bytes_),
      std::span<int32_t>(ids, plan_.max_source_tokens - 1), count);
  if (encoded.code() == ATTN_ERROR_INPUT_TOO_LONG) {
    return Status::Error(ATTN_ERROR_INPUT_TOO_LONG,
                         "translate: the text has more than %zu tokens, the translator accepts %zu (with eos)",
                         plan_.max_source_tokens - 1, plan_.max_source_tokens);
  }
  return encoded;
}

Status Translator::load_ids(size_t sentence, const int32_t* ids, size_t count) {
  source_counts_[sentence] = 0;
  if (count + 1 > plan_.max_source_tokens) {
    return Status::Error(ATTN_ERROR_INPUT_TOO_LONG,
                         "translate_ids: %zu source ids plus eos exceed the translator's %zu source tokens", count,
                         plan_.max_source_tokens);
  }
  const uint32_t V = model_.architecture().vocab_size;
  for (size_t i = 0; i < count; ++i) {
    if (ids[i] < 0 || static_cast<uint32_t>(ids[i]) >= V) {
      return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "translate_ids: source id %d at index %zu is outside [0, %u)",
                           ids[i], i, V);
    }
  }
  if (count > 0) {
    std::memcpy(source_ids(sentence), ids, count * sizeof(int32_t));
    source_ids(sentence)[count] = model_.tokenizer().eos_id();
    source_counts_[sentence] = count + 1;
  }
  return Status::Ok();
}

Status Translator::translate(std::string_view text, char* out, size_t capacity, size_t* written) {
  return translate_streaming(text, nullptr, nullptr, out, capacity, written);
}

Status Translator::translate_streaming(std::string_view text, attn_partial_callback callback, void* user_data,
                                       char* out, size_t capacity, size_t* written) {
  begin_call();
  const Tokenizer& tokenizer = model_.tokenizer();
  size_t count = 0;
  ATTN_RETURN_IF_ERROR(tokenize(text, source_ids(0), &count));
  size_t length = 0;
  if (count > 0) {
    source_ids(0)[count] = tokenizer.eos_id();
    source_counts_[0] = count + 1;
    PartialText partial(tokenizer, callback, user_data, partial_text_, partial_text_bytes_);
    ATTN_RETURN_IF_ERROR(run_batch(1, callback != nullptr ? &partial : nullptr));
    if (results_[0].cancelled) {
      return Status::Error(ATTN_ERROR_CANCELLED, "translate: cancelled by the streaming callback after %zu steps",
                           partial.steps());
    }
    length = results_[0].length;
  }
  // Room for the NUL is kept back from the tokenizer.
  const size_t text_capacity = capacity == 0 ? 0 : capacity - 1;
  size_t bytes = 0;
  const Status decoded = tokenizer.decode(std::span<const int32_t>(target_ids(0), length),
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
  begin_call();
  ATTN_RETURN_IF_ERROR(load_ids(0, source_ids, count));
  ATTN_RETURN_IF_ERROR(run_batch(1));
  const size_t length = results_[0].length;  // 0 for an empty source (run_batch skipped it)
  if (length > capacity) {
    *written = length;
    return Status::Error(ATTN_ERROR_BUFFER_TOO_SMALL, "translate_ids: the translation has %zu ids, out_ids holds %zu",
                         length, capacity);
  }
  if (length > 0) std::memcpy(out_ids, target_ids(0), length * sizeof(int32_t));
  *written = length;
  return Status::Ok();
}

namespace {

// What a batch call reports: BUFFER_TOO_SMALL first (the caller must grow out and call again), else the first
// failed sentence, else OK.
class BatchOutcome {
 public:
  void fail(size_t index, const Status& status) {
    ++failures_;
    if (failures_ == 1) {
      first_ = Status::Error(status.code(), "%s %zu: %s", what_, index, status.message());
    }
  }
  Status finish(const char* function, size_t count, size_t needed, size_t capacity, const char* unit) const {
    if (needed > capacity) {
      return Status::Error(ATTN_ERROR_BUFFER_TOO_SMALL, "%s: the %zu translations need %zu %s, out has %zu", function,
                           count, needed, unit, capacity);
    }
    if (failures_ > 0) {
      return Status::Error(first_.code(), "%s: %zu of %zu failed; first: %s", function, failures_, count,
                           first_.message());
    }
    return Status::Ok();
  }
  explicit BatchOutcome(const char* what) : what_(what) {}

 private:
  const char* what_;
  size_t failures_ = 0;
  Status first_;
};

// A batch whose run failed (a linear layer reported an error): every sentence of it that had not failed
// already fails with that status, and translates to nothing.
void fail_unfinished(const Status& ran, size_t first, size_t n, attn_status* statuses,
                     BatchOutcome& outcome) {
  if (ran.ok()) return;
  for (size_t i = first; i < first + n; ++i) {
    if (statuses[i] != ATTN_OK) continue;
    statuses[i] = ran.code();
    outcome.fail(i, ran);
  }
}

}  // namespace

Status Translator::translate_batch(const char* const* texts, const size_t* sizes, size_t count, char* out,
                                   size_t capacity, size_t* offsets, attn_status* statuses) {
  begin_call();
  const Tokenizer& tokenizer = model_.tokenizer();
  BatchOutcome outcome("text");
  size_t offset = 0;
  offsets[0] = 0;
  for (size_t first = 0; first < count; first += plan_.max_batch) {
    const size_t n = count - first < plan_.max_batch ? count - first : plan_.max_batch;
    for (size_t j = 0; j < n; ++j) {
      const size_t i = first + j;
      source_counts_[j] = 0;
      size_t tokens = 0;
      const Status tokenized =
          texts[i] == nullptr && sizes[i] != 0
              ? Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "translate: text is null but has %zu bytes", sizes[i])
              : tokenize(std::string_view(texts[i] == nullptr ? "" : texts[i], sizes[i]), source_ids(j), &tokens);
      statuses[i] = tokenized.code();
      if (!tokenized.ok()) {
        outcome.fail(i, tokenized);
      } else if (tokens > 0) {
        source_ids(j)[tokens] = tokenizer.eos_id();
        source_counts_[j] = tokens + 1;
      }
    }
    fail_unfinished(run_batch(n), first, n, statuses, outcome);
    // Each translation goes to its offset if it fits there with its NUL; offsets advance either way, so the
    // last one is the capacity the whole batch needs.
    for (size_t j = 0; j < n; ++j) {
      const size_t i = first + j;
      const size_t length = statuses[i] == ATTN_OK ? results_[j].length : 0;
      const size_t room = capacity > offset ? capacity - offset - 1 : 0;
      size_t bytes = 0;
      const Status decoded = tokenizer.decode(std::span<const int32_t>(target_ids(j), length),
                                              std::span<char>(room > 0 ? out + offset : nullptr, room), &bytes);
      const bool fits = offset + bytes + 1 <= capacity;
      if (fits) out[offset + bytes] = '\0';
      if (statuses[i] == ATTN_OK) {
        if (!decoded.ok() && decoded.code() != ATTN_ERROR_BUFFER_TOO_SMALL) {
          statuses[i] = decoded.code();
          outcome.fail(i, decoded);
          bytes = 0;
          if (fits) out[offset] = '\0';
        } else if (!fits) {
          statuses[i] = ATTN_ERROR_BUFFER_TOO_SMALL;
        }
      }
      offset += bytes + 1;
      offsets[i + 1] = offset;
    }
  }
  return outcome.finish("translate_batch", count, offset, capacity, "bytes with their NULs");
}

Status Translator::translate_batch_ids(const int32_t* const* sources, const size_t* counts, size_t count,
                                       int32_t* out_ids, size_t capacity, size_t* offsets, attn_status* statuses) {
  begin_call();
  BatchOutcome outcome("source");
  size_t offset = 0;
  offsets[0] = 0;
  for (size_t first = 0; first < count; first += plan_.max_batch) {
    const size_t n = count - first < plan_.max_batch ? count - first : plan_.max_batch;
    for (size_t j = 0; j < n; ++j) {
      const size_t i = first + j;
      const Status loaded =
          sources[i] == nullptr && counts[i] != 0
              ? Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "translate_ids: source is null but has %zu ids", counts[i])
              : load_ids(j, sources[i], counts[i]);
      if (!loaded.ok()) source_counts_[j] = 0;
      statuses[i] = loaded.code();
      if (!loaded.ok()) outcome.fail(i, loaded);
    }
    fail_unfinished(run_batch(n), first, n, statuses, outcome);
    for (size_t j = 0; j < n; ++j) {
      const size_t i = first + j;
      const size_t length = statuses[i] == ATTN_OK ? results_[j].length : 0;
      if (length == 0 || offset + length <= capacity) {  // an empty translation needs no room
        if (length > 0) std::memcpy(out_ids + offset, target_ids(j), length * sizeof(int32_t));
      } else if (statuses[i] == ATTN_OK) {
        statuses[i] = ATTN_ERROR_BUFFER_TOO_SMALL;
      }
      offset += length;
      offsets[i + 1] = offset;
    }
  }
  return outcome.finish("translate_batch_ids", count, offset, capacity, "ids");
}

}  // namespace attn
