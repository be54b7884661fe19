// One linear layer of the model, y = x Wᵀ + b, bound to the backend that runs it: an XNNPACK operator packed
// from its weights, or the portable kernel over the weights in place. The backend is chosen once, when the
// translator is created (model/linears.h creates every layer); the kernels of the weights' element type come
// from model/element_kernels.h. A run that fails is reported as an error status: it means the translator's
// plan was wrong (a layer never created, more rows than its staging holds), and no other kernel quietly
// takes over.
//
// Shapes: N = rows of x, I = in_features, O = out_features.
#pragma once

#include <pthreadpool.h>

#include <cstddef>

#include "base/src/core/status.h"
#include "runtime/src/format/model_weights.h"
#include "runtime/src/kernels/xnnpack_linear.h"
#include "runtime/src/model/element_kernels.h"

namespace attn {

// Which kernel runs the linear layers: XNNPACK operators, or the portable reference kernels (single-threaded;
// for tests and benchmarks that compare the two, and where XNNPACK cannot run on the CPU).
enum class LinearBackend { kXnnpack, kPortable };

// What a layer whose weights are int8 multiplies them by: its input rows quantized to int8 at run time (each
// row its own step; integer products), or the fp32 input itself (only the weights' rounding). Layers of other
// types ignore it. Chosen per layer when the translator is created (model/linears.h).
enum class Int8Input { kQuantized, kFloat };

}  // namespace attn

namespace attn::model {

class LinearLayer {
 public:
  LinearLayer() = default;

  // Binds the layer to weights (borrowed: they must outlive it). kXnnpack packs them into the layer's
  // operator now (into weights_cache when given: the model's one packed copy), borrowing staging (for types
  // that stage), pool and the cache; kPortable packs nothing. int8_input picks the kernels of an int8 layer
  // (both backends compute the same arithmetic).
  Status create(const LinearWeights& weights, LinearBackend backend, const kernels::Int8Staging& staging,
                pthreadpool_t pool, xnn_weights_cache_t weights_cache = nullptr,
                Int8Input int8_input = Int8Input::kQuantized);

  // y [N, O] = x [N, I] Wᵀ + b; x and y must not alias.
  Status run(const float* x,  // [N, I]
             size_t rows,
             float* y);  // [N, O]

  const LinearWeights& weights() const { return weights_; }
  size_t in_features() const { return weights_.weight.cols; }
  size_t out_features() const { return weights_.weight.rows; }
  bool uses_xnnpack() const { return backend_ == LinearBackend::kXnnpack; }
  // True when the layer multiplies its fp32 input by int8 weights (Int8Input::kFloat on an int8 layer).
  bool float_input_int8() const { return float_input_; }

 private:
  LinearWeights weights_;
  const ElementKernels* kernels_ = nullptr;  // null until created
  LinearBackend backend_ = LinearBackend::kPortable;
  bool float_input_ = false;  // kernels_->linear_float_input / create_float_input_operator run it
  kernels::XnnpackLinear op_;
};

}  // namespace attn::model
