// Text across the boundary: the C API takes and returns UTF-8 bytes.
#pragma once

#include <nanobind/nanobind.h>

#include <string>
#include <string_view>

namespace attn::python {

// The UTF-8 bytes of a str (lone surrogates are passed through as their 3-byte encodings, which the C API
// then rejects as invalid UTF-8 with a status, like any other bad input) or the bytes of a bytes object as
// they are. Anything else is a TypeError naming the argument.
std::string utf8_bytes(nanobind::handle text, const char* argument);

// A str from the runtime's UTF-8 output.
nanobind::str to_str(std::string_view utf8);

}  // namespace attn::python
