// What stops a translator's call before it is done: a cancel request made after the call began (from any
// thread, attn_translator_cancel), or the call's time limit passing (attn_translator_set_time_limit). The
// translator marks the start of every public call; the work checks at its stopping points (before a
// sentence's encoder pass, and before every decoder step: search/decoding.h).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>

#include "base/src/core/status.h"

namespace attn {

class CallStop {
 public:
  // The call running now (on another thread) stops at its next check; a call that starts later is not
  // affected. Safe from any thread.
  void cancel() { cancel_requests_.fetch_add(1, std::memory_order_relaxed); }
  // Every later call stops at its first check after `milliseconds` from its start; 0: no limit.
  void set_time_limit(uint32_t milliseconds) { time_limit_ms_ = milliseconds; }

  // Marks the start of a call: the cancellations it answers to come after this, its time limit counts from
  // now.
  void begin_call();
  // StatusCode::kCancelled when the call was cancelled or ran past its time limit, else OK.
  Status check() const;

 private:
  // cancel() counts requests; a call answers to those made after it began.
  std::atomic<uint64_t> cancel_requests_{0};
  uint64_t call_cancel_mark_ = 0;
  uint32_t time_limit_ms_ = 0;
  std::chrono::steady_clock::time_point call_start_;
};

}  // namespace attn
