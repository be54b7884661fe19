#include "trainer/src/kernels/adam.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "tests/trainer/model/test_util.h"
#include "trainer/src/backend/cpu/cpu_device.h"

namespace attn::train {
namespace {

TEST(AdamKernel, ThreeStepsMatchTheFormulaInDouble) {
  CpuDevice dev(2);
  const int n = 600;
  const double lr = 1e-2, b1 = 0.9, b2 = 0.98, eps = 1e-9, scale = 0.25;
  auto p = testing::random_vector(n, 1);
  std::vector<float> m(n, 0.f), v(n, 0.f);
  std::vector<double> pd(p.begin(), p.end()), md(n, 0.0), vd(n, 0.0);
  for (int step = 1; step <= 3; ++step) {
    const auto g = testing::random_vector(n, 10 + step, -3.f, 3.f);
    kernels::launch_adam(dev, n, p.data(), g.data(), m.data(), v.data(), lr, b1, b2, eps, scale,
                         1 - std::pow(b1, step), 1 - std::pow(b2, step));
    for (int i = 0; i < n; ++i) {
      const double gi = g[i] * scale;
      md[i] = b1 * md[i] + (1 - b1) * gi;
      vd[i] = b2 * vd[i] + (1 - b2) * gi * gi;
      pd[i] -= lr * (md[i] / (1 - std::pow(b1, step))) / (std::sqrt(vd[i] / (1 - std::pow(b2, step))) + eps);
    }
  }
  for (int i = 0; i < n; ++i) {
    EXPECT_NEAR(p[i], pd[i], 1e-5) << i;
    EXPECT_NEAR(m[i], md[i], 1e-6) << i;
    EXPECT_NEAR(v[i], vd[i], 1e-6) << i;
  }
}

// The host's vectorised loop (what CpuDevice runs) gives the per-index update's bits, over a length that
// leaves a tail past every vector width.
TEST(AdamKernel, HostLoopEqualsThePerIndexUpdate) {
  CpuDevice dev(2);
  const int64_t n = 70001;
  auto p = testing::random_vector(n, 31), g = testing::random_vector(n, 32),
       m = testing::random_vector(n, 33);
  auto v = testing::random_vector(n, 34, 0.f, 0.01f);
  auto p2 = p, m2 = m, v2 = v;
  kernels::launch_adam(dev, n, p.data(), g.data(), m.data(), v.data(), 1e-3f, 0.9f, 0.98f, 1e-9f, 0.01f,
                       0.19f, 0.04f);
  for (int64_t i = 0; i < n; ++i)
    kernels::adam_update(i, p2.data(), g.data(), m2.data(), v2.data(), 1e-3f, 0.9f, 0.98f, 1e-9f, 0.01f,
                         0.19f, 0.04f);
  for (int64_t i = 0; i < n; ++i) {
    ASSERT_EQ(p[i], p2[i]) << i;
    ASSERT_EQ(m[i], m2[i]) << i;
    ASSERT_EQ(v[i], v2[i]) << i;
  }
}

}  // namespace
}  // namespace attn::train
