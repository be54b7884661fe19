// Android string resource escaping, as aapt2 reads a <string> or <item>: backslash escapes (\' \" \\ \n \t \@
// \? \uXXXX, any other escaped character stands for itself), double quotes that are removed and keep the
// white space between them, and white space outside quotes collapsed to one space and trimmed at both ends.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "localize/src/formats/xml/xml_file.h"

namespace attn::localize::android {

// The text a program gets from an element's content pieces (XML already decoded); markup pieces (<b>,
// <xliff:g …>…</xliff:g>) stay in it as they are.
std::string decode(const std::vector<xml::Piece>& pieces);

// Content bytes for an element, from pieces of a translation (markup kept as it is): text escaped for aapt2
// and for XML, the whole wrapped in double quotes when it has white space that aapt2 would collapse, or
// written as one CDATA section when `cdata` (the source used one) and there is no markup.
std::string encode(const std::vector<xml::Piece>& pieces, bool cdata);

}  // namespace attn::localize::android
