#include "localize/src/formats/po/po_text.h"

#include <cctype>
#include <cstdio>

namespace attn::localize {

std::string po_unquote(std::string_view line) {
  const size_t open = line.find('"');
  const size_t close = line.rfind('"');
  if (open == std::string_view::npos || close <= open) return {};
  const std::string_view body = line.substr(open + 1, close - open - 1);
  std::string out;
  for (size_t i = 0; i < body.size(); ++i) {
    if (body[i] != '\\' || i + 1 == body.size()) {
      out += body[i];
      continue;
    }
    const char c = body[++i];
    switch (c) {
      case 'n':
        out += '\n';
        break;
      case 't':
        out += '\t';
        break;
      case 'r':
        out += '\r';
        break;
      case 'a':
        out += '\a';
        break;
      case 'b':
        out += '\b';
        break;
      case 'f':
        out += '\f';
        break;
      case 'v':
        out += '\v';
        break;
      case 'x': {
        int value = 0, digits = 0;
        while (i + 1 < body.size() && std::isxdigit(static_cast<unsigned char>(body[i + 1])) && digits < 2) {
          const char h = body[++i];
          value = value * 16 + (h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
          ++digits;
        }
        out += static_cast<char>(value);
        break;
      }
      default:
        if (c >= '0' && c <= '7') {
          int value = c - '0', digits = 1;
          while (i + 1 < body.size() && body[i + 1] >= '0' && body[i + 1] <= '7' && digits < 3) {
            value = value * 8 + (body[++i] - '0');
            ++digits;
          }
          out += static_cast<char>(value);
        } else {
          out += c;  // \" \\ and anything else: the character itself
        }
    }
  }
  return out;
}

std::string po_escape(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '\\':
        out += "\\\\";
        break;
      case '"':
        out += "\\\"";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\a':
        out += "\\a";
        break;
      case '\b':
        out += "\\b";
        break;
      case '\f':
        out += "\\f";
        break;
      case '\v':
        out += "\\v";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char octal[8];
          std::snprintf(octal, sizeof octal, "\\%03o", static_cast<unsigned char>(c));
          out += octal;
        } else {
          out += c;
        }
    }
  }
  return out;
}

std::string po_keyword_lines(std::string_view keyword, std::string_view text, std::string_view eol) {
  std::string out(keyword);
  const size_t inner_break = text.find('\n');
  if (inner_break == std::string_view::npos || inner_break + 1 == text.size()) {
    out += " \"";
    out += po_escape(text);
    out += '"';
    out += eol;
    return out;
  }
  out += " \"\"";
  out += eol;
  size_t start = 0;
  while (start < text.size()) {
    const size_t nl = text.find('\n', start);
    const size_t end = nl == std::string_view::npos ? text.size() : nl + 1;
    out += '"';
    out += po_escape(text.substr(start, end - start));
    out += '"';
    out += eol;
    start = end;
  }
  return out;
}

}  // namespace attn::localize
