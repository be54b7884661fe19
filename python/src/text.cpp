#include "python/src/text.h"

namespace nb = nanobind;

namespace attn::python {

std::string utf8_bytes(nb::handle text, const char* argument) {
  if (PyBytes_Check(text.ptr())) {
    return std::string(PyBytes_AS_STRING(text.ptr()), static_cast<size_t>(PyBytes_GET_SIZE(text.ptr())));
  }
  if (PyUnicode_Check(text.ptr())) {
    // "surrogatepass" rather than strict: a str with a lone surrogate is bad input for attn, reported as
    // attn's invalid-UTF-8 error, not as a UnicodeEncodeError that callers would have to catch separately.
    nb::object encoded = nb::steal(PyUnicode_AsEncodedString(text.ptr(), "utf-8", "surrogatepass"));
    if (!encoded.is_valid()) throw nb::python_error();
    return std::string(PyBytes_AS_STRING(encoded.ptr()),
                       static_cast<size_t>(PyBytes_GET_SIZE(encoded.ptr())));
  }
  throw nb::type_error(
      (std::string(argument) + " must be str or bytes, not " + nb::type_name(text.type()).c_str()).c_str());
}

nb::str to_str(std::string_view utf8) { return nb::str(utf8.data(), utf8.size()); }

}  // namespace attn::python
