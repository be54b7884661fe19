// attn translate's command line: what it asks for (TranslateArgs), its usage text and its parsing.
#pragma once

#include <vector>

#include "attn/attn.h"

namespace attn::cli {

struct TranslateArgs {
  const char* model = nullptr;
  const char* from = nullptr;  // --from / --to: languages to find a model for
  const char* to = nullptr;
  const char* input = nullptr;
  const char* output = nullptr;
  std::vector<const char*> texts;
  bool split = true;      // --no-split: false
  bool scores = false;    // --scores
  bool html = false;      // --html
  bool map = false;       // --map: attn_model_map_file instead of attn_model_load_file
  int time_limit_ms = 0;  // --time-limit: attn_translator_set_time_limit for each line; 0: none
  attn_translator_options options{};
  bool length_penalty_given = false;       // else the model's metadata "length_penalty", if it has one
  bool length_penalty_kind_given = false;  // else its "length_penalty_kind"
};

// Parses argv (after "translate") into *args. Returns 0 on success, 2 on a usage error (message printed), -1
// for --help (usage printed).
int parse_translate_args(int argc, char** argv, TranslateArgs* args);

}  // namespace attn::cli
