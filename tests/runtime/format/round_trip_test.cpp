// Writer -> loader: everything written comes back exactly (tensor bytes, shapes, types, scales, metadata,
// languages, tokenizer), at 64-byte aligned addresses, and the layout is the documented
// one.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>

#include "runtime/src/format/format_version.h"
#include "runtime/src/format/model.h"
#include "runtime/src/format/model_spec.h"
#include "tests/runtime/format/format_test_util.h"
#include "tests/support/model_spec_lists.h"

namespace attn {
namespace {

using test::expected_tensors;
using test::TensorSpec;
using test::weight_refs;

void expect_round_trip(const convert::ModelContents& contents, const Model& model) {
  const schema::Model& root = model.schema();
  // A model that uses no version-2 feature is written as version 1, readable by older runtimes; int8
  // weights need version 5.
  const bool int8 = std::any_of(contents.tensors.begin(), contents.tensors.end(),
                                [](const convert::TensorData& t) { return t.type == schema::ElementType::I8; });
  EXPECT_EQ(root.format_version(), int8 ? kDynamicQuantizationVersion : kOldestFormatVersion);
  EXPECT_STREQ(model.source_language(), contents.source_language.c_str());
  EXPECT_STREQ(model.target_language(), contents.target_language.c_str());

  ASSERT_NE(root.metadata(), nullptr);
  ASSERT_EQ(root.metadata()->size(), contents.metadata.size());
  for (size_t i = 0; i < contents.metadata.size(); ++i) {
    EXPECT_EQ(root.metadata()->Get(static_cast<uint32_t>(i))->key()->str(), contents.metadata[i].first);
    EXPECT_EQ(root.metadata()->Get(static_cast<uint32_t>(i))->value()->str(), contents.metadata[i].second);
  }

  EXPECT_EQ(root.activation_scales(), nullptr);  // the writer stores none: they were calibrated int8's

  const schema::Tokenizer* tok = root.tokenizer();
  ASSERT_NE(tok, nullptr);
  ASSERT_EQ(tok->pieces()->size(), contents.tokenizer.pieces.size());
  for (size_t i = 0; i < contents.tokenizer.pieces.size(); ++i) {
    const schema::Piece* p = tok->pieces()->Get(static_cast<uint32_t>(i));
    EXPECT_EQ(p->text()->str(), contents.tokenizer.pieces[i]->text);
    EXPECT_EQ(p->score(), contents.tokenizer.pieces[i]->score);
    EXPECT_EQ(p->type(), contents.tokenizer.pieces[i]->type);
  }
  EXPECT_EQ(tok->byte_fallback(), contents.tokenizer.byte_fallback);
  EXPECT_EQ(tok->unk_id(), contents.tokenizer.unk_id);
  EXPECT_EQ(model.tokenizer().vocab_size(), contents.architecture.vocab_size);

  // Through the schema's tensor table, in file order.
  ASSERT_EQ(root.tensors()->size(), contents.tensors.size());
  for (size_t i = 0; i < contents.tensors.size(); ++i) {
    const convert::TensorData& want = contents.tensors[i];
    const schema::Tensor* got = root.tensors()->Get(static_cast<uint32_t>(i));
    SCOPED_TRACE(want.name);
    EXPECT_EQ(got->name()->str(), want.name);
    EXPECT_EQ(std::vector<uint32_t>(got->shape()->begin(), got->shape()->end()), want.shape);
    EXPECT_EQ(got->type(), want.type);
    EXPECT_EQ(got->size(), want.bytes.size());
    EXPECT_EQ(got->offset() % kTensorAlignment, 0u);
    EXPECT_EQ(std::memcmp(model.bytes() + got->offset(), want.bytes.data(), want.bytes.size()), 0);
    const std::vector<float> scales = got->scales()
                                          ? std::vector<float>(got->scales()->begin(), got->scales()->end())
                                          : std::vector<float>{};
    EXPECT_EQ(scales, want.scales);
  }

  // Through the typed weights, in spec order: every WeightRef points at its tensor's bytes.
  const std::vector<TensorSpec> specs = expected_tensors(model.architecture());
  const std::vector<const WeightRef*> refs = weight_refs(model.weights());
  ASSERT_EQ(refs.size(), specs.size());
  for (size_t s = 0; s < specs.size(); ++s) {
    SCOPED_TRACE(specs[s].name);
    const convert::TensorData* want = nullptr;
    for (const convert::TensorData& t : contents.tensors) {
      if (t.name == specs[s].name) want = &t;
    }
    ASSERT_NE(want, nullptr);
    const WeightRef& ref = *refs[s];
    EXPECT_EQ(ref.type, want->type);
    EXPECT_EQ(ref.rows, want->shape[0]);
    EXPECT_EQ(ref.cols, want->shape.size() == 2 ? want->shape[1] : 1u);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(ref.data) % kTensorAlignment, 0u);
    EXPECT_EQ(std::memcmp(ref.data, want->bytes.data(), want->bytes.size()), 0);
    if (want->type == schema::ElementType::I8) {
      ASSERT_NE(ref.scales, nullptr);
      EXPECT_EQ(std::vector<float>(ref.scales, ref.scales + ref.rows), want->scales);
    } else {
      EXPECT_EQ(ref.scales, nullptr);
    }
  }
  const ModelWeights& w = model.weights();
  if (model.architecture().tied_embeddings) {
    EXPECT_EQ(w.output.data, w.embedding.data);
  } else {
    EXPECT_NE(w.output.data, w.embedding.data);
  }
  EXPECT_EQ(w.output_bias.data != nullptr, model.architecture().output_bias);
  EXPECT_EQ(w.encoder_final_norm.gain.data != nullptr, model.architecture().pre_norm());
}

TEST(RoundTrip, SmallTiedPostNormF32) {
  const convert::ModelContents contents = test::random_model_contents(test::small_architecture(), 11);
  Result<std::vector<uint8_t>> bytes = convert::write_model(contents);
  ASSERT_TRUE(bytes.ok()) << bytes.status().message();
  Result<std::unique_ptr<Model>> model = Model::load_buffer(bytes->data(), bytes->size());
  ASSERT_TRUE(model.ok()) << model.status().message();
  expect_round_trip(contents, *model.value());
}

TEST(RoundTrip, UntiedPreNormWithBiasInt8) {
  Architecture a = test::small_architecture();
  a.tied_embeddings = false;
  a.output_bias = true;
  a.norm_position = NormPosition::Pre;
  a.activation = schema::Activation::GELU;
  a.encoder_layers = 3;
  a.decoder_layers = 1;
  convert::ModelContents contents = test::random_model_contents(a, 12, schema::ElementType::I8);
  contents.metadata.emplace_back("training_corpus", "ddtp-en-de");
  contents.source_language = "en";
  contents.target_language = "fr";
  Result<std::vector<uint8_t>> bytes = convert::write_model(contents);
  ASSERT_TRUE(bytes.ok()) << bytes.status().message();
  Result<std::unique_ptr<Model>> model = Model::load_buffer(bytes->data(), bytes->size());
  ASSERT_TRUE(model.ok()) << model.status().message();
  expect_round_trip(contents, *model.value());
  EXPECT_EQ(model.value()->architecture().activation, schema::Activation::GELU);
  EXPECT_EQ(model.value()->weights().embedding.type, schema::ElementType::I8);
  EXPECT_EQ(model.value()->weights().encoder_layers[0].ffn.fc1.bias.type, schema::ElementType::F32);
}

TEST(RoundTrip, LayoutIsTheDocumentedOne) {
  const std::vector<uint8_t> bytes = test::random_model_bytes(test::small_architecture(), 13);
  ASSERT_FALSE(bytes.empty());
  EXPECT_EQ(std::memcmp(bytes.data() + 4, "ATTN", 4), 0);
  const schema::Model* root = schema::GetModel(bytes.data());
  EXPECT_EQ(root->data_offset() % 64, 0u);
  // The FlatBuffer ends before data_offset (the padding is at most 63 bytes of zeros).
  flatbuffers::Verifier exact(bytes.data(), static_cast<size_t>(root->data_offset()));
  EXPECT_TRUE(schema::VerifyModelBuffer(exact));
  for (uint64_t i = root->data_offset() - 1; i > 0 && bytes[i] == 0; --i) {
    ASSERT_GT(i + 64, root->data_offset()) << "more than 63 bytes of padding before the data segment";
  }
  // Tensors follow each other in file order, each at the next multiple of 64, and data_size ends at the last.
  uint64_t cursor = root->data_offset();
  for (const schema::Tensor* t : *root->tensors()) {
    EXPECT_EQ(t->offset(), (cursor + 63) / 64 * 64) << t->name()->str();
    cursor = t->offset() + t->size();
  }
  EXPECT_EQ(root->data_offset() + root->data_size(), cursor);
  EXPECT_EQ(bytes.size(), cursor);
}

TEST(RoundTrip, WriteIsDeterministic) {
  EXPECT_EQ(test::random_model_bytes(test::small_architecture(), 14),
            test::random_model_bytes(test::small_architecture(), 14));
  EXPECT_NE(test::random_model_bytes(test::small_architecture(), 14),
            test::random_model_bytes(test::small_architecture(), 15));
}

TEST(RoundTrip, WriteModelFileIsAtomicAndLoadable) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("attn_format_test_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "model.attn").string();
  const convert::ModelContents contents = test::random_model_contents(test::small_architecture(), 16);
  const Status written = convert::write_model_file(contents, path);
  ASSERT_TRUE(written.ok()) << written.message();
  // Only the final file is left: no temporary beside it.
  size_t entries = 0;
  for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(dir)) ++entries;
  EXPECT_EQ(entries, 1u);
  Result<std::unique_ptr<Model>> model = Model::load_file(path.c_str());
  ASSERT_TRUE(model.ok()) << model.status().message();
  expect_round_trip(contents, *model.value());
  // Overwriting replaces the file whole.
  const convert::ModelContents other = test::random_model_contents(test::small_architecture(), 17);
  ASSERT_TRUE(convert::write_model_file(other, path).ok());
  Result<std::unique_ptr<Model>> reloaded = Model::load_file(path.c_str());
  ASSERT_TRUE(reloaded.ok()) << reloaded.status().message();
  expect_round_trip(other, *reloaded.value());
  std::filesystem::remove_all(dir);
}

