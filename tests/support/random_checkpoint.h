// Random-weight checkpoint directories (docs/model.md) for converter, runtime and trainer tests: the tensors
// model_spec expects for an architecture, filled deterministically from a seed, a config.json whose vocab
// size and special ids come from a real SentencePiece model, and that model as tokenizer.model.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "description/src/checkpoint_dir.h"
#include "base/src/core/status.h"
#include "runtime/src/format/model_weights.h"

namespace attn::test_support {

// tests/data/spm/ende-8k-identity.model (vocab 8000, identity normalizer).
std::string default_tokenizer_model_path();

// A small architecture for fast tests (d_model 16, 2 heads, d_ff 32, 2 + 1 layers, post-norm, tied);
// vocab_size is left 0: it comes from the tokenizer.
Architecture small_checkpoint_architecture();

// Tensors named and shaped by expected_tensors(arch), in its order. Matrices ~ U(-a, a) with
// a = sqrt(6 / (rows + cols)); biases ~ U(-0.1, 0.1); layer-norm gains ~ 1 + U(-0.1, 0.1). Deterministic in
// seed and the same on every platform.
std::vector<checkpoint::Tensor> random_checkpoint_tensors(const Architecture& arch, uint64_t seed);

// config.json contents for arch (which must already have its vocab_size), with the given special ids,
// languages en -> de and metadata {"seed": "<seed>", "writer": "random_checkpoint"}.
ModelDescription checkpoint_config_for(const Architecture& arch, uint64_t seed,
                                                   int32_t pad_id = 0, int32_t unk_id = 1, int32_t bos_id = 2,
                                                   int32_t eos_id = 3);

// Writes a complete checkpoint directory at dir: arch's vocab_size and the special ids are replaced by the
// tokenizer model's (so the checkpoint always converts), weights from random_checkpoint_tensors(arch, seed).
// Returns the config written.
Result<ModelDescription> write_random_checkpoint(
    const std::string& dir, Architecture arch, uint64_t seed,
    const std::string& tokenizer_model_path = default_tokenizer_model_path());

}  // namespace attn::test_support
