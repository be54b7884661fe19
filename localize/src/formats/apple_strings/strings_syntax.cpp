#include "localize/src/formats/apple_strings/strings_syntax.h"

#include <algorithm>
#include <cstdint>
#include <optional>

#include "localize/src/formats/text/code_point.h"

namespace attn::localize::apple {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// Foundation's characters of an unquoted string.
bool is_unquoted(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
         c == '/' || c == ':' || c == '.' || c == '-';
}

// A comment, or a key = value pair, in file order.
struct Item {
  Range range;
  std::optional<size_t> pair;  // index into the pairs; nullopt: a comment
};

class Parser {
 public:
  Parser(std::string_view path, std::string_view text) : path_(path), t_(text) {
    for (size_t i = 0; i < t_.size(); ++i)
      if (t_[i] == '\n') newlines_.push_back(i);
  }

  Result<std::vector<StringsPair>> parse();

 private:
  int line_at(size_t at) const {
    return 1 + static_cast<int>(std::lower_bound(newlines_.begin(), newlines_.end(), at) - newlines_.begin());
  }
  template <typename... Args>
  Status error(size_t at, const char* format, Args... args) const {
    const std::string message = "%s: line %d: " + std::string(format);
    return Status::Error(StatusCode::kInvalidArgument, message.c_str(), path_.c_str(), line_at(at), args...);
  }
  bool same_line(size_t a, size_t b) const { return line_at(a) == line_at(b); }
  // Skips white space and comments (each recorded as an item; inner ones also as the current pair's).
  Status skip(std::vector<Range>* inner = nullptr);
  // A quoted or unquoted string at pos_: its decoded text and its range.
  Status token(std::string& text, Range& range, const char* what);
  Status quoted(std::string& text);
  void attach_comments();

  std::string path_;
  std::string_view t_;
  size_t pos_ = 0;
  std::vector<size_t> newlines_;
  std::vector<Item> items_;
  std::vector<StringsPair> pairs_;
};

Status Parser::skip(std::vector<Range>* inner) {
  while (pos_ < t_.size()) {
    if (is_space(t_[pos_])) {
      ++pos_;
    } else if (t_.substr(pos_, 2) == "/*") {
      const size_t close = t_.find("*/", pos_ + 2);
      if (close == std::string_view::npos) return error(pos_, "a comment /* without its */");
      const Range range{pos_, close + 2};
      (inner ? inner->push_back(range) : items_.push_back({range, std::nullopt}));
      pos_ = close + 2;
    } else if (t_.substr(pos_, 2) == "//") {
      const Range range{pos_, std::min(t_.find('\n', pos_), t_.size())};
      (inner ? inner->push_back(range) : items_.push_back({range, std::nullopt}));
      pos_ = range.end;
    } else {
      break;
    }
  }
  return Status::Ok();
}

Status Parser::quoted(std::string& text) {
  const size_t start = pos_;
  const char quote = t_[pos_++];
  uint32_t pending_high = 0;  // a high surrogate waiting for its low half
  size_t pending_at = 0;
  while (true) {
    if (pos_ >= t_.size()) return error(start, "a string without its closing %c", quote);
    const char c = t_[pos_];
    const bool unit_escape =
        c == '\\' && pos_ + 1 < t_.size() && (t_[pos_ + 1] == 'U' || t_[pos_ + 1] == 'u');
    if (pending_high != 0 && !unit_escape)
      return error(pending_at, "\\U%04X is half of a UTF-16 surrogate pair without its other half",
                   pending_high);
    if (c == quote) break;
    if (c != '\\') {
      text += c;
      ++pos_;
      continue;
    }
    if (pos_ + 1 >= t_.size()) return error(start, "a string without its closing %c", quote);
    const size_t escape_at = pos_;
    const char e = t_[pos_ + 1];
    pos_ += 2;
    switch (e) {
      case 'a':
        text += '\a';
        break;
      case 'b':
        text += '\b';
        break;
      case 'f':
        text += '\f';
        break;
      case 'n':
        text += '\n';
        break;
      case 'r':
        text += '\r';
        break;
      case 't':
        text += '\t';
        break;
      case 'v':
        text += '\v';
        break;
      case 'U':
      case 'u': {
        uint32_t unit = 0;
        int digits = 0;
        while (digits < 4 && pos_ < t_.size() && hex_value(t_[pos_]) >= 0) {
          unit = unit * 16 + static_cast<uint32_t>(hex_value(t_[pos_++]));
          ++digits;
        }
        if (digits == 0) return error(escape_at, "\\%c without hex digits", e);
        if (pending_high != 0) {
          if (unit < 0xDC00 || unit > 0xDFFF)
            return error(pending_at, "\\U%04X is half of a UTF-16 surrogate pair without its other half",
                         pending_high);
          append_utf8(text, 0x10000 + ((pending_high - 0xD800) << 10) + (unit - 0xDC00));
          pending_high = 0;
        } else if (unit >= 0xD800 && unit <= 0xDBFF) {
          pending_high = unit;
          pending_at = escape_at;
        } else if (unit >= 0xDC00 && unit <= 0xDFFF) {
          return error(escape_at, "\\U%04X is half of a UTF-16 surrogate pair without its other half", unit);
        } else {
          append_utf8(text, unit);
        }
        break;
      }
      default:
        if (e >= '0' && e <= '7') {
          // Up to three octal digits: a byte of Foundation's NeXTSTEP encoding, which is ASCII below 128; the
          // rest is read as Latin-1, where most of its letters agree.
          uint32_t value = static_cast<uint32_t>(e - '0');
          for (int digits = 1; digits < 3 && pos_ < t_.size() && t_[pos_] >= '0' && t_[pos_] <= '7'; ++digits)
            value = value * 8 + static_cast<uint32_t>(t_[pos_++] - '0');
          append_utf8(text, value);
        } else {
          text += e;  // \" \' \\ and any other character stand for themselves
        }
    }
  }
  ++pos_;
  return Status::Ok();
}

Status Parser::token(std::string& text, Range& range, const char* what) {
  range.begin = pos_;
  if (pos_ >= t_.size()) return error(pos_, "the file ends where %s should be", what);
  const char c = t_[pos_];
  if (c == '"' || c == '\'') {
    ATTN_RETURN_IF_ERROR(quoted(text));
  } else if (is_unquoted(c)) {
    while (pos_ < t_.size() && is_unquoted(t_[pos_])) text += t_[pos_++];
  } else {
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7F)
      return error(pos_, "byte 0x%02X where %s should be", static_cast<unsigned char>(c), what);
    return error(pos_, "'%c' where %s should be", c, what);
  }
  range.end = pos_;
  return Status::Ok();
}

