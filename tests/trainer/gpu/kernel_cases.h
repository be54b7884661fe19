// The kernel cases that the GPU suite and its CPU half share. Each case holds random inputs, runs a kernel
// family's launchers on a device with the buffer sizes the model allocates (the launchers' own
// *_scratch_floats contracts), checks every buffer's guards after each launch (guarded_buffers.h), and has a
// reference computed on the host from the per-row (or per-index) functions the launchers are written from,
// sums in double. expect_matches_reference(dev, case) compares a device's results with that reference: on
// the CPU device in trainer_kernel_cases_tests (every machine, no GPU needed), on the CUDA device in
// trainer_gpu_tests. A launcher whose contract changed fails on the CPU first.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "tests/trainer/gpu/gpu_test_util.h"
#include "tests/trainer/gpu/guarded_buffers.h"
#include "tests/trainer/model/test_util.h"
#include "trainer/src/kernels/adam.h"
#include "trainer/src/kernels/attention.h"
#include "trainer/src/kernels/bf16.h"
#include "trainer/src/kernels/cross_entropy.h"
#include "trainer/src/kernels/elementwise.h"
#include "trainer/src/kernels/embedding.h"
#include "trainer/src/kernels/layer_norm.h"
#include "trainer/src/kernels/reduce.h"
#include "trainer/src/model/parameter_layout.h"

namespace attn::train::testing {

struct NamedArray {
  std::string name;
  std::vector<float> values;
};
using Arrays = std::vector<NamedArray>;

template <class Dev, class Case>
void expect_matches_reference(Dev& dev, const Case& c) {
  GuardedBuffers<Dev> buffers(dev);
  const Arrays actual = c.run(dev, buffers);
  const Arrays expected = c.reference();
  ASSERT_EQ(actual.size(), expected.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(actual[i].name, expected[i].name);
    EXPECT_TRUE(close_arrays(actual[i].values, expected[i].values, c.tolerance, 1e-5)) << expected[i].name;
  }
}

// out[j] += Σ_r value(r, j), summed in double: what the chunked column sums (reduce.h) approximate.
template <class Value>
void reference_column_sums(int64_t rows, int cols, Value value, std::vector<float>& out) {
  for (int j = 0; j < cols; ++j) {
    double sum = 0;
    for (int64_t r = 0; r < rows; ++r) sum += value(r, j);
    out[j] = static_cast<float>(out[j] + sum);
  }
}

inline std::vector<float> bf16_as_float(const std::vector<kernels::bf16>& values) {
  std::vector<float> out(values.size());
  for (size_t i = 0; i < values.size(); ++i) out[i] = kernels::from_bf16(values[i]);
  return out;
}

// Layer norm forward, then backward accumulating onto non-zero gain and bias gradients.
struct LayerNormCase {
  static constexpr int N = 300, D = 96;
  static constexpr float kEps = 1e-5f;
  double tolerance = 1e-5;
  std::vector<float> x = random_vector(N * D, 1, -2.f, 3.f), gain = random_vector(D, 2),
                     bias = random_vector(D, 3), dy = random_vector(N * D, 4), d_gain = random_vector(D, 5),
                     d_bias = random_vector(D, 6);

