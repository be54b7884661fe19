// attn::Translator: one model, one thread's worth of mutable state, all memory planned at creation.
//
// create() validates the options, creates one XNNPACK operator per linear layer (packing its weights) and the
// thread pool they share (options.threads > 1), sizes every buffer from the architecture and the options
// (source and target lengths, beam, batch, input bytes), and allocates one arena. translate() — tokenize,
// encode, every decode step, search, detokenize into the caller's buffer — then runs entirely inside that
// arena: no heap allocation, no std::string, no growing container.
//
// Lengths: a source is the tokenized text plus eos, at most max_source_tokens (<= max_positions). A
// translation generates at most min(source tokens + max_extra_tokens, max_target_tokens, max_positions − 1)
// tokens, eos included.
//
// Batches: translate_batch() takes up to max_batch sentences at a time (more are taken in chunks of
// max_batch). Each sentence is tokenized and encoded on its own (no padding), then all of them are decoded in
// lockstep, every decoder step running all live hypotheses of all sentences through each linear layer at
// once; a finished sentence drops out of the step. The arena is planned for max_batch × beam decoder rows.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "attn/attn.h"
#include "base/src/core/status.h"
#include "runtime/src/format/aligned_buffer.h"
#include "runtime/src/format/model.h"
#include "runtime/src/model/decoder.h"
#include "runtime/src/model/encoder.h"
#include "runtime/src/model/linears.h"
#include "runtime/src/search/decoding.h"
#include "runtime/src/search/search.h"
#include "runtime/src/text/markup.h"
#include "runtime/src/text/sentence_splitter.h"
#include "runtime/src/text/tag_placement.h"
#include "runtime/src/text/text_output.h"

namespace attn {

// The options with every default resolved against a model.
struct TranslatorPlan {
  size_t beam_size = 4;
  float length_penalty = 0.6f;
  search::LengthPenalty length_penalty_kind = search::LengthPenalty::kGnmt;
  size_t max_input_bytes = 4096;
  size_t max_source_tokens = 0;  // including eos
  size_t max_extra_tokens = 50;
  size_t max_target_tokens = 0;  // generated, including eos
  size_t max_length = 0;         // the planned bound: min(max_source + extra, max_target, max_positions − 1)
  size_t threads = 1;            // threads of the XNNPACK operators' pool (1: the calling thread, no pool)
  size_t max_batch = 1;          // sentences decoded together by translate_batch
  bool use_shortlist = false;    // the option is on and the model has a vocabulary shortlist
};

// Checks options (struct_size included) against the model; nullptr means the defaults.
Result<TranslatorPlan> plan_translator(const Model& model, const attn_translator_options* options);

// Internal knobs beyond the public options (tests, benchmarks).
struct TranslatorHooks {
  // Which kernel runs the linear layers (model/linear_layer.h). kXnnpack is replaced by kPortable, when the
  // translator is created, where XNNPACK cannot run on the CPU; kPortable (the reference kernel,
  // single-threaded) is for tests and benchmarks that compare the two.
  LinearBackend backend = LinearBackend::kXnnpack;
  // Benchmarks only: batches are decoded by search::BatchDecoding::decode_padded, where a finished sentence
  // keeps feeding beam_size rows (eos) to every later decoder step, as a padded batch with masked rows would
  // — to measure what dropping finished sentences saves.
  bool pad_finished_sentences = false;
};

class Translator final : private search::StepModel {
 public:
  static Result<std::unique_ptr<Translator>> create(const Model& model, const attn_translator_options* options,
                                                    LinearBackend backend = LinearBackend::kXnnpack);
  static Result<std::unique_ptr<Translator>> create(const Model& model, const attn_translator_options* options,
                                                    const TranslatorHooks& hooks);

  Translator(const Translator&) = delete;
  Translator& operator=(const Translator&) = delete;

  // As attn_translate: out gets the text and a NUL; *written its length (or, on BUFFER_TOO_SMALL, the bytes
  // needed including the NUL).
  Status translate(std::string_view text, char* out, size_t capacity, size_t* written);

  // As attn_translate_streaming: translate(), calling callback(user_data, text, size) after every decoding
  // step with the text of the best hypothesis so far (NUL-terminated, in the translator's own buffer, valid
  // during the call). A nonzero return stops translating: ATTN_ERROR_CANCELLED. callback may be null.
  Status translate_streaming(std::string_view text, attn_partial_callback callback, void* user_data, char* out,
                             size_t capacity, size_t* written);

  // As attn_translate_ids: source ids without eos in, target ids without bos/eos out.
  Status translate_ids(const int32_t* source_ids, size_t count, int32_t* out_ids, size_t capacity, size_t* written);

