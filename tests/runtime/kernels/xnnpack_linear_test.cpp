// The XNNPACK fully-connected operator against the portable kernel (the reference, itself checked against a
// double-precision naive product in kernels_test.cpp), on random non-zero inputs: odd sizes, with and
// without bias, batch sizes changing between runs of one operator (as decoder steps and the encoder do), and
// with a thread pool.
#include "runtime/src/kernels/xnnpack_linear.h"

#include <gtest/gtest.h>
#include <pthreadpool.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <random>
#include <vector>

#include "runtime/src/kernels/linear.h"
#include "tests/runtime/kernels/kernel_test_util.h"

namespace attn::kernels {
namespace {

using test::Pool;
using test::random_vector;

struct Shape {
  size_t in, out;
};

class XnnpackLinearTest : public ::testing::TestWithParam<size_t> {};  // threads

TEST_P(XnnpackLinearTest, MatchesPortableKernelForChangingBatchSizes) {
  ASSERT_TRUE(xnnpack_initialize().ok());
  const size_t threads = GetParam();
  Pool pool(threads > 1 ? pthreadpool_create(threads) : nullptr);
  if (threads > 1) {
    ASSERT_NE(pool, nullptr);
  }
  uint32_t seed = 1;
  for (const Shape shape :
       {Shape{1, 1}, Shape{3, 5}, Shape{17, 29}, Shape{64, 256}, Shape{256, 1000}, Shape{250, 37}}) {
    for (bool with_bias : {false, true}) {
      SCOPED_TRACE(::testing::Message()
                   << shape.in << " -> " << shape.out << (with_bias ? " with bias" : ""));
      const auto w = random_vector(shape.out * shape.in, seed++);
      const auto b = random_vector(shape.out, seed++);
      XnnpackLinear op;
      ASSERT_TRUE(op.create(w.data(), with_bias ? b.data() : nullptr, shape.in, shape.out, pool.get()).ok());
      EXPECT_TRUE(op.created());
      // Growing, shrinking and repeated batch sizes on one operator.
      for (size_t rows : {1u, 4u, 3u, 1u, 13u, 2u, 4u}) {
        const auto x = random_vector(rows * shape.in, seed++);
        std::vector<float> got(rows * shape.out, NAN), want(rows * shape.out);
        ASSERT_TRUE(op.run(x.data(), rows, got.data()).ok());
        linear(x.data(), w.data(), with_bias ? b.data() : nullptr, want.data(), rows, shape.in, shape.out);
        // Both are fp32 sums of `in` products in different orders (XNNPACK also fuses multiply-adds), so they
        // differ by rounding only: a few ulps of the sum of |products|, far under 1e-5 here.
        for (size_t i = 0; i < got.size(); ++i) {
          ASSERT_NEAR(got[i], want[i], 1e-5 * std::max(1.f, std::abs(want[i])))
              << "rows " << rows << " at " << i;
        }
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Threads, XnnpackLinearTest, ::testing::Values(size_t{1}, size_t{2}, size_t{3}));

TEST(XnnpackLinear, RunBeforeCreateIsAnError) {
  XnnpackLinear op;
  float x = 1.f, y = 0.f;
  const Status status = op.run(&x, 1, &y);
  EXPECT_FALSE(status.ok());
  EXPECT_NE(std::string(status.message()).find("before create"), std::string::npos) << status.message();
}

TEST(XnnpackLinear, MovedOperatorKeepsWorking) {
  ASSERT_TRUE(xnnpack_initialize().ok());
  const auto w = random_vector(6 * 4, 5);
  XnnpackLinear first;
  ASSERT_TRUE(first.create(w.data(), nullptr, 4, 6, nullptr).ok());
  XnnpackLinear second = std::move(first);
  EXPECT_FALSE(first.created());  // NOLINT(bugprone-use-after-move): the moved-from state is what is checked
  const auto x = random_vector(2 * 4, 6);
  std::vector<float> got(2 * 6), want(2 * 6);
  ASSERT_TRUE(second.run(x.data(), 2, got.data()).ok());
  linear(x.data(), w.data(), nullptr, want.data(), 2, 4, 6);
  for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], 1e-5f);
}

// A move carries the operator's kind with it (a staged int8 operator stays staged, an fp32-input one does
// not stage), and assigning over a created operator releases that one: the moved-to layer computes what the
// moved one did.
TEST(XnnpackLinear, MoveAssignmentCarriesTheKind) {
  ASSERT_TRUE(xnnpack_initialize().ok());
  constexpr size_t I = 8, O = 6, kRows = 3;
  std::vector<int8_t> w(O * I);
  for (size_t i = 0; i < w.size(); ++i) w[i] = static_cast<int8_t>(static_cast<int>(i * 37 % 255) - 127);
  const std::vector<float> scales(O, 0.01f);
  const auto bias = random_vector(O, 7);
  const auto x = random_vector(kRows * I, 8);
  std::vector<int8_t> staging_bytes(kRows * I);
  const Int8Staging staging{staging_bytes.data(), staging_bytes.size()};

  XnnpackLinear dynamic, float_input;
  ASSERT_TRUE(
      dynamic.create_int8_dynamic(w.data(), scales.data(), bias.data(), I, O, kRows, staging, nullptr).ok());
  ASSERT_TRUE(float_input.create_int8_float_input(w.data(), scales.data(), bias.data(), I, O, nullptr).ok());
  std::vector<float> want_dynamic(kRows * O), want_float(kRows * O);
  ASSERT_TRUE(dynamic.run(x.data(), kRows, want_dynamic.data()).ok());
  ASSERT_TRUE(float_input.run(x.data(), kRows, want_float.data()).ok());

  XnnpackLinear target;
  const auto f32 = random_vector(O * I, 9);
  ASSERT_TRUE(target.create(f32.data(), nullptr, I, O, nullptr).ok());
  target = std::move(dynamic);
  EXPECT_FALSE(
      dynamic.created());  // NOLINT(bugprone-use-after-move): the moved-from state is what is checked
  EXPECT_TRUE(target.is_int8());
  EXPECT_FALSE(target.is_int8_float_input());
  std::vector<float> got(kRows * O);
  ASSERT_TRUE(target.run(x.data(), kRows, got.data()).ok());
  EXPECT_EQ(got, want_dynamic);

  target = std::move(float_input);
  EXPECT_FALSE(target.is_int8());
  EXPECT_TRUE(target.is_int8_float_input());
  ASSERT_TRUE(target.run(x.data(), kRows, got.data()).ok());
  EXPECT_EQ(got, want_float);
}

}  // namespace
}  // namespace attn::kernels
