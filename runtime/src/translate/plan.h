// A translator's plan: attn_translator_options checked against one model, every default resolved. Every
// buffer the translator carves (translate/engine.h, translate/text_pipeline.h) is sized from it.
#pragma once

#include <cstddef>

#include "attn/attn.h"
#include "base/src/core/status.h"
#include "runtime/src/format/model.h"
#include "runtime/src/search/search.h"

namespace attn {

// The options with every default resolved against a model.
struct TranslatorPlan {
  size_t beam_size = 4;
  float length_penalty = 0.6f;
  search::LengthPenalty length_penalty_kind = search::LengthPenalty::kGnmt;
  size_t max_input_bytes = 4096;
  size_t max_source_tokens = 0;  // including eos
  size_t max_extra_tokens = 50;
  size_t max_target_tokens = 0;  // generated, including eos
  size_t max_length = 0;       // the planned bound: min(max_source + extra, max_target, max_positions − 1)
  size_t threads = 1;          // threads of the XNNPACK operators' pool (1: the calling thread, no pool)
  size_t max_batch = 1;        // sentences decoded together by translate_batch
  bool use_shortlist = false;  // the option is on and the model has a vocabulary shortlist
};

// Checks options (struct_size included) against the model; nullptr means the defaults.
Result<TranslatorPlan> plan_translator(const Model& model, const attn_translator_options* options);

// options->float_activation_layers where the caller's struct has the field, else nullptr (the default).
const char* float_activation_layers_of(const attn_translator_options* options);

}  // namespace attn
