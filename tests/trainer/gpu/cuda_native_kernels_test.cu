// The CUDA backend's native kernels (backend/cuda/*.cu, reached through the launchers of kernels/*.h) against
// their per-row references (the ATTN_HD functions of kernels/*.h) run on the same GPU, random inputs: odd
// sizes, widths that are not a multiple of the float4 width, misaligned rows, padding, causal on and off.
// fp32 results differ only by the order of float sums (tolerance 1e-5, normalised); bf16 outputs by at most
// one bf16 rounding step (tolerance 1e-2). The parameter gradients must be the same bits on every run.
#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "tests/trainer/gpu/gpu_test_util.h"
#include "tests/trainer/model/test_util.h"
#include "trainer/src/backend/backends.h"
#include "trainer/src/backend/cuda/cuda_device.cuh"
#include "trainer/src/kernels/attention.h"
#include "trainer/src/kernels/bf16.h"
#include "trainer/src/kernels/cross_entropy.h"
#include "trainer/src/kernels/embedding.h"
#include "trainer/src/kernels/layer_norm.h"
#include "trainer/src/kernels/reduce.h"

// The references, one thread per row (or column) as the CUDA backend launched them before it had native
// kernels. In a named namespace: nvcc's extended lambdas may not sit in a private member function, which
// gtest's TestBody is.
namespace attn::train::native_reference {

using kernels::bf16;

void layer_norm_forward(CudaDevice& dev, int64_t rows, int D, float eps, const float* x, const float* gain,
                        const float* bias, float* y, float* mean, float* rstd) {
  dev.launch(rows, [=] __device__(int64_t r) {
    kernels::layer_norm_forward_row(r, D, eps, x, gain, bias, y, mean, rstd);
  });
}

void layer_norm_backward(CudaDevice& dev, int64_t rows, int D, const float* dy, const float* x,
                         const float* mean, const float* rstd, const float* gain, float* dx, bool accumulate,
                         float* d_gain, float* d_bias, float* scratch) {
  const int64_t chunks = kernels::reduce_chunks(rows);
  const int64_t blocks = (D + kernels::kReduceCols - 1) / kernels::kReduceCols;
  const kernels::LayerNormGainGradValue gain_value{dy, x, mean, rstd, D};
  const kernels::RowValue bias_value{dy, D};
  dev.launch(chunks * blocks, [=] __device__(int64_t i) {
    kernels::column_partial_sum(i, rows, D, gain_value, scratch);
    kernels::column_partial_sum(i, rows, D, bias_value, scratch + chunks * D);
  });
  dev.launch(D, [=] __device__(int64_t j) {
    kernels::column_final_sum(j, chunks, D, scratch, d_gain);
    kernels::column_final_sum(j, chunks, D, scratch + chunks * D, d_bias);
  });
  dev.launch(rows, [=] __device__(int64_t r) {
    kernels::layer_norm_backward_row(r, D, dy, x, mean, rstd, gain, dx, accumulate);
  });
}

void column_sum(CudaDevice& dev, int64_t rows, int cols, const float* x, float* scratch, float* out) {
  const int64_t chunks = kernels::reduce_chunks(rows);
  const int64_t blocks = (cols + kernels::kReduceCols - 1) / kernels::kReduceCols;
  const kernels::RowValue value{x, cols};
  dev.launch(chunks * blocks,
             [=] __device__(int64_t i) { kernels::column_partial_sum(i, rows, cols, value, scratch); });
  dev.launch(cols, [=] __device__(int64_t j) { kernels::column_final_sum(j, chunks, cols, scratch, out); });
}

void softmax_forward(CudaDevice& dev, int B, int H, int Tq, int Tk, float scale, bool causal,
                     const int32_t* keys, int32_t pad_id, float* p, bf16* p16) {
  dev.launch(static_cast<int64_t>(B) * H * Tq, [=] __device__(int64_t row) {
    kernels::attention_softmax_forward_row(row, H, Tq, Tk, scale, causal, keys, pad_id, p, p16);
  });
}

void softmax_backward(CudaDevice& dev, int B, int H, int Tq, int Tk, float scale, const float* p, float* dp,
                      bf16* ds16) {
  dev.launch(static_cast<int64_t>(B) * H * Tq, [=] __device__(int64_t row) {
    kernels::attention_softmax_backward_row(row, Tk, scale, p, dp, ds16);
  });
}

void cross_entropy(CudaDevice& dev, int64_t rows, int V, float smoothing, const int32_t* targets,
                   int32_t pad_id, float* logits, bool write_grad, float* loss, float* nll) {
  dev.launch(rows, [=] __device__(int64_t r) {
    kernels::cross_entropy_row(r, V, smoothing, targets, pad_id, logits, write_grad, loss, nll);
  });
}

void embedding_backward(CudaDevice& dev, int64_t rows, int D, float scale, const int32_t* ids,
                        const float* dx, float p, uint64_t key, float* d_table) {
  dev.launch(D, [=] __device__(int64_t d) {
    kernels::embedding_backward_column(d, rows, D, scale, ids, dx, p, key, d_table);
  });
}

}  // namespace attn::train::native_reference

