// The model's packed-weights cache: operators created through it over the same weights share one packed
// copy (the second packs nothing), compute what operators with their own copies compute, and weights of
// another layer or another packing get their own entry.
#include "runtime/src/kernels/xnnpack_weights_cache.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "runtime/src/kernels/xnnpack_linear.h"
#include "runtime/src/quant/quantization.h"
#include "tests/runtime/kernels/kernel_test_util.h"

namespace attn::kernels {
namespace {

using test::random_vector;

constexpr size_t kIn = 96, kOut = 200, kRows = 5;

TEST(XnnpackWeightsCache, OperatorsOfTheSameFp32WeightsShareOnePackedCopy) {
  ASSERT_TRUE(xnnpack_initialize().ok());
  const auto w = random_vector(kOut * kIn, 1), b = random_vector(kOut, 2), x = random_vector(kRows * kIn, 3);
  XnnpackWeightsCache cache;
  XnnpackLinear own, first, second;
  ASSERT_TRUE(own.create(w.data(), b.data(), kIn, kOut, nullptr).ok());
  ASSERT_TRUE(first.create(w.data(), b.data(), kIn, kOut, nullptr, cache.provider()).ok());
  const size_t bytes = cache.bytes();
  EXPECT_EQ(cache.entries(), 1u);
  EXPECT_GE(bytes, kOut * kIn * sizeof(float));  // the packed matrix is in the cache
  ASSERT_TRUE(second.create(w.data(), b.data(), kIn, kOut, nullptr, cache.provider()).ok());
  EXPECT_EQ(cache.entries(), 1u);
  EXPECT_EQ(cache.bytes(), bytes) << "the second operator packed its own copy";

  std::vector<float> want(kRows * kOut), got1(kRows * kOut, NAN), got2(kRows * kOut, NAN);
  ASSERT_TRUE(own.run(x.data(), kRows, want.data()).ok());
  ASSERT_TRUE(first.run(x.data(), kRows, got1.data()).ok());
  ASSERT_TRUE(second.run(x.data(), kRows, got2.data()).ok());
  EXPECT_EQ(got1, want);
  EXPECT_EQ(got2, want);

  // Other weights (another layer), and the same weights without the bias, are other entries.
  const auto w2 = random_vector(kOut * kIn, 4);
  XnnpackLinear other, unbiased;
  ASSERT_TRUE(other.create(w2.data(), b.data(), kIn, kOut, nullptr, cache.provider()).ok());
  ASSERT_TRUE(unbiased.create(w.data(), nullptr, kIn, kOut, nullptr, cache.provider()).ok());
  EXPECT_EQ(cache.entries(), 3u);
}

TEST(XnnpackWeightsCache, RunTimeQuantizedInt8SharesPerKernelKind) {
  ASSERT_TRUE(xnnpack_initialize().ok());
  const auto w = random_vector(kOut * kIn, 5), b = random_vector(kOut, 6), x = random_vector(kRows * kIn, 7);
  std::vector<int8_t> wq(kOut * kIn);
  std::vector<float> scales(kOut);
  quant::quantize_rows_symmetric(w.data(), kOut, kIn, wq.data(), scales.data());
  std::vector<int8_t> stage(kRows * kIn);
  const Int8Staging staging{stage.data(), stage.size()};
  using Kernels = XnnpackLinear::DynamicKernels;
  XnnpackWeightsCache cache;
  XnnpackLinear own, first, second, signed_kernels;
  ASSERT_TRUE(
      own.create_int8_dynamic(wq.data(), scales.data(), b.data(), kIn, kOut, kRows, staging, nullptr).ok());
  ASSERT_TRUE(first
                  .create_int8_dynamic(wq.data(), scales.data(), b.data(), kIn, kOut, kRows, staging, nullptr,
                                       Kernels::kFastest, cache.provider())
                  .ok());
  const size_t bytes = cache.bytes();
  ASSERT_TRUE(second
                  .create_int8_dynamic(wq.data(), scales.data(), b.data(), kIn, kOut, kRows, staging, nullptr,
                                       Kernels::kFastest, cache.provider())
                  .ok());
  EXPECT_EQ(cache.entries(), 1u);
  EXPECT_EQ(cache.bytes(), bytes);
  std::vector<float> want(kRows * kOut), got(kRows * kOut, NAN);
  ASSERT_TRUE(own.run(x.data(), kRows, want.data()).ok());
  ASSERT_TRUE(second.run(x.data(), kRows, got.data()).ok());
  EXPECT_EQ(got, want);

  // The signed kernels pack the same weights their own way: an entry of their own where they differ from the
  // fastest ones (on a CPU whose fastest kernels are the signed ones, the same entry).
  ASSERT_TRUE(signed_kernels
                  .create_int8_dynamic(wq.data(), scales.data(), b.data(), kIn, kOut, kRows, staging, nullptr,
                                       Kernels::kSigned, cache.provider())
                  .ok());
  EXPECT_GE(cache.entries(), 1u);
  EXPECT_LE(cache.entries(), 2u);
  std::vector<float> got_signed(kRows * kOut, NAN);
  ASSERT_TRUE(signed_kernels.run(x.data(), kRows, got_signed.data()).ok());
  for (size_t i = 0; i < want.size(); ++i)
    ASSERT_NEAR(got_signed[i], want[i], 1e-5f * std::max(1.f, std::fabs(want[i])));
}

}  // namespace
}  // namespace attn::kernels
