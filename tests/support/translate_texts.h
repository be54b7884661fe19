// Translations of a few short texts through the C API, for tests that compare two ways of getting a model
// (copied buffer, read file, mapped file) by what they translate.
#pragma once

#include <string>
#include <vector>

#include "attn/attn.h"

namespace attn::test {

// Short texts the random test models' synthetic tokenizer covers.
const std::vector<std::string>& short_texts();

// Each of short_texts() translated with a translator of default options but beam_size, or an empty vector
// with a test failure when the translator cannot be created; a failed translation is a test failure too.
std::vector<std::string> translate_texts(const attn_model* model, int beam_size);

}  // namespace attn::test
