// LineTranslator over attn models through the public C++ API: plain lines batched (attn_translate_batch,
// max_batch lines a decoder pass), markup lines one call each (attn_translate_text, ATTN_MARKUP_HTML). With
// two models the lines go through both in turn: a pivot (German to French as de-en, then en-fr).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "attn/attn.hpp"
#include "base/src/core/status.h"
#include "localize/src/fill/line_translator.h"

namespace attn::localize {

class AttnLineTranslator final : public LineTranslator {
 public:
  // model_paths: one model, or a chain; threads per translator; batch: lines decoded together; beam: the
  // beam size (1 greedy).
  static Result<std::unique_ptr<AttnLineTranslator>> create(const std::vector<std::string>& model_paths,
                                                            int threads = 1, int batch = 16, int beam = 2);
  std::vector<Result<std::string>> translate(std::span<const std::string> lines, bool markup) override;

 private:
  struct Stage {
    cpp::Model model;
    cpp::Translator translator;
  };
  std::vector<Stage> stages_;
};

}  // namespace attn::localize
