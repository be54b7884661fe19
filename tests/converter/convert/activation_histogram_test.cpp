// ActivationHistograms against a sort: the clipped range leaves at most (1 - coverage) / 2 of the values
// outside on each side and is no more than one bin wider than the exact quantiles.
#include "converter/src/convert/activation_histogram.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "tests/support/rng.h"

namespace attn::convert {
namespace {

TEST(ActivationHistograms, ClippedRangeMatchesSortedQuantiles) {
  test::Rng rng(42);
  // Layer 0: input mostly in [-1, 1] with rare large outliers; output a skewed ReLU-like distribution.
  const size_t rows = 50, in = 40, out = 30;
  std::vector<float> x(rows * in), y(rows * out);
  for (float& v : x) v = (rng.next() % 500 == 0) ? rng.uniform(40.f) : rng.uniform(1.f);
  for (float& v : y) v = std::max(0.f, rng.uniform(3.f)) * std::max(0.f, rng.uniform(3.f));

  quant::RangeObserver ranges(1);
  ranges.observe(0, x.data(), rows, in, y.data(), out);
  const size_t bins = 4096;
  ActivationHistograms histograms(ranges.inputs(), ranges.outputs(), bins);
  histograms.observe(0, x.data(), rows, in, y.data(), out);
  histograms.observe(7, x.data(), rows, in, y.data(), out);  // an index past the layers is ignored

  for (double coverage : {1.0, 0.9999, 0.999, 0.99, 0.9}) {
    SCOPED_TRACE(coverage);
    const struct {
      std::vector<float> values;
      quant::RangeObserver::Range exact, clipped;
    } cases[] = {{x, ranges.inputs()[0], histograms.clipped_input(0, coverage)},
                 {y, ranges.outputs()[0], histograms.clipped_output(0, coverage)}};
    for (const auto& c : cases) {
      EXPECT_EQ(c.clipped.count, c.values.size());
      if (coverage == 1.0) {
        EXPECT_EQ(c.clipped.min, c.exact.min);
        EXPECT_EQ(c.clipped.max, c.exact.max);
        continue;
      }
      std::vector<float> sorted = c.values;
      std::sort(sorted.begin(), sorted.end());
      const size_t cut = static_cast<size_t>(static_cast<double>(sorted.size()) * (1.0 - coverage) / 2.0);
      size_t below = 0, above = 0;
      for (float v : sorted) {
        below += v < c.clipped.min;
        above += v > c.clipped.max;
      }
      EXPECT_LE(below, cut);
      EXPECT_LE(above, cut);
      // Tight: the edges sit within one bin of the exact quantiles sorted[cut] and sorted[n - 1 - cut].
      const float bin = (c.exact.max - c.exact.min) / static_cast<float>(bins);
      EXPECT_GE(c.clipped.min, sorted[cut] - bin * 1.001f);
      EXPECT_LE(c.clipped.max, sorted[sorted.size() - 1 - cut] + bin * 1.001f);
      EXPECT_GE(c.clipped.min, c.exact.min);
      EXPECT_LE(c.clipped.max, c.exact.max);
    }
  }
  // Outliers are 1 in 500: clipping 0.1% from each side must cut the input range well below its maximum.
  EXPECT_LT(histograms.clipped_input(0, 0.99).max, 0.5f * ranges.inputs()[0].max);
}

TEST(ActivationHistograms, ConstantValuesKeepTheirRange) {
  const std::vector<float> constant(64, 2.5f);
  quant::RangeObserver ranges(1);
  ranges.observe(0, constant.data(), 8, 8, constant.data(), 8);
  ActivationHistograms histograms(ranges.inputs(), ranges.outputs(), 16);
  histograms.observe(0, constant.data(), 8, 8, constant.data(), 8);
  const auto clipped = histograms.clipped_input(0, 0.5);
  EXPECT_EQ(clipped.min, 2.5f);
  EXPECT_EQ(clipped.max, 2.5f);
  EXPECT_EQ(clipped.count, 64u);
}

}  // namespace
}  // namespace attn::convert
