// What the filler needs from a translation engine: many lines at once, as plain text or as markup (masked
// lines: <xN/> elements kept byte for byte). The attn implementation is attn_line_translator.h; tests use
// their own.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "base/src/core/status.h"

namespace attn::localize {

class LineTranslator {
 public:
  virtual ~LineTranslator() = default;
  // One result per line, in order; a line that cannot be translated gets its error and does not stop the
  // others.
  virtual std::vector<Result<std::string>> translate(std::span<const std::string> lines, bool markup) = 0;
};

}  // namespace attn::localize
