// The extension module attn._attn: the C API of runtime/include/attn/attn.h as Python classes. The public
// package (python/attn/__init__.py) re-exports these and adds the exception classes and models().
#include <nanobind/nanobind.h>
#include <nanobind/stl/string.h>

#include <string>

#include "attn/attn.h"
#include "python/src/errors.h"
#include "python/src/localize.h"
#include "python/src/model.h"
#include "python/src/text_translation.h"
#include "python/src/translator.h"

namespace nb = nanobind;

NB_MODULE(_attn, m) {
  m.doc() = "attn's C API in Python; import attn, not this module.";
  // The package's version is the project's one version number (CMakeLists.txt's project()).
  m.attr("__version__") = ATTN_PACKAGE_VERSION;
  m.def(
      "library_version",
      [] {
        const uint32_t v = attn_version();
        return std::to_string(v >> 16) + "." + std::to_string((v >> 8) & 0xff) + "." +
               std::to_string(v & 0xff);
      },
      "The version of the attn C library this module was built with (attn_version()), 'major.minor.patch'.");
  m.def(
      "status_name",
      [](int status) { return std::string(attn_status_name(static_cast<attn_status>(status))); },
      nb::arg("status"), "attn_status_name: e.g. 'invalid model' for 3.");
  attn::python::bind_errors(m);
  attn::python::bind_model(m);
  attn::python::bind_text_translation(m);
  attn::python::bind_translator(m);
  attn::python::bind_localize(m);
}
