// attn against transformers' MarianMTModel on the committed fixtures (tests/converter/marian/fixtures,
// written by generate_fixtures.py): each tiny Marian directory is converted with `attn-convert --from
// marian`'s library, loaded by the runtime, and must reproduce MarianTokenizer's ids, the teacher-forced
// logits (1e-4) and generate()'s greedy and beam-4 outputs (token-identical on at least 99% of 200
// sentences).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "converter/src/convert/convert.h"
#include "runtime/src/core/arena.h"
#include "runtime/src/format/model.h"
#include "runtime/src/kernels/embedding.h"
#include "runtime/src/model/decoder.h"
#include "runtime/src/model/encoder.h"
#include "runtime/src/translate/translator.h"
#include "tests/converter/marian/convert_and_load.h"

namespace attn {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

const fs::path kFixtures = ATTN_MARIAN_FIXTURES;

struct Fixture {
  json expected;
  std::unique_ptr<Model> model;
};

Fixture load_fixture(const std::string& name) {
  Fixture f;
  std::ifstream in(kFixtures / name / "expected.json");
  f.expected = json::parse(in);
  f.model = test::convert_and_load(convert::SourceFormat::Marian, kFixtures / name / "model", name);
  return f;
}

std::vector<int32_t> ids_of(const json& array) { return array.get<std::vector<int32_t>>(); }

// Translates one fixture sentence's source ids as generate() was given them (the translator appends eos).
std::vector<int32_t> translate_sentence(Translator& translator, const json& sentence) {
  std::vector<int32_t> source = ids_of(sentence["source_ids"]);
  source.pop_back();
  std::vector<int32_t> out(256);
  size_t written = 0;
  const Status s = translator.translate_ids(source.data(), source.size(), out.data(), out.size(), &written);
  EXPECT_TRUE(s.ok()) << s.message();
  out.resize(written);
  return out;
}

class MarianEquivalence : public testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    fixture_ = load_fixture(GetParam());
    ASSERT_NE(fixture_.model, nullptr);
  }

  // Translates every fixture sentence's source ids as generate() was asked to; returns how many match.
  size_t matching_outputs(int beam, const char* key) {
    attn_translator_options options;
    attn_translator_options_init(&options);
    options.beam_size = beam;
    options.length_penalty = 1.f;  // transformers' default
    options.length_penalty_kind = ATTN_LENGTH_PENALTY_POWER;
    options.max_target_tokens = fixture_.expected["max_new_tokens"].get<int32_t>();
    options.max_extra_tokens = 1000;
    auto translator = Translator::create(*fixture_.model, &options);
    EXPECT_TRUE(translator.ok()) << translator.status().message();
    if (!translator.ok()) return 0;
    size_t same = 0, index = 0;
    for (const json& sentence : fixture_.expected["sentences"]) {
      if (translate_sentence(*translator.value(), sentence) == ids_of(sentence[key])) {
        ++same;
      } else {
        ADD_FAILURE() << GetParam() << " " << key << " differs on sentence " << index << ": "
                      << sentence["source"].get<std::string>();
      }
      ++index;
    }
    return same;
  }

  Fixture fixture_;
};

TEST_P(MarianEquivalence, TokenizesAsMarianTokenizer) {
  const Tokenizer& tokenizer = fixture_.model->tokenizer();
  size_t index = 0;
  for (const json& sentence : fixture_.expected["sentences"]) {
    const std::string text = sentence["source"];
    std::vector<std::byte> workspace(tokenizer.workspace_bytes(text.size()));
    std::vector<int32_t> ids(tokenizer.max_ids(text.size()) + 1);
    size_t count = 0;
    ASSERT_TRUE(tokenizer.encode(text, workspace, ids, &count).ok());
    ids.resize(count);
    ids.push_back(tokenizer.eos_id());
    EXPECT_EQ(ids, ids_of(sentence["source_ids"])) << "sentence " << index << ": " << text;
    ++index;
  }
}

TEST_P(MarianEquivalence, DecodesGreedyOutputsToMarianTokenizersText) {
  size_t same = 0, total = 0;
  const int32_t unk = fixture_.model->tokenizer().unk_id();
  for (const json& sentence : fixture_.expected["sentences"]) {
    const std::vector<int32_t> ids = ids_of(sentence["greedy_ids"]);
    // skip_special_tokens drops unk, which SentencePiece would spell " ⁇ ": compare the others.
    if (std::find(ids.begin(), ids.end(), unk) != ids.end()) continue;
    std::vector<char> text(4096);
    size_t written = 0;
    ASSERT_TRUE(fixture_.model->tokenizer().decode(ids, text, &written).ok());
    ++total;
    if (std::string(text.data(), written) == sentence["greedy_text"].get<std::string>()) ++same;
  }
  ASSERT_GT(total, 100u);
  EXPECT_EQ(same, total);
}

