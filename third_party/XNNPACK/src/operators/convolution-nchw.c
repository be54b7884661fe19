// Copyright 2019-2025 Google LLC
//
// This source code is licensed under the BSD-style license found in the
// LICENSE file in the root directory of this source tree.

#if defined(__GNUC__) && !defined(__clang__)
// This warning has a ton of false positives, including in GCC's own headers, so
// we need to disable this warning before including those. Furthermore, it is
// impossible to disable in the build, because it only exists in new versions of
// GCC, old/other compilers error if you try to disable it via the command line,
// and we can't detect compiler versions in bazel.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include <assert.h>
#include <float.h>
#include <inttypes.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "include/xnnpack.h"
#include "src/operators/fingerprint_cache.h"
#include "src/operators/fingerprint_id.h"
#include "src/xnnpack/allocator.h"
#include "src/xnnpack/cache.h"
#include "src/xnnpack/common.h"
#include "src/xnnpack/compute.h"
#include "src/xnnpack/config-types.h"
#include "src/xnnpack/config.h"
#include "src/xnnpack/log.h"
#include "src/xnnpack/math.h"
#include "src/xnnpack/microfnptr.h"
#include "src/xnnpack/microkernel-type.h"
#include "src/xnnpack/operator-type.h"
#include "src/xnnpack/operator-utils.h"
#include "src/xnnpack/operator.h"
#include "src/xnnpack/pack.h"
#include "src/xnnpack/params.h"
#include <pthreadpool.h>

struct convolution2d_nchw_context {
  uint32_t input_padding_top;
  uint32_t input_padding_right;
  uint32_t input_padding_bottom;
  uint32_t input_padding_left;
  uint32_t kernel_height;
  uint32_t kernel_width;
  uint32_t subsampling_height;
  uint32_t subsampling_width;
  uint32_t dilation_height;
  uint32_t dilation_width;
  uint32_t groups;
  size_t group_input_channels;
  size_t group_output_channels;
  size_t input_channel_stride;
  size_t output_channel_stride;
  const void* kernel;
  const void* bias;
  float output_min;
  float output_max;
  uint32_t flags;
  enum xnn_operator_type operator_type;
  enum xnn_fingerprint_id fingerprint_id;
  xnn_weights_cache_t weights_cache;

  const void* kernel_for_cache_key;
  const void* bias_for_cache_key;
};

static inline const void* get_kernel_for_cache_key(
    const struct convolution2d_nchw_context* const context) {
  return context->kernel_for_cache_key ? context->kernel_for_cache_key
                                       : context->kernel;
}

static inline const void* get_bias_for_cache_key(
    const struct convolution2d_nchw_context* const context) {
  return context->bias_for_cache_key ? context->bias_for_cache_key
                                     : context->bias;
}

static enum xnn_status create_spmm_path(
    struct convolution2d_nchw_context* context,
    const uint32_t log2_filter_element_size,
    const xnn_analyze_spmm_w_fn xnn_analyze_spmm,
    const xnn_pack_spmm_w_fn xnn_pack_spmm,
    const struct xnn_spmm_config* spmm_config,
    const struct xnn_spmm_config* spmm2_config,
    const struct xnn_spmm_config* spmm4_config,
    xnn_operator_t convolution_op)
{
  assert(spmm_config != NULL);
  assert(context->kernel_height == 1);
  assert(context->kernel_width == 1);
  assert(context->groups == 1);

  // Count number of non-zero values.
  struct xnn_spmm_packing_params spmm_packing_params;

  xnn_analyze_spmm(context->group_output_channels, context->group_input_channels, context->kernel,
                   &spmm_packing_params);

  size_t num_nonzeroes = spmm_packing_params.num_nonzeroes;
  size_t num_nonzero_blocks2 = spmm_packing_params.num_nonzero_blocks2;
  size_t num_nonzero_blocks4 = spmm_packing_params.num_nonzero_blocks4;
  size_t num_block2_nonzeroes = spmm_packing_params.num_block2_nonzeroes;
  size_t num_block4_nonzeroes = spmm_packing_params.num_block4_nonzeroes;

  // Select block encoding when 2 or 4 channels have non-zero values.
  size_t output_channels_block_size = 1;
  size_t num_output_channel_blocks = context->group_output_channels;
  size_t num_nonzero_values = num_nonzeroes;
  size_t num_nonzero_blocks = num_nonzeroes;
  if (num_block4_nonzeroes * 5 >= num_nonzero_blocks4 * 18 && spmm4_config != NULL && spmm4_config->ukernel != NULL) {
    // 4-channel blocks have 90%+ non-zeroes

    output_channels_block_size = 4;
    num_output_channel_blocks = num_output_channel_blocks / 4 + num_output_channel_blocks % 4;
    spmm_config = spmm4_config;
    // Non-zeroes which don't fit into whole 4-channel blocks, processed one-by-one
    const size_t num_remaining_nonzeroes = num_nonzeroes - num_block4_nonzeroes;
    num_nonzero_values = num_nonzero_blocks4 * 4 + num_remaining_nonzeroes;
    num_nonzero_blocks = num_nonzero_blocks4 + num_remaining_nonzeroes;
  } else if (num_block2_nonzeroes * 5 >= num_nonzero_blocks2 * 9 && spmm2_config != NULL && spmm2_config->ukernel != NULL) {
    // 2-channel blocks have 90%+ non-zeroes

    output_channels_block_size = 2;
    num_output_channel_blocks = num_output_channel_blocks / 2 + num_output_channel_blocks % 2;
    spmm_config = spmm2_config;
    // Non-zeroes which don't fit into whole 2-channel blocks, processed one-by-one
    const size_t num_remaining_nonzeroes = num_nonzeroes - num_block2_nonzeroes;
    num_nonzero_values = num_nonzero_blocks2 * 2 + num_remaining_nonzeroes;
    num_nonzero_blocks = num_nonzero_blocks2 + num_remaining_nonzeroes;
  }

  // Sparse representation of weights consists of four components:
  // 1. An array of int32_t values storing scaled [by sizeof(input element)] difference between input channels
  //    corresponding to successive non-zero blocks.  Used by setup to compute (array 2).
  // 2. An array of int32_t values storing increment for input pointer after each processed tile. This array is
  //    derived from scaled difference in array 1 using parameters to setup function.
  // 3. An array of uint32_t values storing the number of non-zero kernel elements per each output channel.
  // 4. An array of float or fp16 values storing all bias elements (group_output_channels) and non-zero kernel elements.
  //    All elements within non-zero block are assumed to be non-zero.

  const size_t packed_weights_size =
    num_nonzero_blocks * 2 * sizeof(int32_t) +
    num_output_channel_blocks * sizeof(uint32_t) +
    ((context->group_output_channels + num_nonzero_values) << log2_filter_element_size) + XNN_EXTRA_BYTES;

  convolution_op->packed_weights.pointer = xnn_allocate_simd_memory(packed_weights_size);
  if (convolution_op->packed_weights.pointer == NULL) {
    xnn_log_error(
      "failed to allocate %zu bytes for %s operator packed weights",
      packed_weights_size, xnn_operator_type_to_string(context->operator_type));
    return xnn_status_out_of_memory;
  }
  xnn_log_debug("allocated %zu bytes for packed weights in %s operator",
    packed_weights_size, xnn_operator_type_to_string(context->operator_type));

  convolution_op->conv.num_nonzero_blocks = num_nonzero_blocks;
  convolution_op->conv.num_output_channel_blocks = num_output_channel_blocks;

  int32_t* input_channel_diffs = (int32_t*) convolution_op->packed_weights.pointer;
  int32_t* input_increments = (int32_t*) (input_channel_diffs + num_nonzero_blocks);
  uint32_t* output_channel_nonzeros = (uint32_t*) (input_increments + num_nonzero_blocks);
  void* nonzero_values = (void*) (output_channel_nonzeros + num_output_channel_blocks);

  memset(output_channel_nonzeros, 0, num_output_channel_blocks * sizeof(uint32_t));

  size_t first_ic = 0;
  enum xnn_status status = xnn_pack_spmm(
        context->group_output_channels,
        output_channels_block_size,
        context->group_input_channels,
        context->kernel,
        context->bias,
        input_channel_diffs,
        output_channel_nonzeros,
        nonzero_values,
        &first_ic);

  if (status != xnn_status_success) {
    goto error;
  }
  convolution_op->conv.first_input_channel = first_ic;

  convolution_op->ukernel.spmm = (struct xnn_ukernel_spmm) {
    .function = spmm_config->ukernel,
    .mr = spmm_config->mr,
  };
  return xnn_status_success;

error:
  xnn_release_simd_memory(convolution_op->packed_weights.pointer);
  return status;
}

