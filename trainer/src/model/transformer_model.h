// The Transformer of docs/model.md over a device Dev (CpuDevice or CudaDevice): the chain of kernels and
// GEMMs of the forward and backward passes, written once. backend/cpu and backend/cuda each instantiate it.
//
// Shapes: B = sentences, S = source length, T = target length (padded), Ns = B·S, Nt = B·T rows,
// D = d_model, H = heads, dk = D / H, F = d_ff, V = vocabulary.
//
// Dev provides: kDeviceMemory (whether its allocations live on a GPU), allocate/release/upload/download/
// zero/synchronize, launch(n, fn) running fn(i) for i < n, gemm (row-major, like cblas) and gemm_batched
// (two-level strides). See backend/cpu/cpu_device.h.
//
// Memory: parameters, gradients and Adam's two moments are one allocation of 4 × P floats, carved by
// ParameterLayout (with bf16, plus a bf16 copy of the parameters, refreshed once per step). Activations kept
// for the backward pass live in one arena carved by plan_arena(); it grows to the largest batch seen and is
// reused, so a training step allocates nothing once the sizes have settled.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "trainer/src/kernels/adam.h"
#include "trainer/src/kernels/attention.h"
#include "trainer/src/kernels/bf16.h"
#include "trainer/src/kernels/cross_entropy.h"
#include "trainer/src/kernels/elementwise.h"
#include "trainer/src/kernels/embedding.h"
#include "trainer/src/kernels/layer_norm.h"
#include "trainer/src/kernels/reduce.h"
#include "trainer/src/model/parameter_layout.h"
#include "trainer/src/model/transformer.h"

namespace attn::train {

// Dropout streams: one per dropout site, so that no two sites share a mask.
namespace dropout_site {
constexpr uint64_t kEncoderEmbedding = 1;
constexpr uint64_t kDecoderEmbedding = 2;
inline uint64_t encoder(int layer, int sublayer) { return 100 + 4 * static_cast<uint64_t>(layer) + sublayer; }
inline uint64_t decoder(int layer, int sublayer) {
  return 10000 + 4 * static_cast<uint64_t>(layer) + sublayer;
}
}  // namespace dropout_site

// Rows of logits materialised at a time: the vocabulary projection, the fused softmax/cross-entropy and the
// projection's backward run chunk by chunk, so [Nt, V] never exists at once.
constexpr int kLogitChunkRows = 1024;

template <class Dev>
class TransformerModel final : public Transformer {
 public:
  TransformerModel(const ModelDescription& config, int threads, Precision precision = Precision::Fp32)
      : c_(config), dev_(threads), precision_(precision) {
    if (c_.d_model == 0 || c_.heads == 0 || c_.d_model % c_.heads != 0)
      throw std::invalid_argument("d_model " + std::to_string(c_.d_model) +
                                  " is not a positive multiple of heads " + std::to_string(c_.heads));
    if (c_.d_ff == 0 || c_.max_positions == 0)
      throw std::invalid_argument("d_ff, max_positions must be positive and layer counts not negative");
    if (static_cast<int64_t>(c_.vocab_size) <= std::max({c_.pad_id, c_.unk_id, c_.bos_id, c_.eos_id}) ||
        std::min({c_.pad_id, c_.unk_id, c_.bos_id, c_.eos_id}) < 0)
      throw std::invalid_argument("special token ids must lie in [0, vocab_size " +
                                  std::to_string(c_.vocab_size) + ")");
    if (c_.embedding_scale <= 0.f) c_.embedding_scale = std::sqrt(static_cast<float>(c_.d_model));
    layout_ = make_parameter_layout(c_);
    P_ = layout_.total;
    block_ = static_cast<float*>(dev_.allocate(4 * P_ * sizeof(float)));
    if (!block_)
      throw std::runtime_error("cannot allocate " + std::to_string(4 * P_ * 4) + " bytes of parameters");
    params_ = block_;
    grads_ = block_ + P_;
    adam_m_ = block_ + 2 * P_;
    adam_v_ = block_ + 3 * P_;
    const std::vector<float> pe = sinusoidal_positions(c_.max_positions, c_.d_model);
    if (bf16()) {
      params16_ = static_cast<kernels::bf16*>(dev_.allocate(P_ * sizeof(kernels::bf16)));
      if (!params16_) throw std::runtime_error("cannot allocate the bf16 copy of the parameters");
    }
    positions_ = static_cast<float*>(dev_.allocate(pe.size() * sizeof(float)));
    dev_.upload(positions_, pe.data(), pe.size() * sizeof(float));
  }
  ~TransformerModel() override {
    dev_.release(block_);
    if (params16_) dev_.release(params16_);
    dev_.release(positions_);
    if (arena_) dev_.release(arena_);
  }
  TransformerModel(const TransformerModel&) = delete;
  TransformerModel& operator=(const TransformerModel&) = delete;

  const std::vector<ParameterInfo>& parameter_info() const override { return layout_.info; }
  size_t parameter_count() const override { return P_; }
  Precision precision() const override { return precision_; }
  void get_parameters(float* out) const override { dev_.download(out, params_, P_ * sizeof(float)); }
  void set_parameters(const float* in) override {
    dev_.upload(params_, in, P_ * sizeof(float));
    params16_stale_ = true;
  }
  void get_gradients(float* out) const override { dev_.download(out, grads_, P_ * sizeof(float)); }
  void zero_gradients() override { dev_.zero(grads_, P_ * sizeof(float)); }
  GradientBuffer gradient_buffer() override { return {grads_, P_, Dev::kDeviceMemory}; }

