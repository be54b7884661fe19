// translate::Engine: translation at the level of token ids — the encoder and decoder over every linear layer
// of one model, a search per sentence of a batch, the batch's source and target ids and its vocabulary
// shortlists, all carved from the translator's arena (carve(): its own part of it). The text pipeline
// (translate/text_pipeline.h) builds on it.
//
// Every call runs one chunked loop, translate(): its sources are loaded a batch of up to max_batch at a time
// into the batch's source slots, each batch is run, and the call takes the results before the next batch is
// loaded. Running a batch encodes its sentences in packed passes (no padding: each pass holds whole
// sentences, up to max_source_tokens rows; model/encoder.h), then decodes all of them in lockstep
// (search/decoding.h): every decoder step runs all live hypotheses of all sentences through each linear layer
// at once; a finished sentence drops out of the step. The arena is planned for max_batch × beam decoder rows.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

#include "attn/attn.h"
#include "base/src/core/status.h"
#include "runtime/src/core/arena.h"
#include "runtime/src/core/call_stop.h"
#include "runtime/src/format/model.h"
#include "runtime/src/model/decoder.h"
#include "runtime/src/model/encoder.h"
#include "runtime/src/model/linears.h"
#include "runtime/src/search/decoding.h"
#include "runtime/src/search/search.h"
#include "runtime/src/translate/plan.h"
#include "runtime/src/translate/status_array.h"

namespace attn {

namespace translate {

// The hypotheses one decoder step holds at most when a call brings more (kDecodeRows / beam_size sentences a
// decoding group). Each step reads every hypothesis's self-attention keys and values (40 KB a hypothesis and
// layer at 20 tokens and d_model 256) and its sentence's cross-attention ones; a group of 24 hypotheses keeps
// them near the core from one step to the next, where 128 (32 sentences at beam 4) send them out to memory at
// every step. XNNPACK's int8 products tile 5 rows at a time, so 24 rows already run them at full speed.
// bench/RESULTS-runtime.md, "Decoding groups on AVX-512 with VNNI": the sizes measured against each other.
inline constexpr size_t kDecodeRows = 24;

class Engine final {
 public:
  // stop: the translator's, checked before every encoder pass and every decoder step.
  Engine(const Model& model, const TranslatorPlan& plan, const CallStop& stop)
      : model_(model), plan_(plan), stop_(stop) {}
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // Creates every linear layer on its backend: XNNPACK operators (weights packed now) and the thread pool
  // they share, or the portable kernels where XNNPACK cannot run on this CPU.
  Status create_layers(LinearBackend backend, const char* float_activation_layers);
  // Carves the engine's buffers from arena, in one fixed order (run once measuring, once for real).
  void carve(Arena& arena);
  // After the real carve: the position table and the shortlist marks.
  void initialize();

  // The chunked loop of every call. load(slot) -> Result<bool> puts the call's next source into source slot
  // `slot` of the batch (load_ids, or source_slot and set_source; the slot is empty when it is called) and
  // says false when none is left; take(n, ran) -> Status takes the n sentences just run (ran: the run's
  // status; sentence j's result(j) and target_ids(j)). An error from either ends the call with it. observer:
  // for a call of one sentence (streaming).
  template <typename Load, typename Take>
  Status translate(Load&& load, Take&& take, search::SearchObserver* observer = nullptr);
  // translate() for a call of one source, loaded by load(slot) -> Status: its status is the call's.
  template <typename Load>
  Status translate_one(Load&& load, search::SearchObserver* observer = nullptr);

  // As attn_translate_ids: source ids without eos in, target ids without bos/eos out.
  Status translate_ids(const int32_t* source_ids, size_t count, int32_t* out_ids, size_t capacity,
                       size_t* written);
  // As attn_translate_batch_ids: translation i is out_ids[offsets[i], offsets[i + 1]), statuses[i] its
  // status.
  Status translate_batch_ids(const int32_t* const* sources, const size_t* counts, size_t count,
                             int32_t* out_ids, size_t capacity, size_t* offsets, StatusArray statuses);

  // Source slot `slot` of the batch: room for max_source_tokens − 1 ids, eos is appended by set_source.
  int32_t* source_slot(size_t slot) { return source_ids_ + slot * plan_.max_source_tokens; }
  // The slot holds count ids (0: nothing to translate); eos is appended.
  void set_source(size_t slot, size_t count);
  // Checks ids (without eos) and copies them into source slot `slot`.
  Status load_ids(size_t slot, const int32_t* ids, size_t count);
  // Tokens of the slot's source with eos; 0 when it holds nothing to translate.
  size_t source_count(size_t slot) const { return source_counts_[slot]; }
  const int32_t* source_ids(size_t slot) const { return source_ids_ + slot * plan_.max_source_tokens; }
  // Sentence `slot` of the batch just run: its search's result and its tokens (result(slot).length of them).
  const search::SearchResult& result(size_t slot) const { return results_[slot]; }
  const int32_t* target_ids(size_t slot) const { return target_ids_ + slot * plan_.max_length; }