static enum xnn_status create_conv2d_hwc2chw_path(
    struct convolution2d_nchw_context* context,
    const size_t output_height_tile,
    const size_t output_channel_tile,
    const uint32_t log2_filter_element_size,
    const xnn_pack_dconv_oki_w_fn xnn_pack_dconv_oki_w,
    const xnn_conv_hwc2chw_ukernel_fn conv_hwc2chw_ukernel,
    const xnn_operator_t convolution_op)
{
  assert(conv_hwc2chw_ukernel != NULL);

  const struct xnn_weights_cache_look_up_key cache_key = {
    .seed = context->group_input_channels ^ context->group_output_channels ^ output_channel_tile,
    .kernel = get_kernel_for_cache_key(context),
    .bias = get_bias_for_cache_key(context),
    .fingerprint_id = context->fingerprint_id,
  };

  convolution_op->packed_weights.offset = use_weights_cache(convolution_op) ?
      xnn_weights_cache_look_up(convolution_op->weights_cache, &cache_key) :
      XNN_CACHE_NOT_FOUND;

  if(convolution_op->packed_weights.offset == XNN_CACHE_NOT_FOUND) {
    const size_t packed_group_output_channels = round_up(context->group_output_channels, output_channel_tile);
    const size_t packed_weights_size = (context->groups * packed_group_output_channels *
                                         (context->group_input_channels * context->kernel_height
                                          * context->kernel_width + 1 /* bias */))
                                       << log2_filter_element_size;
    const size_t aligned_total_weights_size = round_up_po2(packed_weights_size, XNN_ALLOCATION_ALIGNMENT);
    void* weights_ptr = xnn_get_pointer_to_write_weights(convolution_op, aligned_total_weights_size);
    if (weights_ptr == NULL) {
      xnn_log_error("failed to reserve or allocate %zu bytes for %s operator conv2d_hwc2chw packed weights",
                    aligned_total_weights_size,
                    xnn_operator_type_to_string(context->operator_type));
      return xnn_status_out_of_memory;
    }
    xnn_log_debug("allocated %zu bytes for packed weights in %s operator",
                  aligned_total_weights_size, xnn_operator_type_to_string(context->operator_type));

    xnn_pack_dconv_oki_w(
        context->group_output_channels,
        context->group_input_channels,
        output_channel_tile,
        context->kernel_height, context->kernel_width,
        context->kernel, context->bias, weights_ptr, NULL);

    if (use_weights_cache(convolution_op)) {
      convolution_op->packed_weights.offset = xnn_look_up_or_insert_weights_cache(
          convolution_op->weights_cache, &cache_key, weights_ptr, aligned_total_weights_size);
    }
  }

  convolution_op->ukernel.conv2d = (struct xnn_ukernel_conv2d) {
    .hwc2chw_fn = conv_hwc2chw_ukernel,
    .output_height_tile = output_height_tile,
    .output_channel_tile = output_channel_tile,
  };
  return xnn_status_success;
}

static enum xnn_status create_dwconv_path(
    const struct convolution2d_nchw_context* context,
    const uint32_t log2_filter_element_size,
    const xnn_pack_chw_dwconv_hwg_w_fn pack_chw_dwconv_hwg_w,
    const xnn_pack_chw_dwconv_ghw_w_fn pack_chw_dwconv_ghw_w,
    const size_t output_width_tile,
    const xnn_dwconv2d_chw_ukernel_fn dwconv_ukernel,
    const xnn_operator_t convolution_op)
{
  assert(dwconv_ukernel != NULL);
  // All 1s or 0s to negate the binary representation of the cache key if the
  // convolution isn't depthwise.
  const uint32_t use_depthwise_convolution = context->flags & XNN_FLAG_DEPTHWISE_CONVOLUTION ? UINT32_MAX : 0;
  const struct xnn_weights_cache_look_up_key cache_key = {
    .seed = context->kernel_height ^ context->kernel_width ^ context->groups ^ ~use_depthwise_convolution,
    .kernel = get_kernel_for_cache_key(context),
    .bias = get_bias_for_cache_key(context),
    .fingerprint_id = context->fingerprint_id,
  };

  convolution_op->packed_weights.offset = use_weights_cache(convolution_op) ?
      xnn_weights_cache_look_up(convolution_op->weights_cache, &cache_key) :
      XNN_CACHE_NOT_FOUND;

  if(convolution_op->packed_weights.offset == XNN_CACHE_NOT_FOUND) {
    const size_t packed_weights_size =
        (context->groups * (context->kernel_height * context->kernel_width + 1 /* bias */)) << log2_filter_element_size;
    const size_t aligned_total_weights_size = round_up_po2(packed_weights_size, XNN_ALLOCATION_ALIGNMENT);
    void* weights_ptr = xnn_get_pointer_to_write_weights(
        convolution_op, aligned_total_weights_size);
    if (weights_ptr == NULL) {
      xnn_log_error("failed to reserve or allocated %zu bytes for %s operator dwconv packed weights",
                    aligned_total_weights_size, xnn_operator_type_to_string(context->operator_type));
      return xnn_status_out_of_memory;
    }
    xnn_log_debug("allocated %zu bytes for packed weights in %s operator",
                  aligned_total_weights_size, xnn_operator_type_to_string(context->operator_type));

    if (use_depthwise_convolution) {
      pack_chw_dwconv_hwg_w(
          context->kernel_height * context->kernel_width, context->groups,
          context->kernel, context->bias, weights_ptr, NULL);
    } else {
      pack_chw_dwconv_ghw_w(
          context->kernel_height * context->kernel_width, context->groups,
          context->kernel, context->bias, weights_ptr, NULL);
    }

    if (use_weights_cache(convolution_op)) {
      convolution_op->packed_weights.offset = xnn_look_up_or_insert_weights_cache(
          convolution_op->weights_cache, &cache_key, weights_ptr, aligned_total_weights_size);
    }
  }

  convolution_op->ukernel.dwconv2d = (struct xnn_ukernel_dwconv2d) {
    .chw_fn = dwconv_ukernel,
    .output_width_tile = output_width_tile,
  };

  return xnn_status_success;
}

struct conv2d_variant {
  size_t log2_filter_element_size;
  float (*round_float_value)(float);
  const struct xnn_spmm_config* (*init_spmm_config)();
  const struct xnn_spmm_config* (*init_spmm2_config)();
  const struct xnn_spmm_config* (*init_spmm4_config)();
  const struct xnn_dwconv2d_chw_config* (*init_dwconv2d_chw_config)();
  void (*init_spmm)(xnn_analyze_spmm_w_fn* xnn_analyze_spmm,
                    xnn_pack_spmm_w_fn* xnn_pack_spmm,
                    xnn_operator_t convolution_op, float output_min,
                    float output_max, int flags,
                    const struct xnn_spmm_config* spmm_config);
  const struct xnn_conv_hwc2chw_config* (*init_conv_hwc2chw_config)();
  enum xnn_status (*init_conv_hwc2chw)(
      xnn_pack_dconv_oki_w_fn* xnn_pack_dconv_oki_w,
      const struct xnn_conv_hwc2chw_config** conv_hwc2chw_config,
      xnn_operator_t convolution_op, int flags, float output_min,
      float output_max, enum xnn_operator_type operator_type);
  void (*init_dwconv)(
      xnn_pack_chw_dwconv_hwg_w_fn* pack_chw_dwconv_hwg_w,
      xnn_pack_chw_dwconv_ghw_w_fn* pack_chw_dwconv_ghw_w,
      const struct xnn_dwconv2d_chw_parameters* dwconv2d_parameters,
      xnn_operator_t convolution_op, int flags, float output_min,
      float output_max);
};

static float round_float_value_f32(float value) { return value; }

static float round_float_value_f16(float value) {
  const xnn_float16 fp16_value = xnn_float16_from_float(value);
  return xnn_float16_to_float(fp16_value);
}

static void init_spmm_f32(xnn_analyze_spmm_w_fn* xnn_analyze_spmm,
                          xnn_pack_spmm_w_fn* xnn_pack_spmm,
                          xnn_operator_t convolution_op, float output_min,
                          float output_max, int flags,
                          const struct xnn_spmm_config* spmm_config) {
  *xnn_analyze_spmm = (xnn_analyze_spmm_w_fn)xnn_analyze_f32_spmm_w;
  *xnn_pack_spmm = (xnn_pack_spmm_w_fn)xnn_pack_f32_spmm_w;
  spmm_config->init.f32(&convolution_op->params.f32_minmax, output_min,
                        output_max);
}

static void init_spmm_f16(xnn_analyze_spmm_w_fn* xnn_analyze_spmm,
                          xnn_pack_spmm_w_fn* xnn_pack_spmm,
                          xnn_operator_t convolution_op, float output_min,
                          float output_max, int flags,
                          const struct xnn_spmm_config* spmm_config) {
  if (flags & XNN_FLAG_FP32_STATIC_WEIGHTS) {
    *xnn_analyze_spmm = (xnn_analyze_spmm_w_fn)xnn_analyze_f32_spmm_w;
    *xnn_pack_spmm = (xnn_pack_spmm_w_fn)xnn_pack_f32_to_f16_spmm_w;
  } else {
    *xnn_analyze_spmm = (xnn_analyze_spmm_w_fn)xnn_analyze_f16_spmm_w;
    *xnn_pack_spmm = (xnn_pack_spmm_w_fn)xnn_pack_f16_spmm_w;
  }
  spmm_config->init.f16(&convolution_op->params.f16_minmax,
                        xnn_float16_from_float(output_min),
                        xnn_float16_from_float(output_max));
}

