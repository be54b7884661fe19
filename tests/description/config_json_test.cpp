// config.json: the documented example parses; every required key is enforced by name; values are checked.
#include "description/src/config_json.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/base/checkpoint/temp_dir.h"

namespace attn::checkpoint {
namespace {

// The example of docs/model.md.
const char* kDocExample = R"({
  "format": "attn-checkpoint",
  "format_version": 1,
  "d_model": 256,
  "heads": 4,
  "d_ff": 1024,
  "encoder_layers": 6,
  "decoder_layers": 3,
  "vocab_size": 8000,
  "max_positions": 256,
  "activation": "relu",
  "norm_position": "post",
  "tied_embeddings": true,
  "output_bias": false,
  "embedding_scale": 16.0,
  "layer_norm_epsilon": 1e-5,
  "pad_id": 0, "unk_id": 1, "bos_id": 2, "eos_id": 3,
  "source_language": "en",
  "target_language": "de",
  "metadata": { "training_corpus": "ddtp-en-de", "step": "12000" }
})";

void expect_error(const nlohmann::json& j, const std::string& needle) {
  auto parsed = parse_checkpoint_config(j.dump());
  ASSERT_FALSE(parsed.ok()) << "expected an error mentioning: " << needle;
  EXPECT_NE(std::string(parsed.status().message()).find(needle), std::string::npos)
      << parsed.status().message();
}

TEST(ModelDescription, ParsesDocumentedExample) {
  auto c = parse_checkpoint_config(kDocExample);
  ASSERT_TRUE(c.ok()) << c.status().message();
  EXPECT_EQ(c->d_model, 256u);
  EXPECT_EQ(c->heads, 4u);
  EXPECT_EQ(c->d_ff, 1024u);
  EXPECT_EQ(c->encoder_layers, 6u);
  EXPECT_EQ(c->decoder_layers, 3u);
  EXPECT_EQ(c->vocab_size, 8000u);
  EXPECT_EQ(c->max_positions, 256u);
  EXPECT_EQ(c->activation, schema::Activation::ReLU);
  EXPECT_EQ(c->norm_position, schema::NormPosition::Post);
  EXPECT_TRUE(c->tied_embeddings);
  EXPECT_FALSE(c->output_bias);
  EXPECT_EQ(c->embedding_scale, 16.0f);
  EXPECT_EQ(c->layer_norm_epsilon, 1e-5f);
  EXPECT_EQ(c->pad_id, 0);
  EXPECT_EQ(c->unk_id, 1);
  EXPECT_EQ(c->bos_id, 2);
  EXPECT_EQ(c->eos_id, 3);
  EXPECT_EQ(c->source_language, "en");
  EXPECT_EQ(c->target_language, "de");
  EXPECT_EQ(c->metadata.at("training_corpus"), "ddtp-en-de");
  EXPECT_EQ(c->metadata.at("step"), "12000");

  const Architecture a = to_architecture(c.value());
  EXPECT_EQ(a.d_model, 256u);
  EXPECT_EQ(a.decoder_layers, 3u);
  EXPECT_FALSE(a.pre_norm());
  EXPECT_EQ(a.embedding_scale, 16.0f);
}

