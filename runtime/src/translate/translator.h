// attn::Translator: one model, one thread's worth of mutable state, all memory planned at creation.
//
// create() validates the options (translate/plan.h), creates one XNNPACK operator per linear layer (packing
// its weights) and the thread pool they share (options.threads > 1), sizes every buffer from the
// architecture and the options (source and target lengths, beam, batch, input bytes), and allocates one
// arena, which its two parts carve between them: the id-level engine (translate/engine.h: encoder, decoder,
// searches, the chunked loop every call runs) and the text pipeline on top of it (translate/text_pipeline.h:
// tokenizing, sentences, markup, scores). A call — tokenize, encode, every decode step, search, detokenize
// into the caller's buffer — then runs entirely inside that arena: no heap allocation, no std::string, no
// growing container.
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

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

#include "attn/attn.h"
#include "base/src/core/status.h"
#include "runtime/src/core/call_stop.h"
#include "runtime/src/format/aligned_buffer.h"
#include "runtime/src/format/model.h"
#include "runtime/src/translate/engine.h"
#include "runtime/src/translate/plan.h"
#include "runtime/src/translate/status_array.h"
#include "runtime/src/translate/text_pipeline.h"

namespace attn {

class Translator final {
 public:
  // backend: which kernel runs the linear layers (model/linear_layer.h). kXnnpack is replaced by kPortable,
  // here, where XNNPACK cannot run on the CPU; kPortable (the reference kernel, single-threaded) is for tests
  // and benchmarks that compare the two.
  static Result<std::unique_ptr<Translator>> create(const Model& model,
                                                    const attn_translator_options* options,
                                                    LinearBackend backend = LinearBackend::kXnnpack);

  Translator(const Translator&) = delete;
  Translator& operator=(const Translator&) = delete;

  // As attn_translate: out gets the text and a NUL; *written its length (or, on BUFFER_TOO_SMALL, the bytes
  // needed including the NUL).
  Status translate(std::string_view text, char* out, size_t capacity, size_t* written) {
    return translate_streaming(text, nullptr, nullptr, out, capacity, written);
  }

  // As attn_translate_streaming: translate(), calling callback(user_data, text, size) after every decoding
  // step with the text of the best hypothesis so far (NUL-terminated, in the translator's own buffer, valid
  // during the call). A nonzero return stops translating: StatusCode::kCancelled. callback may be null.
  Status translate_streaming(std::string_view text, attn_partial_callback callback, void* user_data,
                             char* out, size_t capacity, size_t* written) {
    stop_.begin_call();
    return text_.translate(text, callback, user_data, out, capacity, written);
  }

  // As attn_translate_ids: source ids without eos in, target ids without bos/eos out.
  Status translate_ids(const int32_t* source_ids, size_t count, int32_t* out_ids, size_t capacity,
                       size_t* written) {
    stop_.begin_call();
    return engine_.translate_ids(source_ids, count, out_ids, capacity, written);
  }

  // As attn_translate_batch: texts[i] (sizes[i] bytes) for i < count, translated max_batch at a time; the
  // translations go back to back into out, each followed by a NUL: translation i starts at offsets[i] and
  // has offsets[i + 1] − offsets[i] − 1 bytes; statuses[i] says whether it succeeded (a failed one is empty).
  // BUFFER_TOO_SMALL: offsets[count] is the capacity needed; the translations that fit are still written.
  // Otherwise the first failed sentence's status (its index in the message), or OK when all succeeded.
  Status translate_batch(const char* const* texts, const size_t* sizes, size_t count, char* out,
                         size_t capacity, size_t* offsets, translate::StatusArray statuses) {
    stop_.begin_call();
    return text_.translate_batch(texts, sizes, count, out, capacity, offsets, statuses);
  }

  // translate_batch on ids (as translate_ids: without eos in, without bos/eos out); the same layout in
  // out_ids, without separators: translation i is out_ids[offsets[i], offsets[i + 1]).
  Status translate_batch_ids(const int32_t* const* sources, const size_t* counts, size_t count,
                             int32_t* out_ids, size_t capacity, size_t* offsets,
                             translate::StatusArray statuses) {
    stop_.begin_call();
    return engine_.translate_batch_ids(sources, counts, count, out_ids, capacity, offsets, statuses);
  }

  // As attn_translate_text: the text cut into sentences (text/sentence_splitter.h), translated max_batch at a
  // time, joined with the text's own whitespace; spans, scores and alignments into result (may be null).
  // options null: the defaults.
  Status translate_text(std::string_view text, const attn_text_options* options, char* out, size_t capacity,
                        size_t* written, attn_text_result* result) {
    stop_.begin_call();
    return text_.translate_text(text, options, out, capacity, written, result);
  }

  // As attn_translator_cancel: the call running on another thread stops at its next check (before a
  // sentence's encoder pass or a decoder step) with StatusCode::kCancelled. Safe from any thread while the
  // translator lives; a call that starts afterwards is not affected.
  void cancel() { stop_.cancel(); }
  // As attn_translator_set_time_limit: every later call stops with StatusCode::kCancelled at its first check
  // after `milliseconds` of wall-clock time from its start; 0: no limit.
  void set_time_limit(uint32_t milliseconds) { stop_.set_time_limit(milliseconds); }

  const TranslatorPlan& plan() const { return plan_; }
  // False only where XNNPACK cannot run on this CPU: the portable kernel then runs every linear layer.
  bool uses_xnnpack() const { return engine_.uses_xnnpack(); }
  size_t arena_bytes() const { return arena_.size(); }
  // Sentence `sentence` of the last batch: its vocabulary (nullptr: the whole vocabulary) and its size.
  // Tests read it; Engine::score maps a token to its place in the decoder's row with it.
  const int32_t* vocabulary(size_t sentence, size_t* size) const {
    return engine_.vocabulary(sentence, size);
  }

 private:
  Translator(const Model& model, const TranslatorPlan& plan)
      : plan_(plan), engine_(model, plan_, stop_), text_(model, plan_, engine_) {}

  // Carves the engine's part of the arena, then the text pipeline's.
  void carve(Arena& arena) {
    engine_.carve(arena);
    text_.carve(arena);
  }

  const TranslatorPlan plan_;
  CallStop stop_;
  AlignedBuffer arena_;
  translate::Engine engine_;
  translate::TextPipeline text_;
};

}  // namespace attn
