// A straightforward reference of docs/model.md's Transformer and loss, templated on the number type so that
// tests can run it in double: plain loops, one sentence at a time, parameters looked up by checkpoint name.
// It shares no code with trainer/src (not the kernels, not the layout): only the parameter names and shapes.
// No dropout (it is the evaluation-mode forward).
#pragma once

#include <cmath>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "trainer/src/model/transformer.h"

namespace attn::train::testing {

template <class T>
class NaiveTransformer {
 public:
  using Matrix = std::vector<std::vector<T>>;  // [rows][cols]

  NaiveTransformer(const ModelDescription& config, const std::vector<ParameterInfo>& info, const std::vector<T>& params)
      : c_(config), params_(params) {
    for (const ParameterInfo& p : info) offsets_[p.name] = p;
    if (c_.embedding_scale <= 0) c_.embedding_scale = std::sqrt(static_cast<float>(c_.d_model));
  }

  // Label-smoothed cross-entropy summed over non-pad targets of the batch; nll_sum gets the plain NLL.
  T loss(const Batch& b, T smoothing, T* nll_sum = nullptr) const {
    T total = 0, nll_total = 0;
    for (int s = 0; s < b.batch; ++s) {
      std::vector<int32_t> src(b.source.begin() + s * b.source_len, b.source.begin() + (s + 1) * b.source_len);
      std::vector<int32_t> din(b.decoder_input.begin() + s * b.target_len,
                               b.decoder_input.begin() + (s + 1) * b.target_len);
      std::vector<int32_t> dout(b.decoder_output.begin() + s * b.target_len,
                                b.decoder_output.begin() + (s + 1) * b.target_len);
      const Matrix memory = encode(src);
      const Matrix y = decode(din, memory, src);
      const Matrix& E = c_.tied_embeddings ? table("embedding.weight") : table("output.weight");
      for (int t = 0; t < b.target_len; ++t) {
        if (dout[t] == c_.pad_id) continue;
        std::vector<T> logits(c_.vocab_size);
        for (int v = 0; v < static_cast<int>(c_.vocab_size); ++v) {
          T sum = 0;
          for (int d = 0; d < static_cast<int>(c_.d_model); ++d) sum += y[t][d] * E[v][d];
          logits[v] = sum;
        }
        T m = logits[0];
        for (T l : logits) m = std::max(m, l);
        T se = 0;
        for (T l : logits) se += std::exp(l - m);
        const T lse = m + std::log(se);
        // q = (1 − ε)·onehot + ε/V; loss = −Σ q_j logp_j.
        T loss = 0;
        for (int v = 0; v < static_cast<int>(c_.vocab_size); ++v) {
          const T q = (v == dout[t] ? 1 - smoothing : 0) + smoothing / c_.vocab_size;
          loss -= q * (logits[v] - lse);
        }
        total += loss;
        nll_total -= logits[dout[t]] - lse;
      }
    }
    if (nll_sum) *nll_sum = nll_total;
    return total;
  }

 private:
  Matrix table(const std::string& name) const {
    const ParameterInfo& p = at(name);
    Matrix m(p.shape[0], std::vector<T>(p.shape[1]));
    for (int64_t i = 0; i < p.shape[0]; ++i)
      for (int64_t j = 0; j < p.shape[1]; ++j) m[i][j] = params_[p.offset + i * p.shape[1] + j];
    return m;
  }
  const ParameterInfo& at(const std::string& name) const {
    auto it = offsets_.find(name);
    if (it == offsets_.end()) throw std::runtime_error("no parameter " + name);
    return it->second;
  }
  T param(const std::string& name, int64_t i) const { return params_[at(name).offset + i]; }

