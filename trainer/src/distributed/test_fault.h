// A test hook that makes one rank fail on purpose, so that the tests can check that a job with a dead or
// hung rank ends with an error instead of hanging. Read once from the environment:
//   ATTN_TRAIN_TEST_FAULT=kill:RANK:STEP   that rank sends itself SIGKILL when it starts step STEP
//   ATTN_TRAIN_TEST_FAULT=stall:RANK:STEP  that rank sleeps for ever at step STEP (the others time out)
// Unset (every normal run), it costs one comparison per step.
#pragma once

#include <cstdint>

namespace attn::train::distributed {

void maybe_inject_test_fault(int rank, int64_t step);

}  // namespace attn::train::distributed
