// The trainer's model: the Transformer of docs/model.md, forward and backward, over a Backend (cpu or cuda).
// This header is the seam between the model/kernels (trainer/src/model, kernels, backend) and the training
// pipeline (trainer/src/data, train, io). Shapes: B = sentences in a batch, S = source length,
// T = target length (both padded), D = d_model, V = vocabulary.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "base/src/core/status.h"
#include "description/src/model_description.h"
#include "description/src/model_walk.h"

namespace attn::train {

// The model is described by description/src/model_description.h, the same type config.json and the runtime
// use. The trainer's own defaults: the shipped shape (docs/model.md's example), with embedding_scale 0
// standing for sqrt(d_model), resolved when the model is built and when its config.json is written.
inline ModelDescription default_model() {
  ModelDescription m;
  m.d_model = 256;
  m.heads = 4;
  m.d_ff = 1024;
  m.encoder_layers = 6;
  m.decoder_layers = 3;
  m.vocab_size = 8000;
  m.max_positions = 256;
  m.norm_position = NormPosition::Post;  // the paper is post-norm
  m.tied_embeddings = true;
  m.embedding_scale = 0.f;
  return m;
}

// Whether attn-train has kernels for an activation: ReLU only (GELU models come from other trainers and are
// converted, not trained here). A new activation's trainer kernels are registered here.
bool trainer_has_activation(Activation activation);
// OK, or UNSUPPORTED naming what attn-train has no kernel for (e.g. activation "gelu"): checked on the
// options of a run and on a checkpoint a run starts from. make_transformer throws std::invalid_argument for
// the same.
Status check_trainable(const ModelDescription& description);

// One batch, padded with pad_id, row-major [B, S] / [B, T]. decoder_input = [bos] + target,
// decoder_output = target + [eos] (docs/model.md).
struct Batch {
  int batch = 0, source_len = 0, target_len = 0;
  std::vector<int32_t> source;          // [B, S]
  std::vector<int32_t> decoder_input;   // [B, T]
  std::vector<int32_t> decoder_output;  // [B, T]
  int64_t source_tokens = 0;            // non-pad counts
  int64_t target_tokens = 0;
};

// Name, shape and place of one parameter inside the model's single parameter buffer. Names and shapes are
// exactly the checkpoint tensor names of docs/model.md.
struct ParameterInfo {
  std::string name;
  std::vector<int64_t> shape;
  size_t offset = 0;  // in floats, into parameters()/gradients()
  size_t count = 0;
  TensorRole role = TensorRole::kLinearWeight;  // what it holds (description/src/model_walk.h)
  bool vocabulary = false;                      // the embedding or the vocabulary projection
};

enum class BackendKind { Cpu, Cuda };

// Arithmetic of the matrix products. Bf16 is mixed precision: weights, gradients, Adam's moments, the loss,
// layer norm, softmax and every reduction stay fp32; the linear layers' products (forward and both backward
// products, the vocabulary projection included) read bf16 copies of their operands and accumulate in fp32.
// The weights' bf16 copy is made once per optimizer step. Checkpoints hold fp32 weights either way.
enum class Precision { Fp32, Bf16 };
const char* precision_name(Precision precision);  // "fp32", "bf16"
// Whether the backend's hardware multiplies bf16 natively (CPU: AVX512-BF16 or AMX; CUDA: compute capability
// 8.0 or newer), which is when attn-train defaults to bf16. `detail` (may be null) receives what was found
// ("avx512_core_bf16", "sm_90", ...).
bool native_bf16(BackendKind kind, std::string* detail);

struct StepResult {
  double loss_sum = 0;  // label-smoothed cross-entropy summed over non-pad target tokens
  double nll_sum = 0;   // plain negative log-likelihood summed over the same tokens
  int64_t target_tokens = 0;
};

class Transformer {
 public:
  virtual ~Transformer() = default;

  // Parameters live in one host-visible fp32 buffer (copied to/from the device by the cuda backend when
  // read or written through these calls), carved into the named tensors listed by parameter_info().
  virtual const std::vector<ParameterInfo>& parameter_info() const = 0;
  virtual Precision precision() const = 0;
  virtual size_t parameter_count() const = 0;
  virtual void get_parameters(float* out) const = 0;  // parameter_count() floats
  virtual void set_parameters(const float* in) = 0;

  // Paper initialisation (Xavier-uniform for matrices, N(0, D^-0.5) for the embedding, zeros for biases,
  // ones for layer-norm gains), deterministic in the seed.
  virtual void initialize(uint64_t seed) = 0;

  // Forward + backward on one batch. Gradients are ACCUMULATED (summed, not averaged) into the gradient
  // buffer so that several calls make one step of gradient accumulation. dropout_seed makes dropout masks
  // reproducible (resume is bit-for-bit).
  virtual StepResult forward_backward(const Batch& batch, float label_smoothing, float dropout,
                                      uint64_t dropout_seed) = 0;
  // Forward only, no dropout: the loss of a batch (dev loss).
  virtual StepResult evaluate(const Batch& batch, float label_smoothing) = 0;

  virtual void zero_gradients() = 0;
  // Adam step with the given learning rate on gradients scaled by grad_scale (1 / target tokens of the step).
  // Optimizer state (m, v, step count) lives in the model's backend.
  virtual void adam_step(float learning_rate, float beta1, float beta2, float epsilon, float grad_scale) = 0;
  virtual void get_optimizer_state(std::vector<float>* m, std::vector<float>* v, int64_t* step) const = 0;
  virtual void set_optimizer_state(const std::vector<float>& m, const std::vector<float>& v,
                                   int64_t step) = 0;
  // Gradient buffer, host copy, for tests (finite differences).
  virtual void get_gradients(float* out) const = 0;
  // The gradient buffer itself (parameter_count() floats, laid out like the parameters), for data-parallel
  // training to sum it across ranks in place between the last forward_backward and adam_step: host memory
  // on the cpu backend, device memory on cuda (on_device). Valid as long as the model.
  struct GradientBuffer {
    float* data = nullptr;
    size_t count = 0;
    bool on_device = false;
  };
  virtual GradientBuffer gradient_buffer() = 0;

  // Greedy decoding of source sentences (each without padding, ending in eos), for dev BLEU.
  // Returns target ids without bos/eos, at most max_len each.
  virtual std::vector<std::vector<int32_t>> greedy_decode(const std::vector<std::vector<int32_t>>& sources,
                                                          int max_len) = 0;
};

// Errors: the trainer reports misuse with exceptions (std::invalid_argument for a malformed batch — arrays
// that do not match [B, S]/[B, T], ids out of range, lengths over max_positions; std::runtime_error for a
// backend that is not available or memory that cannot be allocated). Implementations:
// trainer/src/model/transformer_model.h.

// Backend availability: Cuda is available only when built with CUDA and a device is visible.
bool backend_available(BackendKind kind);
// threads: CPU worker threads (0 = all cores); ignored on cuda. Bf16 runs on any x86-64 CPU with AVX-512
// (oneDNN emulates it where the CPU lacks AVX512-BF16, slower than fp32) and on CUDA devices of sm_80 or
// newer.
std::unique_ptr<Transformer> make_transformer(const ModelDescription& config, BackendKind backend,
                                              int threads, Precision precision = Precision::Fp32);

}  // namespace attn::train
