// Every way a file can be wrong is refused with a status whose message names the problem.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <string>

#include "runtime/src/format/format_version.h"
#include "runtime/src/format/model.h"
#include "runtime/src/quant/quantization.h"
#include "tests/runtime/format/format_test_util.h"

namespace attn {
namespace {

using test::edit_table;
using test::find_tensor;
using test::load_status;

class Refusal : public ::testing::Test {
 protected:
  void SetUp() override {
    contents_ = test::random_model_contents(test::small_architecture(), 21);
    Result<std::vector<uint8_t>> bytes = convert::write_model(contents_);
    ASSERT_TRUE(bytes.ok()) << bytes.status().message();
    valid_ = std::move(bytes).value();
    ASSERT_TRUE(load_status(valid_).ok()) << load_status(valid_).message();
  }

  Status load_contents(const convert::ModelContents& contents) {
    return load_status(convert::write_model_unchecked(contents));
  }

  uint64_t data_offset() const { return schema::GetModel(valid_.data())->data_offset(); }

  convert::ModelContents contents_;
  std::vector<uint8_t> valid_;
};

TEST_F(Refusal, EmptyAndTinyBuffers) {
  const uint8_t byte = 0;
  EXPECT_REFUSED(Model::load_buffer(&byte, 0).status(), StatusCode::kInvalidModel, "0 bytes", "too small");
  EXPECT_REFUSED(Model::load_buffer(valid_.data(), 7).status(), StatusCode::kInvalidModel, "7 bytes");
  EXPECT_REFUSED(Model::load_buffer(nullptr, 100).status(), StatusCode::kInvalidArgument, "null");
}

TEST_F(Refusal, EmptyMissingAndDirectoryFiles) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("attn_refusal_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string empty = (dir / "empty.attn").string();
  { std::ofstream(empty, std::ios::binary); }
  EXPECT_REFUSED(Model::load_file(empty.c_str()).status(), StatusCode::kInvalidModel, "empty.attn",
                 "0 bytes");
  const std::string missing = (dir / "missing.attn").string();
  EXPECT_REFUSED(Model::load_file(missing.c_str()).status(), StatusCode::kIo, "missing.attn", "No such file");
  EXPECT_REFUSED(Model::load_file(dir.c_str()).status(), StatusCode::kIo, "not a regular file");
  const std::string truncated = (dir / "truncated.attn").string();
  {
    std::ofstream out(truncated, std::ios::binary);
    out.write(reinterpret_cast<const char*>(valid_.data()), static_cast<std::streamsize>(valid_.size() / 2));
  }
  EXPECT_EQ(Model::load_file(truncated.c_str()).status().code(), StatusCode::kInvalidModel);
  std::filesystem::remove_all(dir);
}

TEST_F(Refusal, EveryTruncation) {
  // Every byte through the first 256, then every 97 bytes through the whole file.
  std::vector<size_t> lengths;
  for (size_t n = 0; n < 256 && n < valid_.size(); ++n) lengths.push_back(n);
  for (size_t n = 256; n < valid_.size(); n += 97) lengths.push_back(n);
  lengths.push_back(valid_.size() - 1);
  for (size_t n : lengths) {
    // A copy of exactly n bytes, so that the sanitizers catch any read past the end.
    std::vector<uint8_t> prefix(valid_.begin(), valid_.begin() + static_cast<ptrdiff_t>(n));
    const Result<std::unique_ptr<Model>> model =
        Model::load_buffer(prefix.empty() ? valid_.data() : prefix.data(), n);
    ASSERT_FALSE(model.ok()) << "a " << n << "-byte prefix of a " << valid_.size() << "-byte model loaded";
    EXPECT_EQ(model.status().code(), StatusCode::kInvalidModel) << n << ": " << model.status().message();
    EXPECT_GT(std::strlen(model.status().message()), 10u) << n;
  }
}

TEST_F(Refusal, WrongIdentifier) {
  std::vector<uint8_t> bytes = valid_;
  std::memcpy(bytes.data() + 4, "NOPE", 4);
  EXPECT_REFUSED(load_status(bytes), StatusCode::kInvalidModel, "identifier is \"NOPE\"",
                 "expected \"ATTN\"");
}

TEST_F(Refusal, FormatVersions) {
  EXPECT_REFUSED(load_status(edit_table(valid_, [](schema::ModelT& m) { m.format_version = 10; })),
                 StatusCode::kUnsupported, "format_version 10", "unsupported", "version 1 to 9");
  EXPECT_REFUSED(load_status(edit_table(valid_, [](schema::ModelT& m) { m.format_version = 0; })),
                 StatusCode::kInvalidModel, "format_version", "missing");
}

TEST_F(Refusal, MissingTensor) {
  convert::ModelContents c = contents_;
  c.tensors.erase(c.tensors.begin() + 7);
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "missing tensor",
                 ("'" + contents_.tensors[7].name + "'").c_str());
}

TEST_F(Refusal, UnknownTensor) {
  convert::ModelContents c = contents_;
  convert::TensorData extra = *find_tensor(c, "encoder.layers.1.ffn.fc1.weight");
  extra.name = "encoder.layers.2.ffn.fc1.weight";  // one layer past the architecture
  c.tensors.push_back(extra);
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel,
                 "unknown tensor 'encoder.layers.2.ffn.fc1.weight'");
  c.tensors.back().name = "output.weight";  // present only when untied
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "unknown tensor 'output.weight'");
}