static enum xnn_status init_conv_hwc2chw_f32(
    xnn_pack_dconv_oki_w_fn* xnn_pack_dconv_oki_w,
    const struct xnn_conv_hwc2chw_config** conv_hwc2chw_config,
    xnn_operator_t convolution_op, const int flags, const float output_min,
    const float output_max, enum xnn_operator_type operator_type) {
  *xnn_pack_dconv_oki_w = (xnn_pack_dconv_oki_w_fn)xnn_pack_f32_dconv_oki_w;
  *conv_hwc2chw_config = xnn_init_f32_conv_hwc2chw_3x3c3s2_config();
  if (*conv_hwc2chw_config == NULL) {
    xnn_log_error(
        "failed to create %s operator: operations on data type are not "
        "supported",
        xnn_operator_type_to_string(operator_type));
    return xnn_status_unsupported_hardware;
  }

  (*conv_hwc2chw_config)->init.f32(&convolution_op->params.f32_minmax, output_min,
                                output_max);
  return xnn_status_success;
}

static enum xnn_status init_conv_hwc2chw_f16(
    xnn_pack_dconv_oki_w_fn* xnn_pack_dconv_oki_w,
    const struct xnn_conv_hwc2chw_config** conv_hwc2chw_config,
    xnn_operator_t convolution_op, const int flags, const float output_min,
    const float output_max, enum xnn_operator_type operator_type) {
  if (flags & XNN_FLAG_FP32_STATIC_WEIGHTS) {
    *xnn_pack_dconv_oki_w =
        (xnn_pack_dconv_oki_w_fn)xnn_pack_f32_to_f16_dconv_oki_w;
  } else {
    *xnn_pack_dconv_oki_w = (xnn_pack_dconv_oki_w_fn)xnn_pack_f16_dconv_oki_w;
  }

  *conv_hwc2chw_config = xnn_init_f16_conv_hwc2chw_3x3c3s2_config();
  if (*conv_hwc2chw_config == NULL) {
    xnn_log_error(
        "failed to create %s operator: operations on data type are not "
        "supported",
        xnn_operator_type_to_string(operator_type));
    return xnn_status_unsupported_hardware;
  }

  (*conv_hwc2chw_config)->init.f16(&convolution_op->params.f16_minmax,
                                xnn_float16_from_float(output_min),
                                xnn_float16_from_float(output_max));
  return xnn_status_success;
}

static void init_dwconv_f32(
    xnn_pack_chw_dwconv_hwg_w_fn* pack_chw_dwconv_hwg_w,
    xnn_pack_chw_dwconv_ghw_w_fn* pack_chw_dwconv_ghw_w,
    const struct xnn_dwconv2d_chw_parameters* dwconv2d_parameters,
    xnn_operator_t convolution_op, int flags, float output_min,
    float output_max) {
  *pack_chw_dwconv_hwg_w =
      (xnn_pack_chw_dwconv_hwg_w_fn)xnn_pack_f32_chw_dwconv_hwg_w;
  *pack_chw_dwconv_ghw_w =
      (xnn_pack_chw_dwconv_ghw_w_fn)xnn_pack_f32_chw_dwconv_ghw_w;
  dwconv2d_parameters->init.f32(&convolution_op->params.f32_chw, output_min,
                                output_max);
}

static void init_dwconv_f16(
    xnn_pack_chw_dwconv_hwg_w_fn* pack_chw_dwconv_hwg_w,
    xnn_pack_chw_dwconv_ghw_w_fn* pack_chw_dwconv_ghw_w,
    const struct xnn_dwconv2d_chw_parameters* dwconv2d_parameters,
    xnn_operator_t convolution_op, int flags, float output_min,
    float output_max) {
  if (flags & XNN_FLAG_FP32_STATIC_WEIGHTS) {
    *pack_chw_dwconv_hwg_w =
        (xnn_pack_chw_dwconv_hwg_w_fn)xnn_pack_f32_to_f16_chw_dwconv_hwg_w;
    *pack_chw_dwconv_ghw_w =
        (xnn_pack_chw_dwconv_ghw_w_fn)xnn_pack_f32_to_f16_chw_dwconv_ghw_w;
  } else {
    *pack_chw_dwconv_hwg_w =
        (xnn_pack_chw_dwconv_hwg_w_fn)xnn_pack_f16_chw_dwconv_hwg_w;
    *pack_chw_dwconv_ghw_w =
        (xnn_pack_chw_dwconv_ghw_w_fn)xnn_pack_f16_chw_dwconv_ghw_w;
  }
  dwconv2d_parameters->init.f16(&convolution_op->params.f16_chw,
                                xnn_float16_from_float(output_min),
                                xnn_float16_from_float(output_max));
}

static const struct conv2d_variant f16_conv = {
  .log2_filter_element_size = XNN_LOG2_SIZEOF_FLOAT16,
  .round_float_value = round_float_value_f16,
  .init_spmm_config = xnn_init_f16_spmm_config,
  .init_spmm2_config = NULL,
  .init_spmm4_config = NULL,
  .init_dwconv2d_chw_config = xnn_init_f16_dwconv2d_chw_config,
  .init_spmm = init_spmm_f16,
  .init_conv_hwc2chw = init_conv_hwc2chw_f16,
  .init_dwconv = init_dwconv_f16,
};

static const struct conv2d_variant f32_conv = {
  .log2_filter_element_size = XNN_LOG2_SIZEOF_FLOAT,
  .round_float_value = round_float_value_f32,
  .init_spmm_config = xnn_init_f32_spmm_config,
  .init_spmm2_config = xnn_init_f32_spmm2_config,
  .init_spmm4_config = xnn_init_f32_spmm4_config,
  .init_dwconv2d_chw_config = xnn_init_f32_dwconv2d_chw_config,
  .init_spmm = init_spmm_f32,
  .init_conv_hwc2chw = init_conv_hwc2chw_f32,
  .init_dwconv = init_dwconv_f32,
};

static enum xnn_status select_convolution2d_ukernel(
    enum xnn_microkernel_type* ukernel_type,
    const struct xnn_dwconv2d_chw_parameters** dwconv2d_parameters,
    uint32_t input_padding_top, uint32_t input_padding_right,
    uint32_t input_padding_bottom, uint32_t input_padding_left,
    uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height,
    uint32_t dilation_width, uint32_t groups, size_t group_input_channels,
    size_t group_output_channels, uint32_t flags,
    const struct xnn_dwconv2d_chw_config* dwconv2d_chw_config,
    const enum xnn_operator_type operator_type) {
  // Common features used to decide which parameters to select.
  const bool any_padding = (input_padding_left | input_padding_top |
                            input_padding_right | input_padding_bottom) != 0;
  const bool is_1x1 = kernel_width == 1 && kernel_height == 1 &&
                      subsampling_height == 1 && subsampling_width == 1;
  const bool is_3x3 = kernel_width == 3 && kernel_height == 3 &&
                      dilation_height == 1 && dilation_width == 1;
  const bool is_5x5 = kernel_width == 5 && kernel_height == 5 &&
                      dilation_height == 1 && dilation_width == 1;
  const bool nhwc_input = (flags & XNN_FLAG_INPUT_NHWC) != 0;
  if (is_1x1 && !any_padding && !nhwc_input && groups == 1) {
    *ukernel_type = xnn_microkernel_type_spmm;
  } else if (is_3x3 && subsampling_height == 2 && subsampling_width == 2 &&
             input_padding_top == 1 && input_padding_left == 1 &&
             input_padding_bottom == 1 && input_padding_right == 1 &&
             nhwc_input && groups == 1) {
    *ukernel_type = xnn_microkernel_type_conv2d_hwc2chw;
  } else if (is_3x3 && subsampling_height == 1 && subsampling_width == 1 &&
             input_padding_top == 1 && input_padding_left == 1 &&
             input_padding_bottom == 1 && input_padding_right == 1 &&
             !nhwc_input && group_input_channels == 1 &&
             group_output_channels == 1) {
    *ukernel_type = xnn_microkernel_type_dwconv;
    *dwconv2d_parameters = &dwconv2d_chw_config->dwconv2d_chw_3x3;
  } else if (is_3x3 && subsampling_height == 2 && subsampling_width == 2 &&
             (input_padding_top == 0 || input_padding_top == 1) &&
             input_padding_left == 1 && input_padding_bottom == 1 &&
             input_padding_right == 1 && !nhwc_input &&
             group_input_channels == 1 && group_output_channels == 1) {
    *ukernel_type = xnn_microkernel_type_dwconv;
    *dwconv2d_parameters = &dwconv2d_chw_config->dwconv2d_chw_3x3s2;
  } else if (is_5x5 && subsampling_height == 1 && subsampling_width == 1 &&
             input_padding_top == 2 && input_padding_left == 2 &&
             input_padding_bottom == 2 && input_padding_right == 2 &&
             !nhwc_input && group_input_channels == 1 &&
             group_output_channels == 1) {
    *ukernel_type = xnn_microkernel_type_dwconv;
    *dwconv2d_parameters = &dwconv2d_chw_config->dwconv2d_chw_5x5;
  } else if (is_5x5 && subsampling_height == 2 && subsampling_width == 2 &&
             (input_padding_top == 1 || input_padding_top == 2) &&
             input_padding_left == 2 && input_padding_bottom == 2 &&
             input_padding_right == 2 && !nhwc_input &&
             group_input_channels == 1 && group_output_channels == 1) {
    *ukernel_type = xnn_microkernel_type_dwconv;
    *dwconv2d_parameters = &dwconv2d_chw_config->dwconv2d_chw_5x5s2;
  } else {
    xnn_log_error("failed to create %s operator with %" PRIu32 "x%" PRIu32
                  " kernel, %" PRIu32 "x%" PRIu32 " subsampling, %" PRIu32
                  "x%" PRIu32
                  " dilation"
                  ", %" PRIu32 "+%" PRIu32 "x%" PRIu32 "+%" PRIu32
                  " padding, %" PRIu32 "x%zu input channels, and %" PRIu32
                  "x%zu output channels: "
                  "only selected convolution parameters are supported",
                  xnn_operator_type_to_string(operator_type), kernel_width,
                  kernel_height, subsampling_width, subsampling_height,
                  dilation_width, dilation_height, input_padding_top,
                  input_padding_left, input_padding_bottom, input_padding_right,
                  groups, group_input_channels, groups, group_output_channels);
    return xnn_status_unsupported_parameter;
  }
  return xnn_status_success;
}

