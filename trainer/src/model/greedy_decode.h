// Greedy decoding by TransformerModel (transformer_model_class.h), for dev BLEU: the encoder once per group
// of sentences, then the decoder one position at a time.
#pragma once

#include <algorithm>
#include <vector>

#include "trainer/src/kernels/cross_entropy.h"
#include "trainer/src/model/transformer_model_class.h"

namespace attn::train {

// Greedy decoding in groups of sentences: the encoder runs once per group, then one decoder step per output
// position (cached), or the whole decoder over the prefix at every step (uncached, the tests' reference).
template <class Dev>
std::vector<std::vector<int32_t>> TransformerModel<Dev>::greedy(
    const std::vector<std::vector<int32_t>>& sources, int max_len, bool cached) {
  constexpr int kGroup = 64;
  const int D = c_.d_model, V = c_.vocab_size;
  max_len = std::max(0, std::min(max_len, static_cast<int>(c_.max_positions) - 1));
  std::vector<std::vector<int32_t>> result(sources.size());
  for (size_t g0 = 0; g0 < sources.size(); g0 += kGroup) {
    const int B = static_cast<int>(std::min<size_t>(kGroup, sources.size() - g0));
    int S = 1;
    for (int b = 0; b < B; ++b) S = std::max<int>(S, static_cast<int>(sources[g0 + b].size()));
    S = std::min(S, static_cast<int>(c_.max_positions));
    const int Tmax = max_len + 1;
    ensure_arena(static_cast<int64_t>(B) * S, static_cast<int64_t>(B) * Tmax, probs_needed(B, S, Tmax), B,
                 cached ? static_cast<int64_t>(B) * Tmax * 2 * D : 0);
    refresh_weights16();
    forget_inputs16(/*keep=*/false);  // decoding rewrites its activations every step: nothing to keep
    std::vector<int32_t> src(static_cast<size_t>(B) * S, c_.pad_id);
    for (int b = 0; b < B; ++b)
      for (int s = 0; s < S && s < static_cast<int>(sources[g0 + b].size()); ++s) {
        const int32_t id = sources[g0 + b][s];
        src[static_cast<size_t>(b) * S + s] = (id >= 0 && id < V) ? id : c_.unk_id;
      }
    dev_.upload(ints_src_, src.data(), src.size() * sizeof(int32_t));
    const float* memory = encoder_forward(B, S, 0.f, 0);
    std::vector<std::vector<int32_t>> out(B);
    std::vector<char> done(B, 0);
    std::vector<int32_t> next(B), last(B);
    for (int t = 1; t <= max_len; ++t) {
      // Decoder input [B, t]: bos, then the tokens so far (pad once a sentence has finished).
      std::vector<int32_t> dec_in(static_cast<size_t>(B) * t);
      for (int b = 0; b < B; ++b) {
        dec_in[static_cast<size_t>(b) * t] = c_.bos_id;
        for (int k = 1; k < t; ++k)
          dec_in[static_cast<size_t>(b) * t + k] =
              k - 1 < static_cast<int>(out[b].size()) ? out[b][k - 1] : c_.pad_id;
        last[b] = dec_in[static_cast<size_t>(b) * t + t - 1];
      }
      dev_.upload(ints_dec_in_, dec_in.data(), dec_in.size() * sizeof(int32_t));
      const float* y_last;  // [B, D] at row stride ld
      int ld;
      if (cached) {
        dev_.upload(ints_dec_out_, last.data(), B * sizeof(int32_t));
        const DecoderCache cache{/*position=*/t - 1, /*capacity=*/Tmax};
        y_last = decoder_forward(B, S, 1, memory, 0.f, 0, /*reuse_cross_kv=*/t > 1, &cache);
        ld = D;
      } else {
        const float* y = decoder_forward(B, S, t, memory, 0.f, 0, /*reuse_cross_kv=*/t > 1);
        y_last = y + static_cast<int64_t>(t - 1) * D;
        ld = t * D;
      }
      // Only the newest position of each sentence is projected onto the vocabulary.
      dev_.gemm(false, true, B, V, D, 1.f, y_last, ld, params_ + layout_.output_weight, D, 0.f, logits_, V);
      kernels::launch_argmax(dev_, B, V, logits_, ints_argmax_);
      dev_.download(next.data(), ints_argmax_, B * sizeof(int32_t));
      bool all_done = true;
      for (int b = 0; b < B; ++b) {
        if (done[b]) continue;
        if (next[b] == c_.eos_id) {
          done[b] = 1;
        } else {
          out[b].push_back(next[b]);
          all_done = false;
        }
      }
      if (all_done) break;
    }
    for (int b = 0; b < B; ++b) result[g0 + b] = std::move(out[b]);
  }
  return result;
}

}  // namespace attn::train
