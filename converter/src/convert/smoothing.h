// Activation smoothing before int8 calibration: an exact rewrite of the fp32 weights that evens out the
// ranges of the channels each int8 layer's input has (SmoothQuant, α = 0.5).
//
// A linear layer's input is quantized with one int8 step for all its channels, and channels' ranges differ by
// orders of magnitude (ffn.fc2 reads ReLU(fc1(x)), 1024 channels; the layer norms' outputs have a few wide
// channels). For a channel i of an activation that is produced linearly (or through ReLU, which is positively
// homogeneous) and consumed only by linear layers, any d_i > 0 can be divided out where it is produced and
// multiplied back into column i of each consumer's weight: the same function in exact arithmetic. With
// d_i = sqrt(a_i / w_i) (a_i: the channel's largest observed magnitude, w_i: the largest |W[·, i]| over the
// consumers) every channel's range becomes sqrt(a_i · w_i), moving part of the spread into the weights, whose
// per-row int8 scales absorb it better. The sites (sites_of):
//   - ffn.fc1 -> ReLU -> ffn.fc2 (ReLU models): fc1's row i and bias i / d_i, fc2's column i · d_i;
//   - v_proj -> attention -> o_proj: v's row i and bias i / d_i (attention mixes positions, never channels),
//     o_proj's column i · d_i;
//   - pre-norm only (post-norm's norm output is also the residual stream): each layer norm's gain and bias
//     / d_i, its consumers' columns · d_i — self_attn_norm -> q, k, v; cross_attn_norm -> cross q;
//     ffn_norm -> fc1; encoder.final_norm -> every decoder layer's cross k and v. The decoder's final norm
//     feeds the vocabulary projection, tied to the embedding, and is left alone.
// A producer's int8 weights keep their codes (a row divided by d_i only divides its row scale), and with
// per-channel output steps (calibrate.h) so do its outputs' codes.
#pragma once

#include <string>
#include <vector>

#include "base/src/core/status.h"
#include "converter/src/writer/attn_writer.h"
#include "runtime/src/exported/quantization.h"

namespace attn::convert {

// Rewrites every site of contents (F32 tensors) as above. input_channels[k][i]: the observed range of input
// channel i of the linear layer linear_prefixes[k] (linear_table() order; observe_channels in calibrate.h).
// A channel never seen non-zero, or whose consumer columns are all zero, keeps d_i = 1. Refuses non-F32
// tensors and mismatched sizes, naming them.
Status smooth_activations(const std::vector<std::string>& linear_prefixes,
                          const std::vector<std::vector<quant::RangeObserver::Range>>& input_channels,
                          ModelContents* contents);

}  // namespace attn::convert
