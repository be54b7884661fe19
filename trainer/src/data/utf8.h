// UTF-8 well-formedness (RFC 3629: no overlongs, no surrogates, nothing above U+10FFFF). The corpus must be
// valid UTF-8 before SentencePiece sees it, because SentencePiece silently replaces bad bytes and the
// translation would then learn from text that is not in the files.
#pragma once

#include <cstddef>
#include <string_view>

namespace attn::train {

// Returns the byte offset of the first invalid sequence, or text.size() when the text is valid.
size_t find_invalid_utf8(std::string_view text);
inline bool is_valid_utf8(std::string_view text) { return find_invalid_utf8(text) == text.size(); }

}  // namespace attn::train
