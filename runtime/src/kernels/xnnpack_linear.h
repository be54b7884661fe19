// Linear layer on XNNPACK: y = x Wᵀ + b, fp32 in and out, through fully-connected operators:
//   fp32 weights: xnn_fully_connected_nc_f32;
//   int8 weights (symmetric, one scale per output channel): each row of x is quantized to int8 with the
//   layer's calibrated input (scale, zero point) (kernels/row_steps.h quantize_row, rounding as XNNPACK's
//   conversion), multiplied by xnn_fully_connected_nc_qs8_qc8w, requantized to the calibrated output (scale,
//   zero point), and converted back to fp32 (dequantize_unscale_rows). Values outside the calibrated ranges
//   saturate. The int8 staging buffers are the caller's (shared by every operator of a translator).
//
// The operator follows XNNPACK's lifecycle: create() packs W and b into the operator's own buffer (once, when
// a translator is created); run() binds the batch size (xnn_reshape_*, only when it differs from the last
// run's), the pointers (xnn_setup_*) and computes (xnn_run_operator). The fully-connected reshape and setup
// fill a compute context inside the operator and allocate nothing, whatever the batch size:
// tests/runtime/api/translate_allocation_test.cpp counts malloc/calloc/realloc/posix_memalign/aligned_alloc/
// free and operator new across translations (fp32 and int8, beam 1 and 4, 1 and 2 threads) and would catch
// an allocation here.
//
// Shapes: N = rows of x, I = in_features, O = out_features.
#pragma once

#include <pthreadpool.h>
#include <xnnpack.h>

#include <cstddef>
#include <cstdint>

#include "base/src/core/status.h"
#include "runtime/src/core/fixed_vector.h"
#include "runtime/src/quant/activation_quant.h"

namespace attn::kernels {

// xnn_initialize, once per process (XNNPACK keeps its own once-flag; calling again is cheap), and the choice
// of run-time quantized int8 kernels (XnnpackLinear::create_int8_dynamic).
// ATTN_ERROR_UNSUPPORTED when the CPU lacks what XNNPACK needs — callers then keep the portable kernel.
Status xnnpack_initialize();

// Sees every linear layer's input and output as it runs (calibration of int8 activation ranges). Called on
// the translating thread after the layer has run; it may allocate (calibration is not a translation).
class LinearObserver {
 public:
  virtual ~LinearObserver() = default;
  // linear_index: the layer's position in attn::linear_table() order. x [rows, in], y [rows, out].
  virtual void observe(size_t linear_index, const float* x, size_t rows, size_t in_features, const float* y,
                       size_t out_features) = 0;
};

// Staging for int8 operators: input holds max_rows × (largest in_features), output max_rows × (largest
// out_features) int8 values. Borrowed; must outlive the operators.
struct Int8Staging {
  int8_t* input = nullptr;
  int8_t* output = nullptr;
  size_t input_capacity = 0;   // bytes
  size_t output_capacity = 0;  // bytes
  // Per-row input steps (row_scaled layers): one factor per row of the batch.
  float* row_scales = nullptr;
  size_t row_capacity = 0;  // floats
};

class XnnpackLinear {
 public:
  XnnpackLinear() = default;
  ~XnnpackLinear();
  XnnpackLinear(XnnpackLinear&& other) noexcept;
  XnnpackLinear& operator=(XnnpackLinear&& other) noexcept;
  XnnpackLinear(const XnnpackLinear&) = delete;
  XnnpackLinear& operator=(const XnnpackLinear&) = delete;

  // Packs w [O, I] (row-major, as in the model file) and bias [O] (or nullptr); neither is read afterwards.
  // pool (nullptr: the calling thread only) is borrowed and must outlive this operator. create and
  // create_int8_dynamic pack into weights_cache when one is given (kernels/xnnpack_weights_cache.h: its model's one
  // packed copy, found there by w and bias when another operator packed them already), else into the
  // operator's own buffer; a cache must outlive the operator.
  Status create(const float* w, const float* bias, size_t in_features, size_t out_features,
                pthreadpool_t pool, xnn_weights_cache_t weights_cache = nullptr);