TEST_P(MarianEquivalence, TeacherForcedLogProbsMatchWithin1e4) {
  const Model& model = *fixture_.model;
  const Architecture& arch = model.architecture();
  const size_t V = arch.vocab_size, D = arch.d_model;
  std::vector<float> positions(size_t{arch.max_positions} * D);
  ASSERT_EQ(arch.position_encoding, PositionEncoding::SinusoidalConcat);
  kernels::sinusoidal_positions_concat(positions.data(), arch.max_positions, D);
  const size_t max_len = arch.max_positions;
  auto linears = model::ModelLinears::create(model.weights(), LinearBackend::kPortable, 1, max_len);
  ASSERT_TRUE(linears.ok());
  Arena measure;
  model::Encoder(model.weights(), *linears.value(), positions.data(), max_len, measure);
  model::Decoder(model.weights(), *linears.value(), positions.data(), max_len, max_len, 1, measure);
  AlignedBuffer buffer;
  ASSERT_TRUE(buffer.allocate(measure.used()));
  Arena arena(buffer.data(), buffer.size());
  model::Encoder encoder(model.weights(), *linears.value(), positions.data(), max_len, arena);
  model::Decoder decoder(model.weights(), *linears.value(), positions.data(), max_len, max_len, 1, arena);

  std::ifstream logits(kFixtures / GetParam() / "logits.bin", std::ios::binary);
  const size_t sentences = fixture_.expected["logit_sentences"].get<size_t>();
  double worst = 0.0;
  for (size_t n = 0; n < sentences; ++n) {
    uint32_t rows = 0, cols = 0;
    logits.read(reinterpret_cast<char*>(&rows), 4).read(reinterpret_cast<char*>(&cols), 4);
    ASSERT_EQ(cols, V);
    std::vector<float> expected(size_t{rows} * cols);
    logits.read(reinterpret_cast<char*>(expected.data()), static_cast<std::streamsize>(expected.size() * 4));
    ASSERT_TRUE(logits.good());
    const json& sentence = fixture_.expected["sentences"][n];
    const std::vector<int32_t> source = ids_of(sentence["source_ids"]);
    std::vector<int32_t> input = {model.tokenizer().bos_id()};
    for (int32_t id : ids_of(sentence["greedy_ids"])) input.push_back(id);
    ASSERT_EQ(input.size(), rows);
    auto memory = encoder.encode(source.data(), source.size());
    ASSERT_TRUE(memory.ok());
    ASSERT_TRUE(decoder.start(memory.value(), source.size()).ok());
    for (size_t t = 0; t < rows; ++t) {
      auto step = decoder.step(&input[t], 1, t);
      ASSERT_TRUE(step.ok()) << step.status().message();
      // The runtime returns log-probabilities; transformers' logits are normalised the same way here.
      const float* row = expected.data() + t * V;
      double max = row[0], sum = 0.0;
      for (size_t v = 1; v < V; ++v) max = std::max<double>(max, row[v]);
      for (size_t v = 0; v < V; ++v) sum += std::exp(row[v] - max);
      const double log_sum = max + std::log(sum);
      for (size_t v = 0; v < V; ++v) {
        const double want = row[v] - log_sum, got = step.value()[v];
        const double error = std::fabs(got - want) / std::max(1.0, std::fabs(want));
        worst = std::max(worst, error);
      }
    }
  }
  EXPECT_LE(worst, 1e-4);
  std::printf("%s: worst relative log-prob error %.3g over %zu sentences\n", GetParam().c_str(), worst,
              sentences);
}

TEST_P(MarianEquivalence, GreedyOutputsMatchGenerate) {
  const size_t total = fixture_.expected["sentences"].size();
  const size_t same = matching_outputs(1, "greedy_ids");
  std::printf("%s greedy: %zu/%zu identical\n", GetParam().c_str(), same, total);
  EXPECT_GE(same * 100, total * 99);
}

TEST_P(MarianEquivalence, BeamOutputsMatchGenerate) {
  const size_t total = fixture_.expected["sentences"].size();
  const size_t same = matching_outputs(4, "beam4_ids");
  std::printf("%s beam 4: %zu/%zu identical\n", GetParam().c_str(), same, total);
  EXPECT_GE(same * 100, total * 99);
}

// --quantize int8 takes the same path from a Marian directory: int8 weights (format version 5, no activation
// scales), Marian's two tokenizers kept, and the model translates.
TEST_P(MarianEquivalence, Int8ConversionTranslates) {
  const auto int8 = test::convert_and_load(convert::SourceFormat::Marian, kFixtures / GetParam() / "model",
                                           GetParam() + "-int8", convert::Quantization::Int8);
  ASSERT_NE(int8, nullptr);
  EXPECT_EQ(int8->format_version(), 5u);
  EXPECT_EQ(int8->weights().encoder_layers[0].ffn.fc1.weight.type, schema::ElementType::I8);
  EXPECT_EQ(int8->schema().target_tokenizer() != nullptr,
            fixture_.model->schema().target_tokenizer() != nullptr);
  auto translator = Translator::create(*int8, nullptr);
  ASSERT_TRUE(translator.ok()) << translator.status().message();
  translate_sentence(*translator.value(), fixture_.expected["sentences"][0]);  // its status is checked there
}

INSTANTIATE_TEST_SUITE_P(Fixtures, MarianEquivalence,
                         testing::Values("tiny-swish", "tiny-gelu-untied", "attn-export"),
                         [](const auto& info) {
                           std::string name = info.param;
                           for (char& c : name) c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return name;
                         });

}  // namespace
}  // namespace attn