  // As attn_translate_batch: texts[i] (sizes[i] bytes) for i < count, translated max_batch at a time; the
  // translations go back to back into out, each followed by a NUL: translation i starts at offsets[i] and
  // has offsets[i + 1] − offsets[i] − 1 bytes; statuses[i] says whether it succeeded (a failed one is empty).
  // BUFFER_TOO_SMALL: offsets[count] is the capacity needed; the translations that fit are still written.
  // Otherwise the first failed sentence's status (its index in the message), or OK when all succeeded.
  Status translate_batch(const char* const* texts, const size_t* sizes, size_t count, char* out, size_t capacity,
                         size_t* offsets, attn_status* statuses);

  // translate_batch on ids (as translate_ids: without eos in, without bos/eos out); the same layout in out_ids,
  // without separators: translation i is out_ids[offsets[i], offsets[i + 1]).
  Status translate_batch_ids(const int32_t* const* sources, const size_t* counts, size_t count, int32_t* out_ids,
                             size_t capacity, size_t* offsets, attn_status* statuses);

  // As attn_translate_text: the text cut into sentences (text/sentence_splitter.h), translated max_batch at a
  // time, joined with the text's own whitespace; spans, scores and alignments into result (may be null).
  // options null: the defaults. translator_text.cpp.
  Status translate_text(std::string_view text, const attn_text_options* options, char* out, size_t capacity,
                        size_t* written, attn_text_result* result);

  // As attn_translator_cancel: the call running on another thread stops at its next check (before a
  // sentence's encoder pass or a decoder step) with ATTN_ERROR_CANCELLED. Safe from any thread while the
  // translator lives; a call that starts afterwards is not affected.
  void cancel() { cancel_requests_.fetch_add(1, std::memory_order_relaxed); }
  // As attn_translator_set_time_limit: every later call stops with ATTN_ERROR_CANCELLED at its first check
  // after `milliseconds` of wall-clock time from its start; 0: no limit.
  void set_time_limit(uint32_t milliseconds) { time_limit_ms_ = milliseconds; }

  const TranslatorPlan& plan() const { return plan_; }
  // False only where XNNPACK cannot run on this CPU: the portable kernel then runs every linear layer.
  bool uses_xnnpack() const { return linears_->backend() == LinearBackend::kXnnpack; }
  size_t arena_bytes() const { return arena_.size(); }
  // Sentence `sentence` of the last batch: its vocabulary (nullptr: the whole vocabulary) and its size.
  // Tests read it; score_sentence (via column) maps a token to its place in the decoder's row with it.
  const int32_t* vocabulary(size_t sentence, size_t* size) const;

 private:
  Translator(const Model& model, const TranslatorPlan& plan) : model_(model), plan_(plan) {}

  // Marks the start of a public call: the cancellations it answers to come after this, its time limit
  // counts from now.
  void begin_call();
  // ATTN_ERROR_CANCELLED when the call was cancelled or ran past its time limit, else OK.
  Status check_stop() const override;
  // The decoder under search::BatchDecoding (search/decoding.h): a step over the batch's rows, a sentence's
  // log-probabilities (its shortlist, where it has one), its KV cache rows following its search.
  Result<const float*> step(const int32_t* tokens, size_t count, size_t position, const int32_t* slots,
                            const int32_t* sentences) override;
  search::StepLogProbs log_probs(size_t sentence, const float* output, size_t first_row) const override;
  void reorder(size_t sentence, const int32_t* parents, size_t count, size_t positions) override;

