// The paper's learning rate (section 5.3): lr = scale · d_model^-0.5 · min(step^-0.5, step · warmup^-1.5),
// rising linearly for `warmup` steps, then decaying with the inverse square root of the step.
#pragma once

#include <cstdint>

namespace attn::train {

struct LrSchedule {
  int d_model = 256;
  int warmup = 4000;
  double scale = 1.0;

  // step counts from 1 (the first update); step 0 is treated as 1.
  double at(int64_t step) const;
};

}  // namespace attn::train
