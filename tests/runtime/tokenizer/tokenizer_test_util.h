// Shared helpers for the tokenizer tests: load a SentencePiece model both into libsentencepiece (the oracle)
// and, through import_sentencepiece and a FlatBuffer, into attn::Tokenizer.
#pragma once

#include <sentencepiece_processor.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "attn/schema/attn_generated.h"
#include "base/src/core/status.h"
#include "runtime/src/tokenizer/tokenizer.h"

namespace attn::testing {

// Path of a fixture model in tests/data/spm.
std::string spm_fixture_path(const std::string& name);
std::string read_file(const std::string& path);

// Serializes a TokenizerT the way the model file stores it and returns the FlatBuffer bytes.
std::vector<uint8_t> build_table(const schema::TokenizerT& t);
const schema::Tokenizer& table_of(const std::vector<uint8_t>& bytes);

// Creates a Tokenizer straight from a TokenizerT.
Result<Tokenizer> create_from(const schema::TokenizerT& t);

struct LoadedModel {
  std::string serialized;
  sentencepiece::SentencePieceProcessor spm;
  schema::TokenizerT table;
  Tokenizer tokenizer;

  // attn encode with a workspace sized by workspace_bytes(); fails the test on error.
  std::vector<int32_t> encode(const std::string& text) const;
  std::string decode(const std::vector<int32_t>& ids) const;
  std::vector<int32_t> spm_encode(const std::string& text) const;
  std::string spm_decode(const std::vector<int32_t>& ids) const;
};

// Loads a serialized ModelProto; nullptr (with a gtest failure) if either side refuses it.
std::unique_ptr<LoadedModel> load_model(std::string serialized);
std::unique_ptr<LoadedModel> load_fixture(const std::string& name);

// Trains a small SentencePiece model in memory (spm_train flags in args) on lines of ddtp-en-de train.en/.de
// or, if the shared data is absent, on built-in sentences. Returns the serialized ModelProto, or "" on error.
std::string train_small_model(const std::string& args, size_t max_lines = 1600);

std::string format_ids(const std::vector<int32_t>& ids);
bool shared_data_available();
std::string shared_data_file(const std::string& relative);

}  // namespace attn::testing
