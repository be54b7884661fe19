// The decoder, one step at a time for the B hypotheses (beams) of up to max_batch sentences at once.
//
// Per decoder_layer it keeps a self-attention kv_cache of every earlier position of every hypothesis slot, so
// a step costs one row per hypothesis instead of recomputing the prefix; and the cross_attention keys/values,
// which depend only on the encoder output, are computed once per sentence in start() and shared by all of
// that sentence's hypotheses. Each hypothesis slot reads its self-attention keys/values through a row table
// (one cache row index per position, for every layer): a step writes the slot's own row at the new position,
// and when search re-selects hypotheses, reorder() copies the parents' tables, not their rows — T indices per
// slot instead of L × 2 × T × D floats, and beams that share a prefix read the same rows of it (copying
// the caches instead cost 9-12% of a beam-4 batch at the base size in memmove: bench/RESULTS-runtime.md at
// 0c41336).
//
// Batches: sentence s owns hypothesis slots [s·max_beam, (s+1)·max_beam). A step takes the live rows of every
// sentence of the batch together — each row names its slot and its sentence — so that every linear layer
// runs once per step on all of them (the weights are read once per step, not once per sentence), while
// attention stays per row: its own slot's kv_cache, its own sentence's source keys and length. Sentences
// step in lockstep (one position for all); a finished sentence just stops contributing rows. A row's result
// does not depend on which other rows share the step (every kernel works row by row, and the GEMMs' row
// results do not depend on their row count), so a batch translates exactly as its sentences do one by one.
// What it saves depends on the GEMMs: measured on x86 (bench/translate_bench.cpp, d_model 256), fp32 layers
// are bound by reading weights at one row and a batch of 16 greedy sentences runs ~2.8x faster; XNNPACK's
// int8 kernel is already near its compute bound at one row (bench/linear_bench.cpp: 45 vs 69 GMAC/s at 1 vs
// 32 rows), so int8 batches gain ~10% greedy and lose a little with beam 4 (larger KV-cache working set).
//
// Vocabulary shortlists: set_vocabulary() restricts one sentence's output projection to a list of token ids
// (translate/engine.cpp builds it from the model's shortlist and the sentence's source ids); its rows then
// get log-probabilities over those ids only (model/layers.h, shortlist_projection: fp32 weights against the
// fp32 hidden state; int8 weights against the hidden state quantized to int16 per row, each logit within
// kernels/hidden_i16.h's bound scale · max|h| / 65534 · Σ|w| of the fp32 hidden state's) and normalised over
// the list. Each sentence has its own list, so a batch still
// translates exactly as its sentences do one by one.
//
// Shapes: B = rows of a step (<= max_batch × max_beam), T = max_target positions (bos included),
// S = source tokens, D = d_model, F = d_ff, V = vocab_size, L = decoder layers.
#pragma once

#include <cstddef>
#include <cstdint>

#include "base/src/core/status.h"
#include "runtime/src/core/arena.h"
#include "runtime/src/format/model_weights.h"
#include "runtime/src/model/linears.h"
#include "runtime/src/search/decoding.h"

namespace attn::model {

// The decode loop (search::BatchDecoding) steps the decoder directly: it is the loop's search::StepModel.
class Decoder final : public search::StepModel {
 public:
  // linears: the linear layers created over weights, on their backend (both outliving this). positions:
  // sinusoidal table [P, D] owned by the caller. max_target: decoder positions per hypothesis. max_batch:
  // sentences decoded together (1: one sentence at a time).
  Decoder(const ModelWeights& weights, ModelLinears& linears, const float* positions, size_t max_source,
          size_t max_target, size_t max_beam, Arena& arena, size_t max_batch = 1);

  // Begins sentences sentences[0, n) (each < max_batch) of a batch together: their encoder outputs are
  // packed in encoder_output (sentence sentences[i]'s counts[i] rows [S_i, D] after those of the sentences
  // before it, model::Encoder's packed pass), and each layer's cross-attention K/V are computed for all of
  // them in one product, into the cross-attention caches from row cross_row on (< max_batch × max_source;
  // the sentences of one batch must not share rows there: each start of a batch continues where the one
  // before it ended). Fails only when a linear layer fails to run.
  Status start(const size_t* sentences, const size_t* counts, size_t n, const float* encoder_output,
               size_t cross_row);
  // One sentence, in its own max_source rows of the caches.
  Status start(size_t sentence, const float* encoder_output, size_t source_count) {
    return start(&sentence, &source_count, 1, encoder_output, sentence * max_source_);
  }
  Status start(const float* encoder_output, size_t source_count) {
    return start(0, encoder_output, source_count);
  }

