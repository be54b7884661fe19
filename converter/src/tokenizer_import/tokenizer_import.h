// Imports a SentencePiece model (the serialized ModelProto that spm_train writes as *.model) into the model
// file's Tokenizer table: pieces, scores and types, special ids, byte_fallback, and the normalizer settings
// with the precompiled charsmap, so that attn::Tokenizer reproduces libsentencepiece exactly.
// Refuses (with a message) what the runtime tokenizer does not implement: model types other than unigram,
// treat_whitespace_as_suffix, a denormalizer, custom normalization rules without a precompiled charsmap,
// a non-default unk_surface.
#pragma once

#include <string>
#include <string_view>

#include "attn/schema/attn_generated.h"
#include "base/src/core/status.h"

namespace attn {

Status import_sentencepiece(std::string_view serialized_model_proto, schema::TokenizerT* out);

// Reads a .model file and imports it.
Status import_sentencepiece_file(const std::string& path, schema::TokenizerT* out);

}  // namespace attn
