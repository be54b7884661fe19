// Linear layer on XNNPACK: y = x Wᵀ + b, fp32 in and out, through fully-connected operators:
//   fp32 weights: xnn_fully_connected_nc_f32;
//   int8 weights (symmetric, one scale per output channel): each row of x is quantized to int8 at run time
//   with its own step and zero point into the caller's staging buffer (shared by every operator of a
//   translator), and multiplied by xnn_fully_connected_nc_qd8_f32_qc8w, whose output and bias are fp32;
//   4-bit weights (one scale per output channel): the same, by xnn_fully_connected_nc_qd8_f32_qc4w;
//   int8 weights with fp32 input (the choice model/linears.h makes per layer):
//   xnn_fully_connected_nc_f32_qc8w, which multiplies the fp32 rows by the int8 weights converted to fp32 (no
//   input rounding, no staging).
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
#include <memory>

#include "base/src/core/status.h"
#include "runtime/src/core/fixed_vector.h"

namespace attn::kernels {

// xnn_initialize, once per process (XNNPACK keeps its own once-flag; calling again is cheap), and the choice
// of run-time quantized int8 kernels (XnnpackLinear::create_int8_dynamic).
// StatusCode::kUnsupported when the CPU lacks what XNNPACK needs — callers then keep the portable kernel.
Status xnnpack_initialize();

// Staging for int8 operators: input holds max_rows × (largest in_features) int8 values, the quantized rows.
// Borrowed; must outlive the operators.
struct Int8Staging {
  int8_t* input = nullptr;
  size_t input_capacity = 0;  // bytes
};

class XnnpackLinear {
 public:
  XnnpackLinear() = default;
  XnnpackLinear(XnnpackLinear&& other) noexcept = default;
  XnnpackLinear& operator=(XnnpackLinear&& other) noexcept = default;
  XnnpackLinear(const XnnpackLinear&) = delete;
  XnnpackLinear& operator=(const XnnpackLinear&) = delete;

  // Packs w [O, I] (row-major, as in the model file) and bias [O] (or nullptr); neither is read afterwards.
  // pool (nullptr: the calling thread only) is borrowed and must outlive this operator. create and
  // create_int8_dynamic pack into weights_cache when one is given (kernels/xnnpack_weights_cache.h: its
  // model's one packed copy, found there by w and bias when another operator packed them already), else into
  // the operator's own buffer; a cache must outlive the operator.
  Status create(const float* w, const float* bias, size_t in_features, size_t out_features,
                pthreadpool_t pool, xnn_weights_cache_t weights_cache = nullptr);

  // y [N, O] = x [N, I] Wᵀ + b. x and y must not alias. Fails only when the operator was never created or
  // (int8) when rows exceed the planned max_rows — both planning bugs.
  Status run(const float* x, size_t rows, float* y);

  // Int8 weights with the input quantized at run time (format version 5: no activation parameters): each
  // row of x gets its own affine step and zero point from its range, the products are exact int32 sums, and
  // the output and bias are fp32: xnn_fully_connected_nc_qd8_f32_qc8w, or its unsigned twin (qdu8) where
  // XNNPACK has kernels for that on this CPU and not for the signed one (AVX512-VNNI, AVX-VNNI: vpdpbusd
  // multiplies unsigned by signed bytes). Both see a row on the same grid (the unsigned zero point is the
  // signed one + 128), so they compute the same products. The rows are quantized by attn, exactly as the
  // portable kernel quantizes them (kernels/linear_i8.h dynamic_row_quant, quantize_row; XNNPACK's
  // arithmetic restated), not by XNNPACK's conversion operator: creating that operator leaks its descriptor
  // when its second allocation fails (create_unary_elementwise_nc), and a row's conversion is a small part
  // of its product.
  // w [O, I] int8 with w_scales [O] (value = w · scale); bias [O] fp32 or nullptr; neither is read after
  // create. max_rows bounds run()'s rows; the int8 rows are staged in staging.input.
  // kFastest: the unsigned kernels where XNNPACK has them on this CPU, else the signed ones. kSigned: the
  // signed kernels always (a CPU's without the unsigned ones; tests reach them on any CPU).
  enum class DynamicKernels { kFastest, kSigned };
  Status create_int8_dynamic(const int8_t* w, const float* w_scales, const float* bias, size_t in_features,
                             size_t out_features, size_t max_rows, Int8Staging staging, pthreadpool_t pool,
                             DynamicKernels kernels = DynamicKernels::kFastest,
                             xnn_weights_cache_t weights_cache = nullptr);

  // 4-bit weights (ElementType I4, quant/quantization.h's layout: element k of the row-major [O, I] matrix in
  // nibble k, low nibble first, value = (nibble − 8) · w_scales[o]), the input quantized at run time exactly
  // as for create_int8_dynamic: xnn_fully_connected_nc_qd8_f32_qc4w (kernel zero point 8), or with
  // kFastest its unsigned twin (qdu8) where XNNPACK has 4-bit kernels for that on this CPU. in_features must
  // be even: XNNPACK pads odd 4-bit rows to whole bytes on some CPUs and not on others.
  Status create_int4_dynamic(const uint8_t* w, const float* w_scales, const float* bias, size_t in_features,
                             size_t out_features, size_t max_rows, Int8Staging staging, pthreadpool_t pool,
                             DynamicKernels kernels = DynamicKernels::kFastest,
                             xnn_weights_cache_t weights_cache = nullptr);