  // One more decoder pass over the translation of sentence `sentence` of the batch just run, one row,
  // feeding its tokens as the search chose them: each target token's log-probability into log_probs and the
  // source token the cross-attention at decoder layer `layer` weighs most into sources (eos excluded), both
  // [max_length + 1]. Returns the tokens scored (eos included).
  Result<size_t> score(size_t sentence, size_t layer, float* log_probs, int32_t* sources);

  size_t decoder_layers() const { return decoder_->layers(); }
  // False only where XNNPACK cannot run on this CPU: the portable kernel then runs every linear layer.
  bool uses_xnnpack() const { return linears_->backend() == LinearBackend::kXnnpack; }
  // Sentence `sentence` of the last batch: its vocabulary (nullptr: the whole vocabulary) and its size.
  const int32_t* vocabulary(size_t sentence, size_t* size) const;

 private:
  // Encodes the sentences [0, n) of the batch (source_counts_ 0: skipped) and decodes them together; sentence
  // j's result is results_[j], its tokens target_ids(j). Fails only when a linear layer fails to run (a
  // planning bug) or the call is stopped.
  Status run(size_t n, search::SearchObserver* observer);
  // Encodes the group gathered in group_*_ [grouped] in one pass, starts its sentences in the decoder from
  // cross-attention row *cross_row on (advanced past them) and starts their searches.
  Status start_group(size_t grouped, size_t* cross_row, search::SearchObserver* observer);
  // The column of token in a decoder output row of sentence (its id, or its index in the shortlist).
  size_t column(size_t sentence, int32_t token, size_t V) const;
  int32_t* target_slot(size_t slot) { return target_ids_ + slot * plan_.max_length; }

  const Model& model_;
  const TranslatorPlan& plan_;
  const CallStop& stop_;
  // Every linear layer on its backend (XNNPACK operators, weights packed at creation, and their thread pool;
  // or the portable kernels); declared before the encoder and decoder, which borrow it, so that it outlives
  // them.
  std::unique_ptr<model::ModelLinears> linears_;
  float* positions_ = nullptr;       // [P, D] sinusoidal table
  int32_t* source_ids_ = nullptr;    // [max_batch, max_source_tokens]
  int32_t* target_ids_ = nullptr;    // [max_batch, max_length]
  size_t* source_counts_ = nullptr;  // [max_batch] with eos; 0: nothing to translate (blank or refused)
  search::SearchResult* results_ = nullptr;      // [max_batch]
  search::SentenceSearch** searches_ = nullptr;  // [max_batch] greedy or beam, one per sentence of a batch
  search::SentenceSearch** batch_searches_ =
      nullptr;                                     // [max_batch] the batch's searches (nullptr: no source)
  // The sentences of one encoder pass (run): their slots, source ids and token counts.
  size_t* group_sentences_ = nullptr;              // [max_batch]
  const int32_t** group_ids_ = nullptr;            // [max_batch]
  size_t* group_counts_ = nullptr;                 // [max_batch]
  size_t* decode_order_ = nullptr;  // [max_batch] the batch's sentences in the order they are decoded
  std::optional<search::BatchDecoding> decoding_;  // the decode loop and its step rows
  // Vocabulary shortlist (plan_.use_shortlist only): each sentence's ids, and the marks to build them in.
  size_t shortlist_capacity_ = 0;       // ids one sentence may have (model/shortlist_union.h)
  int32_t* shortlist_ids_ = nullptr;    // [max_batch, shortlist_capacity_]
  size_t* shortlist_sizes_ = nullptr;   // [max_batch]
  uint8_t* shortlist_marks_ = nullptr;  // [vocab_size], all zero between sentences
  float* alignment_probe_ = nullptr;    // [max_source_tokens] score's averaged cross-attention of one token
  std::optional<model::Encoder> encoder_;
  std::optional<model::Decoder> decoder_;
};

template <typename Load, typename Take>
Status Engine::translate(Load&& load, Take&& take, search::SearchObserver* observer) {
  for (bool more = true; more;) {
    size_t n = 0;
    for (; n < plan_.max_batch; ++n) {
      source_counts_[n] = 0;
      ATTN_ASSIGN_OR_RETURN(more, load(n));
      if (!more) break;
    }
    if (n == 0) break;
    ATTN_RETURN_IF_ERROR(take(n, run(n, observer)));
  }
  return Status::Ok();
}

template <typename Load>
Status Engine::translate_one(Load&& load, search::SearchObserver* observer) {
  bool loaded = false;
  return translate(
      [&](size_t slot) -> Result<bool> {
        if (loaded) return false;
        loaded = true;
        ATTN_RETURN_IF_ERROR(load(slot));
        return true;
      },
      [](size_t, const Status& ran) { return ran; }, observer);
}

}  // namespace translate
}  // namespace attn
