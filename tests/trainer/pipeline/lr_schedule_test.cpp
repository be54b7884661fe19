// The paper's learning-rate schedule, against values computed independently (Python, double precision).
#include "trainer/src/train/lr_schedule.h"

#include <gtest/gtest.h>

namespace attn::train {
namespace {

TEST(LrSchedule, MatchesThePaperFormula) {
  const LrSchedule paper{512, 4000, 1.0};
  EXPECT_DOUBLE_EQ(paper.at(1), 1.746928107421711e-07);
  EXPECT_DOUBLE_EQ(paper.at(100), 1.746928107421711e-05);
  EXPECT_DOUBLE_EQ(paper.at(4000), 0.0006987712429686843);  // the peak, at the end of warmup
  EXPECT_DOUBLE_EQ(paper.at(16000), 0.00034938562148434214);
  EXPECT_DOUBLE_EQ(paper.at(0), paper.at(1));
  const LrSchedule scaled{256, 100, 2.0};
  EXPECT_DOUBLE_EQ(scaled.at(10), 0.00125);
}

TEST(LrSchedule, RisesThroughWarmupThenDecays) {
  const LrSchedule s{256, 50, 1.0};
  for (int step = 1; step < 50; ++step) EXPECT_LT(s.at(step), s.at(step + 1)) << step;
  for (int step = 50; step < 500; ++step) EXPECT_GT(s.at(step), s.at(step + 1)) << step;
}

}  // namespace
}  // namespace attn::train
