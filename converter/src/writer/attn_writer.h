// Writes .attn model files: the FlatBuffer (architecture, tokenizer, tensor table, metadata) followed by each
// tensor's bytes at a 64-byte aligned offset, exactly as schema/attn.fbs's header comment and
// schema/README.md describe. write_model() refuses contents the runtime would refuse: it verifies its own
// output with the runtime's loader, so attn-convert can never ship a file libattn cannot load.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "attn/schema/attn_generated.h"
#include "base/src/core/status.h"

namespace attn::convert {

struct TensorData {
  std::string name;
  std::vector<uint32_t> shape;
  schema::ElementType type = schema::ElementType::F32;
  std::vector<uint8_t> bytes;  // little-endian, row-major
  std::vector<float> scales;   // I8 and I4: one per output channel (shape[0]); I4B: one per block
  uint32_t block_size = 0;     // I4B only: input channels per scale
  // The embedding or the vocabulary projection (model_spec.h's TensorEntry::vocabulary): read row by row too.
  bool vocabulary = false;
};

struct ModelContents {
  schema::ArchitectureT architecture;
  schema::TokenizerT tokenizer;
  std::string source_language, target_language;
  std::vector<std::pair<std::string, std::string>> metadata;
  std::vector<TensorData> tensors;  // any order; written in this order
  // Marian's target.spm: decodes target ids (schema Model.target_tokenizer); absent for one shared tokenizer.
  std::optional<schema::TokenizerT> target_tokenizer;
  std::optional<schema::ShortlistT> shortlist;  // the vocabulary shortlist, when one was built
};

// The oldest format version that carries contents (format_version.h): 9 for I4B weights or a shortlist with
// varint candidates, 8 for a 4-bit embedding, 7 for a shortlist with uint16 candidates, else 6 for int4
// weights, else 5 for int8 weights (their input quantized at run time), else 2 when they use a version-2
// feature, else 1, so that models without them stay readable by older runtimes.
uint32_t format_version_for(const ModelContents& contents);

// The whole .attn file, verified by loading it back (tokenizer included); the error names what is wrong.
Result<std::vector<uint8_t>> write_model(const ModelContents& contents);

// write_model(), then written atomically: a temporary file beside path, fsync, rename, fsync of the
// directory. A crash never leaves a partial file under path.
Status write_model_file(const ModelContents& contents, const std::string& path);

// The file exactly as laid out from contents, with no checks at all (sizes are taken from the bytes given,
// scales written as given). For tests that need deliberately invalid files; converters use write_model().
std::vector<uint8_t> write_model_unchecked(const ModelContents& contents);

}  // namespace attn::convert
