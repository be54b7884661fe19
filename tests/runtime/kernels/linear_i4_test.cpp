// 4-bit weights (ElementType I4): the portable kernel linear_i4_dynamic against a double-precision
// restatement of its arithmetic and against the fp32 product, and XNNPACK's qc4w operators (the fastest
// kernels this CPU has, and the signed ones) against the portable kernel: odd out_features, with and without
// bias, batch sizes changing between runs, one and two threads.
#include "runtime/src/kernels/linear_i4.h"

#include <gtest/gtest.h>
#include <pthreadpool.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <tuple>
#include <vector>

#include "runtime/src/kernels/linear_i8.h"
#include "runtime/src/kernels/xnnpack_linear.h"
#include "runtime/src/quant/quantization.h"
#include "tests/runtime/kernels/kernel_test_util.h"

namespace attn::kernels {
namespace {

using test::Pool;
using test::random_vector;

struct Shape {
  size_t in, out;  // in even: two elements per byte, rows byte-aligned
};
constexpr Shape kShapes[] = {{2, 1},    {6, 3},      {18, 29},    {48, 72}, {72, 48},
                             {64, 256}, {256, 1024}, {1024, 256}, {250, 37}};

struct Layer {
  std::vector<float> w;  // fp32 [out, in]
  std::vector<uint8_t> wq;
  std::vector<float> w_scales, b;
  Layer(size_t in, size_t out, uint32_t seed)
      : w(random_vector(in * out, seed)), wq(in * out / 2), w_scales(out), b(random_vector(out, seed + 1)) {
    quant::quantize_rows_int4(w.data(), out, in, wq.data(), w_scales.data());
  }
  // Element (o, i)'s stored value before its scale, read the long way: nibble k = o · in + i of the matrix.
  int32_t value(size_t o, size_t i, size_t in) const {
    const size_t k = o * in + i;
    const uint8_t byte = wq[k / 2];
    const int nibble = k % 2 == 0 ? byte % 16 : byte / 16;
    return nibble - 8;
  }
};

TEST(LinearI4Dynamic, IsItsArithmeticRestatedAndNearTheFp32Product) {
  uint32_t seed = 1900;
  for (const Shape s : kShapes) {
    SCOPED_TRACE(::testing::Message() << s.in << " -> " << s.out);
    const Layer l(s.in, s.out, seed += 3);
    const size_t rows = 3;
    const auto x = random_vector(rows * s.in, seed += 3, 4.f);
    std::vector<float> y(rows * s.out);
    linear_i4_dynamic(x.data(), l.wq.data(), l.w_scales.data(), l.b.data(), y.data(), rows, s.in, s.out);
    for (size_t n = 0; n < rows; ++n) {
      const float* row = x.data() + n * s.in;
      const RowQuant p = dynamic_row_quant(row, s.in);
      for (size_t o = 0; o < s.out; ++o) {
        int64_t acc = 0;
        double exact = 0.0, magnitude = 0.0, weight_error = 0.0;
        for (size_t i = 0; i < s.in; ++i) {
          const double q = std::clamp(std::nearbyint(double{row[i]} / p.scale) + p.zero_point, -128.0, 127.0);
          const double wv = l.value(o, i, s.in);
          acc += (static_cast<int64_t>(q) - p.zero_point) * static_cast<int64_t>(wv);
          exact += double{row[i]} * l.w[o * s.in + i];
          magnitude += std::fabs(wv) * l.w_scales[o];
          weight_error += std::fabs(double{l.w[o * s.in + i]} - wv * l.w_scales[o]) * std::fabs(row[i]);
        }
        const double want = static_cast<double>(acc) * p.scale * l.w_scales[o] + l.b[o];
        const float got = y[n * s.out + o];
        ASSERT_NEAR(got, want, 4e-7 * (std::fabs(want) + std::fabs(l.b[o])) + 1e-30) << n << "," << o;
        // Against fp32: half an input step per element times the stored weights, plus the weights' own
        // rounding (measured here, since clipping makes it larger than half a step for the largest weights).
        const double bound = 0.5 * p.scale * magnitude + weight_error + 1e-5;
        ASSERT_LE(std::fabs(double{got} - (exact + l.b[o])), bound) << n << "," << o;
      }
    }
  }
}

using Params = std::tuple<size_t, XnnpackLinear::DynamicKernels>;  // threads, kernels
class XnnpackDynamicInt4Test : public ::testing::TestWithParam<Params> {};

TEST_P(XnnpackDynamicInt4Test, AgreesWithPortableForChangingBatchSizesAndRowsAreIndependent) {
  ASSERT_TRUE(xnnpack_initialize().ok());
  const auto [threads, kernels] = GetParam();
  Pool pool(threads > 1 ? pthreadpool_create(threads) : nullptr);
  uint32_t seed = 1700;
  constexpr size_t kMaxRows = 40;
  for (const Shape s : kShapes) {
    for (bool with_bias : {false, true}) {
      SCOPED_TRACE(::testing::Message() << s.in << " -> " << s.out << (with_bias ? " bias" : ""));
      const Layer l(s.in, s.out, seed += 3);
      const float* bias = with_bias ? l.b.data() : nullptr;
      std::vector<int8_t> stage(kMaxRows * s.in);
      const Int8Staging staging{stage.data(), stage.size()};
      XnnpackLinear op;
      const Status created = op.create_int4_dynamic(l.wq.data(), l.w_scales.data(), bias, s.in, s.out,
                                                    kMaxRows, staging, pool.get(), kernels);
      ASSERT_TRUE(created.ok()) << created.message();
      EXPECT_TRUE(op.is_int8());
      EXPECT_TRUE(op.is_int4());
      const auto x = random_vector(kMaxRows * s.in, seed += 3, 3.f);
      std::vector<float> alone(s.out);
      for (size_t rows : {size_t{1}, size_t{31}, kMaxRows, size_t{17}, size_t{7}}) {
        std::vector<float> got(rows * s.out, NAN), want(rows * s.out);
        ASSERT_TRUE(op.run(x.data(), rows, got.data()).ok());
        linear_i4_dynamic(x.data(), l.wq.data(), l.w_scales.data(), bias, want.data(), rows, s.in, s.out);
        // Exact integer sums on the same grid; XNNPACK's SIMD kernels may fuse the last multiply-add.
        for (size_t i = 0; i < got.size(); ++i) {
          ASSERT_NEAR(got[i], want[i], 1e-6f * std::max(1.f, std::fabs(want[i])))
              << "rows " << rows << " at " << i;
        }
        // A row's result does not depend on the rows beside it: the last row run alone.
        ASSERT_TRUE(op.run(x.data() + (rows - 1) * s.in, 1, alone.data()).ok());
        SCOPED_TRACE(::testing::Message() << "the last of " << rows << " rows alone");
        ASSERT_NO_FATAL_FAILURE(
            test::expect_row_as_among_others(alone.data(), got.data() + (rows - 1) * s.out, s.out, false));
      }
      // More rows than planned is a planning bug, reported as such.
      std::vector<float> y((kMaxRows + 1) * s.out);
      const std::vector<float> big((kMaxRows + 1) * s.in, 1.f);
      EXPECT_EQ(op.run(big.data(), kMaxRows + 1, y.data()).code(), StatusCode::kInternal);
    }
  }
}

// Block scales (ElementType I4B): the portable kernel against its arithmetic restated in double, block by
// block, and XNNPACK's qd8_f32_qb4w operator against the portable kernel, one and two threads.
struct BlockLayer {
  size_t in, out, block;
  std::vector<float> w, scales, b;
  std::vector<uint8_t> wq;
  BlockLayer(size_t in_, size_t out_, size_t block_, uint32_t seed)
      : in(in_),
        out(out_),
        block(block_),
        w(random_vector(in * out, seed)),
        scales(out * in / block),
        b(random_vector(out, seed + 1)),
        wq(in * out / 2) {
    quant::quantize_blocks_int4(w.data(), out, in, block, wq.data(), scales.data());
  }
};
constexpr size_t kBlockShapes[][3] = {
    {32, 1, 32}, {64, 29, 32}, {256, 256, 32}, {256, 72, 128}, {1024, 48, 64}};

TEST(LinearI4BlocksDynamic, IsItsArithmeticRestated) {
  uint32_t seed = 2300;
  for (const auto& [in, out, block] : kBlockShapes) {
    SCOPED_TRACE(::testing::Message() << in << " -> " << out << " blocks of " << block);
    const BlockLayer l(in, out, block, seed += 3);
    const size_t rows = 3;
    const auto x = random_vector(rows * in, seed += 3, 4.f);
    std::vector<float> y(rows * out);
    linear_i4_blocks_dynamic(x.data(), l.wq.data(), l.scales.data(), block, l.b.data(), y.data(), rows, in,
                             out);
    for (size_t n = 0; n < rows; ++n) {
      const float* row = x.data() + n * in;
      const RowQuant p = dynamic_row_quant(row, in);
      for (size_t o = 0; o < out; ++o) {
        double want = 0.0, magnitude = 0.0;
        for (size_t b = 0; b < in / block; ++b) {
          int64_t acc = 0;
          for (size_t i = b * block; i < (b + 1) * block; ++i) {
            const double q =
                std::clamp(std::nearbyint(double{row[i]} / p.scale) + p.zero_point, -128.0, 127.0);
            acc += (static_cast<int64_t>(q) - p.zero_point) * quant::int4_value(l.wq.data(), o * in + i);
          }
          want += static_cast<double>(acc) * l.scales[o * (in / block) + b];
          magnitude += std::fabs(static_cast<double>(acc) * l.scales[o * (in / block) + b]);
        }
        want = want * p.scale + l.b[o];
        ASSERT_NEAR(y[n * out + o], want, 1e-6 * (magnitude * p.scale + std::fabs(want)) + 1e-30)
            << n << "," << o;
      }
    }
  }
}

class XnnpackBlocksInt4Test : public ::testing::TestWithParam<size_t> {};

TEST_P(XnnpackBlocksInt4Test, AgreesWithPortableForChangingBatchSizes) {
  ASSERT_TRUE(xnnpack_initialize().ok());
  Pool pool(GetParam() > 1 ? pthreadpool_create(GetParam()) : nullptr);
  uint32_t seed = 2500;
  constexpr size_t kMaxRows = 24;
  for (const auto& [in, out, block] : kBlockShapes) {
    for (bool with_bias : {false, true}) {
      SCOPED_TRACE(::testing::Message()
                   << in << " -> " << out << " blocks of " << block << (with_bias ? " bias" : ""));
      const BlockLayer l(in, out, block, seed += 3);
      const float* bias = with_bias ? l.b.data() : nullptr;
      std::vector<int8_t> stage(kMaxRows * in);
      const Int8Staging staging{stage.data(), stage.size()};
      XnnpackLinear op;
      const Status created = op.create_int4_blocks_dynamic(l.wq.data(), l.scales.data(), block, bias, in, out,
                                                           kMaxRows, staging, pool.get());
      ASSERT_TRUE(created.ok()) << created.message();
      EXPECT_TRUE(op.is_int8());
      EXPECT_TRUE(op.is_int4());
      const auto x = random_vector(kMaxRows * in, seed += 3, 3.f);
      for (size_t rows : {size_t{1}, kMaxRows, size_t{7}}) {
        std::vector<float> got(rows * out, NAN), want(rows * out);
        ASSERT_TRUE(op.run(x.data(), rows, got.data()).ok());
        linear_i4_blocks_dynamic(x.data(), l.wq.data(), l.scales.data(), block, bias, want.data(), rows, in,
                                 out);
        // The same exact block sums; XNNPACK adds the blocks in its own order.
        float scale = 0.f;
        for (float v : want) scale = std::max(scale, std::fabs(v));
        for (size_t i = 0; i < got.size(); ++i) {
          ASSERT_NEAR(got[i], want[i], 1e-5f * std::max(1.f, scale)) << "rows " << rows << " at " << i;
        }
      }
    }
  }
  // Blocks that do not divide the rows are refused.
  std::vector<int8_t> stage(64);
  std::vector<uint8_t> wq(48 / 2);
  std::vector<float> scales(2, 1.f);
  XnnpackLinear op;
  EXPECT_EQ(op.create_int4_blocks_dynamic(wq.data(), scales.data(), 32, nullptr, 48, 1, 1,
                                          Int8Staging{stage.data(), stage.size()}, pool.get())
                .code(),
            StatusCode::kInvalidModel);
}

INSTANTIATE_TEST_SUITE_P(Threads, XnnpackBlocksInt4Test, ::testing::Values(size_t{1}, size_t{2}));

INSTANTIATE_TEST_SUITE_P(ThreadsAndKernels, XnnpackDynamicInt4Test,
                         ::testing::Combine(::testing::Values(size_t{1}, size_t{2}),
                                            ::testing::Values(XnnpackLinear::DynamicKernels::kFastest,
                                                              XnnpackLinear::DynamicKernels::kSigned)));

}  // namespace
}  // namespace attn::kernels
