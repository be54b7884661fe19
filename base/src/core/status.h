// Errors without exceptions: every fallible function of the project returns a Status or a Result<T>.
// A Status carries a StatusCode (what kind of failure) and a message naming the problem. The message lives in
// a fixed inline buffer so that creating an error never allocates (the translate path must not).
#pragma once

#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <utility>

namespace attn {

// The kinds of failure. The C API reports each as the public status of the same name and value
// (runtime/src/api/status_code.h maps them both ways and checks that); base knows nothing of the public API.
enum class StatusCode {
  kOk,
  kInvalidArgument,  // a null pointer, an option out of range, invalid UTF-8
  kIo,               // a file could not be opened, read or written
  kInvalidModel,     // a model (or checkpoint) failed verification
  kUnsupported,      // valid, but this build or this CPU cannot run it
  kOutOfMemory,
  kInputTooLong,    // more source bytes or tokens than the translator was created for
  kBufferTooSmall,  // the output buffer cannot hold the result
  kInternal,
  kCancelled,  // stopped: by a callback, a cancel request or a time limit
};

class [[nodiscard]] Status {
 public:
  static constexpr size_t kMaxMessage = 256;

  Status() = default;  // OK
  static Status Ok() { return Status(); }

  // printf-style message; truncated (never overflowed) past kMaxMessage - 1 bytes.
  [[gnu::format(printf, 2, 3)]] static Status Error(StatusCode code, const char* format, ...) {
    Status s;
    s.code_ = code;
    va_list args;
    va_start(args, format);
    std::vsnprintf(s.message_, kMaxMessage, format, args);
    va_end(args);
    return s;
  }

  bool ok() const { return code_ == StatusCode::kOk; }
  StatusCode code() const { return code_; }
  const char* message() const { return ok() ? "ok" : message_; }

 private:
  StatusCode code_ = StatusCode::kOk;
  char message_[kMaxMessage] = {};
};

// Result<T>: a T, or a non-OK Status. An OK Result always holds a value.
template <typename T>
class [[nodiscard]] Result {
 public:
  Result(T value) : has_value_(true), value_(std::move(value)) {}  // NOLINT: implicit by design
  Result(Status status) : status_(std::move(status)) {}           // NOLINT: implicit by design

  bool ok() const { return has_value_; }
  const Status& status() const { return status_; }
  T& value() & { return value_; }
  const T& value() const& { return value_; }
  T&& value() && { return std::move(value_); }
  T* operator->() { return &value_; }
  const T* operator->() const { return &value_; }

 private:
  Status status_;
  bool has_value_ = false;
  T value_{};
};

}  // namespace attn

// Early returns: ATTN_RETURN_IF_ERROR(expr) for Status, ATTN_ASSIGN_OR_RETURN(lhs, expr) for Result<T>.
#define ATTN_RETURN_IF_ERROR(expr)          \
  do {                                      \
    ::attn::Status attn_status_ = (expr);   \
    if (!attn_status_.ok()) return attn_status_; \
  } while (0)

#define ATTN_CONCAT_INNER_(a, b) a##b
#define ATTN_CONCAT_(a, b) ATTN_CONCAT_INNER_(a, b)
#define ATTN_ASSIGN_OR_RETURN(lhs, expr) ATTN_ASSIGN_OR_RETURN_IMPL_(ATTN_CONCAT_(attn_result_, __LINE__), lhs, expr)
#define ATTN_ASSIGN_OR_RETURN_IMPL_(tmp, lhs, expr) \
  auto tmp = (expr);                                \
  if (!tmp.ok()) return tmp.status();               \
  lhs = std::move(tmp).value()
