// TransformerModel: the Transformer of docs/model.md over a device Dev (CpuDevice or CudaDevice), the chain
// of kernels and GEMMs of the forward and backward passes, written once. This header holds the class: its
// state and the Transformer interface. Its members are defined one layer family per file, as llm.c does, and
// transformer_model.h includes them all (backend/cpu and backend/cuda instantiate the class from there):
//   activation_arena.h    the one allocation carved into activations and scratch
//   layers/linear.h       linear layers and the bf16 copies of their operands
//   layers/attention.h    scaled dot-product multi-head attention
//   layers/residual.h     layer norm, dropout and the residual sum around a sublayer
//   layers/feed_forward.h fc1, ReLU, fc2
//   layers/encoder.h      the encoder stack
//   layers/decoder.h      the decoder stack (training and incremental decoding)
//   layers/output.h       vocabulary projection and cross-entropy
//   training_pass.h       one forward (and backward) pass over a batch
//   greedy_decode.h       greedy decoding for dev BLEU
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
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "trainer/src/kernels/adam.h"
#include "trainer/src/kernels/bf16.h"
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
    // No synchronisation: the next pass runs on the same stream after the update, and the host prepares the
    // next batch meanwhile.
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
  // Activations, carved from the arena by activation_arena.h.
  // One residual sublayer. Post-norm: norm_in = in + dropout(sublayer(in)), out = LN(norm_in).
  // Pre-norm: norm_in = LN(in) (the sublayer's input), out = in + dropout(sublayer(norm_in)).
  struct SublayerActs {
    float* norm_buf = nullptr;  // [N, D] post: the sum before LN; pre: LN(in)
    float* mean = nullptr;      // [N]
    float* rstd = nullptr;      // [N]
    float* out = nullptr;       // [N, D]
  };
  // Mixed precision only: bf16 copies of attention's operands, heads apart (layers/attention.h).
  struct Attention16 {
    kernels::bf16* q = nullptr;      // [B, H, Tq, dk]
    kernels::bf16* k = nullptr;      // [B, H, Tk, dk]
    kernels::bf16* v = nullptr;      // [B, H, Tk, dk]
    kernels::bf16* probs = nullptr;  // [B, H, Tq, Tk]
  };
  struct AttentionActs {
    float* q = nullptr;      // self: [N, 3D] (q | k | v); cross: [Nt, D]
    float* kv = nullptr;     // cross only: [Ns, 2D] (k | v) of the encoder output
    float* probs = nullptr;  // [B, H, Tq, Tk]
    float* ctx = nullptr;    // [N, D] heads concatenated
    Attention16 half;
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

  // activation_arena.h
  size_t plan_arena(const Capacity& cap, float* base);
  void ensure_arena(int64_t ns, int64_t nt, int64_t probs, int64_t batch, int64_t cache = 0);

  // layers/linear.h
  bool bf16() const { return precision_ == Precision::Bf16; }
  // The bf16 copy of a parameter (W points into params_).
  const kernels::bf16* weight16(const float* W) const { return params16_ + (W - params_); }
  void linear_forward(int64_t N, int in, int out, const float* x, const float* W, const float* b, float* y,
                      bool relu = false);
  void linear_backward(int64_t N, int in, int out, const float* x, const float* W, const float* dy, float* dx,
                       float dx_beta, float* dW, float* db);
  void linear_backward_blocks(int64_t N, int in, int out, int blocks, const float* x, const float* W,
                              const float* dy, float* dx, float dx_beta, float* dW, float* db);
  const kernels::bf16* to_bf16(const float* x, int64_t n, kernels::bf16* dst);
  const kernels::bf16* forward_input16(const float* x, int64_t n);
  const kernels::bf16* backward_input16(const float* x, int64_t n);
  const kernels::bf16* kept_input16(const float* x, int64_t n) const;
  void forget_inputs16(bool keep);
  void refresh_weights16();

  // layers/attention.h
  bool attention_in_bf16(int Tq) const { return bf16() && Tq > 1; }
  // Where attention_backward writes the gradients of `parts` projections over N rows: under bf16 attention
  // `parts` separate [N, D] blocks (oneDNN's batched products write gap-free outputs fastest), otherwise
  // interleaved in one [N, parts·D] matrix, as the fused projection's output is.
  struct GradientBlocks {
    int blocks;    // for linear_backward_blocks
    int64_t step;  // floats from one projection's gradient to the next
    int ld;        // row stride
  };
  GradientBlocks gradient_blocks(int Tq, int64_t N, int parts) const {
    const int D = c_.d_model;
    if (attention_in_bf16(Tq)) return {parts, N * D, D};
    return {1, D, parts * D};
  }
  void attention_forward(int B, int Tq, int Tk, const float* Q, int ldq, const float* K, int ldk,
                         const float* Vv, int ldv, const int32_t* key_tokens, bool causal, float* probs,
                         float* ctx, const Attention16& half, int64_t kv_sentence_stride = 0);
  void attention_backward(int B, int Tq, int Tk, const float* Q, int ldq, const float* K, int ldk,
                          const float* Vv, int ldv, const float* probs, const Attention16& half,
                          const float* d_ctx, float* dQ, float* dK, float* dV, int lddq, int lddkv);

  // layers/residual.h
  const float* sublayer_input(const SublayerActs& s, const float* in) const;
  void sublayer_begin(const SublayerActs& s, int64_t N, const float* in, const NormOffsets& norm);
  void sublayer_end(const SublayerActs& s, int64_t N, const float* in, const float* y,
                    const NormOffsets& norm, float p, uint64_t seed, uint64_t stream);
  void sublayer_backward_begin(const SublayerActs& s, int64_t N, const NormOffsets& norm, float p,
                               uint64_t seed, uint64_t stream, float* d_stream, float* d_y);
  void sublayer_backward_end(const SublayerActs& s, int64_t N, const float* in, const NormOffsets& norm,
                             const float* d_sub_in, float* d_stream);

  // layers/feed_forward.h
  void ffn_forward(int64_t N, const float* x, const FeedForwardOffsets& f, float* hidden, float* y);
  void ffn_backward(int64_t N, const float* x, const FeedForwardOffsets& f, const float* hidden,
                    const float* d_y, float* d_x);

  // layers/encoder.h
  const float* encoder_forward(int B, int S, float p, uint64_t seed);
  void encoder_backward(int B, int S, float p, uint64_t seed);
  const float* encoder_layer_input(int i) const { return i == 0 ? enc_x0_ : enc_[i - 1].ffn_sub.out; }

  // layers/decoder.h
  // Where a decoder pass's self-attention finds its keys and values. Without a cache (training, and the
  // uncached reference decoder) the pass attends over its own T positions under a causal mask. With one
  // (incremental decoding) the pass computes one position per sentence, `position`, and appends its keys and
  // values to each layer's self_cache ([B, capacity, 2D]), then attends over positions [0, position]: the
  // prefix computed by earlier passes, never recomputed.
  struct DecoderCache {
    int position = 0;
    int capacity = 0;  // positions per sentence in self_cache
  };
  const float* decoder_forward(int B, int S, int T, const float* memory, float p, uint64_t seed,
                               bool reuse_cross_kv = false, const DecoderCache* cache = nullptr);
  void decoder_backward(int B, int S, int T, const float* memory, float p, uint64_t seed);
  const float* decoder_layer_input(int i) const { return i == 0 ? dec_x0_ : dec_[i - 1].ffn_sub.out; }

  // layers/output.h
  void loss_forward_backward(int64_t Nt, int64_t M, const float* y, float smoothing, bool backward);

  // training_pass.h
  void check_batch(const Batch& b) const;
  int64_t probs_needed(int B, int S, int T) const;
  StepResult run(const Batch& batch, float smoothing, float p, uint64_t seed, bool backward);

  // greedy_decode.h
  std::vector<std::vector<int32_t>> greedy(const std::vector<std::vector<int32_t>>& sources, int max_len,
                                           bool cached);

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
  kernels::bf16 *d_ctx16_ = nullptr, *d_probs16_ = nullptr;          // attention's backward, bf16 only
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

}  // namespace attn::train
