// The calibration text of `attn-convert --quantize int8 --calibration FILE`: source-language sentences, one
// per line (UTF-8), of which the first max_sentences non-blank lines are used.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "base/src/core/status.h"

namespace attn::convert {

// Lines past this many bytes are still read (and refused later by the translator as too long); the limit only
// keeps a wrong path (a binary blob) from costing unbounded memory.
inline constexpr size_t kMaxCalibrationFileBytes = 1ull << 30;

// The first max_sentences lines of path that hold something other than whitespace, without their line ending
// ("\n" or "\r\n"). Errors (each naming the path): cannot open or read it (the OS reason), a directory,
// larger than kMaxCalibrationFileBytes, no non-blank line, max_sentences == 0.
Result<std::vector<std::string>> read_calibration_sentences(const std::string& path, size_t max_sentences);

}  // namespace attn::convert
