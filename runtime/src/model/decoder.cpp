#include "runtime/src/model/decoder.h"

#include <cstring>

#include "runtime/src/kernels/attention.h"
#include "runtime/src/kernels/embedding.h"
#include "runtime/src/kernels/softmax.h"
#include "runtime/src/model/layers.h"

namespace attn::model {

Decoder::Decoder(const ModelWeights& weights, ModelLinears& linears, const float* positions,
                 size_t max_source, size_t max_target, size_t max_beam, Arena& arena, size_t max_batch)
    : weights_(weights),
      positions_(positions),
      linears_(linears),
      max_target_(max_target),
      max_source_(max_source),
      max_beam_(max_beam) {
  const Architecture& arch = weights.arch;
  const size_t D = arch.d_model, F = arch.d_ff, V = arch.vocab_size, T = max_target;
  const size_t B = max_batch * max_beam;  // rows of a step, and kv_cache slots
  const size_t L = weights.decoder_layers.size();
  caches_ = arena.allocate<LayerCache>(L);
  for (size_t l = 0; l < L; ++l) {
    LayerCache cache;
    cache.self_key = arena.allocate<float>(B * T * D);
    cache.self_value = arena.allocate<float>(B * T * D);
    cache.cross_key = arena.allocate<float>(max_batch * max_source * D);
    cache.cross_value = arena.allocate<float>(max_batch * max_source * D);
    if (caches_ != nullptr) caches_[l] = cache;
  }
  source_counts_ = arena.allocate<size_t>(max_batch);
  cross_rows_ = arena.allocate<size_t>(max_batch);
  vocabularies_ = arena.allocate<const int32_t*>(max_batch);
  vocabulary_sizes_ = arena.allocate<size_t>(max_batch);
  cache_rows_ = arena.allocate<size_t>(B * T);
  // Reordering stays within one sentence's slots: scratch for one sentence's beam is enough.
  reorder_rows_ = arena.allocate<size_t>(max_beam * T);
  hidden_ = arena.allocate<float>(B * D);
  normed_ = arena.allocate<float>(B * D);
  query_ = arena.allocate<float>(B * D);
  key_ = arena.allocate<float>(B * D);
  value_ = arena.allocate<float>(B * D);
  context_ = arena.allocate<float>(B * D);
  sublayer_ = arena.allocate<float>(B * D);
  ffn_hidden_ = arena.allocate<float>(B * F);
  scores_ = arena.allocate<float>(kernels::attention_scores_size(max_source > T ? max_source : T));
  logits_ = arena.allocate<float>(B * V);
}

Status Decoder::start(const size_t* sentences, const size_t* counts, size_t n, const float* encoder_output,
                      size_t cross_row) {
  size_t rows = 0;
  for (size_t i = 0; i < n; ++i) {
    source_counts_[sentences[i]] = counts[i];
    cross_rows_[sentences[i]] = cross_row + rows;
    set_vocabulary(sentences[i], nullptr, 0);
    rows += counts[i];
  }
  const size_t offset = cross_row * weights_.arch.d_model;
  for (size_t l = 0; l < weights_.decoder_layers.size(); ++l) {
    AttentionLinears& cross_attention = linears_.decoder_layers[l].cross_attn;
    ATTN_RETURN_IF_ERROR(cross_attention.k.run(encoder_output, rows, caches_[l].cross_key + offset));
    ATTN_RETURN_IF_ERROR(cross_attention.v.run(encoder_output, rows, caches_[l].cross_value + offset));
  }
  return Status::Ok();
}

void Decoder::set_vocabulary(size_t sentence, const int32_t* ids, size_t count) {
  vocabularies_[sentence] = ids;
  vocabulary_sizes_[sentence] = ids != nullptr ? count : weights_.arch.vocab_size;
}

Result<const float*> Decoder::step(const int32_t* tokens, size_t count, size_t position,
                                   const StepRows& rows) {
  const Architecture& arch = weights_.arch;
  const size_t D = arch.d_model, H = arch.heads, B = count, T = max_target_;
  auto slot_of = [&](size_t b) { return rows.slots != nullptr ? static_cast<size_t>(rows.slots[b]) : b; };
  auto sentence_of = [&](size_t b) { return rows.sentences != nullptr ? static_cast<size_t>(rows.sentences[b]) : 0; };
  // Every hypothesis is at the same position: the position row is shared (stride 0).
  embed_tokens(weights_, tokens, B, positions_ + position * D, 0, hidden_);

  for (size_t l = 0; l < weights_.decoder_layers.size(); ++l) {
    const DecoderLayerWeights& decoder_layer = weights_.decoder_layers[l];
    const LayerCache& kv_cache = caches_[l];
    DecoderLayerLinears& layer = linears_.decoder_layers[l];

    // Causal self-attention: this step's key/value join the cache, and the query sees positions
    // [0, position] of its own hypothesis — exactly the causal mask, with no future rows to hide.
    const float* in = sublayer_input(arch, decoder_layer.self_attn_norm, hidden_, normed_, B);
    ATTN_RETURN_IF_ERROR(layer.self_attn.q.run(in, B, query_));
    ATTN_RETURN_IF_ERROR(layer.self_attn.k.run(in, B, key_));
    ATTN_RETURN_IF_ERROR(layer.self_attn.v.run(in, B, value_));
    for (size_t b = 0; b < B; ++b) {
      // The step's key/value go to the slot's own row for this position; earlier positions are read wherever
      // the hypothesis's row table says (a parent's rows after a reorder).
      const size_t row = slot_of(b) * T + position;
      size_t* rows = cache_rows_ + slot_of(b) * T;
      rows[position] = row;
      std::memcpy(kv_cache.self_key + row * D, key_ + b * D, D * sizeof(float));
      std::memcpy(kv_cache.self_value + row * D, value_ + b * D, D * sizeof(float));
      kernels::attention_gathered(query_ + b * D, kv_cache.self_key, kv_cache.self_value, D, rows,
                                  position + 1, H, D / H, context_ + b * D, scores_);
    }
    ATTN_RETURN_IF_ERROR(layer.self_attn.o.run(context_, B, sublayer_));
    residual(arch, decoder_layer.self_attn_norm, hidden_, sublayer_, B);

    // Cross-attention: the hypotheses of one sentence (consecutive rows) read that sentence's source
    // keys/values, as many as it has tokens — so no source padding exists to be masked.
    in = sublayer_input(arch, decoder_layer.cross_attn_norm, hidden_, normed_, B);
    ATTN_RETURN_IF_ERROR(layer.cross_attn.q.run(in, B, query_));
    for (size_t first = 0; first < B;) {
      const size_t sentence = sentence_of(first);
      size_t end = first + 1;
      while (end < B && sentence_of(end) == sentence) ++end;
      const size_t offset = cross_rows_[sentence] * D;
      kernels::attention(query_ + first * D, D, kv_cache.cross_key + offset, D, kv_cache.cross_value + offset, D,
                         context_ + first * D, D, end - first, source_counts_[sentence], H, D / H, {}, scores_);
      first = end;
    }
    if (probe_ != nullptr && l == probe_layer_ && B > 0) {
      const size_t sentence = sentence_of(0);
      kernels::attention_probabilities(query_, kv_cache.cross_key + cross_rows_[sentence] * D, D,
                                       source_counts_[sentence], H, D / H, probe_, scores_);
    }
    ATTN_RETURN_IF_ERROR(layer.cross_attn.o.run(context_, B, sublayer_));
    residual(arch, decoder_layer.cross_attn_norm, hidden_, sublayer_, B);

    in = sublayer_input(arch, decoder_layer.ffn_norm, hidden_, normed_, B);
    ATTN_RETURN_IF_ERROR(feed_forward(layer.fc1, layer.fc2, arch.activation, in, B, ffn_hidden_, sublayer_));
    residual(arch, decoder_layer.ffn_norm, hidden_, sublayer_, B);
  }
  if (arch.pre_norm()) layer_norm(weights_.decoder_final_norm, hidden_, hidden_, B, D, arch.layer_norm_epsilon);

  // Output projection with the (tied) embedding, unscaled, then log-softmax over the vocabulary: in one
  // product for every row when no sentence has a shortlist, else sentence by sentence over its own list.
  const size_t V = arch.vocab_size;
  bool any_shortlist = false;
  for (size_t b = 0; b < B; ++b) any_shortlist = any_shortlist || vocabularies_[sentence_of(b)] != nullptr;
  if (!any_shortlist) {
    ATTN_RETURN_IF_ERROR(linears_.output.run(hidden_, B, logits_));
    kernels::log_softmax(logits_, B, V);
    return static_cast<const float*>(logits_);
  }
  for (size_t first = 0; first < B;) {
    const size_t sentence = sentence_of(first);
    size_t end = first + 1;
    while (end < B && sentence_of(end) == sentence) ++end;
    const int32_t* ids = vocabularies_[sentence];
    if (ids == nullptr) {
      ATTN_RETURN_IF_ERROR(linears_.output.run(hidden_ + first * D, end - first, logits_ + first * V));
      kernels::log_softmax(logits_ + first * V, end - first, V);
    } else {
      const size_t count = vocabulary_sizes_[sentence];
      shortlist_projection(weights_, hidden_ + first * D, end - first, ids, count, logits_ + first * V, V);
      for (size_t b = first; b < end; ++b) kernels::log_softmax(logits_ + b * V, 1, count);
    }
    first = end;
  }
  return static_cast<const float*>(logits_);
}

search::StepLogProbs Decoder::log_probs(size_t sentence, const float* output, size_t first_row) const {
  const size_t V = weights_.arch.vocab_size;
  return search::StepLogProbs{output + first_row * V, V, vocabulary_sizes_[sentence],
                              vocabularies_[sentence]};
}

void Decoder::reorder(size_t sentence, const int32_t* parents, size_t count, size_t positions) {
  bool identity = true;
  for (size_t i = 0; i < count; ++i) identity = identity && parents[i] == static_cast<int32_t>(i);
  if (identity || positions == 0) return;
  const size_t T = max_target_;
  const size_t row_bytes = positions * sizeof(size_t);
  // Only row tables move, never cache rows: a slot that continues another one takes a copy of its parent's
  // table (one entry per position, shared by every layer's keys and values), so both read the same rows of
  // their common prefix. A row is written once, by the slot that owns it, at its own position, and later
  // steps only write later positions, so a row stays valid for every table that names it. Only slots with
  // parents[i] != i are copied, through scratch only when their parent's table is itself overwritten here
  // (a parent may feed several children, and a slot may be overwritten before it has been read as somebody's
  // parent).
  auto overwritten = [&](size_t slot) { return slot < count && parents[slot] != static_cast<int32_t>(slot); };
  size_t* tables = cache_rows_ + sentence * max_beam_ * T;
  for (size_t i = 0; i < count; ++i) {
    const size_t parent = static_cast<size_t>(parents[i]);
    if (parent != i && overwritten(parent))
      std::memcpy(reorder_rows_ + i * T, tables + parent * T, row_bytes);
  }
  for (size_t i = 0; i < count; ++i) {
    const size_t parent = static_cast<size_t>(parents[i]);
    if (parent == i) continue;
    const size_t* from = overwritten(parent) ? reorder_rows_ + i * T : tables + parent * T;
    std::memcpy(tables + i * T, from, row_bytes);
  }
}

}  // namespace attn::model
