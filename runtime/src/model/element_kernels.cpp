#include "runtime/src/model/element_kernels.h"

#include <iterator>

#include "runtime/src/kernels/embedding.h"
#include "runtime/src/kernels/linear.h"
#include "runtime/src/kernels/linear_i4.h"
#include "runtime/src/kernels/linear_i8.h"
#include "runtime/src/kernels/shortlist_logits.h"

namespace attn::model {
namespace {

const float* bias_of(const WeightRef& bias) { return bias.data != nullptr ? bias.f32() : nullptr; }

// ---- F32 ------------------------------------------------------------------------------------------------

void embed_f32(const WeightRef& table, const int32_t* tokens, size_t count, float scale,
               const float* position_rows, size_t position_stride, float* out) {
  kernels::embed(tokens, count, table.f32(), table.cols, scale, position_rows, position_stride, out);
}

void linear_f32(const LinearWeights& layer, const float* x, size_t rows, float* y) {
  kernels::linear(x, layer.weight.f32(), bias_of(layer.bias), y, rows, layer.weight.cols, layer.weight.rows);
}

Status create_f32(kernels::XnnpackLinear* op, const LinearWeights& layer, const kernels::Int8Staging&,
                  pthreadpool_t pool, xnn_weights_cache_t weights_cache) {
  return op->create(layer.weight.f32(), bias_of(layer.bias), layer.weight.cols, layer.weight.rows, pool,
                    weights_cache);
}

void shortlist_f32(const WeightRef& output, const WeightRef& output_bias, const float* hidden, size_t rows,
                   const int32_t* ids, size_t count, float* logits, size_t stride) {
  kernels::shortlist_logits_f32(hidden, rows, output.cols, output.f32(), bias_of(output_bias), ids, count,
                                logits, stride);
}

// ---- I8: symmetric, one scale per output channel, inputs quantized at run time ---------------------------

void embed_i8(const WeightRef& table, const int32_t* tokens, size_t count, float scale,
              const float* position_rows, size_t position_stride, float* out) {
  kernels::embed_i8(tokens, count, table.i8(), table.scales, table.cols, scale, position_rows,
                    position_stride, out);
}

void linear_i8(const LinearWeights& layer, const float* x, size_t rows, float* y) {
  kernels::linear_i8_dynamic(x, layer.weight.i8(), layer.weight.scales, bias_of(layer.bias), y, rows,
                             layer.weight.cols, layer.weight.rows);
}

Status create_i8(kernels::XnnpackLinear* op, const LinearWeights& layer, const kernels::Int8Staging& staging,
                 pthreadpool_t pool, xnn_weights_cache_t weights_cache) {
  // The staging the translator planned holds its largest batch of this layer's input rows.
  return op->create_int8_dynamic(layer.weight.i8(), layer.weight.scales, bias_of(layer.bias),
                                 layer.weight.cols, layer.weight.rows,
                                 staging.input_capacity / layer.weight.cols, staging, pool,
                                 kernels::XnnpackLinear::DynamicKernels::kFastest, weights_cache);
}

void linear_i8_float_input(const LinearWeights& layer, const float* x, size_t rows, float* y) {
  kernels::linear_i8_float_input(x, layer.weight.i8(), layer.weight.scales, bias_of(layer.bias), y, rows,
                                 layer.weight.cols, layer.weight.rows);
}

Status create_i8_float_input(kernels::XnnpackLinear* op, const LinearWeights& layer, pthreadpool_t pool,
                             xnn_weights_cache_t weights_cache) {
  return op->create_int8_float_input(layer.weight.i8(), layer.weight.scales, bias_of(layer.bias),
                                     layer.weight.cols, layer.weight.rows, pool, weights_cache);
}

void shortlist_i8(const WeightRef& output, const WeightRef& output_bias, const float* hidden, size_t rows,
                  const int32_t* ids, size_t count, float* logits, size_t stride) {
  kernels::shortlist_logits_i8(hidden, rows, output.cols, output.i8(), output.scales, bias_of(output_bias),
                               ids, count, logits, stride);
}

// ---- I4: 4-bit, one scale per output channel, inputs quantized at run time --------------------------------
// The embedding and the vocabulary projection too from format version 8 (the verifier checks the version).

void embed_i4(const WeightRef& table, const int32_t* tokens, size_t count, float scale,
              const float* position_rows, size_t position_stride, float* out) {
  kernels::embed_i4(tokens, count, table.i4(), table.scales, table.cols, scale, position_rows,
                    position_stride, out);
}

void linear_i4(const LinearWeights& layer, const float* x, size_t rows, float* y) {
  kernels::linear_i4_dynamic(x, layer.weight.i4(), layer.weight.scales, bias_of(layer.bias), y, rows,
                             layer.weight.cols, layer.weight.rows);
}

Status create_i4(kernels::XnnpackLinear* op, const LinearWeights& layer, const kernels::Int8Staging& staging,
                 pthreadpool_t pool, xnn_weights_cache_t weights_cache) {
  return op->create_int4_dynamic(layer.weight.i4(), layer.weight.scales, bias_of(layer.bias),
                                 layer.weight.cols, layer.weight.rows,
                                 staging.input_capacity / layer.weight.cols, staging, pool,
                                 kernels::XnnpackLinear::DynamicKernels::kFastest, weights_cache);
}

void shortlist_i4(const WeightRef& output, const WeightRef& output_bias, const float* hidden, size_t rows,
                  const int32_t* ids, size_t count, float* logits, size_t stride) {
  kernels::shortlist_logits_i4(hidden, rows, output.cols, output.i4(), output.scales, bias_of(output_bias),
                               ids, count, logits, stride);
}

// ---- I4B: 4-bit, one bfloat16-valued scale per block of input channels, inputs quantized at run time -----

void embed_i4b(const WeightRef& table, const int32_t* tokens, size_t count, float scale,
               const float* position_rows, size_t position_stride, float* out) {
  kernels::embed_i4_blocks(tokens, count, table.i4(), table.scales, table.block_size, table.cols, scale,
                           position_rows, position_stride, out);
}

void linear_i4b(const LinearWeights& layer, const float* x, size_t rows, float* y) {
  kernels::linear_i4_blocks_dynamic(x, layer.weight.i4(), layer.weight.scales, layer.weight.block_size,
                                    bias_of(layer.bias), y, rows, layer.weight.cols, layer.weight.rows);
}

Status create_i4b(kernels::XnnpackLinear* op, const LinearWeights& layer, const kernels::Int8Staging& staging,
                  pthreadpool_t pool, xnn_weights_cache_t weights_cache) {
  return op->create_int4_blocks_dynamic(
      layer.weight.i4(), layer.weight.scales, layer.weight.block_size, bias_of(layer.bias), layer.weight.cols,
      layer.weight.rows, staging.input_capacity / layer.weight.cols, staging, pool, weights_cache);
}

void shortlist_i4b(const WeightRef& output, const WeightRef& output_bias, const float* hidden, size_t rows,
                   const int32_t* ids, size_t count, float* logits, size_t stride) {
  kernels::shortlist_logits_i4_blocks(hidden, rows, output.cols, output.i4(), output.scales,
                                      output.block_size, bias_of(output_bias), ids, count, logits, stride);
}

// Indexed by the enum's value; nullptr for a type without kernels (F16: the loader refuses it).
constexpr ElementKernels kF32 = {
    schema::ElementType::F32, &embed_f32, &linear_f32, &create_f32, 0, nullptr, nullptr, &shortlist_f32};
constexpr ElementKernels kI8 = {
    schema::ElementType::I8, &embed_i8,    &linear_i8, &create_i8, sizeof(int8_t), &linear_i8_float_input,
    &create_i8_float_input,  &shortlist_i8};
// The input is staged as int8 rows, as for I8.
constexpr ElementKernels kI4 = {schema::ElementType::I4, &embed_i4, &linear_i4, &create_i4,
                                sizeof(int8_t),          nullptr,   nullptr,    &shortlist_i4};
constexpr ElementKernels kI4B = {schema::ElementType::I4B, &embed_i4b, &linear_i4b, &create_i4b,
                                 sizeof(int8_t),           nullptr,    nullptr,     &shortlist_i4b};
constexpr const ElementKernels* kElementKernels[] = {&kF32, nullptr, &kI8, &kI4, &kI4B};

static_assert(std::size(kElementKernels) == static_cast<size_t>(schema::ElementType::MAX) + 1,
              "one entry (or nullptr) per schema::ElementType");
static_assert(kElementKernels[static_cast<size_t>(schema::ElementType::F32)]->type ==
              schema::ElementType::F32);
static_assert(kElementKernels[static_cast<size_t>(schema::ElementType::F16)] == nullptr);
static_assert(kElementKernels[static_cast<size_t>(schema::ElementType::I8)]->type == schema::ElementType::I8);
static_assert(kElementKernels[static_cast<size_t>(schema::ElementType::I4)]->type == schema::ElementType::I4);
static_assert(kElementKernels[static_cast<size_t>(schema::ElementType::I4B)]->type ==
              schema::ElementType::I4B);

}  // namespace

const ElementKernels* element_kernels(schema::ElementType type) {
  const auto index = static_cast<size_t>(static_cast<uint8_t>(type));
  return index < std::size(kElementKernels) ? kElementKernels[index] : nullptr;
}

}  // namespace attn::model
