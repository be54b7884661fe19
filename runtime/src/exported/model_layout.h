// Exported runtime internal: what a .attn file must hold — the format version the runtime reads
// (format_version.h), the tensors an architecture needs with their names, shapes and element types
// (model_spec.h), what each element type stores (element_types.h) and the weight views over them
// (model_weights.h).
//
// Who uses it: the converter, which writes files to this layout and checks checkpoints against it. One
// definition serves the writer and the runtime's verifier, so the two cannot disagree about a file.
//
// This folder is the only way into the runtime's internals from converter/, bench/ and cli/
// (tests/architecture/include_rules.cpp checks it).
#pragma once

#include "runtime/src/format/element_types.h"
#include "runtime/src/format/format_version.h"
#include "runtime/src/format/model_spec.h"
#include "runtime/src/format/model_weights.h"
