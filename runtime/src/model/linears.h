// The linear layers of one translator: one model::LinearLayer per linear layer of the model, all on one
// backend chosen when the translator is created. On XNNPACK each layer's operator is created (weights packed)
// here, once, with the translator's thread pool they run on and, for types that stage their activations
// (int8), one staging buffer that every operator shares (layers run one after another). On the
// portable backend the layers run the reference kernels over the model's weights in place.
//
// Packing is per model where the layer's type allows it: the operators pack into the model's weights cache
// (Model::packed_weights), so the second and later translators of a model find every fp32 and run-time
// int8 matrix packed already and add only their operators, staging and arena.
//
// Which int8 layers multiply their fp32 input directly (model/linear_layer.h, Int8Input::kFloat) rather
// than quantizing it at run time is chosen here per layer, by name, from the translator's option
// (attn_translator_options.float_activation_layers) or, without one, default_float_activation_layers().
//
// The structure mirrors ModelWeights (format/model_weights.h), layer for layer; each layer is found from
// linear_table()'s entries by its role and place (description/src/model_walk.h).
#pragma once

#include <pthreadpool.h>

#include <cstddef>
#include <memory>

#include "runtime/src/core/fixed_vector.h"
#include "base/src/core/status.h"
#include "runtime/src/format/model_spec.h"
#include "runtime/src/format/model_weights.h"
#include "runtime/src/kernels/xnnpack_linear.h"
#include "runtime/src/model/linear_layer.h"

namespace attn::model {

struct AttentionLinears {
  LinearLayer q, k, v, o;
};

struct EncoderLayerLinears {
  AttentionLinears self_attn;
  LinearLayer fc1, fc2;
};

struct DecoderLayerLinears {
  AttentionLinears self_attn, cross_attn;
  LinearLayer fc1, fc2;
};

// The layers whose int8 weights take fp32 input when the translator's options do not say: none (every int8
// layer quantizes its input at run time).
const char* default_float_activation_layers();

class ModelLinears {
 public:
  // Creates every linear layer of weights on backend; the model's weight bytes must outlive this (portable
  // layers read them in place). threads (XNNPACK only) == 1 runs on the calling thread; threads > 1 creates a
  // pthreadpool of that many threads (the caller's thread among them). max_rows: the most rows any layer is
  // run on (sizes the int8 staging); max_output_rows (0: max_rows) the most the vocabulary projection is run
  // on (a decoder step's hypotheses).
  // pack_output false leaves the vocabulary projection `output` uncreated (running it is then an error
  // status): a translator whose every sentence has a vocabulary shortlist computes
  // its logits from the model's weights in place (model/decoder.h), and the packed [V, D] copy (plus its
  // workspace) would be memory it never reads.
  // weights_cache (XNNPACK only; may be nullptr): the model's packed weights (Model::packed_weights), which
  // every translator of the model shares; it must outlive this. Without it each operator packs its own copy.
  // float_activation_layers: the int8 layers that take fp32 input, comma-separated shell patterns over the
  // layer names of linear_table() ("*", "decoder.layers.*.ffn.fc2", "output"; "" none); nullptr:
  // default_float_activation_layers(). A pattern that matches no layer is StatusCode::kInvalidArgument.
  // StatusCode::kUnsupported when XNNPACK is asked for and cannot run on this CPU.
  static Result<std::unique_ptr<ModelLinears>> create(const ModelWeights& weights, LinearBackend backend,
                                                      size_t threads, size_t max_rows,
                                                      size_t max_output_rows = 0, bool pack_output = true,
                                                      xnn_weights_cache_t weights_cache = nullptr,
                                                      const char* float_activation_layers = nullptr);

  ~ModelLinears();
  ModelLinears(const ModelLinears&) = delete;
  ModelLinears& operator=(const ModelLinears&) = delete;

  // Sized once in create(); every allocation there reports failure as StatusCode::kOutOfMemory.
  FixedVector<EncoderLayerLinears> encoder_layers;
  FixedVector<DecoderLayerLinears> decoder_layers;
  LinearLayer output;  // the vocabulary projection, [V, D]

  LinearBackend backend() const { return backend_; }

 private:
  ModelLinears() = default;
  // Creates layers[i] over sites[i] (layers[i] is the layer sites[i] names); float_input[i] picks
  // Int8Input::kFloat.
  Status create_layers(const FixedVector<ConstLinearEntry>& sites, const FixedVector<LinearLayer*>& layers,
                       const FixedVector<uint8_t>& float_input);

  LinearBackend backend_ = LinearBackend::kPortable;
  bool pack_output_ = true;
  pthreadpool_t pool_ = nullptr;                 // borrowed by every operator; the destructor frees it last
  xnn_weights_cache_t weights_cache_ = nullptr;  // borrowed (the model's); nullptr: operators pack their own
  FixedVector<int8_t> staging_input_;  // int8 layers only; sized once in create()
};

}  // namespace attn::model
