// Small random-weight models for tests: a valid ModelContents (weights, a synthetic SentencePiece-style
// tokenizer whose piece count is exactly the architecture's vocab_size, languages, metadata) and its .attn
// bytes.
#pragma once

#include <cstdint>
#include <vector>

#include "converter/src/writer/attn_writer.h"
#include "runtime/src/format/model_weights.h"

namespace attn::test {

// A small valid architecture (d_model 32, 4 heads, d_ff 64, 2+2 layers, vocab 300, post-norm, tied).
Architecture small_architecture();
// The smallest interesting model (1+1 layers, d_model 8, vocab 24 without byte fallback): its FlatBuffer part
// is a few KB, so bit-flip sweeps and fuzz seeds over it stay fast, also under the sanitizers.
Architecture tiny_architecture();

// Weights ~ U(-a, a) with a = sqrt(6 / (fan_in + fan_out)) (Xavier/Glorot) for matrices, biases ~ U(-0.1,
// 0.1), layer-norm gains ~ 1 + U(-0.1, 0.1). Deterministic in seed. With matrix_type == I8 every 2-D weight
// matrix is quantized symmetrically per row (scale = max|w| / 127); the layers then quantize their input at
// run time (format version 5). With matrix_type == I4 the linear layers' matrices are 4-bit
// (quant::quantize_rows_int4) and the embedding and vocabulary projection I8, as attn-convert --quantize
// int4 --keep-int8 output stores them (format version 6), or with vocabulary_type kInt4 I4 too, as
// attn-convert --quantize int4 --int4-blocks none stores them (format version 8), or with kInt4Blocks I4B
// in blocks of 32 (d_model a multiple of 32), as attn-convert --quantize int4 stores them (format version 9).
// arch.vocab_size must be at least 8: the
// tokenizer has pad 0, unk 1, bos 2, eos 3, then (when the vocabulary has room for them plus 16 more) the 256
// byte pieces with byte_fallback, then ASCII pieces up to exactly vocab_size.
enum class VocabularyType {
  kInt8,
  kInt4,
  kInt4Blocks
};  // with matrix_type I4: the embedding's and output's type
attn::convert::ModelContents random_model_contents(const Architecture& arch, uint64_t seed,
                                                   schema::ElementType matrix_type = schema::ElementType::F32,
                                                   VocabularyType vocabulary_type = VocabularyType::kInt8);

// random_model_contents() written by attn::convert::write_model (so verified); aborts the test on failure.
std::vector<uint8_t> random_model_bytes(const Architecture& arch, uint64_t seed,
                                        schema::ElementType matrix_type = schema::ElementType::F32,
                                        VocabularyType vocabulary_type = VocabularyType::kInt8);

// The synthetic tokenizer table alone (vocab_size pieces).
schema::TokenizerT random_tokenizer(uint32_t vocab_size);

}  // namespace attn::test
