// PO string syntax: the C-style quoted strings of msgid/msgstr lines, decoded for checking where an entry
// sits and encoded for writing a filled msgstr.
#pragma once

#include <string>
#include <string_view>

namespace attn::localize {

// The text of one quoted string line ('"Hello\n"' or 'msgid "Hello\n"'): the part between its first and last
// quote, escapes decoded.
std::string po_unquote(std::string_view line);

// text as the contents of a PO string: \\ \" \n \t \r and other control characters escaped.
std::string po_escape(std::string_view text);

// The lines of a msgstr (keyword "msgstr" or "msgstr[1]"), each ending with eol: one quoted line, or for a
// text with inner line breaks an empty first string and one line per line of text, as msgmerge writes them.
std::string po_keyword_lines(std::string_view keyword, std::string_view text, std::string_view eol);

}  // namespace attn::localize
