# Copyright 2022 Google LLC
#
# This source code is licensed under the BSD-style license found in the
# LICENSE file in the root directory of this source tree.
#
# Description: microkernel filename lists for sme_aarch64
#
# Auto-generated file. Do not edit!
#   Generator: tools/update-microkernels.py


SET(PROD_SME_AARCH64_MICROKERNEL_SRCS)

SET(NON_PROD_SME_AARCH64_MICROKERNEL_SRCS
  src/x32-packx-w/x32-packx-w-aarch64-sme-u2.c)

SET(ALL_SME_AARCH64_MICROKERNEL_SRCS ${PROD_SME_AARCH64_MICROKERNEL_SRCS} + ${NON_PROD_SME_AARCH64_MICROKERNEL_SRCS})