  template <class Dev>
  Arrays run(Dev& dev, GuardedBuffers<Dev>& b) const {
    const float *xd = b.put("x", x), *g = b.put("gain", gain), *bi = b.put("bias", bias),
                *dyd = b.put("dy", dy);
    float* y = b.template zeros<float>("y", N * D);
    float* mean = b.template zeros<float>("mean", N);
    float* rstd = b.template zeros<float>("rstd", N);
    float* dx = b.template zeros<float>("dx", N * D);
    float* dg = b.put("d_gain", d_gain);
    float* db = b.put("d_bias", d_bias);
    float* scratch = b.template zeros<float>("scratch", kernels::layer_norm_backward_scratch_floats(N, D));
    kernels::launch_layer_norm_forward(dev, N, D, kEps, xd, g, bi, y, mean, rstd);
    EXPECT_TRUE(b.guards_intact("launch_layer_norm_forward"));
    kernels::launch_layer_norm_backward(dev, N, D, dyd, xd, mean, rstd, g, dx, false, dg, db, scratch);
    EXPECT_TRUE(b.guards_intact("launch_layer_norm_backward"));
    return {
        {"y", b.get(y, N * D)}, {"dx", b.get(dx, N * D)}, {"d_gain", b.get(dg, D)}, {"d_bias", b.get(db, D)}};
  }
  Arrays reference() const {
    std::vector<float> y(N * D), mean(N), rstd(N), dx(N * D), dg = d_gain, db = d_bias;
    for (int64_t r = 0; r < N; ++r)
      kernels::layer_norm_forward_row(r, D, kEps, x.data(), gain.data(), bias.data(), y.data(), mean.data(),
                                      rstd.data());
    for (int64_t r = 0; r < N; ++r)
      kernels::layer_norm_backward_row(r, D, dy.data(), x.data(), mean.data(), rstd.data(), gain.data(),
                                       dx.data(), false);
    reference_column_sums(
        N, D, kernels::LayerNormGainGradValue{dy.data(), x.data(), mean.data(), rstd.data(), D}, dg);
    reference_column_sums(N, D, kernels::RowValue{dy.data(), D}, db);
    return {{"y", y}, {"dx", dx}, {"d_gain", dg}, {"d_bias", db}};
  }
};

// A linear layer's bias gradient, fp32 and with the bf16 copy of its input, over a width that is not a
// multiple of the reduction's column block.
struct ColumnSumCase {
  static constexpr int N = 300, C = 200;
  double tolerance = 1e-5;
  std::vector<float> x = random_vector(N * C, 7), sums = random_vector(C, 8);

  template <class Dev>
  Arrays run(Dev& dev, GuardedBuffers<Dev>& b) const {
    const float* xd = b.put("x", x);
    float* plain = b.put("sums", sums);
    float* with16 = b.put("sums (bf16 pass)", sums);
    kernels::bf16* x16 = b.template zeros<kernels::bf16>("x16", N * C);
    float* scratch = b.template zeros<float>("scratch", kernels::column_sum_scratch_floats(N, C));
    kernels::launch_column_sum_accumulate(dev, N, C, kernels::RowValue{xd, C}, scratch, plain);
    EXPECT_TRUE(b.guards_intact("launch_column_sum_accumulate"));
    kernels::launch_to_bf16_column_sum_accumulate(dev, N, C, xd, x16, scratch, with16);
    EXPECT_TRUE(b.guards_intact("launch_to_bf16_column_sum_accumulate"));
    return {{"sums", b.get(plain, C)},
            {"sums (bf16 pass)", b.get(with16, C)},
            {"x16", bf16_as_float(b.get(x16, N * C))}};
  }
  Arrays reference() const {
    std::vector<float> out = sums;
    reference_column_sums(N, C, kernels::RowValue{x.data(), C}, out);
    std::vector<kernels::bf16> x16(N * C);
    for (int64_t i = 0; i < N * C; ++i) kernels::convert_to_bf16(i, x.data(), x16.data());
    return {{"sums", out}, {"sums (bf16 pass)", out}, {"x16", bf16_as_float(x16)}};
  }
};

// Attention's masked softmax forward and backward; sentence 2 has padded keys.
struct AttentionSoftmaxCase {
  static constexpr int B = 5, H = 4, Tq = 17, Tk = 23;
  static constexpr float kScale = 0.125f;
  bool causal = false;
  double tolerance = 1e-5;
  std::vector<float> scores = random_vector(B * H * Tq * Tk, 5, -4.f, 4.f),
                     dp = random_vector(B * H * Tq * Tk, 6);
  std::vector<int32_t> keys = padded_keys();

