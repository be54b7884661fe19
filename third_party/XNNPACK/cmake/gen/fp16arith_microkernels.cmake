# Copyright 2022 Google LLC
#
# This source code is licensed under the BSD-style license found in the
# LICENSE file in the root directory of this source tree.
#
# Description: microkernel filename lists for fp16arith
#
# Auto-generated file. Do not edit!
#   Generator: tools/update-microkernels.py


SET(PROD_FP16ARITH_MICROKERNEL_SRCS
  src/f16-vbinary/gen/f16-vdiv-fp16arith-u2.c
  src/f16-vbinary/gen/f16-vdivc-fp16arith-u2.c
  src/f16-vbinary/gen/f16-vrdivc-fp16arith-u2.c)

SET(NON_PROD_FP16ARITH_MICROKERNEL_SRCS
  src/f16-vbinary/gen/f16-vadd-fp16arith-u1.c
  src/f16-vbinary/gen/f16-vadd-fp16arith-u2.c
  src/f16-vbinary/gen/f16-vadd-fp16arith-u4.c
  src/f16-vbinary/gen/f16-vaddc-fp16arith-u1.c
  src/f16-vbinary/gen/f16-vaddc-fp16arith-u2.c
  src/f16-vbinary/gen/f16-vaddc-fp16arith-u4.c
  src/f16-vbinary/gen/f16-vdiv-fp16arith-u1.c
  src/f16-vbinary/gen/f16-vdiv-fp16arith-u4.c
  src/f16-vbinary/gen/f16-vdivc-fp16arith-u1.c
  src/f16-vbinary/gen/f16-vdivc-fp16arith-u4.c
  src/f16-vbinary/gen/f16-vmax-fp16arith-u1.c
  src/f16-vbinary/gen/f16-vmax-fp16arith-u2.c
  src/f16-vbinary/gen/f16-vmax-fp16arith-u4.c
  src/f16-vbinary/gen/f16-vmaxc-fp16arith-u1.c
  src/f16-vbinary/gen/f16-vmaxc-fp16arith-u2.c
  src/f16-vbinary/gen/f16-vmaxc-fp16arith-u4.c
  src/f16-vbinary/gen/f16-vmin-fp16arith-u1.c
  src/f16-vbinary/gen/f16-vmin-fp16arith-u2.c
  src/f16-vbinary/gen/f16-vmin-fp16arith-u4.c
  src/f16-vbinary/gen/f16-vminc-fp16arith-u1.c
  src/f16-vbinary/gen/f16-vminc-fp16arith-u2.c
  src/f16-vbinary/gen/f16-vminc-fp16arith-u4.c
  src/f16-vbinary/gen/f16-vmul-fp16arith-u1.c
  src/f16-vbinary/gen/f16-vmul-fp16arith-u2.c
  src/f16-vbinary/gen/f16-vmul-fp16arith-u4.c
  src/f16-vbinary/gen/f16-vmulc-fp16arith-u1.c
  src/f16-vbinary/gen/f16-vmulc-fp16arith-u2.c
  src/f16-vbinary/gen/f16-vmulc-fp16arith-u4.c
  src/f16-vbinary/gen/f16-vrdivc-fp16arith-u1.c
  src/f16-vbinary/gen/f16-vrdivc-fp16arith-u4.c
  src/f16-vbinary/gen/f16-vrsubc-fp16arith-u1.c
  src/f16-vbinary/gen/f16-vrsubc-fp16arith-u2.c
  src/f16-vbinary/gen/f16-vrsubc-fp16arith-u4.c
  src/f16-vbinary/gen/f16-vsqrdiff-fp16arith-u1.c
  src/f16-vbinary/gen/f16-vsqrdiff-fp16arith-u2.c
  src/f16-vbinary/gen/f16-vsqrdiff-fp16arith-u4.c
  src/f16-vbinary/gen/f16-vsqrdiffc-fp16arith-u1.c
  src/f16-vbinary/gen/f16-vsqrdiffc-fp16arith-u2.c
  src/f16-vbinary/gen/f16-vsqrdiffc-fp16arith-u4.c
  src/f16-vbinary/gen/f16-vsub-fp16arith-u1.c
  src/f16-vbinary/gen/f16-vsub-fp16arith-u2.c
  src/f16-vbinary/gen/f16-vsub-fp16arith-u4.c
  src/f16-vbinary/gen/f16-vsubc-fp16arith-u1.c
  src/f16-vbinary/gen/f16-vsubc-fp16arith-u2.c
  src/f16-vbinary/gen/f16-vsubc-fp16arith-u4.c
  src/f16-vsqrt/gen/f16-vsqrt-fp16arith-sqrt-u1.c
  src/f16-vsqrt/gen/f16-vsqrt-fp16arith-sqrt-u2.c
  src/f16-vsqrt/gen/f16-vsqrt-fp16arith-sqrt-u4.c)

SET(ALL_FP16ARITH_MICROKERNEL_SRCS ${PROD_FP16ARITH_MICROKERNEL_SRCS} + ${NON_PROD_FP16ARITH_MICROKERNEL_SRCS})
