// Exported runtime internal: a loaded, verified .attn model (runtime/src/format/model.h) — the same load and
// checks as attn_model_load_file, with the schema's tables in view.
//
// Who uses it, and why not the C API: the converter reads back every file it writes (attn_writer);
// `attn inspect` and `attn models` print what a verified file stores (its architecture,
// tokenizer, tensors and metadata), which the C API does not describe; bench loads models to time them.
//
// This folder is the only way into the runtime's internals from converter/, bench/ and cli/
// (tests/architecture/include_rules.cpp checks it); what a header here exports is kept usable for them.
#pragma once

#include "runtime/src/format/model.h"