  static std::vector<int32_t> padded_keys() {
    std::vector<int32_t> k(B * Tk, 7);
    for (int s = 18; s < Tk; ++s) k[2 * Tk + s] = 0;
    return k;
  }
  template <class Dev>
  Arrays run(Dev& dev, GuardedBuffers<Dev>& b) const {
    float* p = b.put("p", scores);
    float* d = b.put("dp", dp);
    const int32_t* k = b.put("key_tokens", keys);
    kernels::launch_attention_softmax_forward(dev, B, H, Tq, Tk, kScale, causal, k, 0, p);
    EXPECT_TRUE(b.guards_intact("launch_attention_softmax_forward"));
    kernels::launch_attention_softmax_backward(dev, B, H, Tq, Tk, kScale, p, d);
    EXPECT_TRUE(b.guards_intact("launch_attention_softmax_backward"));
    return {{"p", b.get(p, B * H * Tq * Tk)}, {"dp", b.get(d, B * H * Tq * Tk)}};
  }
  Arrays reference() const {
    std::vector<float> p = scores, d = dp;
    for (int64_t row = 0; row < B * H * Tq; ++row)
      kernels::attention_softmax_forward_row(row, H, Tq, Tk, kScale, causal, keys.data(), 0, p.data());
    for (int64_t row = 0; row < B * H * Tq; ++row)
      kernels::attention_softmax_backward_row(row, Tk, kScale, p.data(), d.data());
    return {{"p", p}, {"dp", d}};
  }
};

// Label-smoothed cross-entropy with its gradient in place; every ninth target is padding.
struct CrossEntropyCase {
  static constexpr int N = 70, V = 1000;
  static constexpr float kSmoothing = 0.1f;
  double tolerance = 1e-5;
  std::vector<float> logits = random_vector(N * V, 7, -5.f, 5.f);
  std::vector<int32_t> targets = make_targets();

  static std::vector<int32_t> make_targets() {
    std::vector<int32_t> t(N);
    for (int i = 0; i < N; ++i) t[i] = i % 9 == 0 ? 0 : (i * 37) % V;
    return t;
  }
  template <class Dev>
  Arrays run(Dev& dev, GuardedBuffers<Dev>& b) const {
    float* l = b.put("logits", logits);
    float* loss = b.template zeros<float>("loss", N);
    float* nll = b.template zeros<float>("nll", N);
    kernels::launch_cross_entropy(dev, N, V, kSmoothing, b.put("targets", targets), 0, l, true, loss, nll);
    EXPECT_TRUE(b.guards_intact("launch_cross_entropy"));
    return {{"grad", b.get(l, N * V)}, {"loss", b.get(loss, N)}, {"nll", b.get(nll, N)}};
  }
  Arrays reference() const {
    std::vector<float> l = logits, loss(N), nll(N);
    for (int64_t r = 0; r < N; ++r)
      kernels::cross_entropy_row(r, V, kSmoothing, targets.data(), 0, l.data(), true, loss.data(),
                                 nll.data());
    return {{"grad", l}, {"loss", loss}, {"nll", nll}};
  }
};

// Token embedding with positions and dropout, and its gradient accumulated onto a non-zero table gradient.
struct EmbeddingCase {
  static constexpr int B = 4, T = 9, D = 32, V = 50;
  static constexpr float kScale = 16.f, kDropout = 0.3f;
  static constexpr uint64_t kSeed = 11, kStream = 1;
  double tolerance = 1e-5;
  std::vector<int32_t> ids = make_ids();
  std::vector<float> table = random_vector(V * D, 8), positions = sinusoidal_positions(T, D),
                     dx = random_vector(B * T * D, 9), grad = random_vector(V * D, 10);

