// Where each named tensor of docs/model.md lives in the model's single parameter buffer (offsets in floats),
// laid out from the model walk (description/src/model_walk.h) in its order, each tensor found by its role.
// The same offsets index the gradient and the Adam moment buffers.
//
// q, k and v projections of one attention block are adjacent (weights [3D, D], then biases [3D]), so the
// self-attention input projection is ONE GEMM against a [3D, D] matrix, and cross-attention's k, v one
// [2D, D].
#pragma once

#include <cstddef>
#include <vector>

#include "trainer/src/model/transformer.h"

namespace attn::train {

struct AttentionOffsets {
  size_t qkv_weight = 0;  // [3D, D]: q_proj.weight, k_proj.weight, v_proj.weight
  size_t qkv_bias = 0;    // [3D]
  size_t out_weight = 0;  // [D, D]
  size_t out_bias = 0;    // [D]
};
struct NormOffsets {
  size_t gain = 0, bias = 0;  // [D] each
};
struct FeedForwardOffsets {
  size_t fc1_weight = 0, fc1_bias = 0;  // [F, D], [F]
  size_t fc2_weight = 0, fc2_bias = 0;  // [D, F], [D]
};
struct EncoderLayerOffsets {
  AttentionOffsets self_attn;
  NormOffsets self_attn_norm;
  FeedForwardOffsets ffn;
  NormOffsets ffn_norm;
};
struct DecoderLayerOffsets {
  AttentionOffsets self_attn;
  NormOffsets self_attn_norm;
  AttentionOffsets cross_attn;
  NormOffsets cross_attn_norm;
  FeedForwardOffsets ffn;
  NormOffsets ffn_norm;
};

struct ParameterLayout {
  size_t embedding = 0;      // [V, D]
  size_t output_weight = 0;  // [V, D]; equals embedding when tied
  std::vector<EncoderLayerOffsets> encoder;
  std::vector<DecoderLayerOffsets> decoder;
  NormOffsets encoder_final_norm, decoder_final_norm;  // pre-norm only
  size_t total = 0;
  std::vector<ParameterInfo> info;  // checkpoint names and roles, in buffer order
};

ParameterLayout make_parameter_layout(const ModelDescription& config);

// Paper initialisation into params (layout.total floats), deterministic in the seed.
void initialize_parameters(const ModelDescription& config, const ParameterLayout& layout, uint64_t seed, float* params);

// Sinusoidal positions [max_positions, D] (docs/model.md, the paper's interleaving), computed in double.
std::vector<float> sinusoidal_positions(int max_positions, int d_model);

}  // namespace attn::train
