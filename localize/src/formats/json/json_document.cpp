#include "localize/src/formats/json/json_document.h"

#include <algorithm>
#include <iterator>
#include <nlohmann/json.hpp>

namespace attn::localize::json {
namespace {

constexpr size_t kMaxDepth = 256;

// The iterator nlohmann-json reads the file through: it records how far the reader has got.
struct CountingIterator {
  using iterator_category = std::forward_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;

  const char* at = nullptr;
  const char** reached = nullptr;

  reference operator*() const { return *at; }
  CountingIterator& operator++() {
    ++at;
    *reached = std::max(*reached, at);
    return *this;
  }
  CountingIterator operator++(int) {
    CountingIterator before = *this;
    ++*this;
    return before;
  }
  bool operator==(const CountingIterator& other) const { return at == other.at; }
};

bool is_scalar_char(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '+' || c == '-' ||
         c == '.';
}

// Builds the node tree from nlohmann-json's SAX events (the interface nlohmann::json::sax_parse calls).
class TreeBuilder {
 public:
  using json = nlohmann::json;

  TreeBuilder(std::string_view bytes, const char** reached, std::vector<Node>& nodes)
      : bytes_(bytes), reached_(reached), nodes_(nodes) {}

  bool null() { return scalar(); }
  bool boolean(bool) { return scalar(); }
  bool number_integer(json::number_integer_t) { return scalar(); }
  bool number_unsigned(json::number_unsigned_t) { return scalar(); }
  bool number_float(json::number_float_t, const std::string&) { return scalar(); }
  bool binary(json::binary_t&) { return fail(position(), "binary values are not JSON"); }
  bool string(std::string& value) {
    size_t begin = 0;
    if (!place_string(value, begin)) return false;
    Node node;
    node.kind = Node::Kind::kString;
    node.begin = begin;
    node.end = position();
    node.text = std::move(value);
    return add(std::move(node));
  }
  bool key(std::string& value) {
    size_t begin = 0;
    if (!place_string(value, begin)) return false;
    Node& object = nodes_[stack_.back()];
    if (!object.member_at.emplace(value, object.members.size()).second)
      return fail(begin, "the key \"" + value.substr(0, 80) + "\" is given twice in one object");
    pending_ = {std::move(value), begin, position(), 0};
    return true;
  }
  bool start_object(std::size_t) { return open(Node::Kind::kObject, '{'); }
  bool start_array(std::size_t) { return open(Node::Kind::kArray, '['); }
  bool end_object() { return close('}'); }
  bool end_array() { return close(']'); }
  bool parse_error(std::size_t at, const std::string&, const nlohmann::detail::exception& error) {
    // nlohmann's message reads "[json.exception.parse_error.101] parse error at line 3, column 5: syntax
    // error while parsing ..."; the line is stated by the caller.
    std::string what = error.what();
    const size_t colon = what.find(": ");
    if (colon != std::string::npos) what = what.substr(colon + 2);
    return fail(at == 0 ? 0 : at - 1, "malformed JSON: " + what);
  }

  const std::string& error() const { return error_; }
  size_t error_at() const { return error_at_; }

 private:
  size_t position() const { return static_cast<size_t>(*reached_ - bytes_.data()); }

  bool fail(size_t at, std::string message) {
    if (error_.empty()) {
      error_ = std::move(message);
      error_at_ = std::min(at, bytes_.size());
    }
    return false;
  }

  // The reader stands right after the closing quote: the opening one is the nearest quote before it that is
  // not escaped. The span is checked by reading it again.
  bool place_string(const std::string& value, size_t& begin) {
    const size_t end = position();
    if (end == 0 || bytes_[end - 1] != '"') return fail(end, "cannot place a string in the file");
    for (size_t at = end - 1; at-- > 0;) {
      if (bytes_[at] != '"') continue;
      size_t backslashes = 0;
      while (backslashes < at && bytes_[at - 1 - backslashes] == '\\') ++backslashes;
      if (backslashes % 2 != 0) continue;
      const json back = json::parse(bytes_.substr(at, end - at), nullptr, false);
      if (!back.is_string() || back.get_ref<const std::string&>() != value)
        return fail(at, "cannot place a string in the file");
      begin = at;
      return true;
    }
    return fail(end, "cannot place a string in the file");
  }

  bool scalar() {
    // A number is read one character too far (its end is where the next token's character is); true, false
    // and null are read exactly.
    size_t end = position();
    while (end > 0 && !is_scalar_char(bytes_[end - 1])) --end;
    size_t begin = end;
    while (begin > 0 && is_scalar_char(bytes_[begin - 1])) --begin;
    Node node;
    node.begin = begin;
    node.end = end;
    return add(std::move(node));
  }

  bool open(Node::Kind kind, char brace) {
    const size_t at = position();
    if (at == 0 || bytes_[at - 1] != brace) return fail(at, "cannot place a brace in the file");
    if (stack_.size() >= kMaxDepth) return fail(at, "nested deeper than 256 levels");
    Node node;
    node.kind = kind;
    node.begin = at - 1;
    if (!add(std::move(node))) return false;
    stack_.push_back(nodes_.size() - 1);
    return true;
  }

  bool close(char brace) {
    const size_t at = position();
    if (stack_.empty() || at == 0 || bytes_[at - 1] != brace)
      return fail(at, "cannot place a brace in the file");
    nodes_[stack_.back()].end = at;
    stack_.pop_back();
    return true;
  }

  // A new value: the root, an array's item or the member of the key just read.
  bool add(Node node) {
    nodes_.push_back(std::move(node));
    const size_t index = nodes_.size() - 1;
    if (stack_.empty()) return index == 0 || fail(nodes_[index].begin, "a second value after the first");
    Node& parent = nodes_[stack_.back()];
    if (parent.kind == Node::Kind::kArray) {
      parent.items.push_back(index);
    } else {
      pending_.value = index;
      parent.members.push_back(std::move(pending_));
    }
    return true;
  }