TEST(RoundTrip, WriteModelRefusesWhatTheLoaderRefuses) {
  convert::ModelContents contents = test::random_model_contents(test::small_architecture(), 18);
  contents.tensors.pop_back();
  EXPECT_REFUSED(convert::write_model(contents).status(), StatusCode::kInvalidModel, "missing tensor",
                 "decoder.layers.1.ffn_norm.bias");
  const std::string path =
      (std::filesystem::temp_directory_path() / ("attn_refused_" + std::to_string(::getpid()) + ".attn"))
          .string();
  EXPECT_FALSE(convert::write_model_file(contents, path).ok());
  EXPECT_FALSE(std::filesystem::exists(path));
}

// The architecture of docs/model.md's example config (~10M parameters, 40 MB): loads within the limits, and
// the time verification takes is printed (it is a copy plus table walks, independent of weight values).
TEST(RoundTrip, DocumentedExampleSizeLoads) {
  Architecture a = test::small_architecture();
  a.d_model = 256;
  a.heads = 4;
  a.d_ff = 1024;
  a.encoder_layers = 6;
  a.decoder_layers = 3;
  a.vocab_size = 8000;
  a.max_positions = 256;
  a.embedding_scale = 16.f;
  const std::vector<uint8_t> bytes = test::random_model_bytes(a, 19);
  ASSERT_FALSE(bytes.empty());
  const auto start = std::chrono::steady_clock::now();
  Result<std::unique_ptr<Model>> model = Model::load_buffer(bytes.data(), bytes.size());
  const double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  ASSERT_TRUE(model.ok()) << model.status().message();
  EXPECT_EQ(model.value()->weights().encoder_layers.size(), 6u);
  EXPECT_EQ(model.value()->tokenizer().vocab_size(), 8000u);
  std::printf("load_buffer of a %zu-byte model (d_model 256, 6+3 layers, vocab 8000): %.2f ms\n",
              bytes.size(), ms);
}

TEST(RoundTrip, RandomModelTokenizerMatchesVocabulary) {
  for (uint32_t vocab : {8u, 24u, 275u, 276u, 300u, 2000u}) {
    SCOPED_TRACE(vocab);
    Architecture a = test::tiny_architecture();
    a.vocab_size = vocab;
    const convert::ModelContents contents = test::random_model_contents(a, vocab);
    EXPECT_EQ(contents.tokenizer.pieces.size(), vocab);
    EXPECT_EQ(contents.tokenizer.byte_fallback, vocab >= 276);
    Result<std::vector<uint8_t>> bytes = convert::write_model(contents);
    EXPECT_TRUE(bytes.ok()) << bytes.status().message();
  }
}

}  // namespace
}  // namespace attn
