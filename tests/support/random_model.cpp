#include "tests/support/random_model.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <set>
#include <string>

#include "runtime/src/quant/quantization.h"
#include "tests/support/model_spec_lists.h"
#include "tests/support/rng.h"

namespace attn::test {
namespace {

std::vector<uint8_t> float_bytes(const std::vector<float>& values) {
  std::vector<uint8_t> bytes(values.size() * sizeof(float));
  std::memcpy(bytes.data(), values.data(), bytes.size());
  return bytes;
}

convert::TensorData make_tensor(const TensorSpec& spec, Rng& rng, schema::ElementType matrix_type,
                                VocabularyType vocabulary_type) {
  convert::TensorData t;
  t.name = spec.name;
  t.shape = spec.shape;
  t.vocabulary = spec.vocabulary;
  const bool is_gain = spec.role == TensorRole::kNormGain;
  size_t count = 1;
  for (uint32_t d : spec.shape) count *= d;
  std::vector<float> values(count);
  if (spec.shape.size() == 2) {
    const float bound = std::sqrt(6.f / static_cast<float>(spec.shape[0] + spec.shape[1]));
    for (float& v : values) v = rng.uniform(bound);
  } else {
    for (float& v : values) v = (is_gain ? 1.f : 0.f) + rng.uniform(0.1f);
  }
  const bool int4_allowed = !spec.vocabulary || vocabulary_type != VocabularyType::kInt8;
  const bool blocks = spec.vocabulary && vocabulary_type == VocabularyType::kInt4Blocks;
  if (spec.quantizable && matrix_type == schema::ElementType::I4 && blocks) {
    constexpr uint32_t kBlock = 32;  // the shape must hold whole blocks: the verifier refuses it otherwise
    t.type = schema::ElementType::I4B;
    t.block_size = kBlock;
    t.bytes.resize(count / 2);
    t.scales.resize(count / kBlock);
    quant::quantize_blocks_int4(values.data(), spec.shape[0], spec.shape[1], kBlock, t.bytes.data(),
                                t.scales.data());
  } else if (spec.quantizable && matrix_type == schema::ElementType::I4 && int4_allowed && count % 2 == 0) {
    t.type = schema::ElementType::I4;
    t.bytes.resize(count / 2);
    t.scales.resize(spec.shape[0]);
    quant::quantize_rows_int4(values.data(), spec.shape[0], spec.shape[1], t.bytes.data(), t.scales.data());
  } else if (spec.quantizable &&
             (matrix_type == schema::ElementType::I8 || matrix_type == schema::ElementType::I4)) {
    const uint32_t rows = spec.shape[0], cols = spec.shape[1];
    t.type = schema::ElementType::I8;
    t.bytes.resize(count);
    t.scales.resize(rows);
    for (uint32_t r = 0; r < rows; ++r) {
      float max_abs = 0.f;
      for (uint32_t c = 0; c < cols; ++c)
        max_abs = std::max(max_abs, std::fabs(values[size_t{r} * cols + c]));
      const float scale = max_abs > 0.f ? max_abs / 127.f : 1.f;
      t.scales[r] = scale;
      for (uint32_t c = 0; c < cols; ++c) {
        const float q = std::nearbyint(values[size_t{r} * cols + c] / scale);
        t.bytes[size_t{r} * cols + c] =
            static_cast<uint8_t>(static_cast<int8_t>(std::clamp(q, -127.f, 127.f)));
      }
    }
  } else {
    t.type = schema::ElementType::F32;
    t.bytes = float_bytes(values);
  }
  return t;
}

void add_piece(schema::TokenizerT* tokenizer, const std::string& text, float score, schema::PieceType type) {
  auto piece = std::make_unique<schema::PieceT>();
  piece->text = text;
  piece->score = score;
  piece->type = type;
  tokenizer->pieces.push_back(std::move(piece));
}

}  // namespace

Architecture tiny_architecture() {
  Architecture a;
  a.d_model = 8;
  a.heads = 2;
  a.d_ff = 16;
  a.encoder_layers = 1;
  a.decoder_layers = 1;
  a.vocab_size = 24;
  a.max_positions = 16;
  a.embedding_scale = 2.828f;
  return a;
}

Architecture small_architecture() {
  Architecture a;
  a.d_model = 32;
  a.heads = 4;
  a.d_ff = 64;
  a.encoder_layers = 2;
  a.decoder_layers = 2;
  a.vocab_size = 300;
  a.max_positions = 64;
  a.embedding_scale = std::sqrt(32.f);
  return a;
}

schema::TokenizerT random_tokenizer(uint32_t vocab_size) {
  schema::TokenizerT tokenizer;
  tokenizer.kind = schema::TokenizerKind::Unigram;
  tokenizer.pad_id = 0;
  tokenizer.unk_id = 1;
  tokenizer.bos_id = 2;
  tokenizer.eos_id = 3;
  tokenizer.normalizer_name = "identity";
  add_piece(&tokenizer, "<pad>", 0.f, schema::PieceType::Control);
  add_piece(&tokenizer, "<unk>", 0.f, schema::PieceType::Unknown);
  add_piece(&tokenizer, "<s>", 0.f, schema::PieceType::Control);
  add_piece(&tokenizer, "</s>", 0.f, schema::PieceType::Control);
  tokenizer.byte_fallback = vocab_size >= 4 + 256 + 16;
  if (tokenizer.byte_fallback) {
    for (int b = 0; b < 256; ++b) {
      char text[8];
      std::snprintf(text, sizeof(text), "<0x%02X>", b);
      add_piece(&tokenizer, text, 0.f, schema::PieceType::Byte);
    }
  }
  // Normal pieces: the word boundary, single ASCII characters, boundary + letter, letter pairs, then numbered
  // words for as long as needed. Longer pieces score higher so the Viterbi prefers them.
  const std::string space = "\xE2\x96\x81";  // U+2581
  std::vector<std::string> candidates = {space};
  for (char c = 'a'; c <= 'z'; ++c) candidates.push_back(std::string(1, c));
  for (char c = 'A'; c <= 'Z'; ++c) candidates.push_back(std::string(1, c));
  for (char c = '0'; c <= '9'; ++c) candidates.push_back(std::string(1, c));
  for (char c : std::string(".,!?'-:;()\"")) candidates.push_back(std::string(1, c));
  for (char c = 'a'; c <= 'z'; ++c) candidates.push_back(space + c);
  for (char a = 'a'; a <= 'z'; ++a) {
    for (char b = 'a'; b <= 'z'; ++b) candidates.push_back(std::string{a, b});
  }
  size_t next_word = 0;
  std::set<std::string> seen;
  for (size_t i = 0; tokenizer.pieces.size() < vocab_size; ++i) {
    std::string text = i < candidates.size() ? candidates[i] : space + "w" + std::to_string(next_word++);
    if (!seen.insert(text).second) continue;
    const float length = static_cast<float>(text.size());
    add_piece(&tokenizer, text, -10.f + 2.f * length - 0.001f * static_cast<float>(i),
              schema::PieceType::Normal);
  }
  return tokenizer;
}

convert::ModelContents random_model_contents(const Architecture& arch, uint64_t seed,
                                             schema::ElementType matrix_type,
                                             VocabularyType vocabulary_type) {
  convert::ModelContents contents;
  contents.architecture = architecture_to_schema(arch);
  contents.tokenizer = random_tokenizer(arch.vocab_size);
  contents.source_language = "en";
  contents.target_language = "de";
  contents.metadata = {{"generator", "attn::test::random_model_contents"}, {"seed", std::to_string(seed)}};
  Rng rng(seed);
  for (const TensorSpec& spec : expected_tensors(arch))
    contents.tensors.push_back(make_tensor(spec, rng, matrix_type, vocabulary_type));
  return contents;
}

std::vector<uint8_t> random_model_bytes(const Architecture& arch, uint64_t seed,
                                        schema::ElementType matrix_type, VocabularyType vocabulary_type) {
  Result<std::vector<uint8_t>> bytes =
      convert::write_model(random_model_contents(arch, seed, matrix_type, vocabulary_type));
  if (!bytes.ok()) {
    ADD_FAILURE() << "random_model_bytes: " << bytes.status().message();
    return {};
  }
  return std::move(bytes).value();
}

}  // namespace attn::test
