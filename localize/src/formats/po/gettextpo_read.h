// libgettextpo's reader behind a C++ face: the messages of a PO file given as bytes, or the first error it
// reported (with its line).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "base/src/core/status.h"

namespace attn::localize {

struct PoMessage {
  bool has_msgctxt = false;
  std::string msgctxt, msgid, msgid_plural;
  std::vector<std::string> msgstr;  // one, or one per msgstr[N] of a plural message
  bool fuzzy = false, obsolete = false;
  std::vector<std::string> formats;  // "c-format", "python-format", ... that the entry is flagged with
  std::string comments, extracted_comments;
};

struct PoContents {
  std::string header;  // the header entry's msgstr; empty when the file has none
  bool has_header = false;
  std::vector<PoMessage> messages;  // in file order, the header and obsolete messages included
};

// Parses bytes (named path in errors). libgettextpo reads files only: the bytes go through an anonymous
// memory file.
Result<PoContents> gettextpo_read(std::string_view path, std::string_view bytes);

}  // namespace attn::localize
