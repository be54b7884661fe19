// Where the tags inside one sentence go in its translation. A pair of tags (<b>…</b>) encloses the target
// tokens aligned to source tokens it enclosed; a lone tag (<br>, <img>, a comment) goes before the target
// token aligned to the first source token after it. Ranges are then clamped so that the output nests exactly
// as the input did: a child inside its parent's range, siblings one after the other (a word order change
// may shrink an element, never cross two). A tag whose partner lies in another sentence goes where the word
// after it went, moved out of the sentence's elements (tag_placement.cpp).
#pragma once

#include <cstddef>
#include <cstdint>

#include "runtime/src/text/markup.h"

namespace attn::text {

struct AlignedToken {
  uint32_t target_begin = 0;  // in the translation (empty: the token adds no text of its own)
  uint32_t target_end = 0;
  uint32_t source_begin = 0;  // the aligned source token, in the tag-free text
  uint32_t source_end = 0;
};

struct TagEvent {
  uint32_t position = 0;  // in the translation
  uint32_t tag = 0;       // index into the tags
  uint32_t order = 0;     // sort key among events at one position (internal)
};

// Places tags[first, last) — all inside one sentence — into a translation of translation_size bytes; writes
// last − first events, sorted, into events. scratch: 3 × (last − first) entries.
void place_tags(const MarkupTag* tags, size_t first, size_t last, const AlignedToken* tokens,
                size_t token_count, uint32_t translation_size, uint32_t* scratch, TagEvent* events);

}  // namespace attn::text
