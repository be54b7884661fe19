// clang-format off
// Auto-generated file. Do not edit!
//   Template: src/f16-f32acc-rdsum/neon.c.in
//   Generator: tools/xngen
//
// Copyright 2024 Google LLC
//
// This source code is licensed under the BSD-style license found in the
// LICENSE file in the root directory of this source tree.

#include <arm_neon.h>
#include <assert.h>
#include <stddef.h>
#include <stdint.h>

#include "src/xnnpack/common.h"
#include "src/xnnpack/math.h"
#include "src/xnnpack/microparams.h"
#include "src/xnnpack/reduce.h"


void xnn_f16_f32acc_rdsum_ukernel_7p7x__neonfp16arith_u16(
    size_t channels,
    size_t k1,
    size_t k2,
    size_t k3,
    const xnn_float16* input,
    size_t input_stride1,
    size_t input_stride2,
    size_t input_stride3,
    const xnn_float16* zero,
    float* output,
    const struct xnn_f16_f32acc_scale_params* restrict params)
{
  assert(k1 != 0);
  assert(channels != 0);
  assert(input != NULL);
  assert(output != NULL);

  const float32x4_t vscale = vdupq_n_f32(params->scalar.scale);
  float* original_output = output;
  size_t original_channels = channels;

  for (size_t k = 0; k < k3; ++k) {
    for (size_t j = 0; j < k2; ++j) {
      const xnn_float16* input_row = (const xnn_float16*)((uintptr_t)input + j * input_stride2 + k * input_stride3);
      output = original_output;
      channels = original_channels;

      assert(input_row != NULL);

      size_t input_increment = 7 * input_stride1;
      for (; channels >= 16; channels -= 16) {
        const uint16_t* i0 = (const uint16_t*) input_row;
        const uint16_t* i1 = (const uint16_t*) ((uintptr_t) input_row + 1 * input_stride1);
        const uint16_t* i2 = (const uint16_t*) ((uintptr_t) input_row + 2 * input_stride1);
        const uint16_t* i3 = (const uint16_t*) ((uintptr_t) input_row + 3 * input_stride1);
        const uint16_t* i4 = (const uint16_t*) ((uintptr_t) input_row + 4 * input_stride1);
        const uint16_t* i5 = (const uint16_t*) ((uintptr_t) input_row + 5 * input_stride1);
        const uint16_t* i6 = (const uint16_t*) ((uintptr_t) input_row + 6 * input_stride1);

        float32x4_t vacc0 = vdupq_n_f32(0.f);
        float32x4_t vacc1 = vdupq_n_f32(0.f);
        float32x4_t vacc2 = vdupq_n_f32(0.f);
        float32x4_t vacc3 = vdupq_n_f32(0.f);

        for (int r = k1; r > 0; r -= 7) {
          if XNN_UNPREDICTABLE(r < 2) {
            i1 = (const uint16_t*) zero;
          }
          if XNN_UNPREDICTABLE(r <= 2) {
            i2 = (const uint16_t*) zero;
          }
          if XNN_UNPREDICTABLE(r < 4) {
            i3 = (const uint16_t*) zero;
          }
          if XNN_UNPREDICTABLE(r <= 4) {
            i4 = (const uint16_t*) zero;
          }
          if XNN_UNPREDICTABLE(r < 6) {
            i5 = (const uint16_t*) zero;
          }
          if XNN_UNPREDICTABLE(r <= 6) {
            i6 = (const uint16_t*) zero;
          }
          float32x4_t vin0;
          float32x4_t vin1;
          float32x4_t vin2;
          float32x4_t vin3;
          vin0 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i0[0])));
          vin1 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i0[4])));
          vin2 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i0[8])));
          vin3 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i0[12])));
          vacc0 = vaddq_f32(vin0, vacc0);
          vacc1 = vaddq_f32(vin1, vacc1);
          vacc2 = vaddq_f32(vin2, vacc2);
          vacc3 = vaddq_f32(vin3, vacc3);
          vin0 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i1[0])));
          vin1 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i1[4])));
          vin2 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i1[8])));
          vin3 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i1[12])));
          vacc0 = vaddq_f32(vin0, vacc0);
          vacc1 = vaddq_f32(vin1, vacc1);
          vacc2 = vaddq_f32(vin2, vacc2);
          vacc3 = vaddq_f32(vin3, vacc3);
          vin0 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i2[0])));
          vin1 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i2[4])));
          vin2 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i2[8])));
          vin3 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i2[12])));
          vacc0 = vaddq_f32(vin0, vacc0);
          vacc1 = vaddq_f32(vin1, vacc1);
          vacc2 = vaddq_f32(vin2, vacc2);
          vacc3 = vaddq_f32(vin3, vacc3);
          vin0 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i3[0])));
          vin1 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i3[4])));
          vin2 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i3[8])));
          vin3 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i3[12])));
          vacc0 = vaddq_f32(vin0, vacc0);
          vacc1 = vaddq_f32(vin1, vacc1);
          vacc2 = vaddq_f32(vin2, vacc2);
          vacc3 = vaddq_f32(vin3, vacc3);
          vin0 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i4[0])));
          vin1 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i4[4])));
          vin2 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i4[8])));
          vin3 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i4[12])));
          vacc0 = vaddq_f32(vin0, vacc0);
          vacc1 = vaddq_f32(vin1, vacc1);
          vacc2 = vaddq_f32(vin2, vacc2);
          vacc3 = vaddq_f32(vin3, vacc3);
          vin0 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i5[0])));
          vin1 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i5[4])));
          vin2 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i5[8])));
          vin3 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i5[12])));
          vacc0 = vaddq_f32(vin0, vacc0);
          vacc1 = vaddq_f32(vin1, vacc1);
          vacc2 = vaddq_f32(vin2, vacc2);
          vacc3 = vaddq_f32(vin3, vacc3);
          vin0 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i6[0])));
          vin1 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i6[4])));
          vin2 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i6[8])));
          vin3 = vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i6[12])));
          vacc0 = vaddq_f32(vin0, vacc0);
          vacc1 = vaddq_f32(vin1, vacc1);
          vacc2 = vaddq_f32(vin2, vacc2);
          vacc3 = vaddq_f32(vin3, vacc3);
          i0 = (const uint16_t*) ((uintptr_t) i0 + input_increment);
          i1 = (const uint16_t*) ((uintptr_t) i1 + input_increment);
          i2 = (const uint16_t*) ((uintptr_t) i2 + input_increment);
          i3 = (const uint16_t*) ((uintptr_t) i3 + input_increment);
          i4 = (const uint16_t*) ((uintptr_t) i4 + input_increment);
          i5 = (const uint16_t*) ((uintptr_t) i5 + input_increment);
          i6 = (const uint16_t*) ((uintptr_t) i6 + input_increment);
        }
        vacc0 = vmulq_f32(vacc0, vscale);
        vacc1 = vmulq_f32(vacc1, vscale);
        vacc2 = vmulq_f32(vacc2, vscale);
        vacc3 = vmulq_f32(vacc3, vscale);

        const float* o = (const float*) output;
        float32x4_t vo0 = vld1q_f32(o); o += 4;
        float32x4_t vo1 = vld1q_f32(o); o += 4;
        float32x4_t vo2 = vld1q_f32(o); o += 4;
        float32x4_t vo3 = vld1q_f32(o); o += 4;
        float32x4_t v_out0 = vaddq_f32(vo0, vacc0);
        float32x4_t v_out1 = vaddq_f32(vo1, vacc1);
        float32x4_t v_out2 = vaddq_f32(vo2, vacc2);
        float32x4_t v_out3 = vaddq_f32(vo3, vacc3);
        vst1q_f32(output, v_out0); output = (void*) ((uintptr_t) output + 4 * sizeof(float));
        vst1q_f32(output, v_out1); output = (void*) ((uintptr_t) output + 4 * sizeof(float));
        vst1q_f32(output, v_out2); output = (void*) ((uintptr_t) output + 4 * sizeof(float));
        vst1q_f32(output, v_out3); output = (void*) ((uintptr_t) output + 4 * sizeof(float));

        input_row = (const xnn_float16*) ((uintptr_t) input_row + 16 * sizeof(uint16_t));
      }
      if (channels != 0) {
        input_increment = 7 * input_stride1;
        const uint16_t* i0 = (const uint16_t*) input_row;
        const uint16_t* i1 = (const uint16_t*) ((uintptr_t) input_row + 1 * input_stride1);
        const uint16_t* i2 = (const uint16_t*) ((uintptr_t) input_row + 2 * input_stride1);
        const uint16_t* i3 = (const uint16_t*) ((uintptr_t) input_row + 3 * input_stride1);
        const uint16_t* i4 = (const uint16_t*) ((uintptr_t) input_row + 4 * input_stride1);
        const uint16_t* i5 = (const uint16_t*) ((uintptr_t) input_row + 5 * input_stride1);
        const uint16_t* i6 = (const uint16_t*) ((uintptr_t) input_row + 6 * input_stride1);
        float32x4_t vacc[4];
        vacc[0] = vdupq_n_f32(0.f);
        vacc[1] = vdupq_n_f32(0.f);
        vacc[2] = vdupq_n_f32(0.f);
        vacc[3] = vdupq_n_f32(0.f);

        const size_t num_chunks = round_up_po2(channels, 4) >> 2;
        const size_t num_full_chunks = channels >> 2;
        for (int r = k1; r > 0; r -= 7) {
          if XNN_UNPREDICTABLE(r < 2) {
            i1 = (const uint16_t*) zero;
          }
          if XNN_UNPREDICTABLE(r <= 2) {
            i2 = (const uint16_t*) zero;
          }
          if XNN_UNPREDICTABLE(r < 4) {
            i3 = (const uint16_t*) zero;
          }
          if XNN_UNPREDICTABLE(r <= 4) {
            i4 = (const uint16_t*) zero;
          }
          if XNN_UNPREDICTABLE(r < 6) {
            i5 = (const uint16_t*) zero;
          }
          if XNN_UNPREDICTABLE(r <= 6) {
            i6 = (const uint16_t*) zero;
          }
          for (int i = 0; i < num_chunks; ++i) {
            vacc[i] = vaddq_f32(vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i0[i*4]))), vacc[i]);
            vacc[i] = vaddq_f32(vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i1[i*4]))), vacc[i]);
            vacc[i] = vaddq_f32(vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i2[i*4]))), vacc[i]);
            vacc[i] = vaddq_f32(vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i3[i*4]))), vacc[i]);
            vacc[i] = vaddq_f32(vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i4[i*4]))), vacc[i]);
            vacc[i] = vaddq_f32(vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i5[i*4]))), vacc[i]);
            vacc[i] = vaddq_f32(vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(&i6[i*4]))), vacc[i]);
          }
          i0 = (const uint16_t*) ((uintptr_t) i0 + input_increment);
          i1 = (const uint16_t*) ((uintptr_t) i1 + input_increment);
          i2 = (const uint16_t*) ((uintptr_t) i2 + input_increment);
          i3 = (const uint16_t*) ((uintptr_t) i3 + input_increment);
          i4 = (const uint16_t*) ((uintptr_t) i4 + input_increment);
          i5 = (const uint16_t*) ((uintptr_t) i5 + input_increment);
          i6 = (const uint16_t*) ((uintptr_t) i6 + input_increment);
        }
        for (int i = 0; i < (channels + 4) >> 2; ++i) {
          vacc[i] = vmulq_f32(vacc[i], vscale);
        }

        float32x4_t vo[4];
        const float* o = (const float*) output;
        for (int i = 0; i < num_full_chunks; ++i) {
          vo[i] = vld1q_f32(o); o += 4;
        }
        float32x4_t v_out[4];
        for (int i = 0; i < num_full_chunks; ++i) {
          v_out[i] = vaddq_f32(vo[i], vacc[i]);
        }
        for (int i = 0; i < num_full_chunks; ++i) {
          vst1q_f32(output, v_out[i]); output = (void*) ((uintptr_t) output + 4 * sizeof(float));
        }

        const size_t pos = channels >> 2;
        channels &= 0x3;
        float32x2_t vacc_low = vget_low_f32(vacc[pos]);
        if (channels & 2) {
          vst1_f32(output, vadd_f32(vacc_low, vld1_f32(output))); output = (void*) ((uintptr_t) output + 2 * sizeof(float));
          vacc_low = vget_high_f32(vacc[pos]);
        }
        if (channels & 1) {
          vst1_lane_f32(output, vadd_f32(vacc_low, vld1_dup_f32(output)), 0);
        }
      }
    }
  }
}