  // Carves every buffer from arena, in one fixed order (run once measuring, once for real).
  void carve(Arena& arena);
  // Tokenizes text into ids (room for at most max_source_tokens − 1 ids, eos is appended later); *count 0
  // for blank text.
  Status tokenize(std::string_view text, int32_t* ids, size_t* count);
  // Checks ids (without eos) and copies them into sentence slot `sentence` of the batch.
  Status load_ids(size_t sentence, const int32_t* ids, size_t count);
  // Encodes the active sentences [0, n) of the batch (source_ids_ / source_counts_, eos appended) and decodes
  // them together; sentence j's result is results_[j], its tokens target_ids_ + j × max_length. observer is
  // for a batch of one (streaming). Fails only when a linear layer fails to run (a planning bug).
  Status run_batch(size_t n, search::SearchObserver* observer = nullptr);
  // translate_text's next piece of text at or after cursor: a sentence, or a sentence's longest prefix that
  // fits the model ending at a safe boundary, tokenized into source slot `slot`; or a span to copy
  // untranslated (verbatim_pieces_[slot] = 1, nothing tokenized). False when only whitespace is left.
  // translator_text_pieces.cpp.
  Result<bool> next_text_piece(std::string_view text, size_t cursor, bool split, size_t slot,
                               text::Span* piece);
  // translate_text's parts (translator_text.cpp). With markup: parses text into the tag-free *source and
  // the tags (markup_tags_, *tag_count); true when the markup was used, false when it was malformed (the
  // warning then goes into result and the text is translated as plain text).
  Result<bool> strip_markup(std::string_view text, attn_text_result* result, std::string_view* source,
                            size_t* tag_count);
  // The next batch of pieces of source from *cursor (text_pieces_ [0, n), tokenized into their slots);
  // *more false once the text is used up.
  Result<size_t> next_text_batch(std::string_view source, bool split, size_t* cursor, bool* more);
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
  // (translator_text_pieces.cpp: its tokens average under 1.5 bytes, or half of them are byte pieces spelling
  // letters).
  bool vocabulary_lacks(std::string_view piece, const int32_t* ids, size_t count) const;
  // Whether text tokenizes into at most max_source_tokens − 1 ids (into source slot `slot`).
  bool fits(std::string_view text, size_t slot);
  // Details of sentence `sentence` of the batch just run: one more decoder pass over its translation, one
  // row, recording each target token's log-probability (token_log_probs_) and the source token its
  // cross-attention at `layer` weighs most (token_sources_, eos excluded). Returns the tokens scored (eos
  // included).
  Result<size_t> score_sentence(size_t sentence, size_t layer);
  // After score_sentence: each of the first `scored` target tokens of sentence `sentence` (its translation
  // of `length` tokens decoded into `translation`, of the source bytes `piece`) with its bytes in the
  // translation and those of its aligned source token (aligned_tokens_). translator_text_details.cpp.
  void align_tokens(size_t sentence, text::Span piece, std::string_view source, std::string_view translation,
                    size_t length, size_t scored);
  // The scored tokens' log-probabilities (and, without markup, their alignments) into result's tokens from
  // span->first_token, and the sentence's score (their mean) and token count into *span.
  void record_scores(size_t scored, bool markup, attn_sentence_span* span, attn_text_result* result) const;
  // The column of token in a decoder output row of sentence (its id, or its index in the shortlist).
  size_t column(size_t sentence, int32_t token, size_t V) const;
  int32_t* source_ids(size_t sentence) { return source_ids_ + sentence * plan_.max_source_tokens; }
  int32_t* target_ids(size_t sentence) { return target_ids_ + sentence * plan_.max_length; }

  const Model& model_;
  TranslatorPlan plan_;
  AlignedBuffer arena_;
  // Every linear layer on its backend (XNNPACK operators, weights packed at creation, and their thread pool;
  // or the portable kernels); declared before the encoder and decoder, which borrow it, so that it outlives
  // them.
  std::unique_ptr<model::ModelLinears> linears_;
  float* positions_ = nullptr;          // [P, D] sinusoidal table
  std::byte* tokenizer_workspace_ = nullptr;
  size_t tokenizer_workspace_bytes_ = 0;
  int32_t* source_ids_ = nullptr;       // [max_batch, max_source_tokens]
  int32_t* target_ids_ = nullptr;       // [max_batch, max_length]
  size_t* source_counts_ = nullptr;     // [max_batch] with eos; 0: nothing to translate (blank or refused)
  search::SearchResult* results_ = nullptr;    // [max_batch]
  search::SentenceSearch** searches_ = nullptr;  // [max_batch] greedy or beam, one per sentence of a batch
  search::SentenceSearch** batch_searches_ =
      nullptr;                                     // [max_batch] the batch's searches (nullptr: no source)
  std::optional<search::BatchDecoding> decoding_;  // the decode loop and its step rows
  // BatchDecoding::decode, or decode_padded where a benchmark asks for it (TranslatorHooks).
  Status (search::BatchDecoding::*decode_)(search::SentenceSearch* const*, size_t,
                                           search::StepModel&) = &search::BatchDecoding::decode;
  // Vocabulary shortlist (plan_.use_shortlist only): each sentence's ids, and the marks to build them in.
  size_t shortlist_capacity_ = 0;       // ids one sentence may have (model/shortlist_union.h)
  int32_t* shortlist_ids_ = nullptr;    // [max_batch, shortlist_capacity_]
  size_t* shortlist_sizes_ = nullptr;   // [max_batch]
  uint8_t* shortlist_marks_ = nullptr;  // [vocab_size], all zero between sentences
  char* partial_text_ = nullptr;        // [partial_text_bytes_]: streaming's text of the best hypothesis
  size_t partial_text_bytes_ = 0;
  text::Span* text_pieces_ = nullptr;   // [max_batch] translate_text's sentences of the batch in progress
  uint8_t* verbatim_pieces_ = nullptr;  // [max_batch] 1: that piece is copied untranslated (text/verbatim.h)
  float* alignment_probe_ = nullptr;    // [max_source_tokens] averaged cross-attention of one target token
  float* token_log_probs_ = nullptr;    // [max_length + 1] score_sentence's log-probabilities (eos included)
  int32_t* token_sources_ = nullptr;    // [max_length + 1] score_sentence's aligned source token indices
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
  // Stopping a call: cancel() counts requests; a call answers to those made after it began.
  std::atomic<uint64_t> cancel_requests_{0};
  uint64_t call_cancel_mark_ = 0;
  uint32_t time_limit_ms_ = 0;
  std::chrono::steady_clock::time_point call_start_;
  std::optional<model::Encoder> encoder_;
  std::optional<model::Decoder> decoder_;
};

}  // namespace attn
