// Each kernel family launched on the CUDA device against the same launcher on the CPU device, random inputs.
#include <gtest/gtest.h>

#include <vector>

#include "tests/trainer/gpu/gpu_test_util.h"
#include "tests/trainer/model/test_util.h"
#include "trainer/src/backend/cpu/cpu_device.h"
#include "trainer/src/backend/cuda/cuda_device.cuh"
#include "trainer/src/kernels/adam.h"
#include "trainer/src/kernels/attention.h"
#include "trainer/src/kernels/cross_entropy.h"
#include "trainer/src/kernels/elementwise.h"
#include "trainer/src/kernels/embedding.h"
#include "trainer/src/kernels/layer_norm.h"
#include "trainer/src/model/parameter_layout.h"

namespace attn::train {
namespace {

using testing::close_arrays;
using testing::random_vector;

// Device buffers filled from host vectors; read back with get().
template <class Dev>
class Buffers {
 public:
  explicit Buffers(Dev& dev) : dev_(dev) {}
  ~Buffers() {
    for (void* p : owned_) dev_.release(p);
  }
  template <class T>
  T* put(const std::vector<T>& host) {
    T* p = static_cast<T*>(dev_.allocate(host.size() * sizeof(T)));
    dev_.upload(p, host.data(), host.size() * sizeof(T));
    owned_.push_back(p);
    return p;
  }
  template <class T>
  std::vector<T> get(const T* p, size_t n) {
    std::vector<T> host(n);
    dev_.download(host.data(), p, n * sizeof(T));
    return host;
  }

