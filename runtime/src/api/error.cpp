#include "runtime/src/api/error.h"

#include <cstring>

#include "runtime/src/api/status_code.h"

namespace attn {
namespace {

thread_local char last_error[Status::kMaxMessage] = "ok";

}  // namespace

attn_status report(const Status& status) {
  if (!status.ok()) {
    const size_t length = strnlen(status.message(), sizeof(last_error) - 1);
    std::memcpy(last_error, status.message(), length);
    last_error[length] = '\0';
  }
  return to_attn_status(status.code());
}

}  // namespace attn

extern "C" {

uint32_t attn_version(void) {
  return (ATTN_VERSION_MAJOR << 16) | (ATTN_VERSION_MINOR << 8) | ATTN_VERSION_PATCH;
}

const char* attn_status_name(attn_status status) {
  switch (status) {
    case ATTN_OK: return "ok";
    case ATTN_ERROR_INVALID_ARGUMENT: return "invalid argument";
    case ATTN_ERROR_IO: return "i/o error";
    case ATTN_ERROR_INVALID_MODEL: return "invalid model";
    case ATTN_ERROR_UNSUPPORTED: return "unsupported";
    case ATTN_ERROR_OUT_OF_MEMORY: return "out of memory";
    case ATTN_ERROR_INPUT_TOO_LONG: return "input too long";
    case ATTN_ERROR_BUFFER_TOO_SMALL: return "buffer too small";
    case ATTN_ERROR_INTERNAL: return "internal error";
    case ATTN_ERROR_CANCELLED: return "cancelled";
  }
  return "unknown status";
}

const char* attn_last_error_message(void) { return attn::last_error; }

}  // extern "C"
