#include "runtime/src/format/model_spec.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "tests/runtime/format/format_test_util.h"
#include "tests/support/model_spec_lists.h"

namespace attn {
namespace {

using test::expected_tensors;
using test::TensorSpec;
using test::weight_refs;
using test::weight_slots;

using Shape = std::vector<uint32_t>;

std::map<std::string, Shape> spec_map(const Architecture& a) {
  std::map<std::string, Shape> m;
  for (const TensorSpec& s : expected_tensors(a)) {
    EXPECT_TRUE(m.emplace(s.name, s.shape).second) << "duplicate spec " << s.name;
  }
  return m;
}

// docs/model.md's table written out by hand for one encoder and one decoder layer: an independent reference.
std::map<std::string, Shape> documented_layer_tensors(const std::string& stack, uint32_t D, uint32_t F) {
  std::map<std::string, Shape> m;
  const std::string p = stack + ".layers.0.";
  std::vector<std::string> attention = {"self_attn"};
  std::vector<std::string> norms = {"self_attn_norm", "ffn_norm"};
  if (stack == "decoder") {
    attention.push_back("cross_attn");
    norms.push_back("cross_attn_norm");
  }
  for (const std::string& at : attention) {
    for (const char* proj : {"q_proj", "k_proj", "v_proj", "o_proj"}) {
      m[p + at + "." + proj + ".weight"] = {D, D};
      m[p + at + "." + proj + ".bias"] = {D};
    }
  }
  for (const std::string& n : norms) {
    m[p + n + ".weight"] = {D};
    m[p + n + ".bias"] = {D};
  }
  m[p + "ffn.fc1.weight"] = {F, D};
  m[p + "ffn.fc1.bias"] = {F};
  m[p + "ffn.fc2.weight"] = {D, F};
  m[p + "ffn.fc2.bias"] = {D};
  return m;
}

Architecture one_layer(uint32_t D, uint32_t F, uint32_t V) {
  Architecture a = test::tiny_architecture();
  a.d_model = D;
  a.d_ff = F;
  a.vocab_size = V;
  return a;
}

TEST(ModelSpec, TiedPostNormMatchesTheDocumentedTable) {
  const Architecture a = one_layer(16, 48, 40);
  std::map<std::string, Shape> expected = documented_layer_tensors("encoder", 16, 48);
  expected.merge(documented_layer_tensors("decoder", 16, 48));
  expected["embedding.weight"] = {40, 16};
  EXPECT_EQ(spec_map(a), expected);
}

TEST(ModelSpec, OptionalTensorsFollowTheArchitecture) {
  Architecture a = one_layer(16, 48, 40);
  a.tied_embeddings = false;
  a.output_bias = true;
  a.norm_position = NormPosition::Pre;
  const std::map<std::string, Shape> m = spec_map(a);
  EXPECT_EQ(m.at("output.weight"), (Shape{40, 16}));
  EXPECT_EQ(m.at("output.bias"), (Shape{40}));
  EXPECT_EQ(m.at("encoder.final_norm.weight"), (Shape{16}));
  EXPECT_EQ(m.at("encoder.final_norm.bias"), (Shape{16}));
  EXPECT_EQ(m.at("decoder.final_norm.weight"), (Shape{16}));
  EXPECT_EQ(m.at("decoder.final_norm.bias"), (Shape{16}));
  EXPECT_EQ(m.size(), 1u + 1 + 1 + 16 + 2 + 26 + 2);
}

TEST(ModelSpec, CountsScaleWithLayers) {
  Architecture a = test::small_architecture();
  a.encoder_layers = 3;
  a.decoder_layers = 5;
  const std::vector<TensorSpec> specs = expected_tensors(a);
  EXPECT_EQ(specs.size(), 1u + 3 * 16 + 5 * 26);
  EXPECT_EQ(specs.front().name, "embedding.weight");
  EXPECT_EQ(specs.back().name, "decoder.layers.4.ffn_norm.bias");
  std::set<std::string> names;
  for (const TensorSpec& s : specs) {
    names.insert(s.name);
    EXPECT_EQ(s.quantizable, s.shape.size() == 2) << s.name;
  }
  EXPECT_EQ(names.size(), specs.size());
  EXPECT_TRUE(names.count("encoder.layers.2.ffn.fc2.weight"));
  EXPECT_FALSE(names.count("encoder.layers.3.ffn.fc2.weight"));
}

TEST(ModelSpec, WeightSlotsAreDistinctAndInSpecOrder) {
  ModelWeights w;
  w.arch = test::small_architecture();
  w.arch.tied_embeddings = false;
  w.arch.norm_position = NormPosition::Pre;
  w.arch.output_bias = true;
  const std::vector<WeightRef*> slots = weight_slots(&w);
  const std::vector<TensorSpec> specs = expected_tensors(w.arch);
  ASSERT_EQ(slots.size(), specs.size());
  EXPECT_EQ(std::set<WeightRef*>(slots.begin(), slots.end()).size(), slots.size());
  EXPECT_EQ(w.encoder_layers.size(), 2u);
  EXPECT_EQ(w.decoder_layers.size(), 2u);
  for (size_t i = 0; i < specs.size(); ++i) {
    if (specs[i].name == "output.weight") {
      EXPECT_EQ(slots[i], &w.output);
    }
    if (specs[i].name == "decoder.layers.1.cross_attn.v_proj.bias") {
      EXPECT_EQ(slots[i], &w.decoder_layers[1].cross_attn.v.bias);
    }
    if (specs[i].name == "encoder.layers.0.ffn_norm.weight") {
      EXPECT_EQ(slots[i], &w.encoder_layers[0].ffn_norm.gain);
    }
    if (specs[i].name == "decoder.final_norm.bias") {
      EXPECT_EQ(slots[i], &w.decoder_final_norm.bias);
    }
  }
  const std::vector<const WeightRef*> refs = weight_refs(w);
  ASSERT_EQ(refs.size(), slots.size());
  for (size_t i = 0; i < refs.size(); ++i) EXPECT_EQ(refs[i], slots[i]);
}

// Each linear layer's slots, found by its role and place, are the members of ModelWeights its name says.
TEST(ModelSpec, LinearSlotsAreTheLayersMembers) {
  for (const bool tied : {true, false}) {
    ModelWeights w;
    w.arch = test::small_architecture();
    w.arch.tied_embeddings = tied;
    w.arch.norm_position = NormPosition::Pre;
    ASSERT_TRUE(size_weight_tables(&w).ok());
    const std::vector<test::LinearSite> sites = test::linear_sites(w.arch, &w);
    ASSERT_EQ(sites.size(), 1u + 6 * w.arch.encoder_layers + 10 * w.arch.decoder_layers);
    EXPECT_EQ(sites[0].prefix, "output");
    EXPECT_EQ(sites[0].weight, tied ? &w.embedding : &w.output);
    EXPECT_EQ(sites[0].bias, nullptr);
    std::map<std::string, const LinearWeights*> members;
    auto attention = [&](const std::string& p, const AttentionWeights& a) {
      members[p + ".q_proj"] = &a.q;
      members[p + ".k_proj"] = &a.k;
      members[p + ".v_proj"] = &a.v;
      members[p + ".o_proj"] = &a.o;
    };
    auto ffn = [&](const std::string& p, const FeedForwardWeights& f) {
      members[p + ".fc1"] = &f.fc1;
      members[p + ".fc2"] = &f.fc2;
    };
    for (uint32_t i = 0; i < w.arch.encoder_layers; ++i) {
      const std::string p = "encoder.layers." + std::to_string(i);
      attention(p + ".self_attn", w.encoder_layers[i].self_attn);
      ffn(p + ".ffn", w.encoder_layers[i].ffn);
    }
    for (uint32_t i = 0; i < w.arch.decoder_layers; ++i) {
      const std::string p = "decoder.layers." + std::to_string(i);
      attention(p + ".self_attn", w.decoder_layers[i].self_attn);
      attention(p + ".cross_attn", w.decoder_layers[i].cross_attn);
      ffn(p + ".ffn", w.decoder_layers[i].ffn);
    }
    ASSERT_EQ(members.size(), sites.size() - 1);
    for (size_t i = 1; i < sites.size(); ++i) {
      const LinearWeights* member = members.at(sites[i].prefix);
      EXPECT_EQ(sites[i].weight, &member->weight) << sites[i].prefix;
      EXPECT_EQ(sites[i].bias, &member->bias) << sites[i].prefix;
    }
  }
}

TEST(ModelSpec, ArchitectureRoundTripsThroughTheSchema) {
  Architecture a = test::small_architecture();
  a.activation = schema::Activation::GELU;
  a.norm_position = NormPosition::Pre;
  a.tied_embeddings = false;
  a.output_bias = true;
  a.layer_norm_epsilon = 1e-6f;
  const schema::ArchitectureT table = architecture_to_schema(a);
  flatbuffers::FlatBufferBuilder fbb;
  fbb.Finish(schema::Architecture::Pack(fbb, &table));
  Result<Architecture> back =
      architecture_from_schema(flatbuffers::GetRoot<schema::Architecture>(fbb.GetBufferPointer()));
  ASSERT_TRUE(back.ok()) << back.status().message();
  EXPECT_EQ(back->d_model, a.d_model);
  EXPECT_EQ(back->heads, a.heads);
  EXPECT_EQ(back->d_ff, a.d_ff);
  EXPECT_EQ(back->encoder_layers, a.encoder_layers);
  EXPECT_EQ(back->decoder_layers, a.decoder_layers);
  EXPECT_EQ(back->vocab_size, a.vocab_size);
  EXPECT_EQ(back->max_positions, a.max_positions);
  EXPECT_EQ(back->activation, a.activation);
  EXPECT_EQ(back->pre_norm(), a.pre_norm());
  EXPECT_EQ(back->tied_embeddings, a.tied_embeddings);
  EXPECT_EQ(back->output_bias, a.output_bias);
  EXPECT_EQ(back->embedding_scale, a.embedding_scale);
  EXPECT_EQ(back->layer_norm_epsilon, a.layer_norm_epsilon);
}

TEST(ModelSpec, NullArchitectureIsRefused) {
  EXPECT_REFUSED(architecture_from_schema(nullptr).status(), StatusCode::kInvalidModel, "no architecture");
}

struct BadArchitecture {
  const char* what;
  void (*mutate)(Architecture&);
  StatusCode code;
  const char* fragment;
};

TEST(ModelSpec, OutOfRangeArchitecturesAreRefusedByName) {
  const BadArchitecture cases[] = {
      {"d_model 0", [](Architecture& a) { a.d_model = 0; }, StatusCode::kInvalidModel, "d_model = 0"},
      {"d_model huge", [](Architecture& a) { a.d_model = 8192 * 2; }, StatusCode::kInvalidModel,
       "d_model = 16384"},
      {"heads 0", [](Architecture& a) { a.heads = 0; }, StatusCode::kInvalidModel, "heads = 0"},
      {"heads 5", [](Architecture& a) { a.heads = 5; }, StatusCode::kInvalidModel,
       "heads = 5 does not divide d_model = 32"},
      {"d_model odd",
       [](Architecture& a) {
         a.d_model = 33;
         a.heads = 3;
       },
       StatusCode::kInvalidModel, "d_model = 33 must be even"},
      {"d_ff 0", [](Architecture& a) { a.d_ff = 0; }, StatusCode::kInvalidModel, "d_ff = 0"},
      {"encoder layers 65", [](Architecture& a) { a.encoder_layers = 65; }, StatusCode::kInvalidModel,
       "encoder_layers = 65"},
      {"decoder layers 0", [](Architecture& a) { a.decoder_layers = 0; }, StatusCode::kInvalidModel,
       "decoder_layers = 0"},
      {"vocab too big", [](Architecture& a) { a.vocab_size = (1u << 20) + 1; }, StatusCode::kInvalidModel,
       "vocab_size = 1048577"},
      {"positions 0", [](Architecture& a) { a.max_positions = 0; }, StatusCode::kInvalidModel,
       "max_positions = 0"},
      {"positions huge", [](Architecture& a) { a.max_positions = 65537; }, StatusCode::kInvalidModel,
       "max_positions = 65537"},
      {"scale NaN", [](Architecture& a) { a.embedding_scale = std::numeric_limits<float>::quiet_NaN(); },
       StatusCode::kInvalidModel, "embedding_scale"},
      {"scale 0", [](Architecture& a) { a.embedding_scale = 0.f; }, StatusCode::kInvalidModel,
       "embedding_scale = 0"},
      {"scale -1", [](Architecture& a) { a.embedding_scale = -1.f; }, StatusCode::kInvalidModel,
       "embedding_scale = -1"},
      {"epsilon inf", [](Architecture& a) { a.layer_norm_epsilon = std::numeric_limits<float>::infinity(); },
       StatusCode::kInvalidModel, "layer_norm_epsilon = inf"},
      {"activation 7", [](Architecture& a) { a.activation = static_cast<schema::Activation>(7); },
       StatusCode::kUnsupported, "activation = 7"},
  };
  for (const BadArchitecture& c : cases) {
    SCOPED_TRACE(c.what);
    Architecture a = test::small_architecture();
    c.mutate(a);
    EXPECT_REFUSED(validate_architecture(a), c.code, c.fragment);
    // The same through the schema table, as a loader sees it.
    const schema::ArchitectureT table = architecture_to_schema(a);
    flatbuffers::FlatBufferBuilder fbb;
    fbb.Finish(schema::Architecture::Pack(fbb, &table));
    EXPECT_REFUSED(
        architecture_from_schema(flatbuffers::GetRoot<schema::Architecture>(fbb.GetBufferPointer())).status(),
        c.code, c.fragment);
  }
  EXPECT_TRUE(validate_architecture(test::small_architecture()).ok());
}

}  // namespace
}  // namespace attn
