#include "runtime/src/translate/engine.h"

#include <algorithm>
#include <cstring>
#include <new>

#include "runtime/src/kernels/embedding.h"
#include "runtime/src/model/shortlist_union.h"
#include "runtime/src/translate/indexed_call.h"

namespace attn::translate {

Status Engine::create_layers(LinearBackend backend, const char* float_activation_layers) {
  const ModelWeights& weights = model_.weights();
  // The linear layers' backend is chosen here, once: XNNPACK operators are created (weights packed) now, and
  // translating only sets them up and runs them. The encoder runs its layers on up to max_source_tokens rows
  // (one packed pass of whole sentences), a decoder step (the vocabulary projection included) on up to
  // max_batch × beam_size rows.
  const size_t step_rows = plan_.max_batch * plan_.beam_size;
  const size_t max_rows = plan_.max_source_tokens > step_rows ? plan_.max_source_tokens : step_rows;
  // With a shortlist every sentence's logits come from the shortlist kernel: the vocabulary projection is
  // never run, so it is not packed.
  const bool pack_output = !plan_.use_shortlist;
  auto linears =
      model::ModelLinears::create(weights, backend, plan_.threads, max_rows, step_rows, pack_output,
                                  model_.packed_weights().provider(), float_activation_layers);
  if (!linears.ok() && backend == LinearBackend::kXnnpack &&
      linears.status().code() == StatusCode::kUnsupported) {
    // A CPU XNNPACK does not support keeps the portable kernel, single-threaded.
    linears = model::ModelLinears::create(weights, LinearBackend::kPortable, 1, max_rows, step_rows,
                                          pack_output, nullptr, float_activation_layers);
  }
  if (!linears.ok()) return linears.status();
  linears_ = std::move(linears).value();
  // XNNPACK now holds a packed copy of every linear layer (one per model, shared by its translators, where
  // the layer's type packs into the model's cache): a mapped model's pages of those weights are dropped (the
  // portable kernels read them in place, so they stay).
  if (linears_->backend() == LinearBackend::kXnnpack) model_.release_packed_weights();
  return Status::Ok();
}

void Engine::carve(Arena& arena) {
  const ModelWeights& weights = model_.weights();
  const size_t D = weights.arch.d_model;
  const size_t position_rows = std::max(plan_.max_source_tokens, plan_.max_length);
  positions_ = arena.allocate<float>(position_rows * D);
  const size_t batch = plan_.max_batch;
  source_ids_ = arena.allocate<int32_t>(batch * plan_.max_source_tokens);
  target_ids_ = arena.allocate<int32_t>(batch * plan_.max_length);
  source_counts_ = arena.allocate<size_t>(batch);
  results_ = arena.allocate<search::SearchResult>(batch);
  decoding_.emplace(batch, plan_.beam_size, arena);
  batch_searches_ = arena.allocate<search::SentenceSearch*>(batch);
  group_sentences_ = arena.allocate<size_t>(batch);
  group_ids_ = arena.allocate<const int32_t*>(batch);
  group_counts_ = arena.allocate<size_t>(batch);
  decode_order_ = arena.allocate<size_t>(batch);
  if (plan_.use_shortlist) {
    const uint32_t V = weights.arch.vocab_size;
    shortlist_capacity_ = model::max_shortlist_union(model_.shortlist(), V, plan_.max_source_tokens);
    shortlist_ids_ = arena.allocate<int32_t>(batch * shortlist_capacity_);
    shortlist_sizes_ = arena.allocate<size_t>(batch);
    shortlist_marks_ = arena.allocate<uint8_t>(V);
  }
  alignment_probe_ = arena.allocate<float>(plan_.max_source_tokens);
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

void Engine::initialize() {
  const Architecture& arch = model_.architecture();
  const size_t position_rows = std::max(plan_.max_source_tokens, plan_.max_length);
  if (arch.position_encoding == schema::PositionEncoding::SinusoidalConcat) {
    kernels::sinusoidal_positions_concat(positions_, position_rows, arch.d_model);
  } else {
    kernels::sinusoidal_positions(positions_, position_rows, arch.d_model);
  }
  if (shortlist_marks_ != nullptr) std::memset(shortlist_marks_, 0, arch.vocab_size);
}

Status Engine::run(size_t n, search::SearchObserver* observer) {
  // The sentences go through the encoder and the decoder a decoding group at a time: at most kDecodeRows
  // hypotheses a decoder step (kDecodeRows / beam_size sentences), shortest sources first when a call holds
  // more. A group's sentences are encoded in packed passes of up to max_source_tokens rows (no padding;
  // model/encoder.h), their cross-attention keys/values into the decoder's caches one after another, then
  // decoded together (search/decoding.h); a sentence's result does not depend on the sentences beside it.
  size_t sentences = 0;
  for (size_t j = 0; j < n; ++j) {
    results_[j] = search::SearchResult();
    batch_searches_[j] = nullptr;
    if (source_counts_[j] > 0) decode_order_[sentences++] = j;
  }
  // As many groups as kDecodeRows requires, of equal sizes (a last group of a few long sentences would
  // decode its many steps on a few rows).
  const size_t most = kDecodeRows > plan_.beam_size ? kDecodeRows / plan_.beam_size : 1;
  const size_t groups = (sentences + most - 1) / most;
  const size_t group = groups > 1 ? (sentences + groups - 1) / groups : most;
  if (groups > 1) {
    std::sort(decode_order_, decode_order_ + sentences, [&](size_t a, size_t b) {
      return source_counts_[a] != source_counts_[b] ? source_counts_[a] < source_counts_[b] : a < b;
    });
  }
  size_t cross_row = 0;
  for (size_t first = 0; first < sentences; first += group) {
    const size_t last = first + group < sentences ? first + group : sentences;
    size_t grouped = 0, group_rows = 0;
    for (size_t i = first; i < last; ++i) {
      const size_t j = decode_order_[i], count = source_counts_[j];
      if (group_rows + count > plan_.max_source_tokens) {
        ATTN_RETURN_IF_ERROR(start_group(grouped, &cross_row, observer));
        grouped = group_rows = 0;
      }
      group_sentences_[grouped] = j;
      group_ids_[grouped] = source_ids(j);
      group_counts_[grouped++] = count;
      group_rows += count;
    }
    if (grouped > 0) ATTN_RETURN_IF_ERROR(start_group(grouped, &cross_row, observer));
    // Searches of earlier groups have finished: they feed no rows.
    ATTN_RETURN_IF_ERROR(decoding_->decode(batch_searches_, n, *decoder_, stop_));
  }
  for (size_t j = 0; j < n; ++j) {
    if (batch_searches_[j] != nullptr) results_[j] = batch_searches_[j]->result();
  }
  return Status::Ok();
}

Status Engine::start_group(size_t grouped, size_t* cross_row, search::SearchObserver* observer) {
  const Tokenizer& tokenizer = model_.tokenizer();
  ATTN_RETURN_IF_ERROR(stop_.check());
  ATTN_ASSIGN_OR_RETURN(const float* encoded, encoder_->encode(group_ids_, group_counts_, grouped));
  ATTN_RETURN_IF_ERROR(decoder_->start(group_sentences_, group_counts_, grouped, encoded, *cross_row));
  for (size_t i = 0; i < grouped; ++i) {
    const size_t j = group_sentences_[i], count = group_counts_[i];
    *cross_row += count;
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
    options.max_length =
        count + plan_.max_extra_tokens < plan_.max_length ? count + plan_.max_extra_tokens : plan_.max_length;
    options.bos_id = tokenizer.bos_id();
    options.eos_id = tokenizer.eos_id();
    options.observer = observer;
    searches_[j]->start(options, target_slot(j));
    batch_searches_[j] = searches_[j];
  }
  return Status::Ok();
}

const int32_t* Engine::vocabulary(size_t sentence, size_t* size) const {
  if (!plan_.use_shortlist || sentence >= plan_.max_batch) {
    *size = model_.architecture().vocab_size;
    return nullptr;
  }
  *size = shortlist_sizes_[sentence];
  return shortlist_ids_ + sentence * shortlist_capacity_;
}

void Engine::set_source(size_t slot, size_t count) {
  source_counts_[slot] = 0;
  if (count == 0) return;
  source_slot(slot)[count] = model_.tokenizer().eos_id();
  source_counts_[slot] = count + 1;
}

Status Engine::load_ids(size_t slot, const int32_t* ids, size_t count) {
  source_counts_[slot] = 0;
  if (count + 1 > plan_.max_source_tokens) {
    return Status::Error(StatusCode::kInputTooLong,
                         "translate_ids: %zu source ids plus eos exceed the translator's %zu source tokens",
                         count, plan_.max_source_tokens);
  }
  const uint32_t V = model_.architecture().vocab_size;
  for (size_t i = 0; i < count; ++i) {
    if (ids[i] < 0 || static_cast<uint32_t>(ids[i]) >= V) {
      return Status::Error(StatusCode::kInvalidArgument,
                           "translate_ids: source id %d at index %zu is outside [0, %u)", ids[i], i, V);
    }
  }
  if (count > 0) std::memcpy(source_slot(slot), ids, count * sizeof(int32_t));
  set_source(slot, count);
  return Status::Ok();
}

Status Engine::translate_ids(const int32_t* source_ids, size_t count, int32_t* out_ids, size_t capacity,
                             size_t* written) {
  ATTN_RETURN_IF_ERROR(translate_one([&](size_t slot) { return load_ids(slot, source_ids, count); }));
  const size_t length = results_[0].length;  // 0 for an empty source (run skipped it)
  if (length > capacity) {
    *written = length;
    return Status::Error(StatusCode::kBufferTooSmall,
                         "translate_ids: the translation has %zu ids, out_ids holds %zu", length, capacity);
  }
  if (length > 0) std::memcpy(out_ids, target_ids(0), length * sizeof(int32_t));
  *written = length;
  return Status::Ok();
}

Status Engine::translate_batch_ids(const int32_t* const* sources, const size_t* counts, size_t count,
                                   int32_t* out_ids, size_t capacity, size_t* offsets, StatusArray statuses) {
  IndexedCall call("source", count, statuses);
  const auto load_source = [&](size_t i, size_t slot) {
    return sources[i] == nullptr && counts[i] != 0
               ? Status::Error(StatusCode::kInvalidArgument, "translate_ids: source is null but has %zu ids",
                               counts[i])
               : load_ids(slot, sources[i], counts[i]);
  };
  size_t offset = 0;
  offsets[0] = 0;
  const auto write = [&](size_t i, size_t slot) {
    const size_t length = statuses[i] == StatusCode::kOk ? results_[slot].length : 0;
    if (length == 0 || offset + length <= capacity) {  // an empty translation needs no room
      if (length > 0) std::memcpy(out_ids + offset, target_ids(slot), length * sizeof(int32_t));
    } else if (statuses[i] == StatusCode::kOk) {
      statuses.set(i, StatusCode::kBufferTooSmall);
    }
    offset += length;
    offsets[i + 1] = offset;
  };
  ATTN_RETURN_IF_ERROR(translate([&](size_t slot) { return call.load(slot, load_source); },
                                 [&](size_t n, const Status& ran) { return call.take(n, ran, write); }));
  return call.finish("translate_batch_ids", offset, capacity, "ids");
}

Result<size_t> Engine::score(size_t sentence, size_t layer, float* log_probs, int32_t* sources) {
  const search::SearchResult& result = results_[sentence];
  const Tokenizer& tokenizer = model_.tokenizer();
  const size_t V = model_.architecture().vocab_size;
  const size_t steps = result.length + (result.ended_with_eos ? 1 : 0);
  const size_t source_count = source_counts_[sentence];
  // The real source tokens (eos excluded, unless it is all there is): attending to eos means "nothing here",
  // and a target token is still aligned to its likeliest word.
  const size_t candidates = source_count > 1 ? source_count - 1 : source_count;
  // The pass reuses the sentence's first kv_cache slot, which the search no longer needs.
  const int32_t slot = static_cast<int32_t>(sentence * plan_.beam_size);
  const int32_t row_sentence = static_cast<int32_t>(sentence);
  decoder_->set_alignment_probe(layer, alignment_probe_);
  Status failed;
  for (size_t p = 0; p < steps; ++p) {
    const int32_t token = p == 0 ? tokenizer.bos_id() : target_ids(sentence)[p - 1];
    auto stepped = decoder_->step(&token, 1, p, {&slot, &row_sentence});
    if (!stepped.ok()) {
      failed = stepped.status();
      break;
    }
    const int32_t next = p < result.length ? target_ids(sentence)[p] : tokenizer.eos_id();
    log_probs[p] = stepped.value()[column(sentence, next, V)];
    size_t best = 0;
    for (size_t s = 1; s < candidates; ++s) {
      if (alignment_probe_[s] > alignment_probe_[best]) best = s;
    }
    sources[p] = static_cast<int32_t>(best);
  }
  decoder_->set_alignment_probe(0, nullptr);
  ATTN_RETURN_IF_ERROR(failed);
  return steps;
}

// Where token's log-probability is in a decoder row of sentence: its id, or with a shortlist its index in
// the sentence's ascending vocabulary (the decoder writes only those columns). A token the search chose is
// always in that vocabulary; one that is not (impossible) reads column 0 rather than out of bounds.
size_t Engine::column(size_t sentence, int32_t token, size_t V) const {
  size_t size = 0;
  const int32_t* ids = vocabulary(sentence, &size);
  if (ids == nullptr) return static_cast<size_t>(token) < V ? static_cast<size_t>(token) : 0;
  const int32_t* found = std::lower_bound(ids, ids + size, token);
  return found != ids + size && *found == token ? static_cast<size_t>(found - ids) : 0;
}

}  // namespace attn::translate