TEST(ModelDescription, RenderParseRoundTrip) {
  ModelDescription c;
  c.d_model = 96;
  c.heads = 3;
  c.d_ff = 200;
  c.encoder_layers = 2;
  c.decoder_layers = 5;
  c.vocab_size = 123;
  c.max_positions = 77;
  c.activation = schema::Activation::GELU;
  c.norm_position = schema::NormPosition::Pre;
  c.tied_embeddings = false;
  c.output_bias = true;
  c.embedding_scale = 9.797959f;
  c.layer_norm_epsilon = 1e-6f;
  c.pad_id = 3;
  c.unk_id = 0;
  c.bos_id = 1;
  c.eos_id = 2;
  c.source_language = "en";
  c.target_language = "fr";
  c.metadata = {{"k", "v"}, {"unicode", "\xc3\xa9t\xc3\xa9"}};

  TempDir dir;
  ASSERT_TRUE(write_checkpoint_config(c, dir.file("config.json")).ok());
  auto back = read_checkpoint_config(dir.file("config.json"));
  ASSERT_TRUE(back.ok()) << back.status().message();
  EXPECT_EQ(back->d_model, c.d_model);
  EXPECT_EQ(back->heads, c.heads);
  EXPECT_EQ(back->d_ff, c.d_ff);
  EXPECT_EQ(back->encoder_layers, c.encoder_layers);
  EXPECT_EQ(back->decoder_layers, c.decoder_layers);
  EXPECT_EQ(back->vocab_size, c.vocab_size);
  EXPECT_EQ(back->max_positions, c.max_positions);
  EXPECT_EQ(back->activation, c.activation);
  EXPECT_EQ(back->norm_position, c.norm_position);
  EXPECT_EQ(back->tied_embeddings, c.tied_embeddings);
  EXPECT_EQ(back->output_bias, c.output_bias);
  EXPECT_EQ(back->embedding_scale, c.embedding_scale) << "floats survive the decimal round trip exactly";
  EXPECT_EQ(back->layer_norm_epsilon, c.layer_norm_epsilon);
  EXPECT_EQ(back->pad_id, c.pad_id);
  EXPECT_EQ(back->unk_id, c.unk_id);
  EXPECT_EQ(back->bos_id, c.bos_id);
  EXPECT_EQ(back->eos_id, c.eos_id);
  EXPECT_EQ(back->source_language, c.source_language);
  EXPECT_EQ(back->target_language, c.target_language);
  EXPECT_EQ(back->metadata, c.metadata);

  auto text = render_checkpoint_config(c);
  ASSERT_TRUE(text.ok());
  EXPECT_NE(text->find("\"layer_norm_epsilon\": 1e-06"), std::string::npos) << text.value();
  EXPECT_NE(text->find("\"activation\": \"gelu\""), std::string::npos);
  EXPECT_NE(text->find("\"norm_position\": \"pre\""), std::string::npos);
}

TEST(ModelDescription, EveryRequiredKeyIsNamedWhenMissing) {
  const nlohmann::json base = nlohmann::json::parse(kDocExample);
  for (const auto& [key, value] : base.items()) {
    if (key == "metadata") continue;  // optional
    nlohmann::json j = base;
    j.erase(key);
    SCOPED_TRACE(key);
    expect_error(j, "missing required key \"" + key + "\"");
  }
  nlohmann::json no_metadata = base;
  no_metadata.erase("metadata");
  auto parsed = parse_checkpoint_config(no_metadata.dump());
  ASSERT_TRUE(parsed.ok()) << parsed.status().message();
  EXPECT_TRUE(parsed->metadata.empty());
}

TEST(ModelDescription, IllTypedKeysAreNamed) {
  const nlohmann::json base = nlohmann::json::parse(kDocExample);
  auto with = [&](const char* key, nlohmann::json value) {
    nlohmann::json j = base;
    j[key] = std::move(value);
    return j;
  };
  expect_error(with("d_model", "256"), "\"d_model\" must be a non-negative 32-bit integer");
  expect_error(with("d_model", -256), "\"d_model\" must be a non-negative 32-bit integer");
  expect_error(with("d_model", 256.5), "\"d_model\" must be a non-negative 32-bit integer");
  expect_error(with("vocab_size", 1ull << 33), "\"vocab_size\" must be a non-negative 32-bit integer");
  expect_error(with("tied_embeddings", 1), "\"tied_embeddings\" must be true or false");
  expect_error(with("embedding_scale", "16"), "\"embedding_scale\" must be a number");
  expect_error(with("pad_id", "0"), "\"pad_id\" must be an integer");
  expect_error(with("eos_id", 1ull << 40), "\"eos_id\" must be a 32-bit integer");
  expect_error(with("source_language", 5), "\"source_language\" must be a string");
  expect_error(with("activation", "swish"), "\"activation\" is \"swish\"");
  expect_error(with("norm_position", "middle"), "\"norm_position\" is \"middle\"");
  expect_error(with("format", "other"), "\"format\" is \"other\"");
  expect_error(with("metadata", "x"), "\"metadata\" must be an object of strings");
  expect_error(with("metadata", nlohmann::json{{"step", 12}}), "metadata \"step\" must be a string");
}

