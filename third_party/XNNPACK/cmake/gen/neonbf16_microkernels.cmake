# Copyright 2022 Google LLC
#
# This source code is licensed under the BSD-style license found in the
# LICENSE file in the root directory of this source tree.
#
# Description: microkernel filename lists for neonbf16
#
# Auto-generated file. Do not edit!
#   Generator: tools/update-microkernels.py


SET(PROD_NEONBF16_MICROKERNEL_SRCS)

SET(NON_PROD_NEONBF16_MICROKERNEL_SRCS
  src/bf16-gemm/gen/bf16-gemm-1x4c8-minmax-neonbf16-bfdot.c
  src/bf16-gemm/gen/bf16-gemm-1x4c8-minmax-neonbf16-bfmlal.c
  src/bf16-gemm/gen/bf16-gemm-1x8c2-minmax-neonbf16-bfdot-lane-ld128.c
  src/bf16-gemm/gen/bf16-gemm-2x4c8-minmax-neonbf16-bfdot.c
  src/bf16-gemm/gen/bf16-gemm-2x4c8-minmax-neonbf16-bfmlal.c
  src/bf16-gemm/gen/bf16-gemm-3x4c8-minmax-neonbf16-bfdot.c
  src/bf16-gemm/gen/bf16-gemm-3x4c8-minmax-neonbf16-bfmlal.c
  src/bf16-gemm/gen/bf16-gemm-4x4c8-minmax-neonbf16-bfdot.c
  src/bf16-gemm/gen/bf16-gemm-4x4c8-minmax-neonbf16-bfmlal.c
  src/bf16-gemm/gen/bf16-gemm-4x8c2-minmax-neonbf16-bfdot-lane-ld128.c
  src/bf16-gemm/gen/bf16-gemm-5x4c8-minmax-neonbf16-bfdot.c
  src/bf16-gemm/gen/bf16-gemm-5x4c8-minmax-neonbf16-bfmlal.c
  src/bf16-gemm/gen/bf16-gemm-5x8c2-minmax-neonbf16-bfdot-lane-ld128.c
  src/bf16-gemm/gen/bf16-gemm-6x8c2-minmax-neonbf16-bfdot-lane-ld128.c)

SET(ALL_NEONBF16_MICROKERNEL_SRCS ${PROD_NEONBF16_MICROKERNEL_SRCS} + ${NON_PROD_NEONBF16_MICROKERNEL_SRCS})
