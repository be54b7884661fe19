// Each kernel family launched on the CUDA device against the per-row references (kernel_cases.h), with the
// inputs, buffer sizes and guard checks of the CPU half (host_kernel_cases_test.cpp).
#include <gtest/gtest.h>

#include "tests/trainer/gpu/gpu_test_util.h"
#include "tests/trainer/gpu/kernel_cases.h"
#include "trainer/src/backend/cuda/cuda_device.cuh"

namespace attn::train {
namespace {

using namespace testing;

TEST(CudaKernels, LayerNormForwardBackward) {
  ATTN_SKIP_WITHOUT_GPU();
  CudaDevice dev(0);
  expect_matches_reference(dev, LayerNormCase{});
}

TEST(CudaKernels, ColumnSums) {
  ATTN_SKIP_WITHOUT_GPU();
  CudaDevice dev(0);
  expect_matches_reference(dev, ColumnSumCase{});
}

TEST(CudaKernels, AttentionSoftmaxForwardBackward) {
  ATTN_SKIP_WITHOUT_GPU();
  CudaDevice dev(0);
  for (bool causal : {false, true}) {
    AttentionSoftmaxCase c;
    c.causal = causal;
    expect_matches_reference(dev, c);
  }
}

TEST(CudaKernels, CrossEntropyWithSmoothing) {
  ATTN_SKIP_WITHOUT_GPU();
  CudaDevice dev(0);
  expect_matches_reference(dev, CrossEntropyCase{});
}

TEST(CudaKernels, EmbeddingWithDropoutForwardBackward) {
  ATTN_SKIP_WITHOUT_GPU();
  CudaDevice dev(0);
  expect_matches_reference(dev, EmbeddingCase{});
}

TEST(CudaKernels, ResidualDropoutReluAndAdam) {
  ATTN_SKIP_WITHOUT_GPU();
  CudaDevice dev(0);
  expect_matches_reference(dev, ElementwiseAndAdamCase{});
}

TEST(CudaKernels, GemmAndStridedBatchedGemm) {
  ATTN_SKIP_WITHOUT_GPU();
  CudaDevice dev(0);
  for (bool ta : {false, true})
    for (bool tb : {false, true}) {
      GemmCase c;
      c.ta = ta;
      c.tb = tb;
      expect_matches_reference(dev, c);
    }
}

}  // namespace
}  // namespace attn::train
