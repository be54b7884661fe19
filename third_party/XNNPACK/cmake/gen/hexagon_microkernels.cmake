# Copyright 2022 Google LLC
#
# This source code is licensed under the BSD-style license found in the
# LICENSE file in the root directory of this source tree.
#
# Description: microkernel filename lists for hexagon
#
# Auto-generated file. Do not edit!
#   Generator: tools/update-microkernels.py


SET(PROD_HEXAGON_MICROKERNEL_SRCS)

SET(NON_PROD_HEXAGON_MICROKERNEL_SRCS)

SET(ALL_HEXAGON_MICROKERNEL_SRCS ${PROD_HEXAGON_MICROKERNEL_SRCS} + ${NON_PROD_HEXAGON_MICROKERNEL_SRCS})