  Matrix embed(const std::vector<int32_t>& ids) const {
    const int D = c_.d_model;
    Matrix x(ids.size(), std::vector<T>(D));
    for (size_t t = 0; t < ids.size(); ++t)
      for (int d = 0; d < D; ++d) {
        const double angle = t / std::pow(10000.0, (2 * (d / 2)) / static_cast<double>(D));
        const T pe = static_cast<T>(static_cast<float>(d % 2 == 0 ? std::sin(angle) : std::cos(angle)));
        x[t][d] = static_cast<T>(c_.embedding_scale) * param("embedding.weight", ids[t] * D + d) + pe;
      }
    return x;
  }
  Matrix linear(const Matrix& x, const std::string& prefix) const {
    const ParameterInfo& w = at(prefix + ".weight");
    const int64_t out = w.shape[0], in = w.shape[1];
    Matrix y(x.size(), std::vector<T>(out));
    for (size_t r = 0; r < x.size(); ++r)
      for (int64_t o = 0; o < out; ++o) {
        T sum = param(prefix + ".bias", o);
        for (int64_t i = 0; i < in; ++i) sum += x[r][i] * params_[w.offset + o * in + i];
        y[r][o] = sum;
      }
    return y;
  }
  Matrix layer_norm(const Matrix& x, const std::string& prefix) const {
    Matrix y = x;
    const int D = c_.d_model;
    for (size_t r = 0; r < x.size(); ++r) {
      T mean = 0, var = 0;
      for (T v : x[r]) mean += v;
      mean /= D;
      for (T v : x[r]) var += (v - mean) * (v - mean);
      var /= D;
      for (int d = 0; d < D; ++d)
        y[r][d] = (x[r][d] - mean) / std::sqrt(var + static_cast<T>(c_.layer_norm_epsilon)) *
                      param(prefix + ".weight", d) +
                  param(prefix + ".bias", d);
    }
    return y;
  }
  Matrix attention(const Matrix& x, const Matrix& m, const std::string& prefix, const std::vector<int32_t>& keys,
                   bool causal) const {
    const Matrix q = linear(x, prefix + ".q_proj"), k = linear(m, prefix + ".k_proj"), v = linear(m, prefix + ".v_proj");
    const int H = c_.heads, dk = c_.d_model / H;
    Matrix ctx(x.size(), std::vector<T>(c_.d_model, 0));
    for (int h = 0; h < H; ++h)
      for (size_t t = 0; t < x.size(); ++t) {
        std::vector<T> w(m.size(), 0);
        T mx = -INFINITY;
        std::vector<bool> visible(m.size());
        for (size_t s = 0; s < m.size(); ++s) {
          visible[s] = keys[s] != c_.pad_id && (!causal || s <= t);
          if (!visible[s]) continue;
          T dot = 0;
          for (int d = 0; d < dk; ++d) dot += q[t][h * dk + d] * k[s][h * dk + d];
          w[s] = dot / std::sqrt(static_cast<T>(dk));
          mx = std::max(mx, w[s]);
        }
        T sum = 0;
        for (size_t s = 0; s < m.size(); ++s) {
          w[s] = visible[s] ? std::exp(w[s] - mx) : 0;
          sum += w[s];
        }
        for (size_t s = 0; s < m.size(); ++s)
          for (int d = 0; d < dk; ++d) ctx[t][h * dk + d] += w[s] / sum * v[s][h * dk + d];
      }
    return linear(ctx, prefix + ".o_proj");
  }
  Matrix ffn(const Matrix& x, const std::string& prefix) const {
    Matrix h = linear(x, prefix + ".fc1");
    for (auto& row : h)
      for (T& v : row) v = v > 0 ? v : 0;
    return linear(h, prefix + ".fc2");
  }
  static Matrix add(const Matrix& a, const Matrix& b) {
    Matrix y = a;
    for (size_t r = 0; r < a.size(); ++r)
      for (size_t d = 0; d < a[r].size(); ++d) y[r][d] += b[r][d];
    return y;
  }
  // Post: LN(x + f(x)); pre: x + f(LN(x)).
  template <class F>
  Matrix residual(const Matrix& x, const std::string& norm, F f) const {
    if (c_.pre_norm()) return add(x, f(layer_norm(x, norm)));
    return layer_norm(add(x, f(x)), norm);
  }

  Matrix encode(const std::vector<int32_t>& src) const {
    Matrix x = embed(src);
    for (int i = 0; i < static_cast<int>(c_.encoder_layers); ++i) {
      const std::string p = "encoder.layers." + std::to_string(i);
      x = residual(x, p + ".self_attn_norm",
                   [&](const Matrix& in) { return attention(in, in, p + ".self_attn", src, false); });
      x = residual(x, p + ".ffn_norm", [&](const Matrix& in) { return ffn(in, p + ".ffn"); });
    }
    if (c_.pre_norm()) x = layer_norm(x, "encoder.final_norm");
    return x;
  }
  Matrix decode(const std::vector<int32_t>& din, const Matrix& memory, const std::vector<int32_t>& src) const {
    Matrix x = embed(din);
    for (int i = 0; i < static_cast<int>(c_.decoder_layers); ++i) {
      const std::string p = "decoder.layers." + std::to_string(i);
      x = residual(x, p + ".self_attn_norm",
                   [&](const Matrix& in) { return attention(in, in, p + ".self_attn", din, true); });
      x = residual(x, p + ".cross_attn_norm",
                   [&](const Matrix& in) { return attention(in, memory, p + ".cross_attn", src, false); });
      x = residual(x, p + ".ffn_norm", [&](const Matrix& in) { return ffn(in, p + ".ffn"); });
    }
    if (c_.pre_norm()) x = layer_norm(x, "decoder.final_norm");
    return x;
  }

  ModelDescription c_;
  const std::vector<T>& params_;
  std::map<std::string, ParameterInfo> offsets_;
};

}  // namespace attn::train::testing