TEST_F(Refusal, DuplicateTensor) {
  convert::ModelContents c = contents_;
  c.tensors.push_back(c.tensors[3]);
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "duplicate tensor",
                 ("'" + contents_.tensors[3].name + "'").c_str());
}

TEST_F(Refusal, WrongShape) {
  convert::ModelContents c = contents_;
  find_tensor(c, "encoder.layers.0.ffn.fc1.weight")->shape = {32, 64};  // transposed: same byte count
  EXPECT_REFUSED(
      load_contents(c), StatusCode::kInvalidModel,
      "tensor 'encoder.layers.0.ffn.fc1.weight': shape [32, 64] but the architecture implies [64, 32]");
  c = contents_;
  find_tensor(c, "decoder.layers.1.self_attn.q_proj.weight")->shape = {32 * 32};  // flattened
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel,
                 "shape [1024] but the architecture implies [32, 32]");
  c = contents_;
  find_tensor(c, "embedding.weight")->shape = {};
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "'embedding.weight'", "shape is missing");
}

TEST_F(Refusal, SizeIsNotShapeTimesElementSize) {
  convert::ModelContents c = contents_;
  find_tensor(c, "encoder.layers.1.ffn.fc2.bias")->bytes.resize(31 * 4);
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "'encoder.layers.1.ffn.fc2.bias'",
                 "size is 124 bytes but shape [32] of F32 needs 128");
  std::vector<uint8_t> bytes =
      edit_table(valid_, [](schema::ModelT& m) { find_tensor(m, "embedding.weight")->size += 64; });
  EXPECT_REFUSED(load_status(bytes), StatusCode::kInvalidModel, "'embedding.weight'", "size is 38464 bytes",
                 "needs 38400");
}

TEST_F(Refusal, OverflowingShapeProduct) {
  convert::ModelContents c = contents_;
  find_tensor(c, "encoder.layers.0.ffn.fc1.weight")->shape = {0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "'encoder.layers.0.ffn.fc1.weight'",
                 "[4294967295, 4294967295, 4294967295] overflows");
}

TEST_F(Refusal, TensorOffsets) {
  const uint64_t file_size = valid_.size();
  const uint64_t begin = data_offset();
  EXPECT_REFUSED(load_status(edit_table(valid_,
                                        [&](schema::ModelT& m) {
                                          find_tensor(m, "decoder.layers.0.ffn.fc1.bias")->offset =
                                              (file_size + 63) / 64 * 64;
                                        })),
                 StatusCode::kInvalidModel, "'decoder.layers.0.ffn.fc1.bias'", "outside the data segment");
  EXPECT_REFUSED(load_status(edit_table(valid_,
                                        [&](schema::ModelT& m) {
                                          find_tensor(m, "decoder.layers.0.ffn.fc1.bias")->offset =
                                              begin - 64;  // inside the FlatBuffer
                                        })),
                 StatusCode::kInvalidModel, "'decoder.layers.0.ffn.fc1.bias'", "outside the data segment");
  EXPECT_REFUSED(
      load_status(edit_table(
          valid_, [&](schema::ModelT& m) { find_tensor(m, "decoder.layers.0.ffn.fc1.bias")->offset = 0; })),
      StatusCode::kInvalidModel, "outside the data segment");
  EXPECT_REFUSED(
      load_status(edit_table(
          valid_, [&](schema::ModelT& m) { find_tensor(m, "decoder.layers.0.ffn.fc1.bias")->offset += 4; })),
      StatusCode::kInvalidModel, "'decoder.layers.0.ffn.fc1.bias'", "not a multiple of 64");
  EXPECT_REFUSED(load_status(edit_table(valid_,
                                        [&](schema::ModelT& m) {
                                          find_tensor(m, "decoder.layers.0.ffn.fc1.bias")->offset =
                                              UINT64_MAX - 63;  // offset + size wraps
                                        })),
                 StatusCode::kInvalidModel, "outside the data segment");
  EXPECT_REFUSED(
      load_status(edit_table(valid_,
                             [&](schema::ModelT& m) {
                               // Two 128-byte biases at one place.
                               find_tensor(m, "encoder.layers.0.self_attn.k_proj.bias")->offset =
                                   find_tensor(m, "encoder.layers.0.self_attn.q_proj.bias")->offset;
                             })),
      StatusCode::kInvalidModel, "overlap");
}

