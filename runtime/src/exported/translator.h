// Exported runtime internal: the Translator below the C API (runtime/src/model/translator.h) with its hooks —
// a kernels::LinearObserver that sees every linear layer's input and output (runtime/src/kernels/
// xnnpack_linear.h), the linear backend to run on.
//
// Who uses it: the converter's calibration, which translates sample text with an observer attached to
// measure activation ranges; bench/translate_bench.cpp, which compares the linear backends and batch sizes.
//
// This folder is the only way into the runtime's internals from converter/, bench/ and cli/
// (tests/architecture/include_rules.cpp checks it).
#pragma once

#include "runtime/src/kernels/xnnpack_linear.h"
#include "runtime/src/model/translator.h"