  void initialize(uint64_t seed) override {
    std::vector<float> host(P_);
    initialize_parameters(c_, layout_, seed, host.data());
    set_parameters(host.data());
    dev_.zero(adam_m_, 2 * P_ * sizeof(float));
    step_ = 0;
  }

  StepResult forward_backward(const Batch& batch, float label_smoothing, float dropout,
                              uint64_t dropout_seed) override {
    return run(batch, label_smoothing, dropout, dropout_seed, /*backward=*/true);
  }
  StepResult evaluate(const Batch& batch, float label_smoothing) override {
    return run(batch, label_smoothing, 0.f, 0, /*backward=*/false);
  }

  void adam_step(float learning_rate, float beta1, float beta2, float epsilon, float grad_scale) override {
    ++step_;
    const float bias1 =
        static_cast<float>(1.0 - std::pow(static_cast<double>(beta1), static_cast<double>(step_)));
    const float bias2 =
        static_cast<float>(1.0 - std::pow(static_cast<double>(beta2), static_cast<double>(step_)));
    kernels::launch_adam(dev_, static_cast<int64_t>(P_), params_, grads_, adam_m_, adam_v_, learning_rate,
                         beta1, beta2, epsilon, grad_scale, bias1, bias2);
    params16_stale_ = true;
    dev_.synchronize();
  }
  void get_optimizer_state(std::vector<float>* m, std::vector<float>* v, int64_t* step) const override {
    m->resize(P_);
    v->resize(P_);
    dev_.download(m->data(), adam_m_, P_ * sizeof(float));
    dev_.download(v->data(), adam_v_, P_ * sizeof(float));
    *step = step_;
  }
  void set_optimizer_state(const std::vector<float>& m, const std::vector<float>& v, int64_t step) override {
    if (m.size() != P_ || v.size() != P_)
      throw std::invalid_argument("optimizer state has " + std::to_string(m.size()) + "/" +
                                  std::to_string(v.size()) + " values, the model " + std::to_string(P_));
    dev_.upload(adam_m_, m.data(), P_ * sizeof(float));
    dev_.upload(adam_v_, v.data(), P_ * sizeof(float));
    step_ = step;
  }

  // Greedy decoding with a key/value cache: one decoder position per step.
  std::vector<std::vector<int32_t>> greedy_decode(const std::vector<std::vector<int32_t>>& sources,
                                                  int max_len) override {
    return greedy(sources, max_len, /*cached=*/true);
  }
  // The same by re-running the decoder over the whole prefix at every step (O(len²)): the tests' reference.
  std::vector<std::vector<int32_t>> greedy_decode_uncached(const std::vector<std::vector<int32_t>>& sources,
                                                           int max_len) {
    return greedy(sources, max_len, /*cached=*/false);
  }

 private:
  // ---- activations ---------------------------------------------------------------------------------------
  // One residual sublayer. Post-norm: norm_in = in + dropout(sublayer(in)), out = LN(norm_in).
  // Pre-norm: norm_in = LN(in) (the sublayer's input), out = in + dropout(sublayer(norm_in)).
  struct SublayerActs {
    float* norm_buf = nullptr;  // [N, D] post: the sum before LN; pre: LN(in)
    float* mean = nullptr;      // [N]
    float* rstd = nullptr;      // [N]
    float* out = nullptr;       // [N, D]
  };
  struct AttentionActs {
    float* q = nullptr;      // self: [N, 3D] (q | k | v); cross: [Nt, D]
    float* kv = nullptr;     // cross only: [Ns, 2D] (k | v) of the encoder output
    float* probs = nullptr;  // [B, H, Tq, Tk]
    float* ctx = nullptr;    // [N, D] heads concatenated
  };
  struct EncoderLayerActs {
    SublayerActs attn_sub, ffn_sub;
    AttentionActs attn;
    float* hidden = nullptr;  // [Ns, F] after ReLU
  };
  struct DecoderLayerActs {
    SublayerActs self_sub, cross_sub, ffn_sub;
    AttentionActs self_attn, cross_attn;
    float* hidden = nullptr;      // [Nt, F]
    float* self_cache = nullptr;  // greedy decoding only: [B, Tmax, 2D] keys | values of past positions
  };
  struct Capacity {
    int64_t ns = 0, nt = 0, probs = 0, batch = 0, cache = 0;
  };