  // 4-bit weights with one scale per block of block_size input channels (ElementType I4B: value = (nibble −
  // 8) · w_scales[o · I / block_size + i / block_size], each scale a bfloat16 value; block_size a multiple of
  // 32 dividing I), the input quantized at run time as for create_int8_dynamic, on
  // xnn_fully_connected_nc_qd8_f32_qb4w (signed input: this XNNPACK has no unsigned blockwise operator). The
  // scales are handed to XNNPACK as bfloat16, converted into a buffer freed before create returns (XNNPACK
  // packs them with the weights).
  Status create_int4_blocks_dynamic(const uint8_t* w, const float* w_scales, size_t block_size,
                                    const float* bias, size_t in_features, size_t out_features,
                                    size_t max_rows, Int8Staging staging, pthreadpool_t pool,
                                    xnn_weights_cache_t weights_cache = nullptr);

  // Int8 weights, fp32 input (the same stored weights and scales as create_int8_dynamic, without its input
  // rounding): y[o] = (Σ_i x_i · w[o, i]) · w_scales[o] + b[o] in fp32, on xnn_fully_connected_nc_f32_qc8w.
  // Nothing is staged; the weights are packed as int8. On arm64 a single row runs as two, so that it goes
  // through the same kernel as a row among many and its result does not depend on the batch. Unlike the other
  // create functions, bias is read by every run (it must outlive the operator, as the model's weights do):
  // XNNPACK's f32_qc8w kernels start each sum from the packed bias and scale the whole sum, (b + Σ x · w) ·
  // scale, so the operator is created without bias and run() adds it. (Packing b / scale instead would need a
  // copy per operator, and the weights cache, keyed by the bias pointer, could no longer share the packed
  // weights across translators.)
  Status create_int8_float_input(const int8_t* w, const float* w_scales, const float* bias,
                                 size_t in_features, size_t out_features, pthreadpool_t pool,
                                 xnn_weights_cache_t weights_cache = nullptr);

  bool created() const { return op_ != nullptr; }
  // True for the run-time quantized kinds (int8 and 4-bit weights): the input is staged as int8 rows.
  bool is_int8() const { return staged(); }
  bool is_int4() const { return kind_ == Kind::kInt4Dynamic || kind_ == Kind::kInt4Blocks; }
  // create_int8_float_input's operator: int8 weights, fp32 input (is_int8() is false: nothing is staged).
  bool is_int8_float_input() const { return kind_ == Kind::kInt8FloatInput; }
  size_t in_features() const { return in_features_; }
  size_t out_features() const { return out_features_; }

 private:
  void release();  // deletes the operator and clears what kind of operator it was

  // Which operator op_ is, and so how run() feeds it.
  enum class Kind : uint8_t {
    kNone,         // not created, or its creation failed
    kF32,          // create: xnn_fully_connected_nc_f32
    kInt8Dynamic,  // create_int8_dynamic: qd8 (or qdu8) x qc8w, the input staged as int8 rows
    kInt4Dynamic,  // create_int4_dynamic: qd8 (or qdu8) x qc4w, staged likewise
    kInt4Blocks,   // create_int4_blocks_dynamic: qd8 x qb4w, staged likewise
    kInt8FloatInput,  // create_int8_float_input: f32 x qc8w, nothing staged
  };
  bool staged() const {
    return kind_ == Kind::kInt8Dynamic || kind_ == Kind::kInt4Dynamic || kind_ == Kind::kInt4Blocks;
  }

  struct DeleteOperator {
    void operator()(xnn_operator_t op) const { xnn_delete_operator(op); }
  };
  // The f32 or run-time quantized fully-connected operator, owned: moving a layer moves it.
  std::unique_ptr<xnn_operator, DeleteOperator> op_;
  Kind kind_ = Kind::kNone;
  // The batch size the operators were last reshaped for (kNotReshaped: none, or a run failed).
  static constexpr size_t kNotReshaped = ~size_t{0};
  size_t reshaped_rows_ = kNotReshaped;
  bool unsigned_input_ = false;        // staged kinds: the qdu8 kernels (unsigned input grid)
  const float* bias_after_ = nullptr;  // kInt8FloatInput only: the bias run() adds (borrowed), or nullptr
  // Staged kinds only: each row's quantization parameters (max rows + XNN_EXTRA_QUANTIZATION_PARAMS) and the
  // GEMM's workspace, sized when created for max_rows_ (a smaller batch needs no more).
  FixedVector<xnn_quantization_params> qparams_;
  FixedVector<uint8_t> workspace_;
  // f32_qc8w on arm64 only: a one-row run's two input rows and two output rows (run() says why).
  FixedVector<float> one_row_;
  size_t max_rows_ = 0;
  Int8Staging staging_;
  // Quantizes rows of x into staging_.input and their parameters into qparams_ (int8 only).
  void quantize_rows(const float* x, size_t rows);
  // create_int8_dynamic, create_int4_dynamic and create_int4_blocks_dynamic: w is int8_t [O, I] or packed
  // nibbles [O · I / 2]; block_size > 0 (4-bit only): w_scales one per block.
  Status create_dynamic(bool int4, const void* w, const float* w_scales, const float* bias,
                        size_t in_features, size_t out_features, size_t max_rows, Int8Staging staging,
                        pthreadpool_t pool, DynamicKernels kernels, xnn_weights_cache_t weights_cache,
                        size_t block_size = 0);
  xnn_status reshape_dynamic(size_t rows, size_t* workspace_bytes);
  xnn_status setup_dynamic(float* y, void* workspace);
  pthreadpool_t pool_ = nullptr;
  size_t in_features_ = 0;
  size_t out_features_ = 0;
};

}  // namespace attn::kernels
