# Copyright 2022 Google LLC
#
# This source code is licensed under the BSD-style license found in the
# LICENSE file in the root directory of this source tree.
#
# Description: microkernel filename lists for wasmsimd32
#
# Auto-generated file. Do not edit!
#   Generator: tools/update-microkernels.py


SET(PROD_WASMSIMD32_ASM_MICROKERNEL_SRCS)

SET(NON_PROD_WASMSIMD32_ASM_MICROKERNEL_SRCS)

SET(ALL_WASMSIMD32_ASM_MICROKERNEL_SRCS ${PROD_WASMSIMD32_ASM_MICROKERNEL_SRCS} + ${NON_PROD_WASMSIMD32_ASM_MICROKERNEL_SRCS})
