// Markup (HTML/XML) taken apart for translation: the text between the tags, with character entities decoded,
// and every tag with the place in that text where it stood. Hand-written (and fuzzed: tests/fuzz/
// markup_fuzzer.cpp) only because the runtime may not allocate while translating; it is a tokenizer, not a
// DOM: it pairs start and end tags on a stack and knows which elements are void (<br>, <img>) and which end
// a line of text (<p>, <li>, <br>: a line break is inserted into the text, so that a sentence never spans
// them). Comments, <!DOCTYPE>, <?xml?>, CDATA and the content of <script> and <style> are kept whole as one
// tag. A '<' that cannot start a tag ("a < b") is text. Malformed markup — a tag never closed by '>', an
// end tag that closes nothing open, or closes across an element whose end tag is required — is an error,
// and the caller translates the input as plain text instead.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "base/src/core/status.h"

namespace attn::text {

enum class TagKind : uint8_t {
  kStart,  // <b>, <a href="…">: paired with its end tag when `pair` is set
  kEnd,    // </b>
  kUnit,   // void and self-closing elements, comments, declarations, <script>…</script>
};

constexpr uint32_t kNoTag = 0xFFFFFFFFu;

struct MarkupTag {
  uint32_t source_begin = 0;  // the tag's bytes in the input, copied to the output as they are
  uint32_t source_end = 0;
  uint32_t position = 0;     // where it stood in the text: before text byte `position`
  uint32_t pair = kNoTag;    // start ↔ end tag of one element (kNoTag: unpaired, e.g. an unclosed <p>)
  uint32_t parent = kNoTag;  // the start tag of the element this tag is inside (kNoTag: none)
  uint16_t depth = 0;        // elements open around it
  TagKind kind = TagKind::kUnit;
  bool line_break = false;  // a '\n' was inserted into the text at `position` for it (block elements)
};

// Bytes of text and tags parse_markup needs at most for input_bytes of input.
inline size_t markup_text_capacity(size_t input_bytes) { return input_bytes + input_bytes / 3 + 1; }
inline size_t markup_tag_capacity(size_t input_bytes) { return input_bytes / 3 + 1; }

// Splits input (valid UTF-8) into text (decoded entities, '\n' for block tags) and tags. Malformed markup:
// StatusCode::kInvalidArgument naming the byte. The arrays must hold the capacities above.
Status parse_markup(std::string_view input, char* text, size_t text_capacity, size_t* text_size,
                    MarkupTag* tags, size_t tag_capacity, size_t* tag_count);

// Appends text to out (escaped: & < > as entities), within capacity; returns the bytes it takes either way.
size_t escape_markup_text(std::string_view text, char* out, size_t capacity);

}  // namespace attn::text
