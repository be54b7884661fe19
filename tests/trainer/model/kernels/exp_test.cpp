#include "trainer/src/kernels/exp.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <vector>

#include "tests/trainer/model/test_util.h"

namespace attn::train {
namespace {

using kernels::exp_approx;
using kernels::exp_sum;
namespace ec = kernels::exp_constants;

// The bound exp.h documents: relative error against std::exp (in double) over all normal results.
constexpr double kMaxRelativeError = 1.2e-7;

double relative_error(float x) {
  const double ref = std::exp(static_cast<double>(x));
  return std::fabs(static_cast<double>(exp_approx(x)) - ref) / ref;
}

TEST(ExpKernel, RelativeErrorBoundedOverTheNormalRange) {
  // Every 256th float of [-87.33, 88.37] (the softmax range is x ≤ 0; positive x is covered for any other
  // use) plus every float of [-1, 1] from 2^-20 out, where n = 0 or ±1 meets the edges of the reduction.
  double worst = 0;
  float worst_x = 0;
  auto check = [&](float x) {
    const double e = relative_error(x);
    if (e > worst) worst = e, worst_x = x;
  };
  for (float x = ec::kLowest; x <= ec::kHighest;) {
    check(x);
    uint32_t u;
    std::memcpy(&u, &x, sizeof u);
    u = x < 0 ? (u < 256 + 0x80000000u ? 0u : u - 256) : u + 256;
    std::memcpy(&x, &u, sizeof x);
  }
  for (float x = 0x1p-20f; x <= 1.f; x = std::nextafter(x, 2.f)) check(x), check(-x);
  EXPECT_LE(worst, kMaxRelativeError) << "at x = " << worst_x;
  std::printf("exp_approx: max relative error %.3g at x = %.9g\n", worst, worst_x);
}

TEST(ExpKernel, EdgesOfTheRange) {
  EXPECT_EQ(exp_approx(0.f), 1.f);
  EXPECT_EQ(exp_approx(-INFINITY), 0.f);
  EXPECT_EQ(exp_approx(-88.f), 0.f);  // would be subnormal: flushed
  EXPECT_EQ(exp_approx(-1000.f), 0.f);
  EXPECT_GT(exp_approx(ec::kLowest), 0.f);
  EXPECT_TRUE(std::isfinite(exp_approx(1000.f)));  // saturates
  EXPECT_GT(exp_approx(1000.f), 1e38f);
}

// The vector form gives the scalar form's results bit for bit, tails included, and their sum.
TEST(ExpKernel, VectorMatchesScalar) {
  for (int n : {1, 15, 16, 17, 40, 8000, 8003}) {
    auto x = testing::random_vector(n, n, -30.f, 5.f);
    x[n / 2] = -INFINITY;  // a masked attention score
    const float scale = 0.125f, shift = 3.f;
    std::vector<float> out(n, -1.f);
    const float sum = exp_sum(x.data(), out.data(), n, scale, shift);
    double ref_sum = 0;
    float lane_sums[16] = {};  // the documented order: 16 running sums, then added up lane 0 first
    for (int i = 0; i < n; ++i) {
      const float e = exp_approx(x[i] * scale - shift);
      ASSERT_EQ(out[i], e) << "n " << n << " i " << i;
      ref_sum += e;
      lane_sums[i % 16] += e;
    }
    float ordered_sum = 0.f;
    for (float lane_sum : lane_sums) ordered_sum += lane_sum;
    EXPECT_EQ(sum, ordered_sum) << n << ": the same sum on every instruction set";
    EXPECT_NEAR(sum, ref_sum, 1e-6 * ref_sum) << n;
    EXPECT_EQ(out[n / 2], 0.f);
    EXPECT_EQ(exp_sum(x.data(), nullptr, n, scale, shift), sum) << "the sum alone is the same sum";
    // In place, as the softmaxes call it.
    std::vector<float> inplace = x;
    EXPECT_EQ(exp_sum(inplace.data(), inplace.data(), n, scale, shift), sum);
    EXPECT_EQ(inplace, out);
  }
}

}  // namespace
}  // namespace attn::train
