// An independent reference Transformer, written from docs/model.md alone to check the runtime against:
// double precision, plain loops, tensors looked up by their checkpoint names, and no incremental decoding
// (every decoder call recomputes the whole prefix with an explicit causal mask). It shares no code with
// runtime/src/kernels or runtime/src/model, so a mistake there cannot hide by being made twice.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace attn::test {

struct ReferenceConfig {
  size_t d_model = 0, heads = 0, d_ff = 0;
  size_t encoder_layers = 0, decoder_layers = 0;
  size_t vocab_size = 0, max_positions = 0;
  bool gelu = false;
  bool pre_norm = false;
  bool tied_embeddings = true;
  bool output_bias = false;
  double embedding_scale = 1.0;
  double layer_norm_epsilon = 1e-5;
};

// Tensor name (docs/model.md, e.g. "decoder.layers.1.cross_attn.k_proj.weight") -> row-major fp32 values.
using TensorMap = std::map<std::string, std::vector<float>>;

// Every tensor name docs/model.md lists for this architecture, with its shape.
std::map<std::string, std::vector<size_t>> reference_tensor_shapes(const ReferenceConfig& config);

class ReferenceTransformer {
 public:
  // Missing tensors are a test bug: the constructor fails the current test (ADD_FAILURE) naming them.
  ReferenceTransformer(ReferenceConfig config, TensorMap tensors);

  const ReferenceConfig& config() const { return config_; }

  // source: token ids including the final eos. Returns the encoder output [S, D], row-major.
  std::vector<double> encode(const std::vector<int32_t>& source) const;

  // prefix: decoder input, starting with bos. Returns log-probabilities [V] of the token after the prefix,
  // recomputing the decoder over the whole prefix.
  std::vector<double> next_log_probs(const std::vector<double>& encoder_output,
                                     const std::vector<int32_t>& prefix) const;

  // Greedy decoding: argmax (lowest id on ties) until eos or max_tokens generated. Returns the generated
  // tokens without bos and without the eos.
  std::vector<int32_t> greedy(const std::vector<int32_t>& source, int32_t bos, int32_t eos, size_t max_tokens) const;

 private:
  using Matrix = std::vector<double>;  // row-major, rows implied by size / cols

  const std::vector<float>& tensor(const std::string& name) const;
  Matrix linear(const Matrix& x, size_t in, const std::string& prefix) const;  // prefix.weight/.bias
  Matrix norm(const Matrix& x, const std::string& prefix) const;
  Matrix attention(const Matrix& x, const Matrix& memory, bool causal, const std::string& prefix) const;
  Matrix feed_forward(const Matrix& x, const std::string& prefix) const;
  Matrix embed(const std::vector<int32_t>& tokens) const;
  // One residual sublayer, post-norm x = LN(x + f(x)) or pre-norm x = x + f(LN(x)).
  template <typename Sublayer>
  void sublayer(Matrix& x, const std::string& norm_prefix, Sublayer&& f) const;

  ReferenceConfig config_;
  TensorMap tensors_;
};

// The architecture and fp32 tensors of a .attn file, read by name straight from its FlatBuffer and data
// segment (no runtime loading code involved), as a ReferenceTransformer. The file must be valid and fp32.
ReferenceTransformer reference_from_model_file(const uint8_t* data, size_t size);

}  // namespace attn::test