TEST_F(Refusal, DataSegment) {
  const uint64_t file_size = valid_.size();
  EXPECT_REFUSED(load_status(edit_table(valid_, [](schema::ModelT& m) { m.data_offset += 8; })),
                 StatusCode::kInvalidModel, "data_offset", "multiple of 64");
  EXPECT_REFUSED(load_status(edit_table(
                     valid_, [&](schema::ModelT& m) { m.data_offset = (file_size + 127) / 64 * 64; })),
                 StatusCode::kInvalidModel, "data_offset");
  // A data_offset inside the FlatBuffer: its tables would lie in "tensor data".
  EXPECT_REFUSED(load_status(edit_table(valid_, [](schema::ModelT& m) { m.data_offset = 64; })),
                 StatusCode::kInvalidModel, "FlatBuffer part", "[0, data_offset)");
  EXPECT_REFUSED(load_status(edit_table(valid_, [](schema::ModelT& m) { m.data_size += 1; })),
                 StatusCode::kInvalidModel, "data segment", "past the end");
  // A data segment shorter than the tensors it should hold.
  EXPECT_REFUSED(load_status(edit_table(valid_, [](schema::ModelT& m) { m.data_size -= 1; })),
                 StatusCode::kInvalidModel, "outside the data segment");
}

TEST_F(Refusal, Int8Scales) {
  const convert::ModelContents base =
      test::random_model_contents(test::small_architecture(), 22, schema::ElementType::I8);
  ASSERT_TRUE(load_contents(base).ok()) << load_contents(base).message();
  const char* name = "encoder.layers.1.ffn.fc1.weight";  // [64, 32]
  const std::string quoted = std::string("'") + name + "'";

  convert::ModelContents c = base;
  find_tensor(c, name)->scales.pop_back();
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, quoted.c_str(),
                 "one scale per output channel (64) but has 63");
  c = base;
  find_tensor(c, name)->scales.clear();
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, quoted.c_str(), "(64) but has 0");

  const struct {
    float value;
    const char* text;
  } bad[] = {{std::numeric_limits<float>::quiet_NaN(), "nan"},
             {0.f, "= 0 must"},
             {-0.5f, "= -0.5 must"},
             {std::numeric_limits<float>::infinity(), "= inf"}};
  for (const auto& b : bad) {
    SCOPED_TRACE(b.text);
    c = base;
    find_tensor(c, name)->scales[17] = b.value;
    EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, quoted.c_str(), "scale 17", b.text);
  }

  c = contents_;
  convert::TensorData* bias = find_tensor(c, "encoder.layers.0.ffn.fc1.bias");
  bias->type = schema::ElementType::I8;
  bias->bytes.resize(64);
  bias->scales.assign(64, 0.1f);
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "'encoder.layers.0.ffn.fc1.bias'",
                 "only allowed for 2-D");

  c = contents_;
  find_tensor(c, name)->scales.assign(64, 0.1f);
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, quoted.c_str(), "F32 tensor has 64 scales");
}

