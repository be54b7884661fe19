#include "tests/support/random_checkpoint.h"

#include <cmath>
#include <string>

#include "base/src/io/file_io.h"
#include "converter/src/tokenizer_import/tokenizer_import.h"
#include "tests/support/model_spec_lists.h"
#include "tests/support/rng.h"

namespace attn::test_support {
using attn::test::expected_tensors;
using attn::test::Rng;
using attn::test::TensorSpec;

std::string default_tokenizer_model_path() {
  return std::string(ATTN_TEST_DATA_DIR) + "/spm/ende-8k-identity.model";
}

Architecture small_checkpoint_architecture() {
  Architecture a;
  a.d_model = 16;
  a.heads = 2;
  a.d_ff = 32;
  a.encoder_layers = 2;
  a.decoder_layers = 1;
  a.vocab_size = 0;
  a.max_positions = 64;
  a.embedding_scale = 4.f;  // sqrt(16)
  return a;
}

std::vector<checkpoint::Tensor> random_checkpoint_tensors(const Architecture& arch, uint64_t seed) {
  Rng rng(seed);
  std::vector<checkpoint::Tensor> tensors;
  for (const TensorSpec& spec : expected_tensors(arch)) {
    size_t count = 1;
    std::vector<uint64_t> shape;
    for (uint32_t d : spec.shape) {
      count *= d;
      shape.push_back(d);
    }
    std::vector<float> values(count);
    if (spec.shape.size() == 2) {
      const float bound = std::sqrt(6.f / static_cast<float>(spec.shape[0] + spec.shape[1]));
      for (float& v : values) v = rng.uniform(bound);
    } else if (spec.role == TensorRole::kNormGain) {
      for (float& v : values) v = 1.f + rng.uniform(0.1f);
    } else {
      for (float& v : values) v = rng.uniform(0.1f);
    }
    tensors.push_back(checkpoint::Tensor::from_f32(spec.name, std::move(shape), values));
  }
  return tensors;
}

ModelDescription checkpoint_config_for(const Architecture& arch, uint64_t seed, int32_t pad_id,
                                                   int32_t unk_id, int32_t bos_id, int32_t eos_id) {
  ModelDescription c;
  c.d_model = arch.d_model;
  c.heads = arch.heads;
  c.d_ff = arch.d_ff;
  c.encoder_layers = arch.encoder_layers;
  c.decoder_layers = arch.decoder_layers;
  c.vocab_size = arch.vocab_size;
  c.max_positions = arch.max_positions;
  c.activation = arch.activation;
  c.norm_position = arch.pre_norm() ? schema::NormPosition::Pre : schema::NormPosition::Post;
  c.tied_embeddings = arch.tied_embeddings;
  c.output_bias = arch.output_bias;
  c.embedding_scale = arch.embedding_scale;
  c.layer_norm_epsilon = arch.layer_norm_epsilon;
  c.pad_id = pad_id;
  c.unk_id = unk_id;
  c.bos_id = bos_id;
  c.eos_id = eos_id;
  c.source_language = "en";
  c.target_language = "de";
  c.metadata = {{"seed", std::to_string(seed)}, {"writer", "random_checkpoint"}};
  return c;
}

Result<ModelDescription> write_random_checkpoint(const std::string& dir, Architecture arch,
                                                             uint64_t seed,
                                                             const std::string& tokenizer_model_path) {
  ATTN_ASSIGN_OR_RETURN(std::vector<uint8_t> model_bytes, checkpoint::read_file_bytes(tokenizer_model_path));
  const std::string model(model_bytes.begin(), model_bytes.end());
  schema::TokenizerT tokenizer;
  ATTN_RETURN_IF_ERROR(import_sentencepiece(model, &tokenizer));
  arch.vocab_size = static_cast<uint32_t>(tokenizer.pieces.size());
  const ModelDescription config = checkpoint_config_for(
      arch, seed, tokenizer.pad_id, tokenizer.unk_id, tokenizer.bos_id, tokenizer.eos_id);
  ATTN_RETURN_IF_ERROR(checkpoint::write_checkpoint_dir(dir, config, random_checkpoint_tensors(arch, seed),
                                                        model, {{"format", "pt"}}));
  return config;
}

}  // namespace attn::test_support
