#include "runtime/src/text/text_output.h"

#include <cstring>

namespace attn::text {

void TextOutput::set_markup(std::string_view document, const MarkupTag* tags, size_t tag_count) {
  markup_ = true;
  document_ = document;
  tags_ = tags;
  tag_count_ = tag_count;
  next_tag_ = 0;
}

void TextOutput::append(std::string_view bytes) {
  if (used_ + bytes.size() < capacity_) std::memcpy(out_ + used_, bytes.data(), bytes.size());
  used_ += bytes.size();
}

void TextOutput::append_text(std::string_view bytes) {
  if (!markup_) return append(bytes);
  const size_t room = used_ < capacity_ ? capacity_ - used_ - 1 : 0;
  used_ += escape_markup_text(bytes, room > 0 ? out_ + used_ : nullptr, room);
}

void TextOutput::append_tag(uint32_t k) {
  append(document_.substr(tags_[k].source_begin, tags_[k].source_end - tags_[k].source_begin));
}

void TextOutput::append_gap(size_t from, size_t to) {
  while (next_tag_ < tag_count_ && tags_[next_tag_].position <= to) {
    const MarkupTag& tag = tags_[next_tag_];
    if (tag.position > from) append_text(source_.substr(from, tag.position - from));
    if (tag.position > from) from = tag.position;
    append_tag(static_cast<uint32_t>(next_tag_));
    if (tag.line_break && from == tag.position) ++from;
    ++next_tag_;
  }
  if (to > from) append_text(source_.substr(from, to - from));
}

void TextOutput::append_translation(std::string_view translation, size_t sentence_end,
                                    const AlignedToken* tokens, size_t token_count, uint32_t* scratch,
                                    TagEvent* events) {
  if (!markup_) return append(translation);
  size_t last_inside = next_tag_;
  while (last_inside < tag_count_ && tags_[last_inside].position < sentence_end) ++last_inside;
  place_tags(tags_, next_tag_, last_inside, tokens, token_count, static_cast<uint32_t>(translation.size()),
             scratch, events);
  size_t at = 0;
  for (size_t e = 0; e < last_inside - next_tag_; ++e) {
    const TagEvent& event = events[e];
    if (event.position > at) append_text(translation.substr(at, event.position - at));
    if (event.position > at) at = event.position;
    append_tag(event.tag);
  }
  append_text(translation.substr(at));
  next_tag_ = last_inside;
}

void TextOutput::terminate() {
  if (used_ < capacity_) out_[used_] = '\0';
}

}  // namespace attn::text
