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

}  // namespace attn

namespace attn::model {

class LinearLayer {
 public:
  LinearLayer() = default;

  // Binds the layer to weights (borrowed: they must outlive it). kXnnpack packs them into the layer's
  // operator now (into weights_cache when given: the model's one packed copy), borrowing staging (for types
  // that stage), pool and the cache; kPortable packs nothing.
  Status create(const LinearWeights& weights, LinearBackend backend, const kernels::Int8Staging& staging,
                pthreadpool_t pool, xnn_weights_cache_t weights_cache = nullptr);

  // y [N, O] = x [N, I] Wᵀ + b; x and y must not alias.
  Status run(const float* x,  // [N, I]
             size_t rows,
             float* y);  // [N, O]

  const LinearWeights& weights() const { return weights_; }
  size_t in_features() const { return weights_.weight.cols; }
  size_t out_features() const { return weights_.weight.rows; }
  bool uses_xnnpack() const { return backend_ == LinearBackend::kXnnpack; }
  // The XNNPACK operator (created only on that backend), for benchmarks that time it alone.
  kernels::XnnpackLinear& xnnpack_operator() { return op_; }

 private:
  LinearWeights weights_;
  const ElementKernels* kernels_ = nullptr;  // null until created
  LinearBackend backend_ = LinearBackend::kPortable;
  kernels::XnnpackLinear op_;
};

}  // namespace attn::model