static enum xnn_status create_convolution2d_nchw(
    const struct conv2d_variant* variant,
    struct convolution2d_nchw_context* context,
    xnn_operator_t* convolution_op_out)
{
  xnn_operator_t convolution_op = NULL;
  enum xnn_status status = xnn_status_uninitialized;

  const size_t log2_filter_element_size = variant->log2_filter_element_size;
  const enum xnn_operator_type operator_type = context->operator_type;

  if ((xnn_params.init_flags & XNN_INIT_FLAG_XNNPACK) == 0) {
    xnn_log_error("failed to create %s operator: XNNPACK is not initialized",
      xnn_operator_type_to_string(operator_type));
    goto error;
  }

  status = xnn_status_invalid_parameter;

  if (context->kernel_width == 0 || context->kernel_height == 0) {
    xnn_log_error(
      "failed to create %s operator with %" PRIu32 "x%" PRIu32 " kernel: kernel dimensions must be non-zero",
      xnn_operator_type_to_string(operator_type), context->kernel_width, context->kernel_height);
    goto error;
  }

  if (context->subsampling_width == 0 || context->subsampling_height == 0) {
    xnn_log_error(
      "failed to create %s operator with %" PRIu32 "x%" PRIu32 " subsampling: subsampling dimensions must be non-zero",
      xnn_operator_type_to_string(operator_type), context->subsampling_width, context->subsampling_height);
    goto error;
  }

  if (context->dilation_width == 0 || context->dilation_height == 0) {
    xnn_log_error(
      "failed to create %s operator with %" PRIu32 "x%" PRIu32 " dilation: dilation dimensions must be non-zero",
      xnn_operator_type_to_string(operator_type), context->dilation_width, context->dilation_height);
    goto error;
  }

  if (context->groups == 0) {
    xnn_log_error(
      "failed to create %s operator with %" PRIu32 " groups: number of groups must be non-zero",
      xnn_operator_type_to_string(operator_type), context->groups);
    goto error;
  }

  if (context->group_input_channels == 0) {
    xnn_log_error(
      "failed to create %s operator with %zu input channels per group: number of channels must be non-zero",
      xnn_operator_type_to_string(operator_type), context->group_input_channels);
    goto error;
  }

  if (context->group_output_channels == 0) {
    xnn_log_error(
      "failed to create %s operator with %zu output channels per group: number of channels must be non-zero",
      xnn_operator_type_to_string(operator_type), context->group_output_channels);
    goto error;
  }

  const size_t input_channels = context->groups * context->group_input_channels;
  if (context->input_channel_stride < input_channels) {
    xnn_log_error(
        "failed to create %s operator with input channel stride of %zu: stride "
        "must be at least as large as the number of input channels (%" PRIu32
        "x%zu)",
        xnn_operator_type_to_string(operator_type), context->input_channel_stride,
        context->groups, context->group_input_channels);
    goto error;
  }

  const size_t output_channels = context->groups * context->group_output_channels;
  if (context->output_channel_stride < output_channels) {
    xnn_log_error(
        "failed to create %s operator with output channel stride of %zu: "
        "stride must be at least as large as the number of output channels "
        "(%" PRIu32 "x%zu)",
        xnn_operator_type_to_string(operator_type), context->output_channel_stride,
        context->groups, context->group_output_channels);
    goto error;
  }

  if (isnan(context->output_min)) {
    xnn_log_error(
      "failed to create %s operator with NaN output lower bound: lower bound must be non-NaN",
      xnn_operator_type_to_string(operator_type));
    goto error;
  }

  if (isnan(context->output_max)) {
    xnn_log_error(
      "failed to create %s operator with NaN output upper bound: upper bound must be non-NaN",
      xnn_operator_type_to_string(operator_type));
    goto error;
  }

  const float rounded_output_min = variant->round_float_value(context->output_min);
  const float rounded_output_max = variant->round_float_value(context->output_max);
  if (rounded_output_min > rounded_output_max) {
    xnn_log_error(
      "failed to create %s operator with [%.7g, %.7g] output range: lower bound must be less than or equal to upper bound",
      xnn_operator_type_to_string(operator_type), rounded_output_min, rounded_output_max);
    goto error;
  }

  if ((context->flags & XNN_FLAG_DEPTHWISE_CONVOLUTION) != 0 && context->group_input_channels != 1) {
    xnn_log_error(
        "failed to create depthwise %s operator with %zu input channels per "
        "group: depthwise convolution must have exactly 1 input channel per "
        "group",
        xnn_operator_type_to_string(operator_type), context->group_input_channels);
    goto error;
  }

  status = xnn_status_unsupported_hardware;

  const struct xnn_spmm_config* spmm_config = variant->init_spmm_config();
  if (spmm_config == NULL) {
    xnn_log_error(
        "failed to create %s operator: unsupported hardware configuration",
        xnn_operator_type_to_string(operator_type));
    goto error;
  }
  const struct xnn_spmm_config* spmm2_config = NULL;
  if (variant->init_spmm2_config) {
    if ((spmm2_config = variant->init_spmm2_config()) == NULL) {
      xnn_log_error(
          "failed to create %s operator: unsupported hardware configuration",
          xnn_operator_type_to_string(operator_type));
      goto error;
    }
  }
  const struct xnn_spmm_config* spmm4_config = NULL;
  if (variant->init_spmm4_config) {
    if ((spmm4_config = variant->init_spmm4_config()) == NULL) {
      xnn_log_error(
        "failed to create %s operator: unsupported hardware configuration",
        xnn_operator_type_to_string(operator_type));
      goto error;
    }
  }

  const struct xnn_dwconv2d_chw_config* dwconv2d_chw_config = variant->init_dwconv2d_chw_config();
  if (dwconv2d_chw_config == NULL) {
    xnn_log_error("failed to create %s operator: operations on data type are not supported",
      xnn_operator_type_to_string(operator_type));
    goto error;
  }

  enum xnn_microkernel_type ukernel_type;
  const struct xnn_dwconv2d_chw_parameters* dwconv2d_parameters = NULL;
  status = select_convolution2d_ukernel(
      &ukernel_type, &dwconv2d_parameters, context->input_padding_top,
      context->input_padding_right, context->input_padding_bottom, context->input_padding_left,
      context->kernel_height, context->kernel_width, context->subsampling_height, context->subsampling_width,
      context->dilation_height, context->dilation_width, context->groups, context->group_input_channels,
      context->group_output_channels, context->flags, dwconv2d_chw_config, operator_type);
  if (status != xnn_status_success) {
    goto error;
  }

  status = xnn_status_out_of_memory;

  convolution_op = xnn_allocate_zero_simd_memory(sizeof(struct xnn_operator));
  if (convolution_op == NULL) {
    xnn_log_error(
      "failed to allocate %zu bytes for %s operator descriptor",
      sizeof(struct xnn_operator), xnn_operator_type_to_string(operator_type));
    goto error;
  }
  convolution_op->compute = xnn_allocate_zero_memory(sizeof(struct compute_parameters));
  if (convolution_op->compute == NULL) {
    xnn_log_error("failed to allocate %zu bytes for %s operator descriptor",
                  sizeof(struct compute_parameters),
                  xnn_operator_type_to_string(operator_type));
    goto error;
  }
  convolution_op->num_compute_invocations = 1;
  convolution_op->convolution_op = xnn_allocate_zero_memory(sizeof(struct xnn_convolution_operator));
  if (convolution_op->convolution_op == NULL) {
    xnn_log_error("failed to allocate %zu bytes for %s operator descriptor",
                  sizeof(struct xnn_convolution_operator),
                  xnn_operator_type_to_string(operator_type));
    goto error;
  }

  if (ukernel_type != xnn_microkernel_type_spmm) {
    convolution_op->weights_cache = context->weights_cache;
  }

  switch (ukernel_type) {
    case xnn_microkernel_type_spmm: {
      xnn_analyze_spmm_w_fn xnn_analyze_spmm;
      xnn_pack_spmm_w_fn xnn_pack_spmm;
      variant->init_spmm(&xnn_analyze_spmm, &xnn_pack_spmm, convolution_op,
                        context->output_min, context->output_max, context->flags, spmm_config);

      status = create_spmm_path(
          context, log2_filter_element_size,
          xnn_analyze_spmm, xnn_pack_spmm, spmm_config, spmm2_config,
          spmm4_config, convolution_op);
      if (status != xnn_status_success) {
        goto error;
      }
      break;
    }
    case xnn_microkernel_type_conv2d_hwc2chw: {
      xnn_pack_dconv_oki_w_fn xnn_pack_dconv_oki_w;
      const struct xnn_conv_hwc2chw_config* conv_hwc2chw_config;
      status = variant->init_conv_hwc2chw(
          &xnn_pack_dconv_oki_w, &conv_hwc2chw_config, convolution_op, context->flags,
          context->output_min, context->output_max, operator_type);
      if (status != xnn_status_success) {
        goto error;
      }
      status = create_conv2d_hwc2chw_path(
          context, conv_hwc2chw_config->output_height_tile,
          conv_hwc2chw_config->output_channel_tile,
          log2_filter_element_size, xnn_pack_dconv_oki_w,
          conv_hwc2chw_config->ukernel_with_symm_padding,
          convolution_op);
      if (status != xnn_status_success) {
        goto error;
      }
      break;
    }
    case xnn_microkernel_type_dwconv: {
      xnn_pack_chw_dwconv_hwg_w_fn pack_chw_dwconv_hwg_w;
      xnn_pack_chw_dwconv_ghw_w_fn pack_chw_dwconv_ghw_w;
      variant->init_dwconv(&pack_chw_dwconv_hwg_w, &pack_chw_dwconv_ghw_w,
                          dwconv2d_parameters, convolution_op, context->flags,
                          context->output_min, context->output_max);
      status = create_dwconv_path(context, log2_filter_element_size,
                                  pack_chw_dwconv_hwg_w, pack_chw_dwconv_ghw_w,
                                  dwconv2d_parameters->output_width_tile,
                                  dwconv2d_parameters->ukernel, convolution_op);
      if (status != xnn_status_success) {
        goto error;
      }
      break;
    }
    default:
      XNN_UNREACHABLE;
  }

  convolution_op->convolution_op->padding_top = context->input_padding_top;
  convolution_op->convolution_op->padding_right = context->input_padding_right;
  convolution_op->convolution_op->padding_bottom = context->input_padding_bottom;
  convolution_op->convolution_op->padding_left = context->input_padding_left;

  convolution_op->convolution_op->kernel_height = context->kernel_height;
  convolution_op->convolution_op->kernel_width = context->kernel_width;
  convolution_op->convolution_op->stride_height = context->subsampling_height;
  convolution_op->convolution_op->stride_width = context->subsampling_width;
  convolution_op->convolution_op->dilation_height = context->dilation_height;
  convolution_op->convolution_op->dilation_width = context->dilation_width;
  convolution_op->convolution_op->groups = context->groups;
  convolution_op->convolution_op->group_input_channels = context->group_input_channels;
  convolution_op->convolution_op->group_output_channels = context->group_output_channels;
  convolution_op->input_pixel_stride = context->input_channel_stride;
  convolution_op->output_pixel_stride = context->output_channel_stride;

  convolution_op->type = context->operator_type;
  convolution_op->ukernel.type = ukernel_type;
  convolution_op->flags = context->flags;

  convolution_op->state = xnn_run_state_invalid;
  *convolution_op_out = convolution_op;
  return xnn_status_success;

error:
  xnn_delete_operator(convolution_op);
  return status;
}

