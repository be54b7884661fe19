// A JSON file as the JSON-based catalog formats (formats/json, formats/xcstrings) edit it: parsed by
// nlohmann-json's SAX parser into a tree that knows where each value and key lies in the file's bytes, so a
// writer replaces one value or inserts one member and every other byte stays as it was.
//
// nlohmann-json reports no positions to a SAX handler, so the parser reads the file through an iterator that
// counts what it consumed: at a string or key event the reader stands right after the closing quote, and the
// opening quote is the nearest `"` before it that is preceded by an even number of backslashes (every `"`
// inside a string is escaped). Each span found is checked by parsing it back to the string nlohmann gave.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/src/core/status.h"
#include "localize/src/formats/xml/xml_file.h"

namespace attn::localize::json {

using xml::apply_edits;
using xml::Edit;

struct Node {
  enum class Kind { kObject, kArray, kString, kOther };  // kOther: a number, true, false or null
  struct Member {
    std::string key;
    size_t key_begin = 0, key_end = 0;  // the key's bytes, quotes included
    size_t value = 0;                   // node index
  };
  Kind kind = Kind::kOther;
  size_t begin = 0, end = 0;    // the value's bytes: braces, brackets or quotes included
  std::string text;             // a string's decoded value
  std::vector<Member> members;  // an object's, in file order
  std::map<std::string, size_t, std::less<>> member_at;  // an object's keys: the index into members
  std::vector<size_t> items;    // an array's node indices
};

// How the file lays out its members, for the ones a writer adds: the line end, one level of indentation and
// what stands between a key and its value (": " or Xcode's " : "). A file on one line has no line end and no
// indentation.
struct Style {
  std::string newline = "\n";
  std::string unit = "  ";
  std::string colon = ": ";
};

class Document {
 public:
  // A malformed file is an error "path: line N: malformed JSON: ...", as is a key given twice in one object
  // (readers would keep only one of them) and nesting deeper than 256 levels.
  static Result<Document> parse(std::string path, std::string bytes);

  const std::string& path() const { return path_; }
  const std::string& bytes() const { return bytes_; }
  const Node& root() const { return nodes_[0]; }
  const Node& node(size_t index) const { return nodes_[index]; }
  int line_of(size_t offset) const;
  // The member of an object named key, or nullptr (also when node is no object).
  const Node* member(const Node& object, std::string_view key) const;
  // Its index in the object's members, or nullopt.
  static std::optional<size_t> member_index(const Node& object, std::string_view key);
  // The spaces and tabs that begin the line holding a byte.
  std::string line_indent(size_t offset) const;
  // The style of the file's own members (defaults where it has none to show).
  Style style() const;

 private:
  std::string path_, bytes_;
  std::vector<Node> nodes_;
  std::vector<size_t> line_starts_;  // the offset each line begins at
};

// A value a writer adds: a JSON literal (a quoted string), or, when literal is empty, an object with these
// members in this order.
struct NewMember;
struct NewValue {
  std::string literal;
  std::vector<NewMember> members;
};
struct NewMember {
  std::string key;
  NewValue value;
};

// A string as a JSON literal (quotes, escapes; non-ASCII characters as they are), or an error for a text that
// is not valid UTF-8.
Result<std::string> quote(std::string_view text);

// The value as text, members one a line at indent plus one unit (style).
std::string render(const NewValue& value, const Style& style, const std::string& indent);

// The edit that adds members to an object: after its member `after` (an index into members), before its
// first member when after is nullopt, or as its only members when it has none. A new member takes the white
// space that stands before its neighbour's key.
Edit insert_members(const Document& document, const Node& object, std::optional<size_t> after,
                    const std::vector<NewMember>& members, const Style& style);

}  // namespace attn::localize::json
