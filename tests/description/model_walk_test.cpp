// The model walk: its tensors, their order, shapes and roles against docs/model.md's table written out by
// hand for a one-layer model, and its linear layers against the tensors they read.
#include "description/src/model_walk.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace attn {
namespace {

Architecture one_layer_each() {
  Architecture a;
  a.d_model = 16;
  a.heads = 2;
  a.d_ff = 48;
  a.encoder_layers = 1;
  a.decoder_layers = 1;
  a.vocab_size = 40;
  a.max_positions = 32;
  return a;
}

struct Tensor {
  std::string name;
  std::vector<uint32_t> shape;
  TensorRole role;
  Stack stack;
  Block block;
  LinearRole linear;
  bool operator==(const Tensor&) const = default;
};

std::vector<Tensor> walked_tensors(const Architecture& a) {
  std::vector<Tensor> tensors;
  for_each_tensor(a, [&](const TensorSite& t) {
    const LinearRole linear = t.role == TensorRole::kLinearWeight || t.role == TensorRole::kLinearBias
                                  ? t.linear
                                  : LinearRole::kVocabularyProjection;
    tensors.push_back({std::string(t.name), std::vector<uint32_t>(t.shape.dims, t.shape.dims + t.shape.rank),
                       t.role, t.place.stack, t.place.block, linear});
  });
  return tensors;
}

// One layer's tensors as docs/model.md lists them, written out independently of the walk.
void add_layer(std::vector<Tensor>* out, Stack stack, uint32_t D, uint32_t F) {
  const std::string p = stack == Stack::kEncoder ? "encoder.layers.0." : "decoder.layers.0.";
  const LinearRole none = LinearRole::kVocabularyProjection;
  auto attention = [&](const std::string& name, Block block) {
    const std::pair<const char*, LinearRole> projections[] = {{"q_proj", LinearRole::kAttentionQuery},
                                                              {"k_proj", LinearRole::kAttentionKey},
                                                              {"v_proj", LinearRole::kAttentionValue},
                                                              {"o_proj", LinearRole::kAttentionOutput}};
    for (const auto& [proj, role] : projections) {
      out->push_back(
          {p + name + "." + proj + ".weight", {D, D}, TensorRole::kLinearWeight, stack, block, role});
      out->push_back({p + name + "." + proj + ".bias", {D}, TensorRole::kLinearBias, stack, block, role});
    }
    out->push_back({p + name + "_norm.weight", {D}, TensorRole::kNormGain, stack, block, none});
    out->push_back({p + name + "_norm.bias", {D}, TensorRole::kNormBias, stack, block, none});
  };
  attention("self_attn", Block::kSelfAttention);
  if (stack == Stack::kDecoder) attention("cross_attn", Block::kCrossAttention);
  const Block ffn = Block::kFeedForward;
  out->push_back(
      {p + "ffn.fc1.weight", {F, D}, TensorRole::kLinearWeight, stack, ffn, LinearRole::kFeedForwardIn});
  out->push_back({p + "ffn.fc1.bias", {F}, TensorRole::kLinearBias, stack, ffn, LinearRole::kFeedForwardIn});
  out->push_back(
      {p + "ffn.fc2.weight", {D, F}, TensorRole::kLinearWeight, stack, ffn, LinearRole::kFeedForwardOut});
  out->push_back({p + "ffn.fc2.bias", {D}, TensorRole::kLinearBias, stack, ffn, LinearRole::kFeedForwardOut});
  out->push_back({p + "ffn_norm.weight", {D}, TensorRole::kNormGain, stack, ffn, none});
  out->push_back({p + "ffn_norm.bias", {D}, TensorRole::kNormBias, stack, ffn, none});
}

void add_final_norm(std::vector<Tensor>* out, Stack stack, uint32_t D) {
  const std::string p = stack == Stack::kEncoder ? "encoder.final_norm" : "decoder.final_norm";
  out->push_back({p + ".weight",
                  {D},
                  TensorRole::kNormGain,
                  stack,
                  Block::kFinalNorm,
                  LinearRole::kVocabularyProjection});
  out->push_back(
      {p + ".bias", {D}, TensorRole::kNormBias, stack, Block::kFinalNorm, LinearRole::kVocabularyProjection});
}

TEST(ModelWalk, TiedPostNormTensorsAreTheDocumentedTableInOrder) {
  const Architecture a = one_layer_each();
  std::vector<Tensor> expected = {{"embedding.weight",
                                   {40, 16},
                                   TensorRole::kEmbedding,
                                   Stack::kNone,
                                   Block::kEmbedding,
                                   LinearRole::kVocabularyProjection}};
  add_layer(&expected, Stack::kEncoder, 16, 48);
  add_layer(&expected, Stack::kDecoder, 16, 48);
  EXPECT_EQ(walked_tensors(a), expected);
  EXPECT_EQ(tensor_count(a), expected.size());
}

TEST(ModelWalk, UntiedPreNormWithOutputBiasAddsTheirTensors) {
  Architecture a = one_layer_each();
  a.tied_embeddings = false;
  a.output_bias = true;
  a.norm_position = NormPosition::Pre;
  const Block projection = Block::kVocabularyProjection;
  const LinearRole vocabulary = LinearRole::kVocabularyProjection;
  std::vector<Tensor> expected = {
      {"embedding.weight", {40, 16}, TensorRole::kEmbedding, Stack::kNone, Block::kEmbedding, vocabulary},
      {"output.weight", {40, 16}, TensorRole::kLinearWeight, Stack::kNone, projection, vocabulary},
      {"output.bias", {40}, TensorRole::kLinearBias, Stack::kNone, projection, vocabulary}};
  add_layer(&expected, Stack::kEncoder, 16, 48);
  add_final_norm(&expected, Stack::kEncoder, 16);
  add_layer(&expected, Stack::kDecoder, 16, 48);
  add_final_norm(&expected, Stack::kDecoder, 16);
  EXPECT_EQ(walked_tensors(a), expected);
}

TEST(ModelWalk, CountsScaleWithLayersAndLayerIndicesFollowNames) {
  Architecture a = one_layer_each();
  a.encoder_layers = 3;
  a.decoder_layers = 12;
  EXPECT_EQ(tensor_count(a), 1u + 3 * 16 + 12 * 26);
  EXPECT_EQ(linear_count(a), 1u + 3 * 6 + 12 * 10);
  for_each_tensor(a, [](const TensorSite& t) {
    if (t.place.stack == Stack::kNone || t.place.block == Block::kFinalNorm) return;
    const std::string prefix = std::string(t.place.stack == Stack::kEncoder ? "encoder" : "decoder") +
                               ".layers." + std::to_string(t.place.layer) + ".";
    EXPECT_EQ(std::string(t.name).substr(0, prefix.size()), prefix);
  });
}

TEST(ModelWalk, QuantizableAndVocabularyFollowTheRoles) {
  Architecture a = one_layer_each();
  a.tied_embeddings = false;
  std::vector<std::string> vocabulary;
  for_each_tensor(a, [&](const TensorSite& t) {
    EXPECT_EQ(t.quantizable(), t.role == TensorRole::kEmbedding || t.role == TensorRole::kLinearWeight)
        << t.name;
    if (t.vocabulary()) vocabulary.emplace_back(t.name);
  });
  EXPECT_EQ(vocabulary, (std::vector<std::string>{"embedding.weight", "output.weight"}));
}

struct Linear {
  std::string name, weight, bias;  // bias "" when it has none
  LinearRole role;
  Block block;
  bool operator==(const Linear&) const = default;
};

std::vector<Linear> walked_linears(const Architecture& a) {
  std::vector<Linear> linears;
  std::vector<std::string> tensors_before;
  walk_model(
      a, [&](const TensorSite& t) { tensors_before.emplace_back(t.name); },
      [&](const LinearSite& l) {
        // Each layer's own tensors come right before it (the tied projection's is the embedding, walked
        // first).
        if (l.role != LinearRole::kVocabularyProjection) {
          EXPECT_GE(tensors_before.size(), 2u);
          EXPECT_EQ(tensors_before[tensors_before.size() - 2], l.weight.name);
          EXPECT_EQ(tensors_before.back(), l.bias.name);
        }
        EXPECT_EQ(l.weight.role, l.role == LinearRole::kVocabularyProjection && a.tied_embeddings
                                     ? TensorRole::kEmbedding
                                     : TensorRole::kLinearWeight);
        if (l.has_bias) {
          EXPECT_EQ(l.bias.role, TensorRole::kLinearBias);
          EXPECT_EQ(l.bias.linear, l.role);
        }
        linears.push_back({std::string(l.name), std::string(l.weight.name),
                           l.has_bias ? std::string(l.bias.name) : "", l.role, l.place.block});
      });
  return linears;
}

TEST(ModelWalk, LinearLayersInSiteOrderWithTheirTensors) {
  const Architecture a = one_layer_each();
  std::vector<Linear> expected = {
      {"output", "embedding.weight", "", LinearRole::kVocabularyProjection, Block::kVocabularyProjection}};
  auto add = [&](const std::string& prefix, LinearRole role, Block block) {
    expected.push_back({prefix, prefix + ".weight", prefix + ".bias", role, block});
  };
  for (const char* stack : {"encoder", "decoder"}) {
    const std::string p = std::string(stack) + ".layers.0.";
    for (const char* attention : {"self_attn", "cross_attn"}) {
      if (std::string(stack) == "encoder" && std::string(attention) == "cross_attn") continue;
      const Block block =
          std::string(attention) == "self_attn" ? Block::kSelfAttention : Block::kCrossAttention;
      add(p + attention + ".q_proj", LinearRole::kAttentionQuery, block);
      add(p + attention + ".k_proj", LinearRole::kAttentionKey, block);
      add(p + attention + ".v_proj", LinearRole::kAttentionValue, block);
      add(p + attention + ".o_proj", LinearRole::kAttentionOutput, block);
    }
    add(p + "ffn.fc1", LinearRole::kFeedForwardIn, Block::kFeedForward);
    add(p + "ffn.fc2", LinearRole::kFeedForwardOut, Block::kFeedForward);
  }
  EXPECT_EQ(walked_linears(a), expected);
  EXPECT_EQ(linear_count(a), expected.size());
}

TEST(ModelWalk, UntiedProjectionReadsItsOwnWeightAndBias) {
  Architecture a = one_layer_each();
  a.tied_embeddings = false;
  a.output_bias = true;
  const std::vector<Linear> linears = walked_linears(a);
  ASSERT_FALSE(linears.empty());
  EXPECT_EQ(linears.front(), (Linear{"output", "output.weight", "output.bias",
                                     LinearRole::kVocabularyProjection, Block::kVocabularyProjection}));
}

}  // namespace
}  // namespace attn
