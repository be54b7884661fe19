// TextPipeline::translate_text: text of any length (up to max_input_bytes) as sentences, with spans, scores
// and word alignments. Like translate(), it runs in the translator's arena and the caller's buffers only.
//
// One function per concern: the call's options (read_text_call), markup (strip_markup), the sentences of each
// batch (next_text_piece, text_pieces.cpp), each sentence's output (write_text_piece, into a
// text::TextOutput that does the buffer accounting; its scores and alignments are text_details.cpp), and the
// call's outcome (finish_text).
#include <cstdio>
#include <cstring>
#include <limits>
#include <span>

#include "runtime/src/tokenizer/utf8.h"
#include "runtime/src/translate/text_pipeline.h"

namespace attn::translate {
namespace {

// The first version of attn_text_options / attn_text_result: every field so far. A newer, larger struct's
// unknown tail is ignored.
constexpr size_t kFirstTextOptionsSize = sizeof(attn_text_options);
constexpr size_t kFirstTextResultSize = sizeof(attn_text_result);

// The options of one translate_text call, checked, with the alignment layer resolved against the decoder.
struct TextCall {
  bool split = true;
  bool details = false;
  bool markup = false;
  size_t alignment_layer = 0;
};

Result<TextCall> read_text_call(std::string_view text, const attn_text_options* options,
                                const attn_text_result* result, size_t decoder_layers,
                                size_t max_input_bytes) {
  attn_text_options o;
  attn_text_options_init(&o);
  if (options != nullptr) {
    if (options->struct_size < kFirstTextOptionsSize) {
      return Status::Error(
          StatusCode::kInvalidArgument,
          "translate_text: options.struct_size is %zu, expected %zu; call attn_text_options_init",
          options->struct_size, sizeof(attn_text_options));
    }
    std::memcpy(&o, options, sizeof(o));
  }
  if (result != nullptr && result->struct_size < kFirstTextResultSize) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "translate_text: result.struct_size is %zu, expected %zu", result->struct_size,
                         sizeof(attn_text_result));
  }
  if (result != nullptr && ((result->sentences == nullptr && result->sentence_capacity != 0) ||
                            (result->tokens == nullptr && result->token_capacity != 0))) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "translate_text: a result array is null with a capacity");
  }
  TextCall call;
  call.alignment_layer = decoder_layers >= 2 ? decoder_layers - 2 : 0;
  if (o.alignment_layer != -1) {
    if (o.alignment_layer < 0 || static_cast<size_t>(o.alignment_layer) >= decoder_layers) {
      return Status::Error(
          StatusCode::kInvalidArgument,
          "translate_text: alignment_layer is %d, the model has decoder layers [0, %zu) (-1: default)",
          o.alignment_layer, decoder_layers);
    }
    call.alignment_layer = static_cast<size_t>(o.alignment_layer);
  }
  if (text.size() > max_input_bytes) {
    return Status::Error(StatusCode::kInputTooLong,
                         "translate_text: text has %zu bytes, the translator accepts %zu", text.size(),
                         max_input_bytes);
  }
  const size_t invalid = utf8::find_invalid(text);
  if (invalid != std::string_view::npos) {
    return Status::Error(StatusCode::kInvalidArgument, "translate_text: invalid UTF-8 at byte %zu", invalid);
  }
  if (o.markup != ATTN_MARKUP_NONE && o.markup != ATTN_MARKUP_HTML) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "translate_text: markup is %d, must be %d (none) or %d (HTML)", o.markup,
                         ATTN_MARKUP_NONE, ATTN_MARKUP_HTML);
  }
  call.split = o.split_sentences != 0;
  call.details = o.details != 0;
  call.markup = o.markup == ATTN_MARKUP_HTML;
  return call;
}

// BUFFER_TOO_SMALL when the text or a result array the caller gave did not fit (*written: the bytes needed
// with the NUL), else the text's length; the text is NUL-terminated wherever the NUL fits.
Status finish_text(text::TextOutput& output, size_t sentences, size_t tokens, attn_text_result* result,
                   size_t capacity, size_t* written) {
  const size_t used = output.used();
  if (result != nullptr) {
    result->sentence_count = sentences;
    result->token_count = tokens;
  }
  // A null array is not wanted: only the count is given.
  const bool arrays_fit =
      result == nullptr || ((result->sentences == nullptr || sentences <= result->sentence_capacity) &&
                            (result->tokens == nullptr || tokens <= result->token_capacity));
  output.terminate();
  if (!output.fits() || !arrays_fit) {
    *written = used + 1;
    return Status::Error(
        StatusCode::kBufferTooSmall,
        "translate_text: needs %zu output bytes with the NUL (has %zu), %zu sentence spans (%zu), "
        "%zu tokens (%zu)",
        used + 1, capacity, sentences, result == nullptr ? 0 : result->sentence_capacity, tokens,
        result == nullptr ? 0 : result->token_capacity);
  }
  *written = used;
  return Status::Ok();
}

}  // namespace

