// A tiny valid checkpoint for the checkpoint-directory tests: a config and two random F32 tensors.
#pragma once

#include <random>
#include <vector>

#include "base/src/checkpoint/safetensors.h"
#include "description/src/config_json.h"

namespace attn::checkpoint::test {

inline ModelDescription small_config() {
  ModelDescription c;
  c.d_model = 8;
  c.heads = 2;
  c.d_ff = 16;
  c.encoder_layers = 1;
  c.decoder_layers = 1;
  c.vocab_size = 10;
  c.max_positions = 32;
  c.embedding_scale = 2.828427f;
  c.source_language = "en";
  c.target_language = "de";
  c.metadata = {{"step", "5"}};
  return c;
}

inline std::vector<Tensor> random_tensors(uint32_t seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> normal;
  std::vector<float> e(80), b(8);
  for (float& x : e) x = normal(rng);
  for (float& x : b) x = normal(rng);
  return {Tensor::from_f32("embedding.weight", {10, 8}, e),
          Tensor::from_f32("encoder.final_norm.bias", {8}, b)};
}

}  // namespace attn::checkpoint::test
