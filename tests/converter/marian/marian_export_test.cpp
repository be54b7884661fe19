// An attn checkpoint and its Marian directory (fixtures/attn-export, written by generate_fixtures.py with
// export_attn_checkpoint.py) are the same model: attn's own conversion of the checkpoint (interleaved
// positions, decoder start bos) and `attn-convert --from marian` of the directory (Marian's [sin|cos]
// positions, the residual stream permuted to match) must translate every fixture sentence to the same ids,
// greedy and beam 4. MarianEquivalence checks the directory against transformers.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "converter/src/convert/convert.h"
#include "runtime/src/format/model.h"
#include "runtime/src/translate/translator.h"
#include "tests/converter/marian/convert_and_load.h"

namespace attn {
namespace {

namespace fs = std::filesystem;
using test::convert_and_load;
using json = nlohmann::json;

const fs::path kFixture = fs::path(ATTN_MARIAN_FIXTURES) / "attn-export";

std::vector<std::vector<int32_t>> translate_all(const Model& model, const json& sentences, int beam) {
  attn_translator_options options;
  attn_translator_options_init(&options);
  options.beam_size = beam;
  options.length_penalty = 1.f;
  options.length_penalty_kind = ATTN_LENGTH_PENALTY_POWER;
  options.max_target_tokens = 40;
  options.max_extra_tokens = 1000;
  auto translator = Translator::create(model, &options);
  EXPECT_TRUE(translator.ok()) << translator.status().message();
  std::vector<std::vector<int32_t>> outputs;
  if (!translator.ok()) return outputs;
  for (const json& sentence : sentences) {
    std::vector<int32_t> source = sentence["source_ids"].get<std::vector<int32_t>>();
    source.pop_back();  // eos: the translator appends it
    std::vector<int32_t> out(256);
    size_t written = 0;
    const Status s =
        translator.value()->translate_ids(source.data(), source.size(), out.data(), out.size(), &written);
    EXPECT_TRUE(s.ok()) << s.message();
    out.resize(written);
    outputs.push_back(std::move(out));
  }
  return outputs;
}

TEST(MarianExport, ExportedDirectoryTranslatesAsTheCheckpoint) {
  const json expected = json::parse(std::ifstream(kFixture / "expected.json"));
  const json& sentences = expected["sentences"];
  ASSERT_EQ(sentences.size(), 200u);
  auto native = convert_and_load(convert::SourceFormat::Attn, kFixture / "checkpoint", "native");
  auto marian = convert_and_load(convert::SourceFormat::Marian, kFixture / "model", "marian");
  ASSERT_NE(native, nullptr);
  ASSERT_NE(marian, nullptr);
  ASSERT_EQ(native->architecture().position_encoding, PositionEncoding::Sinusoidal);
  ASSERT_EQ(marian->architecture().position_encoding, PositionEncoding::SinusoidalConcat);
  ASSERT_EQ(marian->tokenizer().bos_id(), native->tokenizer().bos_id());  // decoder start: attn's bos
  for (int beam : {1, 4}) {
    const auto a = translate_all(*native, sentences, beam);
    const auto b = translate_all(*marian, sentences, beam);
    ASSERT_EQ(a.size(), sentences.size());
    ASSERT_EQ(b.size(), sentences.size());
    for (size_t i = 0; i < a.size(); ++i) {
      EXPECT_EQ(a[i], b[i]) << "beam " << beam << ", sentence " << i << ": "
                            << sentences[i]["source"].get<std::string>();
    }
  }
}

}  // namespace
}  // namespace attn