namespace attn::train {
namespace {

namespace ref = native_reference;
using kernels::bf16;
using testing::close_arrays;
using testing::random_vector;

constexpr double kTol = 1e-5;
constexpr double kBf16Tol = 1e-2;

// Device buffers owned by the test; get() reads one back.
class DeviceBuffers {
 public:
  explicit DeviceBuffers(CudaDevice& dev) : dev_(dev) {}
  ~DeviceBuffers() {
    for (void* p : owned_) dev_.release(p);
  }
  template <class T>
  T* put(const std::vector<T>& host) {
    T* p = static_cast<T*>(dev_.allocate((host.size() + 4) * sizeof(T)));  // +4: room for misaligned views
    if (!p) throw std::runtime_error("out of GPU memory");
    dev_.upload(p, host.data(), host.size() * sizeof(T));
    owned_.push_back(p);
    return p;
  }
  // A copy of host starting one float past a 256-byte boundary: rows are then not 16-byte aligned.
  float* put_misaligned(const std::vector<float>& host) {
    float* p = put(std::vector<float>(host.size() + 1));
    dev_.upload(p + 1, host.data(), host.size() * sizeof(float));
    return p + 1;
  }
  template <class T>
  std::vector<T> get(const T* p, size_t n) {
    std::vector<T> host(n);
    dev_.download(host.data(), p, n * sizeof(T));
    return host;
  }
  std::vector<float> get_bf16(const bf16* p, size_t n) {
    std::vector<float> out;
    for (bf16 h : get(p, n)) out.push_back(kernels::from_bf16(h));
    return out;
  }

