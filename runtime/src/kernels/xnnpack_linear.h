// Linear layer on XNNPACK: y = x Wᵀ + b through one fp32 fully-connected operator.
//
// The operator follows XNNPACK's lifecycle: create() packs W and b into the operator's own buffer (once, when
// a translator is created), run() binds the batch size and pointers (xnn_setup_*) and computes
// (xnn_run_operator). In this XNNPACK (Debian 0.0~git20220216) the fully-connected setup only fills a compute
// context inside the operator and allocates nothing, whatever the batch size, so run() needs no warm-up per
// batch size: tests/runtime/api/translate_allocation_test.cpp counts
// malloc/calloc/realloc/posix_memalign/aligned_alloc/free and operator new across translations (beam 1 and 4,
// 1 and 2 threads) and would catch an allocation here.
//
// Shapes: N = rows of x, I = in_features, O = out_features.
#pragma once

#include <pthreadpool.h>
#include <xnnpack.h>

#include <cstddef>

#include "core/status.h"

namespace attn::kernels {

// xnn_initialize, once per process (XNNPACK keeps its own once-flag; calling again is cheap).
// ATTN_ERROR_UNSUPPORTED when the CPU lacks what XNNPACK needs — callers then keep the portable kernel.
Status xnnpack_initialize();

class XnnpackLinear {
 public:
  XnnpackLinear() = default;
  ~XnnpackLinear();
  XnnpackLinear(XnnpackLinear&& other) noexcept;
  XnnpackLinear& operator=(XnnpackLinear&& other) noexcept;
  XnnpackLinear(const XnnpackLinear&) = delete;
  XnnpackLinear& operator=(const XnnpackLinear&) = delete;

  // Packs w [O, I] (row-major, as in the model file) and bias [O] (or nullptr); neither is read afterwards.
  // pool (nullptr: the calling thread only) is borrowed and must outlive this operator.
  Status create(const float* w, const float* bias, size_t in_features, size_t out_features,
                pthreadpool_t pool);

  // y [N, O] = x [N, I] Wᵀ + b. x and y must not alias. Fails only when the operator was never created.
  Status run(const float* x, size_t rows, float* y);

  bool created() const { return op_ != nullptr; }
  size_t in_features() const { return in_features_; }
  size_t out_features() const { return out_features_; }

 private:
  xnn_operator_t op_ = nullptr;
  pthreadpool_t pool_ = nullptr;
  size_t in_features_ = 0;
  size_t out_features_ = 0;
};

}  // namespace attn::kernels