  // Restricts sentence `sentence`'s log-probabilities to ids [count] (ascending, each < V; borrowed until the
  // sentence is started again), or to nothing less than the whole vocabulary when ids is nullptr (what
  // start() sets).
  void set_vocabulary(size_t sentence, const int32_t* ids, size_t count);

  // Which hypothesis slot (kv_cache rows, < max_batch × max_beam) and which sentence each row of a step is.
  // Rows of one sentence must be consecutive.
  using StepRows = search::StepRows;

  // Feeds tokens [B] (row b's latest token) at decoder position `position` (0 for bos) and returns
  // log-probabilities of the next token, [B, V], valid until the next call: row b's column u is the token
  // vocabulary[u] of its sentence, u < the vocabulary's size (all V columns, column = token, without one).
  // Every row's slot must have been fed positions 0..position-1 before (its kv_cache rows). Fails only when
  // a linear layer fails to run.
  Result<const float*> step(const int32_t* tokens, size_t count, size_t position,
                            const StepRows& rows) override;
  // Without rows: sentence 0, slots 0..B-1.
  Result<const float*> step(const int32_t* tokens, size_t count, size_t position) {
    return step(tokens, count, position, StepRows{});
  }

  // Sentence `sentence`'s rows of a step's output, starting at row first_row, over its vocabulary.
  search::StepLogProbs log_probs(size_t sentence, const float* output, size_t first_row) const override;

  // Sentence `sentence`'s slot i continues its former slot parents[i] (i < count): for positions
  // [0, positions) it reads the kv_cache rows its parent reads (its row table is copied).
  void reorder(size_t sentence, const int32_t* parents, size_t count, size_t positions) override;
  void reorder(const int32_t* parents, size_t count, size_t positions) { reorder(0, parents, count, positions); }

  // Word alignment: while set, every step() also writes decoder layer `layer`'s cross-attention probabilities
  // of its first row, averaged over the heads, into probe [S of that row's sentence] (the translator's forced
  // pass over one finished hypothesis; search steps leave it null and pay nothing). layer < decoder layers.
  void set_alignment_probe(size_t layer, float* probe) {
    probe_layer_ = layer;
    probe_ = probe;
  }
  size_t layers() const { return weights_.decoder_layers.size(); }

 private:
  struct LayerCache {
    float* self_key;     // [max_batch × max_beam, T, D]
    float* self_value;   // [max_batch × max_beam, T, D]
    float* cross_key;    // [max_batch × S, D] each sentence's rows from its cross_rows_ entry on
    float* cross_value;  // [max_batch × S, D]
  };

  const ModelWeights& weights_;
  const float* positions_;
  ModelLinears& linears_;
  size_t max_target_;
  size_t max_source_;
  size_t max_beam_;
  size_t* source_counts_;  // [max_batch] each sentence's source tokens
  size_t* cross_rows_;     // [max_batch] each sentence's first row in the cross-attention caches
  const int32_t** vocabularies_;  // [max_batch] a sentence's shortlist; nullptr: the whole vocabulary
  size_t* vocabulary_sizes_;      // [max_batch]
  LayerCache* caches_;  // [L]
  size_t* cache_rows_;  // [max_batch × max_beam, T] each slot's kv_cache row (slot' × T + p) per position p
  size_t* reorder_rows_;  // [max_beam, T] scratch for reorder()
  float* hidden_;      // [B, D]
  float* normed_;      // [B, D]
  float* query_;       // [B, D]
  float* key_;         // [B, D]
  float* value_;       // [B, D]
  float* context_;     // [B, D]
  float* sublayer_;    // [B, D]
  float* ffn_hidden_;  // [B, F]
  float* scores_;      // [max(S, T)] (attention runs one row at a time)
  float* logits_;      // [B, V]
  size_t probe_layer_ = 0;
  float* probe_ = nullptr;  // [S] or null (set_alignment_probe)
};

}  // namespace attn::model
