// How a failed C API call becomes a Python exception: the binding throws StatusError (on the thread that
// made the call, because attn_last_error_message() is thread-local), and the translator registered in
// module.cpp raises the attn.Error subclass that attn/errors.py registered for its kind and status.
#pragma once

#include <nanobind/nanobind.h>

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>

#include "attn/attn.h"
#include "attn/attn.hpp"

namespace attn::python {

// Which Python class a failure maps to. Most follow the C status; a closed object and a translator in use
// are misuses of the Python objects themselves, which the C API never sees.
enum class ErrorKind { kStatus, kClosed, kBusy };

class StatusError : public std::runtime_error {
 public:
  StatusError(ErrorKind kind, attn_status status, const std::string& message,
              std::optional<size_t> index = std::nullopt)
      : std::runtime_error(message), kind_(kind), status_(status), index_(index) {}
  ErrorKind kind() const { return kind_; }
  attn_status status() const { return status_; }
  // For translate_batch: which text failed.
  std::optional<size_t> index() const { return index_; }

 private:
  ErrorKind kind_;
  attn_status status_;
  std::optional<size_t> index_;
};

// Throws a StatusError with attn_last_error_message() when status is not ATTN_OK. Call it on the thread that
// made the C call, before any other attn_* call.
void check(attn_status status);
// The same for a status attn.hpp already captured (its message read on the calling thread).
void check(const attn::cpp::Status& status);

[[noreturn]] void throw_closed(const char* what);
[[noreturn]] void throw_busy();

// Defines _attn._set_error_classes and registers the exception translator.
void bind_errors(nanobind::module_& m);

}  // namespace attn::python