static const struct convolution2d_nchw_context
    fingerprint_parameters_conv2d_hwc2chw = {
        .kernel_width = 3,
        .kernel_height = 3,
        .dilation_height = 1,
        .dilation_width = 1,
        .subsampling_height = 2,
        .subsampling_width = 2,
        .input_padding_top = 1,
        .input_padding_left = 1,
        .input_padding_bottom = 1,
        .input_padding_right = 1,
        .groups = 1,
        .group_input_channels = 3,
        .group_output_channels = 1,
        .input_channel_stride = 3,
        .output_channel_stride = 1,
        .flags = XNN_FLAG_INPUT_NHWC,
};

static const struct convolution2d_nchw_context
    fingerprint_parameters_conv2d_hwc2chw_fp32_static_weights = {
        .kernel_width = 3,
        .kernel_height = 3,
        .dilation_height = 1,
        .dilation_width = 1,
        .subsampling_height = 2,
        .subsampling_width = 2,
        .input_padding_top = 1,
        .input_padding_left = 1,
        .input_padding_bottom = 1,
        .input_padding_right = 1,
        .groups = 1,
        .group_input_channels = 3,
        .group_output_channels = 1,
        .input_channel_stride = 3,
        .output_channel_stride = 1,
        .flags = XNN_FLAG_INPUT_NHWC | XNN_FLAG_FP32_STATIC_WEIGHTS,
};

static const struct convolution2d_nchw_context fingerprint_parameters_dwconv = {
    .kernel_width = 3,
    .kernel_height = 3,
    .dilation_height = 1,
    .dilation_width = 1,
    .subsampling_height = 1,
    .subsampling_width = 1,
    .input_padding_top = 1,
    .input_padding_left = 1,
    .input_padding_bottom = 1,
    .input_padding_right = 1,
    .groups = 1,
    .group_input_channels = 1,
    .group_output_channels = 1,
    .input_channel_stride = 1,
    .output_channel_stride = 1,
    .flags = 0,
};

static const struct convolution2d_nchw_context
    fingerprint_parameters_dwconv_fp32_static_weights = {
        .kernel_width = 3,
        .kernel_height = 3,
        .dilation_height = 1,
        .dilation_width = 1,
        .subsampling_height = 1,
        .subsampling_width = 1,
        .input_padding_top = 1,
        .input_padding_left = 1,
        .input_padding_bottom = 1,
        .input_padding_right = 1,
        .groups = 1,
        .group_input_channels = 1,
        .group_output_channels = 1,
        .input_channel_stride = 1,
        .output_channel_stride = 1,
        .flags = XNN_FLAG_FP32_STATIC_WEIGHTS,
};

struct fingerprint_buffers {
  void* data;
  void* kernel;
  void* bias;
};

// Returns the given `buffer` pointer, then advances it by `bytes` bytes,
// rounded up to `XNN_ALLOCATION_ALIGNMENT`.
static void* get_and_advance_simd_buffer(uint8_t** buffer, size_t bytes) {
  uint8_t* const res = *buffer;
  *buffer += bytes + (XNN_ALLOCATION_ALIGNMENT - (bytes % XNN_ALLOCATION_ALIGNMENT));
  return res;
};

static struct fingerprint_buffers generate_fingerprint_data(
    const struct conv2d_variant* const variant,
    const struct convolution2d_nchw_context* params) {
  const size_t element_size = (params->flags & XNN_FLAG_FP32_STATIC_WEIGHTS)
                                  ? sizeof(float)
                                  : (1 << variant->log2_filter_element_size);
  const size_t kernel_size = params->kernel_width * params->kernel_height *
                             params->group_input_channels *
                             params->group_output_channels * params->groups;
  const size_t bias_size = params->group_output_channels * params->groups;
  const size_t bytes = (kernel_size + bias_size) * element_size + XNN_ALLOCATION_ALIGNMENT * 1;
  uint8_t* buffer = xnn_allocate_simd_memory(bytes);
  fill_fingerprint_buffer(buffer, bytes);
  return (struct fingerprint_buffers){
      .data = buffer,
      .kernel =
          get_and_advance_simd_buffer(&buffer, kernel_size * element_size),
      .bias = get_and_advance_simd_buffer(&buffer, bias_size * sizeof(float)),
  };
}

