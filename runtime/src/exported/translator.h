// Exported runtime internal: the Translator below the C API (runtime/src/translate/translator.h) with its
// hooks — the linear backend to run on, padded batches.
//
// Who uses it: bench/translate_bench.cpp, which compares the linear backends and batch sizes.
//
// This folder is the only way into the runtime's internals from converter/, bench/ and cli/
// (tests/architecture/include_rules.cpp checks it).
#pragma once

#include "runtime/src/kernels/xnnpack_linear.h"
#include "runtime/src/translate/translator.h"
