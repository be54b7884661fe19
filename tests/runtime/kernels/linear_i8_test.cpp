// The int8 linear layer: the portable kernel (kernels/linear_i8.h) against a naive restatement of its
// documented arithmetic, XNNPACK's int8 path against the portable kernel (within one output step), and both
// against the fp32 product of the unquantized weights within the error bound the scales imply.
#include "runtime/src/kernels/linear_i8.h"

#include <gtest/gtest.h>
#include <pthreadpool.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "runtime/src/kernels/linear.h"
#include "runtime/src/kernels/xnnpack_linear.h"
#include "runtime/src/quant/quantization.h"
#include "tests/runtime/kernels/kernel_test_util.h"

namespace attn::kernels {
namespace {

using test::Pool;
using test::random_vector;

// One random layer: fp32 weights, their int8 quantization, and activation parameters calibrated on the
// layer's own fp32 input and output (widened a little so that nothing saturates).
struct Layer {
  size_t in, out, rows;
  std::vector<float> w, b, x, y_fp32;
  std::vector<int8_t> wq;
  std::vector<float> w_scales;
  ActivationQuant input, output;

  Layer(size_t in_, size_t out_, size_t rows_, uint32_t seed) : in(in_), out(out_), rows(rows_) {
    w = random_vector(out * in, seed, 1.f / std::sqrt(static_cast<float>(in)));
    b = random_vector(out, seed + 1, 0.5f);
    x = random_vector(rows * in, seed + 2, 2.f);
    for (size_t i = 0; i < x.size(); i += 7)
      x[i] = std::max(x[i], 0.f) * 1.5f;  // skewed: non-zero zero point
    wq.resize(w.size());
    w_scales.resize(out);
    quant::quantize_rows_symmetric(w.data(), out, in, wq.data(), w_scales.data());
    y_fp32.resize(rows * out);
    linear(x.data(), w.data(), b.data(), y_fp32.data(), rows, in, out);
    const auto [xmin, xmax] = std::minmax_element(x.begin(), x.end());
    const auto [ymin, ymax] = std::minmax_element(y_fp32.begin(), y_fp32.end());
    const ActivationQuant qi = quant::activation_quant_from_range(*xmin, *xmax);
    const ActivationQuant qo = quant::activation_quant_from_range(*ymin - 0.5f, *ymax + 0.5f);
    input = {qi.scale, qi.zero_point};
    output = {qo.scale, qo.zero_point};
  }
};

// The documented arithmetic, written out once more, element by element.
std::vector<float> naive_linear_i8(const Layer& l, bool with_bias) {
  std::vector<float> y(l.rows * l.out);
  const float inv = 1.f / l.input.scale;
  for (size_t n = 0; n < l.rows; ++n) {
    for (size_t o = 0; o < l.out; ++o) {
      int64_t acc = with_bias ? quantize_bias(l.b[o], l.input.scale, l.w_scales[o]) : 0;
      for (size_t i = 0; i < l.in; ++i) {
        const float q = std::clamp(
            std::nearbyint(l.x[n * l.in + i] * inv) + static_cast<float>(l.input.zero_point), -128.f, 127.f);
        acc += (static_cast<int64_t>(q) - l.input.zero_point) * l.wq[o * l.in + i];
      }
      const float scale = l.input.scale * l.w_scales[o] / l.output.scale;
      const float qy = std::clamp(
          std::nearbyint(static_cast<float>(acc) * scale) + static_cast<float>(l.output.zero_point), -128.f,
          127.f);
      y[n * l.out + o] = l.output.scale * (qy - static_cast<float>(l.output.zero_point));
    }
  }
  return y;
}

// |int8 − fp32| for one output: input rounding through |ŵ|, weight rounding through |x|, the cross term, the
// bias rounding and the output rounding, each at most half a step; plus float slack.
double error_bound(const Layer& l, size_t n, size_t o) {
  double sum_w = 0, sum_x = 0;
  for (size_t i = 0; i < l.in; ++i) {
    sum_w += std::fabs(l.wq[o * l.in + i] * double{l.w_scales[o]});
    sum_x += std::fabs(double{l.x[n * l.in + i]});
  }
  const double sx = l.input.scale, sw = l.w_scales[o], sy = l.output.scale;
  return sum_w * sx / 2 + sum_x * sw / 2 + l.in * sx * sw / 4 + sx * sw / 2 + sy / 2 + 1e-5;
}

struct Shape {
  size_t in, out, rows;
};
constexpr Shape kShapes[] = {{1, 1, 1},
                             {3, 5, 2},
                             {17, 29, 7},
                             {64, 256, 1},
                             {256, 1000, 5},
                             {250, 37, 33},
                             {5000, 3, 2},  // in > the portable kernel's 4096-element chunk
                             // Weights past XNNPACK's 512 KB slab (xnnpack_linear.h): 2 slabs, 3 with a
                             // narrow last one, and the 16-slab cap (slabs of 192 channels).
                             {512, 2048, 9},
                             {1024, 1100, 6},
                             {4096, 3000, 2}};

TEST(LinearI8, MatchesNaiveArithmetic) {
  uint32_t seed = 100;
  for (const Shape s : kShapes) {
    for (bool with_bias : {false, true}) {
      SCOPED_TRACE(::testing::Message()
                   << s.in << " -> " << s.out << " x" << s.rows << (with_bias ? " bias" : ""));
      const Layer l(s.in, s.out, s.rows, seed += 3);
      std::vector<float> y(s.rows * s.out);
      linear_i8(l.x.data(), l.wq.data(), l.w_scales.data(), with_bias ? l.b.data() : nullptr, l.input,
                l.output, y.data(), s.rows, s.in, s.out);
      const auto want = naive_linear_i8(l, with_bias);
      for (size_t i = 0; i < y.size(); ++i) ASSERT_EQ(y[i], want[i]) << i;
    }
  }
}

TEST(LinearI8, WithinTheQuantizationBoundOfFp32) {
  uint32_t seed = 300;
  for (const Shape s : kShapes) {
    SCOPED_TRACE(::testing::Message() << s.in << " -> " << s.out << " x" << s.rows);
    const Layer l(s.in, s.out, s.rows, seed += 3);
    std::vector<float> y(s.rows * s.out);
    linear_i8(l.x.data(), l.wq.data(), l.w_scales.data(), l.b.data(), l.input, l.output, y.data(), s.rows,
              s.in, s.out);
    double worst_ratio = 0;
    for (size_t n = 0; n < s.rows; ++n) {
      for (size_t o = 0; o < s.out; ++o) {
        const double err = std::fabs(double{y[n * s.out + o]} - l.y_fp32[n * s.out + o]);
        const double bound = error_bound(l, n, o);
        ASSERT_LE(err, bound) << n << "," << o;
        worst_ratio = std::max(worst_ratio, err / bound);
      }
    }
    // The bound is a worst case; the typical error is far inside it (a bound that is never approached
    // would say nothing, so only check it is not absurdly loose).
    EXPECT_GT(worst_ratio, 0.0);
  }
}

TEST(LinearI8, SaturatesOutsideTheCalibratedRange) {
  Layer l(8, 4, 3, 11);
  l.output = {0.01f, 0};  // range [-1.28, 1.27]
  for (float& v : l.x) v *= 50.f;
  std::vector<float> y(l.rows * l.out);
  linear_i8(l.x.data(), l.wq.data(), l.w_scales.data(), l.b.data(), l.input, l.output, y.data(), l.rows, l.in,
            l.out);
  for (float v : y) {
    EXPECT_GE(v, -1.28f - 1e-6f);
    EXPECT_LE(v, 1.27f + 1e-6f);
  }
}

class XnnpackInt8Test : public ::testing::TestWithParam<size_t> {};  // threads

TEST_P(XnnpackInt8Test, AgreesWithPortableWithinOneStepForChangingBatchSizes) {
  ASSERT_TRUE(xnnpack_initialize().ok());
  const size_t threads = GetParam();
  Pool pool(threads > 1 ? pthreadpool_create(threads) : nullptr);
  uint32_t seed = 500;
  for (const Shape s : kShapes) {
    for (bool with_bias : {false, true}) {
      SCOPED_TRACE(::testing::Message()
                   << s.in << " -> " << s.out << " x" << s.rows << (with_bias ? " bias" : ""));
      const Layer l(s.in, s.out, s.rows, seed += 3);
      std::vector<int8_t> in_stage(s.rows * s.in), out_stage(s.rows * s.out);
      const Int8Staging staging{in_stage.data(), out_stage.data(), in_stage.size(), out_stage.size()};
      XnnpackLinear op;
      const Status created = op.create_int8(l.wq.data(), l.w_scales.data(), with_bias ? l.b.data() : nullptr,
                                            s.in, s.out, l.input, l.output, staging, pool.get());
      ASSERT_TRUE(created.ok()) << created.message();
      EXPECT_TRUE(op.is_int8());
      // Batch sizes change between runs of one operator, as in the encoder and decoder steps.
      for (size_t rows : {s.rows, size_t{1}, s.rows}) {
        std::vector<float> got(rows * s.out, -99.f), want(rows * s.out);
        ASSERT_TRUE(op.run(l.x.data(), rows, got.data()).ok());
        linear_i8(l.x.data(), l.wq.data(), l.w_scales.data(), with_bias ? l.b.data() : nullptr, l.input,
                  l.output, want.data(), rows, s.in, s.out);
        size_t exact = 0;
        for (size_t i = 0; i < got.size(); ++i) {
          ASSERT_LE(std::fabs(got[i] - want[i]), l.output.scale * 1.001f) << i;
          exact += got[i] == want[i];
        }
        // One step apart only where a float product lands on a rounding tie: rare.
        EXPECT_GE(exact * 100, got.size() * 95) << exact << " of " << got.size();
        for (size_t n = 0; n < rows; ++n) {
          for (size_t o = 0; o < s.out && with_bias; ++o) {
            ASSERT_LE(std::fabs(double{got[n * s.out + o]} - l.y_fp32[n * s.out + o]),
                      error_bound(l, n, o) + l.output.scale)
                << n << "," << o;
          }
        }
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Threads, XnnpackInt8Test, ::testing::Values(size_t{1}, size_t{2}));

TEST(XnnpackInt8, RefusesBadParametersAndOversizedBatches) {
  ASSERT_TRUE(xnnpack_initialize().ok());
  const Layer l(16, 8, 4, 21);
  std::vector<int8_t> in_stage(4 * 16), out_stage(4 * 8);
  const Int8Staging staging{in_stage.data(), out_stage.data(), in_stage.size(), out_stage.size()};
  XnnpackLinear op;
  Status s =
      op.create_int8(l.wq.data(), l.w_scales.data(), l.b.data(), 16, 8, {0.f, 0}, l.output, staging, nullptr);
  EXPECT_EQ(s.code(), ATTN_ERROR_INVALID_MODEL);
  EXPECT_NE(std::string(s.message()).find("activation parameters"), std::string::npos) << s.message();
  s = op.create_int8(l.wq.data(), l.w_scales.data(), l.b.data(), 16, 8, l.input, {0.1f, 300}, staging,
                     nullptr);
  EXPECT_EQ(s.code(), ATTN_ERROR_INVALID_MODEL);
  // A requantization scale XNNPACK cannot represent (input·weight scale / output scale >= 256).
  s = op.create_int8(l.wq.data(), l.w_scales.data(), l.b.data(), 16, 8, {1e3f, 0}, {1e-6f, 0}, staging,
                     nullptr);
  EXPECT_EQ(s.code(), ATTN_ERROR_INVALID_MODEL) << s.message();
  EXPECT_FALSE(op.created());

  ASSERT_TRUE(
      op.create_int8(l.wq.data(), l.w_scales.data(), l.b.data(), 16, 8, l.input, l.output, staging, nullptr)
          .ok());
  std::vector<float> x(5 * 16, 0.5f), y(5 * 8);
  s = op.run(x.data(), 5, y.data());
  EXPECT_EQ(s.code(), ATTN_ERROR_INTERNAL);
  EXPECT_NE(std::string(s.message()).find("staging"), std::string::npos) << s.message();
  EXPECT_TRUE(op.run(x.data(), 4, y.data()).ok());
}

// Per-channel output steps (LinearQuant::output_channels): a layer whose output channels differ in range by a
// factor of 1000, as the residual-stream writers' do. Each channel's multiplier is its largest magnitude
// over the layer's, and the shared output parameters cover the outputs divided by them.
struct ChannelLayer : Layer {
  std::vector<float> channels;
  ActivationQuant shared_output;

  ChannelLayer(size_t in_, size_t out_, size_t rows_, uint32_t seed) : Layer(in_, out_, rows_, seed) {
    // Narrow every channel but every 5th, then recompute the fp32 output.
    for (size_t o = 0; o < out; ++o) {
      if (o % 5 == 0) continue;
      for (size_t i = 0; i < in; ++i) w[o * in + i] *= 1e-3f;
      b[o] *= 1e-3f;
    }
    quant::quantize_rows_symmetric(w.data(), out, in, wq.data(), w_scales.data());
    linear(x.data(), w.data(), b.data(), y_fp32.data(), rows, in, out);
    std::vector<float> magnitude(out, 0.f);
    for (size_t n = 0; n < rows; ++n) {
      for (size_t o = 0; o < out; ++o) magnitude[o] = std::max(magnitude[o], std::fabs(y_fp32[n * out + o]));
    }
    const float widest = *std::max_element(magnitude.begin(), magnitude.end());
    channels.resize(out);
    float lo = 0.f, hi = 0.f;
    for (size_t o = 0; o < out; ++o) {
      channels[o] = magnitude[o] > 0.f ? magnitude[o] / widest : 1.f;
      for (size_t n = 0; n < rows; ++n) {
        lo = std::min(lo, y_fp32[n * out + o] / channels[o]);
        hi = std::max(hi, y_fp32[n * out + o] / channels[o]);
      }
    }
    shared_output = quant::activation_quant_from_range(lo * 1.01f, hi * 1.01f);
    output = quant::activation_quant_from_range(*std::min_element(y_fp32.begin(), y_fp32.end()) * 1.01f,
                                                *std::max_element(y_fp32.begin(), y_fp32.end()) * 1.01f);
  }
};

// The documented arithmetic with multipliers: requantized with w_scales[o] / c[o], multiplied by c[o].
std::vector<float> naive_channel_linear_i8(const ChannelLayer& l) {
  std::vector<float> y(l.rows * l.out);
  const float inv = 1.f / l.input.scale;
  for (size_t n = 0; n < l.rows; ++n) {
    for (size_t o = 0; o < l.out; ++o) {
      int64_t acc = quantize_bias(l.b[o], l.input.scale, l.w_scales[o]);
      for (size_t i = 0; i < l.in; ++i) {
        const float q = std::clamp(
            std::nearbyint(l.x[n * l.in + i] * inv) + static_cast<float>(l.input.zero_point), -128.f, 127.f);
        acc += (static_cast<int64_t>(q) - l.input.zero_point) * l.wq[o * l.in + i];
      }
      const float scale = l.input.scale * (l.w_scales[o] / l.channels[o]) / l.shared_output.scale;
      const float qy = std::clamp(
          std::nearbyint(static_cast<float>(acc) * scale) + static_cast<float>(l.shared_output.zero_point),
          -128.f, 127.f);
      y[n * l.out + o] =
          l.shared_output.scale * (qy - static_cast<float>(l.shared_output.zero_point)) * l.channels[o];
    }
  }
  return y;
}

TEST(LinearI8, ChannelStepsMatchNaiveArithmetic) {
  uint32_t seed = 700;
  for (const Shape s : kShapes) {
    SCOPED_TRACE(::testing::Message() << s.in << " -> " << s.out << " x" << s.rows);
    const ChannelLayer l(s.in, s.out, s.rows, seed += 3);
    std::vector<float> y(s.rows * s.out);
    linear_i8(l.x.data(), l.wq.data(), l.w_scales.data(), l.b.data(), l.input, l.shared_output, y.data(),
              s.rows, s.in, s.out, l.channels.data());
    const auto want = naive_channel_linear_i8(l);
    for (size_t i = 0; i < y.size(); ++i) ASSERT_EQ(y[i], want[i]) << i;
  }
}

TEST(LinearI8, ChannelStepsResolveNarrowChannelsThatOneStepCannot) {
  // The narrow channels' values are below half of the shared step: one step per output rounds them to 0 (or
  // one step), per-channel steps keep them within their own half step.
  const ChannelLayer l(256, 40, 6, 77);
  std::vector<float> shared(l.rows * l.out), channel(l.rows * l.out);
  linear_i8(l.x.data(), l.wq.data(), l.w_scales.data(), l.b.data(), l.input, l.output, shared.data(), l.rows,
            l.in, l.out);
  linear_i8(l.x.data(), l.wq.data(), l.w_scales.data(), l.b.data(), l.input, l.shared_output, channel.data(),
            l.rows, l.in, l.out, l.channels.data());
  double shared_error = 0, channel_error = 0, norm = 0;
  for (size_t n = 0; n < l.rows; ++n) {
    for (size_t o = 0; o < l.out; ++o) {
      if (o % 5 == 0) continue;  // the wide channels: both schemes resolve them
      const size_t i = n * l.out + o;
      shared_error += std::pow(shared[i] - l.y_fp32[i], 2);
      channel_error += std::pow(channel[i] - l.y_fp32[i], 2);
      norm += std::pow(l.y_fp32[i], 2);
    }
  }
  EXPECT_GT(std::sqrt(shared_error / norm), 0.3);    // most of the signal lost
  EXPECT_LT(std::sqrt(channel_error / norm), 0.05);  // within int8 weight and input rounding
}

TEST_P(XnnpackInt8Test, ChannelStepsAgreeWithPortableWithinOneChannelStep) {
  ASSERT_TRUE(xnnpack_initialize().ok());
  const size_t threads = GetParam();
  Pool pool(threads > 1 ? pthreadpool_create(threads) : nullptr);
  uint32_t seed = 900;
  for (const Shape s : kShapes) {
    SCOPED_TRACE(::testing::Message() << s.in << " -> " << s.out << " x" << s.rows);
    const ChannelLayer l(s.in, s.out, s.rows, seed += 3);
    std::vector<int8_t> in_stage(s.rows * s.in), out_stage(s.rows * s.out);
    const Int8Staging staging{in_stage.data(), out_stage.data(), in_stage.size(), out_stage.size()};
    XnnpackLinear op;
    const Status created = op.create_int8(l.wq.data(), l.w_scales.data(), l.b.data(), s.in, s.out, l.input,
                                          l.shared_output, staging, pool.get(), l.channels.data());
    ASSERT_TRUE(created.ok()) << created.message();
    for (size_t rows : {s.rows, size_t{1}, s.rows}) {
      std::vector<float> got(rows * s.out, -99.f), want(rows * s.out);
      ASSERT_TRUE(op.run(l.x.data(), rows, got.data()).ok());
      linear_i8(l.x.data(), l.wq.data(), l.w_scales.data(), l.b.data(), l.input, l.shared_output, want.data(),
                rows, s.in, s.out, l.channels.data());
      size_t exact = 0;
      for (size_t i = 0; i < got.size(); ++i) {
        ASSERT_LE(std::fabs(got[i] - want[i]), l.shared_output.scale * l.channels[i % s.out] * 1.001f) << i;
        exact += got[i] == want[i];
      }
      EXPECT_GE(exact * 100, got.size() * 95) << exact << " of " << got.size();
    }
  }
}

// Per-row input steps (LinearQuant::row_scaled, kernels/row_steps.h): a layer whose input rows differ in
// magnitude by a factor of 1000, as tokens' activations do. The input parameters are calibrated on the rows
// divided by their largest magnitude, the output parameters on the divided rows' products without the bias.
struct RowLayer : Layer {
  std::vector<float> u;  // each row's largest magnitude
  ActivationQuant divided_input, divided_output;

  RowLayer(size_t in_, size_t out_, size_t rows_, uint32_t seed) : Layer(in_, out_, rows_, seed) {
    for (size_t n = 0; n < rows; ++n) {
      const float factor =
          rows > 1 ? std::pow(1e-3f, static_cast<float>(n) / static_cast<float>(rows - 1)) : 1.f;
      for (size_t i = 0; i < in; ++i) x[n * in + i] *= factor;
    }
    linear(x.data(), w.data(), b.data(), y_fp32.data(), rows, in, out);
    const auto [xmin, xmax] = std::minmax_element(x.begin(), x.end());
    const auto [ymin, ymax] = std::minmax_element(y_fp32.begin(), y_fp32.end());
    input = quant::activation_quant_from_range(*xmin, *xmax);
    output = quant::activation_quant_from_range(*ymin - 0.5f, *ymax + 0.5f);
    float xlo = 0.f, xhi = 0.f, ylo = 0.f, yhi = 0.f;
    u.resize(rows);
    for (size_t n = 0; n < rows; ++n) {
      float m = 0.f;
      for (size_t i = 0; i < in; ++i) m = std::max(m, std::fabs(x[n * in + i]));
      u[n] = m > 0.f ? m : 1.f;
      for (size_t i = 0; i < in; ++i) {
        xlo = std::min(xlo, x[n * in + i] / u[n]);
        xhi = std::max(xhi, x[n * in + i] / u[n]);
      }
      for (size_t o = 0; o < out; ++o) {
        const float v = (y_fp32[n * out + o] - b[o]) / u[n];
        ylo = std::min(ylo, v);
        yhi = std::max(yhi, v);
      }
    }
    divided_input = quant::activation_quant_from_range(xlo, xhi);
    divided_output = quant::activation_quant_from_range(ylo * 1.01f, yhi * 1.01f);
  }
};

// The documented arithmetic with per-row steps: each row onto the input grid by 1 / (input.scale · u), no
// bias in the accumulator, then y = output value · u + b.
std::vector<float> naive_row_linear_i8(const RowLayer& l) {
  std::vector<float> y(l.rows * l.out);
  for (size_t n = 0; n < l.rows; ++n) {
    const float inv = 1.f / (l.divided_input.scale * l.u[n]);
    for (size_t o = 0; o < l.out; ++o) {
      int64_t acc = 0;
      for (size_t i = 0; i < l.in; ++i) {
        const float q = std::clamp(
            std::nearbyint(l.x[n * l.in + i] * inv) + static_cast<float>(l.divided_input.zero_point), -128.f,
            127.f);
        acc += (static_cast<int64_t>(q) - l.divided_input.zero_point) * l.wq[o * l.in + i];
      }
      const float scale = l.divided_input.scale * l.w_scales[o] / l.divided_output.scale;
      const float qy = std::clamp(
          std::nearbyint(static_cast<float>(acc) * scale) + static_cast<float>(l.divided_output.zero_point),
          -128.f, 127.f);
      y[n * l.out + o] =
          l.divided_output.scale * (qy - static_cast<float>(l.divided_output.zero_point)) * l.u[n] + l.b[o];
    }
  }
  return y;
}

TEST(LinearI8, RowStepsMatchNaiveArithmetic) {
  uint32_t seed = 1100;
  for (const Shape s : kShapes) {
    SCOPED_TRACE(::testing::Message() << s.in << " -> " << s.out << " x" << s.rows);
    const RowLayer l(s.in, s.out, s.rows, seed += 3);
    std::vector<float> y(s.rows * s.out);
    linear_i8(l.x.data(), l.wq.data(), l.w_scales.data(), l.b.data(), l.divided_input, l.divided_output,
              y.data(), s.rows, s.in, s.out, nullptr, /*row_scaled=*/true);
    const auto want = naive_row_linear_i8(l);
    // Exact up to the last multiply-add, which the kernel's vector clones may fuse (one rounding fewer);
    // any error of the int8 arithmetic would be a whole output step, orders of magnitude more.
    for (size_t i = 0; i < y.size(); ++i) {
      ASSERT_NEAR(y[i], want[i], 1e-6f * (std::fabs(want[i]) + std::fabs(l.b[i % s.out])) + 1e-12f) << i;
    }
  }
}

TEST(LinearI8, RowStepsResolveSmallRowsThatOneStepCannot) {
  // The smallest rows' inputs are below half of the static input step: one step per layer rounds them
  // (nearly) to zero and leaves only the bias, per-row steps keep every row within its own int8 rounding.
  const RowLayer l(256, 40, 12, 99);
  std::vector<float> fixed(l.rows * l.out), row(l.rows * l.out);
  linear_i8(l.x.data(), l.wq.data(), l.w_scales.data(), l.b.data(), l.input, l.output, fixed.data(), l.rows,
            l.in, l.out);
  linear_i8(l.x.data(), l.wq.data(), l.w_scales.data(), l.b.data(), l.divided_input, l.divided_output,
            row.data(), l.rows, l.in, l.out, nullptr, /*row_scaled=*/true);
  // Relative error of x Wᵀ (the bias is exact in both) over the smaller half of the rows.
  double fixed_error = 0, row_error = 0, norm = 0;
  for (size_t n = l.rows / 2; n < l.rows; ++n) {
    for (size_t o = 0; o < l.out; ++o) {
      const size_t i = n * l.out + o;
      fixed_error += std::pow(fixed[i] - l.y_fp32[i], 2);
      row_error += std::pow(row[i] - l.y_fp32[i], 2);
      norm += std::pow(l.y_fp32[i] - l.b[o], 2);
    }
  }
  EXPECT_GT(std::sqrt(fixed_error / norm), 0.5);  // most of the signal lost
  EXPECT_LT(std::sqrt(row_error / norm), 0.05);   // within int8 weight and input rounding
}

TEST_P(XnnpackInt8Test, RowStepsAgreeWithPortableWithinOneRowStep) {
  ASSERT_TRUE(xnnpack_initialize().ok());
  const size_t threads = GetParam();
  Pool pool(threads > 1 ? pthreadpool_create(threads) : nullptr);
  uint32_t seed = 1300;
  for (const Shape s : kShapes) {
    SCOPED_TRACE(::testing::Message() << s.in << " -> " << s.out << " x" << s.rows);
    const RowLayer l(s.in, s.out, s.rows, seed += 3);
    std::vector<int8_t> in_stage(s.rows * s.in), out_stage(s.rows * s.out);
    std::vector<float> row_stage(s.rows);
    const Int8Staging staging{in_stage.data(),  out_stage.data(), in_stage.size(),
                              out_stage.size(), row_stage.data(), row_stage.size()};
    // With and without channel multipliers (all 1: the same numbers, through the other code path).
    const std::vector<float> ones(s.out, 1.f);
    for (const float* channels : {static_cast<const float*>(nullptr), ones.data()}) {
      XnnpackLinear op;
      const Status created = op.create_int8(l.wq.data(), l.w_scales.data(), l.b.data(), s.in, s.out,
                                            l.divided_input, l.divided_output, staging, pool.get(), channels,
                                            /*row_scaled=*/true);
      ASSERT_TRUE(created.ok()) << created.message();
      EXPECT_TRUE(op.is_int8());
      for (size_t rows : {s.rows, size_t{1}, s.rows}) {
        std::vector<float> got(rows * s.out, -99.f), want(rows * s.out);
        ASSERT_TRUE(op.run(l.x.data(), rows, got.data()).ok());
        linear_i8(l.x.data(), l.wq.data(), l.w_scales.data(), l.b.data(), l.divided_input, l.divided_output,
                  want.data(), rows, s.in, s.out, channels, /*row_scaled=*/true);
        size_t exact = 0;
        for (size_t i = 0; i < got.size(); ++i) {
          const float step = l.divided_output.scale * l.u[i / s.out];
          // One output step of the row, plus the float rounding of adding the bias (FMA or not).
          ASSERT_LE(std::fabs(got[i] - want[i]), step * 1.001f + 1e-6f * std::fabs(want[i])) << i;
          exact += std::fabs(got[i] - want[i]) <= 1e-6f * std::fabs(want[i]);
        }
        EXPECT_GE(exact * 100, got.size() * 95) << exact << " of " << got.size();
      }
    }
  }
}

TEST(XnnpackInt8, RowStepsNeedRowStagingAndRefuseTooManyRows) {
  ASSERT_TRUE(xnnpack_initialize().ok());
  const RowLayer l(16, 8, 4, 5);
  std::vector<int8_t> in_stage(8 * l.in), out_stage(8 * l.out);
  std::vector<float> row_stage(2);
  XnnpackLinear op;
  Int8Staging staging{in_stage.data(), out_stage.data(), in_stage.size(), out_stage.size()};
  Status s = op.create_int8(l.wq.data(), l.w_scales.data(), l.b.data(), l.in, l.out, l.divided_input,
                            l.divided_output, staging, nullptr, nullptr, /*row_scaled=*/true);
  EXPECT_EQ(s.code(), ATTN_ERROR_INTERNAL);
  EXPECT_NE(std::string(s.message()).find("row staging"), std::string::npos) << s.message();
  EXPECT_FALSE(op.created());
  staging.row_scales = row_stage.data();
  staging.row_capacity = row_stage.size();
  ASSERT_TRUE(op.create_int8(l.wq.data(), l.w_scales.data(), l.b.data(), l.in, l.out, l.divided_input,
                             l.divided_output, staging, nullptr, nullptr, /*row_scaled=*/true)
                  .ok());
  std::vector<float> y(4 * l.out);
  s = op.run(l.x.data(), 4, y.data());  // the int8 staging holds 8 rows, the row staging 2
  EXPECT_EQ(s.code(), ATTN_ERROR_INTERNAL);
  EXPECT_NE(std::string(s.message()).find("row staging"), std::string::npos) << s.message();
  EXPECT_TRUE(op.run(l.x.data(), 2, y.data()).ok());
}

}  // namespace
}  // namespace attn::kernels