enum xnn_status xnn_fingerprint_convolution2d_nchw(
    const enum xnn_fingerprint_id fingerprint_id) {
  struct convolution2d_nchw_context params;
  const struct conv2d_variant* variant = NULL;
  switch (fingerprint_id) {
    case xnn_fingerprint_id_no_fingerprint:
      return xnn_status_success;
    case xnn_fingerprint_id_convolution2d_nchw_f16_f16_f16_conv2d_hwc2chw:
      params = fingerprint_parameters_conv2d_hwc2chw;
      params.operator_type = xnn_operator_type_convolution_nchw_f16;
      variant = &f16_conv;
      break;
    case xnn_fingerprint_id_convolution2d_nchw_f32_f32_f32_conv2d_hwc2chw:
      params = fingerprint_parameters_conv2d_hwc2chw;
      params.operator_type = xnn_operator_type_convolution_nchw_f32;
      variant = &f32_conv;
      break;
    case xnn_fingerprint_id_convolution2d_nchw_f16_f16_f16_conv2d_hwc2chw_fp32_static_weights:
      params = fingerprint_parameters_conv2d_hwc2chw_fp32_static_weights;
      params.operator_type = xnn_operator_type_convolution_nchw_f16;
      variant = &f16_conv;
      break;
    case xnn_fingerprint_id_convolution2d_nchw_f16_f16_f16_dwconv:
      params = fingerprint_parameters_dwconv;
      params.operator_type = xnn_operator_type_convolution_nchw_f16;
      variant = &f16_conv;
      break;
    case xnn_fingerprint_id_convolution2d_nchw_f32_f32_f32_dwconv:
      params = fingerprint_parameters_dwconv;
      params.operator_type = xnn_operator_type_convolution_nchw_f32;
      variant = &f32_conv;
      break;
    case xnn_fingerprint_id_convolution2d_nchw_f16_f16_f16_dwconv_fp32_static_weights:
      params = fingerprint_parameters_dwconv_fp32_static_weights;
      params.operator_type = xnn_operator_type_convolution_nchw_f16;
      variant = &f16_conv;
      break;
    default:
      xnn_log_error("Unknown fingerprint ID for convolution 2D NCHW: %d.", fingerprint_id);
      return xnn_status_invalid_parameter;
  }
  struct fingerprint_context context =
      create_fingerprint_context(fingerprint_id);
  if (context.status != xnn_status_uninitialized) {
    if (context.status != xnn_status_success) {
      xnn_log_error("Error creating fingerprint context for convolution 2D NCHW: %d.", fingerprint_id);
    }
    return context.status;
  }
  const struct fingerprint_buffers data = generate_fingerprint_data(variant, &params);

  params.kernel = data.kernel;
  params.bias = data.bias;
  params.output_min = FLT_MIN;
  params.output_max = FLT_MAX;
  params.fingerprint_id = context.fingerprint_id;
  params.weights_cache = &context.cache;

  enum xnn_status status = create_convolution2d_nchw(variant, &params, &context.op);
  finalize_fingerprint_context(&context);
  xnn_release_simd_memory(data.data);
  return status;
}

static enum xnn_fingerprint_id get_fingerprint_id_for(
    const struct conv2d_variant* variant,
    const struct convolution2d_nchw_context* context)
{
  // Get the microkernel type.
  //
  // We can use a dummy config here. We're only interested in the microkernel
  // type populated by `select_convolution2d_ukernel()`.
  enum xnn_microkernel_type microkernel_type;
  {
    struct xnn_dwconv2d_chw_config dummy_config = {};
    const struct xnn_dwconv2d_chw_parameters* dummy_parameters = NULL;
    select_convolution2d_ukernel(
        &microkernel_type, &dummy_parameters, context->input_padding_top,
        context->input_padding_right, context->input_padding_bottom, context->input_padding_left,
        context->kernel_height, context->kernel_width, context->subsampling_height, context->subsampling_width,
        context->dilation_height, context->dilation_width, context->groups, context->group_input_channels,
        context->group_output_channels, context->flags, &dummy_config, context->operator_type);
  }

  // Compute the index in a static map of cases.
  uint32_t index = 0;
  // Bit 2: operator type.
  switch (context->operator_type) {
    case xnn_operator_type_convolution_nchw_f16:
      index |= 0 << 2;
      break;
    case xnn_operator_type_convolution_nchw_f32:
      index |= 1 << 2;
      break;
    default:
      xnn_log_error("Unknown operator type for convolution 2D NCHW: %d.", context->operator_type);
      return xnn_fingerprint_id_unknown;
  }
  // Bit 1: microkernel type.
  switch (microkernel_type) {
    case xnn_microkernel_type_conv2d_hwc2chw:
      index |= 0 << 1;
      break;
    case xnn_microkernel_type_dwconv:
      index |= 1 << 1;
      break;
    case xnn_microkernel_type_spmm:
      return xnn_fingerprint_id_no_fingerprint;
    default:
      xnn_log_error("Unknown microkernel type for convolution 2D NCHW: %d.", microkernel_type);
      return xnn_fingerprint_id_unknown;
  }
  // Bit 0: are the weights provided as f32 for an f16 operator?
  if (context->flags & XNN_FLAG_FP32_STATIC_WEIGHTS) {
    index |= 1 << 0;
  }

  static const enum xnn_fingerprint_id id_map[] = {
    xnn_fingerprint_id_convolution2d_nchw_f16_f16_f16_conv2d_hwc2chw,
    xnn_fingerprint_id_convolution2d_nchw_f16_f16_f16_conv2d_hwc2chw_fp32_static_weights,
    xnn_fingerprint_id_convolution2d_nchw_f16_f16_f16_dwconv,
    xnn_fingerprint_id_convolution2d_nchw_f16_f16_f16_dwconv_fp32_static_weights,
    xnn_fingerprint_id_convolution2d_nchw_f32_f32_f32_conv2d_hwc2chw,
    xnn_fingerprint_id_unknown,
    xnn_fingerprint_id_convolution2d_nchw_f32_f32_f32_dwconv,
    xnn_fingerprint_id_unknown,
  };
  assert(index < sizeof(id_map) / sizeof(id_map[0]));
  return id_map[index];
}

enum xnn_status xnn_create_convolution2d_nchw_f16(
    uint32_t input_padding_top,
    uint32_t input_padding_right,
    uint32_t input_padding_bottom,
    uint32_t input_padding_left,
    uint32_t kernel_height,
    uint32_t kernel_width,
    uint32_t subsampling_height,
    uint32_t subsampling_width,
    uint32_t dilation_height,
    uint32_t dilation_width,
    uint32_t groups,
    size_t group_input_channels,
    size_t group_output_channels,
    size_t input_channel_stride,
    size_t output_channel_stride,
    const void* kernel,
    const void* bias,
    float output_min,
    float output_max,
    uint32_t flags,
    xnn_weights_cache_t weights_cache,
    xnn_operator_t* convolution_op_out)
{
  struct convolution2d_nchw_context context = {
    .input_padding_top = input_padding_top,
    .input_padding_right = input_padding_right,
    .input_padding_bottom = input_padding_bottom,
    .input_padding_left = input_padding_left,
    .kernel_height = kernel_height,
    .kernel_width = kernel_width,
    .subsampling_height = subsampling_height,
    .subsampling_width = subsampling_width,
    .dilation_height = dilation_height,
    .dilation_width = dilation_width,
    .groups = groups,
    .group_input_channels = group_input_channels,
    .group_output_channels = group_output_channels,
    .input_channel_stride = input_channel_stride,
    .output_channel_stride = output_channel_stride,
    .kernel = kernel,
    .bias = bias,
    .output_min = output_min,
    .output_max = output_max,
    .flags = flags,
    .weights_cache = weights_cache,
    .operator_type = xnn_operator_type_convolution_nchw_f16,
  };
  context.fingerprint_id = get_fingerprint_id_for(&f16_conv, &context);
  enum xnn_status status = xnn_fingerprint_convolution2d_nchw(context.fingerprint_id);
  if (status != xnn_status_success) {
    xnn_log_error("Failed fingerprinting %s.", xnn_operator_type_to_string(context.operator_type));
    return status;
  }
  return create_convolution2d_nchw(&f16_conv, &context, convolution_op_out);
}

enum xnn_status xnn_create_convolution2d_nchw_f32(
    uint32_t input_padding_top,
    uint32_t input_padding_right,
    uint32_t input_padding_bottom,
    uint32_t input_padding_left,
    uint32_t kernel_height,
    uint32_t kernel_width,
    uint32_t subsampling_height,
    uint32_t subsampling_width,
    uint32_t dilation_height,
    uint32_t dilation_width,
    uint32_t groups,
    size_t group_input_channels,
    size_t group_output_channels,
    size_t input_channel_stride,
    size_t output_channel_stride,
    const float* kernel,
    const float* bias,
    float output_min,
    float output_max,
    uint32_t flags,
    xnn_weights_cache_t weights_cache,
    xnn_operator_t* convolution_op_out)
{
  struct convolution2d_nchw_context context = {
    .input_padding_top = input_padding_top,
    .input_padding_right = input_padding_right,
    .input_padding_bottom = input_padding_bottom,
    .input_padding_left = input_padding_left,
    .kernel_height = kernel_height,
    .kernel_width = kernel_width,
    .subsampling_height = subsampling_height,
    .subsampling_width = subsampling_width,
    .dilation_height = dilation_height,
    .dilation_width = dilation_width,
    .groups = groups,
    .group_input_channels = group_input_channels,
    .group_output_channels = group_output_channels,
    .input_channel_stride = input_channel_stride,
    .output_channel_stride = output_channel_stride,
    .kernel = kernel,
    .bias = bias,
    .output_min = output_min,
    .output_max = output_max,
    .flags = flags,
    .weights_cache = weights_cache,
    .operator_type = xnn_operator_type_convolution_nchw_f32,
  };
  context.fingerprint_id = get_fingerprint_id_for(&f32_conv, &context);
  enum xnn_status status = xnn_fingerprint_convolution2d_nchw(context.fingerprint_id);
  if (status != xnn_status_success) {
    xnn_log_error("Failed fingerprinting %s.", xnn_operator_type_to_string(context.operator_type));
    return status;
  }
  return create_convolution2d_nchw(&f32_conv, &context, convolution_op_out);
}

