// translate::TextPipeline: translation of text, on top of the id-level engine (translate/engine.h). It
// tokenizes text into the engine's source slots and detokenizes what the engine translated; for
// translate_text it also cuts text into sentences and copies what is not language (text/verbatim.h), parses
// markup and puts its tags back (text/markup.h, text/tag_placement.h), and reports scores and word
// alignments. Its buffers are carved from the translator's arena (carve(): its own part of it), planned for
// max_input_bytes of text; it allocates nothing.
//
// Its files: text_pipeline.cpp (tokenizing, attn_translate and attn_translate_batch), text_translation.cpp
// (attn_translate_text's call), text_pieces.cpp (its sentence cutting), text_details.cpp (its scores and
// alignments).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "attn/attn.h"
#include "base/src/core/status.h"
#include "runtime/src/core/arena.h"
#include "runtime/src/format/model.h"
#include "runtime/src/text/markup.h"
#include "runtime/src/text/sentence_splitter.h"
#include "runtime/src/text/tag_placement.h"
#include "runtime/src/text/text_output.h"
#include "runtime/src/translate/engine.h"
#include "runtime/src/translate/plan.h"
#include "runtime/src/translate/status_array.h"

namespace attn::translate {

class TextPipeline {
 public:
  TextPipeline(const Model& model, const TranslatorPlan& plan, Engine& engine)
      : model_(model), plan_(plan), engine_(engine) {}
  TextPipeline(const TextPipeline&) = delete;
  TextPipeline& operator=(const TextPipeline&) = delete;

  // Carves the pipeline's buffers from arena, in one fixed order (run once measuring, once for real).
  void carve(Arena& arena);

  // As attn_translate_streaming (callback may be null: attn_translate).
  Status translate(std::string_view text, attn_partial_callback callback, void* user_data, char* out,
                   size_t capacity, size_t* written);
  // As attn_translate_batch.
  Status translate_batch(const char* const* texts, const size_t* sizes, size_t count, char* out,
                         size_t capacity, size_t* offsets, StatusArray statuses);
  // As attn_translate_text (text_translation.cpp).
  Status translate_text(std::string_view text, const attn_text_options* options, char* out, size_t capacity,
                        size_t* written, attn_text_result* result);

 private:
  // Tokenizes text into ids (room for at most max_source_tokens − 1 ids, eos is appended later); *count 0
  // for blank text.
  Status tokenize(std::string_view text, int32_t* ids, size_t* count);
  // Tokenizes text into the engine's source slot `slot`.
  Status load(std::string_view text, size_t slot);
  // translate_text's next piece of text at or after cursor: a sentence, or a sentence's longest prefix that
  // fits the model ending at a safe boundary, tokenized into source slot `slot`; or a span to copy
  // untranslated (verbatim_pieces_[slot] = 1, nothing tokenized). False when only whitespace is left.
  // text_pieces.cpp.
  Result<bool> next_text_piece(std::string_view text, size_t cursor, bool split, size_t slot,
                               text::Span* piece);
  // With markup: parses text into the tag-free *source and the tags (markup_tags_, *tag_count); true when the
  // markup was used, false when it was malformed (the warning then goes into result and the text is
  // translated as plain text).
  Result<bool> strip_markup(std::string_view text, attn_text_result* result, std::string_view* source,
                            size_t* tag_count);
  // What write_text_piece needs of the call.
  struct TextWrite {
    bool details = false;  // scores and alignments into result
    bool markup = false;   // the tags go back into the translation
    size_t alignment_layer = 0;
    attn_text_result* result = nullptr;
  };
  // Piece j of the batch just run into output (its translation, or itself when copied), its target bytes and
  // scores into *span.
  Status write_text_piece(size_t j, std::string_view source, const TextWrite& write, text::TextOutput& output,
                          attn_sentence_span* span);
  // Whether a piece tokenized into ids[0, count) is text the model's vocabulary does not cover, to be copied
  // (text_pieces.cpp: its tokens average under 1.5 bytes, or half of them are byte pieces spelling letters).
  bool vocabulary_lacks(std::string_view piece, const int32_t* ids, size_t count) const;
  // Whether text tokenizes into at most max_source_tokens − 1 ids (into source slot `slot`).
  bool fits(std::string_view text, size_t slot);
  // After Engine::score: each of the first `scored` target tokens of sentence `sentence` (its translation of
  // `length` tokens decoded into `translation`, of the source bytes `piece`) with its bytes in the
  // translation and those of its aligned source token (aligned_tokens_). text_details.cpp.
  void align_tokens(size_t sentence, text::Span piece, std::string_view source, std::string_view translation,
                    size_t length, size_t scored);
  // The scored tokens' log-probabilities (and, without markup, their alignments) into result's tokens from
  // span->first_token, and the sentence's score (their mean) and token count into *span.
  void record_scores(size_t scored, bool markup, attn_sentence_span* span, attn_text_result* result) const;

  const Model& model_;
  const TranslatorPlan& plan_;
  Engine& engine_;
  std::byte* tokenizer_workspace_ = nullptr;
  size_t tokenizer_workspace_bytes_ = 0;
  char* partial_text_ = nullptr;  // [partial_text_bytes_]: streaming's text of the best hypothesis
  size_t partial_text_bytes_ = 0;
  text::Span* text_pieces_ = nullptr;   // [max_batch] translate_text's sentences of the batch in progress
  uint8_t* verbatim_pieces_ = nullptr;  // [max_batch] 1: that piece is copied untranslated (text/verbatim.h)
  float* token_log_probs_ = nullptr;    // [max_length + 1] Engine::score's log-probabilities (eos included)
  int32_t* token_sources_ = nullptr;    // [max_length + 1] Engine::score's aligned source token indices
  text::Span* source_spans_ = nullptr;  // [max_source_tokens] bytes of each source token in its sentence
  text::AlignedToken* aligned_tokens_ = nullptr;  // [max_length + 1] one sentence's tokens for tag placement
  // Markup (text/markup.h), planned for max_input_bytes: the tag-free text, the tags, one sentence's events.
  char* markup_text_ = nullptr;
  size_t markup_text_capacity_ = 0;
  text::MarkupTag* markup_tags_ = nullptr;
  size_t markup_tag_capacity_ = 0;
  text::TagEvent* tag_events_ = nullptr;
  uint32_t* tag_scratch_ = nullptr;
  char* markup_warning_ = nullptr;  // [kWarningBytes] attn_text_result.warning
};

}  // namespace attn::translate
