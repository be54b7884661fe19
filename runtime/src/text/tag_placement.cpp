#include "runtime/src/text/tag_placement.h"

namespace attn::text {
namespace {

// The target position before the token aligned to the first source token at or after `source` (the end of
// the translation when none is).
uint32_t point_of(uint32_t source, const AlignedToken* tokens, size_t count, uint32_t translation_size) {
  uint32_t best_source = 0xFFFFFFFFu, best = translation_size;
  for (size_t t = 0; t < count; ++t) {
    const AlignedToken& token = tokens[t];
    if (token.target_end <= token.target_begin || token.source_begin < source) continue;
    if (token.source_begin < best_source ||
        (token.source_begin == best_source && token.target_begin < best)) {
      best_source = token.source_begin;
      best = token.target_begin;
    }
  }
  return best;
}

// Phases of the events at one position: end tags, lone tags and empty elements (deepest first); end tags of
// elements opened before the sentence; start tags of elements closed after it; start tags (outermost first).
enum Phase : uint32_t { kClose = 0, kCrossClose = 1, kCrossOpen = 2, kOpen = 3 };

uint32_t order(Phase phase, uint32_t depth_key) { return (static_cast<uint32_t>(phase) << 16) | depth_key; }

}  // namespace

void place_tags(const MarkupTag* tags, size_t first, size_t last, const AlignedToken* tokens,
                size_t token_count, uint32_t translation_size, uint32_t* scratch, TagEvent* events) {
  const size_t n = last - first;
  uint32_t* begin = scratch;                 // [n] a start tag's range, by tag − first
  uint32_t* end = scratch + n;               // [n]
  uint32_t* children_end = scratch + 2 * n;  // [n] where the last placed child of a start tag ended
  uint32_t root_end = 0;
  // Tags whose partner is in another sentence: in a well-formed text the end tags (of elements open before
  // the sentence) all come before the start tags (of elements open after it). They go to two points of the
  // translation outside every element of the sentence: the end tags where the word after the last of them
  // went, the start tags where the word after the first of them went (not before the end tags).
  uint32_t last_cross_close = kNoTag, first_cross_open = kNoTag;
  auto inside = [&](uint32_t tag) { return tag != kNoTag && tag >= first && tag < last; };
  // The element of this sentence a tag is inside: its nearest enclosing start tag whose end tag is in the
  // sentence too. An element left open (an unclosed <em>, a <li> closed by its parent's end tag) encloses
  // nothing here: it is placed with the tags that cross the sentence's edge, outside every element.
  auto enclosing = [&](uint32_t k) {
    uint32_t parent = tags[k].parent;
    while (parent != kNoTag && parent >= first &&
           !(tags[parent].kind == TagKind::kStart && inside(tags[parent].pair))) {
      parent = tags[parent].parent;
    }
    return inside(parent) ? parent : kNoTag;
  };
  for (size_t i = 0; i < n; ++i) {
    const uint32_t k = static_cast<uint32_t>(first + i);
    const MarkupTag& tag = tags[k];
    TagEvent& event = events[i];
    event.tag = k;
    const uint32_t enclosing_tag = enclosing(k);
    const uint32_t parent = enclosing_tag != kNoTag ? enclosing_tag - static_cast<uint32_t>(first) : kNoTag;
    // The range its parent allows, after the siblings placed before it.
    const uint32_t low = parent == kNoTag ? root_end : children_end[parent];
    const uint32_t high = parent == kNoTag ? translation_size : end[parent];
    auto clamp = [&](uint32_t v) { return v < low ? low : (v > high ? high : v); };
    if (tag.kind == TagKind::kStart && inside(tag.pair)) {
      const uint32_t from = tag.position, to = tags[tag.pair].position;
      uint32_t b = 0xFFFFFFFFu, e = 0;
      for (size_t t = 0; t < token_count; ++t) {
        const AlignedToken& token = tokens[t];
        if (token.target_end <= token.target_begin || token.source_end <= token.source_begin) continue;
        if (token.source_begin < from || token.source_end > to) continue;
        if (token.target_begin < b) b = token.target_begin;
        if (token.target_end > e) e = token.target_end;
      }
      if (b > e) b = e = point_of(from, tokens, token_count, translation_size);
      b = clamp(b);
      e = clamp(e);
      if (e < b) e = b;
      begin[i] = b;
      end[i] = e;
      children_end[i] = b;
      if (parent == kNoTag) {
        root_end = e;
      } else {
        children_end[parent] = e;
      }
      event.position = b;
      event.order = b == e ? order(kClose, 0xFFFFu - tag.depth) : order(kOpen, tag.depth);
    } else if (tag.kind == TagKind::kEnd && inside(tag.pair)) {
      const size_t start = tag.pair - first;
      event.position = end[start];
      event.order = order(kClose, 0xFFFFu - tag.depth);
    } else if (tag.kind == TagKind::kStart) {  // its end tag is in a later sentence (or nowhere)
      if (first_cross_open == kNoTag) first_cross_open = tag.position;
      event.order = order(kCrossOpen, 0);
    } else if (tag.kind == TagKind::kEnd) {  // its start tag was in an earlier sentence
      last_cross_close = tag.position;
      event.order = order(kCrossClose, 0);
    } else {
      event.position = clamp(point_of(tag.position, tokens, token_count, translation_size));
      event.order = order(kClose, 0xFFFFu - tag.depth);
    }
  }
  if (last_cross_close != kNoTag || first_cross_open != kNoTag) {
    // Moves a point inside an element of the sentence (a root element: the others are inside those) to its
    // end.
    auto outside_elements = [&](uint32_t point) {
      for (size_t i = 0; i < n; ++i) {
        const MarkupTag& tag = tags[first + i];
        const bool root_pair = tag.kind == TagKind::kStart && inside(tag.pair) &&
                               enclosing(static_cast<uint32_t>(first + i)) == kNoTag;
        if (root_pair && begin[i] < point && point < end[i]) point = end[i];
      }
      return point;
    };
    uint32_t close_at = 0;
    if (last_cross_close != kNoTag) {
      close_at = outside_elements(point_of(last_cross_close, tokens, token_count, translation_size));
    }
    uint32_t open_at = close_at;
    if (first_cross_open != kNoTag) {
      open_at = point_of(first_cross_open, tokens, token_count, translation_size);
      open_at = outside_elements(open_at < close_at ? close_at : open_at);
    }
    for (size_t i = 0; i < n; ++i) {
      const MarkupTag& tag = tags[first + i];
      if (inside(tag.pair) || tag.kind == TagKind::kUnit) continue;
      events[i].position = tag.kind == TagKind::kEnd ? close_at : open_at;
    }
  }
  // Insertion sort by (position, order, tag): stable, and a sentence holds few tags.
  auto before = [](const TagEvent& a, const TagEvent& b) {
    if (a.position != b.position) return a.position < b.position;
    if (a.order != b.order) return a.order < b.order;
    return a.tag < b.tag;
  };
  for (size_t i = 1; i < n; ++i) {
    const TagEvent e = events[i];
    size_t j = i;
    while (j > 0 && before(e, events[j - 1])) {
      events[j] = events[j - 1];
      --j;
    }
    events[j] = e;
  }
}

}  // namespace attn::text