TEST_F(Refusal, Int4PackedSizesScalesPlacesAndVersion) {
  const convert::ModelContents base =
      test::random_model_contents(test::small_architecture(), 23, schema::ElementType::I4);
  ASSERT_TRUE(load_contents(base).ok()) << load_contents(base).message();
  const char* name = "encoder.layers.1.ffn.fc1.weight";  // [64, 32]: 1024 bytes
  const std::string quoted = std::string("'") + name + "'";
  convert::ModelContents c = base;
  ASSERT_EQ(find_tensor(c, name)->type, schema::ElementType::I4);
  ASSERT_EQ(find_tensor(c, "embedding.weight")->type, schema::ElementType::I8);

  // Packed sizes: two elements per byte, exactly.
  find_tensor(c, name)->bytes.resize(64 * 32);  // one byte per element, as if I8
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, quoted.c_str(), "2048 bytes", "I4 needs 1024");
  c = base;
  find_tensor(c, name)->bytes.pop_back();
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, quoted.c_str(), "1023 bytes", "I4 needs 1024");
  // Rows of an odd length, even with an even element count: a row is a whole number of bytes.
  c = base;
  find_tensor(c, name)->shape = {64, 31};
  find_tensor(c, name)->bytes.resize(64 * 31 / 2);
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, quoted.c_str(), "[64, 31]",
                 "whole number of 2-element I4 blocks per row");

  // Scales: one per output channel, each finite and positive.
  c = base;
  find_tensor(c, name)->scales.pop_back();
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, quoted.c_str(),
                 "I4 needs one scale per output channel (64) but has 63");
  for (const float bad :
       {std::numeric_limits<float>::quiet_NaN(), 0.f, -1.f, std::numeric_limits<float>::infinity()}) {
    c = base;
    find_tensor(c, name)->scales[5] = bad;
    EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, quoted.c_str(), "scale 5", "finite and > 0");
  }

  // Not for vectors.
  c = base;
  convert::TensorData* bias = find_tensor(c, "encoder.layers.0.ffn.fc1.bias");
  bias->type = schema::ElementType::I4;
  bias->bytes.resize(32);
  bias->scales.assign(64, 0.1f);
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "'encoder.layers.0.ffn.fc1.bias'",
                 "only allowed for 2-D");

  // An I4 tensor in a file of an older version (which could not have had the type).
  const std::vector<uint8_t> bytes = convert::write_model_unchecked(base);
  EXPECT_REFUSED(load_status(edit_table(bytes, [](schema::ModelT& m) { m.format_version = 5; })),
                 StatusCode::kInvalidModel, "element type I4 needs format version 6", "the file has 5");
}

TEST_F(Refusal, Int4VocabularyNeedsVersion8AndItsOwnScalesAndSize) {
  convert::ModelContents base = test::random_model_contents(
      test::small_architecture(), 23, schema::ElementType::I4, test::VocabularyType::kInt4);
  ASSERT_EQ(find_tensor(base, "embedding.weight")->type, schema::ElementType::I4);  // [300, 32]
  const std::vector<uint8_t> bytes = convert::write_model_unchecked(base);
  ASSERT_TRUE(load_status(bytes).ok()) << load_status(bytes).message();
  uint32_t version = 0;
  edit_table(bytes, [&version](schema::ModelT& m) { version = m.format_version; });
  EXPECT_EQ(version, kInt4VocabularyVersion);
  // Version 7 carried I4 linear layers but not an I4 embedding: such a file was never written.
  EXPECT_REFUSED(load_status(edit_table(bytes, [](schema::ModelT& m) { m.format_version = 7; })),
                 StatusCode::kInvalidModel, "'embedding.weight'", "I4 needs format version 8",
                 "embedding or the vocabulary projection", "the file has 7");
  convert::ModelContents c = base;
  find_tensor(c, "embedding.weight")->bytes.pop_back();
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "'embedding.weight'", "4799 bytes",
                 "I4 needs 4800");
  c = base;
  find_tensor(c, "embedding.weight")->scales[299] = 0.f;
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "'embedding.weight'", "scale 299",
                 "finite and > 0");
}

TEST_F(Refusal, Int4BlocksNeedVersion9ABlockSizeAndBfloat16ScalesPerBlock) {
  convert::ModelContents base = test::random_model_contents(
      test::small_architecture(), 23, schema::ElementType::I4, test::VocabularyType::kInt4);
  // The [300, 32] I4 embedding as I4B in one block of 32 a row: the same nibbles, each row's scale rounded to
  // bfloat16.
  convert::TensorData* e = find_tensor(base, "embedding.weight");
  e->type = schema::ElementType::I4B;
  e->block_size = 32;
  for (float& scale : e->scales) scale = quant::round_to_bfloat16(scale);
  const std::vector<uint8_t> bytes = convert::write_model_unchecked(base);
  ASSERT_TRUE(load_status(bytes).ok()) << load_status(bytes).message();
  uint32_t version = 0;
  edit_table(bytes, [&version](schema::ModelT& m) { version = m.format_version; });
  EXPECT_EQ(version, kBlockwiseInt4Version);
  EXPECT_REFUSED(load_status(edit_table(bytes, [](schema::ModelT& m) { m.format_version = 8; })),
                 StatusCode::kInvalidModel, "'embedding.weight'", "I4B needs format version 9",
                 "the file has 8");
  for (const uint32_t block_size : {0u, 16u, 64u}) {
    convert::ModelContents c = base;
    find_tensor(c, "embedding.weight")->block_size = block_size;
    EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "'embedding.weight'",
                   "must be a multiple of 32 that divides the 32 columns");
  }
  convert::ModelContents c = base;
  find_tensor(c, "embedding.weight")->scales.pop_back();
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "'embedding.weight'", "needs 300 scales",
                 "has 299");
  c = base;
  find_tensor(c, "embedding.weight")->scales[7] = 0.1f;  // not a bfloat16 value
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "'embedding.weight'", "scale 7",
                 "not a bfloat16 value");
  c = base;
  find_tensor(c, "embedding.weight")->scales[8] = -1.f;
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "'embedding.weight'", "scale 8",
                 "finite and > 0");
  // A block size on a per-row type.
  c = base;
  find_tensor(c, "encoder.layers.0.ffn.fc1.weight")->block_size = 32;
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "'encoder.layers.0.ffn.fc1.weight'",
                 "I4 tensor has block_size 32");
}

