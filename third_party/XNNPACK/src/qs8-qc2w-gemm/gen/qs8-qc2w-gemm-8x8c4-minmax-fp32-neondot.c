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
#include "src/xnnpack/intrinsics-polyfill.h"
#include "src/xnnpack/math.h"
#include "src/xnnpack/microparams.h"


void xnn_qs8_qc2w_gemm_minmax_fp32_ukernel_8x8c4__neondot(
    size_t mr,
    size_t nc,
    size_t kc,
    const int8_t* restrict a,
    size_t a_stride,
    const void* restrict w,
    int8_t* restrict c,
    size_t cm_stride,
    size_t cn_stride,
    const union xnn_qs8_qc8w_conv_minmax_params* restrict params) XNN_OOB_READS
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
  int8_t* c0 = c;
  const int8_t* a1 = (const int8_t*) ((uintptr_t) a0 + a_stride);
  int8_t* c1 = (int8_t*) ((uintptr_t) c0 + cm_stride);
  if XNN_UNPREDICTABLE(mr < 2) {
    a1 = a0;
    c1 = c0;
  }
  const int8_t* a2 = (const int8_t*) ((uintptr_t) a1 + a_stride);
  int8_t* c2 = (int8_t*) ((uintptr_t) c1 + cm_stride);
  if XNN_UNPREDICTABLE(mr <= 2) {
    a2 = a1;
    c2 = c1;
  }
  const int8_t* a3 = (const int8_t*) ((uintptr_t) a2 + a_stride);
  int8_t* c3 = (int8_t*) ((uintptr_t) c2 + cm_stride);
  if XNN_UNPREDICTABLE(mr < 4) {
    a3 = a2;
    c3 = c2;
  }
  const int8_t* a4 = (const int8_t*) ((uintptr_t) a3 + a_stride);
  int8_t* c4 = (int8_t*) ((uintptr_t) c3 + cm_stride);
  if XNN_UNPREDICTABLE(mr <= 4) {
    a4 = a3;
    c4 = c3;
  }
  const int8_t* a5 = (const int8_t*) ((uintptr_t) a4 + a_stride);
  int8_t* c5 = (int8_t*) ((uintptr_t) c4 + cm_stride);
  if XNN_UNPREDICTABLE(mr < 6) {
    a5 = a4;
    c5 = c4;
  }
  const int8_t* a6 = (const int8_t*) ((uintptr_t) a5 + a_stride);
  int8_t* c6 = (int8_t*) ((uintptr_t) c5 + cm_stride);
  if XNN_UNPREDICTABLE(mr <= 6) {
    a6 = a5;
    c6 = c5;
  }
  const int8_t* a7 = (const int8_t*) ((uintptr_t) a6 + a_stride);
  int8_t* c7 = (int8_t*) ((uintptr_t) c6 + cm_stride);
  if XNN_UNPREDICTABLE(mr != 8) {
    a7 = a6;
    c7 = c6;
  }

  // Loop over groups of 8 columns.
  do {
    // Initialize accumulators with bias. 8 bias values are loaded from the
    // weight matrix, at the start of the group of 8 columns.
    int32x4_t vacc0x0123 = vld1q_s32(w); w = (const int32_t*) w + 4;
    int32x4_t vacc0x4567 = vld1q_s32(w); w = (const int32_t*) w + 4;
    int32x4_t vacc1x0123 = vacc0x0123;
    int32x4_t vacc1x4567 = vacc0x4567;
    int32x4_t vacc2x0123 = vacc0x0123;
    int32x4_t vacc2x4567 = vacc0x4567;
    int32x4_t vacc3x0123 = vacc0x0123;
    int32x4_t vacc3x4567 = vacc0x4567;
    int32x4_t vacc4x0123 = vacc0x0123;
    int32x4_t vacc4x4567 = vacc0x4567;
    int32x4_t vacc5x0123 = vacc0x0123;
    int32x4_t vacc5x4567 = vacc0x4567;
    int32x4_t vacc6x0123 = vacc0x0123;
    int32x4_t vacc6x4567 = vacc0x4567;
    int32x4_t vacc7x0123 = vacc0x0123;
    int32x4_t vacc7x4567 = vacc0x4567;

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
      const int8x16_t vb0123x0123 = vshrq_n_s8(vshlq_n_s8(vb0123x16, 6), 6);
      const int8x16_t vb4567x0123 = vshrq_n_s8(vshlq_n_s8(vb4567x16, 6), 6);
      // Second crumb.
      const int8x16_t vb0123x4567 = vshrq_n_s8(vshlq_n_s8(vb0123x16, 4), 6);
      const int8x16_t vb4567x4567 = vshrq_n_s8(vshlq_n_s8(vb4567x16, 4), 6);
      // Third crumb.
      const int8x16_t vb0123x89AB = vshrq_n_s8(vshlq_n_s8(vb0123x16, 2), 6);
      const int8x16_t vb4567x89AB = vshrq_n_s8(vshlq_n_s8(vb4567x16, 2), 6);
      // Fourth crumb.
      const int8x16_t vb0123xCDEF = vshrq_n_s8(vb0123x16, 6);
      const int8x16_t vb4567xCDEF = vshrq_n_s8(vb4567x16, 6);

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
      const int8x16_t vb0123x0123 = vshrq_n_s8(vshlq_n_s8(vb01234567x0123, 6), 6);
      const int8x16_t vb0123x4567 = vshrq_n_s8(vshlq_n_s8(vb01234567x4567, 6), 6);
      const int8x16_t vb4567x0123 = vshrq_n_s8(vshlq_n_s8(vb01234567x0123, 4), 6);
      const int8x16_t vb4567x4567 = vshrq_n_s8(vshlq_n_s8(vb01234567x4567, 4), 6);

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

      const int8x16_t vb0123x0123 = vshrq_n_s8(vshlq_n_s8(vb01234567x0123, 6), 6);
      const int8x16_t vb0123x4567 = vshrq_n_s8(vshlq_n_s8(vb01234567x4567, 6), 6);

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

    float32x4_t vfpacc0x0123 = vcvtq_f32_s32(vacc0x0123);
    float32x4_t vfpacc0x4567 = vcvtq_f32_s32(vacc0x4567);
    float32x4_t vfpacc1x0123 = vcvtq_f32_s32(vacc1x0123);
    float32x4_t vfpacc1x4567 = vcvtq_f32_s32(vacc1x4567);
    float32x4_t vfpacc2x0123 = vcvtq_f32_s32(vacc2x0123);
    float32x4_t vfpacc2x4567 = vcvtq_f32_s32(vacc2x4567);
    float32x4_t vfpacc3x0123 = vcvtq_f32_s32(vacc3x0123);
    float32x4_t vfpacc3x4567 = vcvtq_f32_s32(vacc3x4567);
    float32x4_t vfpacc4x0123 = vcvtq_f32_s32(vacc4x0123);
    float32x4_t vfpacc4x4567 = vcvtq_f32_s32(vacc4x4567);
    float32x4_t vfpacc5x0123 = vcvtq_f32_s32(vacc5x0123);
    float32x4_t vfpacc5x4567 = vcvtq_f32_s32(vacc5x4567);
    float32x4_t vfpacc6x0123 = vcvtq_f32_s32(vacc6x0123);
    float32x4_t vfpacc6x4567 = vcvtq_f32_s32(vacc6x4567);
    float32x4_t vfpacc7x0123 = vcvtq_f32_s32(vacc7x0123);
    float32x4_t vfpacc7x4567 = vcvtq_f32_s32(vacc7x4567);

    const float32x4_t vscale0123 = vld1q_f32((const float*) w); w = (const float*) w + 4;
    vfpacc0x0123 = vmulq_f32(vfpacc0x0123, vscale0123);
    vfpacc1x0123 = vmulq_f32(vfpacc1x0123, vscale0123);
    vfpacc2x0123 = vmulq_f32(vfpacc2x0123, vscale0123);
    vfpacc3x0123 = vmulq_f32(vfpacc3x0123, vscale0123);
    vfpacc4x0123 = vmulq_f32(vfpacc4x0123, vscale0123);
    vfpacc5x0123 = vmulq_f32(vfpacc5x0123, vscale0123);
    vfpacc6x0123 = vmulq_f32(vfpacc6x0123, vscale0123);
    vfpacc7x0123 = vmulq_f32(vfpacc7x0123, vscale0123);
    const float32x4_t vscale4567 = vld1q_f32((const float*) w); w = (const float*) w + 4;
    vfpacc0x4567 = vmulq_f32(vfpacc0x4567, vscale4567);
    vfpacc1x4567 = vmulq_f32(vfpacc1x4567, vscale4567);
    vfpacc2x4567 = vmulq_f32(vfpacc2x4567, vscale4567);
    vfpacc3x4567 = vmulq_f32(vfpacc3x4567, vscale4567);
    vfpacc4x4567 = vmulq_f32(vfpacc4x4567, vscale4567);
    vfpacc5x4567 = vmulq_f32(vfpacc5x4567, vscale4567);
    vfpacc6x4567 = vmulq_f32(vfpacc6x4567, vscale4567);
    vfpacc7x4567 = vmulq_f32(vfpacc7x4567, vscale4567);

    vacc0x0123 = vcvtnq_s32_f32(vfpacc0x0123);
    vacc0x4567 = vcvtnq_s32_f32(vfpacc0x4567);
    vacc1x0123 = vcvtnq_s32_f32(vfpacc1x0123);
    vacc1x4567 = vcvtnq_s32_f32(vfpacc1x4567);
    vacc2x0123 = vcvtnq_s32_f32(vfpacc2x0123);
    vacc2x4567 = vcvtnq_s32_f32(vfpacc2x4567);
    vacc3x0123 = vcvtnq_s32_f32(vfpacc3x0123);
    vacc3x4567 = vcvtnq_s32_f32(vfpacc3x4567);
    vacc4x0123 = vcvtnq_s32_f32(vfpacc4x0123);
    vacc4x4567 = vcvtnq_s32_f32(vfpacc4x4567);
    vacc5x0123 = vcvtnq_s32_f32(vfpacc5x0123);
    vacc5x4567 = vcvtnq_s32_f32(vfpacc5x4567);
    vacc6x0123 = vcvtnq_s32_f32(vfpacc6x0123);
    vacc6x4567 = vcvtnq_s32_f32(vfpacc6x4567);
    vacc7x0123 = vcvtnq_s32_f32(vfpacc7x0123);
    vacc7x4567 = vcvtnq_s32_f32(vfpacc7x4567);

    const int16x8_t voutput_zero_point = vdupq_n_s16(params->fp32_neonv8.output_zero_point);
    #if XNN_ARCH_ARM64
      const int16x8_t vacc0x01234567 = vqaddq_s16(vqmovn_high_s32(vqmovn_s32(vacc0x0123), vacc0x4567), voutput_zero_point);
      const int16x8_t vacc1x01234567 = vqaddq_s16(vqmovn_high_s32(vqmovn_s32(vacc1x0123), vacc1x4567), voutput_zero_point);
      const int16x8_t vacc2x01234567 = vqaddq_s16(vqmovn_high_s32(vqmovn_s32(vacc2x0123), vacc2x4567), voutput_zero_point);
      const int16x8_t vacc3x01234567 = vqaddq_s16(vqmovn_high_s32(vqmovn_s32(vacc3x0123), vacc3x4567), voutput_zero_point);
      const int16x8_t vacc4x01234567 = vqaddq_s16(vqmovn_high_s32(vqmovn_s32(vacc4x0123), vacc4x4567), voutput_zero_point);
      const int16x8_t vacc5x01234567 = vqaddq_s16(vqmovn_high_s32(vqmovn_s32(vacc5x0123), vacc5x4567), voutput_zero_point);
      const int16x8_t vacc6x01234567 = vqaddq_s16(vqmovn_high_s32(vqmovn_s32(vacc6x0123), vacc6x4567), voutput_zero_point);
      const int16x8_t vacc7x01234567 = vqaddq_s16(vqmovn_high_s32(vqmovn_s32(vacc7x0123), vacc7x4567), voutput_zero_point);

      int8x16_t vout0x01234567_1x01234567 = vqmovn_high_s16(vqmovn_s16(vacc0x01234567), vacc1x01234567);
      int8x16_t vout2x01234567_3x01234567 = vqmovn_high_s16(vqmovn_s16(vacc2x01234567), vacc3x01234567);
      int8x16_t vout4x01234567_5x01234567 = vqmovn_high_s16(vqmovn_s16(vacc4x01234567), vacc5x01234567);
      int8x16_t vout6x01234567_7x01234567 = vqmovn_high_s16(vqmovn_s16(vacc6x01234567), vacc7x01234567);
    #else
      const int16x8_t vacc0x01234567 = vqaddq_s16(vcombine_s16(vqmovn_s32(vacc0x0123), vqmovn_s32(vacc0x4567)), voutput_zero_point);
      const int16x8_t vacc1x01234567 = vqaddq_s16(vcombine_s16(vqmovn_s32(vacc1x0123), vqmovn_s32(vacc1x4567)), voutput_zero_point);
      const int16x8_t vacc2x01234567 = vqaddq_s16(vcombine_s16(vqmovn_s32(vacc2x0123), vqmovn_s32(vacc2x4567)), voutput_zero_point);
      const int16x8_t vacc3x01234567 = vqaddq_s16(vcombine_s16(vqmovn_s32(vacc3x0123), vqmovn_s32(vacc3x4567)), voutput_zero_point);
      const int16x8_t vacc4x01234567 = vqaddq_s16(vcombine_s16(vqmovn_s32(vacc4x0123), vqmovn_s32(vacc4x4567)), voutput_zero_point);
      const int16x8_t vacc5x01234567 = vqaddq_s16(vcombine_s16(vqmovn_s32(vacc5x0123), vqmovn_s32(vacc5x4567)), voutput_zero_point);
      const int16x8_t vacc6x01234567 = vqaddq_s16(vcombine_s16(vqmovn_s32(vacc6x0123), vqmovn_s32(vacc6x4567)), voutput_zero_point);
      const int16x8_t vacc7x01234567 = vqaddq_s16(vcombine_s16(vqmovn_s32(vacc7x0123), vqmovn_s32(vacc7x4567)), voutput_zero_point);

      int8x16_t vout0x01234567_1x01234567 = vcombine_s8(vqmovn_s16(vacc0x01234567), vqmovn_s16(vacc1x01234567));
      int8x16_t vout2x01234567_3x01234567 = vcombine_s8(vqmovn_s16(vacc2x01234567), vqmovn_s16(vacc3x01234567));
      int8x16_t vout4x01234567_5x01234567 = vcombine_s8(vqmovn_s16(vacc4x01234567), vqmovn_s16(vacc5x01234567));
      int8x16_t vout6x01234567_7x01234567 = vcombine_s8(vqmovn_s16(vacc6x01234567), vqmovn_s16(vacc7x01234567));
    #endif
    const int8x16_t voutput_min = vdupq_n_s8(params->fp32_neonv8.output_min);
    const int8x16_t voutput_max = vdupq_n_s8(params->fp32_neonv8.output_max);

    vout0x01234567_1x01234567 = vmaxq_s8(vout0x01234567_1x01234567, voutput_min);
    vout2x01234567_3x01234567 = vmaxq_s8(vout2x01234567_3x01234567, voutput_min);
    vout4x01234567_5x01234567 = vmaxq_s8(vout4x01234567_5x01234567, voutput_min);
    vout6x01234567_7x01234567 = vmaxq_s8(vout6x01234567_7x01234567, voutput_min);

    vout0x01234567_1x01234567 = vminq_s8(vout0x01234567_1x01234567, voutput_max);
    vout2x01234567_3x01234567 = vminq_s8(vout2x01234567_3x01234567, voutput_max);
    vout4x01234567_5x01234567 = vminq_s8(vout4x01234567_5x01234567, voutput_max);
    vout6x01234567_7x01234567 = vminq_s8(vout6x01234567_7x01234567, voutput_max);

    if (nc >= 8) {
      // Main case where there the 8 columns fit in the destination.
      vst1_s8(c0 + 0, vget_low_s8(vout0x01234567_1x01234567));
      vst1_s8(c1 + 0, vget_high_s8(vout0x01234567_1x01234567));
      vst1_s8(c2 + 0, vget_low_s8(vout2x01234567_3x01234567));
      vst1_s8(c3 + 0, vget_high_s8(vout2x01234567_3x01234567));
      vst1_s8(c4 + 0, vget_low_s8(vout4x01234567_5x01234567));
      vst1_s8(c5 + 0, vget_high_s8(vout4x01234567_5x01234567));
      vst1_s8(c6 + 0, vget_low_s8(vout6x01234567_7x01234567));
      vst1_s8(c7 + 0, vget_high_s8(vout6x01234567_7x01234567));

      // Advance to the next 8 columns.
      c0 = (int8_t*) ((uintptr_t) c0 + cn_stride);
      c1 = (int8_t*) ((uintptr_t) c1 + cn_stride);
      c2 = (int8_t*) ((uintptr_t) c2 + cn_stride);
      c3 = (int8_t*) ((uintptr_t) c3 + cn_stride);
      c4 = (int8_t*) ((uintptr_t) c4 + cn_stride);
      c5 = (int8_t*) ((uintptr_t) c5 + cn_stride);
      c6 = (int8_t*) ((uintptr_t) c6 + cn_stride);
      c7 = (int8_t*) ((uintptr_t) c7 + cn_stride);

      a0 = (const int8_t*) ((uintptr_t) a0 - kc);
      a1 = (const int8_t*) ((uintptr_t) a1 - kc);
      a2 = (const int8_t*) ((uintptr_t) a2 - kc);
      a3 = (const int8_t*) ((uintptr_t) a3 - kc);
      a4 = (const int8_t*) ((uintptr_t) a4 - kc);
      a5 = (const int8_t*) ((uintptr_t) a5 - kc);
      a6 = (const int8_t*) ((uintptr_t) a6 - kc);
      a7 = (const int8_t*) ((uintptr_t) a7 - kc);

      nc -= 8;
    } else {
      // Final case where not all of the 8 columns fit in the destination.
      if (nc & 4) {
        vst1q_lane_u32((void*) c0, vreinterpretq_u32_s8(vout0x01234567_1x01234567), 0); c0 += 4;
        vst1q_lane_u32((void*) c1, vreinterpretq_u32_s8(vout0x01234567_1x01234567), 2); c1 += 4;
        vst1q_lane_u32((void*) c2, vreinterpretq_u32_s8(vout2x01234567_3x01234567), 0); c2 += 4;
        vst1q_lane_u32((void*) c3, vreinterpretq_u32_s8(vout2x01234567_3x01234567), 2); c3 += 4;
        vst1q_lane_u32((void*) c4, vreinterpretq_u32_s8(vout4x01234567_5x01234567), 0); c4 += 4;
        vst1q_lane_u32((void*) c5, vreinterpretq_u32_s8(vout4x01234567_5x01234567), 2); c5 += 4;
        vst1q_lane_u32((void*) c6, vreinterpretq_u32_s8(vout6x01234567_7x01234567), 0); c6 += 4;
        vst1q_lane_u32((void*) c7, vreinterpretq_u32_s8(vout6x01234567_7x01234567), 2); c7 += 4;
        vout0x01234567_1x01234567 = vextq_s8(vout0x01234567_1x01234567, vout0x01234567_1x01234567, 4);
        vout2x01234567_3x01234567 = vextq_s8(vout2x01234567_3x01234567, vout2x01234567_3x01234567, 4);
        vout4x01234567_5x01234567 = vextq_s8(vout4x01234567_5x01234567, vout4x01234567_5x01234567, 4);
        vout6x01234567_7x01234567 = vextq_s8(vout6x01234567_7x01234567, vout6x01234567_7x01234567, 4);
      }
      if (nc & 2) {
        vst1q_lane_u16((void*) c0, vreinterpretq_u16_s8(vout0x01234567_1x01234567), 0); c0 += 2;
        vst1q_lane_u16((void*) c1, vreinterpretq_u16_s8(vout0x01234567_1x01234567), 4); c1 += 2;
        vst1q_lane_u16((void*) c2, vreinterpretq_u16_s8(vout2x01234567_3x01234567), 0); c2 += 2;
        vst1q_lane_u16((void*) c3, vreinterpretq_u16_s8(vout2x01234567_3x01234567), 4); c3 += 2;
        vst1q_lane_u16((void*) c4, vreinterpretq_u16_s8(vout4x01234567_5x01234567), 0); c4 += 2;
        vst1q_lane_u16((void*) c5, vreinterpretq_u16_s8(vout4x01234567_5x01234567), 4); c5 += 2;
        vst1q_lane_u16((void*) c6, vreinterpretq_u16_s8(vout6x01234567_7x01234567), 0); c6 += 2;
        vst1q_lane_u16((void*) c7, vreinterpretq_u16_s8(vout6x01234567_7x01234567), 4); c7 += 2;
        vout0x01234567_1x01234567 = vextq_s8(vout0x01234567_1x01234567, vout0x01234567_1x01234567, 2);
        vout2x01234567_3x01234567 = vextq_s8(vout2x01234567_3x01234567, vout2x01234567_3x01234567, 2);
        vout4x01234567_5x01234567 = vextq_s8(vout4x01234567_5x01234567, vout4x01234567_5x01234567, 2);
        vout6x01234567_7x01234567 = vextq_s8(vout6x01234567_7x01234567, vout6x01234567_7x01234567, 2);
      }
      if (nc & 1) {
        vst1q_lane_s8(c0, vout0x01234567_1x01234567, 0);
        vst1q_lane_s8(c1, vout0x01234567_1x01234567, 8);
        vst1q_lane_s8(c2, vout2x01234567_3x01234567, 0);
        vst1q_lane_s8(c3, vout2x01234567_3x01234567, 8);
        vst1q_lane_s8(c4, vout4x01234567_5x01234567, 0);
        vst1q_lane_s8(c5, vout4x01234567_5x01234567, 8);
        vst1q_lane_s8(c6, vout6x01234567_7x01234567, 0);
        vst1q_lane_s8(c7, vout6x01234567_7x01234567, 8);
      }

      nc = 0;
    }
  } while (nc != 0);
}