  // Int8 weights: w [O, I] int8 with w_scales [O] (value = w * scale), fp32 bias [O] or nullptr (stored as
  // int32 in units of input.scale * w_scales[o]). input/output: the layer's calibrated activation parameters.
  // ATTN_ERROR_INVALID_MODEL when a parameter makes XNNPACK's requantization impossible (its message says
  // which).
  // output_channels (nullptr: none) are the per-channel output multipliers of kernels/linear_i8.h, borrowed:
  // they must outlive the operator (run() multiplies each output row by them).
  // row_scaled: per-row input steps (kernels/row_steps.h); the operator then packs no bias, and bias is
  // borrowed instead (added by run() in fp32; it must outlive the operator), and staging needs row_scales.
  // Packs its own copy, never into a weights cache: XNNPACK would key it by the int32 bias computed here in a
  // temporary buffer, which no other operator would find.
  Status create_int8(const int8_t* w, const float* w_scales, const float* bias, size_t in_features,
                     size_t out_features, ActivationQuant input, ActivationQuant output, Int8Staging staging,
                     pthreadpool_t pool, const float* output_channels = nullptr, bool row_scaled = false);

  // y [N, O] = x [N, I] Wᵀ + b. x and y must not alias. Fails only when the operator was never created or
  // (int8) when rows exceed the staging buffers — both planning bugs.
  Status run(const float* x, size_t rows, float* y);

  // Int8 weights with the input quantized at run time (format version 5: no activation parameters): each
  // row of x gets its own affine step and zero point from its range, the products are exact int32 sums, and
  // the output and bias are fp32: xnn_convert_nc_f32_qd8 + xnn_fully_connected_nc_qd8_f32_qc8w, or their
  // unsigned twins (qdu8) where XNNPACK has kernels for those on this CPU and not for the signed ones
  // (AVX512-VNNI, AVX-VNNI: vpdpbusd multiplies unsigned by signed bytes). Both quantize a row to the same
  // grid (the unsigned zero point is the signed one + 128), so they compute the same products.
  // w [O, I] int8 with w_scales [O] (value = w · scale); bias [O] fp32 or nullptr; neither is read after
  // create. max_rows bounds run()'s rows; the int8 rows are staged in staging.input.
  enum class DynamicKernels { kFastest, kSigned };
  Status create_int8_dynamic(const int8_t* w, const float* w_scales, const float* bias, size_t in_features,
                             size_t out_features, size_t max_rows, Int8Staging staging, pthreadpool_t pool,
                             DynamicKernels kernels = DynamicKernels::kFastest,
                             xnn_weights_cache_t weights_cache = nullptr);

  bool created() const { return op_ != nullptr; }
  bool is_int8() const { return int8_; }
  size_t in_features() const { return in_features_; }
  size_t out_features() const { return out_features_; }

 private:
  xnn_operator_t op_ = nullptr;  // f32 or per-channel int8 fully-connected (int8: the first slab)
  // int8 only: the output channels in slabs of slab_channels_ (the last may be narrower), each its own qc8
  // operator writing its columns of the shared output staging; op_ is slab 0, extra_[i] slab i + 1. Why:
  // single-threaded, XNNPACK's GEMM walks the rows 4 at a time (its mr) over the whole packed weight matrix,
  // so a matrix larger than L2 streams from memory once per 4 rows; slabs that fit in half of L2 are read
  // once per run. Measured at the base size (512 -> 2048 and back, 30 sentences, 1 thread): 3% less CPU at
  // batches of 8 and 32 (bench/RESULTS-runtime.md). Each output channel is computed exactly as without slabs.
  static constexpr size_t kMaxSlabs = 16;
  xnn_operator_t extra_[kMaxSlabs - 1] = {};
  size_t slabs_ = 1;
  size_t slab_channels_ = 0;
  // The batch size the operators were last reshaped for (kNotReshaped: none, or a run failed).
  static constexpr size_t kNotReshaped = ~size_t{0};
  size_t reshaped_rows_ = kNotReshaped;
  bool int8_ = false;
  // Run-time quantized int8 (create_int8_dynamic): the conversion operator, each row's quantization
  // parameters (max rows + XNN_EXTRA_QUANTIZATION_PARAMS) and the GEMM's workspace, sized when created for
  // max_rows_ (a smaller batch needs no more).
  bool dynamic_ = false;
  bool unsigned_input_ = false;
  xnn_operator_t convert_ = nullptr;
  FixedVector<xnn_quantization_params> qparams_;
  FixedVector<uint8_t> workspace_;
  size_t max_rows_ = 0;
  const float* output_channels_ = nullptr;  // int8 only, borrowed: multiplies each output row
  // The static parameters of the (with per-row steps: divided) rows and of their products, and (per-row
  // steps only) the borrowed bias.
  bool row_scaled_ = false;
  ActivationQuant input_;
  ActivationQuant output_;
  const float* row_bias_ = nullptr;
  Int8Staging staging_;
  pthreadpool_t pool_ = nullptr;
  size_t in_features_ = 0;
  size_t out_features_ = 0;
};

}  // namespace attn::kernels
