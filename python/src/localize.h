// attn._attn._localize: one catalog file filled by localize/src/fill/localize_file.h, for attn.localize()
// (python/attn/localize.py), which chooses the models through the package's own model search.
#pragma once

#include <nanobind/nanobind.h>

namespace attn::python {

void bind_localize(nanobind::module_& m);

}  // namespace attn::python
