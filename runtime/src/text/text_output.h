// attn_translate_text's output, built sentence by sentence in the caller's buffer: bytes are written while
// they fit (one byte is always kept for the NUL) and counted either way, so that a call whose buffer was too
// small can say how many bytes it needs. With markup the translated text is escaped (& < > as entities) and
// the document's tags are written back: where they stood between sentences, and inside a sentence where
// alignment places them (tag_placement.h). Allocates nothing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "runtime/src/text/markup.h"
#include "runtime/src/text/tag_placement.h"

namespace attn::text {

class TextOutput {
 public:
  // source: the text whose gaps between sentences are copied (with markup, the tag-free text).
  TextOutput(char* out, size_t capacity, std::string_view source)
      : source_(source), out_(out), capacity_(capacity) {}

  // The source came from parse_markup(document): tags[0, tag_count) go back into the output, each one's
  // bytes copied from document.
  void set_markup(std::string_view document, const MarkupTag* tags, size_t tag_count);

  // Bytes of output so far, written or not.
  size_t used() const { return used_; }
  // Whether the output, with its NUL, fits the buffer.
  bool fits() const { return used_ + 1 <= capacity_; }

  // source[from, to): the text between sentences (or a piece copied untranslated), with the tags that stood
  // there. A line break parse_markup inserted for a block tag is not text of the document and is not written.
  void append_gap(size_t from, size_t to);
  // A sentence's translation; with markup, the tags inside the sentence (before source byte sentence_end)
  // placed by tokens[0, token_count), the translation's tokens aligned to the source. scratch and events as
  // place_tags wants them.
  void append_translation(std::string_view translation, size_t sentence_end, const AlignedToken* tokens,
                          size_t token_count, uint32_t* scratch, TagEvent* events);
  // Writes the NUL where it fits.
  void terminate();

 private:
  void append(std::string_view bytes);
  void append_text(std::string_view bytes);  // text of a markup document: & < > encoded
  void append_tag(uint32_t k);

  std::string_view source_;
  std::string_view document_;
  const MarkupTag* tags_ = nullptr;
  size_t tag_count_ = 0;
  size_t next_tag_ = 0;  // the first tag not yet written
  bool markup_ = false;
  char* out_;
  size_t capacity_;
  size_t used_ = 0;
};

}  // namespace attn::text
