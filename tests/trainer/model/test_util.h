// Shared helpers of the trainer model tests: random inputs (never all zero), padded batches.
#pragma once

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "trainer/src/model/transformer.h"

namespace attn::train::testing {

inline std::vector<float> random_vector(size_t n, uint32_t seed, float lo = -1.f, float hi = 1.f) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(lo, hi);
  std::vector<float> v(n);
  for (float& x : v) x = dist(rng);
  return v;
}

// A batch of random sentences of the given lengths (each ≤ S / ≤ T − 1), padded to [B, S] and [B, T]:
// source = tokens + eos, decoder input = bos + target, decoder output = target + eos.
inline Batch random_batch(const ModelDescription& c, const std::vector<int>& source_lengths,
                          const std::vector<int>& target_lengths, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int32_t> token(4, c.vocab_size - 1);
  Batch b;
  b.batch = static_cast<int>(source_lengths.size());
  for (int i = 0; i < b.batch; ++i) {
    b.source_len = std::max(b.source_len, source_lengths[i] + 1);
    b.target_len = std::max(b.target_len, target_lengths[i] + 1);
  }
  b.source.assign(static_cast<size_t>(b.batch) * b.source_len, c.pad_id);
  b.decoder_input.assign(static_cast<size_t>(b.batch) * b.target_len, c.pad_id);
  b.decoder_output.assign(static_cast<size_t>(b.batch) * b.target_len, c.pad_id);
  for (int i = 0; i < b.batch; ++i) {
    for (int s = 0; s < source_lengths[i]; ++s) b.source[i * b.source_len + s] = token(rng);
    b.source[i * b.source_len + source_lengths[i]] = c.eos_id;
    b.source_tokens += source_lengths[i] + 1;
    b.decoder_input[i * b.target_len] = c.bos_id;
    for (int t = 0; t < target_lengths[i]; ++t) {
      const int32_t id = token(rng);
      b.decoder_input[i * b.target_len + t + 1] = id;
      b.decoder_output[i * b.target_len + t] = id;
    }
    b.decoder_output[i * b.target_len + target_lengths[i]] = c.eos_id;
    b.target_tokens += target_lengths[i] + 1;
  }
  return b;
}

inline ModelDescription tiny_config(bool pre_norm) {
  ModelDescription c = default_model();
  c.d_model = 8;
  c.heads = 2;
  c.d_ff = 12;
  c.encoder_layers = 2;
  c.decoder_layers = 2;
  c.vocab_size = 13;
  c.max_positions = 16;
  c.norm_position = pre_norm ? NormPosition::Pre : NormPosition::Post;
  return c;
}

}  // namespace attn::train::testing
