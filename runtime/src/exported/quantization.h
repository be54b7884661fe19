// Exported runtime internal: the int8 arithmetic (runtime/src/quant/quantization.h) — per-channel weight
// scales, affine activation points, range observers — and the per-row input steps' row factor
// (runtime/src/kernels/row_steps.h).
//
// Who uses it: the converter, which quantizes weights and calibrates activation points with the very rounding
// the runtime's kernels undo; bench/linear_bench.cpp, which quantizes the weights it times.
//
// This folder is the only way into the runtime's internals from converter/, bench/ and cli/
// (tests/architecture/include_rules.cpp checks it).
#pragma once

#include "runtime/src/kernels/row_steps.h"
#include "runtime/src/quant/quantization.h"
