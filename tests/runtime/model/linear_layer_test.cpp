// model::LinearLayer: the backend chosen at creation runs every call, the observer sees every successful run
// on either backend, and a run that cannot be done is an error status — never a quiet switch to another
// kernel.
#include "runtime/src/model/linear_layer.h"

#include <gtest/gtest.h>

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

struct Recorder final : kernels::LinearObserver {
  size_t calls = 0, index = 0, rows = 0;
  float first_x = 0, first_y = 0;
  void observe(size_t i, const float* x, size_t r, size_t, const float* y, size_t) override {
    ++calls;
    index = i;
    rows = r;
    first_x = x[0];
    first_y = y[0];
  }
};

class LinearLayerBackends : public ::testing::TestWithParam<LinearBackend> {};

TEST_P(LinearLayerBackends, ObserverSeesInputAndOutputAfterEveryRun) {
  ASSERT_TRUE(kernels::xnnpack_initialize().ok());
  const auto w = random_values(6 * 4, 1), x = random_values(3 * 4, 2);
  LinearWeights weights;
  weights.weight = f32_matrix(w, 6, 4);
  LinearLayer layer;
  ASSERT_TRUE(layer.create(weights, GetParam(), {}, nullptr).ok());
  EXPECT_EQ(layer.uses_xnnpack(), GetParam() == LinearBackend::kXnnpack);
  Recorder recorder;
  layer.set_observer(&recorder, 17);
  std::vector<float> y(3 * 6);
  ASSERT_TRUE(layer.run(x.data(), 3, y.data()).ok());
  ASSERT_TRUE(layer.run(x.data(), 2, y.data()).ok());
  EXPECT_EQ(recorder.calls, 2u);
  EXPECT_EQ(recorder.index, 17u);
  EXPECT_EQ(recorder.rows, 2u);
  EXPECT_EQ(recorder.first_x, x[0]);
  EXPECT_EQ(recorder.first_y, y[0]);
  LinearLayer moved = std::move(layer);  // the observer travels with the layer
  ASSERT_TRUE(moved.run(x.data(), 1, y.data()).ok());
  EXPECT_EQ(recorder.calls, 3u);
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
  EXPECT_EQ(s.code(), ATTN_ERROR_INTERNAL);
  EXPECT_NE(std::string(s.message()).find("before create"), std::string::npos) << s.message();
}

// An int8 layer on XNNPACK, its staging planned for 4 rows, asked for 5: the planning bug is reported (and
// the observer sees nothing), not a silent fallback to the portable kernel.
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
  weights.quant.input = quant::activation_quant_from_range(-1.f, 1.f);
  weights.quant.output = quant::activation_quant_from_range(-8.f, 8.f);
  std::vector<int8_t> staged_in(4 * in), staged_out(4 * out);
  const kernels::Int8Staging staging{staged_in.data(), staged_out.data(), staged_in.size(),
                                     staged_out.size()};
  LinearLayer layer;
  ASSERT_TRUE(layer.create(weights, LinearBackend::kXnnpack, staging, nullptr).ok());
  Recorder recorder;
  layer.set_observer(&recorder, 0);
  const auto x = random_values(5 * in, 5);
  std::vector<float> y(5 * out);
  const Status s = layer.run(x.data(), 5, y.data());
  EXPECT_EQ(s.code(), ATTN_ERROR_INTERNAL);
  EXPECT_NE(std::string(s.message()).find("staging"), std::string::npos) << s.message();
  EXPECT_EQ(recorder.calls, 0u);
  EXPECT_TRUE(layer.run(x.data(), 4, y.data()).ok());
  EXPECT_EQ(recorder.calls, 1u);
}

}  // namespace
}  // namespace attn::model
