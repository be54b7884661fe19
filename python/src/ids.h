// Token id lists across the boundary.
#pragma once

#include <nanobind/nanobind.h>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace attn::python {

// The ids of a sequence of ints; a non-int or one outside int32 is a TypeError / OverflowError naming
// argument.
std::vector<int32_t> ids_from_sequence(nanobind::handle sequence, const char* argument);
nanobind::list ids_to_list(const int32_t* ids, size_t count);

}  // namespace attn::python
