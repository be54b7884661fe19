// The per-input statuses of a batch call (Translator::translate_batch, translate_batch_ids), in the caller's
// array: StatusCode, or a code type of the caller's own (the C API's public status type), read and written
// through the caller's conversions, so that the translator needs no array of its own for a call of any size.
#pragma once

#include <cstddef>

#include "base/src/core/status.h"

namespace attn::translate {

class StatusArray {
 public:
  StatusArray(StatusCode* codes)  // NOLINT: implicit by design
      : array_(codes),
        get_([](void* a, size_t i) { return static_cast<StatusCode*>(a)[i]; }),
        set_([](void* a, size_t i, StatusCode code) { static_cast<StatusCode*>(a)[i] = code; }) {}

  // An array of Code (an unscoped enum, as C status types are), written as kTo(code) and read back through
  // kFrom of its integer value.
  template <typename Code, Code (*kTo)(StatusCode), StatusCode (*kFrom)(int)>
  static StatusArray of(Code* codes) {
    return StatusArray(
        codes, [](void* a, size_t i) { return kFrom(static_cast<Code*>(a)[i]); },
        [](void* a, size_t i, StatusCode code) { static_cast<Code*>(a)[i] = kTo(code); });
  }

  StatusCode operator[](size_t i) const { return get_(array_, i); }
  void set(size_t i, StatusCode code) const { set_(array_, i, code); }

 private:
  using Get = StatusCode (*)(void*, size_t);
  using Set = void (*)(void*, size_t, StatusCode);
  StatusArray(void* array, Get get, Set set) : array_(array), get_(get), set_(set) {}

  void* array_;
  Get get_;
  Set set_;
};

}  // namespace attn::translate
