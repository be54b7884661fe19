#include "trainer/src/kernels/embedding.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "tests/trainer/model/test_util.h"
#include "trainer/src/backend/cpu/cpu_device.h"
#include "trainer/src/model/parameter_layout.h"

namespace attn::train {
namespace {

using testing::random_vector;

constexpr int B = 2, T = 3, D = 6, V = 5, P = 8;
const std::vector<int32_t> kIds = {1, 4, 4, 2, 0, 4};  // token 4 repeats: its gradient sums three rows
constexpr float kScale = 2.5f;

TEST(EmbeddingKernel, SinusoidsFollowThePaper) {
  const auto pe = sinusoidal_positions(P, D);
  for (int t = 0; t < P; ++t)
    for (int i = 0; i < D / 2; ++i) {
      const double angle = t / std::pow(10000.0, 2.0 * i / D);
      EXPECT_NEAR(pe[t * D + 2 * i], std::sin(angle), 1e-7);
      EXPECT_NEAR(pe[t * D + 2 * i + 1], std::cos(angle), 1e-7);
    }
}

TEST(EmbeddingKernel, ForwardScalesAddsPositionsPerSequence) {
  CpuDevice dev(2);
  auto table = random_vector(V * D, 1);
  const auto pe = sinusoidal_positions(P, D);
  std::vector<float> x(B * T * D);
  kernels::launch_embedding_forward(dev, B * T, D, T, kScale, kIds.data(), table.data(), pe.data(), 0.f, 7, 1,
                                    x.data());
  for (int r = 0; r < B * T; ++r)
    for (int d = 0; d < D; ++d)
      EXPECT_FLOAT_EQ(x[r * D + d], kScale * table[kIds[r] * D + d] + pe[(r % T) * D + d]) << r << "," << d;
}

TEST(EmbeddingKernel, BackwardSumsRowsOfEachTokenThroughTheSameDropoutMask) {
  CpuDevice dev(2);
  const float p = 0.4f;
  auto table = random_vector(V * D, 2);
  const auto pe = sinusoidal_positions(P, D);
  std::vector<float> x(B * T * D);
  kernels::launch_embedding_forward(dev, B * T, D, T, kScale, kIds.data(), table.data(), pe.data(), p, 9, 3,
                                    x.data());
  auto dx = random_vector(B * T * D, 3);
  std::vector<float> grad(V * D, 0.f);
  kernels::launch_embedding_backward(dev, B * T, D, kScale, kIds.data(), dx.data(), p, 9, 3, grad.data());
  std::vector<double> expected(V * D, 0.0);
  int dropped = 0;
  for (int r = 0; r < B * T; ++r)
    for (int d = 0; d < D; ++d) {
      const float clean = kScale * table[kIds[r] * D + d] + pe[(r % T) * D + d];
      const bool kept = x[r * D + d] != 0.f;
      dropped += !kept;
      if (kept) {
        EXPECT_FLOAT_EQ(x[r * D + d], clean / (1 - p));
      }
      // d x / d table = scale · mask / (1 − p)
      if (kept) expected[kIds[r] * D + d] += kScale * dx[r * D + d] / (1 - p);
    }
  EXPECT_GT(dropped, 0);
  EXPECT_LT(dropped, B * T * D);
  for (int i = 0; i < V * D; ++i) EXPECT_NEAR(grad[i], expected[i], 1e-5) << i;
  for (int d = 0; d < D; ++d) EXPECT_EQ(grad[3 * D + d], 0.f);  // token 3 never occurs
}

}  // namespace
}  // namespace attn::train