 private:
  CudaDevice& dev_;
  std::vector<void*> owned_;
};

bool same_bits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

struct NormShape {
  int N, D;
  bool misaligned;
};
// d_model 256..1024 as trained, widths that are not a multiple of 4, a single row, and misaligned rows (the
// scalar path with a width the float4 path would take).
const NormShape kNormShapes[] = {{1, 256, false},  {300, 512, false}, {77, 1024, false},
                                 {65, 250, false}, {130, 97, false},  {129, 256, true}};

TEST(CudaNativeKernels, LayerNormForwardMatchesTheRowReference) {
  ATTN_SKIP_WITHOUT_GPU();
  CudaDevice dev(0);
  for (const NormShape& s : kNormShapes) {
    SCOPED_TRACE("N " + std::to_string(s.N) + " D " + std::to_string(s.D));
    DeviceBuffers b(dev);
    // An offset mean, so that the two-pass variance matters.
    const std::vector<float> x_host = random_vector(static_cast<size_t>(s.N) * s.D, 1, 2.f, 5.f);
    float* x = s.misaligned ? b.put_misaligned(x_host) : b.put(x_host);
    float* g = b.put(random_vector(s.D, 2, 0.5f, 1.5f));
    float* bias = b.put(random_vector(s.D, 3));
    const size_t n = static_cast<size_t>(s.N) * s.D;
    float* y = s.misaligned ? b.put_misaligned(std::vector<float>(n)) : b.put(std::vector<float>(n));
    float* y_ref = b.put(std::vector<float>(n));
    float* mean = b.put(std::vector<float>(s.N));
    float* rstd = b.put(std::vector<float>(s.N));
    float* mean_ref = b.put(std::vector<float>(s.N));
    float* rstd_ref = b.put(std::vector<float>(s.N));
    kernels::launch_layer_norm_forward(dev, s.N, s.D, 1e-5f, x, g, bias, y, mean, rstd);
    ref::layer_norm_forward(dev, s.N, s.D, 1e-5f, x, g, bias, y_ref, mean_ref, rstd_ref);
    EXPECT_TRUE(close_arrays(b.get(y, n), b.get(y_ref, n), kTol, 1e-5));
    EXPECT_TRUE(close_arrays(b.get(mean, s.N), b.get(mean_ref, s.N), kTol, 1e-5));
    EXPECT_TRUE(close_arrays(b.get(rstd, s.N), b.get(rstd_ref, s.N), kTol, 1e-5));
  }
}

TEST(CudaNativeKernels, LayerNormBackwardMatchesTheRowReferenceAndRepeatsBitForBit) {
  ATTN_SKIP_WITHOUT_GPU();
  CudaDevice dev(0);
  for (const NormShape& s : kNormShapes) {
    for (int mode = 0; mode < 3; ++mode) {  // 0: write dx; 1: add to dx; 2: dx overwrites dy (post-norm)
      SCOPED_TRACE("N " + std::to_string(s.N) + " D " + std::to_string(s.D) + " mode " +
                   std::to_string(mode));
      DeviceBuffers b(dev);
      const size_t n = static_cast<size_t>(s.N) * s.D;
      const std::vector<float> x_host = random_vector(n, 11, -2.f, 3.f);
      const std::vector<float> dy_host = random_vector(n, 12);
      const std::vector<float> dx_start = mode == 1 ? random_vector(n, 13) : std::vector<float>(n);
      auto put = [&](const std::vector<float>& v) { return s.misaligned ? b.put_misaligned(v) : b.put(v); };
      float* x = put(x_host);
      float* g = b.put(random_vector(s.D, 14, 0.5f, 1.5f));
      float* bias = b.put(random_vector(s.D, 15));
      float* y = b.put(std::vector<float>(n));
      float* mean = b.put(std::vector<float>(s.N));
      float* rstd = b.put(std::vector<float>(s.N));
      ref::layer_norm_forward(dev, s.N, s.D, 1e-5f, x, g, bias, y, mean, rstd);
      const size_t scratch_floats = 2 * kernels::reduce_chunks(s.N) * s.D;
      const std::vector<float> dg_start = random_vector(s.D, 16), db_start = random_vector(s.D, 17);
      // Native twice (the bits must repeat), the reference once, each from the same starting buffers.
      std::vector<float> dx_out[3], dg_out[3], db_out[3];
      for (int run = 0; run < 3; ++run) {
        float* dy = put(dy_host);
        float* dx = mode == 2 ? dy : put(dx_start);
        float* dg = b.put(dg_start);
        float* db = b.put(db_start);
        float* scratch = b.put(std::vector<float>(scratch_floats));
        if (run < 2)
          kernels::launch_layer_norm_backward(dev, s.N, s.D, dy, x, mean, rstd, g, dx, mode == 1, dg, db,
                                              scratch);
        else
          ref::layer_norm_backward(dev, s.N, s.D, dy, x, mean, rstd, g, dx, mode == 1, dg, db, scratch);
        dx_out[run] = b.get(dx, n);
        dg_out[run] = b.get(dg, s.D);
        db_out[run] = b.get(db, s.D);
      }
      EXPECT_TRUE(close_arrays(dx_out[0], dx_out[2], kTol, 1e-5));
      EXPECT_TRUE(close_arrays(dg_out[0], dg_out[2], kTol, 1e-5));
      EXPECT_TRUE(close_arrays(db_out[0], db_out[2], kTol, 1e-5));
      EXPECT_TRUE(same_bits(dx_out[0], dx_out[1]));
      EXPECT_TRUE(same_bits(dg_out[0], dg_out[1]));
      EXPECT_TRUE(same_bits(db_out[0], db_out[1]));
    }
  }
}

TEST(CudaNativeKernels, ColumnSumMatchesTheBlockReferenceAndRepeatsBitForBit) {
  ATTN_SKIP_WITHOUT_GPU();
  CudaDevice dev(0);
  // Fewer chunks than threads per column, columns not a multiple of 32, and a batch's worth of rows.
  for (const auto& [rows, cols] :
       {std::pair{1, 1}, std::pair{200, 96}, std::pair{1000, 257}, std::pair{24000, 256}}) {
    SCOPED_TRACE("rows " + std::to_string(rows) + " cols " + std::to_string(cols));
    DeviceBuffers b(dev);
    float* x = b.put(random_vector(static_cast<size_t>(rows) * cols, 21));
    const std::vector<float> start = random_vector(cols, 22);
    float* out = b.put(start);
    float* again = b.put(start);
    float* out_ref = b.put(start);
    float* scratch = b.put(std::vector<float>(kernels::reduce_chunks(rows) * cols));
    kernels::launch_column_sum_accumulate(dev, rows, cols, kernels::RowValue{x, cols}, scratch, out);
    kernels::launch_column_sum_accumulate(dev, rows, cols, kernels::RowValue{x, cols}, scratch, again);
    ref::column_sum(dev, rows, cols, x, scratch, out_ref);
    const std::vector<float> result = b.get(out, cols);
    EXPECT_TRUE(close_arrays(result, b.get(out_ref, cols), kTol, 1e-5));
    EXPECT_TRUE(same_bits(result, b.get(again, cols)));
  }
}

struct SoftmaxShape {
  int B, H, Tq, Tk;
  bool causal;
};

TEST(CudaNativeKernels, AttentionSoftmaxMatchesTheRowReference) {
  ATTN_SKIP_WITHOUT_GPU();
  CudaDevice dev(0);
  const SoftmaxShape shapes[] = {{2, 4, 37, 37, true}, {2, 4, 37, 37, false}, {3, 2, 5, 70, false},
                                 {1, 1, 1, 1, true},   {2, 8, 64, 64, true},  {4, 3, 129, 33, false},
                                 {3, 1, 40, 40, true}};
  for (const SoftmaxShape& s : shapes) {
    SCOPED_TRACE("B " + std::to_string(s.B) + " H " + std::to_string(s.H) + " Tq " + std::to_string(s.Tq) +
                 " Tk " + std::to_string(s.Tk) + (s.causal ? " causal" : ""));
    DeviceBuffers b(dev);
    // Keys: sentence b has its last 3·b keys padded (pad id 0); the third sentence is all padding when it is
    // the last, so its rows have no visible key.
    std::vector<int32_t> keys(static_cast<size_t>(s.B) * s.Tk, 7);
    for (int bi = 0; bi < s.B; ++bi)
      for (int t = 0; t < s.Tk; ++t)
        if (t >= s.Tk - 3 * bi || (bi == 2 && bi == s.B - 1)) keys[static_cast<size_t>(bi) * s.Tk + t] = 0;
    const int32_t* k = b.put(keys);
    const size_t n = static_cast<size_t>(s.B) * s.H * s.Tq * s.Tk;
    const std::vector<float> scores = random_vector(n, 31, -6.f, 6.f);
    const std::vector<float> d_probs = random_vector(n, 32);
    const float scale = 0.125f;
    float* p = b.put(scores);
    float* p_ref = b.put(scores);
    bf16* p16 = b.put(std::vector<bf16>(n));
    bf16* p16_ref = b.put(std::vector<bf16>(n));
    kernels::launch_attention_softmax_forward(dev, s.B, s.H, s.Tq, s.Tk, scale, s.causal, k, 0, p, p16);
    ref::softmax_forward(dev, s.B, s.H, s.Tq, s.Tk, scale, s.causal, k, 0, p_ref, p16_ref);
    const std::vector<float> probs = b.get(p, n);
    EXPECT_TRUE(close_arrays(probs, b.get(p_ref, n), kTol, 1e-6));
    EXPECT_TRUE(close_arrays(b.get_bf16(p16, n), b.get_bf16(p16_ref, n), kBf16Tol, 1e-2));
    // Masked entries are exactly zero.
    for (int64_t row = 0; row < static_cast<int64_t>(s.B) * s.H * s.Tq; ++row) {
      const int bi = static_cast<int>(row / (static_cast<int64_t>(s.H) * s.Tq)),
                t = static_cast<int>(row % s.Tq);
      for (int key = 0; key < s.Tk; ++key)
        if (keys[static_cast<size_t>(bi) * s.Tk + key] == 0 || (s.causal && key > t))
          ASSERT_EQ(probs[row * s.Tk + key], 0.f) << "row " << row << " key " << key;
    }
    float* dp = b.put(d_probs);
    float* dp_ref = b.put(d_probs);
    bf16* ds16 = b.put(std::vector<bf16>(n));
    bf16* ds16_ref = b.put(std::vector<bf16>(n));
    kernels::launch_attention_softmax_backward(dev, s.B, s.H, s.Tq, s.Tk, scale, p_ref, dp, ds16);
    ref::softmax_backward(dev, s.B, s.H, s.Tq, s.Tk, scale, p_ref, dp_ref, ds16_ref);
    EXPECT_TRUE(close_arrays(b.get(dp, n), b.get(dp_ref, n), kTol, 1e-6));
    EXPECT_TRUE(close_arrays(b.get_bf16(ds16, n), b.get_bf16(ds16_ref, n), kBf16Tol, 1e-3));
  }
}

TEST(CudaNativeKernels, AttentionSoftmaxWithoutBf16Copies) {
  ATTN_SKIP_WITHOUT_GPU();
  CudaDevice dev(0);
  DeviceBuffers b(dev);
  const int B = 2, H = 2, T = 19;
  const std::vector<int32_t> keys(B * T, 5);
  const int32_t* k = b.put(keys);
  const size_t n = static_cast<size_t>(B) * H * T * T;
  const std::vector<float> scores = random_vector(n, 41, -3.f, 3.f);
  float* p = b.put(scores);
  float* p_ref = b.put(scores);
  kernels::launch_attention_softmax_forward(dev, B, H, T, T, 1.f, true, k, 0, p);
  ref::softmax_forward(dev, B, H, T, T, 1.f, true, k, 0, p_ref, nullptr);
  EXPECT_TRUE(close_arrays(b.get(p, n), b.get(p_ref, n), kTol, 1e-6));
}

TEST(CudaNativeKernels, CrossEntropyMatchesTheRowReference) {
  ATTN_SKIP_WITHOUT_GPU();
  CudaDevice dev(0);
  struct Shape {
    int rows, V;
    float smoothing;
  };
  for (const Shape& s :
       {Shape{37, 8000, 0.1f}, Shape{5, 37, 0.1f}, Shape{64, 8003, 0.f}, Shape{1, 1000, 0.2f}}) {
    for (int mode = 0; mode < 3; ++mode) {  // 0: loss only; 1: fp32 gradient in place; 2: bf16 gradient
      SCOPED_TRACE("rows " + std::to_string(s.rows) + " V " + std::to_string(s.V) + " mode " +
                   std::to_string(mode));
      DeviceBuffers b(dev);
      const size_t n = static_cast<size_t>(s.rows) * s.V;
      std::mt19937 rng(51);
      std::vector<int32_t> targets(s.rows);
      for (int r = 0; r < s.rows; ++r) targets[r] = static_cast<int32_t>(rng() % s.V);
      for (int r = 2; r < s.rows; r += 3) targets[r] = 0;  // padding rows (pad id 0)
      const int32_t* t = b.put(targets);
      const std::vector<float> logits = random_vector(n, 52, -8.f, 8.f);
      float* l = b.put(logits);
      float* l_ref = b.put(logits);
      float* loss = b.put(std::vector<float>(s.rows));
      float* nll = b.put(std::vector<float>(s.rows));
      float* loss_ref = b.put(std::vector<float>(s.rows));
      float* nll_ref = b.put(std::vector<float>(s.rows));
      bf16* g16 = b.put(std::vector<bf16>(n, kernels::to_bf16(5.f)));  // stale values must be overwritten
      const bool grad = mode > 0;
      kernels::launch_cross_entropy(dev, s.rows, s.V, s.smoothing, t, 0, l, grad, loss, nll,
                                    mode == 2 ? g16 : nullptr);
      ref::cross_entropy(dev, s.rows, s.V, s.smoothing, t, 0, l_ref, grad, loss_ref, nll_ref);
      EXPECT_TRUE(close_arrays(b.get(loss, s.rows), b.get(loss_ref, s.rows), kTol, 1e-5));
      EXPECT_TRUE(close_arrays(b.get(nll, s.rows), b.get(nll_ref, s.rows), kTol, 1e-5));
      const std::vector<float> expected = b.get(l_ref, n);
      if (mode == 0) EXPECT_TRUE(same_bits(b.get(l, n), logits)) << "logits changed without a gradient";
      if (mode == 1) EXPECT_TRUE(close_arrays(b.get(l, n), expected, kTol, 1e-7));
      if (mode == 2) {
        // The reference's fp32 gradient rounded to bf16 once.
        std::vector<float> rounded;
        for (float v : expected) rounded.push_back(kernels::from_bf16(kernels::to_bf16(v)));
        EXPECT_TRUE(close_arrays(b.get_bf16(g16, n), rounded, kBf16Tol, 1e-6));
      }
    }
  }
}

TEST(CudaNativeKernels, EmbeddingGradientMatchesTheColumnReferenceAndRepeatsBitForBit) {
  ATTN_SKIP_WITHOUT_GPU();
  CudaDevice dev(0);
  struct Shape {
    int rows, D, vocab;
    float p;
  };
  for (const Shape& s : {Shape{3000, 256, 50, 0.1f}, Shape{1, 33, 4, 0.f}, Shape{517, 250, 8000, 0.3f},
                         Shape{200, 1024, 3, 0.f}}) {
    SCOPED_TRACE("rows " + std::to_string(s.rows) + " D " + std::to_string(s.D) + " vocab " +
                 std::to_string(s.vocab));
    DeviceBuffers b(dev);
    std::mt19937 rng(61);
    std::vector<int32_t> ids(s.rows);
    for (int32_t& id : ids) id = static_cast<int32_t>(rng() % s.vocab);
    const int32_t* i = b.put(ids);
    const size_t table = static_cast<size_t>(s.vocab) * s.D;
    float* dx = b.put(random_vector(static_cast<size_t>(s.rows) * s.D, 62));
    const std::vector<float> start = random_vector(table, 63);
    const uint64_t seed = 7, stream = 3;
    std::vector<float> out[2];
    for (int run = 0; run < 2; ++run) {
      float* d_table = b.put(start);
      kernels::launch_embedding_backward(dev, s.rows, s.D, 16.f, i, dx, s.p, seed, stream, d_table);
      out[run] = b.get(d_table, table);
    }
    float* d_table_ref = b.put(start);
    ref::embedding_backward(dev, s.rows, s.D, 16.f, i, dx, s.p, kernels::random_key(seed, stream),
                            d_table_ref);
    EXPECT_TRUE(close_arrays(out[0], b.get(d_table_ref, table), kTol, 1e-5));
    EXPECT_TRUE(same_bits(out[0], out[1]));
  }
}

TEST(CudaNativeKernels, Bf16GemmWithBiasEpilogueMatchesTheReference) {
  ATTN_SKIP_WITHOUT_GPU();
  CudaDevice dev(0);
  struct Shape {
    int m, n, k;
    bool ta, tb, relu, misaligned_bias;
  };
  const Shape shapes[] = {
      {300, 256, 256, false, true, false, false}, {37, 1024, 256, false, true, true, false},
      {37, 96, 64, false, true, true, true},      {128, 64, 96, true, false, false, false},
      {5, 8, 24, true, true, true, true},         {1, 768, 256, false, false, false, false}};
  for (const Shape& s : shapes) {
    SCOPED_TRACE("m " + std::to_string(s.m) + " n " + std::to_string(s.n) + " k " + std::to_string(s.k));
    DeviceBuffers b(dev);
    auto bf16_vector = [](const std::vector<float>& v) {
      std::vector<bf16> out;
      for (float x : v) out.push_back(kernels::to_bf16(x));
      return out;
    };
    const bf16* a = b.put(bf16_vector(random_vector(static_cast<size_t>(s.m) * s.k, 71)));
    const bf16* w = b.put(bf16_vector(random_vector(static_cast<size_t>(s.k) * s.n, 72)));
    const std::vector<float> bias_host = random_vector(s.n, 73);
    const float* bias = s.misaligned_bias ? b.put_misaligned(bias_host) : b.put(bias_host);
    const size_t nc = static_cast<size_t>(s.m) * s.n;
    float* c = b.put(random_vector(nc, 74));  // overwritten, not added to
    float* c_ref = b.put(random_vector(nc, 75));
    const int lda = s.ta ? s.m : s.k, ldb = s.tb ? s.k : s.n;
    const int64_t before = dev.epilogue_gemms();
    dev.gemm_bias(s.ta, s.tb, s.m, s.n, s.k, a, lda, w, ldb, bias, s.relu, c, s.n);
    const bool took_epilogue = dev.epilogue_gemms() > before;
    dev.set_gemm_epilogues(false);
    dev.gemm_bias(s.ta, s.tb, s.m, s.n, s.k, a, lda, w, ldb, bias, s.relu, c_ref, s.n);
    dev.set_gemm_epilogues(true);
    EXPECT_TRUE(close_arrays(b.get(c, nc), b.get(c_ref, nc), kTol, 1e-5));
    // The model's products (rows of 16-byte multiples) must take the epilogue wherever bf16 tensor cores are;
    // cuBLASLt may decline rows of other widths (then the reference path ran, compared above).
    std::string arch;
    if (cuda_native_bf16(&arch) && lda % 8 == 0 && ldb % 8 == 0 && s.n % 4 == 0)
      EXPECT_TRUE(took_epilogue) << "cuBLASLt found no algorithm on " << arch;
  }
}

}  // namespace
}  // namespace attn::train
