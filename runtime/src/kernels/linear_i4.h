// Linear layer with 4-bit weights (ElementType I4), the portable kernel: the reference the XNNPACK 4-bit
// path (kernels/xnnpack_linear.h, create_int4_dynamic) is tested against, and the backend a translator uses
// where XNNPACK cannot run or the portable backend is asked for (model/linear_layer.h).
//
// Shapes: N = rows of x, I = in_features, O = out_features.
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn::kernels {

// Run-time quantized input, as linear_i8_dynamic (kernels/linear_i8.h): each row of x is quantized with its
// own affine step (dynamic_row_quant, quantize_row), then
//   y[o] = (float)(Σ_i (qx_i − zx) · (nibble(o, i) − 8)) · scale · w_scales[o] + b[o]
// with exact int32 sums, nibble(o, i) element o · I + i of w (quant/quantization.h's int4 layout; I even in
// model files, so each row is I / 2 whole bytes). Allocates nothing.
void linear_i4_dynamic(const float* x,         // [N, I]
                       const uint8_t* w,       // [O · I / 2] packed nibbles
                       const float* w_scales,  // [O]
                       const float* bias,      // [O] or nullptr
                       float* y,               // [N, O] (must not alias x)
                       size_t rows, size_t in_features, size_t out_features);

// As linear_i4_dynamic with one scale per block of block_size input channels (ElementType I4B; block_size
// divides I): each block's products are summed exactly in int32 and scaled by its block's scale, the blocks'
// sums added in fp32 in order, then scaled by the row's step:
//   y[o] = (Σ_b (float)(Σ_{i in b} (qx_i − zx) · (nibble(o, i) − 8)) · w_scales[o · I / block_size + b]) ·
//   scale
//          + b[o]
// XNNPACK's qd8_f32_qb4w adds the blocks in its own order, so the two agree to rounding. Allocates nothing.
void linear_i4_blocks_dynamic(const float* x,         // [N, I]
                              const uint8_t* w,       // [O · I / 2] packed nibbles
                              const float* w_scales,  // [O · I / block_size]
                              size_t block_size,
                              const float* bias,  // [O] or nullptr
                              float* y,           // [N, O] (must not alias x)
                              size_t rows, size_t in_features, size_t out_features);

}  // namespace attn::kernels
