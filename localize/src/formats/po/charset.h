// Conversion between a catalog's charset (its Content-Type header: UTF-8 for most, ISO-8859-1 for some old
// ones) and the UTF-8 that translation works in, with iconv.
#pragma once

#include <string>
#include <string_view>

#include "base/src/core/status.h"

namespace attn::localize {

// Whether charset is UTF-8 itself or a subset of it (ASCII, or POT files' "CHARSET" placeholder).
bool is_utf8_charset(std::string_view charset);

// text from one charset to another; an error when a character has no equivalent or the bytes are invalid.
Result<std::string> convert_charset(std::string_view text, const std::string& from, const std::string& to);

}  // namespace attn::localize