Result<bool> TextPipeline::strip_markup(std::string_view text, attn_text_result* result,
                                        std::string_view* source, size_t* tag_count) {
  *tag_count = 0;
  size_t plain_size = 0;
  const Status parsed = text::parse_markup(text, markup_text_, markup_text_capacity_, &plain_size,
                                           markup_tags_, markup_tag_capacity_, tag_count);
  if (parsed.code() == StatusCode::kInternal) return parsed;
  if (parsed.ok()) {
    *source = std::string_view(markup_text_, plain_size);
    return true;
  }
  *tag_count = 0;
  std::snprintf(markup_warning_, Status::kMaxMessage, "%.200s; translated as plain text", parsed.message());
  if (result != nullptr) result->warning = markup_warning_;
  return false;
}

Status TextPipeline::write_text_piece(size_t j, std::string_view source, const TextWrite& write,
                                      text::TextOutput& output, attn_sentence_span* span) {
  const text::Span piece = text_pieces_[j];
  if (verbatim_pieces_[j] != 0) {  // copied as it stands, with the tags inside it where they stood
    span->target_begin = output.used();
    output.append_gap(piece.begin, piece.end);
    span->target_end = output.used();
    return Status::Ok();
  }
  const Tokenizer& tokenizer = model_.tokenizer();
  const size_t length = engine_.source_count(j) == 0 ? 0 : engine_.result(j).length;
  // The translation, into the streaming buffer (sized for max_length pieces; unused by text translation).
  size_t bytes = 0;
  ATTN_RETURN_IF_ERROR(tokenizer.decode(std::span<const int32_t>(engine_.target_ids(j), length),
                                        std::span<char>(partial_text_, partial_text_bytes_ - 1), &bytes));
  const std::string_view translation(partial_text_, bytes);
  size_t scored = 0;
  if ((write.details || write.markup) && engine_.source_count(j) != 0) {
    ATTN_ASSIGN_OR_RETURN(scored, engine_.score(j, write.alignment_layer, token_log_probs_, token_sources_));
    align_tokens(j, piece, source, translation, length, scored);
  }
  // The translation (with markup: the tags inside the sentence placed in it by alignment).
  span->target_begin = output.used();
  output.append_translation(translation, piece.end, aligned_tokens_, scored, tag_scratch_, tag_events_);
  span->target_end = output.used();
  if (write.details && scored > 0) record_scores(scored, write.markup, span, write.result);
  return Status::Ok();
}

Status TextPipeline::translate_text(std::string_view text, const attn_text_options* options, char* out,
                                    size_t capacity, size_t* written, attn_text_result* result) {
  ATTN_ASSIGN_OR_RETURN(const TextCall call, read_text_call(text, options, result, engine_.decoder_layers(),
                                                            plan_.max_input_bytes));
  if (result != nullptr) {
    result->sentence_count = result->token_count = 0;
    result->warning = nullptr;
  }
  // With markup, sentences are cut from the tag-free text; malformed markup leaves the text as it is.
  std::string_view source = text;
  size_t tag_count = 0;
  bool markup = false;
  if (call.markup) {
    ATTN_ASSIGN_OR_RETURN(markup, strip_markup(text, result, &source, &tag_count));
  }
  text::TextOutput output(out, capacity, source);
  if (markup) output.set_markup(text, markup_tags_, tag_count);
  const TextWrite write{call.details, markup, call.alignment_layer, result};

  size_t cursor = 0, sentences = 0, tokens = 0;
  size_t last_end = 0;  // where the previous sentence ended: the text from there to the next one is copied
  // Each batch holds the next max_batch pieces of the text, each tokenized into its source slot as it is cut.
  const auto load_piece = [&](size_t slot) -> Result<bool> {
    ATTN_ASSIGN_OR_RETURN(const bool found,
                          next_text_piece(source, cursor, call.split, slot, &text_pieces_[slot]));
    if (found) cursor = text_pieces_[slot].end;
    return found;
  };
  const auto take_pieces = [&](size_t n, const Status& ran) -> Status {
    ATTN_RETURN_IF_ERROR(ran);
    for (size_t j = 0; j < n; ++j) {
      const text::Span piece = text_pieces_[j];
      attn_sentence_span span{};
      span.source_begin = piece.begin;
      span.source_end = piece.end;
      span.score = std::numeric_limits<float>::quiet_NaN();
      span.first_token = tokens;
      output.append_gap(last_end, piece.begin);  // the text between the previous sentence and this one
      ATTN_RETURN_IF_ERROR(write_text_piece(j, source, write, output, &span));
      tokens += span.token_count;
      if (result != nullptr && sentences < result->sentence_capacity) result->sentences[sentences] = span;
      ++sentences;
      last_end = piece.end;
    }
    return Status::Ok();
  };
  ATTN_RETURN_IF_ERROR(engine_.translate(load_piece, take_pieces));
  output.append_gap(last_end, source.size());
  return finish_text(output, sentences, tokens, result, capacity, written);
}

}  // namespace attn::translate