  // Carves the arena for a capacity; with base == nullptr only counts (returns floats needed).
  size_t plan_arena(const Capacity& cap, float* base) {
    size_t used = 0;
    auto take = [&](int64_t n) {
      float* p = base ? base + used : nullptr;
      used += (static_cast<size_t>(n) + 15) / 16 * 16;  // 64-byte aligned views
      return p;
    };
    const int64_t D = c_.d_model, F = c_.d_ff, H = c_.heads;
    (void)H;
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
      l.cross_attn.q = take(cap.nt * D);
      l.cross_attn.kv = take(cap.ns * 2 * D);
      l.cross_attn.probs = take(cap.probs);
      l.cross_attn.ctx = take(cap.nt * D);
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
    reduce_scratch_ = take(kernels::reduce_chunks(nmax) * std::max<int64_t>(3 * D, F));
    // bf16 operands of the products: a linear layer's input, its output gradient (or a chunk of the logits'
    // gradient), and the decoder states the vocabulary projection reads in every chunk.
    auto take16 = [&](int64_t n) { return reinterpret_cast<kernels::bf16*>(take(bf16() ? (n + 1) / 2 : 0)); };
    const int64_t wide = nmax * std::max<int64_t>(3 * D, F);
    x16_ = take16(wide);
    dy16_ = take16(std::max(wide, std::min<int64_t>(cap.nt, kLogitChunkRows) * c_.vocab_size));
    y16_ = take16(cap.nt * D);
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

  void ensure_arena(int64_t ns, int64_t nt, int64_t probs, int64_t batch, int64_t cache = 0) {
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

  // ---- building blocks -----------------------------------------------------------------------------------
  // y[N, out] = x[N, in] Wᵀ + b.
  void linear_forward(int64_t N, int in, int out, const float* x, const float* W, const float* b, float* y) {
    kernels::launch_broadcast_rows(dev_, N, out, b, y);
    if (bf16())
      dev_.gemm(false, true, static_cast<int>(N), out, in, 1.f, forward_input16(x, N * in), in, weight16(W),
                in, 1.f, y, out);
    else
      dev_.gemm(false, true, static_cast<int>(N), out, in, 1.f, x, in, W, in, 1.f, y, out);
  }
  // dx = dy W (dx_beta 0: overwrite, 1: add; dx may be null), dW += dyᵀ x, db += Σ_rows dy.
  void linear_backward(int64_t N, int in, int out, const float* x, const float* W, const float* dy, float* dx,
                       float dx_beta, float* dW, float* db) {
    if (bf16()) {
      // One pass over dy for its bf16 copy and the bias gradient.
      kernels::launch_to_bf16_column_sum_accumulate(dev_, N, out, dy, dy16_, reduce_scratch_, db);
      const kernels::bf16* dy16 = dy16_;
      if (dx)
        dev_.gemm(false, false, static_cast<int>(N), in, out, 1.f, dy16, out, weight16(W), in, dx_beta, dx,
                  in);
      dev_.gemm(true, false, out, in, static_cast<int>(N), 1.f, dy16, out, backward_input16(x, N * in), in,
                1.f, dW, in);
    } else {
      if (dx) dev_.gemm(false, false, static_cast<int>(N), in, out, 1.f, dy, out, W, in, dx_beta, dx, in);
      dev_.gemm(true, false, out, in, static_cast<int>(N), 1.f, dy, out, x, in, 1.f, dW, in);
      kernels::launch_column_sum_accumulate(dev_, N, out, kernels::RowValue{dy, out}, reduce_scratch_, db);
    }
  }

  bool bf16() const { return precision_ == Precision::Bf16; }
  // The bf16 copy of a parameter (W points into params_).
  const kernels::bf16* weight16(const float* W) const { return params16_ + (W - params_); }
  const kernels::bf16* to_bf16(const float* x, int64_t n, kernels::bf16* dst) {
    kernels::launch_to_bf16(dev_, n, x, dst);
    return dst;
  }
  // A linear layer's input in bf16. In a training step the forward's copy is kept for the backward (which
  // would otherwise convert the same activation again) and an input read by several layers (the encoder
  // output) is converted once. The copies are keyed by the activation's address: within a step every linear
  // input is its own arena view, written before the layer reads it and not again until the next step.
  const kernels::bf16* forward_input16(const float* x, int64_t n) {
    if (!keep_inputs16_) return to_bf16(x, n, x16_);
    if (const kernels::bf16* kept = kept_input16(x, n)) return kept;
    if (inputs16_used_ + n > inputs16_capacity_) return to_bf16(x, n, x16_);
    kernels::bf16* copy = inputs16_arena_ + inputs16_used_;
    inputs16_used_ += n;
    inputs16_.push_back({x, n, copy});
    return to_bf16(x, n, copy);
  }
  const kernels::bf16* backward_input16(const float* x, int64_t n) {
    if (const kernels::bf16* kept = kept_input16(x, n)) return kept;
    return to_bf16(x, n, x16_);
  }
  const kernels::bf16* kept_input16(const float* x, int64_t n) const {
    for (const Input16& k : inputs16_)
      if (k.x == x && k.n == n) return k.copy;
    return nullptr;
  }
  void forget_inputs16(bool keep) {
    inputs16_.clear();
    inputs16_used_ = 0;
    keep_inputs16_ = keep && bf16();
  }
  // Called before every pass: one conversion of all weights per optimizer step, not one per use.
  void refresh_weights16() {
    if (!bf16() || !params16_stale_) return;
    kernels::launch_to_bf16(dev_, static_cast<int64_t>(P_), params_, params16_);
    params16_stale_ = false;
  }

  // softmax(Q Kᵀ / sqrt(dk) + mask) V for every (sentence, head); Q rows at stride ldq, K/V rows at ldk/ldv.
  // kv_sentence_stride: floats between sentences in K and V (default Tk rows; the decoding cache has more).
  void attention_forward(int B, int Tq, int Tk, const float* Q, int ldq, const float* K, int ldk,
                         const float* Vv, int ldv, const int32_t* key_tokens, bool causal, float* probs,
                         float* ctx, int64_t kv_sentence_stride = 0) {
    const int H = c_.heads, D = c_.d_model, dk = D / H;
    const int64_t pb = static_cast<int64_t>(H) * Tq * Tk, ph = static_cast<int64_t>(Tq) * Tk;
    const int64_t ks = kv_sentence_stride ? kv_sentence_stride : static_cast<int64_t>(Tk) * ldk;
    const int64_t vs = kv_sentence_stride ? kv_sentence_stride : static_cast<int64_t>(Tk) * ldv;
    dev_.gemm_batched(false, true, Tq, Tk, dk, 1.f, Q, ldq, static_cast<int64_t>(Tq) * ldq, dk, K, ldk, ks,
                      dk, 0.f, probs, Tk, pb, ph, B, H);
    kernels::launch_attention_softmax_forward(dev_, B, H, Tq, Tk, 1.f / std::sqrt(static_cast<float>(dk)),
                                              causal, key_tokens, c_.pad_id, probs);
    dev_.gemm_batched(false, false, Tq, dk, Tk, 1.f, probs, Tk, pb, ph, Vv, ldv, vs, dk, 0.f, ctx, D,
                      static_cast<int64_t>(Tq) * D, dk, B, H);
  }
  // From d ctx [N, D] to dQ, dK, dV (written, not accumulated) at strides ldq/ldk/ldv.
  void attention_backward(int B, int Tq, int Tk, const float* Q, int ldq, const float* K, int ldk,
                          const float* Vv, int ldv, const float* probs, const float* d_ctx, float* dQ,
                          float* dK, float* dV) {
    const int H = c_.heads, D = c_.d_model, dk = D / H;
    const int64_t pb = static_cast<int64_t>(H) * Tq * Tk, ph = static_cast<int64_t>(Tq) * Tk;
    const int64_t qs = static_cast<int64_t>(Tq) * ldq, ks = static_cast<int64_t>(Tk) * ldk,
                  vs = static_cast<int64_t>(Tk) * ldv, cs = static_cast<int64_t>(Tq) * D;
    // dP = dctx Vᵀ; dV = Pᵀ dctx.
    dev_.gemm_batched(false, true, Tq, Tk, dk, 1.f, d_ctx, D, cs, dk, Vv, ldv, vs, dk, 0.f, d_probs_, Tk, pb,
                      ph, B, H);
    dev_.gemm_batched(true, false, Tk, dk, Tq, 1.f, probs, Tk, pb, ph, d_ctx, D, cs, dk, 0.f, dV, ldv, vs, dk,
                      B, H);
    kernels::launch_attention_softmax_backward(dev_, B, H, Tq, Tk, 1.f / std::sqrt(static_cast<float>(dk)),
                                               probs, d_probs_);
    // dQ = dS K; dK = dSᵀ Q (dS already carries the 1/sqrt(dk) scale).
    dev_.gemm_batched(false, false, Tq, dk, Tk, 1.f, d_probs_, Tk, pb, ph, K, ldk, ks, dk, 0.f, dQ, ldq, qs,
                      dk, B, H);
    dev_.gemm_batched(true, false, Tk, dk, Tq, 1.f, d_probs_, Tk, pb, ph, Q, ldq, qs, dk, 0.f, dK, ldk, ks,
                      dk, B, H);
  }

  const float* sublayer_input(const SublayerActs& s, const float* in) const {
    return c_.pre_norm() ? s.norm_buf : in;
  }
  void sublayer_begin(const SublayerActs& s, int64_t N, const float* in, const NormOffsets& norm) {
    if (c_.pre_norm())
      kernels::launch_layer_norm_forward(dev_, N, c_.d_model, c_.layer_norm_epsilon, in, params_ + norm.gain,
                                         params_ + norm.bias, s.norm_buf, s.mean, s.rstd);
  }
  // y: the sublayer's output [N, D] before dropout.
  void sublayer_end(const SublayerActs& s, int64_t N, const float* in, const float* y,
                    const NormOffsets& norm, float p, uint64_t seed, uint64_t stream) {
    const int64_t n = N * c_.d_model;
    if (c_.pre_norm()) {
      kernels::launch_residual_dropout_forward(dev_, n, in, y, p, seed, stream, s.out);
    } else {
      kernels::launch_residual_dropout_forward(dev_, n, in, y, p, seed, stream, s.norm_buf);
      kernels::launch_layer_norm_forward(dev_, N, c_.d_model, c_.layer_norm_epsilon, s.norm_buf,
                                         params_ + norm.gain, params_ + norm.bias, s.out, s.mean, s.rstd);
    }
  }
  // d_stream: d out on entry, d in (residual path only) on exit; writes d y (the sublayer output's gradient).
  void sublayer_backward_begin(const SublayerActs& s, int64_t N, const NormOffsets& norm, float p,
                               uint64_t seed, uint64_t stream, float* d_stream, float* d_y) {
    if (!c_.pre_norm())
      kernels::launch_layer_norm_backward(dev_, N, c_.d_model, d_stream, s.norm_buf, s.mean, s.rstd,
                                          params_ + norm.gain, d_stream, false, grads_ + norm.gain,
                                          grads_ + norm.bias, reduce_scratch_);
    kernels::launch_residual_dropout_backward(dev_, N * c_.d_model, d_stream, p, seed, stream, d_y);
  }
  // Adds the sublayer branch's gradient d_sub_in (w.r.t. the sublayer's input) to d_stream.
  void sublayer_backward_end(const SublayerActs& s, int64_t N, const float* in, const NormOffsets& norm,
                             const float* d_sub_in, float* d_stream) {
    if (c_.pre_norm())
      kernels::launch_layer_norm_backward(dev_, N, c_.d_model, d_sub_in, in, s.mean, s.rstd,
                                          params_ + norm.gain, d_stream, true, grads_ + norm.gain,
                                          grads_ + norm.bias, reduce_scratch_);
    else
      kernels::launch_add_inplace(dev_, N * c_.d_model, d_sub_in, d_stream);
  }

  void ffn_forward(int64_t N, const float* x, const FeedForwardOffsets& f, float* hidden, float* y) {
    linear_forward(N, c_.d_model, c_.d_ff, x, params_ + f.fc1_weight, params_ + f.fc1_bias, hidden);
    kernels::launch_relu_forward(dev_, N * c_.d_ff, hidden);
    linear_forward(N, c_.d_ff, c_.d_model, hidden, params_ + f.fc2_weight, params_ + f.fc2_bias, y);
  }
  void ffn_backward(int64_t N, const float* x, const FeedForwardOffsets& f, const float* hidden,
                    const float* d_y, float* d_x) {
    linear_backward(N, c_.d_ff, c_.d_model, hidden, params_ + f.fc2_weight, d_y, d_hidden_, 0.f,
                    grads_ + f.fc2_weight, grads_ + f.fc2_bias);
    kernels::launch_relu_backward(dev_, N * c_.d_ff, hidden, d_hidden_);
    linear_backward(N, c_.d_model, c_.d_ff, x, params_ + f.fc1_weight, d_hidden_, d_x, 0.f,
                    grads_ + f.fc1_weight, grads_ + f.fc1_bias);
  }

  // ---- the passes ----------------------------------------------------------------------------------------
  // Encoder over the uploaded source ids [B, S]; returns the encoder output [Ns, D].
  const float* encoder_forward(int B, int S, float p, uint64_t seed) {
    const int D = c_.d_model;
    const int64_t N = static_cast<int64_t>(B) * S;
    kernels::launch_embedding_forward(dev_, N, D, S, c_.embedding_scale, ints_src_,
                                      params_ + layout_.embedding, positions_, p, seed,
                                      dropout_site::kEncoderEmbedding, enc_x0_);
    const float* x = enc_x0_;
    for (int i = 0; i < static_cast<int>(c_.encoder_layers); ++i) {
      EncoderLayerActs& a = enc_[i];
      const EncoderLayerOffsets& o = layout_.encoder[i];
      sublayer_begin(a.attn_sub, N, x, o.self_attn_norm);
      linear_forward(N, D, 3 * D, sublayer_input(a.attn_sub, x), params_ + o.self_attn.qkv_weight,
                     params_ + o.self_attn.qkv_bias, a.attn.q);
      attention_forward(B, S, S, a.attn.q, 3 * D, a.attn.q + D, 3 * D, a.attn.q + 2 * D, 3 * D, ints_src_,
                        false, a.attn.probs, a.attn.ctx);
      linear_forward(N, D, D, a.attn.ctx, params_ + o.self_attn.out_weight, params_ + o.self_attn.out_bias,
                     sub_y_);
      sublayer_end(a.attn_sub, N, x, sub_y_, o.self_attn_norm, p, seed, dropout_site::encoder(i, 0));
      x = a.attn_sub.out;
      sublayer_begin(a.ffn_sub, N, x, o.ffn_norm);
      ffn_forward(N, sublayer_input(a.ffn_sub, x), o.ffn, a.hidden, sub_y_);
      sublayer_end(a.ffn_sub, N, x, sub_y_, o.ffn_norm, p, seed, dropout_site::encoder(i, 1));
      x = a.ffn_sub.out;
    }
    if (c_.pre_norm()) {
      kernels::launch_layer_norm_forward(
          dev_, N, D, c_.layer_norm_epsilon, x, params_ + layout_.encoder_final_norm.gain,
          params_ + layout_.encoder_final_norm.bias, enc_final_.out, enc_final_.mean, enc_final_.rstd);
      x = enc_final_.out;
    }
    return x;
  }
  const float* encoder_layer_input(int i) const { return i == 0 ? enc_x0_ : enc_[i - 1].ffn_sub.out; }
  const float* decoder_layer_input(int i) const { return i == 0 ? dec_x0_ : dec_[i - 1].ffn_sub.out; }

  // Where a decoder pass's self-attention finds its keys and values. Without a cache (training, and the
  // uncached reference decoder) the pass attends over its own T positions under a causal mask. With one
  // (incremental decoding) the pass computes one position per sentence, `position`, and appends its keys and
  // values to each layer's self_cache ([B, capacity, 2D]), then attends over positions [0, position]: the
  // prefix computed by earlier passes, never recomputed.
  struct DecoderCache {
    int position = 0;
    int capacity = 0;  // positions per sentence in self_cache
  };

  // The decoder over T positions per sentence; returns the final decoder states [B·T, D]. Token ids: without
  // a cache, the uploaded decoder input [B, T] (ints_dec_in_); with one, T is 1, the ids of `position` are in
  // ints_dec_out_ ([B]) and ints_dec_in_ holds the prefix [B, position + 1], whose padding is masked.
  // reuse_cross_kv: the cross-attention keys/values of `memory` are still in the arena from the previous call
  // (greedy decoding runs the decoder once per position over the same sentences).
  const float* decoder_forward(int B, int S, int T, const float* memory, float p, uint64_t seed,
                               bool reuse_cross_kv = false, const DecoderCache* cache = nullptr) {
    const int D = c_.d_model;
    const int64_t N = static_cast<int64_t>(B) * T, Ns = static_cast<int64_t>(B) * S;
    const int first_position = cache ? cache->position : 0;
    kernels::launch_embedding_forward(dev_, N, D, T, c_.embedding_scale, cache ? ints_dec_out_ : ints_dec_in_,
                                      params_ + layout_.embedding,
                                      positions_ + static_cast<int64_t>(first_position) * D, p, seed,
                                      dropout_site::kDecoderEmbedding, dec_x0_);
    const float* x = dec_x0_;
    for (int i = 0; i < static_cast<int>(c_.decoder_layers); ++i) {
      DecoderLayerActs& a = dec_[i];
      const DecoderLayerOffsets& o = layout_.decoder[i];
      sublayer_begin(a.self_sub, N, x, o.self_attn_norm);
      linear_forward(N, D, 3 * D, sublayer_input(a.self_sub, x), params_ + o.self_attn.qkv_weight,
                     params_ + o.self_attn.qkv_bias, a.self_attn.q);
      if (cache) {
        const int64_t cache_stride = static_cast<int64_t>(cache->capacity) * 2 * D;
        kernels::launch_copy_rows_strided(dev_, B, 2 * D, a.self_attn.q + D, 3 * D,
                                          a.self_cache + static_cast<int64_t>(cache->position) * 2 * D,
                                          cache_stride);
        // The one query row may see every cached position: no causal mask.
        attention_forward(B, 1, cache->position + 1, a.self_attn.q, 3 * D, a.self_cache, 2 * D,
                          a.self_cache + D, 2 * D, ints_dec_in_, false, a.self_attn.probs, a.self_attn.ctx,
                          cache_stride);
      } else {
        attention_forward(B, T, T, a.self_attn.q, 3 * D, a.self_attn.q + D, 3 * D, a.self_attn.q + 2 * D,
                          3 * D, ints_dec_in_, true, a.self_attn.probs, a.self_attn.ctx);
      }
      linear_forward(N, D, D, a.self_attn.ctx, params_ + o.self_attn.out_weight,
                     params_ + o.self_attn.out_bias, sub_y_);
      sublayer_end(a.self_sub, N, x, sub_y_, o.self_attn_norm, p, seed, dropout_site::decoder(i, 0));
      x = a.self_sub.out;

      sublayer_begin(a.cross_sub, N, x, o.cross_attn_norm);
      linear_forward(N, D, D, sublayer_input(a.cross_sub, x), params_ + o.cross_attn.qkv_weight,
                     params_ + o.cross_attn.qkv_bias, a.cross_attn.q);
      if (!reuse_cross_kv)
        linear_forward(Ns, D, 2 * D, memory, params_ + o.cross_attn.qkv_weight + static_cast<size_t>(D) * D,
                       params_ + o.cross_attn.qkv_bias + D, a.cross_attn.kv);
      attention_forward(B, T, S, a.cross_attn.q, D, a.cross_attn.kv, 2 * D, a.cross_attn.kv + D, 2 * D,
                        ints_src_, false, a.cross_attn.probs, a.cross_attn.ctx);
      linear_forward(N, D, D, a.cross_attn.ctx, params_ + o.cross_attn.out_weight,
                     params_ + o.cross_attn.out_bias, sub_y_);
      sublayer_end(a.cross_sub, N, x, sub_y_, o.cross_attn_norm, p, seed, dropout_site::decoder(i, 1));
      x = a.cross_sub.out;

      sublayer_begin(a.ffn_sub, N, x, o.ffn_norm);
      ffn_forward(N, sublayer_input(a.ffn_sub, x), o.ffn, a.hidden, sub_y_);
      sublayer_end(a.ffn_sub, N, x, sub_y_, o.ffn_norm, p, seed, dropout_site::decoder(i, 2));
      x = a.ffn_sub.out;
    }
    if (c_.pre_norm()) {
      kernels::launch_layer_norm_forward(
          dev_, N, D, c_.layer_norm_epsilon, x, params_ + layout_.decoder_final_norm.gain,
          params_ + layout_.decoder_final_norm.bias, dec_final_.out, dec_final_.mean, dec_final_.rstd);
      x = dec_final_.out;
    }
    return x;
  }

  std::vector<std::vector<int32_t>> greedy(const std::vector<std::vector<int32_t>>& sources, int max_len,
                                           bool cached);

  // Loss over the decoder states y [Nt, D] of the M non-pad target rows (uploaded to ints_target_rows_ /
  // ints_targets_): padding rows never reach the vocabulary projection, its largest GEMMs. With backward,
  // writes d y into d_dec_stream_ (zero on padding rows) and accumulates the output projection's gradient.
  void loss_forward_backward(int64_t Nt, int64_t M, const float* y, float smoothing, bool backward) {
    const int D = c_.d_model, V = c_.vocab_size;
    const float* W = params_ + layout_.output_weight;
    kernels::launch_gather_rows(dev_, M, D, ints_target_rows_, y, y_compact_);
    float* d_compact = d_tmp_;  // [M, D]; free until the decoder's backward starts
    float* dW = grads_ + layout_.output_weight;
    if (bf16()) to_bf16(y_compact_, M * D, y16_);
    for (int64_t r0 = 0; r0 < M; r0 += kLogitChunkRows) {
      const int rows = static_cast<int>(std::min<int64_t>(kLogitChunkRows, M - r0));
      if (bf16())
        dev_.gemm(false, true, rows, V, D, 1.f, y16_ + r0 * D, D, weight16(W), D, 0.f, logits_, V);
      else
        dev_.gemm(false, true, rows, V, D, 1.f, y_compact_ + r0 * D, D, W, D, 0.f, logits_, V);
      kernels::launch_cross_entropy(dev_, rows, V, smoothing, ints_targets_ + r0, c_.pad_id, logits_,
                                    backward, loss_rows_ + r0, nll_rows_ + r0);
      if (!backward) continue;
      if (bf16()) {
        const kernels::bf16* dl16 = to_bf16(logits_, static_cast<int64_t>(rows) * V, dy16_);
        dev_.gemm(false, false, rows, D, V, 1.f, dl16, V, weight16(W), D, 0.f, d_compact + r0 * D, D);
        dev_.gemm(true, false, V, D, rows, 1.f, dl16, V, y16_ + r0 * D, D, 1.f, dW, D);
      } else {
        dev_.gemm(false, false, rows, D, V, 1.f, logits_, V, W, D, 0.f, d_compact + r0 * D, D);
        dev_.gemm(true, false, V, D, rows, 1.f, logits_, V, y_compact_ + r0 * D, D, 1.f, dW, D);
      }
    }
    if (backward) {
      dev_.zero(d_dec_stream_, static_cast<size_t>(Nt) * D * sizeof(float));
      kernels::launch_scatter_rows(dev_, M, D, ints_target_rows_, d_compact, d_dec_stream_);
    }
  }

  void decoder_backward(int B, int S, int T, const float* memory, float p, uint64_t seed) {
    const int D = c_.d_model;
    const int64_t N = static_cast<int64_t>(B) * T, Ns = static_cast<int64_t>(B) * S;
    float* ds = d_dec_stream_;
    if (c_.pre_norm()) {
      const float* last = decoder_layer_input(c_.decoder_layers);
      kernels::launch_layer_norm_backward(dev_, N, D, ds, last, dec_final_.mean, dec_final_.rstd,
                                          params_ + layout_.decoder_final_norm.gain, ds, false,
                                          grads_ + layout_.decoder_final_norm.gain,
                                          grads_ + layout_.decoder_final_norm.bias, reduce_scratch_);
    }
    dev_.zero(d_enc_stream_, static_cast<size_t>(Ns) * D * sizeof(float));
    for (int i = c_.decoder_layers - 1; i >= 0; --i) {
      DecoderLayerActs& a = dec_[i];
      const DecoderLayerOffsets& o = layout_.decoder[i];
      const DecoderLayerOffsets& g = o;  // gradients use the same offsets into grads_

      // Feed-forward.
      const float* in_ffn = a.cross_sub.out;
      sublayer_backward_begin(a.ffn_sub, N, o.ffn_norm, p, seed, dropout_site::decoder(i, 2), ds, d_y_);
      ffn_backward(N, sublayer_input(a.ffn_sub, in_ffn), o.ffn, a.hidden, d_y_, d_tmp_);
      sublayer_backward_end(a.ffn_sub, N, in_ffn, o.ffn_norm, d_tmp_, ds);

      // Cross-attention.
      const float* in_cross = a.self_sub.out;
      sublayer_backward_begin(a.cross_sub, N, o.cross_attn_norm, p, seed, dropout_site::decoder(i, 1), ds,
                              d_y_);
      linear_backward(N, D, D, a.cross_attn.ctx, params_ + o.cross_attn.out_weight, d_y_, d_ctx_, 0.f,
                      grads_ + g.cross_attn.out_weight, grads_ + g.cross_attn.out_bias);
      attention_backward(B, T, S, a.cross_attn.q, D, a.cross_attn.kv, 2 * D, a.cross_attn.kv + D, 2 * D,
                         a.cross_attn.probs, d_ctx_, d_qkv_, d_kv_, d_kv_ + D);
      linear_backward(N, D, D, sublayer_input(a.cross_sub, in_cross), params_ + o.cross_attn.qkv_weight,
                      d_qkv_, d_tmp_, 0.f, grads_ + g.cross_attn.qkv_weight, grads_ + g.cross_attn.qkv_bias);
      linear_backward(Ns, D, 2 * D, memory, params_ + o.cross_attn.qkv_weight + static_cast<size_t>(D) * D,
                      d_kv_, d_enc_stream_, 1.f,
                      grads_ + g.cross_attn.qkv_weight + static_cast<size_t>(D) * D,
                      grads_ + g.cross_attn.qkv_bias + D);
      sublayer_backward_end(a.cross_sub, N, in_cross, o.cross_attn_norm, d_tmp_, ds);

      // Causal self-attention.
      const float* in_self = decoder_layer_input(i);
      sublayer_backward_begin(a.self_sub, N, o.self_attn_norm, p, seed, dropout_site::decoder(i, 0), ds,
                              d_y_);
      linear_backward(N, D, D, a.self_attn.ctx, params_ + o.self_attn.out_weight, d_y_, d_ctx_, 0.f,
                      grads_ + g.self_attn.out_weight, grads_ + g.self_attn.out_bias);
      attention_backward(B, T, T, a.self_attn.q, 3 * D, a.self_attn.q + D, 3 * D, a.self_attn.q + 2 * D,
                         3 * D, a.self_attn.probs, d_ctx_, d_qkv_, d_qkv_ + D, d_qkv_ + 2 * D);
      linear_backward(N, D, 3 * D, sublayer_input(a.self_sub, in_self), params_ + o.self_attn.qkv_weight,
                      d_qkv_, d_tmp_, 0.f, grads_ + g.self_attn.qkv_weight, grads_ + g.self_attn.qkv_bias);
      sublayer_backward_end(a.self_sub, N, in_self, o.self_attn_norm, d_tmp_, ds);
    }
    kernels::launch_embedding_backward(dev_, N, D, c_.embedding_scale, ints_dec_in_, ds, p, seed,
                                       dropout_site::kDecoderEmbedding, grads_ + layout_.embedding);
  }

  void encoder_backward(int B, int S, float p, uint64_t seed) {
    const int D = c_.d_model;
    const int64_t N = static_cast<int64_t>(B) * S;
    float* ds = d_enc_stream_;
    if (c_.pre_norm()) {
      const float* last = encoder_layer_input(c_.encoder_layers);
      kernels::launch_layer_norm_backward(dev_, N, D, ds, last, enc_final_.mean, enc_final_.rstd,
                                          params_ + layout_.encoder_final_norm.gain, ds, false,
                                          grads_ + layout_.encoder_final_norm.gain,
                                          grads_ + layout_.encoder_final_norm.bias, reduce_scratch_);
    }
    for (int i = c_.encoder_layers - 1; i >= 0; --i) {
      EncoderLayerActs& a = enc_[i];
      const EncoderLayerOffsets& o = layout_.encoder[i];
      const float* in_ffn = a.attn_sub.out;
      sublayer_backward_begin(a.ffn_sub, N, o.ffn_norm, p, seed, dropout_site::encoder(i, 1), ds, d_y_);
      ffn_backward(N, sublayer_input(a.ffn_sub, in_ffn), o.ffn, a.hidden, d_y_, d_tmp_);
      sublayer_backward_end(a.ffn_sub, N, in_ffn, o.ffn_norm, d_tmp_, ds);

      const float* in_attn = encoder_layer_input(i);
      sublayer_backward_begin(a.attn_sub, N, o.self_attn_norm, p, seed, dropout_site::encoder(i, 0), ds,
                              d_y_);
      linear_backward(N, D, D, a.attn.ctx, params_ + o.self_attn.out_weight, d_y_, d_ctx_, 0.f,
                      grads_ + o.self_attn.out_weight, grads_ + o.self_attn.out_bias);
      attention_backward(B, S, S, a.attn.q, 3 * D, a.attn.q + D, 3 * D, a.attn.q + 2 * D, 3 * D, a.attn.probs,
                         d_ctx_, d_qkv_, d_qkv_ + D, d_qkv_ + 2 * D);
      linear_backward(N, D, 3 * D, sublayer_input(a.attn_sub, in_attn), params_ + o.self_attn.qkv_weight,
                      d_qkv_, d_tmp_, 0.f, grads_ + o.self_attn.qkv_weight, grads_ + o.self_attn.qkv_bias);
      sublayer_backward_end(a.attn_sub, N, in_attn, o.self_attn_norm, d_tmp_, ds);
    }
    kernels::launch_embedding_backward(dev_, N, D, c_.embedding_scale, ints_src_, ds, p, seed,
                                       dropout_site::kEncoderEmbedding, grads_ + layout_.embedding);
  }

  void check_batch(const Batch& b) const {
    const size_t ns = static_cast<size_t>(b.batch) * b.source_len,
                 nt = static_cast<size_t>(b.batch) * b.target_len;
    if (b.batch <= 0 || b.source_len <= 0 || b.target_len <= 0)
      throw std::invalid_argument("empty batch (" + std::to_string(b.batch) + " sentences, lengths " +
                                  std::to_string(b.source_len) + "/" + std::to_string(b.target_len) + ")");
    if (b.source.size() != ns || b.decoder_input.size() != nt || b.decoder_output.size() != nt)
      throw std::invalid_argument("batch arrays do not match [B, S] / [B, T]");
    if (b.source_len > static_cast<int>(c_.max_positions) ||
        b.target_len > static_cast<int>(c_.max_positions))
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

  int64_t probs_needed(int B, int S, int T) const {
    const int64_t m =
        std::max({static_cast<int64_t>(S) * S, static_cast<int64_t>(T) * T, static_cast<int64_t>(T) * S});
    return static_cast<int64_t>(B) * c_.heads * m;
  }

  StepResult run(const Batch& batch, float smoothing, float p, uint64_t seed, bool backward) {
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

  ModelDescription c_;
  mutable Dev dev_;
  Precision precision_;
  kernels::bf16* params16_ = nullptr;  // [P], with bf16 only
  bool params16_stale_ = true;
  ParameterLayout layout_;
  size_t P_ = 0;
  float* block_ = nullptr;
  float *params_ = nullptr, *grads_ = nullptr, *adam_m_ = nullptr, *adam_v_ = nullptr;
  float* positions_ = nullptr;  // [max_positions, D]
  int64_t step_ = 0;

  float* arena_ = nullptr;
  Capacity cap_;
  int32_t *ints_src_ = nullptr, *ints_dec_in_ = nullptr, *ints_dec_out_ = nullptr, *ints_argmax_ = nullptr;
  int32_t *ints_target_rows_ = nullptr, *ints_targets_ = nullptr;  // [M] non-pad target rows and their ids
  float* y_compact_ = nullptr;                                     // [M, D] decoder states of those rows
  float *enc_x0_ = nullptr, *dec_x0_ = nullptr;
  std::vector<EncoderLayerActs> enc_;
  std::vector<DecoderLayerActs> dec_;
  SublayerActs enc_final_, dec_final_;
  float *sub_y_ = nullptr, *d_dec_stream_ = nullptr, *d_enc_stream_ = nullptr, *d_tmp_ = nullptr,
        *d_y_ = nullptr;
  float *d_qkv_ = nullptr, *d_kv_ = nullptr, *d_probs_ = nullptr, *d_ctx_ = nullptr, *d_hidden_ = nullptr;
  float *logits_ = nullptr, *loss_rows_ = nullptr, *nll_rows_ = nullptr, *reduce_scratch_ = nullptr;
  kernels::bf16 *x16_ = nullptr, *dy16_ = nullptr, *y16_ = nullptr;  // bf16 operands (bf16 precision only)
  // The training step's bf16 copies of linear inputs (forward_input16), in inputs16_arena_.
  struct Input16 {
    const float* x;
    int64_t n;
    const kernels::bf16* copy;
  };
  std::vector<Input16> inputs16_;
  kernels::bf16* inputs16_arena_ = nullptr;
  int64_t inputs16_capacity_ = 0, inputs16_used_ = 0;
  bool keep_inputs16_ = false;
};

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
