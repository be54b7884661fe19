// model::LinearLayer: the backend chosen at creation runs every call, and a run that cannot be done is an
// error status — never a quiet switch to another kernel.
#include "runtime/src/model/linear_layer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "runtime/src/quant/quantization.h"

namespace attn::model {
namespace {

std::vector<float> random_values(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-1.f, 1.f);
  std::vector<float> v(n);
  for (float& x : v) x = dist(rng);
  return v;
}

WeightRef f32_matrix(const std::vector<float>& w, uint32_t rows, uint32_t cols) {
  WeightRef ref;
  ref.type = schema::ElementType::F32;
  ref.data = w.data();
  ref.rows = rows;
  ref.cols = cols;
  return ref;
}

class LinearLayerBackends : public ::testing::TestWithParam<LinearBackend> {};

TEST_P(LinearLayerBackends, ComputesTheProductOnEveryRunAndAfterAMove) {
  ASSERT_TRUE(kernels::xnnpack_initialize().ok());
  const auto w = random_values(6 * 4, 1), x = random_values(3 * 4, 2);
  LinearWeights weights;
  weights.weight = f32_matrix(w, 6, 4);
  LinearLayer layer;
  ASSERT_TRUE(layer.create(weights, GetParam(), {}, nullptr).ok());
  EXPECT_EQ(layer.uses_xnnpack(), GetParam() == LinearBackend::kXnnpack);
  const auto expect_product = [&](const std::vector<float>& y, size_t rows) {
    for (size_t n = 0; n < rows; ++n) {
      for (size_t o = 0; o < 6; ++o) {
        float want = 0.f;
        for (size_t i = 0; i < 4; ++i) want += x[n * 4 + i] * w[o * 4 + i];
        EXPECT_NEAR(y[n * 6 + o], want, 1e-5f) << n << "," << o;
      }
    }
  };
  std::vector<float> y(3 * 6);
  ASSERT_TRUE(layer.run(x.data(), 3, y.data()).ok());
  expect_product(y, 3);
  ASSERT_TRUE(layer.run(x.data(), 2, y.data()).ok());
  expect_product(y, 2);
  LinearLayer moved = std::move(layer);  // the operator travels with the layer
  std::fill(y.begin(), y.end(), 0.f);
  ASSERT_TRUE(moved.run(x.data(), 1, y.data()).ok());
  expect_product(y, 1);
}

INSTANTIATE_TEST_SUITE_P(Backends, LinearLayerBackends,
                         ::testing::Values(LinearBackend::kPortable, LinearBackend::kXnnpack),
                         [](const auto& info) {
                           return std::string(info.param == LinearBackend::kPortable ? "portable"
                                                                                     : "xnnpack");
                         });

TEST(LinearLayer, UsedBeforeCreateIsAnError) {
  LinearLayer layer;
  float x[4] = {}, y[4] = {};
  const Status s = layer.run(x, 1, y);
  EXPECT_EQ(s.code(), StatusCode::kInternal);
  EXPECT_NE(std::string(s.message()).find("before create"), std::string::npos) << s.message();
}

// An int8 layer on XNNPACK, its staging planned for 4 rows, asked for 5: the planning bug is reported, not a
// silent fallback to the portable kernel.
TEST(LinearLayer, AFailedXnnpackRunIsAnErrorNotAFallback) {
  ASSERT_TRUE(kernels::xnnpack_initialize().ok());
  const size_t in = 16, out = 8;
  const auto w = random_values(out * in, 3), bias = random_values(out, 4);
  std::vector<int8_t> q(out * in);
  std::vector<float> scales(out);
  quant::quantize_rows_symmetric(w.data(), out, in, q.data(), scales.data());
  LinearWeights weights;
  weights.weight.type = schema::ElementType::I8;
  weights.weight.data = q.data();
  weights.weight.scales = scales.data();
  weights.weight.rows = out;
  weights.weight.cols = in;
  weights.bias = f32_matrix(bias, out, 1);
  std::vector<int8_t> staged_in(4 * in);
  const kernels::Int8Staging staging{staged_in.data(), staged_in.size()};
  LinearLayer layer;
  ASSERT_TRUE(layer.create(weights, LinearBackend::kXnnpack, staging, nullptr).ok());
  const auto x = random_values(5 * in, 5);
  std::vector<float> y(5 * out);
  const Status s = layer.run(x.data(), 5, y.data());
  EXPECT_EQ(s.code(), StatusCode::kInternal);
  EXPECT_NE(std::string(s.message()).find("5 rows exceed the planned 4"), std::string::npos) << s.message();
  EXPECT_TRUE(layer.run(x.data(), 4, y.data()).ok());
}

// Int8Input::kFloat on an int8 layer: no staging at all (a layer that staged would refuse to be created
// without it), the fp32 input times the dequantized weights on both backends; on an fp32 layer it changes
// nothing.
TEST(LinearLayer, Int8WeightsWithFloatInputNeedNoStagingOnEitherBackend) {
  ASSERT_TRUE(kernels::xnnpack_initialize().ok());
  const size_t in = 16, out = 8, rows = 3;
  const auto w = random_values(out * in, 6), bias = random_values(out, 7), x = random_values(rows * in, 8);
  std::vector<int8_t> q(out * in);
  std::vector<float> scales(out);
  quant::quantize_rows_symmetric(w.data(), out, in, q.data(), scales.data());
  LinearWeights weights;
  weights.weight.type = schema::ElementType::I8;
  weights.weight.data = q.data();
  weights.weight.scales = scales.data();
  weights.weight.rows = out;
  weights.weight.cols = in;
  weights.bias = f32_matrix(bias, out, 1);
  for (LinearBackend backend : {LinearBackend::kPortable, LinearBackend::kXnnpack}) {
    LinearLayer layer;
    ASSERT_TRUE(layer.create(weights, backend, {}, nullptr, nullptr, Int8Input::kFloat).ok());
    EXPECT_TRUE(layer.float_input_int8());
    std::vector<float> y(rows * out);
    ASSERT_TRUE(layer.run(x.data(), rows, y.data()).ok());
    for (size_t n = 0; n < rows; ++n) {
      for (size_t o = 0; o < out; ++o) {
        float want = 0.f;
        for (size_t i = 0; i < in; ++i) want += x[n * in + i] * static_cast<float>(q[o * in + i]);
        EXPECT_NEAR(y[n * out + o], want * scales[o] + bias[o], 1e-5f) << n << "," << o;
      }
    }
  }
  LinearLayer fp32;
  weights.weight = f32_matrix(w, out, in);
  ASSERT_TRUE(fp32.create(weights, LinearBackend::kXnnpack, {}, nullptr, nullptr, Int8Input::kFloat).ok());
  EXPECT_FALSE(fp32.float_input_int8());
}

}  // namespace
}  // namespace attn::model
