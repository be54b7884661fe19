// The CPU half of the GPU suite: the kernel cases of kernel_cases.h run on the CPU device with the buffer
// sizes the GPU tests use, against the per-row references. Built and run on every machine (no nvcc, no GPU),
// so a launcher whose contract changed, or a test whose buffer is too small for it, fails here.
#include <gtest/gtest.h>

#include "tests/trainer/gpu/kernel_cases.h"
#include "trainer/src/backend/cpu/cpu_device.h"

namespace attn::train {
namespace {

using namespace testing;

TEST(HostKernelCases, LayerNormForwardBackward) {
  CpuDevice dev(2);
  expect_matches_reference(dev, LayerNormCase{});
}

TEST(HostKernelCases, ColumnSums) {
  CpuDevice dev(2);
  expect_matches_reference(dev, ColumnSumCase{});
}

TEST(HostKernelCases, AttentionSoftmaxForwardBackward) {
  CpuDevice dev(2);
  for (bool causal : {false, true}) {
    AttentionSoftmaxCase c;
    c.causal = causal;
    expect_matches_reference(dev, c);
  }
}

TEST(HostKernelCases, CrossEntropyWithSmoothing) {
  CpuDevice dev(2);
  expect_matches_reference(dev, CrossEntropyCase{});
}

TEST(HostKernelCases, EmbeddingWithDropoutForwardBackward) {
  CpuDevice dev(2);
  expect_matches_reference(dev, EmbeddingCase{});
}

TEST(HostKernelCases, ResidualDropoutReluAndAdam) {
  CpuDevice dev(2);
  expect_matches_reference(dev, ElementwiseAndAdamCase{});
}

TEST(HostKernelCases, GemmAndStridedBatchedGemm) {
  CpuDevice dev(2);
  for (bool ta : {false, true})
    for (bool tb : {false, true}) {
      GemmCase c;
      c.ta = ta;
      c.tb = tb;
      expect_matches_reference(dev, c);
    }
}

// The guards see an overrun: a scratch one float short of the column sums' contract.
TEST(HostKernelCases, GuardsSeeAScratchTooSmall) {
  CpuDevice dev(2);
  GuardedBuffers<CpuDevice> b(dev);
  const int rows = 130, cols = 70;
  const float* x = b.put("x", random_vector(rows * cols, 1));
  float* out = b.zeros<float>("out", cols);
  float* scratch = b.zeros<float>("scratch", kernels::column_sum_scratch_floats(rows, cols) - 1);
  EXPECT_TRUE(b.guards_intact("allocation"));
  kernels::launch_column_sum_accumulate(dev, rows, cols, kernels::RowValue{x, cols}, scratch, out);
  const ::testing::AssertionResult intact = b.guards_intact("launch_column_sum_accumulate");
  ASSERT_FALSE(intact);
  EXPECT_NE(std::string(intact.message()).find("past the end of scratch"), std::string::npos)
      << intact.message();
}

}  // namespace
}  // namespace attn::train
