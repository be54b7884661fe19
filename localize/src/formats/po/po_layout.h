// Where each entry of a PO file sits in its bytes. libgettextpo parses and validates the file but does not
// say where a message is; this reads only the shape of the lines (comments, keywords, continuation strings)
// to find each entry's msgstr lines and flags line, so that a filled translation can be spliced into the
// file's own bytes. The entries found must match libgettextpo's messages one for one (po_catalog.cpp checks
// their msgctxt and msgid), so a file this misreads is refused, never written wrongly.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace attn::localize {

struct PoBlock {
  size_t first_line = 0;             // 0-based: the entry's first line (its first comment, else its keyword)
  size_t insert_flags_line = 0;      // where a new "#, fuzzy" line goes: before #| lines, msgctxt or msgid
  std::optional<size_t> flags_line;  // the "#, ..." line, if any
  size_t msgstr_begin = 0, msgstr_end = 0;  // [begin, end) lines of msgstr / msgstr[N] and their strings
  bool obsolete = false;
  bool has_msgctxt = false;
  std::string msgctxt, msgid;  // decoded, for matching with libgettextpo's messages
};

struct PoLayout {
  std::vector<size_t> line_starts;  // byte offset of each line; one more entry: the file's size
  std::vector<PoBlock> blocks;      // in file order
  std::string eol = "\n";           // the file's line ending ("\r\n" when its first line has one)
};

PoLayout layout_po(std::string_view bytes);

}  // namespace attn::localize
