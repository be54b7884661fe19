// The loader binds ActivationScale entries to linear layers (format/model_spec.h linear_sites) and refuses
// files whose int8 activation points are missing, duplicated, out of range or addressed to no layer.
#include <gtest/gtest.h>

#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "runtime/src/format/model.h"
#include "runtime/src/format/model_spec.h"
#include "tests/runtime/format/format_test_util.h"
#include "tests/support/model_spec_lists.h"

namespace attn {
namespace {

using test::linear_sites;
using test::LinearSite;

using test::load_status;

class ActivationScales : public ::testing::Test {
 protected:
  void SetUp() override {
    int8_ = test::random_model_contents(test::small_architecture(), 31, schema::ElementType::I8);
    // Distinct values per entry, so that a binding to the wrong slot shows.
    for (size_t i = 0; i < int8_.activation_scales.size(); ++i) {
      int8_.activation_scales[i].scale = 0.01f * static_cast<float>(i + 1);
      int8_.activation_scales[i].zero_point = static_cast<int32_t>(i % 256) - 128;
    }
  }
  static Status load(const convert::ModelContents& contents) {
    return load_status(convert::write_model_unchecked(contents));
  }
  schema::ActivationScaleT* find(convert::ModelContents& c, const std::string& name) {
    for (auto& e : c.activation_scales)
      if (e.name == name) return &e;
    ADD_FAILURE() << "no activation scale " << name;
    return nullptr;
  }
  convert::ModelContents int8_;
};

TEST_F(ActivationScales, BoundToEveryLinearLayerInSiteOrder) {
  auto bytes = convert::write_model_unchecked(int8_);
  auto model = Model::load_buffer(bytes.data(), bytes.size());
  ASSERT_TRUE(model.ok()) << model.status().message();
  ModelWeights weights = model.value()->weights();  // a copy: linear_sites wants a mutable walk
  const std::vector<LinearSite> sites = linear_sites(weights.arch, &weights);
  ASSERT_EQ(sites.size(), 1u + 6 * 2 + 10 * 2);
  EXPECT_EQ(sites[0].prefix, "output");
  EXPECT_EQ(sites[1].prefix, "encoder.layers.0.self_attn.q_proj");
  EXPECT_EQ(sites.back().prefix, "decoder.layers.1.ffn.fc2");
  size_t checked = 0;
  for (const auto& entry : int8_.activation_scales) {
    const bool input = entry.name.ends_with(".input");
    const std::string prefix = entry.name.substr(0, entry.name.size() - (input ? 6 : 7));
    for (const LinearSite& site : sites) {
      if (site.prefix != prefix) continue;
      const ActivationQuant& q = input ? site.quant->input : site.quant->output;
      EXPECT_EQ(q.scale, entry.scale) << entry.name;
      EXPECT_EQ(q.zero_point, entry.zero_point) << entry.name;
      EXPECT_EQ(site.weight->type, schema::ElementType::I8) << entry.name;
      ++checked;
    }
  }
  EXPECT_EQ(checked, 2 * sites.size());
  // The output projection's points land in output_quant of the loaded model itself.
  EXPECT_EQ(model.value()->weights().output_quant.input.scale, find(int8_, "output.input")->scale);
  EXPECT_EQ(model.value()->weights().decoder_layers[1].cross_attn.v.quant.output.zero_point,
            find(int8_, "decoder.layers.1.cross_attn.v_proj.output")->zero_point);
}

TEST_F(ActivationScales, Fp32ModelsNeedNone) {
  const convert::ModelContents fp32 = test::random_model_contents(test::small_architecture(), 31);
  ASSERT_TRUE(fp32.activation_scales.empty());
  EXPECT_TRUE(load(fp32).ok()) << load(fp32).message();
}

TEST_F(ActivationScales, RefusesAnI8LayerWithoutBothPoints) {
  for (const char* name :
       {"encoder.layers.1.ffn.fc2.input", "decoder.layers.0.cross_attn.k_proj.output", "output.output"}) {
    SCOPED_TRACE(name);
    convert::ModelContents c = int8_;
    std::erase_if(c.activation_scales, [&](const auto& e) { return e.name == name; });
    const std::string layer = std::string(name).substr(0, std::string(name).rfind('.'));
    EXPECT_REFUSED(load(c), ATTN_ERROR_INVALID_MODEL, ("'" + layer + "'").c_str(), "I8 weights",
                   ("'" + std::string(name) + "'").c_str());
  }
}

// Without any activation point an int8 file is format version 5: every int8 layer quantizes its input at run
// time. A file claiming an older version without the points is refused, naming the version it would need.
TEST_F(ActivationScales, WithoutAnyPointTheLayersQuantizeAtRunTimeFromVersion5) {
  convert::ModelContents c = int8_;
  c.activation_scales.clear();
  EXPECT_EQ(convert::format_version_for(c), 5u);
  const std::vector<uint8_t> bytes = convert::write_model_unchecked(c);
  auto model = Model::load_buffer(bytes.data(), bytes.size());
  ASSERT_TRUE(model.ok()) << model.status().message();
  ModelWeights weights = model.value()->weights();
  for (const LinearSite& site : linear_sites(weights.arch, &weights)) {
    EXPECT_TRUE(site.quant->dynamic) << site.prefix;
    EXPECT_FALSE(site.quant->row_scaled) << site.prefix;
    EXPECT_EQ(site.quant->output_channels, nullptr) << site.prefix;
  }
  EXPECT_TRUE(model.value()->weights().output_quant.dynamic);
  EXPECT_REFUSED(load_status(test::edit_table(bytes, [](schema::ModelT& m) { m.format_version = 4; })),
                 ATTN_ERROR_INVALID_MODEL, "'output' has I8 weights", "'output.input'", "format version 4",
                 "needs version 5");
  // The calibrated file stays calibrated: no layer is dynamic.
  const std::vector<uint8_t> calibrated = convert::write_model_unchecked(int8_);
  auto static_model = Model::load_buffer(calibrated.data(), calibrated.size());
  ASSERT_TRUE(static_model.ok()) << static_model.status().message();
  EXPECT_FALSE(static_model.value()->weights().encoder_layers[0].ffn.fc1.quant.dynamic);
}

// In version 5 a layer has both points or neither: one alone is refused.
TEST_F(ActivationScales, Version5RefusesALayerWithOnePointOnly) {
  convert::ModelContents c = int8_;
  std::erase_if(c.activation_scales,
                [](const auto& e) { return e.name != "encoder.layers.0.ffn.fc1.input"; });
  const std::vector<uint8_t> bytes =
      test::edit_table(convert::write_model_unchecked(c), [](schema::ModelT& m) { m.format_version = 5; });
  EXPECT_REFUSED(load_status(bytes), ATTN_ERROR_INVALID_MODEL, "'encoder.layers.0.ffn.fc1' has I8 weights",
                 "'encoder.layers.0.ffn.fc1.output'");
}

TEST_F(ActivationScales, RefusesZeroPointsOutsideInt8) {
  for (int32_t zero_point : {128, -129, 100000}) {
    convert::ModelContents c = int8_;
    find(c, "encoder.layers.0.self_attn.o_proj.input")->zero_point = zero_point;
    EXPECT_REFUSED(load(c), ATTN_ERROR_INVALID_MODEL, "'encoder.layers.0.self_attn.o_proj.input'",
                   ("zero_point " + std::to_string(zero_point)).c_str(), "[-128, 127]");
  }
  convert::ModelContents c = int8_;
  find(c, "output.output")->zero_point = 127;  // the edges are fine
  find(c, "output.input")->zero_point = -128;
  EXPECT_TRUE(load(c).ok()) << load(c).message();
}

TEST_F(ActivationScales, RefusesDuplicatesAndUnknownNames) {
  convert::ModelContents c = int8_;
  c.activation_scales.push_back(*find(c, "decoder.layers.1.self_attn.q_proj.output"));
  EXPECT_REFUSED(load(c), ATTN_ERROR_INVALID_MODEL, "duplicate activation scale",
                 "'decoder.layers.1.self_attn.q_proj.output'");
  for (const char* name : {"decoder.layers.2.ffn.fc1.input",         // no third decoder layer
                           "encoder.layers.0.self_attn_norm.input",  // a norm, not a linear layer
                           "embedding.input"}) {
    SCOPED_TRACE(name);
    c = int8_;
    c.activation_scales.push_back(c.activation_scales.front());
    c.activation_scales.back().name = name;
    EXPECT_REFUSED(load(c), ATTN_ERROR_INVALID_MODEL, (std::string("'") + name + "'").c_str(),
                   "no linear layer");
  }
  c = int8_;
  c.activation_scales.front().name = "output.weight";
  EXPECT_REFUSED(load(c), ATTN_ERROR_INVALID_MODEL, "'output.weight'", ".input or .output");
  // Non-finite or non-positive scales were already refused by name.
  c = int8_;
  find(c, "output.input")->scale = 0.f;
  EXPECT_REFUSED(load(c), ATTN_ERROR_INVALID_MODEL, "'output.input'", "finite and > 0");
}

TEST_F(ActivationScales, Int8EmbeddingAndF32BiasesLoad) {
  auto bytes = convert::write_model_unchecked(int8_);
  auto model = Model::load_buffer(bytes.data(), bytes.size());
  ASSERT_TRUE(model.ok()) << model.status().message();
  const ModelWeights& w = model.value()->weights();
  EXPECT_EQ(w.embedding.type, schema::ElementType::I8);
  EXPECT_NE(w.embedding.scales, nullptr);
  EXPECT_EQ(w.encoder_layers[0].ffn.fc1.bias.type, schema::ElementType::F32);
  EXPECT_EQ(w.decoder_layers[0].ffn_norm.gain.type, schema::ElementType::F32);
}

// An int8 layer's bias is turned into int32 when its operator is created; NaN or ±inf has no int32 value,
// so the loader refuses it (found by the model_load fuzzer: the conversion was undefined behaviour).
TEST_F(ActivationScales, RefusesNonFiniteBiasOfAnI8Layer) {
  for (const float bad : {std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity()}) {
    convert::ModelContents c = int8_;
    bool patched = false;
    for (auto& t : c.tensors) {
      if (t.name != "decoder.layers.1.ffn.fc1.bias") continue;
      std::memcpy(t.bytes.data() + 3 * sizeof(float), &bad, sizeof(float));
      patched = true;
    }
    ASSERT_TRUE(patched);
    const Status s = load(c);
    EXPECT_EQ(s.code(), ATTN_ERROR_INVALID_MODEL);
    EXPECT_NE(std::string(s.message())
                  .find("'decoder.layers.1.ffn.fc1' has I8 weights and a non-finite bias value "
                        "at index 3"),
              std::string::npos)
        << s.message();
  }
}

// Per-channel output steps (ActivationScale.channel_scales, format version 3): bound to the layer's
// LinearQuant::output_channels, and refused where the runtime could not apply them.
TEST_F(ActivationScales, ChannelScalesBindToTheLayersOutput) {
  convert::ModelContents c = int8_;
  const size_t d = test::small_architecture().d_model;
  std::vector<float> channels(d);
  for (size_t i = 0; i < d; ++i) channels[i] = 0.5f + 0.01f * static_cast<float>(i);
  find(c, "encoder.layers.1.ffn.fc2.output")->channel_scales = channels;
  EXPECT_EQ(convert::format_version_for(c), 3u);
  EXPECT_LT(convert::format_version_for(int8_), 3u);  // nothing new: the oldest version that carries it
  auto bytes = convert::write_model_unchecked(c);
  auto model = Model::load_buffer(bytes.data(), bytes.size());
  ASSERT_TRUE(model.ok()) << model.status().message();
  const LinearQuant& q = model.value()->weights().encoder_layers[1].ffn.fc2.quant;
  ASSERT_NE(q.output_channels, nullptr);
  EXPECT_EQ(std::vector<float>(q.output_channels, q.output_channels + d), channels);
  EXPECT_EQ(model.value()->weights().encoder_layers[1].ffn.fc1.quant.output_channels, nullptr);
}

TEST_F(ActivationScales, RefusesMisplacedOrBadChannelScales) {
  const size_t d = test::small_architecture().d_model;
  struct Case {
    const char* point;
    std::vector<float> channels;
    const char* message;
  };
  const Case cases[] = {
      {"encoder.layers.0.self_attn.q_proj.input", std::vector<float>(d, 1.f), "only a layer's .output point"},
      {"output.output", std::vector<float>(test::small_architecture().vocab_size, 1.f),
       "vocabulary projection"},
      {"decoder.layers.0.ffn.fc2.output", std::vector<float>(d - 1, 1.f), "output channels"},
      {"decoder.layers.0.ffn.fc2.output", std::vector<float>(d, 0.f), "channel_scales[0] = 0"},
      {"decoder.layers.0.ffn.fc2.output", std::vector<float>(d, std::numeric_limits<float>::infinity()),
       "[1e-6, 1e6]"},
  };
  for (const Case& k : cases) {
    SCOPED_TRACE(k.point);
    convert::ModelContents c = int8_;
    find(c, k.point)->channel_scales = k.channels;
    EXPECT_REFUSED(load(c), ATTN_ERROR_INVALID_MODEL, (std::string("'") + k.point + "'").c_str(), k.message);
  }
}

// Per-row input steps (ActivationScale.row_scaled, format version 4): bound to the layer's
// LinearQuant::row_scaled, and refused where the runtime could not apply them.
TEST_F(ActivationScales, RowScaledBindsToTheLayer) {
  convert::ModelContents c = int8_;
  find(c, "decoder.layers.0.self_attn.v_proj.input")->row_scaled = true;
  find(c, "encoder.layers.1.ffn.fc2.output")->channel_scales =
      std::vector<float>(test::small_architecture().d_model, 0.5f);
  EXPECT_EQ(convert::format_version_for(c), 4u);
  auto bytes = convert::write_model_unchecked(c);
  auto model = Model::load_buffer(bytes.data(), bytes.size());
  ASSERT_TRUE(model.ok()) << model.status().message();
  EXPECT_EQ(model.value()->schema().format_version(), 4u);
  const ModelWeights& w = model.value()->weights();
  EXPECT_TRUE(w.decoder_layers[0].self_attn.v.quant.row_scaled);
  EXPECT_FALSE(w.decoder_layers[0].self_attn.q.quant.row_scaled);
  EXPECT_FALSE(w.encoder_layers[1].ffn.fc2.quant.row_scaled);
}

TEST_F(ActivationScales, RefusesMisplacedRowScaled) {
  for (const char* point : {"encoder.layers.0.ffn.fc1.output", "output.input", "output.output"}) {
    SCOPED_TRACE(point);
    convert::ModelContents c = int8_;
    find(c, point)->row_scaled = true;
    EXPECT_REFUSED(load(c), ATTN_ERROR_INVALID_MODEL, (std::string("'") + point + "'").c_str(), "row_scaled",
                   "only a layer's .input point");
  }
}

}  // namespace
}  // namespace attn
