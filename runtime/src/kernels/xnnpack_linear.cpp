#include "kernels/xnnpack_linear.h"

#include <limits>
#include <utility>

namespace attn::kernels {

Status xnnpack_initialize() {
  // nullptr: XNNPACK's default allocator (posix_memalign); it is used only while creating operators.
  const xnn_status status = xnn_initialize(nullptr);
  if (status == xnn_status_unsupported_hardware) {
    return Status::Error(ATTN_ERROR_UNSUPPORTED, "XNNPACK: this CPU is not supported");
  }
  if (status != xnn_status_success) {
    return Status::Error(ATTN_ERROR_INTERNAL, "XNNPACK: xnn_initialize failed with status %d",
                         static_cast<int>(status));
  }
  return Status::Ok();
}

XnnpackLinear::~XnnpackLinear() {
  if (op_ != nullptr) xnn_delete_operator(op_);
}

XnnpackLinear::XnnpackLinear(XnnpackLinear&& other) noexcept
    : op_(std::exchange(other.op_, nullptr)),
      pool_(other.pool_),
      in_features_(other.in_features_),
      out_features_(other.out_features_) {}

XnnpackLinear& XnnpackLinear::operator=(XnnpackLinear&& other) noexcept {
  if (this != &other) {
    if (op_ != nullptr) xnn_delete_operator(op_);
    op_ = std::exchange(other.op_, nullptr);
    pool_ = other.pool_;
    in_features_ = other.in_features_;
    out_features_ = other.out_features_;
  }
  return *this;
}

Status XnnpackLinear::create(const float* w, const float* bias, size_t in_features, size_t out_features,
                             pthreadpool_t pool) {
  if (op_ != nullptr) {
    xnn_delete_operator(op_);
    op_ = nullptr;
  }
  constexpr float kNoClamp = std::numeric_limits<float>::infinity();
  // Strides equal the widths: rows of x and y are packed. No XNN_FLAG_TRANSPOSE_WEIGHTS: XNNPACK's kernel
  // layout is [output_channels, input_channels], exactly the model file's [O, I].
  const xnn_status status = xnn_create_fully_connected_nc_f32(
      in_features, out_features, in_features, out_features, w, bias, -kNoClamp, kNoClamp, /*flags=*/0, &op_);
  if (status != xnn_status_success) {
    op_ = nullptr;
    return Status::Error(status == xnn_status_out_of_memory ? ATTN_ERROR_OUT_OF_MEMORY : ATTN_ERROR_INTERNAL,
                         "XNNPACK: creating a %zu -> %zu fully-connected operator failed with status %d",
                         in_features, out_features, static_cast<int>(status));
  }
  pool_ = pool;
  in_features_ = in_features;
  out_features_ = out_features;
  return Status::Ok();
}

Status XnnpackLinear::run(const float* x, size_t rows, float* y) {
  if (op_ == nullptr)
    return Status::Error(ATTN_ERROR_INTERNAL, "XNNPACK: linear operator used before create()");
  xnn_status status = xnn_setup_fully_connected_nc_f32(op_, rows, x, y, pool_);
  if (status == xnn_status_success) status = xnn_run_operator(op_, pool_);
  if (status != xnn_status_success) {
    return Status::Error(ATTN_ERROR_INTERNAL,
                         "XNNPACK: running a %zu -> %zu fully-connected operator on %zu rows "
                         "failed with status %d",
                         in_features_, out_features_, rows, static_cast<int>(status));
  }
  return Status::Ok();
}

}  // namespace attn::kernels