  static std::vector<int32_t> make_ids() {
    std::vector<int32_t> ids(B * T);
    for (int i = 0; i < B * T; ++i) ids[i] = (i * 13) % V;
    return ids;
  }
  template <class Dev>
  Arrays run(Dev& dev, GuardedBuffers<Dev>& b) const {
    const int32_t* id = b.put("ids", ids);
    float* x = b.template zeros<float>("x", B * T * D);
    float* g = b.put("d_table", grad);
    kernels::launch_embedding_forward(dev, B * T, D, T, kScale, id, b.put("table", table),
                                      b.put("positions", positions), kDropout, kSeed, kStream, x);
    EXPECT_TRUE(b.guards_intact("launch_embedding_forward"));
    kernels::launch_embedding_backward(dev, B * T, D, kScale, id, b.put("dx", dx), kDropout, kSeed, kStream,
                                       g);
    EXPECT_TRUE(b.guards_intact("launch_embedding_backward"));
    return {{"x", b.get(x, B * T * D)}, {"d_table", b.get(g, V * D)}};
  }
  Arrays reference() const {
    const uint64_t key = kernels::random_key(kSeed, kStream);
    std::vector<float> x(B * T * D), g = grad;
    for (int64_t r = 0; r < B * T; ++r)
      kernels::embedding_forward_row(r, D, T, kScale, ids.data(), table.data(), positions.data(), kDropout,
                                     key, x.data());
    for (int64_t d = 0; d < D; ++d)
      kernels::embedding_backward_column(d, B * T, D, kScale, ids.data(), dx.data(), kDropout, key, g.data());
    return {{"x", x}, {"d_table", g}};
  }
};

// Residual dropout forward and backward, ReLU forward and backward, and one Adam step.
struct ElementwiseAndAdamCase {
  static constexpr int n = 5000;
  static constexpr float kDropout = 0.1f;
  static constexpr uint64_t kSeed = 3, kStream = 4;
  double tolerance = 1e-5;
  std::vector<float> x = random_vector(n, 10), y = random_vector(n, 11), params = random_vector(n, 12),
                     grads = random_vector(n, 15), m = random_vector(n, 13, 0.f, 0.1f),
                     v = random_vector(n, 14, 0.f, 0.1f);

  template <class Dev>
  Arrays run(Dev& dev, GuardedBuffers<Dev>& b) const {
    const float* xd = b.put("x", x);
    float* h = b.put("y", y);
    float* out = b.template zeros<float>("out", n);
    float* dy = b.template zeros<float>("dy", n);
    float* dh = b.put("dh", x);
    kernels::launch_residual_dropout_forward(dev, n, xd, h, kDropout, kSeed, kStream, out);
    kernels::launch_residual_dropout_backward(dev, n, h, kDropout, kSeed, kStream, dy);
    EXPECT_TRUE(b.guards_intact("launch_residual_dropout_forward/backward"));
    kernels::launch_relu_forward(dev, n, h);
    kernels::launch_relu_backward(dev, n, h, dh);
    EXPECT_TRUE(b.guards_intact("launch_relu_forward/backward"));
    float* p = b.put("params", params);
    float* md = b.put("m", m);
    float* vd = b.put("v", v);
    kernels::launch_adam(dev, n, p, b.put("grads", grads), md, vd, 1e-3f, 0.9f, 0.98f, 1e-9f, 0.5f, 0.1f,
                         0.02f);
    EXPECT_TRUE(b.guards_intact("launch_adam"));
    return {{"out", b.get(out, n)},  {"dy", b.get(dy, n)}, {"relu", b.get(h, n)}, {"d_relu", b.get(dh, n)},
            {"params", b.get(p, n)}, {"m", b.get(md, n)},  {"v", b.get(vd, n)}};
  }
  Arrays reference() const {
    const uint64_t key = kernels::random_key(kSeed, kStream);
    std::vector<float> out(n), dy(n), h = y, dh = x, p = params, md = m, vd = v;
    for (int64_t i = 0; i < n; ++i) {
      kernels::residual_dropout_forward(i, x.data(), y.data(), kDropout, key, out.data());
      kernels::residual_dropout_backward(i, y.data(), kDropout, key, dy.data());
      kernels::relu_forward(i, h.data());
      kernels::relu_backward(i, h.data(), dh.data());
      kernels::adam_update(i, p.data(), grads.data(), md.data(), vd.data(), 1e-3f, 0.9f, 0.98f, 1e-9f, 0.5f,
                           0.1f, 0.02f);
    }
    return {{"out", out}, {"dy", dy}, {"relu", h}, {"d_relu", dh}, {"params", p}, {"m", md}, {"v", vd}};
  }
};

// C = alpha · op(A) op(B) + beta · C, row-major, over `outer` × `inner` products addressed by two strides
// (attention's (sentence, head) batches), in double.
inline void reference_gemm_batched(bool ta, bool tb, int m, int n, int k, float alpha, const float* a,
                                   int lda, int64_t a_outer, int64_t a_inner, const float* b, int ldb,
                                   int64_t b_outer, int64_t b_inner, float beta, float* c, int ldc,
                                   int64_t c_outer, int64_t c_inner, int outer, int inner) {
  for (int o = 0; o < outer; ++o)
    for (int h = 0; h < inner; ++h) {
      const float* ap = a + o * a_outer + h * a_inner;
      const float* bp = b + o * b_outer + h * b_inner;
      float* cp = c + o * c_outer + h * c_inner;
      for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j) {
          double s = 0;
          for (int p = 0; p < k; ++p)
            s += static_cast<double>(ta ? ap[p * lda + i] : ap[i * lda + p]) *
                 (tb ? bp[j * ldb + p] : bp[p * ldb + j]);
          cp[i * ldc + j] = static_cast<float>(alpha * s + static_cast<double>(beta) * cp[i * ldc + j]);
        }
    }
}