TEST_F(Refusal, UnsupportedElementTypes) {
  convert::ModelContents c = contents_;
  convert::TensorData* t = find_tensor(c, "decoder.layers.0.cross_attn.o_proj.weight");
  t->type = schema::ElementType::F16;
  t->bytes.resize(32 * 32 * 2);
  EXPECT_REFUSED(load_contents(c), StatusCode::kUnsupported, "'decoder.layers.0.cross_attn.o_proj.weight'",
                 "F16", "unsupported");
  t->type = static_cast<schema::ElementType>(7);
  EXPECT_REFUSED(load_contents(c), StatusCode::kUnsupported, "element type 7", "not supported");
}

TEST_F(Refusal, ArchitectureFields) {
  convert::ModelContents c = contents_;
  c.architecture.heads = 5;
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "heads = 5 does not divide d_model = 32");
  c = contents_;
  c.architecture.encoder_layers = 100;
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "encoder_layers = 100");
  c = contents_;
  c.architecture.embedding_scale = std::numeric_limits<float>::quiet_NaN();
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "embedding_scale");
  c = contents_;
  c.architecture.norm_position = static_cast<schema::NormPosition>(3);
  EXPECT_REFUSED(load_contents(c), StatusCode::kUnsupported, "norm_position = 3");
  c = contents_;
  // 1 is SinusoidalConcat (Marian's layout) since format version 2; 2 is unknown.
  c.architecture.position_encoding = static_cast<schema::PositionEncoding>(2);
  EXPECT_REFUSED(load_contents(c), StatusCode::kUnsupported, "position_encoding = 2");
  EXPECT_REFUSED(load_status(edit_table(valid_, [](schema::ModelT& m) { m.architecture.reset(); })),
                 StatusCode::kInvalidModel, "no architecture");
}

TEST_F(Refusal, VocabularyDisagreesWithTokenizer) {
  convert::ModelContents c = contents_;
  c.tokenizer = test::random_tokenizer(301);  // the architecture says 300
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "tokenizer");
  c.tokenizer = test::random_tokenizer(299);
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "tokenizer");
  EXPECT_REFUSED(load_status(edit_table(valid_, [](schema::ModelT& m) { m.tokenizer.reset(); })),
                 StatusCode::kInvalidModel, "no tokenizer table");
}

// eos_id -1 (allowed for a bare tokenizer) would make the encoder index the embedding at row -1 when
// translating (fuzz seeds model_load/regress-eos-minus-one-*, tests/fuzz/README.md).
TEST_F(Refusal, TokenizerWithoutBosOrEos) {
  EXPECT_REFUSED(load_status(edit_table(valid_, [](schema::ModelT& m) { m.tokenizer->eos_id = -1; })),
                 StatusCode::kInvalidModel, "needs bos_id and eos_id");
  EXPECT_REFUSED(load_status(edit_table(valid_, [](schema::ModelT& m) { m.tokenizer->bos_id = -1; })),
                 StatusCode::kInvalidModel, "needs bos_id and eos_id");
}

TEST_F(Refusal, LanguagesAndMetadata) {
  convert::ModelContents c = contents_;
  c.source_language = "";
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "source_language is missing");
  c = contents_;
  c.target_language = "de DE";
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "target_language \"de DE\"", "0x20");
  c = contents_;
  c.target_language = std::string(40, 'x');
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "target_language is 40 bytes");
  c = contents_;
  c.metadata.emplace_back("", "value");
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "metadata entry 2 has no key");
}

TEST_F(Refusal, NoTensorTable) {
  convert::ModelContents c = contents_;
  c.tensors.clear();
  EXPECT_REFUSED(load_contents(c), StatusCode::kInvalidModel, "no tensor table", "85 tensors");
}

}  // namespace
}  // namespace attn
