// The XNNPACK operators of one translator: one fully-connected operator per linear layer of the model,
// created (weights packed) once when the translator is created, plus the translator's thread pool they run
// on.
//
// Packing is per translator: each translator holds its own packed copy of every weight matrix (about the fp32
// model size again), while the model itself stays read-only and shared. Sharing packed weights between
// translators would need XNNPACK's weights cache, which this XNNPACK (0.0~git20220216) does not have.
//
// The structure mirrors ModelWeights (format/model_weights.h), layer for layer.
#pragma once

#include <pthreadpool.h>

#include <cstddef>
#include <memory>
#include <vector>

#include "core/status.h"
#include "format/model_weights.h"
#include "kernels/xnnpack_linear.h"

namespace attn::model {

struct AttentionLinears {
  kernels::XnnpackLinear q, k, v, o;
};

struct EncoderLayerLinears {
  AttentionLinears self_attn;
  kernels::XnnpackLinear fc1, fc2;
};

struct DecoderLayerLinears {
  AttentionLinears self_attn, cross_attn;
  kernels::XnnpackLinear fc1, fc2;
};

class ModelLinears {
 public:
  // Packs every linear layer of weights (fp32; they need not outlive this). threads == 1 runs on the calling
  // thread; threads > 1 creates a pthreadpool of that many threads (the caller's thread among them).
  // ATTN_ERROR_UNSUPPORTED when XNNPACK cannot run on this CPU.
  static Result<std::unique_ptr<ModelLinears>> create(const ModelWeights& weights, size_t threads);

  ~ModelLinears();
  ModelLinears(const ModelLinears&) = delete;
  ModelLinears& operator=(const ModelLinears&) = delete;

  std::vector<EncoderLayerLinears> encoder_layers;
  std::vector<DecoderLayerLinears> decoder_layers;
  kernels::XnnpackLinear output;  // the vocabulary projection, [V, D]

 private:
  ModelLinears() = default;
  Status pack(const ModelWeights& weights);

  pthreadpool_t pool_ = nullptr;  // borrowed by every operator; the destructor frees it last
};

}  // namespace attn::model
