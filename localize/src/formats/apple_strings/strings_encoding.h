// The encodings a .strings file comes in: UTF-8 (with or without a byte-order mark) or UTF-16, which Xcode
// and genstrings long wrote (little- or big-endian, with a byte-order mark, or without one when the first
// character is ASCII). A file is read into UTF-8 and written back in its own encoding, mark included.
#pragma once

#include <string>
#include <string_view>

#include "base/src/core/status.h"

namespace attn::localize::apple {

enum class Encoding { kUtf8, kUtf8Bom, kUtf16LE, kUtf16BE, kUtf16LEBom, kUtf16BEBom };

std::string_view encoding_name(Encoding encoding);

struct DecodedText {
  std::string utf8;  // without the byte-order mark
  Encoding encoding = Encoding::kUtf8;
};

// bytes as UTF-8 text; bytes that are not valid in the file's encoding are an error naming path and line.
Result<DecodedText> decode_strings_file(std::string_view path, std::string_view bytes);

// utf8 (valid UTF-8) in encoding, with its byte-order mark if it has one.
Result<std::string> encode_strings_file(std::string_view utf8, Encoding encoding);

}  // namespace attn::localize::apple
