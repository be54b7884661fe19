#include "runtime/src/text/markup.h"

#include <array>
#include <cstring>

namespace attn::text {
namespace {

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }
bool is_name_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_name_char(char c) {
  return is_name_start(c) || (c >= '0' && c <= '9') || c == '-' || c == ':' || c == '_';
}

bool same_name(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
}

template <size_t N>
bool one_of(std::string_view name, const std::array<std::string_view, N>& names) {
  for (std::string_view n : names) {
    if (same_name(name, n)) return true;
  }
  return false;
}

// Elements without content or end tag.
constexpr std::array<std::string_view, 14> kVoid = {"area",  "base",   "br",    "col",  "embed",
                                                    "hr",    "img",    "input", "link", "meta",
                                                    "param", "source", "track", "wbr"};
// Elements that end a line of text: a sentence never runs across them.
constexpr std::array<std::string_view, 40> kBlock = {
    "address", "article", "aside", "blockquote", "br", "dd", "div",   "dl",      "dt",    "fieldset",
    "figure",  "footer",  "form",  "h1",         "h2", "h3", "h4",    "h5",      "h6",    "header",
    "hr",      "li",      "main",  "nav",        "ol", "p",  "pre",   "section", "table", "tbody",
    "td",      "tfoot",   "th",    "thead",      "tr", "ul", "title", "option",  "body",  "figcaption"};
// Elements whose end tag may be left out (an end tag of an enclosing element closes them).
constexpr std::array<std::string_view, 14> kOptionalEnd = {
    "p", "li", "dt", "dd", "td", "th", "tr", "thead", "tbody", "tfoot", "option", "html", "head", "body"};

// The element name of the tag starting at input[at] ('<' or "</").
std::string_view tag_name(std::string_view input, size_t at) {
  size_t begin = at + 1;
  if (begin < input.size() && input[begin] == '/') ++begin;
  size_t end = begin;
  while (end < input.size() && is_name_char(input[end])) ++end;
  return input.substr(begin, end - begin);
}

size_t find(std::string_view input, size_t from, std::string_view what) {
  const size_t at = input.find(what, from);
  return at == std::string_view::npos ? input.size() : at;
}

// Case-insensitive search for "</name" from `from`.
size_t find_end_tag(std::string_view input, size_t from, std::string_view name) {
  for (size_t i = from; i + 2 + name.size() <= input.size(); ++i) {
    if (input[i] == '<' && input[i + 1] == '/' && same_name(input.substr(i + 2, name.size()), name)) return i;
  }
  return input.size();
}

size_t encode_utf8(uint32_t cp, char* out) {
  if (cp < 0x80) {
    out[0] = static_cast<char>(cp);
    return 1;
  }
  if (cp < 0x800) {
    out[0] = static_cast<char>(0xC0 | (cp >> 6));
    out[1] = static_cast<char>(0x80 | (cp & 0x3F));
    return 2;
  }
  if (cp < 0x10000) {
    out[0] = static_cast<char>(0xE0 | (cp >> 12));
    out[1] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out[2] = static_cast<char>(0x80 | (cp & 0x3F));
    return 3;
  }
  out[0] = static_cast<char>(0xF0 | (cp >> 18));
  out[1] = static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
  out[2] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
  out[3] = static_cast<char>(0x80 | (cp & 0x3F));
  return 4;
}

// A character entity at input[at] ('&'): its decoded bytes into out (at most 4) and the input bytes it takes;
// 0 when it is not one (the '&' is then text).
size_t decode_entity(std::string_view input, size_t at, char* out, size_t* out_size) {
  const size_t semicolon = input.find(';', at);
  if (semicolon == std::string_view::npos || semicolon - at > 12 || semicolon == at + 1) return 0;
  const std::string_view name = input.substr(at + 1, semicolon - at - 1);
  struct Named {
    std::string_view name;
    std::string_view text;
  };
  static constexpr std::array<Named, 6> kNamed = {
      {{"amp", "&"}, {"lt", "<"}, {"gt", ">"}, {"quot", "\""}, {"apos", "'"}, {"nbsp", "\xC2\xA0"}}};
  for (const Named& n : kNamed) {
    if (name == n.name) {
      std::memcpy(out, n.text.data(), n.text.size());
      *out_size = n.text.size();
      return semicolon + 1 - at;
    }
  }
  if (name[0] != '#' || name.size() < 2) return 0;
  const bool hex = name[1] == 'x' || name[1] == 'X';
  uint32_t cp = 0;
  size_t digits = 0;
  for (size_t i = hex ? 2 : 1; i < name.size(); ++i, ++digits) {
    const char c = lower(name[i]);
    uint32_t d = 0;
    if (c >= '0' && c <= '9') {
      d = static_cast<uint32_t>(c - '0');
    } else if (hex && c >= 'a' && c <= 'f') {
      d = static_cast<uint32_t>(c - 'a' + 10);
    } else {
      return 0;
    }
    cp = cp * (hex ? 16 : 10) + d;
    if (cp > 0x10FFFF) return 0;
  }
  if (digits == 0 || cp == 0 || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  *out_size = encode_utf8(cp, out);
  return semicolon + 1 - at;
}

}  // namespace

Status parse_markup(std::string_view input, char* text, size_t text_capacity, size_t* text_size,
                    MarkupTag* tags, size_t tag_capacity, size_t* tag_count) {
  size_t size = 0, count = 0;
  uint32_t open = kNoTag;  // innermost open start tag
  uint16_t depth = 0;
  auto put = [&](const char* bytes, size_t n) {
    if (size + n > text_capacity) return false;
    std::memcpy(text + size, bytes, n);
    size += n;
    return true;
  };
  auto too_long = [&]() {
    return Status::Error(StatusCode::kInternal, "markup: the text buffers are too small for %zu bytes",
                         input.size());
  };
  size_t i = 0;
  while (i < input.size()) {
    const char c = input[i];
    if (c == '&') {
      char decoded[4];
      size_t decoded_size = 0;
      const size_t taken = decode_entity(input, i, decoded, &decoded_size);
      if (taken > 0) {
        if (!put(decoded, decoded_size)) return too_long();
        i += taken;
        continue;
      }
    }
    const bool tag_start = c == '<' && i + 1 < input.size() &&
                           (is_name_start(input[i + 1]) || input[i + 1] == '!' || input[i + 1] == '?' ||
                            (input[i + 1] == '/' && i + 2 < input.size() && is_name_start(input[i + 2])));
    if (!tag_start) {
      if (!put(&c, 1)) return too_long();
      ++i;
      continue;
    }
    if (count == tag_capacity) return too_long();
    MarkupTag tag;
    tag.source_begin = static_cast<uint32_t>(i);
    tag.position = static_cast<uint32_t>(size);
    tag.parent = open;
    tag.depth = depth;
    size_t end = 0;  // one past the tag's '>'
    const std::string_view rest = input.substr(i);
    if (rest.substr(0, 4) == "<!--") {
      end = find(input, i + 4, "-->") + 3;
    } else if (rest.substr(0, 9) == "<![CDATA[") {
      end = find(input, i + 9, "]]>") + 3;
    } else if (input[i + 1] == '!' || input[i + 1] == '?') {
      end = find(input, i + 2, ">") + 1;
    } else {
      // Start or end tag: up to the first '>' outside quoted attribute values.
      char quote = 0;
      size_t j = i + 1;
      for (; j < input.size(); ++j) {
        const char d = input[j];
        if (quote != 0) {
          if (d == quote) quote = 0;
        } else if (d == '"' || d == '\'') {
          quote = d;
        } else if (d == '>') {
          break;
        }
      }
      end = j + 1;
    }
    if (end > input.size()) {
      return Status::Error(StatusCode::kInvalidArgument, "markup: the tag at byte %zu is never closed by '>'",
                           i);
    }
    const std::string_view name = tag_name(input, i);
    const bool element = is_name_start(input[i + 1]);
    const bool end_tag = input[i + 1] == '/';
    if (element && (same_name(name, "script") || same_name(name, "style")) && input[end - 2] != '/') {
      // Raw text: the element with its content is one tag.
      const size_t close = find_end_tag(input, end, name);
      if (close == input.size()) {
        return Status::Error(StatusCode::kInvalidArgument, "markup: <%.*s> at byte %zu is never closed",
                             static_cast<int>(name.size()), name.data(), i);
      }
      end = find(input, close, ">") + 1;
      if (end > input.size()) {
        return Status::Error(StatusCode::kInvalidArgument,
                             "markup: the tag at byte %zu is never closed by '>'", close);
      }
      tag.kind = TagKind::kUnit;
    } else if (end_tag) {
      uint32_t k = open;
      while (k != kNoTag && !same_name(tag_name(input, tags[k].source_begin), name)) {
        if (!one_of(tag_name(input, tags[k].source_begin), kOptionalEnd)) {
          return Status::Error(StatusCode::kInvalidArgument,
                               "markup: </%.*s> at byte %zu closes across <%.*s>",
                               static_cast<int>(name.size()), name.data(), i,
                               static_cast<int>(tag_name(input, tags[k].source_begin).size()),
                               tag_name(input, tags[k].source_begin).data());
        }
        k = tags[k].parent;
      }
      if (k == kNoTag) {
        return Status::Error(StatusCode::kInvalidArgument,
                             "markup: </%.*s> at byte %zu closes no open element",
                             static_cast<int>(name.size()), name.data(), i);
      }
      tag.kind = TagKind::kEnd;
      tag.pair = k;
      tag.parent = tags[k].parent;
      tag.depth = tags[k].depth;
      tags[k].pair = static_cast<uint32_t>(count);
      open = tags[k].parent;
      depth = tags[k].depth;
    } else if (element && !one_of(name, kVoid) && input[end - 2] != '/') {
      if (depth == 0xFFFF) {
        return Status::Error(StatusCode::kInvalidArgument,
                             "markup: elements nested more than %d deep at byte %zu", 0xFFFF, i);
      }
      tag.kind = TagKind::kStart;
      open = static_cast<uint32_t>(count);
      ++depth;
    } else {
      tag.kind = TagKind::kUnit;
    }
    tag.source_end = static_cast<uint32_t>(end);
    tag.line_break = (element || end_tag) && one_of(name, kBlock);
    tags[count++] = tag;
    if (tag.line_break && !put("\n", 1)) return too_long();
    i = end;
  }
  *text_size = size;
  *tag_count = count;
  return Status::Ok();
}

size_t escape_markup_text(std::string_view text, char* out, size_t capacity) {
  size_t size = 0;
  auto put = [&](std::string_view bytes) {
    if (!bytes.empty() && size + bytes.size() <= capacity)
      std::memcpy(out + size, bytes.data(), bytes.size());
    size += bytes.size();
  };
  size_t run = 0;  // start of the bytes not yet written that need no escaping
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c != '&' && c != '<' && c != '>') continue;
    put(text.substr(run, i - run));
    put(c == '&' ? "&amp;" : c == '<' ? "&lt;" : "&gt;");
    run = i + 1;
  }
  put(text.substr(run));
  return size;
}

}  // namespace attn::text
