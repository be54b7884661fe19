// The bookkeeping of a batch call (attn_translate_batch, attn_translate_batch_ids) over Engine::translate's
// chunked loop: inputs [0, count) loaded in order, each with its own status. An input that fails to load, or
// whose batch fails to run, fails alone and translates to nothing; the call goes on. Its outcome:
// BUFFER_TOO_SMALL first (the caller must grow out and call again), else the first failed input (its index in
// the message), else OK.
#pragma once

#include <cstddef>

#include "base/src/core/status.h"
#include "runtime/src/translate/status_array.h"

namespace attn::translate {

class IndexedCall {
 public:
  // what: an input's name in messages ("text", "source"); statuses [count].
  IndexedCall(const char* what, size_t count, StatusArray statuses)
      : what_(what), count_(count), statuses_(statuses) {}

  // Engine::translate's load: the next input, loaded into `slot` by load_input(i, slot) -> Status, which
  // becomes its status; false once every input is loaded.
  template <typename LoadInput>
  Result<bool> load(size_t slot, LoadInput&& load_input) {
    if (loaded_ == count_) return false;
    const size_t i = loaded_++;
    const Status loaded = load_input(i, slot);
    statuses_.set(i, loaded.code());
    if (!loaded.ok()) fail(i, loaded);
    return true;
  }

  // Engine::translate's take: the n inputs just run (ran: the run's status), each written by write(i, slot)
  // in order; where the run failed, every one of them that had not failed already fails with its status.
  template <typename Write>
  Status take(size_t n, const Status& ran, Write&& write) {
    const size_t first = taken_;
    taken_ += n;
    for (size_t i = first; i < first + n && !ran.ok(); ++i) {
      if (statuses_[i] == StatusCode::kOk) fail(i, ran);
    }
    for (size_t j = 0; j < n; ++j) write(first + j, j);
    return Status::Ok();
  }

  // Input i failed with status (its status becomes status's code).
  void fail(size_t i, const Status& status);

  // The call's status: needed (in units) is what the translations take in the caller's buffer of capacity.
  Status finish(const char* function, size_t needed, size_t capacity, const char* unit) const;

 private:
  const char* what_;
  size_t count_;
  StatusArray statuses_;
  size_t loaded_ = 0;
  size_t taken_ = 0;
  size_t failures_ = 0;
  Status first_;
};

}  // namespace attn::translate
