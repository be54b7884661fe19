#include "tests/support/reference_transformer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "attn/schema/attn_generated.h"

namespace attn::test {

std::map<std::string, std::vector<size_t>> reference_tensor_shapes(const ReferenceConfig& c) {
  const size_t D = c.d_model, F = c.d_ff, V = c.vocab_size;
  std::map<std::string, std::vector<size_t>> shapes;
  shapes["embedding.weight"] = {V, D};
  if (!c.tied_embeddings) shapes["output.weight"] = {V, D};
  if (c.output_bias) shapes["output.bias"] = {V};
  auto attention = [&](const std::string& p) {
    for (const char* m : {"q", "k", "v", "o"}) {
      shapes[p + "." + m + "_proj.weight"] = {D, D};
      shapes[p + "." + m + "_proj.bias"] = {D};
    }
  };
  auto norm = [&](const std::string& p) {
    shapes[p + ".weight"] = {D};
    shapes[p + ".bias"] = {D};
  };
  auto ffn = [&](const std::string& p) {
    shapes[p + ".fc1.weight"] = {F, D};
    shapes[p + ".fc1.bias"] = {F};
    shapes[p + ".fc2.weight"] = {D, F};
    shapes[p + ".fc2.bias"] = {D};
  };
  for (size_t i = 0; i < c.encoder_layers; ++i) {
    const std::string p = "encoder.layers." + std::to_string(i);
    attention(p + ".self_attn");
    norm(p + ".self_attn_norm");
    ffn(p + ".ffn");
    norm(p + ".ffn_norm");
  }
  for (size_t i = 0; i < c.decoder_layers; ++i) {
    const std::string p = "decoder.layers." + std::to_string(i);
    attention(p + ".self_attn");
    norm(p + ".self_attn_norm");
    attention(p + ".cross_attn");
    norm(p + ".cross_attn_norm");
    ffn(p + ".ffn");
    norm(p + ".ffn_norm");
  }
  if (c.pre_norm) {
    norm("encoder.final_norm");
    norm("decoder.final_norm");
  }
  return shapes;
}

ReferenceTransformer::ReferenceTransformer(ReferenceConfig config, TensorMap tensors)
    : config_(config), tensors_(std::move(tensors)) {
  for (const auto& [name, shape] : reference_tensor_shapes(config_)) {
    size_t n = 1;
    for (size_t s : shape) n *= s;
    auto it = tensors_.find(name);
    if (it == tensors_.end()) {
      ADD_FAILURE() << "reference transformer: missing tensor " << name;
      tensors_[name].assign(n, 0.f);
    } else if (it->second.size() != n) {
      ADD_FAILURE() << "reference transformer: tensor " << name << " has " << it->second.size() << " values, want "
                    << n;
      it->second.resize(n, 0.f);
    }
  }
}

const std::vector<float>& ReferenceTransformer::tensor(const std::string& name) const {
  return tensors_.at(name);
}

ReferenceTransformer::Matrix ReferenceTransformer::linear(const Matrix& x, size_t in,
                                                          const std::string& prefix) const {
  const auto& w = tensor(prefix + ".weight");
  const auto& b = tensor(prefix + ".bias");
  const size_t out = b.size(), rows = x.size() / in;
  Matrix y(rows * out);
  for (size_t r = 0; r < rows; ++r)
    for (size_t o = 0; o < out; ++o) {
      double s = b[o];
      for (size_t i = 0; i < in; ++i) s += x[r * in + i] * static_cast<double>(w[o * in + i]);
      y[r * out + o] = s;
    }
  return y;
}

ReferenceTransformer::Matrix ReferenceTransformer::norm(const Matrix& x, const std::string& prefix) const {
  const auto& g = tensor(prefix + ".weight");
  const auto& b = tensor(prefix + ".bias");
  const size_t D = config_.d_model, rows = x.size() / D;
  Matrix y(x.size());
  for (size_t r = 0; r < rows; ++r) {
    double mean = 0, var = 0;
    for (size_t i = 0; i < D; ++i) mean += x[r * D + i];
    mean /= static_cast<double>(D);
    for (size_t i = 0; i < D; ++i) var += (x[r * D + i] - mean) * (x[r * D + i] - mean);
    var /= static_cast<double>(D);  // biased
    for (size_t i = 0; i < D; ++i)
      y[r * D + i] = (x[r * D + i] - mean) / std::sqrt(var + config_.layer_norm_epsilon) * g[i] + b[i];
  }
  return y;
}

ReferenceTransformer::Matrix ReferenceTransformer::attention(const Matrix& x, const Matrix& memory, bool causal,
                                                             const std::string& prefix) const {
  const size_t D = config_.d_model, H = config_.heads, dk = D / H;
  const size_t Tq = x.size() / D, Tk = memory.size() / D;
  const Matrix q = linear(x, D, prefix + ".q_proj");
  const Matrix k = linear(memory, D, prefix + ".k_proj");
  const Matrix v = linear(memory, D, prefix + ".v_proj");
  Matrix concat(Tq * D, 0.0);
  for (size_t h = 0; h < H; ++h) {
    for (size_t t = 0; t < Tq; ++t) {
      std::vector<double> scores(Tk);
      for (size_t j = 0; j < Tk; ++j) {
        double s = 0;
        for (size_t i = 0; i < dk; ++i) s += q[t * D + h * dk + i] * k[j * D + h * dk + i];
        s /= std::sqrt(static_cast<double>(dk));
        if (causal && j > t) s = -std::numeric_limits<double>::infinity();
        scores[j] = s;
      }
      const double m = *std::max_element(scores.begin(), scores.end());
      double z = 0;
      for (double& s : scores) z += (s = std::exp(s - m));
      for (size_t j = 0; j < Tk; ++j)
        for (size_t i = 0; i < dk; ++i) concat[t * D + h * dk + i] += scores[j] / z * v[j * D + h * dk + i];
    }
  }
  return linear(concat, D, prefix + ".o_proj");
}

ReferenceTransformer::Matrix ReferenceTransformer::feed_forward(const Matrix& x, const std::string& prefix) const {
  Matrix h = linear(x, config_.d_model, prefix + ".fc1");
  for (double& v : h) v = config_.gelu ? 0.5 * v * (1.0 + std::erf(v / std::sqrt(2.0))) : std::max(0.0, v);
  return linear(h, config_.d_ff, prefix + ".fc2");
}

ReferenceTransformer::Matrix ReferenceTransformer::embed(const std::vector<int32_t>& tokens) const {
  const size_t D = config_.d_model;
  const auto& E = tensor("embedding.weight");
  Matrix x(tokens.size() * D);
  for (size_t t = 0; t < tokens.size(); ++t) {
    for (size_t j = 0; j < D; ++j) {
      const size_t i2 = j - j % 2;  // column 2i and 2i+1 share the frequency 1 / 10000^(2i/D)
      const double angle = static_cast<double>(t) / std::pow(10000.0, static_cast<double>(i2) / D);
      const double pe = j % 2 == 0 ? std::sin(angle) : std::cos(angle);
      x[t * D + j] = config_.embedding_scale * E[static_cast<size_t>(tokens[t]) * D + j] + pe;
    }
  }
  return x;
}

template <typename Sublayer>
void ReferenceTransformer::sublayer(Matrix& x, const std::string& norm_prefix, Sublayer&& f) const {
  if (config_.pre_norm) {
    const Matrix s = f(norm(x, norm_prefix));
    for (size_t i = 0; i < x.size(); ++i) x[i] += s[i];
  } else {
    const Matrix s = f(x);
    for (size_t i = 0; i < x.size(); ++i) x[i] += s[i];
    x = norm(x, norm_prefix);
  }
}

std::vector<double> ReferenceTransformer::encode(const std::vector<int32_t>& source) const {
  Matrix x = embed(source);
  for (size_t l = 0; l < config_.encoder_layers; ++l) {
    const std::string p = "encoder.layers." + std::to_string(l);
    sublayer(x, p + ".self_attn_norm", [&](const Matrix& in) { return attention(in, in, false, p + ".self_attn"); });
    sublayer(x, p + ".ffn_norm", [&](const Matrix& in) { return feed_forward(in, p + ".ffn"); });
  }
  if (config_.pre_norm) x = norm(x, "encoder.final_norm");
  return x;
}

std::vector<double> ReferenceTransformer::next_log_probs(const std::vector<double>& encoder_output,
                                                         const std::vector<int32_t>& prefix) const {
  const size_t D = config_.d_model, V = config_.vocab_size;
  Matrix x = embed(prefix);
  for (size_t l = 0; l < config_.decoder_layers; ++l) {
    const std::string p = "decoder.layers." + std::to_string(l);
    sublayer(x, p + ".self_attn_norm", [&](const Matrix& in) { return attention(in, in, true, p + ".self_attn"); });
    sublayer(x, p + ".cross_attn_norm",
             [&](const Matrix& in) { return attention(in, encoder_output, false, p + ".cross_attn"); });
    sublayer(x, p + ".ffn_norm", [&](const Matrix& in) { return feed_forward(in, p + ".ffn"); });
  }
  if (config_.pre_norm) x = norm(x, "decoder.final_norm");
  // Only the last position predicts the next token.
  const double* y = x.data() + (prefix.size() - 1) * D;
  const auto& W = tensor(config_.tied_embeddings ? "embedding.weight" : "output.weight");
  std::vector<double> logits(V);
  for (size_t v = 0; v < V; ++v) {
    double s = config_.output_bias ? tensor("output.bias")[v] : 0.0;
    for (size_t i = 0; i < D; ++i) s += y[i] * W[v * D + i];
    logits[v] = s;
  }
  const double m = *std::max_element(logits.begin(), logits.end());
  double z = 0;
  for (double l : logits) z += std::exp(l - m);
  for (double& l : logits) l = l - m - std::log(z);
  return logits;
}

std::vector<int32_t> ReferenceTransformer::greedy(const std::vector<int32_t>& source, int32_t bos, int32_t eos,
                                                  size_t max_tokens) const {
  const std::vector<double> memory = encode(source);
  std::vector<int32_t> prefix = {bos};
  std::vector<int32_t> out;
  while (out.size() < max_tokens) {
    const std::vector<double> lp = next_log_probs(memory, prefix);
    const int32_t best = static_cast<int32_t>(std::max_element(lp.begin(), lp.end()) - lp.begin());
    if (best == eos) break;
    out.push_back(best);
    prefix.push_back(best);
  }
  return out;
}

ReferenceTransformer reference_from_model_file(const uint8_t* data, size_t size) {
  const schema::Model* model = schema::GetModel(data);
  const schema::Architecture* a = model->architecture();
  ReferenceConfig c;
  c.d_model = a->d_model();
  c.heads = a->heads();
  c.d_ff = a->d_ff();
  c.encoder_layers = a->encoder_layers();
  c.decoder_layers = a->decoder_layers();
  c.vocab_size = a->vocab_size();
  c.max_positions = a->max_positions();
  c.gelu = a->activation() == schema::Activation::GELU;
  c.pre_norm = a->norm_position() == schema::NormPosition::Pre;
  c.tied_embeddings = a->tied_embeddings();
  c.output_bias = a->output_bias();
  c.embedding_scale = a->embedding_scale();
  c.layer_norm_epsilon = a->layer_norm_epsilon();
  TensorMap tensors;
  for (const schema::Tensor* t : *model->tensors()) {
    EXPECT_EQ(t->type(), schema::ElementType::F32) << t->name()->str();
    EXPECT_LE(t->offset() + t->size(), size) << t->name()->str();
    std::vector<float> values(t->size() / sizeof(float));
    std::memcpy(values.data(), data + t->offset(), values.size() * sizeof(float));
    tensors[t->name()->str()] = std::move(values);
  }
  return ReferenceTransformer(c, std::move(tensors));
}

}  // namespace attn::test
