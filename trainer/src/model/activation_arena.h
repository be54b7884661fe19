// The activation arena of TransformerModel (transformer_model_class.h): one allocation carved into the
// activations a training step keeps for its backward pass and the scratch of both passes.
#pragma once

#include <algorithm>
#include <stdexcept>
#include <string>

#include "trainer/src/kernels/bf16.h"
#include "trainer/src/kernels/layer_norm.h"
#include "trainer/src/kernels/reduce.h"
#include "trainer/src/model/transformer_model_class.h"

namespace attn::train {

// Carves the arena for a capacity; with base == nullptr only counts (returns floats needed).
template <class Dev>
size_t TransformerModel<Dev>::plan_arena(const Capacity& cap, float* base) {
  size_t used = 0;
  auto take = [&](int64_t n) {
    float* p = base ? base + used : nullptr;
    used += (static_cast<size_t>(n) + 15) / 16 * 16;  // 64-byte aligned views
    return p;
  };
  const int64_t D = c_.d_model, F = c_.d_ff;
  auto take16 = [&](int64_t n) { return reinterpret_cast<kernels::bf16*>(take(bf16() ? (n + 1) / 2 : 0)); };
  // Attention's bf16 operands (layers/attention.h): queries over nq rows, keys and values over nk.
  auto half = [&](int64_t nq, int64_t nk) {
    return Attention16{take16(nq * D), take16(nk * D), take16(nk * D), take16(cap.probs)};
  };
  auto sub = [&](int64_t n) {
    SublayerActs s;
    s.norm_buf = take(n * D);
    s.mean = take(n);
    s.rstd = take(n);
    s.out = take(n * D);
    return s;
  };
  ints_src_ = reinterpret_cast<int32_t*>(take(cap.ns));
  ints_dec_in_ = reinterpret_cast<int32_t*>(take(cap.nt));
  ints_dec_out_ = reinterpret_cast<int32_t*>(take(cap.nt));
  ints_argmax_ = reinterpret_cast<int32_t*>(take(cap.batch));
  ints_target_rows_ = reinterpret_cast<int32_t*>(take(cap.nt));
  ints_targets_ = reinterpret_cast<int32_t*>(take(cap.nt));
  enc_x0_ = take(cap.ns * D);
  dec_x0_ = take(cap.nt * D);
  enc_.resize(c_.encoder_layers);
  for (auto& l : enc_) {
    l.attn_sub = sub(cap.ns);
    l.ffn_sub = sub(cap.ns);
    l.attn.q = take(cap.ns * 3 * D);
    l.attn.probs = take(cap.probs);
    l.attn.ctx = take(cap.ns * D);
    l.attn.half = half(cap.ns, cap.ns);
    l.hidden = take(cap.ns * F);
  }
  dec_.resize(c_.decoder_layers);
  for (auto& l : dec_) {
    l.self_sub = sub(cap.nt);
    l.cross_sub = sub(cap.nt);
    l.ffn_sub = sub(cap.nt);
    l.self_attn.q = take(cap.nt * 3 * D);
    l.self_attn.probs = take(cap.probs);
    l.self_attn.ctx = take(cap.nt * D);
    l.self_attn.half = half(cap.nt, cap.nt);
    l.cross_attn.q = take(cap.nt * D);
    l.cross_attn.kv = take(cap.ns * 2 * D);
    l.cross_attn.probs = take(cap.probs);
    l.cross_attn.ctx = take(cap.nt * D);
    l.cross_attn.half = half(cap.nt, cap.ns);
    l.hidden = take(cap.nt * F);
    l.self_cache = take(cap.cache);
  }
  enc_final_ = sub(cap.ns);
  dec_final_ = sub(cap.nt);
  const int64_t nmax = std::max(cap.ns, cap.nt);
  sub_y_ = take(nmax * D);
  d_dec_stream_ = take(cap.nt * D);
  d_enc_stream_ = take(cap.ns * D);
  d_tmp_ = take(nmax * D);
  y_compact_ = take(cap.nt * D);
  d_y_ = take(nmax * D);
  d_qkv_ = take(nmax * 3 * D);
  d_kv_ = take(cap.ns * 2 * D);
  d_probs_ = take(cap.probs);
  d_ctx_ = take(nmax * D);
  d_hidden_ = take(nmax * F);
  logits_ = take(static_cast<int64_t>(std::min<int64_t>(cap.nt, kLogitChunkRows)) * c_.vocab_size +
                 cap.batch * c_.vocab_size);
  loss_rows_ = take(cap.nt);
  nll_rows_ = take(cap.nt);
  // Column sums' partial sums: a linear layer's bias gradient (up to max(3D, F) columns) or a layer norm's
  // gain and bias gradients.
  reduce_scratch_ =
      take(std::max(kernels::column_sum_scratch_floats(nmax, static_cast<int>(std::max(3 * D, F))),
                    kernels::layer_norm_backward_scratch_floats(nmax, static_cast<int>(D))));
  // bf16 operands of the products: a linear layer's input, its output gradient (or a chunk of the logits'
  // gradient), and the decoder states the vocabulary projection reads in every chunk.
  const int64_t wide = nmax * std::max<int64_t>(3 * D, F);
  x16_ = take16(wide);
  dy16_ = take16(std::max(wide, std::min<int64_t>(cap.nt, kLogitChunkRows) * c_.vocab_size));
  y16_ = take16(cap.nt * D);
  d_ctx16_ = take16(nmax * D);
  d_probs16_ = take16(cap.probs);
  // The bf16 copies of every linear layer's input in one training step (see forward_input16): per encoder
  // layer Q/K/V, output projection, fc1 (D wide) and fc2 (F wide); per decoder layer five D-wide inputs and
  // fc2's; and the encoder output, read by every cross-attention.
  inputs16_capacity_ = bf16()
                           ? static_cast<int64_t>(c_.encoder_layers) * cap.ns * (3 * D + F) +
                                 static_cast<int64_t>(c_.decoder_layers) * cap.nt * (5 * D + F) + cap.ns * D
                           : 0;
  // take16 keeps each view 64-byte aligned; the copies inside it are packed (oneDNN takes any address).
  inputs16_arena_ = take16(inputs16_capacity_);
  return used;
}

template <class Dev>
void TransformerModel<Dev>::ensure_arena(int64_t ns, int64_t nt, int64_t probs, int64_t batch,
                                         int64_t cache) {
  if (arena_ && ns <= cap_.ns && nt <= cap_.nt && probs <= cap_.probs && batch <= cap_.batch &&
      cache <= cap_.cache)
    return;
  Capacity cap{std::max(ns, cap_.ns), std::max(nt, cap_.nt), std::max(probs, cap_.probs),
               std::max(batch, cap_.batch), std::max(cache, cap_.cache)};
  if (arena_) dev_.release(arena_);
  arena_ = nullptr;
  const size_t floats = plan_arena(cap, nullptr);
  arena_ = static_cast<float*>(dev_.allocate(floats * sizeof(float)));
  if (!arena_)
    throw std::runtime_error("cannot allocate " + std::to_string(floats * 4) + " bytes of activations");
  plan_arena(cap, arena_);
  cap_ = cap;
}

}  // namespace attn::train
