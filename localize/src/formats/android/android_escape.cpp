#include "localize/src/formats/android/android_escape.h"

#include <optional>

#include "localize/src/formats/text/code_point.h"

namespace attn::localize::android {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// \uXXXX with four hex digits at text[i] (after the 'u'), or nullopt.
std::optional<uint32_t> unicode_escape(std::string_view text, size_t i) {
  if (i + 4 > text.size()) return std::nullopt;
  uint32_t cp = 0;
  for (size_t k = 0; k < 4; ++k) {
    const int v = hex_value(text[i + k]);
    if (v < 0) return std::nullopt;
    cp = cp * 16 + static_cast<uint32_t>(v);
  }
  return cp;
}

}  // namespace

std::string decode(const std::vector<xml::Piece>& pieces) {
  std::string out;
  bool quoted = false;
  bool pending_space = false;  // white space outside quotes, written as one space before what follows it
  auto flush_space = [&] {
    if (pending_space && !out.empty()) out += ' ';
    pending_space = false;
  };
  for (const xml::Piece& piece : pieces) {
    if (piece.markup) {
      flush_space();
      out += piece.text;
      continue;
    }
    const std::string_view text = piece.text;
    for (size_t i = 0; i < text.size(); ++i) {
      const char c = text[i];
      if (c == '\\' && i + 1 < text.size()) {
        flush_space();
        const char n = text[++i];
        if (n == 'n') {
          out += '\n';
        } else if (n == 't') {
          out += '\t';
        } else if (n == 'u' && unicode_escape(text, i + 1)) {
          append_utf8(out, *unicode_escape(text, i + 1));
          i += 4;
        } else {
          out += n;
        }
      } else if (c == '"') {
        quoted = !quoted;
      } else if (!quoted && is_space(c)) {
        pending_space = true;
      } else {
        flush_space();
        out += c;
      }
    }
  }
  return out;
}

std::string encode(const std::vector<xml::Piece>& pieces, bool cdata) {
  bool has_markup = false, loose_space = false;
  std::string all_text;
  for (const xml::Piece& piece : pieces) {
    has_markup = has_markup || piece.markup;
    all_text += piece.markup ? "x" : piece.text;
  }
  // Spaces aapt2 would collapse or trim: at either end, or two in a row.
  loose_space = !all_text.empty() && (all_text.front() == ' ' || all_text.back() == ' ' ||
                                      all_text.find("  ") != std::string::npos);
  const bool as_cdata = cdata && !has_markup;
  std::string out;
  bool first = true;
  for (const xml::Piece& piece : pieces) {
    if (piece.markup) {
      out += piece.text;
      first = false;
      continue;
    }
    std::string escaped;
    for (char c : piece.text) {
      switch (c) {
        case '\\':
          escaped += "\\\\";
          break;
        case '"':
          escaped += "\\\"";
          break;
        case '\'':
          escaped += "\\'";
          break;
        case '\n':
          escaped += "\\n";
          break;
        case '\t':
          escaped += "\\t";
          break;
        case '\r':
          escaped += "\\u000d";
          break;  // a raw CR would be white space, collapsed
        case '@':
        case '?':
          // A leading @ or ? would make the text a resource reference.
          if (first && escaped.empty()) escaped += '\\';
          escaped += c;
          break;
        default:
          if (static_cast<unsigned char>(c) <
              0x20) {  // XML cannot hold other control characters; aapt2's \u can
            static constexpr char kHex[] = "0123456789abcdef";
            escaped += "\\u00";
            escaped += kHex[(c >> 4) & 0xF];
            escaped += kHex[c & 0xF];
          } else {
            escaped += c;
          }
      }
    }
    first = false;
    if (!as_cdata) {
      out += xml::escape_text(escaped);
      continue;
    }
    // "]]>" would end the section: its ">" goes into the next one.
    for (size_t at = escaped.find("]]>"); at != std::string::npos; at = escaped.find("]]>", at + 15))
      escaped.replace(at, 3, "]]]]><![CDATA[>");
    out += escaped;
  }
  if (loose_space) out = "\"" + out + "\"";
  return as_cdata ? "<![CDATA[" + out + "]]>" : out;
}

}  // namespace attn::localize::android
