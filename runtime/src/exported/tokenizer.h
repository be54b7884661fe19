// Exported runtime internal: the runtime's tokenizer (runtime/src/tokenizer/tokenizer.h), built straight from
// the schema's Tokenizer table without a model file around it.
//
// Who uses it: bench/tokenizer_bench.cpp, which times it against SentencePiece on the same vocabulary.
//
// This folder is the only way into the runtime's internals from converter/, bench/ and cli/
// (tests/architecture/include_rules.cpp checks it).
#pragma once

#include "runtime/src/tokenizer/tokenizer.h"