Result<std::vector<StringsPair>> Parser::parse() {
  while (true) {
    ATTN_RETURN_IF_ERROR(skip());
    if (pos_ >= t_.size()) break;
    StringsPair pair;
    ATTN_RETURN_IF_ERROR(token(pair.key, pair.key_token, "a key"));
    pair.line = line_at(pair.key_token.begin);
    ATTN_RETURN_IF_ERROR(skip(&pair.comments));
    if (pos_ < t_.size() && t_[pos_] == ';') {
      pair.value = pair.key;  // a key alone stands for itself
      pair.value_token = {pos_, pos_};
    } else {
      if (pos_ >= t_.size() || t_[pos_] != '=')
        return error(pair.key_token.begin, "expected '=' or ';' after the key \"%s\"", pair.key.c_str());
      ++pos_;
      ATTN_RETURN_IF_ERROR(skip(&pair.comments));
      ATTN_RETURN_IF_ERROR(token(pair.value, pair.value_token, "a value"));
      ATTN_RETURN_IF_ERROR(skip(&pair.comments));
      if (pos_ >= t_.size() || t_[pos_] != ';')
        return error(pair.value_token.end, "expected ';' after the value of \"%s\"", pair.key.c_str());
    }
    ++pos_;
    pair.whole = {pair.key_token.begin, pos_};
    items_.push_back({pair.whole, pairs_.size()});
    pairs_.push_back(std::move(pair));
  }
  attach_comments();
  return std::move(pairs_);
}

// A comment belongs to a pair when it ends the pair's line (after the ';'), or when it stands directly above
// the pair or above another comment of the pair (the white space between holds at most one line end). Others
// (a file header after a blank line) belong to no pair.
void Parser::attach_comments() {
  std::vector<bool> taken(items_.size(), false);
  for (size_t i = 0; i < items_.size(); ++i) {
    if (!items_[i].pair) continue;
    StringsPair& pair = pairs_[*items_[i].pair];
    std::vector<Range> above;
    size_t next_begin = pair.whole.begin;
    size_t j = i;
    while (j > 0 && !items_[j - 1].pair && !taken[j - 1]) {
      const Range& comment = items_[j - 1].range;
      const std::string_view between = t_.substr(comment.end, next_begin - comment.end);
      if (std::count(between.begin(), between.end(), '\n') > 1) break;
      above.push_back(comment);
      taken[j - 1] = true;
      next_begin = comment.begin;
      --j;
    }
    pair.lead_begin = j > 0 ? items_[j - 1].range.end : 0;
    std::reverse(above.begin(), above.end());
    above.insert(above.end(), pair.comments.begin(), pair.comments.end());
    for (size_t k = i + 1;
         k < items_.size() && !items_[k].pair && same_line(pair.whole.end, items_[k].range.begin); ++k) {
      above.push_back(items_[k].range);
      taken[k] = true;
    }
    pair.comments = std::move(above);
  }
}

}  // namespace

Result<std::vector<StringsPair>> parse_strings(std::string_view path, std::string_view text) {
  return Parser(path, text).parse();
}

std::string comment_body(std::string_view comment) {
  if (comment.starts_with("/*")) {
    comment.remove_prefix(2);
    if (comment.ends_with("*/")) comment.remove_suffix(2);
  } else if (comment.starts_with("//")) {
    comment.remove_prefix(2);
  }
  while (!comment.empty() && is_space(comment.front())) comment.remove_prefix(1);
  while (!comment.empty() && is_space(comment.back())) comment.remove_suffix(1);
  return std::string(comment);
}

std::string quote_strings_text(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
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
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          static const char kHex[] = "0123456789ABCDEF";
          out += "\\U00";
          out += kHex[(c >> 4) & 0xF];
          out += kHex[c & 0xF];
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

}  // namespace attn::localize::apple
