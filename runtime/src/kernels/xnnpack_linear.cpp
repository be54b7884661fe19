#include "runtime/src/kernels/xnnpack_linear.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <limits>
#include <utility>

#include "runtime/src/core/fixed_vector.h"
#include "runtime/src/kernels/linear_i8.h"
#include "runtime/src/kernels/row_quant.h"

// XNNPACK's unsigned-input variant of the run-time quantized fully-connected operator, whose x86 kernels use
// VNNI (vpdpbusd): declared in its src/xnnpack/internal.h, which it does not install.
extern "C" {
enum xnn_status xnn_create_fully_connected_nc_qdu8_f32_qc8w(
    size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride,
    const float* kernel_scale, const int8_t* kernel, const float* bias, float output_min, float output_max,
    uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_qdu8_f32_qc8w(xnn_operator_t fully_connected_op,
                                                             size_t batch_size, size_t* workspace_size,
                                                             pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_qdu8_f32_qc8w(
    xnn_operator_t fully_connected_op, const int8_t* input, float* output, void* workspace,
    const struct xnn_quantization_params* quantization_params);
enum xnn_status xnn_create_fully_connected_nc_qdu8_f32_qc4w(
    size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride,
    uint8_t kernel_zero_point, const float* kernel_scale, const void* kernel, const float* bias,
    float output_min, float output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
    xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_qdu8_f32_qc4w(xnn_operator_t fully_connected_op,
                                                             size_t batch_size, size_t* workspace_size,
                                                             pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_qdu8_f32_qc4w(
    xnn_operator_t fully_connected_op, const uint8_t* input, float* output, void* workspace,
    const struct xnn_quantization_params* quantization_params);
}

namespace attn::kernels {

#if defined(__aarch64__)
constexpr bool kOneRowAsTwo = true;  // f32_qc8w: see run()
#else
constexpr bool kOneRowAsTwo = false;
#endif
namespace {

void delete_operator(xnn_operator_t& op) {
  if (op != nullptr) xnn_delete_operator(op);
  op = nullptr;
}

StatusCode code_of(xnn_status status) {
  if (status == xnn_status_out_of_memory) return StatusCode::kOutOfMemory;
  // Parameters XNNPACK refuses (a weight scale out of its range) come from the model file.
  if (status == xnn_status_unsupported_parameter || status == xnn_status_invalid_parameter)
    return StatusCode::kInvalidModel;
  return StatusCode::kInternal;
}

// Whether XNNPACK has unsigned-input (qdu8) run-time quantized kernels on this CPU; set by
// xnnpack_initialize before any operator is created.
std::atomic<bool> g_unsigned_dynamic{false};
std::atomic<bool> g_unsigned_dynamic_int4{false};

// The nibbles' zero point: XNNPACK's 4-bit weights are unsigned nibbles, value = nibble − 8.
constexpr uint8_t kInt4ZeroPoint = 8;

// XNNPACK fingerprints each operator kind's weight packing the first time an operator of that kind is created
// (process-wide state, kept for the process's life), and that code does not check one of its allocations
// (src/operators/fingerprint_cache.c, create_fingerprint_context): an allocation failing there crashes. So
// the kinds attn creates are fingerprinted here, with one-element operators, before any layer is created.
xnn_status prime_fingerprints() {
  constexpr float kNoClamp = std::numeric_limits<float>::infinity();
  const float w_f32[1] = {0.f};
  const int8_t w_i8[1] = {0};
  const float w_scale[1] = {1.f};
  xnn_operator_t op = nullptr;
  xnn_status status = xnn_create_fully_connected_nc_f32(1, 1, 1, 1, w_f32, nullptr, -kNoClamp, kNoClamp, 0,
                                                        /*weights_cache=*/nullptr, &op);
  delete_operator(op);
  if (status != xnn_status_success) return status;
  status =
      xnn_create_fully_connected_nc_qd8_f32_qc8w(1, 1, 1, 1, w_scale, w_i8, nullptr, -kNoClamp, kNoClamp, 0,
                                                 /*weights_cache=*/nullptr, &op);
  delete_operator(op);
  if (status != xnn_status_success) return status;
  // The unsigned kernels exist only on some CPUs (a config without them answers unsupported_hardware).
  status =
      xnn_create_fully_connected_nc_qdu8_f32_qc8w(1, 1, 1, 1, w_scale, w_i8, nullptr, -kNoClamp, kNoClamp, 0,
                                                  /*weights_cache=*/nullptr, &op);
  delete_operator(op);
  g_unsigned_dynamic.store(status == xnn_status_success, std::memory_order_relaxed);
  if (status != xnn_status_success && status != xnn_status_unsupported_hardware) return status;
  status = xnn_create_fully_connected_nc_f32_qc8w(1, 1, 1, 1, w_scale, w_i8, nullptr, -kNoClamp, kNoClamp, 0,
                                                  /*weights_cache=*/nullptr, &op);
  delete_operator(op);
  if (status != xnn_status_success) return status;
  const uint8_t w_i4[1] = {0x88};  // two zeros
  status = xnn_create_fully_connected_nc_qd8_f32_qc4w(2, 1, 2, 1, kInt4ZeroPoint, w_scale, w_i4, nullptr,
                                                      -kNoClamp, kNoClamp, 0, /*weights_cache=*/nullptr, &op);
  delete_operator(op);
  if (status != xnn_status_success) return status;
  status =
      xnn_create_fully_connected_nc_qdu8_f32_qc4w(2, 1, 2, 1, kInt4ZeroPoint, w_scale, w_i4, nullptr,
                                                  -kNoClamp, kNoClamp, 0, /*weights_cache=*/nullptr, &op);
  delete_operator(op);
  g_unsigned_dynamic_int4.store(status == xnn_status_success, std::memory_order_relaxed);
  return status == xnn_status_unsupported_hardware ? xnn_status_success : status;
}

}  // namespace

Status xnnpack_initialize() {
  // nullptr: XNNPACK's default allocator (posix_memalign); it is used only while creating operators.
  const xnn_status status = xnn_initialize(nullptr);
  if (status == xnn_status_unsupported_hardware) {
    return Status::Error(StatusCode::kUnsupported, "XNNPACK: this CPU is not supported");
  }
  if (status != xnn_status_success) {
    return Status::Error(
        status == xnn_status_out_of_memory ? StatusCode::kOutOfMemory : StatusCode::kInternal,
        "XNNPACK: xnn_initialize failed with status %d", static_cast<int>(status));
  }
  // Once per process; a failed attempt (out of memory) is repeated by the next call.
  static std::atomic<bool> primed{false};
  if (!primed.load(std::memory_order_acquire)) {
    const xnn_status prime = prime_fingerprints();
    if (prime != xnn_status_success) {
      return Status::Error(code_of(prime), "XNNPACK: creating its first operators failed with status %d",
                           static_cast<int>(prime));
    }
    primed.store(true, std::memory_order_release);
  }
  return Status::Ok();
}

// Every create starts from no operator and no kind: a layer created again is created afresh.
void XnnpackLinear::release() {
  op_.reset();
  kind_ = Kind::kNone;
  reshaped_rows_ = kNotReshaped;
  bias_after_ = nullptr;
}

Status XnnpackLinear::create(const float* w, const float* bias, size_t in_features, size_t out_features,
                             pthreadpool_t pool, xnn_weights_cache_t weights_cache) {
  release();
  constexpr float kNoClamp = std::numeric_limits<float>::infinity();
  // Strides equal the widths: rows of x and y are packed. No XNN_FLAG_TRANSPOSE_WEIGHTS: XNNPACK's kernel
  // layout is [output_channels, input_channels], exactly the model file's [O, I].
  xnn_operator_t op = nullptr;
  const xnn_status status =
      xnn_create_fully_connected_nc_f32(in_features, out_features, in_features, out_features, w, bias,
                                        -kNoClamp, kNoClamp, /*flags=*/0, weights_cache, &op);
  op_.reset(status == xnn_status_success ? op : nullptr);
  if (status != xnn_status_success) {
    return Status::Error(
        status == xnn_status_out_of_memory ? StatusCode::kOutOfMemory : StatusCode::kInternal,
        "XNNPACK: creating a %zu -> %zu fully-connected operator failed with status %d", in_features,
        out_features, static_cast<int>(status));
  }
  kind_ = Kind::kF32;
  pool_ = pool;
  in_features_ = in_features;
  out_features_ = out_features;
  return Status::Ok();
}

Status XnnpackLinear::create_int8_float_input(const int8_t* w, const float* w_scales, const float* bias,
                                              size_t in_features, size_t out_features, pthreadpool_t pool,
                                              xnn_weights_cache_t weights_cache) {
  release();
  constexpr float kNoClamp = std::numeric_limits<float>::infinity();
  // The weights' layout is [O, I], as for the fp32 operator (no XNN_FLAG_TRANSPOSE_WEIGHTS).
  // Without bias: run() adds it after the scaled sum (the header says why).
  xnn_operator_t op = nullptr;
  const xnn_status status = xnn_create_fully_connected_nc_f32_qc8w(
      in_features, out_features, in_features, out_features, w_scales, w, /*bias=*/nullptr, -kNoClamp,
      kNoClamp, /*flags=*/0, weights_cache, &op);
  op_.reset(status == xnn_status_success ? op : nullptr);
  if (status != xnn_status_success) {
    return Status::Error(
        code_of(status),
        "XNNPACK: creating a %zu -> %zu int8 fully-connected operator with fp32 input failed "
        "with status %d",
        in_features, out_features, static_cast<int>(status));
  }
  if (kOneRowAsTwo && !one_row_.resize(2 * (in_features + out_features))) {
    op_.reset();
    return Status::Error(StatusCode::kOutOfMemory,
                         "int8 linear %zu -> %zu with fp32 input: cannot allocate its one-row buffer",
                         in_features, out_features);
  }
  kind_ = Kind::kInt8FloatInput;
  bias_after_ = bias;
  pool_ = pool;
  in_features_ = in_features;
  out_features_ = out_features;
  return Status::Ok();
}

Status XnnpackLinear::create_int8_dynamic(const int8_t* w, const float* w_scales, const float* bias,
                                          size_t in_features, size_t out_features, size_t max_rows,
                                          Int8Staging staging, pthreadpool_t pool, DynamicKernels kernels,
                                          xnn_weights_cache_t weights_cache) {
  return create_dynamic(false, w, w_scales, bias, in_features, out_features, max_rows, staging, pool, kernels,
                        weights_cache);
}

Status XnnpackLinear::create_int4_dynamic(const uint8_t* w, const float* w_scales, const float* bias,
                                          size_t in_features, size_t out_features, size_t max_rows,
                                          Int8Staging staging, pthreadpool_t pool, DynamicKernels kernels,
                                          xnn_weights_cache_t weights_cache) {
  return create_dynamic(true, w, w_scales, bias, in_features, out_features, max_rows, staging, pool, kernels,
                        weights_cache);
}

Status XnnpackLinear::create_int4_blocks_dynamic(const uint8_t* w, const float* w_scales, size_t block_size,
                                                 const float* bias, size_t in_features, size_t out_features,
                                                 size_t max_rows, Int8Staging staging, pthreadpool_t pool,
                                                 xnn_weights_cache_t weights_cache) {
  if (block_size == 0 || in_features % block_size != 0) {
    return Status::Error(StatusCode::kInvalidModel,
                         "4-bit linear %zu -> %zu: blocks of %zu input channels do not divide its rows",
                         in_features, out_features, block_size);
  }
  return create_dynamic(true, w, w_scales, bias, in_features, out_features, max_rows, staging, pool,
                        DynamicKernels::kSigned, weights_cache, block_size);
}

Status XnnpackLinear::create_dynamic(bool int4, const void* w, const float* w_scales, const float* bias,
                                     size_t in_features, size_t out_features, size_t max_rows,
                                     Int8Staging staging, pthreadpool_t pool, DynamicKernels kernels,
                                     xnn_weights_cache_t weights_cache, size_t block_size) {
  release();
  const std::atomic<bool>& unsigned_available = int4 ? g_unsigned_dynamic_int4 : g_unsigned_dynamic;
  const bool unsigned_input = block_size == 0 && kernels == DynamicKernels::kFastest &&
                              unsigned_available.load(std::memory_order_relaxed);
  const char* weights = int4 ? "4-bit" : "int8";
  if (max_rows == 0) max_rows = 1;
  if (int4 && in_features % 2 != 0) {
    return Status::Error(StatusCode::kInvalidModel, "4-bit linear %zu -> %zu: in_features must be even",
                         in_features, out_features);
  }
  if (staging.input == nullptr || staging.input_capacity < max_rows * in_features) {
    return Status::Error(StatusCode::kInternal, "%s linear %zu -> %zu: staging too small for %zu rows",
                         weights, in_features, out_features, max_rows);
  }
  if (!qparams_.resize(max_rows + XNN_EXTRA_QUANTIZATION_PARAMS)) {
    return Status::Error(StatusCode::kOutOfMemory, "%s linear %zu -> %zu: cannot allocate its row parameters",
                         weights, in_features, out_features);
  }
  constexpr float kNoClamp = std::numeric_limits<float>::infinity();
  const char* what = "fully-connected operator";
  const size_t I = in_features, O = out_features;
  xnn_status status = xnn_status_success;
  xnn_operator_t op = nullptr;
  if (int4 && block_size != 0) {
    // XNNPACK takes the block scales as bfloat16: the upper halves of the (bfloat16-valued) fp32 scales.
    FixedVector<uint16_t> bf16_scales;
    const size_t scale_count = O * (I / block_size);
    if (!bf16_scales.resize(scale_count)) {
      return Status::Error(StatusCode::kOutOfMemory,
                           "4-bit linear %zu -> %zu: cannot allocate its %zu scales", in_features,
                           out_features, scale_count);
    }
    for (size_t i = 0; i < scale_count; ++i) {
      uint32_t bits;
      std::memcpy(&bits, &w_scales[i], sizeof bits);
      bf16_scales[i] = static_cast<uint16_t>(bits >> 16);
    }
    status =
        xnn_create_fully_connected_nc_qd8_f32_qb4w(I, O, I, O, block_size, kInt4ZeroPoint, bf16_scales.data(),
                                                   w, bias, -kNoClamp, kNoClamp, 0, weights_cache, &op);
  } else if (int4) {
    status = unsigned_input
                 ? xnn_create_fully_connected_nc_qdu8_f32_qc4w(I, O, I, O, kInt4ZeroPoint, w_scales, w, bias,
                                                               -kNoClamp, kNoClamp, 0, weights_cache, &op)
                 : xnn_create_fully_connected_nc_qd8_f32_qc4w(I, O, I, O, kInt4ZeroPoint, w_scales, w, bias,
                                                              -kNoClamp, kNoClamp, 0, weights_cache, &op);
  } else {
    const auto* w8 = static_cast<const int8_t*>(w);
    status = unsigned_input ? xnn_create_fully_connected_nc_qdu8_f32_qc8w(
                                  I, O, I, O, w_scales, w8, bias, -kNoClamp, kNoClamp, 0, weights_cache, &op)
                            : xnn_create_fully_connected_nc_qd8_f32_qc8w(
                                  I, O, I, O, w_scales, w8, bias, -kNoClamp, kNoClamp, 0, weights_cache, &op);
  }
  op_.reset(status == xnn_status_success ? op : nullptr);
  kind_ = block_size != 0 ? Kind::kInt4Blocks : int4 ? Kind::kInt4Dynamic : Kind::kInt8Dynamic;
  unsigned_input_ = unsigned_input;
  pool_ = pool;
  // The workspace the largest batch needs (a smaller batch needs no more), allocated now.
  size_t workspace = 0;
  if (status == xnn_status_success) {
    what = "reshape";
    status = reshape_dynamic(max_rows, &workspace);
  }
  // Aligned to 64 bytes in run() (XNNPACK's allocations are).
  if (status == xnn_status_success && !workspace_.resize(workspace + 64)) status = xnn_status_out_of_memory;
  if (status != xnn_status_success) {
    op_.reset();
    kind_ = Kind::kNone;
    return Status::Error(code_of(status),
                         "XNNPACK: creating the %s of a %zu -> %zu %s layer failed with status %d", what,
                         in_features, out_features, weights, static_cast<int>(status));
  }
  max_rows_ = max_rows;
  staging_ = staging;
  in_features_ = in_features;
  out_features_ = out_features;
  return Status::Ok();
}

xnn_status XnnpackLinear::reshape_dynamic(size_t rows, size_t* workspace_bytes) {
  xnn_operator_t op = op_.get();
  if (kind_ == Kind::kInt4Blocks)
    return xnn_reshape_fully_connected_nc_qd8_f32_qb4w(op, rows, workspace_bytes, pool_);
  if (kind_ == Kind::kInt4Dynamic) {
    return unsigned_input_ ? xnn_reshape_fully_connected_nc_qdu8_f32_qc4w(op, rows, workspace_bytes, pool_)
                           : xnn_reshape_fully_connected_nc_qd8_f32_qc4w(op, rows, workspace_bytes, pool_);
  }
  return unsigned_input_ ? xnn_reshape_fully_connected_nc_qdu8_f32_qc8w(op, rows, workspace_bytes, pool_)
                         : xnn_reshape_fully_connected_nc_qd8_f32_qc8w(op, rows, workspace_bytes, pool_);
}

xnn_status XnnpackLinear::setup_dynamic(float* y, void* workspace) {
  const int8_t* input = staging_.input;
  xnn_operator_t op = op_.get();
  if (kind_ == Kind::kInt4Blocks) {
    return xnn_setup_fully_connected_nc_qd8_f32_qb4w(op, input, y, workspace, qparams_.data());
  }
  if (kind_ == Kind::kInt4Dynamic) {
    // The unsigned grid's bytes (quantize_rows stored them with offset 128), read as uint8.
    return unsigned_input_
               ? xnn_setup_fully_connected_nc_qdu8_f32_qc4w(op, reinterpret_cast<const uint8_t*>(input), y,
                                                            workspace, qparams_.data())
               : xnn_setup_fully_connected_nc_qd8_f32_qc4w(op, input, y, workspace, qparams_.data());
  }
  return unsigned_input_
             ? xnn_setup_fully_connected_nc_qdu8_f32_qc8w(op, input, y, workspace, qparams_.data())
             : xnn_setup_fully_connected_nc_qd8_f32_qc8w(op, input, y, workspace, qparams_.data());
}

void XnnpackLinear::quantize_rows(const float* x, size_t rows) {
  if (rows == 0) return;
  // The unsigned grid is the signed one shifted by 128, zero point included.
  const int32_t offset = unsigned_input_ ? 128 : 0;
  for (size_t n = 0; n < rows; ++n) {
    const float* row = x + n * in_features_;
    const RowQuant p = dynamic_row_quant(row, in_features_);
    quantize_row(row, in_features_, p.inverse_scale, p.zero_point, staging_.input + n * in_features_, offset);
    qparams_[n].zero_point = p.zero_point + offset;
    qparams_[n].scale = p.scale;
  }
  // The GEMM's kernels read parameters past the last row (XNN_EXTRA_QUANTIZATION_PARAMS): the last row's.
  for (size_t i = rows; i < rows + XNN_EXTRA_QUANTIZATION_PARAMS; ++i) qparams_[i] = qparams_[rows - 1];
}

Status XnnpackLinear::run(const float* x, size_t rows, float* y) {
  if (op_ == nullptr)
    return Status::Error(StatusCode::kInternal, "XNNPACK: linear operator used before create()");
  xnn_status status = xnn_status_success;
  // Reshaping binds the batch size (and tiles the work for the pool); only a new batch size needs it.
  const bool reshape = rows != reshaped_rows_;
  reshaped_rows_ = kNotReshaped;
  xnn_operator_t op = op_.get();
  if (staged()) {
    if (rows > max_rows_) {
      return Status::Error(StatusCode::kInternal, "%s linear %zu -> %zu: %zu rows exceed the planned %zu",
                           is_int4() ? "4-bit" : "int8", in_features_, out_features_, rows, max_rows_);
    }
    void* workspace =
        reinterpret_cast<void*>((reinterpret_cast<uintptr_t>(workspace_.data()) + 63) & ~uintptr_t{63});
    size_t workspace_bytes = 0;
    quantize_rows(x, rows);
    if (reshape) status = reshape_dynamic(rows, &workspace_bytes);
    if (status == xnn_status_success) status = setup_dynamic(y, workspace);
    if (status == xnn_status_success && workspace_bytes + 63 > workspace_.size())
      status = xnn_status_out_of_memory;
    if (status == xnn_status_success) status = xnn_run_operator(op, pool_);
  } else if (kind_ == Kind::kInt8FloatInput) {
    // On arm64 one row runs as two (the row and zeros) through one_row_: XNNPACK gives a single row there a
    // one-row kernel that keeps four partial sums, so a row alone would round differently from the same row
    // among others, and a row's result must not depend on the batch (translate_batch equals translating each
    // text alone). On x86 its one-row and many-row kernels sum alike (kernels tests check both).
    const bool one = kOneRowAsTwo && rows == 1;
    const size_t run_rows = one ? 2 : rows;
    const float* in = x;
    float* out = y;
    if (one) {
      float* padded = one_row_.data();
      std::copy(x, x + in_features_, padded);
      std::fill(padded + in_features_, padded + 2 * in_features_, 0.f);
      in = padded;
      out = padded + 2 * in_features_;
    }
    if (reshape) status = xnn_reshape_fully_connected_nc_f32_qc8w(op, run_rows, pool_);
    if (status == xnn_status_success) status = xnn_setup_fully_connected_nc_f32_qc8w(op, in, out);
    if (status == xnn_status_success) status = xnn_run_operator(op, pool_);
    if (status == xnn_status_success && one) std::copy(out, out + out_features_, y);
    if (status == xnn_status_success && bias_after_ != nullptr) {
      for (size_t n = 0; n < rows; ++n) {
        float* row = y + n * out_features_;
        for (size_t o = 0; o < out_features_; ++o) row[o] += bias_after_[o];
      }
    }
  } else {
    if (reshape) status = xnn_reshape_fully_connected_nc_f32(op, rows, pool_);
    if (status == xnn_status_success) status = xnn_setup_fully_connected_nc_f32(op, x, y);
    if (status == xnn_status_success) status = xnn_run_operator(op, pool_);
  }
  if (status != xnn_status_success) {
    return Status::Error(StatusCode::kInternal,
                         "XNNPACK: running a %zu -> %zu %s linear operator on %zu rows failed with status %d",
                         in_features_, out_features_,
                         is_int4()                        ? "4-bit"
                         : staged()                       ? "int8"
                         : kind_ == Kind::kInt8FloatInput ? "int8 (fp32 input)"
                                                          : "fp32",
                         rows, static_cast<int>(status));
  }
  reshaped_rows_ = rows;
  return Status::Ok();
}

}  // namespace attn::kernels
