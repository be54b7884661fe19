// Exported runtime internal: the hot paths below a whole translation — the encoder, the decoder, their linear
// layers, the arena they are planned in, and the kernels (attention, embedding, layer norm, softmax, top-k,
// the XNNPACK linear operator, the portable fp32 linear kernel, the shortlisted vocabulary projection and a
// sentence's shortlist union).
//
// Who uses it: bench only (model_bench.cpp times one encoder pass, one decoder step and each kernel alone;
// linear_bench.cpp times the linear operators), to tell where a translation's time goes. Nothing else
// outside runtime/ should need these.
//
// This folder is the only way into the runtime's internals from converter/, bench/ and cli/
// (tests/architecture/include_rules.cpp checks it).
#pragma once

#include "runtime/src/core/arena.h"
#include "runtime/src/kernels/attention.h"
#include "runtime/src/kernels/embedding.h"
#include "runtime/src/kernels/layer_norm.h"
#include "runtime/src/kernels/linear.h"
#include "runtime/src/kernels/shortlist_logits.h"
#include "runtime/src/kernels/softmax.h"
#include "runtime/src/kernels/top_k.h"
#include "runtime/src/kernels/xnnpack_linear.h"
#include "runtime/src/model/decoder.h"
#include "runtime/src/model/encoder.h"
#include "runtime/src/model/linears.h"
#include "runtime/src/model/shortlist_union.h"