enum xnn_status xnn_create_convolution2d_nchw_f32_f16(
    uint32_t input_padding_top, uint32_t input_padding_right,
    uint32_t input_padding_bottom, uint32_t input_padding_left,
    uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height,
    uint32_t dilation_width, uint32_t groups, size_t group_input_channels,
    size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, const void* kernel, const void* bias,
    float output_min, float output_max, uint32_t flags,
    xnn_weights_cache_t weights_cache,
    xnn_operator_t* convolution_op_out) {
  // Convert the `f16` kernel and bias to `f32` in temporary buffers.
  const void* bias_for_cache_key = bias;
  const void* kernel_for_cache_key = kernel;
  const size_t num_kernel_entries = groups * group_input_channels *
                                    group_output_channels * kernel_width *
                                    kernel_height;
  float* fp32_kernel_buffer =
      (float*)xnn_allocate_memory(num_kernel_entries * sizeof(float));
  float* fp32_bias_buffer = NULL;
  const xnn_float16* f16_kernel = (const xnn_float16*)kernel;
  const xnn_float16* f16_bias = (const xnn_float16*)bias;
  for (size_t i = 0; i < num_kernel_entries; ++i) {
    fp32_kernel_buffer[i] = xnn_float16_to_float(f16_kernel[i]);
  }
  if (bias && !(flags & XNN_FLAG_FP32_STATIC_BIASES)) {
    fp32_bias_buffer = (float*)xnn_allocate_memory(
        groups * group_output_channels * sizeof(float));
    for (size_t i = 0; i < groups * group_output_channels; ++i) {
      fp32_bias_buffer[i] = xnn_float16_to_float(f16_bias[i]);
    }
    bias = fp32_bias_buffer;
  }

  struct convolution2d_nchw_context context = {
    .input_padding_top = input_padding_top,
    .input_padding_right = input_padding_right,
    .input_padding_bottom = input_padding_bottom,
    .input_padding_left = input_padding_left,
    .kernel_height = kernel_height,
    .kernel_width = kernel_width,
    .subsampling_height = subsampling_height,
    .subsampling_width = subsampling_width,
    .dilation_height = dilation_height,
    .dilation_width = dilation_width,
    .groups = groups,
    .group_input_channels = group_input_channels,
    .group_output_channels = group_output_channels,
    .input_channel_stride = input_channel_stride,
    .output_channel_stride = output_channel_stride,
    .kernel = fp32_kernel_buffer,
    .bias = bias,
    .output_min = output_min,
    .output_max = output_max,
    .flags = flags,
    .weights_cache = weights_cache,
    .kernel_for_cache_key = kernel_for_cache_key,
    .bias_for_cache_key = bias_for_cache_key,
    .operator_type = xnn_operator_type_convolution_nchw_f32,
  };
  context.fingerprint_id = get_fingerprint_id_for(&f32_conv, &context);
  enum xnn_status status = xnn_fingerprint_convolution2d_nchw(context.fingerprint_id);
  if (status != xnn_status_success) {
    xnn_log_error("Failed fingerprinting %s.", xnn_operator_type_to_string(context.operator_type));
    return status;
  }
  status = create_convolution2d_nchw(&f32_conv, &context, convolution_op_out);

  // Release temporary `f32` buffers.
  xnn_release_memory(fp32_kernel_buffer);
  xnn_release_memory(fp32_bias_buffer);

  return status;
}

static enum xnn_status reshape_convolution2d_nchw(
  xnn_operator_t convolution_op,
  enum xnn_operator_type expected_operator_type,
  size_t batch_size,
  size_t input_height,
  size_t input_width,
  uint32_t log2_input_element_size,
  uint32_t log2_filter_element_size,
  uint32_t bias_element_size,
  uint32_t log2_output_element_size,
  const void* params,
  void* chw_params,
  size_t* output_height_out,
  size_t* output_width_out,
  pthreadpool_t threadpool)
{
  if (convolution_op->type != expected_operator_type) {
    xnn_log_error(
        "failed to reshape operator: operator type mismatch (expected %s, got "
        "%s)",
        xnn_operator_type_to_string(expected_operator_type),
        xnn_operator_type_to_string_v2(convolution_op));
    return xnn_status_invalid_parameter;
  }
  convolution_op->state = xnn_run_state_invalid;

  if ((xnn_params.init_flags & XNN_INIT_FLAG_XNNPACK) == 0) {
    xnn_log_error("failed to reshape %s operator: XNNPACK is not initialized",
                  xnn_operator_type_to_string_v2(convolution_op));
    return xnn_status_uninitialized;
  }

  if (input_width == 0 || input_height == 0) {
    xnn_log_error(
        "failed to reshape %s operator with %zux%zu input: input dimensions "
        "must be non-zero",
        xnn_operator_type_to_string_v2(convolution_op), input_width,
        input_height);
    return xnn_status_invalid_parameter;
  }

  if (batch_size == 0) {
    convolution_op->state = xnn_run_state_skip;
    return xnn_status_success;
  }

  convolution_op->batch_size = batch_size;
  convolution_op->convolution_op->input_height = input_height;
  convolution_op->convolution_op->input_width = input_width;

  const size_t output_height = xnn_compute_convolution_output_dimension(
      convolution_op->convolution_op->padding_top + input_height + convolution_op->convolution_op->padding_bottom,
      convolution_op->convolution_op->kernel_height,
      convolution_op->convolution_op->dilation_height,
      convolution_op->convolution_op->stride_height);
  if (output_height_out != NULL) {
    *output_height_out = output_height;
  }
  const size_t output_width = xnn_compute_convolution_output_dimension(
      convolution_op->convolution_op->padding_left + input_width + convolution_op->convolution_op->padding_right,
      convolution_op->convolution_op->kernel_width,
      convolution_op->convolution_op->dilation_width,
      convolution_op->convolution_op->stride_width);
  if (output_width_out != NULL) {
    *output_width_out = output_width;
  }

  const size_t input_batch_stride = (input_height * input_width * convolution_op->input_pixel_stride) << log2_input_element_size;
  const size_t output_batch_stride = (output_height * output_width * convolution_op->output_pixel_stride) << log2_output_element_size;
  const size_t num_threads = pthreadpool_get_threads_count(threadpool);
  switch (convolution_op->ukernel.type) {
    case xnn_microkernel_type_spmm:
    {
      const size_t num_nonzero_blocks = convolution_op->conv.num_nonzero_blocks;
      const size_t num_output_channel_blocks = convolution_op->conv.num_output_channel_blocks;

      convolution_op->conv.num_output_channel_blocks = num_output_channel_blocks;

      const int32_t* input_channel_diffs = (const int32_t*) packed_weights(convolution_op);
      int32_t* input_increments = ((int32_t*) packed_weights(convolution_op)) + num_nonzero_blocks;
      const uint32_t* output_channel_nonzeros = (uint32_t*) (input_increments + num_nonzero_blocks);
      const void* nonzero_values = (const void*) (output_channel_nonzeros + num_output_channel_blocks);

      // Scale input_channel_diffs by input_size to compute input_increments;
      const size_t input_size = input_height * input_width;
      for (size_t i = 0; i < num_nonzero_blocks; i++) {
        const int32_t diff = input_channel_diffs[i];
        const int64_t increment = (int64_t) diff * input_size;
        if ((int64_t) (int32_t) increment != increment) {
          xnn_log_error(
              "failed to reshape %s operator with sparse kernel "
              "representation: input increment exceeds int32_t range",
              xnn_operator_type_to_string_v2(convolution_op));
          return xnn_status_unsupported_parameter;
        }
        input_increments[i] = (int32_t) increment;
      }

      convolution_op->context.spmm = (struct spmm_context) {
          .n = convolution_op->convolution_op->group_output_channels,
          .scaled_m = input_size << log2_input_element_size,
          .nonzero_weights = nonzero_values,
          .input_increments = input_increments,
          .output_channel_nonzeros = output_channel_nonzeros,
          .batched_input_stride = input_batch_stride,
          .batched_output_stride = output_batch_stride,
          .ukernel = convolution_op->ukernel.spmm.function,
      };
      memcpy(&convolution_op->context.spmm.params, params, sizeof(convolution_op->context.spmm.params));

      const size_t mr = convolution_op->ukernel.spmm.mr;
      size_t mc = input_size;
      if (num_threads > 1) {
        const size_t target_tiles_per_thread = 5;
        const size_t max_mc = divide_round_up(input_size, num_threads * target_tiles_per_thread);
        if (max_mc < mc) {
          mc = min(mc, divide_round_up(mc, max_mc * mr) * mr);
        }
      }
      convolution_op->compute[0].type = xnn_parallelization_type_2d_tile_1d;
      convolution_op->compute[0].task_2d_tile_1d = (pthreadpool_task_2d_tile_1d_t) xnn_compute_spmm;
      convolution_op->compute[0].range[0] = batch_size;
      convolution_op->compute[0].range[1] = input_size << log2_input_element_size;
      convolution_op->compute[0].tile[0] = mc << log2_input_element_size;
      convolution_op->state = xnn_run_state_needs_setup;

      return xnn_status_success;
    }
    case xnn_microkernel_type_conv2d_hwc2chw:
    {
      const size_t zero_size = (input_width * convolution_op->convolution_op->group_input_channels << log2_input_element_size) + XNN_EXTRA_BYTES;

      // Note: zero buffer must be SIMD-aligned, so we can't use xnn_reallocate_memory
      xnn_release_simd_memory(convolution_op->zero_buffer);
      convolution_op->zero_buffer = xnn_allocate_zero_simd_memory(zero_size);
      if (convolution_op->zero_buffer == NULL) {
        xnn_log_error(
            "failed to allocate %zu bytes for %s operator zero padding",
            sizeof(struct xnn_operator),
            xnn_operator_type_to_string_v2(convolution_op));
        return xnn_status_out_of_memory;
      }

      convolution_op->context.conv2d = (struct conv2d_context) {
        .input_height = input_height,
        .input_width = input_width,
        .input_batch_stride = input_batch_stride,
        .zero = convolution_op->zero_buffer,
        .packed_weights = packed_weights(convolution_op),
        .output_batch_stride = output_batch_stride,
        .input_padding_top = convolution_op->convolution_op->padding_top,
        .output_channels = convolution_op->convolution_op->group_output_channels,
        .output_height_stride = output_width << log2_output_element_size,
        .output_channel_stride = output_height * output_width << log2_output_element_size,
        .hwc2chw_ukernel = convolution_op->ukernel.conv2d.hwc2chw_fn,
      };
      memcpy(&convolution_op->context.conv2d.params, params, sizeof(convolution_op->context.conv2d.params));

      const size_t output_height_tile = convolution_op->ukernel.conv2d.output_height_tile;
      size_t output_height_slice = output_height;
      if (num_threads > 1) {
        const size_t target_tiles_per_thread = 5;
        const size_t max_output_height_slice = divide_round_up(output_height, num_threads * target_tiles_per_thread);
        if (max_output_height_slice < output_height_slice) {
          output_height_slice = min(output_height_slice,
            divide_round_up(output_height_slice, max_output_height_slice * output_height_tile) * output_height_tile);
        }
      }
      convolution_op->compute[0].type = xnn_parallelization_type_2d_tile_1d;
      convolution_op->compute[0].task_2d_tile_1d = (pthreadpool_task_2d_tile_1d_t) xnn_compute_conv2d_hwc2chw;
      convolution_op->compute[0].range[0] = batch_size;
      convolution_op->compute[0].range[1] = output_height;
      convolution_op->compute[0].tile[0] = output_height_slice;
      convolution_op->state = xnn_run_state_needs_setup;

      return xnn_status_success;
    }
    case xnn_microkernel_type_dwconv:
    {
      const size_t zero_size = (input_width << log2_input_element_size) + 2 * XNN_EXTRA_BYTES;

      // Note: zero buffer must be SIMD-aligned, so we can't use xnn_reallocate_memory
      xnn_release_simd_memory(convolution_op->zero_buffer);
      convolution_op->zero_buffer = xnn_allocate_zero_simd_memory(zero_size);
      if (convolution_op->zero_buffer == NULL) {
        xnn_log_error(
            "failed to allocate %zu bytes for %s operator zero padding",
            sizeof(struct xnn_operator),
            xnn_operator_type_to_string_v2(convolution_op));
        return xnn_status_out_of_memory;
      }

      convolution_op->context.dwconv2d = (struct dwconv2d_context) {
        .input_height = input_height,
        .input_width = input_width << log2_input_element_size,
        .zero = convolution_op->zero_buffer,
        .input_padding_top = convolution_op->convolution_op->padding_top,
        .input_channel_stride = input_height * input_width << log2_input_element_size,
        .input_batch_stride = input_batch_stride,
        .packed_weights = packed_weights(convolution_op),
        .weights_channel_stride = bias_element_size +
          (convolution_op->convolution_op->kernel_height * convolution_op->convolution_op->kernel_width << log2_filter_element_size),
        .output_channel_stride = output_height * output_width << log2_output_element_size,
        .output_batch_stride = output_batch_stride,
        .chw_ukernel = convolution_op->ukernel.dwconv2d.chw_fn,
      };
      memcpy(&convolution_op->context.dwconv2d.params, chw_params, sizeof(convolution_op->context.dwconv2d.params));

      convolution_op->compute[0].type = xnn_parallelization_type_2d;
      convolution_op->compute[0].task_2d = (pthreadpool_task_2d_t) xnn_compute_dwconv2d_chw;
      convolution_op->compute[0].range[0] = batch_size;
      convolution_op->compute[0].range[1] = convolution_op->convolution_op->groups;
      convolution_op->state = xnn_run_state_needs_setup;

      return xnn_status_success;
    }
    default:
      XNN_UNREACHABLE;
  }
}

