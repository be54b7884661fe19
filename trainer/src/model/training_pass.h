// One pass of TransformerModel (transformer_model_class.h) over a batch: checks, uploads, encoder, decoder,
// loss, and with backward the gradients.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "trainer/src/model/transformer_model_class.h"

namespace attn::train {

template <class Dev>
void TransformerModel<Dev>::check_batch(const Batch& b) const {
  const size_t ns = static_cast<size_t>(b.batch) * b.source_len,
               nt = static_cast<size_t>(b.batch) * b.target_len;
  if (b.batch <= 0 || b.source_len <= 0 || b.target_len <= 0)
    throw std::invalid_argument("empty batch (" + std::to_string(b.batch) + " sentences, lengths " +
                                std::to_string(b.source_len) + "/" + std::to_string(b.target_len) + ")");
  if (b.source.size() != ns || b.decoder_input.size() != nt || b.decoder_output.size() != nt)
    throw std::invalid_argument("batch arrays do not match [B, S] / [B, T]");
  if (b.source_len > static_cast<int>(c_.max_positions) || b.target_len > static_cast<int>(c_.max_positions))
    throw std::invalid_argument("batch longer than max_positions " + std::to_string(c_.max_positions));
  auto check_ids = [&](const std::vector<int32_t>& ids, const char* what) {
    for (int32_t id : ids)
      if (id < 0 || id >= static_cast<int32_t>(c_.vocab_size))
        throw std::invalid_argument(std::string("token id ") + std::to_string(id) + " out of range in " +
                                    what);
  };
  check_ids(b.source, "source");
  check_ids(b.decoder_input, "decoder_input");
  check_ids(b.decoder_output, "decoder_output");
}

template <class Dev>
int64_t TransformerModel<Dev>::probs_needed(int B, int S, int T) const {
  const int64_t m =
      std::max({static_cast<int64_t>(S) * S, static_cast<int64_t>(T) * T, static_cast<int64_t>(T) * S});
  return static_cast<int64_t>(B) * c_.heads * m;
}

template <class Dev>
StepResult TransformerModel<Dev>::run(const Batch& batch, float smoothing, float p, uint64_t seed,
                                      bool backward) {
  check_batch(batch);
  const int B = batch.batch, S = batch.source_len, T = batch.target_len;
  const int64_t Ns = static_cast<int64_t>(B) * S, Nt = static_cast<int64_t>(B) * T;
  ensure_arena(Ns, Nt, probs_needed(B, S, T), B);
  refresh_weights16();
  forget_inputs16(/*keep=*/backward);
  dev_.upload(ints_src_, batch.source.data(), Ns * sizeof(int32_t));
  dev_.upload(ints_dec_in_, batch.decoder_input.data(), Nt * sizeof(int32_t));
  dev_.upload(ints_dec_out_, batch.decoder_output.data(), Nt * sizeof(int32_t));
  std::vector<int32_t> rows, targets;
  rows.reserve(Nt);
  targets.reserve(Nt);
  for (int64_t i = 0; i < Nt; ++i)
    if (batch.decoder_output[i] != c_.pad_id) {
      rows.push_back(static_cast<int32_t>(i));
      targets.push_back(batch.decoder_output[i]);
    }
  const int64_t M = static_cast<int64_t>(rows.size());
  dev_.upload(ints_target_rows_, rows.data(), M * sizeof(int32_t));
  dev_.upload(ints_targets_, targets.data(), M * sizeof(int32_t));
  const float* memory = encoder_forward(B, S, p, seed);
  const float* y = decoder_forward(B, S, T, memory, p, seed);
  loss_forward_backward(Nt, M, y, smoothing, backward);
  if (backward) {
    decoder_backward(B, S, T, memory, p, seed);
    encoder_backward(B, S, p, seed);
  }
  forget_inputs16(/*keep=*/false);
  std::vector<float> loss(M), nll(M);
  dev_.download(loss.data(), loss_rows_, M * sizeof(float));
  dev_.download(nll.data(), nll_rows_, M * sizeof(float));
  StepResult r;
  for (int64_t i = 0; i < M; ++i) {
    r.loss_sum += loss[i];
    r.nll_sum += nll[i];
  }
  r.target_tokens = M;
  return r;
}

}  // namespace attn::train
