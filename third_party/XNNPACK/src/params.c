// Copyright 2022 Google LLC
//
// This source code is licensed under the BSD-style license found in the
// LICENSE file in the root directory of this source tree.

#include "src/xnnpack/params.h"

struct xnn_parameters xnn_params = {
  .init_flags = 0
};
