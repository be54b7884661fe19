// Exported runtime internal: the int8 and int4 weight quantization (runtime/src/quant/quantization.h) —
// symmetric, one scale per output channel.
//
// Who uses it: the converter, which quantizes weights with the very rounding the runtime's tests share;
// bench/linear_bench.cpp, which quantizes the weights it times.
//
// This folder is the only way into the runtime's internals from converter/, bench/ and cli/
// (tests/architecture/include_rules.cpp checks it).
#pragma once

#include "runtime/src/quant/quantization.h"