  std::string_view bytes_;
  const char** reached_;
  std::vector<Node>& nodes_;
  std::vector<size_t> stack_;
  Node::Member pending_;
  std::string error_;
  size_t error_at_ = 0;
};

// The white space before an object member's key (after the '{' or ',' before it).
std::string_view lead_of(std::string_view bytes, const Node::Member& member) {
  size_t at = member.key_begin;
  while (at > 0 &&
         (bytes[at - 1] == ' ' || bytes[at - 1] == '\t' || bytes[at - 1] == '\n' || bytes[at - 1] == '\r'))
    --at;
  return bytes.substr(at, member.key_begin - at);
}

std::string indent_of(std::string_view lead) {
  const size_t newline = lead.find_last_of('\n');
  return std::string(newline == std::string_view::npos ? lead : lead.substr(newline + 1));
}

}  // namespace

Result<Document> Document::parse(std::string path, std::string bytes) {
  Document document;
  document.path_ = std::move(path);
  document.bytes_ = std::move(bytes);
  const std::string& text = document.bytes_;
  const char* reached = text.data();
  TreeBuilder builder(text, &reached, document.nodes_);
  const CountingIterator first{text.data(), &reached}, last{text.data() + text.size(), &reached};
  const bool parsed = nlohmann::json::sax_parse(first, last, &builder);
  if (!parsed || document.nodes_.empty()) {
    const std::string message = builder.error().empty() ? "malformed JSON" : builder.error();
    return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: %s", document.path_.c_str(),
                         document.line_of(builder.error_at()), message.c_str());
  }
  document.line_starts_.push_back(0);
  for (size_t at = text.find('\n'); at != std::string::npos; at = text.find('\n', at + 1))
    document.line_starts_.push_back(at + 1);
  return document;
}

int Document::line_of(size_t offset) const {
  if (line_starts_.empty()) {  // an error of the parse itself, before the table exists
    offset = std::min(offset, bytes_.size());
    return 1 + static_cast<int>(
                   std::count(bytes_.begin(), bytes_.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
  }
  return static_cast<int>(std::upper_bound(line_starts_.begin(), line_starts_.end(), offset) -
                          line_starts_.begin());
}

std::string Document::line_indent(size_t offset) const {
  size_t start = std::min(offset, bytes_.size());
  while (start > 0 && bytes_[start - 1] != '\n') --start;
  size_t end = start;
  while (end < bytes_.size() && (bytes_[end] == ' ' || bytes_[end] == '\t')) ++end;
  return bytes_.substr(start, end - start);
}

std::optional<size_t> Document::member_index(const Node& object, std::string_view key) {
  const auto found = object.member_at.find(key);
  return found == object.member_at.end() ? std::nullopt : std::optional<size_t>(found->second);
}

const Node* Document::member(const Node& object, std::string_view key) const {
  const std::optional<size_t> at = member_index(object, key);
  return at ? &nodes_[object.members[*at].value] : nullptr;
}

Style Document::style() const {
  Style style;
  // The root's first member shows the line end and one level; the first member whose value has a known start
  // shows the colon.
  if (!root().members.empty()) {
    const std::string_view lead = lead_of(bytes_, root().members.front());
    const size_t newline = lead.find('\n');
    if (newline == std::string_view::npos) {
      style.newline.clear();
      style.unit.clear();
    } else {
      style.newline = newline > 0 && lead[newline - 1] == '\r' ? "\r\n" : "\n";
      style.unit = indent_of(lead);
    }
  }
  for (const Node& node : nodes_) {
    for (const Node::Member& m : node.members) {
      const size_t value_begin = nodes_[m.value].begin;
      if (value_begin > m.key_end) {
        style.colon = bytes_.substr(m.key_end, value_begin - m.key_end);
        return style;
      }
    }
  }
  return style;
}

Result<std::string> quote(std::string_view text) {
  try {
    return nlohmann::json(std::string(text)).dump(-1, ' ', false, nlohmann::json::error_handler_t::strict);
  } catch (const nlohmann::json::exception&) {
    return Status::Error(StatusCode::kInvalidArgument, "the text is not valid UTF-8");
  }
}

std::string render(const NewValue& value, const Style& style, const std::string& indent) {
  if (!value.literal.empty()) return value.literal;
  if (value.members.empty()) return "{}";
  const std::string inner = indent + style.unit;
  std::string text = "{";
  for (size_t i = 0; i < value.members.size(); ++i) {
    const auto& [key, child] = value.members[i];
    text += (i == 0 ? "" : ",") + style.newline + inner + quote(key).value() + style.colon +
            render(child, style, inner);
  }
  return text + style.newline + indent + "}";
}

Edit insert_members(const Document& document, const Node& object, std::optional<size_t> after,
                    const std::vector<NewMember>& members, const Style& style) {
  const std::string_view bytes = document.bytes();
  if (object.members.empty()) {
    NewValue whole;
    whole.members = members;
    return {object.begin, object.end, render(whole, style, document.line_indent(object.begin))};
  }
  const Node::Member& neighbour = after ? object.members[*after] : object.members.front();
  const std::string lead(lead_of(bytes, neighbour));
  const std::string indent = indent_of(lead);
  std::string text;
  for (const auto& [key, value] : members) {
    const std::string member = quote(key).value() + style.colon + render(value, style, indent);
    text += after ? "," + lead + member : member + "," + lead;
  }
  const size_t at = after ? document.node(neighbour.value).end : neighbour.key_begin;
  return {at, at, text};
}

}  // namespace attn::localize::json
