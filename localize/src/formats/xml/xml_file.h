// An XML catalog file parsed with pugixml, with the byte range of every node in the original bytes, so that a
// writer can splice new text into the file and keep every other byte.
//
// pugixml was chosen over libxml2 for this: xml_node::offset_debug() is a documented API that gives where
// each node starts in the buffer it parsed, for every node kind. libxml2 tells positions only through its
// parser context's read cursor, and in its SAX callbacks that cursor stands at a different place for each
// event (before a start tag's '>', after an end tag's '>', at the start or the end of a text chunk), an
// internal detail that changes between versions. pugixml does not record where a node ends; end() finds it
// from the starts of the node's last child and the end tag's '>' in bytes that pugixml has already found well
// formed.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <pugixml.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "base/src/core/status.h"

namespace attn::localize::xml {

class XmlFile {
 public:
  // Parses bytes (UTF-8, with or without a byte order mark). A malformed file, or one in another encoding, is
  // an error naming path, line and problem.
  static Result<std::unique_ptr<XmlFile>> parse(std::string_view path, std::string bytes);

  const std::string& bytes() const { return bytes_; }
  pugi::xml_node root() const { return document_.document_element(); }

  // Byte positions of a node parsed from the file: [start, end) is the whole node; for an element,
  // [start, start_tag_end) is its start tag (the whole element when it is empty, <x/>) and
  // [start_tag_end, content_end) its content.
  size_t start(pugi::xml_node node) const;
  size_t end(pugi::xml_node node) const;
  size_t start_tag_end(pugi::xml_node element) const;
  size_t content_end(pugi::xml_node element) const;
  bool is_self_closing(pugi::xml_node element) const;
  std::string_view raw(pugi::xml_node node) const;
  // The whitespace between the node and the node or tag before it ("\n    "), empty when other bytes are
  // there.
  std::string_view indent_before(pugi::xml_node node) const;

  int line_of(size_t offset) const;  // 1-based
  int line_of(pugi::xml_node node) const { return line_of(start(node)); }

 private:
  XmlFile() = default;

  std::string bytes_;
  pugi::xml_document document_;
  std::vector<size_t> line_starts_;
};

// A replacement of bytes [begin, end) of a file by text (an insertion when begin == end).
struct Edit {
  size_t begin = 0;
  size_t end = 0;
  std::string text;
};

// The bytes with every edit applied; edits may come in any order but must not overlap (an insertion where a
// replacement begins comes first).
Result<std::string> apply_edits(std::string_view bytes, std::vector<Edit> edits);

// apply_edits to an XML file's bytes, and the result parsed again as the file at path would be: pugixml reads
// some malformed markup leniently (a declaration closed by "/>", a start tag ended by "?>"), and edits placed
// by such a reading can leave a file that no longer parses. That result is refused, naming where it breaks,
// so that a writer returns either a file that reads again or an error, never a malformed file.
Result<std::string> apply_edits_checked(std::string_view path, std::string_view bytes,
                                        std::vector<Edit> edits);

// XML escapes for character data (& < >, and CR as a reference) and for a double-quoted attribute value (& <
// > " and the white space characters an attribute value would normalise).
std::string escape_text(std::string_view text);
std::string escape_attribute(std::string_view value);
// Where text has a control character that XML 1.0 cannot hold in any form (U+0001-U+0008, ...), if anywhere.
std::optional<size_t> find_non_xml_char(std::string_view text);

// An element's start tag written from its parsed attributes, with attribute `name` set to `value` (added at
// the end when absent; no attribute changes when name is empty). Used for the start tags of elements that a
// writer changes.
std::string start_tag_with(pugi::xml_node element, std::string_view name, std::string_view value);

// An element's mixed content as pieces: character data (escapes decoded, CDATA sections unwrapped) and markup
// (inline elements, kept as their exact bytes). opaque(child) says whether a child element is one piece of
// markup as a whole (a placeholder such as <x/> or <xliff:g>…</xliff:g>); the others give their start tag and
// end tag as markup and their content as pieces in between. Comments and processing instructions are markup.
struct Piece {
  std::string text;
  bool markup = false;
  bool cdata = false;  // character data that was a CDATA section
};
std::vector<Piece> content_pieces(const XmlFile& file, pugi::xml_node element,
                                  const std::function<bool(pugi::xml_node)>& opaque);

// A text in which the markup pieces of a source come back verbatim, split again into pieces: every occurrence
// of a markup string of `markup` (longest first) is markup, the rest is text. Each markup string must occur
// as often as in `markup`, or the result is an error naming the missing or extra one (a translation that lost
// an inline element would no longer be the same document).
Result<std::vector<Piece>> split_markup(std::string_view text, const std::vector<std::string>& markup);

// The markup strings of pieces, one per occurrence.
std::vector<std::string> markup_of(const std::vector<Piece>& pieces);

}  // namespace attn::localize::xml
