#include "trainer/src/kernels/layer_norm.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "tests/trainer/model/test_util.h"
#include "trainer/src/backend/cpu/cpu_device.h"

namespace attn::train {
namespace {

using testing::random_vector;

// Double-precision reference: y = (x − mean)/sqrt(var + eps)·g + b per row.
std::vector<double> reference(const std::vector<double>& x, const std::vector<double>& g,
                              const std::vector<double>& b, int N, int D, double eps) {
  std::vector<double> y(x.size());
  for (int r = 0; r < N; ++r) {
    double m = 0, v = 0;
    for (int i = 0; i < D; ++i) m += x[r * D + i];
    m /= D;
    for (int i = 0; i < D; ++i) v += (x[r * D + i] - m) * (x[r * D + i] - m);
    v /= D;
    for (int i = 0; i < D; ++i) y[r * D + i] = (x[r * D + i] - m) / std::sqrt(v + eps) * g[i] + b[i];
  }
  return y;
}

std::vector<double> to_double(const std::vector<float>& v) { return {v.begin(), v.end()}; }

constexpr int N = 7, D = 10;
constexpr float kEps = 1e-5f;

TEST(LayerNormKernel, ForwardMatchesReference) {
  CpuDevice dev(2);
  auto x = random_vector(N * D, 1, -2.f, 3.f), g = random_vector(D, 2, 0.5f, 1.5f), b = random_vector(D, 3);
  std::vector<float> y(N * D), mean(N), rstd(N);
  kernels::launch_layer_norm_forward(dev, N, D, kEps, x.data(), g.data(), b.data(), y.data(), mean.data(),
                                     rstd.data());
  const auto ref = reference(to_double(x), to_double(g), to_double(b), N, D, kEps);
  for (int i = 0; i < N * D; ++i) EXPECT_NEAR(y[i], ref[i], 1e-5) << i;
}

TEST(LayerNormKernel, BackwardMatchesFiniteDifferences) {
  CpuDevice dev(2);
  auto x = random_vector(N * D, 4, -2.f, 3.f), g = random_vector(D, 5, 0.5f, 1.5f), b = random_vector(D, 6);
  auto w = random_vector(N * D, 7);  // L = Σ w · y, so dL/dy = w
  std::vector<float> y(N * D), mean(N), rstd(N), dx(N * D), dg(D, 0.f), db(D, 0.f);
  std::vector<float> scratch(kernels::layer_norm_backward_scratch_floats(N, D));
  kernels::launch_layer_norm_forward(dev, N, D, kEps, x.data(), g.data(), b.data(), y.data(), mean.data(),
                                     rstd.data());
  kernels::launch_layer_norm_backward(dev, N, D, w.data(), x.data(), mean.data(), rstd.data(), g.data(), dx.data(),
                                      false, dg.data(), db.data(), scratch.data());
  auto xd = to_double(x), gd = to_double(g), bd = to_double(b);
  auto loss = [&]() {
    const auto y2 = reference(xd, gd, bd, N, D, kEps);
    double l = 0;
    for (int i = 0; i < N * D; ++i) l += w[i] * y2[i];
    return l;
  };
  auto numeric = [&](std::vector<double>& v, int i) {
    const double h = 1e-6, keep = v[i];
    v[i] = keep + h;
    const double lp = loss();
    v[i] = keep - h;
    const double lm = loss();
    v[i] = keep;
    return (lp - lm) / (2 * h);
  };
  for (int i = 0; i < N * D; ++i) EXPECT_NEAR(dx[i], numeric(xd, i), 2e-4) << "dx " << i;
  for (int i = 0; i < D; ++i) EXPECT_NEAR(dg[i], numeric(gd, i), 2e-4) << "dg " << i;
  for (int i = 0; i < D; ++i) EXPECT_NEAR(db[i], numeric(bd, i), 2e-4) << "db " << i;
}

TEST(LayerNormKernel, BackwardAccumulatesAndInPlaceAgree) {
  CpuDevice dev(1);
  auto x = random_vector(N * D, 8), g = random_vector(D, 9), dy = random_vector(N * D, 10);
  std::vector<float> y(N * D), mean(N), rstd(N), zeros(D, 0.f), dg(D, 0.f), db(D, 0.f);
  std::vector<float> scratch(kernels::layer_norm_backward_scratch_floats(N, D));
  kernels::launch_layer_norm_forward(dev, N, D, kEps, x.data(), g.data(), zeros.data(), y.data(), mean.data(),
                                     rstd.data());
  std::vector<float> plain(N * D), acc = random_vector(N * D, 11), in_place = dy;
  const std::vector<float> acc0 = acc;
  kernels::launch_layer_norm_backward(dev, N, D, dy.data(), x.data(), mean.data(), rstd.data(), g.data(),
                                      plain.data(), false, dg.data(), db.data(), scratch.data());
  kernels::launch_layer_norm_backward(dev, N, D, dy.data(), x.data(), mean.data(), rstd.data(), g.data(), acc.data(),
                                      true, dg.data(), db.data(), scratch.data());
  kernels::launch_layer_norm_backward(dev, N, D, in_place.data(), x.data(), mean.data(), rstd.data(), g.data(),
                                      in_place.data(), false, dg.data(), db.data(), scratch.data());
  for (int i = 0; i < N * D; ++i) {
    EXPECT_FLOAT_EQ(acc[i], acc0[i] + plain[i]);
    EXPECT_FLOAT_EQ(in_place[i], plain[i]);
  }
}

TEST(LayerNormKernel, ConstantRowStaysFinite) {
  CpuDevice dev(1);
  std::vector<float> x(D, 3.f), g(D, 1.f), b(D, 0.5f), y(D), mean(1), rstd(1);
  kernels::launch_layer_norm_forward(dev, 1, D, kEps, x.data(), g.data(), b.data(), y.data(), mean.data(),
                                     rstd.data());
  for (float v : y) EXPECT_FLOAT_EQ(v, 0.5f);
}

// The host's vector kernels (what CpuDevice runs) against the per-row kernels (what a GPU runs, sequential
// sums) at widths with and without a tail past the 16 lanes: equal but for the sums' rounding.
TEST(LayerNormKernel, HostVectorKernelsMatchTheRowKernels) {
  CpuDevice dev(2);
  for (const int width : {10, 37, 256}) {
    const int rows = 300;
    auto x = random_vector(rows * width, 12, -2.f, 3.f), g = random_vector(width, 13, 0.5f, 1.5f),
         b = random_vector(width, 14), dy = random_vector(rows * width, 15);
    std::vector<float> y(x.size()), mean(rows), rstd(rows), y_row(x.size()), mean_row(rows), rstd_row(rows);
    kernels::launch_layer_norm_forward(dev, rows, width, kEps, x.data(), g.data(), b.data(), y.data(),
                                       mean.data(), rstd.data());
    for (int r = 0; r < rows; ++r)
      kernels::layer_norm_forward_row(r, width, kEps, x.data(), g.data(), b.data(), y_row.data(),
                                      mean_row.data(), rstd_row.data());
    for (int r = 0; r < rows; ++r) {
      EXPECT_NEAR(mean[r], mean_row[r], 1e-6) << width;
      EXPECT_NEAR(rstd[r], rstd_row[r], 1e-5 * rstd_row[r]) << width;
    }
    for (size_t i = 0; i < y.size(); ++i) ASSERT_NEAR(y[i], y_row[i], 2e-5) << width << " " << i;
    std::vector<float> dx(x.size()), dx_row(x.size()), dg(width, 0.f), db(width, 0.f);
    std::vector<float> scratch(kernels::layer_norm_backward_scratch_floats(rows, width));
    kernels::launch_layer_norm_backward(dev, rows, width, dy.data(), x.data(), mean.data(), rstd.data(),
                                        g.data(), dx.data(), false, dg.data(), db.data(), scratch.data());
    for (int r = 0; r < rows; ++r)
      kernels::layer_norm_backward_row(r, width, dy.data(), x.data(), mean.data(), rstd.data(), g.data(),
                                       dx_row.data(), false);
    for (size_t i = 0; i < dx.size(); ++i) ASSERT_NEAR(dx[i], dx_row[i], 2e-5) << width << " " << i;
    // The gain's and bias's gradients: the generic column sums' bits (what a GPU computes).
    std::vector<float> dg_ref(width, 0.f), db_ref(width, 0.f);
    kernels::launch_column_sum_accumulate(
        dev, rows, width,
        kernels::LayerNormGainGradValue{dy.data(), x.data(), mean.data(), rstd.data(), width}, scratch.data(),
        dg_ref.data());
    kernels::launch_column_sum_accumulate(dev, rows, width, kernels::RowValue{dy.data(), width},
                                          scratch.data(), db_ref.data());
    for (int j = 0; j < width; ++j) {
      EXPECT_EQ(dg[j], dg_ref[j]) << width << " " << j;
      EXPECT_EQ(db[j], db_ref[j]) << width << " " << j;
    }
  }
}

}  // namespace
}  // namespace attn::train
