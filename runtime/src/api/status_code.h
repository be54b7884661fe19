// Where the project's failure kinds (StatusCode, base/src/core/status.h) meet the public API's attn_status:
// every C API function returns to_attn_status of its Status's code, and reads a caller's codes back with
// to_status_code. Each StatusCode has the attn_status of its name, and the same value (so that a program of
// the public API that also uses base/, as localize/ does, converts a code with a cast); the switches name
// every enumerator (-Wswitch), and the static_assert below checks both.
#pragma once

#include "attn/attn.h"
#include "base/src/core/status.h"

namespace attn {

constexpr attn_status to_attn_status(StatusCode code) {
  switch (code) {
    case StatusCode::kOk:
      return ATTN_OK;
    case StatusCode::kInvalidArgument:
      return ATTN_ERROR_INVALID_ARGUMENT;
    case StatusCode::kIo:
      return ATTN_ERROR_IO;
    case StatusCode::kInvalidModel:
      return ATTN_ERROR_INVALID_MODEL;
    case StatusCode::kUnsupported:
      return ATTN_ERROR_UNSUPPORTED;
    case StatusCode::kOutOfMemory:
      return ATTN_ERROR_OUT_OF_MEMORY;
    case StatusCode::kInputTooLong:
      return ATTN_ERROR_INPUT_TOO_LONG;
    case StatusCode::kBufferTooSmall:
      return ATTN_ERROR_BUFFER_TOO_SMALL;
    case StatusCode::kInternal:
      return ATTN_ERROR_INTERNAL;
    case StatusCode::kCancelled:
      return ATTN_ERROR_CANCELLED;
  }
  return ATTN_ERROR_INTERNAL;  // not a StatusCode
}

// A caller's status as the C ABI passes it: an int, since C lets any int stand in an attn_status (in C++ an
// attn_status outside its enumerators' range is undefined). A value outside attn_status is kInternal.
constexpr StatusCode to_status_code(int status) {
  switch (status) {
    case ATTN_OK:
      return StatusCode::kOk;
    case ATTN_ERROR_INVALID_ARGUMENT:
      return StatusCode::kInvalidArgument;
    case ATTN_ERROR_IO:
      return StatusCode::kIo;
    case ATTN_ERROR_INVALID_MODEL:
      return StatusCode::kInvalidModel;
    case ATTN_ERROR_UNSUPPORTED:
      return StatusCode::kUnsupported;
    case ATTN_ERROR_OUT_OF_MEMORY:
      return StatusCode::kOutOfMemory;
    case ATTN_ERROR_INPUT_TOO_LONG:
      return StatusCode::kInputTooLong;
    case ATTN_ERROR_BUFFER_TOO_SMALL:
      return StatusCode::kBufferTooSmall;
    case ATTN_ERROR_INTERNAL:
      return StatusCode::kInternal;
    case ATTN_ERROR_CANCELLED:
      return StatusCode::kCancelled;
  }
  return StatusCode::kInternal;
}

namespace status_code_detail {
// Every StatusCode, kOk to kCancelled (the last), goes to the attn_status of its value and comes back as
// itself, and every attn_status is one of them.
constexpr bool every_code_round_trips() {
  constexpr int kCount = static_cast<int>(StatusCode::kCancelled) + 1;
  for (int i = 0; i < kCount; ++i) {
    const StatusCode code = static_cast<StatusCode>(i);
    if (static_cast<int>(to_attn_status(code)) != i || to_status_code(to_attn_status(code)) != code)
      return false;
  }
  return kCount == ATTN_ERROR_CANCELLED + 1;
}
}  // namespace status_code_detail
static_assert(status_code_detail::every_code_round_trips(), "a StatusCode without its own attn_status");

}  // namespace attn