TEST(ModelDescription, ValuesAreRangeChecked) {
  const nlohmann::json base = nlohmann::json::parse(kDocExample);
  auto with = [&](const char* key, nlohmann::json value) {
    nlohmann::json j = base;
    j[key] = std::move(value);
    return j;
  };
  expect_error(with("heads", 3), "\"heads\" (3) does not divide \"d_model\" (256)");
  expect_error(with("heads", 0), "\"heads\" is 0");
  expect_error(with("d_model", 255), "\"d_model\" (255) must be even");
  expect_error(with("heads", 512), "\"heads\" is 512");
  expect_error(with("d_model", 0), "\"d_model\" is 0");
  expect_error(with("d_ff", 0), "\"d_ff\" is 0");
  expect_error(with("encoder_layers", 0), "\"encoder_layers\" is 0");
  expect_error(with("decoder_layers", 1000), "\"decoder_layers\" is 1000");
  expect_error(with("vocab_size", 3), "\"vocab_size\" is 3");
  expect_error(with("max_positions", 1), "\"max_positions\" is 1");
  expect_error(with("embedding_scale", -1.0), "\"embedding_scale\" must be a finite positive number");
  expect_error(with("layer_norm_epsilon", 0.0), "\"layer_norm_epsilon\" must be a finite number in (0, 1)");
  expect_error(with("layer_norm_epsilon", 1e300), "\"layer_norm_epsilon\"");  // inf as a float
  expect_error(with("eos_id", 8000), "\"eos_id\" is 8000, outside [0, vocab_size 8000)");
  expect_error(with("pad_id", -1), "\"pad_id\" is -1");
  expect_error(with("bos_id", 1), "\"bos_id\" (1) repeats another special id");
  expect_error(with("target_language", ""), "\"target_language\" must be 1 to 64 bytes");
  expect_error(with("format_version", 2), "format_version 2 is not supported");
}

TEST(ModelDescription, UnknownKeysAreIgnored) {
  nlohmann::json j = nlohmann::json::parse(kDocExample);
  j["learning_rate"] = 0.001;
  j["future"] = {{"nested", true}};
  auto parsed = parse_checkpoint_config(j.dump());
  EXPECT_TRUE(parsed.ok()) << parsed.status().message();
}

TEST(ModelDescription, MalformedFilesNamed) {
  auto bad = parse_checkpoint_config("{\"d_model\": ");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(std::string(bad.status().message()).find("config.json is not valid JSON"), std::string::npos);
  auto array = parse_checkpoint_config("[1]");
  ASSERT_FALSE(array.ok());
  EXPECT_NE(std::string(array.status().message()).find("not a JSON object"), std::string::npos);
  auto missing = read_checkpoint_config("/nonexistent/config.json");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.status().code(), StatusCode::kIo);
  EXPECT_NE(std::string(missing.status().message()).find("/nonexistent/config.json"), std::string::npos);
}

TEST(ModelDescription, WriteRefusesInvalidConfig) {
  ModelDescription c;  // all zeros
  TempDir dir;
  Status s = write_checkpoint_config(c, dir.file("config.json"));
  ASSERT_FALSE(s.ok());
  EXPECT_NE(std::string(s.message()).find("d_model"), std::string::npos) << s.message();
  EXPECT_FALSE(std::filesystem::exists(dir.file("config.json")));
}

}  // namespace
}  // namespace attn::checkpoint
