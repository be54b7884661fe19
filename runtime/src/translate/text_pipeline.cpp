// TextPipeline: its buffers, tokenizing, and the calls that translate whole texts (attn_translate, its
// streaming form, attn_translate_batch).
#include "runtime/src/translate/text_pipeline.h"

#include <span>

#include "runtime/src/translate/indexed_call.h"

namespace attn::translate {
namespace {

bool is_ascii_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

// Most bytes one token's text can take when decoded: a piece is at most 64 bytes (the tokenizer's limit), an
// unknown piece decodes to " ⁇ " (5 bytes).
constexpr size_t kMaxPieceTextBytes = 64;

// Streaming: detokenizes the best hypothesis after each step into the pipeline's buffer and hands it to
// the caller's callback.
class PartialText final : public search::SearchObserver {
 public:
  PartialText(const Tokenizer& tokenizer, attn_partial_callback callback, void* user_data, char* buffer,
              size_t capacity)
      : tokenizer_(tokenizer),
        callback_(callback),
        user_data_(user_data),
        buffer_(buffer),
        capacity_(capacity) {}

  bool on_step(const int32_t* tokens, size_t count) override {
    size_t bytes = 0;
    // The buffer holds kMaxPieceTextBytes per token plus the NUL (see carve()), so decoding fits; should it
    // not, the caller sees the text cut at the buffer's end rather than no text at all.
    if (!tokenizer_
             .decode(std::span<const int32_t>(tokens, count), std::span<char>(buffer_, capacity_ - 1), &bytes)
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

}  // namespace

void TextPipeline::carve(Arena& arena) {
  tokenizer_workspace_bytes_ = model_.tokenizer().workspace_bytes(plan_.max_input_bytes);
  tokenizer_workspace_ = arena.allocate<std::byte>(tokenizer_workspace_bytes_);
  const size_t batch = plan_.max_batch;
  partial_text_bytes_ = plan_.max_length * kMaxPieceTextBytes + 1;
  partial_text_ = arena.allocate<char>(partial_text_bytes_);
  text_pieces_ = arena.allocate<text::Span>(batch);
  verbatim_pieces_ = arena.allocate<uint8_t>(batch);
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
}

Status TextPipeline::tokenize(std::string_view text, int32_t* ids, size_t* count) {
  *count = 0;
  if (text.size() > plan_.max_input_bytes) {
    return Status::Error(StatusCode::kInputTooLong,
                         "translate: text has %zu bytes, the translator accepts %zu", text.size(),
                         plan_.max_input_bytes);
  }
  bool blank = true;
  for (char c : text) blank = blank && is_ascii_space(c);
  if (blank) return Status::Ok();
  // One id is kept free for eos.
  const Status encoded =
      model_.tokenizer().encode(text, std::span<std::byte>(tokenizer_workspace_, tokenizer_workspace_bytes_),
                                std::span<int32_t>(ids, plan_.max_source_tokens - 1), count);
  if (encoded.code() == StatusCode::kInputTooLong) {
    return Status::Error(
        StatusCode::kInputTooLong,
        "translate: the text has more than %zu tokens, the translator accepts %zu (with eos)",
        plan_.max_source_tokens - 1, plan_.max_source_tokens);
  }
  return encoded;
}

Status TextPipeline::load(std::string_view text, size_t slot) {
  size_t count = 0;
  ATTN_RETURN_IF_ERROR(tokenize(text, engine_.source_slot(slot), &count));
  engine_.set_source(slot, count);
  return Status::Ok();
}

Status TextPipeline::translate(std::string_view text, attn_partial_callback callback, void* user_data,
                               char* out, size_t capacity, size_t* written) {
  const Tokenizer& tokenizer = model_.tokenizer();
  PartialText partial(tokenizer, callback, user_data, partial_text_, partial_text_bytes_);
  ATTN_RETURN_IF_ERROR(engine_.translate_one([&](size_t slot) { return load(text, slot); },
                                             callback != nullptr ? &partial : nullptr));
  if (engine_.result(0).cancelled) {
    return Status::Error(StatusCode::kCancelled,
                         "translate: cancelled by the streaming callback after %zu steps", partial.steps());
  }
  const size_t length = engine_.result(0).length;  // 0 for blank text (nothing was run)
  // Room for the NUL is kept back from the tokenizer.
  const size_t text_capacity = capacity == 0 ? 0 : capacity - 1;
  size_t bytes = 0;
  const Status decoded = tokenizer.decode(std::span<const int32_t>(engine_.target_ids(0), length),
                                          std::span<char>(out, text_capacity), &bytes);
  if (decoded.code() == StatusCode::kBufferTooSmall || (decoded.ok() && capacity == 0)) {
    *written = bytes + 1;
    return Status::Error(StatusCode::kBufferTooSmall,
                         "translate: the translation needs %zu bytes with its NUL, out has %zu", bytes + 1,
                         capacity);
  }
  ATTN_RETURN_IF_ERROR(decoded);
  out[bytes] = '\0';
  *written = bytes;
  return Status::Ok();
}

Status TextPipeline::translate_batch(const char* const* texts, const size_t* sizes, size_t count, char* out,
                                     size_t capacity, size_t* offsets, StatusArray statuses) {
  const Tokenizer& tokenizer = model_.tokenizer();
  IndexedCall call("text", count, statuses);
  const auto load_text = [&](size_t i, size_t slot) {
    return texts[i] == nullptr && sizes[i] != 0
               ? Status::Error(StatusCode::kInvalidArgument, "translate: text is null but has %zu bytes",
                               sizes[i])
               : load(std::string_view(texts[i] == nullptr ? "" : texts[i], sizes[i]), slot);
  };
  size_t offset = 0;
  offsets[0] = 0;
  // Each translation goes to its offset if it fits there with its NUL; offsets advance either way, so the
  // last one is the capacity the whole batch needs.
  const auto write = [&](size_t i, size_t slot) {
    const size_t length = statuses[i] == StatusCode::kOk ? engine_.result(slot).length : 0;
    const size_t room = capacity > offset ? capacity - offset - 1 : 0;
    size_t bytes = 0;
    const Status decoded = tokenizer.decode(std::span<const int32_t>(engine_.target_ids(slot), length),
                                            std::span<char>(room > 0 ? out + offset : nullptr, room), &bytes);
    const bool fits = offset + bytes + 1 <= capacity;
    if (fits) out[offset + bytes] = '\0';
    if (statuses[i] == StatusCode::kOk) {
      if (!decoded.ok() && decoded.code() != StatusCode::kBufferTooSmall) {
        call.fail(i, decoded);
        bytes = 0;
        if (fits) out[offset] = '\0';
      } else if (!fits) {
        statuses.set(i, StatusCode::kBufferTooSmall);
      }
    }
    offset += bytes + 1;
    offsets[i + 1] = offset;
  };
  ATTN_RETURN_IF_ERROR(
      engine_.translate([&](size_t slot) { return call.load(slot, load_text); },
                        [&](size_t n, const Status& ran) { return call.take(n, ran, write); }));
  return call.finish("translate_batch", offset, capacity, "bytes with their NULs");
}

}  // namespace attn::translate