 private:
  Dev& dev_;
  std::vector<void*> owned_;
};

// Runs fn(dev, buffers) on both devices; fn returns the outputs to compare.
template <class Fn>
void compare(Fn fn, double tol = 1e-5) {
  CpuDevice cpu(2);
  CudaDevice gpu(0);
  Buffers<CpuDevice> cb(cpu);
  Buffers<CudaDevice> gb(gpu);
  const std::vector<std::vector<float>> expected = fn(cpu, cb);
  const std::vector<std::vector<float>> actual = fn(gpu, gb);
  ASSERT_EQ(expected.size(), actual.size());
  for (size_t i = 0; i < expected.size(); ++i) EXPECT_TRUE(close_arrays(actual[i], expected[i], tol, 1e-5)) << i;
}

TEST(CudaKernels, LayerNormForwardBackward) {
  ATTN_SKIP_WITHOUT_GPU();
  const int N = 300, D = 96;
  compare([&](auto& dev, auto& b) {
    float* x = b.put(random_vector(N * D, 1, -2.f, 3.f));
    float* g = b.put(random_vector(D, 2));
    float* bias = b.put(random_vector(D, 3));
    float* dy = b.put(random_vector(N * D, 4));
    float* y = b.put(std::vector<float>(N * D));
    float* mean = b.put(std::vector<float>(N));
    float* rstd = b.put(std::vector<float>(N));
    float* dx = b.put(std::vector<float>(N * D));
    float* dg = b.put(std::vector<float>(D));
    float* db = b.put(std::vector<float>(D));
    float* scratch = b.put(std::vector<float>(kernels::reduce_chunks(N) * D));
    kernels::launch_layer_norm_forward(dev, N, D, 1e-5f, x, g, bias, y, mean, rstd);
    kernels::launch_layer_norm_backward(dev, N, D, dy, x, mean, rstd, g, dx, false, dg, db, scratch);
    return std::vector<std::vector<float>>{b.get(y, N * D), b.get(dx, N * D), b.get(dg, D), b.get(db, D)};
  });
}

TEST(CudaKernels, AttentionSoftmaxForwardBackward) {
  ATTN_SKIP_WITHOUT_GPU();
  const int B = 5, H = 4, Tq = 17, Tk = 23;
  std::vector<int32_t> keys(B * Tk, 7);
  for (int s = 18; s < Tk; ++s) keys[2 * Tk + s] = 0;
  for (bool causal : {false, true})
    compare([&](auto& dev, auto& b) {
      float* p = b.put(random_vector(B * H * Tq * Tk, 5, -4.f, 4.f));
      float* dp = b.put(random_vector(B * H * Tq * Tk, 6));
      const int32_t* k = b.put(keys);
      kernels::launch_attention_softmax_forward(dev, B, H, Tq, Tk, 0.125f, causal, k, 0, p);
      kernels::launch_attention_softmax_backward(dev, B, H, Tq, Tk, 0.125f, p, dp);
      return std::vector<std::vector<float>>{b.get(p, B * H * Tq * Tk), b.get(dp, B * H * Tq * Tk)};
    });
}

TEST(CudaKernels, CrossEntropyWithSmoothing) {
  ATTN_SKIP_WITHOUT_GPU();
  const int N = 70, V = 1000;
  std::vector<int32_t> targets(N);
  for (int i = 0; i < N; ++i) targets[i] = i % 9 == 0 ? 0 : (i * 37) % V;
  compare([&](auto& dev, auto& b) {
    float* logits = b.put(random_vector(N * V, 7, -5.f, 5.f));
    float* loss = b.put(std::vector<float>(N));
    float* nll = b.put(std::vector<float>(N));
    kernels::launch_cross_entropy(dev, N, V, 0.1f, b.put(targets), 0, logits, true, loss, nll);
    return std::vector<std::vector<float>>{b.get(logits, N * V), b.get(loss, N), b.get(nll, N)};
  });
}

TEST(CudaKernels, EmbeddingWithDropoutForwardBackward) {
  ATTN_SKIP_WITHOUT_GPU();
  const int B = 4, T = 9, D = 32, V = 50;
  std::vector<int32_t> ids(B * T);
  for (int i = 0; i < B * T; ++i) ids[i] = (i * 13) % V;
  const auto pe = sinusoidal_positions(T, D);
  compare([&](auto& dev, auto& b) {
    const int32_t* id = b.put(ids);
    float* table = b.put(random_vector(V * D, 8));
    float* x = b.put(std::vector<float>(B * T * D));
    float* grad = b.put(std::vector<float>(V * D));
    kernels::launch_embedding_forward(dev, B * T, D, T, 16.f, id, table, b.put(pe), 0.3f, 11, 1, x);
    kernels::launch_embedding_backward(dev, B * T, D, 16.f, id, b.put(random_vector(B * T * D, 9)), 0.3f, 11, 1,
                                       grad);
    return std::vector<std::vector<float>>{b.get(x, B * T * D), b.get(grad, V * D)};
  });
}

TEST(CudaKernels, ResidualDropoutReluAndAdam) {
  ATTN_SKIP_WITHOUT_GPU();
  const int n = 5000;
  compare([&](auto& dev, auto& b) {
    float* x = b.put(random_vector(n, 10));
    float* y = b.put(random_vector(n, 11));
    float* out = b.put(std::vector<float>(n));
    float* dy = b.put(std::vector<float>(n));
    kernels::launch_residual_dropout_forward(dev, n, x, y, 0.1f, 3, 4, out);
    kernels::launch_residual_dropout_backward(dev, n, y, 0.1f, 3, 4, dy);
    kernels::launch_relu_forward(dev, n, y);
    kernels::launch_relu_backward(dev, n, y, x);
    float* p = b.put(random_vector(n, 12));
    float* m = b.put(random_vector(n, 13, 0.f, 0.1f));
    float* v = b.put(random_vector(n, 14, 0.f, 0.1f));
    kernels::launch_adam(dev, n, p, out, m, v, 1e-3f, 0.9f, 0.98f, 1e-9f, 0.5f, 0.1f, 0.02f);
    return std::vector<std::vector<float>>{b.get(out, n), b.get(dy, n), b.get(x, n), b.get(p, n), b.get(m, n),
                                           b.get(v, n)};
  });
}

TEST(CudaKernels, GemmAndStridedBatchedGemm) {
  ATTN_SKIP_WITHOUT_GPU();
  for (bool ta : {false, true})
    for (bool tb : {false, true})
      compare(
          [&](auto& dev, auto& b) {
            const int m = 70, n = 90, k = 40, outer = 3, inner = 2;
            const int lda = (ta ? m : k) * inner, ldb = (tb ? k : n) * inner, ldc = n * inner;
            const int64_t a_rows = ta ? k : m, b_rows = tb ? n : k;
            float* a = b.put(random_vector(outer * a_rows * lda, 15));
            float* bb = b.put(random_vector(outer * b_rows * ldb, 16));
            float* c = b.put(random_vector(outer * m * ldc, 17));
            float* c2 = b.put(random_vector(m * n, 18));
            dev.gemm_batched(ta, tb, m, n, k, 0.7f, a, lda, a_rows * lda, lda / inner, bb, ldb, b_rows * ldb,
                             ldb / inner, 0.5f, c, ldc, m * ldc, n, outer, inner);
            dev.gemm(ta, tb, m, n, k, 1.f, a, lda, bb, ldb, 1.f, c2, n);
            return std::vector<std::vector<float>>{b.get(c, outer * m * ldc), b.get(c2, m * n)};
          },
          1e-5);
}

}  // namespace
}  // namespace attn::train
