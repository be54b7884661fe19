#include "runtime/src/core/call_stop.h"

namespace attn {

void CallStop::begin_call() {
  call_cancel_mark_ = cancel_requests_.load(std::memory_order_relaxed);
  if (time_limit_ms_ != 0) call_start_ = std::chrono::steady_clock::now();
}

Status CallStop::check() const {
  if (cancel_requests_.load(std::memory_order_relaxed) != call_cancel_mark_) {
    return Status::Error(StatusCode::kCancelled, "translate: cancelled by attn_translator_cancel");
  }
  if (time_limit_ms_ != 0) {
    const auto elapsed =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - call_start_);
    if (elapsed.count() >= time_limit_ms_) {
      return Status::Error(StatusCode::kCancelled,
                           "translate: the time limit of %u ms passed (after %lld ms)", time_limit_ms_,
                           static_cast<long long>(elapsed.count()));
    }
  }
  return Status::Ok();
}

}  // namespace attn
