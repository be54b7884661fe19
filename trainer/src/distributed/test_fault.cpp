#include "trainer/src/distributed/test_fault.h"

#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace attn::train::distributed {
namespace {

struct Fault {
  enum Kind { kNone, kKill, kStall } kind = kNone;
  int rank = -1;
  long long step = -1;
};

Fault parse_fault() {
  Fault fault;
  const char* text = std::getenv("ATTN_TRAIN_TEST_FAULT");
  if (!text) return fault;
  char kind[16] = {};
  if (std::sscanf(text, "%15[a-z]:%d:%lld", kind, &fault.rank, &fault.step) != 3) return Fault{};
  if (std::strcmp(kind, "kill") == 0) fault.kind = Fault::kKill;
  if (std::strcmp(kind, "stall") == 0) fault.kind = Fault::kStall;
  return fault;
}

}  // namespace

void maybe_inject_test_fault(int rank, int64_t step) {
  static const Fault fault = parse_fault();
  if (fault.kind == Fault::kNone || fault.rank != rank || fault.step != step) return;
  std::fprintf(stderr, "attn-train: rank %d: ATTN_TRAIN_TEST_FAULT: %s at step %lld\n", rank,
               fault.kind == Fault::kKill ? "killing myself" : "stalling", static_cast<long long>(step));
  std::fflush(stderr);
  if (fault.kind == Fault::kKill) std::raise(SIGKILL);
  for (;;) pause();
}

}  // namespace attn::train::distributed