enum xnn_status xnn_reshape_convolution2d_nchw_f16(
    xnn_operator_t convolution_op,
    size_t batch_size,
    size_t input_height,
    size_t input_width,
    size_t* output_height_out,
    size_t* output_width_out,
    pthreadpool_t threadpool)
{
  return reshape_convolution2d_nchw(
    convolution_op,
    xnn_operator_type_convolution_nchw_f16,
    batch_size, input_height, input_width,
    /*log2_input_element_size=*/XNN_LOG2_SIZEOF_FLOAT16,
    /*log2_filter_element_size=*/XNN_LOG2_SIZEOF_FLOAT16,
    /*bias_element_size=*/sizeof(uint16_t),
    /*log2_output_element_size=*/XNN_LOG2_SIZEOF_FLOAT16,
    &convolution_op->params.f16_minmax,
    &convolution_op->params.f16_chw,
    output_height_out, output_width_out,
    threadpool);
}

enum xnn_status xnn_reshape_convolution2d_nchw_f32(
    xnn_operator_t convolution_op,
    size_t batch_size,
    size_t input_height,
    size_t input_width,
    size_t* output_height_out,
    size_t* output_width_out,
    pthreadpool_t threadpool)
{
  return reshape_convolution2d_nchw(
    convolution_op,
    xnn_operator_type_convolution_nchw_f32,
    batch_size, input_height, input_width,
    /*log2_input_element_size=*/XNN_LOG2_SIZEOF_FLOAT,
    /*log2_filter_element_size=*/XNN_LOG2_SIZEOF_FLOAT,
    /*bias_element_size=*/sizeof(float),
    /*log2_output_element_size=*/XNN_LOG2_SIZEOF_FLOAT,
    &convolution_op->params.f32_minmax,
    &convolution_op->params.f32_chw,
    output_height_out, output_width_out,
    threadpool);
}

static enum xnn_status setup_convolution2d_nchw(
  xnn_operator_t convolution_op,
  enum xnn_operator_type expected_operator_type,
  const void* input,
  void* output)
{
  if (convolution_op->type != expected_operator_type) {
    xnn_log_error(
        "failed to setup operator: operator type mismatch (expected %s, got "
        "%s)",
        xnn_operator_type_to_string(expected_operator_type),
        xnn_operator_type_to_string_v2(convolution_op));
    return xnn_status_invalid_parameter;
  }

  if (convolution_op->weights_cache != NULL && !xnn_weights_cache_is_finalized(convolution_op->weights_cache)) {
    xnn_log_error("failed to setup %s operator: weights cache is not finalized",
      xnn_operator_type_to_string(expected_operator_type));
    return xnn_status_invalid_state;
  }

  switch (convolution_op->state) {
    case xnn_run_state_skip:
      return xnn_status_success;
    case xnn_run_state_invalid:
      xnn_log_error(
          "failed to setup %s operator: operator has not been reshaped yet",
          xnn_operator_type_to_string_v2(convolution_op));
      return xnn_status_invalid_state;
    case xnn_run_state_needs_setup:
      // Operator has been reshaped, but not setup, continue with setup.
    case xnn_run_state_ready:
      // Operator has been reshaped, and we are setting up with different pointers.
      break;
  }

  switch (convolution_op->ukernel.type) {
    case xnn_microkernel_type_spmm:
    {
      convolution_op->context.spmm.input = (const void*) ((uintptr_t) input + (convolution_op->conv.first_input_channel *
                                                                               convolution_op->context.spmm.scaled_m));
      convolution_op->context.spmm.output = output;
      break;
    }
    case xnn_microkernel_type_conv2d_hwc2chw:
    {
      convolution_op->context.conv2d.input = input;
      convolution_op->context.conv2d.output = output;
      break;
    }
    case xnn_microkernel_type_dwconv:
    {
      convolution_op->context.dwconv2d.input = input;
      convolution_op->context.dwconv2d.output = output;
      break;
    }
    default:
      XNN_UNREACHABLE;
  }

  convolution_op->state = xnn_run_state_ready;

  return xnn_status_success;
}

enum xnn_status xnn_setup_convolution2d_nchw_f16(
    xnn_operator_t convolution_op,
    const void* input,
    void* output)
{
  return setup_convolution2d_nchw(
    convolution_op,
    xnn_operator_type_convolution_nchw_f16,
    input, output);
}

enum xnn_status xnn_setup_convolution2d_nchw_f32(
    xnn_operator_t convolution_op,
    const float* input,
    float* output)
{
  return setup_convolution2d_nchw(
    convolution_op,
    xnn_operator_type_convolution_nchw_f32,
    input, output);
}
