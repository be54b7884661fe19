#include "trainer/src/train/lr_schedule.h"

#include <algorithm>
#include <cmath>

namespace attn::train {

double LrSchedule::at(int64_t step) const {
  const double s = static_cast<double>(std::max<int64_t>(step, 1));
  return scale * std::pow(static_cast<double>(d_model), -0.5) *
         std::min(std::pow(s, -0.5), s * std::pow(static_cast<double>(warmup), -1.5));
}

}  // namespace attn::train
