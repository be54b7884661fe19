// The XNNPACK operators of one translator: one fully-connected operator per linear layer of the model (fp32
// or int8, as the layer's weight is stored), created (weights packed) once when the translator is created,
// plus the translator's thread pool they run on and, for int8 layers, one pair of int8 staging buffers that
// every operator shares (layers run one after another).
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

#include "runtime/src/core/fixed_vector.h"
#include "base/src/core/status.h"
#include "runtime/src/format/model_spec.h"
#include "runtime/src/format/model_weights.h"
#include "runtime/src/kernels/xnnpack_linear.h"

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
  // Packs every linear layer of weights (they need not outlive this). threads == 1 runs on the calling
  // thread; threads > 1 creates a pthreadpool of that many threads (the caller's thread among them).
  // max_rows: the most rows any layer is run on (sizes the int8 staging); max_output_rows (0: max_rows) the
  // most the vocabulary projection is run on (a decoder step's hypotheses), so that the staging is not
  // max_source_tokens × vocabulary. observer (may be nullptr) sees every layer's input and output, with its
  // index in linear_sites() order. ATTN_ERROR_UNSUPPORTED when XNNPACK cannot run on this CPU.
  static Result<std::unique_ptr<ModelLinears>> create(const ModelWeights& weights, size_t threads,
                                                      size_t max_rows, kernels::LinearObserver* observer = nullptr,
                                                      size_t max_output_rows = 0);

  ~ModelLinears();
  ModelLinears(const ModelLinears&) = delete;
  ModelLinears& operator=(const ModelLinears&) = delete;

  // Sized once in create(); every allocation there reports failure as ATTN_ERROR_OUT_OF_MEMORY.
  FixedVector<EncoderLayerLinears> encoder_layers;
  FixedVector<DecoderLayerLinears> decoder_layers;
  kernels::XnnpackLinear output;  // the vocabulary projection, [V, D]

 private:
  ModelLinears() = default;
  // Creates ops[i] over sites[i] (the same linear_sites() order).
  Status pack(const FixedVector<LinearEntry>& sites, const FixedVector<kernels::XnnpackLinear*>& ops);

  pthreadpool_t pool_ = nullptr;  // borrowed by every operator; the destructor frees it last
  FixedVector<int8_t> staging_input_, staging_output_;  // int8 layers only; sized once in create()
};

}  // namespace attn::model
