// The syntax of an Apple .strings file (the old-style property-list "strings" form Foundation reads):
//
//   /* A comment for the translator */
//   "key" = "value";
//   // a line comment
//   unquoted_key = "value";
//   "alone";                     (a key alone: its value is the key itself)
//
// Keys and values are quoted with " or ', or written unquoted from letters, digits and _$/:.- (as Foundation
// takes them). Quoted text may span lines and holds the escapes \n \t \r \a \b \f \v \" \' \\, \U or \u with
// up to four hex digits (a UTF-16 unit; two of them make a surrogate pair) and up to three octal digits. The
// reader keeps every token's byte range, so a writer can splice a value without touching any other byte.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "base/src/core/status.h"

namespace attn::localize::apple {

struct Range {
  size_t begin = 0, end = 0;  // [begin, end) in the file's UTF-8 text
};

// One key = value pair as written.
struct StringsPair {
  std::string key, value;  // escapes decoded
  Range key_token;         // the key as written (quotes included)
  Range value_token;       // the value as written; empty (at the ';') for a key alone
  Range whole;             // from the key to the ';' included
  // The comments directly above the pair (each on the line before the next, or on the pair's own line) and
  // on its own line after the ';', in file order.
  std::vector<Range> comments;
  size_t lead_begin = 0;  // where the pair's part of the file begins: after the previous pair, or after a
                          // comment that is not its own (a file header)
  int line = 0;           // 1-based line of the key
};

// Every pair of text, in file order, a key defined twice included (Foundation takes the later definition).
// A syntax error names path and the line: an unterminated comment or string, a missing '=' or ';', a
// character that starts no token.
Result<std::vector<StringsPair>> parse_strings(std::string_view path, std::string_view text);

// A comment's text without its /* */ or // and the white space around it.
std::string comment_body(std::string_view comment);

// text as a double-quoted token: " and \ escaped, and \n \t \r for those characters (Foundation reads them
// back the same; Xcode writes them so).
std::string quote_strings_text(std::string_view text);

}  // namespace attn::localize::apple
