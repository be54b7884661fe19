#include "runtime/src/translate/indexed_call.h"

namespace attn::translate {

void IndexedCall::fail(size_t i, const Status& status) {
  statuses_.set(i, status.code());
  ++failures_;
  if (failures_ == 1) first_ = Status::Error(status.code(), "%s %zu: %s", what_, i, status.message());
}

Status IndexedCall::finish(const char* function, size_t needed, size_t capacity, const char* unit) const {
  if (needed > capacity) {
    return Status::Error(StatusCode::kBufferTooSmall, "%s: the %zu translations need %zu %s, out has %zu",
                         function, count_, needed, unit, capacity);
  }
  if (failures_ > 0) {
    return Status::Error(first_.code(), "%s: %zu of %zu failed; first: %s", function, failures_, count_,
                         first_.message());
  }
  return Status::Ok();
}

}  // namespace attn::translate
