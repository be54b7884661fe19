// Reads a Hugging Face Marian directory (MarianMTModel, the format of the OPUS-MT models) into what the rest
// of the converter works on: a model description, the weights under attn's tensor names (docs/model.md) and
// the two tokenizer tables. Never runs Python; reads only files:
//
//   config.json        MarianConfig: the architecture, special ids, activation, embedding scale
//   model.safetensors  the weights (F32, F16 or BF16)
//   source.spm         SentencePiece model of the source language (encodes)
//   target.spm         SentencePiece model of the target language (decodes)
//   vocab.json         piece -> id of the shared vocabulary both map into (unknown pieces -> <unk>)
//
// Anything in the config that attn cannot reproduce exactly is refused by the name of its config.json key (or
// tensor), never approximated; see kRefusals in marian_import.cpp and the README's "Bring your own model".
#pragma once

#include <optional>
#include <string>

#include "attn/schema/attn_generated.h"
#include "base/src/checkpoint/safetensors.h"
#include "base/src/core/status.h"
#include "description/src/model_description.h"

namespace attn::convert {

struct MarianModel {
  ModelDescription description;         // languages from the caller or the directory's name
  checkpoint::SafetensorsFile weights;  // F32, renamed to attn's names, each checked against the description
  schema::TokenizerT source_tokenizer;  // source.spm with Tokenizer.ids from vocab.json
  schema::TokenizerT target_tokenizer;  // target.spm plus the vocabulary entries it lacks, with ids
};

// Reads and checks dir. source_language / target_language override (or supply) the language pair; without
// them the pair comes from a directory or "_name_or_path" named like "opus-mt-en-de".
Result<MarianModel> read_marian_dir(const std::string& dir, const std::optional<std::string>& source_language,
                                    const std::optional<std::string>& target_language);

}  // namespace attn::convert