// The device's fp32 products, plain and strided-batched, with either operand transposed.
struct GemmCase {
  static constexpr int m = 70, n = 90, k = 40, outer = 3, inner = 2;
  bool ta = false, tb = false;
  double tolerance = 1e-5;

  int lda() const { return (ta ? m : k) * inner; }
  int ldb() const { return (tb ? k : n) * inner; }
  static constexpr int ldc = n * inner;
  int64_t a_rows() const { return ta ? k : m; }
  int64_t b_rows() const { return tb ? n : k; }
  std::vector<float> a() const { return random_vector(outer * a_rows() * lda(), 15); }
  std::vector<float> b() const { return random_vector(outer * b_rows() * ldb(), 16); }
  std::vector<float> c() const { return random_vector(outer * m * ldc, 17); }
  std::vector<float> c2() const { return random_vector(m * n, 18); }

  template <class Dev>
  Arrays run(Dev& dev, GuardedBuffers<Dev>& buf) const {
    const float *ad = buf.put("a", a()), *bd = buf.put("b", b());
    float* cd = buf.put("c", c());
    float* c2d = buf.put("c2", c2());
    dev.gemm_batched(ta, tb, m, n, k, 0.7f, ad, lda(), a_rows() * lda(), lda() / inner, bd, ldb(),
                     b_rows() * ldb(), ldb() / inner, 0.5f, cd, ldc, m * ldc, n, outer, inner);
    EXPECT_TRUE(buf.guards_intact("gemm_batched"));
    dev.gemm(ta, tb, m, n, k, 1.f, ad, lda(), bd, ldb(), 1.f, c2d, n);
    EXPECT_TRUE(buf.guards_intact("gemm"));
    return {{"batched", buf.get(cd, outer * m * ldc)}, {"plain", buf.get(c2d, m * n)}};
  }
  Arrays reference() const {
    const std::vector<float> av = a(), bv = b();
    std::vector<float> cv = c(), c2v = c2();
    reference_gemm_batched(ta, tb, m, n, k, 0.7f, av.data(), lda(), a_rows() * lda(), lda() / inner,
                           bv.data(), ldb(), b_rows() * ldb(), ldb() / inner, 0.5f, cv.data(), ldc, m * ldc,
                           n, outer, inner);
    reference_gemm_batched(ta, tb, m, n, k, 1.f, av.data(), lda(), 0, 0, bv.data(), ldb(), 0, 0, 1.f,
                           c2v.data(), n, 0, 0, 1, 1);
    return {{"batched", cv}, {"plain", c2v}};
  }
};

}  // namespace attn::train::testing
