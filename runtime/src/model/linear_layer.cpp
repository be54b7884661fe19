#include "runtime/src/model/linear_layer.h"

namespace attn::model {

Status LinearLayer::create(const LinearWeights& weights, LinearBackend backend,
                           const kernels::Int8Staging& staging, pthreadpool_t pool,
                           xnn_weights_cache_t weights_cache, Int8Input int8_input) {
  kernels_ = element_kernels(weights.weight.type);
  if (kernels_ == nullptr) {
    return Status::Error(StatusCode::kUnsupported,
                         "linear layer: element type %d has no kernels in this build",
                         static_cast<int>(weights.weight.type));
  }
  weights_ = weights;
  backend_ = backend;
  // Only a type with fp32-input kernels has the choice (I8); the others compute as they always do.
  float_input_ = int8_input == Int8Input::kFloat && kernels_->linear_float_input != nullptr &&
                 kernels_->create_float_input_operator != nullptr;
  op_ = kernels::XnnpackLinear();
  if (backend != LinearBackend::kXnnpack) return Status::Ok();
  if (float_input_) return kernels_->create_float_input_operator(&op_, weights_, pool, weights_cache);
  return kernels_->create_operator(&op_, weights_, staging, pool, weights_cache);
}

Status LinearLayer::run(const float* x, size_t rows, float* y) {
  if (kernels_ == nullptr) {
    return Status::Error(StatusCode::kInternal, "linear layer used before create()");
  }
  if (backend_ == LinearBackend::kXnnpack) return op_.run(x, rows, y);  // an uncreated operator says so
  (float_input_ ? kernels_->linear_float_input : kernels_->linear)(weights_, x, rows, y);
  return Status::Ok();
}

}  // namespace attn::model
