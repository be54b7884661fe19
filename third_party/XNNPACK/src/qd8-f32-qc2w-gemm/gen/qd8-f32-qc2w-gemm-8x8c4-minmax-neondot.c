// clang-format off
// Auto-generated file. Do not edit!
//   Template: src/qs8-gemm/c4-neondot.c.in
//   Generator: tools/xngen
//
// Copyright 2020 Google LLC
//
// This source code is licensed under the BSD-style license found in the
// LICENSE file in the root directory of this source tree.

#include <arm_neon.h>
#include <assert.h>
#include <stddef.h>
#include <stdint.h>

#include "src/xnnpack/common.h"
#include "src/xnnpack/gemm.h"
#include "src/xnnpack/math.h"
#include "src/xnnpack/microparams.h"


void xnn_qd8_f32_qc2w_gemm_minmax_ukernel_8x8c4__neondot(
    size_t mr,
    size_t nc,
    size_t kc,
    const int8_t* restrict a,
    size_t a_stride,
    const void* restrict w,
    float* restrict c,
    size_t cm_stride,
    size_t cn_stride,
    const struct xnn_f32_minmax_params* restrict params,
    const float* row_sum,
    const struct xnn_qd8_quantization_params* restrict quantization_params) XNN_OOB_READS
{
  assert(mr != 0);
  assert(mr <= 8);
  assert(nc != 0);
  assert(kc != 0);
  assert(kc % sizeof(int8_t) == 0);
  assert(a != NULL);
  assert(w != NULL);
  assert(c != NULL);

  kc = round_up_po2(kc, 4 * sizeof(int8_t));
  const int8_t* a0 = a;
  float* c0 = c;
  const int8_t* a1 = (const int8_t*) ((uintptr_t) a0 + a_stride);
  float* c1 = (float*) ((uintptr_t) c0 + cm_stride);
  if XNN_UNPREDICTABLE(mr < 2) {
    a1 = a0;
    c1 = c0;
  }
  const int8_t* a2 = (const int8_t*) ((uintptr_t) a1 + a_stride);
  float* c2 = (float*) ((uintptr_t) c1 + cm_stride);
  if XNN_UNPREDICTABLE(mr <= 2) {
    a2 = a1;
    c2 = c1;
  }
  const int8_t* a3 = (const int8_t*) ((uintptr_t) a2 + a_stride);
  float* c3 = (float*) ((uintptr_t) c2 + cm_stride);
  if XNN_UNPREDICTABLE(mr < 4) {
    a3 = a2;
    c3 = c2;
  }
  const int8_t* a4 = (const int8_t*) ((uintptr_t) a3 + a_stride);
  float* c4 = (float*) ((uintptr_t) c3 + cm_stride);
  if XNN_UNPREDICTABLE(mr <= 4) {
    a4 = a3;
    c4 = c3;
  }
  const int8_t* a5 = (const int8_t*) ((uintptr_t) a4 + a_stride);
  float* c5 = (float*) ((uintptr_t) c4 + cm_stride);
  if XNN_UNPREDICTABLE(mr < 6) {
    a5 = a4;
    c5 = c4;
  }
  const int8_t* a6 = (const int8_t*) ((uintptr_t) a5 + a_stride);
  float* c6 = (float*) ((uintptr_t) c5 + cm_stride);
  if XNN_UNPREDICTABLE(mr <= 6) {
    a6 = a5;
    c6 = c5;
  }
  const int8_t* a7 = (const int8_t*) ((uintptr_t) a6 + a_stride);
  float* c7 = (float*) ((uintptr_t) c6 + cm_stride);
  if XNN_UNPREDICTABLE(mr != 8) {
    a7 = a6;
    c7 = c6;
  }

  const int8x16_t vmask = vmovq_n_s8(INT8_C(0x03));
  // Loop over groups of 8 columns.
  do {
    // Initialize the bias with the scaled left-hand weight sums.
    const int32x4_t vksum0123 = vld1q_s32(w); w = (const int32_t*) w + 4;
    const int32x4_t vksum4567 = vld1q_s32(w); w = (const int32_t*) w + 4;
    const int32x4_t vinput_zero_point0 = vld1q_dup_s32(&quantization_params[0].zero_point);
    int32x4_t vacc0x0123 = vmulq_s32(vksum0123, vinput_zero_point0);
    int32x4_t vacc0x4567 = vmulq_s32(vksum4567, vinput_zero_point0);
    const int32x4_t vinput_zero_point1 = vld1q_dup_s32(&quantization_params[1].zero_point);
    int32x4_t vacc1x0123 = vmulq_s32(vksum0123, vinput_zero_point1);
    int32x4_t vacc1x4567 = vmulq_s32(vksum4567, vinput_zero_point1);
    const int32x4_t vinput_zero_point2 = vld1q_dup_s32(&quantization_params[2].zero_point);
    int32x4_t vacc2x0123 = vmulq_s32(vksum0123, vinput_zero_point2);
    int32x4_t vacc2x4567 = vmulq_s32(vksum4567, vinput_zero_point2);
    const int32x4_t vinput_zero_point3 = vld1q_dup_s32(&quantization_params[3].zero_point);
    int32x4_t vacc3x0123 = vmulq_s32(vksum0123, vinput_zero_point3);
    int32x4_t vacc3x4567 = vmulq_s32(vksum4567, vinput_zero_point3);
    const int32x4_t vinput_zero_point4 = vld1q_dup_s32(&quantization_params[4].zero_point);
    int32x4_t vacc4x0123 = vmulq_s32(vksum0123, vinput_zero_point4);
    int32x4_t vacc4x4567 = vmulq_s32(vksum4567, vinput_zero_point4);
    const int32x4_t vinput_zero_point5 = vld1q_dup_s32(&quantization_params[5].zero_point);
    int32x4_t vacc5x0123 = vmulq_s32(vksum0123, vinput_zero_point5);
    int32x4_t vacc5x4567 = vmulq_s32(vksum4567, vinput_zero_point5);
    const int32x4_t vinput_zero_point6 = vld1q_dup_s32(&quantization_params[6].zero_point);
    int32x4_t vacc6x0123 = vmulq_s32(vksum0123, vinput_zero_point6);
    int32x4_t vacc6x4567 = vmulq_s32(vksum4567, vinput_zero_point6);
    const int32x4_t vinput_zero_point7 = vld1q_dup_s32(&quantization_params[7].zero_point);
    int32x4_t vacc7x0123 = vmulq_s32(vksum0123, vinput_zero_point7);
    int32x4_t vacc7x4567 = vmulq_s32(vksum4567, vinput_zero_point7);
    // TODO: move kernel zero point after weights
    const void* kzp = w;
    w = (const float*)w + 8;

    // Inner accumulation loop along the 8 columns.
    size_t k = kc;
    // 4x partial unrolled loop to load 16 bytes at a time.
    while (k >= 16 * sizeof(int8_t)) {
      // Load a 8x16 block of activations.
      const int8x16_t va_0x16 = vld1q_s8(a0); a0 += 16;
      const int8x16_t va_1x16 = vld1q_s8(a1); a1 += 16;
      const int8x16_t va_2x16 = vld1q_s8(a2); a2 += 16;
      const int8x16_t va_3x16 = vld1q_s8(a3); a3 += 16;
      const int8x16_t va_4x16 = vld1q_s8(a4); a4 += 16;
      const int8x16_t va_5x16 = vld1q_s8(a5); a5 += 16;
      const int8x16_t va_6x16 = vld1q_s8(a6); a6 += 16;
      const int8x16_t va_7x16 = vld1q_s8(a7); a7 += 16;

      // Load a 16x8 block of weights.
      const int8x16_t vb0123x16 = vld1q_s8(w); w = (const int8_t*) w + 16;
      const int8x16_t vb4567x16 = vld1q_s8(w); w = (const int8_t*) w + 16;
      // First crumb.
      const int8x16_t vb0123x0123 = vandq_s8(vb0123x16, vmask);
      const int8x16_t vb4567x0123 = vandq_s8(vb4567x16, vmask);
      // Second crumb.
      const int8x16_t vb0123x4567 = vandq_s8(vshrq_n_s8(vb0123x16, 2), vmask);
      const int8x16_t vb4567x4567 = vandq_s8(vshrq_n_s8(vb4567x16, 2), vmask);
      // Third crumb.
      const int8x16_t vb0123x89AB = vandq_s8(vshrq_n_s8(vb0123x16, 4), vmask);
      const int8x16_t vb4567x89AB = vandq_s8(vshrq_n_s8(vb4567x16, 4), vmask);
      // Fourth crumb.
      const int8x16_t vb0123xCDEF = vandq_s8(vshrq_n_s8(vb0123x16, 6), vmask);
      const int8x16_t vb4567xCDEF = vandq_s8(vshrq_n_s8(vb4567x16, 6), vmask);

      // Multiply-accumulate: 8x16 * 16x8 --> 8x8.
      vacc0x0123 = vdotq_lane_s32(vacc0x0123, vb0123x0123, vget_low_s8(va_0x16), 0);
      vacc0x4567 = vdotq_lane_s32(vacc0x4567, vb4567x0123, vget_low_s8(va_0x16), 0);

      vacc0x0123 = vdotq_lane_s32(vacc0x0123, vb0123x4567, vget_low_s8(va_0x16), 1);
      vacc0x4567 = vdotq_lane_s32(vacc0x4567, vb4567x4567, vget_low_s8(va_0x16), 1);

      vacc0x0123 = vdotq_lane_s32(vacc0x0123, vb0123x89AB, vget_high_s8(va_0x16), 0);
      vacc0x4567 = vdotq_lane_s32(vacc0x4567, vb4567x89AB, vget_high_s8(va_0x16), 0);

      vacc0x0123 = vdotq_lane_s32(vacc0x0123, vb0123xCDEF, vget_high_s8(va_0x16), 1);
      vacc0x4567 = vdotq_lane_s32(vacc0x4567, vb4567xCDEF, vget_high_s8(va_0x16), 1);
      vacc1x0123 = vdotq_lane_s32(vacc1x0123, vb0123x0123, vget_low_s8(va_1x16), 0);
      vacc1x4567 = vdotq_lane_s32(vacc1x4567, vb4567x0123, vget_low_s8(va_1x16), 0);

      vacc1x0123 = vdotq_lane_s32(vacc1x0123, vb0123x4567, vget_low_s8(va_1x16), 1);
      vacc1x4567 = vdotq_lane_s32(vacc1x4567, vb4567x4567, vget_low_s8(va_1x16), 1);

      vacc1x0123 = vdotq_lane_s32(vacc1x0123, vb0123x89AB, vget_high_s8(va_1x16), 0);
      vacc1x4567 = vdotq_lane_s32(vacc1x4567, vb4567x89AB, vget_high_s8(va_1x16), 0);

      vacc1x0123 = vdotq_lane_s32(vacc1x0123, vb0123xCDEF, vget_high_s8(va_1x16), 1);
      vacc1x4567 = vdotq_lane_s32(vacc1x4567, vb4567xCDEF, vget_high_s8(va_1x16), 1);
      vacc2x0123 = vdotq_lane_s32(vacc2x0123, vb0123x0123, vget_low_s8(va_2x16), 0);
      vacc2x4567 = vdotq_lane_s32(vacc2x4567, vb4567x0123, vget_low_s8(va_2x16), 0);

      vacc2x0123 = vdotq_lane_s32(vacc2x0123, vb0123x4567, vget_low_s8(va_2x16), 1);
      vacc2x4567 = vdotq_lane_s32(vacc2x4567, vb4567x4567, vget_low_s8(va_2x16), 1);

      vacc2x0123 = vdotq_lane_s32(vacc2x0123, vb0123x89AB, vget_high_s8(va_2x16), 0);
      vacc2x4567 = vdotq_lane_s32(vacc2x4567, vb4567x89AB, vget_high_s8(va_2x16), 0);

      vacc2x0123 = vdotq_lane_s32(vacc2x0123, vb0123xCDEF, vget_high_s8(va_2x16), 1);
      vacc2x4567 = vdotq_lane_s32(vacc2x4567, vb4567xCDEF, vget_high_s8(va_2x16), 1);
      vacc3x0123 = vdotq_lane_s32(vacc3x0123, vb0123x0123, vget_low_s8(va_3x16), 0);
      vacc3x4567 = vdotq_lane_s32(vacc3x4567, vb4567x0123, vget_low_s8(va_3x16), 0);

      vacc3x0123 = vdotq_lane_s32(vacc3x0123, vb0123x4567, vget_low_s8(va_3x16), 1);
      vacc3x4567 = vdotq_lane_s32(vacc3x4567, vb4567x4567, vget_low_s8(va_3x16), 1);

      vacc3x0123 = vdotq_lane_s32(vacc3x0123, vb0123x89AB, vget_high_s8(va_3x16), 0);
      vacc3x4567 = vdotq_lane_s32(vacc3x4567, vb4567x89AB, vget_high_s8(va_3x16), 0);

      vacc3x0123 = vdotq_lane_s32(vacc3x0123, vb0123xCDEF, vget_high_s8(va_3x16), 1);
      vacc3x4567 = vdotq_lane_s32(vacc3x4567, vb4567xCDEF, vget_high_s8(va_3x16), 1);
      vacc4x0123 = vdotq_lane_s32(vacc4x0123, vb0123x0123, vget_low_s8(va_4x16), 0);
      vacc4x4567 = vdotq_lane_s32(vacc4x4567, vb4567x0123, vget_low_s8(va_4x16), 0);

      vacc4x0123 = vdotq_lane_s32(vacc4x0123, vb0123x4567, vget_low_s8(va_4x16), 1);
      vacc4x4567 = vdotq_lane_s32(vacc4x4567, vb4567x4567, vget_low_s8(va_4x16), 1);

      vacc4x0123 = vdotq_lane_s32(vacc4x0123, vb0123x89AB, vget_high_s8(va_4x16), 0);
      vacc4x4567 = vdotq_lane_s32(vacc4x4567, vb4567x89AB, vget_high_s8(va_4x16), 0);

      vacc4x0123 = vdotq_lane_s32(vacc4x0123, vb0123xCDEF, vget_high_s8(va_4x16), 1);
      vacc4x4567 = vdotq_lane_s32(vacc4x4567, vb4567xCDEF, vget_high_s8(va_4x16), 1);
      vacc5x0123 = vdotq_lane_s32(vacc5x0123, vb0123x0123, vget_low_s8(va_5x16), 0);
      vacc5x4567 = vdotq_lane_s32(vacc5x4567, vb4567x0123, vget_low_s8(va_5x16), 0);

      vacc5x0123 = vdotq_lane_s32(vacc5x0123, vb0123x4567, vget_low_s8(va_5x16), 1);
      vacc5x4567 = vdotq_lane_s32(vacc5x4567, vb4567x4567, vget_low_s8(va_5x16), 1);

      vacc5x0123 = vdotq_lane_s32(vacc5x0123, vb0123x89AB, vget_high_s8(va_5x16), 0);
      vacc5x4567 = vdotq_lane_s32(vacc5x4567, vb4567x89AB, vget_high_s8(va_5x16), 0);

      vacc5x0123 = vdotq_lane_s32(vacc5x0123, vb0123xCDEF, vget_high_s8(va_5x16), 1);
      vacc5x4567 = vdotq_lane_s32(vacc5x4567, vb4567xCDEF, vget_high_s8(va_5x16), 1);
      vacc6x0123 = vdotq_lane_s32(vacc6x0123, vb0123x0123, vget_low_s8(va_6x16), 0);
      vacc6x4567 = vdotq_lane_s32(vacc6x4567, vb4567x0123, vget_low_s8(va_6x16), 0);

      vacc6x0123 = vdotq_lane_s32(vacc6x0123, vb0123x4567, vget_low_s8(va_6x16), 1);
      vacc6x4567 = vdotq_lane_s32(vacc6x4567, vb4567x4567, vget_low_s8(va_6x16), 1);

      vacc6x0123 = vdotq_lane_s32(vacc6x0123, vb0123x89AB, vget_high_s8(va_6x16), 0);
      vacc6x4567 = vdotq_lane_s32(vacc6x4567, vb4567x89AB, vget_high_s8(va_6x16), 0);

      vacc6x0123 = vdotq_lane_s32(vacc6x0123, vb0123xCDEF, vget_high_s8(va_6x16), 1);
      vacc6x4567 = vdotq_lane_s32(vacc6x4567, vb4567xCDEF, vget_high_s8(va_6x16), 1);
      vacc7x0123 = vdotq_lane_s32(vacc7x0123, vb0123x0123, vget_low_s8(va_7x16), 0);
      vacc7x4567 = vdotq_lane_s32(vacc7x4567, vb4567x0123, vget_low_s8(va_7x16), 0);

      vacc7x0123 = vdotq_lane_s32(vacc7x0123, vb0123x4567, vget_low_s8(va_7x16), 1);
      vacc7x4567 = vdotq_lane_s32(vacc7x4567, vb4567x4567, vget_low_s8(va_7x16), 1);

      vacc7x0123 = vdotq_lane_s32(vacc7x0123, vb0123x89AB, vget_high_s8(va_7x16), 0);
      vacc7x4567 = vdotq_lane_s32(vacc7x4567, vb4567x89AB, vget_high_s8(va_7x16), 0);

      vacc7x0123 = vdotq_lane_s32(vacc7x0123, vb0123xCDEF, vget_high_s8(va_7x16), 1);
      vacc7x4567 = vdotq_lane_s32(vacc7x4567, vb4567xCDEF, vget_high_s8(va_7x16), 1);

      k -= 16 * sizeof(int8_t);
    }
    // Handle up to 8 final positions of `k`.
    if XNN_UNLIKELY(k > 0) {
      int8x16_t vb01234567x0123 = vld1q_s8(w); w = (const int8_t*) w + 16;
      int8x16_t vb01234567x4567 = vld1q_s8(w); w = (const int8_t*) w + 16;
    // 2x partial unrolled loop to load 8 bytes at a time.
    while (k >= 8 * sizeof(int8_t)) {
      // Load a 8x8 block of activations.
      const int8x8_t va0x01234567 = vld1_s8(a0); a0 += 8;
      const int8x8_t va1x01234567 = vld1_s8(a1); a1 += 8;
      const int8x8_t va2x01234567 = vld1_s8(a2); a2 += 8;
      const int8x8_t va3x01234567 = vld1_s8(a3); a3 += 8;
      const int8x8_t va4x01234567 = vld1_s8(a4); a4 += 8;
      const int8x8_t va5x01234567 = vld1_s8(a5); a5 += 8;
      const int8x8_t va6x01234567 = vld1_s8(a6); a6 += 8;
      const int8x8_t va7x01234567 = vld1_s8(a7); a7 += 8;

      // Load a 8x8 block of weights.
      const int8x16_t vb0123x0123 = vandq_s8(vb01234567x0123, vmask);
      const int8x16_t vb0123x4567 = vandq_s8(vb01234567x4567, vmask);
      const int8x16_t vb4567x0123 = vandq_s8(vshrq_n_s8(vb01234567x0123, 2), vmask);
      const int8x16_t vb4567x4567 = vandq_s8(vshrq_n_s8(vb01234567x4567, 2), vmask);

      // Multiply-accumulate: 8x8 * 8x8 --> 8x8.
      vacc0x0123 = vdotq_lane_s32(vacc0x0123, vb0123x0123, va0x01234567, 0);
      vacc0x4567 = vdotq_lane_s32(vacc0x4567, vb0123x4567, va0x01234567, 0);
      vacc1x0123 = vdotq_lane_s32(vacc1x0123, vb0123x0123, va1x01234567, 0);
      vacc1x4567 = vdotq_lane_s32(vacc1x4567, vb0123x4567, va1x01234567, 0);
      vacc2x0123 = vdotq_lane_s32(vacc2x0123, vb0123x0123, va2x01234567, 0);
      vacc2x4567 = vdotq_lane_s32(vacc2x4567, vb0123x4567, va2x01234567, 0);
      vacc3x0123 = vdotq_lane_s32(vacc3x0123, vb0123x0123, va3x01234567, 0);
      vacc3x4567 = vdotq_lane_s32(vacc3x4567, vb0123x4567, va3x01234567, 0);
      vacc4x0123 = vdotq_lane_s32(vacc4x0123, vb0123x0123, va4x01234567, 0);
      vacc4x4567 = vdotq_lane_s32(vacc4x4567, vb0123x4567, va4x01234567, 0);
      vacc5x0123 = vdotq_lane_s32(vacc5x0123, vb0123x0123, va5x01234567, 0);
      vacc5x4567 = vdotq_lane_s32(vacc5x4567, vb0123x4567, va5x01234567, 0);
      vacc6x0123 = vdotq_lane_s32(vacc6x0123, vb0123x0123, va6x01234567, 0);
      vacc6x4567 = vdotq_lane_s32(vacc6x4567, vb0123x4567, va6x01234567, 0);
      vacc7x0123 = vdotq_lane_s32(vacc7x0123, vb0123x0123, va7x01234567, 0);
      vacc7x4567 = vdotq_lane_s32(vacc7x4567, vb0123x4567, va7x01234567, 0);
      vacc0x0123 = vdotq_lane_s32(vacc0x0123, vb4567x0123, va0x01234567, 1);
      vacc0x4567 = vdotq_lane_s32(vacc0x4567, vb4567x4567, va0x01234567, 1);
      vacc1x0123 = vdotq_lane_s32(vacc1x0123, vb4567x0123, va1x01234567, 1);
      vacc1x4567 = vdotq_lane_s32(vacc1x4567, vb4567x4567, va1x01234567, 1);
      vacc2x0123 = vdotq_lane_s32(vacc2x0123, vb4567x0123, va2x01234567, 1);
      vacc2x4567 = vdotq_lane_s32(vacc2x4567, vb4567x4567, va2x01234567, 1);
      vacc3x0123 = vdotq_lane_s32(vacc3x0123, vb4567x0123, va3x01234567, 1);
      vacc3x4567 = vdotq_lane_s32(vacc3x4567, vb4567x4567, va3x01234567, 1);
      vacc4x0123 = vdotq_lane_s32(vacc4x0123, vb4567x0123, va4x01234567, 1);
      vacc4x4567 = vdotq_lane_s32(vacc4x4567, vb4567x4567, va4x01234567, 1);
      vacc5x0123 = vdotq_lane_s32(vacc5x0123, vb4567x0123, va5x01234567, 1);
      vacc5x4567 = vdotq_lane_s32(vacc5x4567, vb4567x4567, va5x01234567, 1);
      vacc6x0123 = vdotq_lane_s32(vacc6x0123, vb4567x0123, va6x01234567, 1);
      vacc6x4567 = vdotq_lane_s32(vacc6x4567, vb4567x4567, va6x01234567, 1);
      vacc7x0123 = vdotq_lane_s32(vacc7x0123, vb4567x0123, va7x01234567, 1);
      vacc7x4567 = vdotq_lane_s32(vacc7x4567, vb4567x4567, va7x01234567, 1);

      k -= 8 * sizeof(int8_t);
      vb01234567x0123 = vshrq_n_s8(vb01234567x0123, 4);
      vb01234567x4567 = vshrq_n_s8(vb01234567x4567, 4);
    }
    // Handle up to 4 final positions of `k`
    if XNN_UNLIKELY(k != 0) {
      // Load a 8x4 block of activations.
      const int8x8_t va0x0123 = vreinterpret_s8_s32(vld1_dup_s32((const int32_t*)a0)); a0 += 4;
      const int8x8_t va1x0123 = vreinterpret_s8_s32(vld1_dup_s32((const int32_t*)a1)); a1 += 4;
      const int8x8_t va2x0123 = vreinterpret_s8_s32(vld1_dup_s32((const int32_t*)a2)); a2 += 4;
      const int8x8_t va3x0123 = vreinterpret_s8_s32(vld1_dup_s32((const int32_t*)a3)); a3 += 4;
      const int8x8_t va4x0123 = vreinterpret_s8_s32(vld1_dup_s32((const int32_t*)a4)); a4 += 4;
      const int8x8_t va5x0123 = vreinterpret_s8_s32(vld1_dup_s32((const int32_t*)a5)); a5 += 4;
      const int8x8_t va6x0123 = vreinterpret_s8_s32(vld1_dup_s32((const int32_t*)a6)); a6 += 4;
      const int8x8_t va7x0123 = vreinterpret_s8_s32(vld1_dup_s32((const int32_t*)a7)); a7 += 4;

      const int8x16_t vb0123x0123 = vandq_s8(vb01234567x0123, vmask);
      const int8x16_t vb0123x4567 = vandq_s8(vb01234567x4567, vmask);

      // Multiply-accumulate: 8x4 * 4x8 --> 8x8.
      vacc0x0123 = vdotq_lane_s32(vacc0x0123, vb0123x0123, va0x0123, 0);
      vacc0x4567 = vdotq_lane_s32(vacc0x4567, vb0123x4567, va0x0123, 0);
      vacc1x0123 = vdotq_lane_s32(vacc1x0123, vb0123x0123, va1x0123, 0);
      vacc1x4567 = vdotq_lane_s32(vacc1x4567, vb0123x4567, va1x0123, 0);
      vacc2x0123 = vdotq_lane_s32(vacc2x0123, vb0123x0123, va2x0123, 0);
      vacc2x4567 = vdotq_lane_s32(vacc2x4567, vb0123x4567, va2x0123, 0);
      vacc3x0123 = vdotq_lane_s32(vacc3x0123, vb0123x0123, va3x0123, 0);
      vacc3x4567 = vdotq_lane_s32(vacc3x4567, vb0123x4567, va3x0123, 0);
      vacc4x0123 = vdotq_lane_s32(vacc4x0123, vb0123x0123, va4x0123, 0);
      vacc4x4567 = vdotq_lane_s32(vacc4x4567, vb0123x4567, va4x0123, 0);
      vacc5x0123 = vdotq_lane_s32(vacc5x0123, vb0123x0123, va5x0123, 0);
      vacc5x4567 = vdotq_lane_s32(vacc5x4567, vb0123x4567, va5x0123, 0);
      vacc6x0123 = vdotq_lane_s32(vacc6x0123, vb0123x0123, va6x0123, 0);
      vacc6x4567 = vdotq_lane_s32(vacc6x4567, vb0123x4567, va6x0123, 0);
      vacc7x0123 = vdotq_lane_s32(vacc7x0123, vb0123x0123, va7x0123, 0);
      vacc7x4567 = vdotq_lane_s32(vacc7x4567, vb0123x4567, va7x0123, 0);
    }
    }

    float32x4_t vout0x0123 = vcvtq_f32_s32(vacc0x0123);
    float32x4_t vout0x4567 = vcvtq_f32_s32(vacc0x4567);
    float32x4_t vout1x0123 = vcvtq_f32_s32(vacc1x0123);
    float32x4_t vout1x4567 = vcvtq_f32_s32(vacc1x4567);
    float32x4_t vout2x0123 = vcvtq_f32_s32(vacc2x0123);
    float32x4_t vout2x4567 = vcvtq_f32_s32(vacc2x4567);
    float32x4_t vout3x0123 = vcvtq_f32_s32(vacc3x0123);
    float32x4_t vout3x4567 = vcvtq_f32_s32(vacc3x4567);
    float32x4_t vout4x0123 = vcvtq_f32_s32(vacc4x0123);
    float32x4_t vout4x4567 = vcvtq_f32_s32(vacc4x4567);
    float32x4_t vout5x0123 = vcvtq_f32_s32(vacc5x0123);
    float32x4_t vout5x4567 = vcvtq_f32_s32(vacc5x4567);
    float32x4_t vout6x0123 = vcvtq_f32_s32(vacc6x0123);
    float32x4_t vout6x4567 = vcvtq_f32_s32(vacc6x4567);
    float32x4_t vout7x0123 = vcvtq_f32_s32(vacc7x0123);
    float32x4_t vout7x4567 = vcvtq_f32_s32(vacc7x4567);
    const float32x4_t vtwo = vdupq_n_f32(2.0f);
    const float32x4_t kernel_zero_points_0123 = vld1q_f32(kzp); kzp = (const float*)kzp + 4;
    const float32x4_t biased_kernel_zero_points_0123 = vaddq_f32(kernel_zero_points_0123, vtwo);
    const float32x4_t kernel_zero_points_4567 = vld1q_f32(kzp); kzp = (const float*)kzp + 4;
    const float32x4_t biased_kernel_zero_points_4567 = vaddq_f32(kernel_zero_points_4567, vtwo);

    // Subtract out the scaled left-hand row sums.
    const float32x4_t lh_row_sum_0 = vld1q_dup_f32(&row_sum[0]);
    vout0x0123 = vfmsq_f32(vout0x0123, biased_kernel_zero_points_0123, lh_row_sum_0);
    vout0x4567 = vfmsq_f32(vout0x4567, biased_kernel_zero_points_4567, lh_row_sum_0);
    const float32x4_t lh_row_sum_1 = vld1q_dup_f32(&row_sum[1]);
    vout1x0123 = vfmsq_f32(vout1x0123, biased_kernel_zero_points_0123, lh_row_sum_1);
    vout1x4567 = vfmsq_f32(vout1x4567, biased_kernel_zero_points_4567, lh_row_sum_1);
    const float32x4_t lh_row_sum_2 = vld1q_dup_f32(&row_sum[2]);
    vout2x0123 = vfmsq_f32(vout2x0123, biased_kernel_zero_points_0123, lh_row_sum_2);
    vout2x4567 = vfmsq_f32(vout2x4567, biased_kernel_zero_points_4567, lh_row_sum_2);
    const float32x4_t lh_row_sum_3 = vld1q_dup_f32(&row_sum[3]);
    vout3x0123 = vfmsq_f32(vout3x0123, biased_kernel_zero_points_0123, lh_row_sum_3);
    vout3x4567 = vfmsq_f32(vout3x4567, biased_kernel_zero_points_4567, lh_row_sum_3);
    const float32x4_t lh_row_sum_4 = vld1q_dup_f32(&row_sum[4]);
    vout4x0123 = vfmsq_f32(vout4x0123, biased_kernel_zero_points_0123, lh_row_sum_4);
    vout4x4567 = vfmsq_f32(vout4x4567, biased_kernel_zero_points_4567, lh_row_sum_4);
    const float32x4_t lh_row_sum_5 = vld1q_dup_f32(&row_sum[5]);
    vout5x0123 = vfmsq_f32(vout5x0123, biased_kernel_zero_points_0123, lh_row_sum_5);
    vout5x4567 = vfmsq_f32(vout5x4567, biased_kernel_zero_points_4567, lh_row_sum_5);
    const float32x4_t lh_row_sum_6 = vld1q_dup_f32(&row_sum[6]);
    vout6x0123 = vfmsq_f32(vout6x0123, biased_kernel_zero_points_0123, lh_row_sum_6);
    vout6x4567 = vfmsq_f32(vout6x4567, biased_kernel_zero_points_4567, lh_row_sum_6);
    const float32x4_t lh_row_sum_7 = vld1q_dup_f32(&row_sum[7]);
    vout7x0123 = vfmsq_f32(vout7x0123, biased_kernel_zero_points_0123, lh_row_sum_7);
    vout7x4567 = vfmsq_f32(vout7x4567, biased_kernel_zero_points_4567, lh_row_sum_7);

    // Add the product of left/right-hand zero points and `kc`.
    const float32x4_t vscaled_input_zero_point_0 =
      vdupq_n_f32((float)kc * quantization_params[0].zero_point);
    const float32x4_t vscaled_input_zero_point_1 =
      vdupq_n_f32((float)kc * quantization_params[1].zero_point);
    const float32x4_t vscaled_input_zero_point_2 =
      vdupq_n_f32((float)kc * quantization_params[2].zero_point);
    const float32x4_t vscaled_input_zero_point_3 =
      vdupq_n_f32((float)kc * quantization_params[3].zero_point);
    const float32x4_t vscaled_input_zero_point_4 =
      vdupq_n_f32((float)kc * quantization_params[4].zero_point);
    const float32x4_t vscaled_input_zero_point_5 =
      vdupq_n_f32((float)kc * quantization_params[5].zero_point);
    const float32x4_t vscaled_input_zero_point_6 =
      vdupq_n_f32((float)kc * quantization_params[6].zero_point);
    const float32x4_t vscaled_input_zero_point_7 =
      vdupq_n_f32((float)kc * quantization_params[7].zero_point);
    vout0x0123 =
      vmlaq_f32(vout0x0123, kernel_zero_points_0123, vscaled_input_zero_point_0);
    vout0x4567 =
      vmlaq_f32(vout0x4567, kernel_zero_points_4567, vscaled_input_zero_point_0);
    vout1x0123 =
      vmlaq_f32(vout1x0123, kernel_zero_points_0123, vscaled_input_zero_point_1);
    vout1x4567 =
      vmlaq_f32(vout1x4567, kernel_zero_points_4567, vscaled_input_zero_point_1);
    vout2x0123 =
      vmlaq_f32(vout2x0123, kernel_zero_points_0123, vscaled_input_zero_point_2);
    vout2x4567 =
      vmlaq_f32(vout2x4567, kernel_zero_points_4567, vscaled_input_zero_point_2);
    vout3x0123 =
      vmlaq_f32(vout3x0123, kernel_zero_points_0123, vscaled_input_zero_point_3);
    vout3x4567 =
      vmlaq_f32(vout3x4567, kernel_zero_points_4567, vscaled_input_zero_point_3);
    vout4x0123 =
      vmlaq_f32(vout4x0123, kernel_zero_points_0123, vscaled_input_zero_point_4);
    vout4x4567 =
      vmlaq_f32(vout4x4567, kernel_zero_points_4567, vscaled_input_zero_point_4);
    vout5x0123 =
      vmlaq_f32(vout5x0123, kernel_zero_points_0123, vscaled_input_zero_point_5);
    vout5x4567 =
      vmlaq_f32(vout5x4567, kernel_zero_points_4567, vscaled_input_zero_point_5);
    vout6x0123 =
      vmlaq_f32(vout6x0123, kernel_zero_points_0123, vscaled_input_zero_point_6);
    vout6x4567 =
      vmlaq_f32(vout6x4567, kernel_zero_points_4567, vscaled_input_zero_point_6);
    vout7x0123 =
      vmlaq_f32(vout7x0123, kernel_zero_points_0123, vscaled_input_zero_point_7);
    vout7x4567 =
      vmlaq_f32(vout7x4567, kernel_zero_points_4567, vscaled_input_zero_point_7);
    const float32x4_t vinput_scale01 = vreinterpretq_f32_s32(vld1q_s32(&quantization_params[0].zero_point));
    vout0x0123 = vmulq_lane_f32(vout0x0123, vget_low_f32(vinput_scale01), 1);
    vout1x0123 = vmulq_lane_f32(vout1x0123, vget_high_f32(vinput_scale01), 1);
    vout0x4567 = vmulq_lane_f32(vout0x4567, vget_low_f32(vinput_scale01), 1);
    vout1x4567 = vmulq_lane_f32(vout1x4567, vget_high_f32(vinput_scale01), 1);
    const float32x4_t vinput_scale23 = vreinterpretq_f32_s32(vld1q_s32(&quantization_params[2].zero_point));
    vout2x0123 = vmulq_lane_f32(vout2x0123, vget_low_f32(vinput_scale23), 1);
    vout3x0123 = vmulq_lane_f32(vout3x0123, vget_high_f32(vinput_scale23), 1);
    vout2x4567 = vmulq_lane_f32(vout2x4567, vget_low_f32(vinput_scale23), 1);
    vout3x4567 = vmulq_lane_f32(vout3x4567, vget_high_f32(vinput_scale23), 1);
    const float32x4_t vinput_scale45 = vreinterpretq_f32_s32(vld1q_s32(&quantization_params[4].zero_point));
    vout4x0123 = vmulq_lane_f32(vout4x0123, vget_low_f32(vinput_scale45), 1);
    vout5x0123 = vmulq_lane_f32(vout5x0123, vget_high_f32(vinput_scale45), 1);
    vout4x4567 = vmulq_lane_f32(vout4x4567, vget_low_f32(vinput_scale45), 1);
    vout5x4567 = vmulq_lane_f32(vout5x4567, vget_high_f32(vinput_scale45), 1);
    const float32x4_t vinput_scale67 = vreinterpretq_f32_s32(vld1q_s32(&quantization_params[6].zero_point));
    vout6x0123 = vmulq_lane_f32(vout6x0123, vget_low_f32(vinput_scale67), 1);
    vout7x0123 = vmulq_lane_f32(vout7x0123, vget_high_f32(vinput_scale67), 1);
    vout6x4567 = vmulq_lane_f32(vout6x4567, vget_low_f32(vinput_scale67), 1);
    vout7x4567 = vmulq_lane_f32(vout7x4567, vget_high_f32(vinput_scale67), 1);

    const float32x4_t vfilter_output_scale0123 = vld1q_f32(w); w = (const float*) w + 4;
    const float32x4_t vfilter_output_scale4567 = vld1q_f32(w); w = (const float*) w + 4;

    const float32x4_t vbias0123 = vld1q_f32(w); w = (const float*) w + 4;
    #if XNN_ARCH_ARM64
      vout0x0123 = vfmaq_f32(vbias0123, vout0x0123, vfilter_output_scale0123);
      vout1x0123 = vfmaq_f32(vbias0123, vout1x0123, vfilter_output_scale0123);
      vout2x0123 = vfmaq_f32(vbias0123, vout2x0123, vfilter_output_scale0123);
      vout3x0123 = vfmaq_f32(vbias0123, vout3x0123, vfilter_output_scale0123);
      vout4x0123 = vfmaq_f32(vbias0123, vout4x0123, vfilter_output_scale0123);
      vout5x0123 = vfmaq_f32(vbias0123, vout5x0123, vfilter_output_scale0123);
      vout6x0123 = vfmaq_f32(vbias0123, vout6x0123, vfilter_output_scale0123);
      vout7x0123 = vfmaq_f32(vbias0123, vout7x0123, vfilter_output_scale0123);
    #else
      vout0x0123 = vmlaq_f32(vbias0123, vout0x0123, vfilter_output_scale0123);
      vout1x0123 = vmlaq_f32(vbias0123, vout1x0123, vfilter_output_scale0123);
      vout2x0123 = vmlaq_f32(vbias0123, vout2x0123, vfilter_output_scale0123);
      vout3x0123 = vmlaq_f32(vbias0123, vout3x0123, vfilter_output_scale0123);
      vout4x0123 = vmlaq_f32(vbias0123, vout4x0123, vfilter_output_scale0123);
      vout5x0123 = vmlaq_f32(vbias0123, vout5x0123, vfilter_output_scale0123);
      vout6x0123 = vmlaq_f32(vbias0123, vout6x0123, vfilter_output_scale0123);
      vout7x0123 = vmlaq_f32(vbias0123, vout7x0123, vfilter_output_scale0123);
    #endif
    const float32x4_t vbias4567 = vld1q_f32(w); w = (const float*) w + 4;
    #if XNN_ARCH_ARM64
      vout0x4567 = vfmaq_f32(vbias4567, vout0x4567, vfilter_output_scale4567);
      vout1x4567 = vfmaq_f32(vbias4567, vout1x4567, vfilter_output_scale4567);
      vout2x4567 = vfmaq_f32(vbias4567, vout2x4567, vfilter_output_scale4567);
      vout3x4567 = vfmaq_f32(vbias4567, vout3x4567, vfilter_output_scale4567);
      vout4x4567 = vfmaq_f32(vbias4567, vout4x4567, vfilter_output_scale4567);
      vout5x4567 = vfmaq_f32(vbias4567, vout5x4567, vfilter_output_scale4567);
      vout6x4567 = vfmaq_f32(vbias4567, vout6x4567, vfilter_output_scale4567);
      vout7x4567 = vfmaq_f32(vbias4567, vout7x4567, vfilter_output_scale4567);
    #else
      vout0x4567 = vmlaq_f32(vbias4567, vout0x4567, vfilter_output_scale4567);
      vout1x4567 = vmlaq_f32(vbias4567, vout1x4567, vfilter_output_scale4567);
      vout2x4567 = vmlaq_f32(vbias4567, vout2x4567, vfilter_output_scale4567);
      vout3x4567 = vmlaq_f32(vbias4567, vout3x4567, vfilter_output_scale4567);
      vout4x4567 = vmlaq_f32(vbias4567, vout4x4567, vfilter_output_scale4567);
      vout5x4567 = vmlaq_f32(vbias4567, vout5x4567, vfilter_output_scale4567);
      vout6x4567 = vmlaq_f32(vbias4567, vout6x4567, vfilter_output_scale4567);
      vout7x4567 = vmlaq_f32(vbias4567, vout7x4567, vfilter_output_scale4567);
    #endif

    const float32x4_t voutput_min = vdupq_n_f32(params->scalar.min);
    vout0x0123 = vmaxq_f32(vout0x0123, voutput_min);
    vout0x4567 = vmaxq_f32(vout0x4567, voutput_min);
    vout1x0123 = vmaxq_f32(vout1x0123, voutput_min);
    vout1x4567 = vmaxq_f32(vout1x4567, voutput_min);
    vout2x0123 = vmaxq_f32(vout2x0123, voutput_min);
    vout2x4567 = vmaxq_f32(vout2x4567, voutput_min);
    vout3x0123 = vmaxq_f32(vout3x0123, voutput_min);
    vout3x4567 = vmaxq_f32(vout3x4567, voutput_min);
    vout4x0123 = vmaxq_f32(vout4x0123, voutput_min);
    vout4x4567 = vmaxq_f32(vout4x4567, voutput_min);
    vout5x0123 = vmaxq_f32(vout5x0123, voutput_min);
    vout5x4567 = vmaxq_f32(vout5x4567, voutput_min);
    vout6x0123 = vmaxq_f32(vout6x0123, voutput_min);
    vout6x4567 = vmaxq_f32(vout6x4567, voutput_min);
    vout7x0123 = vmaxq_f32(vout7x0123, voutput_min);
    vout7x4567 = vmaxq_f32(vout7x4567, voutput_min);

    const float32x4_t voutput_max = vdupq_n_f32(params->scalar.max);
    vout0x0123 = vminq_f32(vout0x0123, voutput_max);
    vout0x4567 = vminq_f32(vout0x4567, voutput_max);
    vout1x0123 = vminq_f32(vout1x0123, voutput_max);
    vout1x4567 = vminq_f32(vout1x4567, voutput_max);
    vout2x0123 = vminq_f32(vout2x0123, voutput_max);
    vout2x4567 = vminq_f32(vout2x4567, voutput_max);
    vout3x0123 = vminq_f32(vout3x0123, voutput_max);
    vout3x4567 = vminq_f32(vout3x4567, voutput_max);
    vout4x0123 = vminq_f32(vout4x0123, voutput_max);
    vout4x4567 = vminq_f32(vout4x4567, voutput_max);
    vout5x0123 = vminq_f32(vout5x0123, voutput_max);
    vout5x4567 = vminq_f32(vout5x4567, voutput_max);
    vout6x0123 = vminq_f32(vout6x0123, voutput_max);
    vout6x4567 = vminq_f32(vout6x4567, voutput_max);
    vout7x0123 = vminq_f32(vout7x0123, voutput_max);
    vout7x4567 = vminq_f32(vout7x4567, voutput_max);

    if XNN_LIKELY(nc >= 8) {
      vst1q_f32(c0, vout0x0123);
      vst1q_f32(c0 + 4, vout0x4567);
      vst1q_f32(c1, vout1x0123);
      vst1q_f32(c1 + 4, vout1x4567);
      vst1q_f32(c2, vout2x0123);
      vst1q_f32(c2 + 4, vout2x4567);
      vst1q_f32(c3, vout3x0123);
      vst1q_f32(c3 + 4, vout3x4567);
      vst1q_f32(c4, vout4x0123);
      vst1q_f32(c4 + 4, vout4x4567);
      vst1q_f32(c5, vout5x0123);
      vst1q_f32(c5 + 4, vout5x4567);
      vst1q_f32(c6, vout6x0123);
      vst1q_f32(c6 + 4, vout6x4567);
      vst1q_f32(c7, vout7x0123);
      vst1q_f32(c7 + 4, vout7x4567);

      a0 = (const int8_t*) ((uintptr_t) a0 - kc);
      a1 = (const int8_t*) ((uintptr_t) a1 - kc);
      a2 = (const int8_t*) ((uintptr_t) a2 - kc);
      a3 = (const int8_t*) ((uintptr_t) a3 - kc);
      a4 = (const int8_t*) ((uintptr_t) a4 - kc);
      a5 = (const int8_t*) ((uintptr_t) a5 - kc);
      a6 = (const int8_t*) ((uintptr_t) a6 - kc);
      a7 = (const int8_t*) ((uintptr_t) a7 - kc);

      c0 = (float*) ((uintptr_t) c0 + cn_stride);
      c1 = (float*) ((uintptr_t) c1 + cn_stride);
      c2 = (float*) ((uintptr_t) c2 + cn_stride);
      c3 = (float*) ((uintptr_t) c3 + cn_stride);
      c4 = (float*) ((uintptr_t) c4 + cn_stride);
      c5 = (float*) ((uintptr_t) c5 + cn_stride);
      c6 = (float*) ((uintptr_t) c6 + cn_stride);
      c7 = (float*) ((uintptr_t) c7 + cn_stride);

      nc -= 8;
    } else {
     if (nc & 4) {
       vst1q_f32(c0, vout0x0123); c0 += 4;
       vout0x0123 = vout0x4567;
       vst1q_f32(c1, vout1x0123); c1 += 4;
       vout1x0123 = vout1x4567;
       vst1q_f32(c2, vout2x0123); c2 += 4;
       vout2x0123 = vout2x4567;
       vst1q_f32(c3, vout3x0123); c3 += 4;
       vout3x0123 = vout3x4567;
       vst1q_f32(c4, vout4x0123); c4 += 4;
       vout4x0123 = vout4x4567;
       vst1q_f32(c5, vout5x0123); c5 += 4;
       vout5x0123 = vout5x4567;
       vst1q_f32(c6, vout6x0123); c6 += 4;
       vout6x0123 = vout6x4567;
       vst1q_f32(c7, vout7x0123); c7 += 4;
       vout7x0123 = vout7x4567;
     }
     float32x2_t vout0x01 = vget_low_f32(vout0x0123);
     float32x2_t vout1x01 = vget_low_f32(vout1x0123);
     float32x2_t vout2x01 = vget_low_f32(vout2x0123);
     float32x2_t vout3x01 = vget_low_f32(vout3x0123);
     float32x2_t vout4x01 = vget_low_f32(vout4x0123);
     float32x2_t vout5x01 = vget_low_f32(vout5x0123);
     float32x2_t vout6x01 = vget_low_f32(vout6x0123);
     float32x2_t vout7x01 = vget_low_f32(vout7x0123);
     if (nc & 2) {
       vst1_f32(c0, vout0x01); c0 += 2;
       vst1_f32(c1, vout1x01); c1 += 2;
       vst1_f32(c2, vout2x01); c2 += 2;
       vst1_f32(c3, vout3x01); c3 += 2;
       vst1_f32(c4, vout4x01); c4 += 2;
       vst1_f32(c5, vout5x01); c5 += 2;
       vst1_f32(c6, vout6x01); c6 += 2;
       vst1_f32(c7, vout7x01); c7 += 2;
       vout0x01 = vget_high_f32(vout0x0123);
       vout1x01 = vget_high_f32(vout1x0123);
       vout2x01 = vget_high_f32(vout2x0123);
       vout3x01 = vget_high_f32(vout3x0123);
       vout4x01 = vget_high_f32(vout4x0123);
       vout5x01 = vget_high_f32(vout5x0123);
       vout6x01 = vget_high_f32(vout6x0123);
       vout7x01 = vget_high_f32(vout7x0123);
     }
     if (nc & 1) {
       vst1_lane_f32(c0, vout0x01, 0);
       vst1_lane_f32(c1, vout1x01, 0);
       vst1_lane_f32(c2, vout2x01, 0);
       vst1_lane_f32(c3, vout3x01, 0);
       vst1_lane_f32(c4, vout4x01, 0);
       vst1_lane_f32(c5, vout5x01, 0);
       vst1_lane_f32(c6, vout6x01, 0);
       vst1_lane_f32(c7, vout7x01, 0);
     }
      nc = 0;
    }
  } while (nc != 0);
}
