#include "runtime/src/model/linear_layer.h"

namespace attn::model {

Status LinearLayer::create(const LinearWeights& weights, LinearBackend backend,
                           const kernels::Int8Staging& staging, pthreadpool_t pool,
                           xnn_weights_cache_t weights_cache) {
  kernels_ = element_kernels(weights.weight.type);
  if (kernels_ == nullptr) {
    return Status::Error(ATTN_ERROR_UNSUPPORTED, "linear layer: element type %d has no kernels in this build",
                         static_cast<int>(weights.weight.type));
  }
  weights_ = weights;
  backend_ = backend;
  op_ = kernels::XnnpackLinear();
  if (backend == LinearBackend::kXnnpack)
    return kernels_->create_operator(&op_, weights_, staging, pool, weights_cache);
  return Status::Ok();
}

Status LinearLayer::run(const float* x, size_t rows, float* y) {
  if (kernels_ == nullptr) {
    return Status::Error(ATTN_ERROR_INTERNAL, "linear layer used before create()");
  }
  if (backend_ == LinearBackend::kXnnpack) return op_.run(x, rows, y);  // an uncreated operator says so
  kernels_->linear(weights_, x, rows, y);
  return Status::Ok();
}

}  // namespace attn::model
