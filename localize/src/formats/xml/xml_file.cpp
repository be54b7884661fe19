#include "localize/src/formats/xml/xml_file.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace attn::localize::xml {
namespace {

constexpr unsigned kParseFlags = (pugi::parse_default | pugi::parse_ws_pcdata | pugi::parse_comments |
                                  pugi::parse_pi | pugi::parse_declaration | pugi::parse_doctype);

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() &&
         std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return (x | 0x20) == (y | 0x20); });
}

std::string shorten(std::string_view s) {
  constexpr size_t kShown = 60;
  return s.size() <= kShown ? std::string(s) : std::string(s.substr(0, kShown)) + "...";
}

}  // namespace

Result<std::unique_ptr<XmlFile>> XmlFile::parse(std::string_view path, std::string bytes) {
  const std::string_view b(bytes);
  const std::string p(path);
  // pugixml converts other encodings into a new buffer, where its offsets would no longer be the file's.
  if (b.starts_with("\xFE\xFF") || b.starts_with("\xFF\xFE") ||
      b.starts_with(std::string_view("\0\0\xFE\xFF", 4)))
    return Status::Error(StatusCode::kInvalidArgument,
                         "%s: line 1: UTF-16 and UTF-32 files are not read; convert to UTF-8", p.c_str());
  std::unique_ptr<XmlFile> file(new XmlFile());
  file->bytes_ = std::move(bytes);
  file->line_starts_.push_back(0);
  for (size_t i = 0; i < file->bytes_.size(); ++i)
    if (file->bytes_[i] == '\n') file->line_starts_.push_back(i + 1);

  const pugi::xml_parse_result parsed =
      file->document_.load_buffer(file->bytes_.data(), file->bytes_.size(), kParseFlags, pugi::encoding_utf8);
  if (!parsed) {
    return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: malformed XML: %s", p.c_str(),
                         file->line_of(static_cast<size_t>(parsed.offset)), parsed.description());
  }
  for (pugi::xml_node node : file->document_.children()) {
    if (node.type() != pugi::node_declaration) continue;
    const std::string_view encoding = node.attribute("encoding").value();
    if (!encoding.empty() && !iequals(encoding, "utf-8") && !iequals(encoding, "us-ascii"))
      return Status::Error(StatusCode::kInvalidArgument,
                           "%s: line %d: encoding \"%s\" is not read; convert to UTF-8", p.c_str(),
                           file->line_of(node), shorten(encoding).c_str());
  }
  if (!file->root())
    return Status::Error(StatusCode::kInvalidArgument, "%s: line 1: malformed XML: no root element",
                         p.c_str());
  return file;
}

size_t XmlFile::start(pugi::xml_node node) const {
  const size_t at = static_cast<size_t>(node.offset_debug());
  // offset_debug() is where the node's name or value begins, after its opening delimiter.
  switch (node.type()) {
    case pugi::node_element:
      return at - 1;  // <name
    case pugi::node_cdata:
      return at - 9;  // <![CDATA[value
    case pugi::node_comment:
      return at - 4;  // <!--value
    case pugi::node_pi:
    case pugi::node_declaration:
      return at - 2;  // <?name
    case pugi::node_doctype:
      return bytes_.rfind("<!DOCTYPE", at);
    default:
      return at;  // character data
  }
}

size_t XmlFile::end(pugi::xml_node node) const {
  const size_t from = start(node);
  auto after = [&](std::string_view closing, size_t skip) {
    const size_t at = bytes_.find(closing, from + skip);
    return at == std::string::npos ? bytes_.size() : at + closing.size();
  };
  switch (node.type()) {
    case pugi::node_element:
      if (is_self_closing(node)) return start_tag_end(node);
      return std::min(bytes_.find('>', content_end(node)) + 1, bytes_.size());
    case pugi::node_cdata:
      return after("]]>", 9);
    case pugi::node_comment:
      return after("-->", 4);
    case pugi::node_pi:
    case pugi::node_declaration:
      return after("?>", 2);
    case pugi::node_doctype:
      return after(">", 9);
    default: {  // character data runs to the next markup: '<' is never part of it
      const size_t at = bytes_.find('<', from);
      return at == std::string::npos ? bytes_.size() : at;
    }
  }
}

size_t XmlFile::start_tag_end(pugi::xml_node element) const {
  // The file is well formed (pugixml parsed it), so inside a start tag a quote always opens an attribute
  // value, and the first '>' outside a value ends the tag.
  char quote = 0;
  for (size_t i = start(element) + 1; i < bytes_.size(); ++i) {
    const char c = bytes_[i];
    if (quote != 0) {
      if (c == quote) quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '>') {
      return i + 1;
    }
  }
  return bytes_.size();
}

bool XmlFile::is_self_closing(pugi::xml_node element) const {
  const size_t end = start_tag_end(element);
  return end >= 2 && bytes_[end - 2] == '/';
}

size_t XmlFile::content_end(pugi::xml_node element) const {
  if (is_self_closing(element) || !element.last_child()) return start_tag_end(element);
  return end(element.last_child());
}

std::string_view XmlFile::raw(pugi::xml_node node) const {
  const size_t from = start(node);
  return std::string_view(bytes_).substr(from, end(node) - from);
}

std::string_view XmlFile::indent_before(pugi::xml_node node) const {
  const size_t to = start(node);
  size_t from = to;
  while (from > 0 && is_space(bytes_[from - 1])) --from;
  return std::string_view(bytes_).substr(from, to - from);
}

int XmlFile::line_of(size_t offset) const {
  const auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  return static_cast<int>(it - line_starts_.begin());
}

Result<std::string> apply_edits(std::string_view bytes, std::vector<Edit> edits) {
  // An insertion at the byte where a replacement begins goes before it; edits at one place keep their order.
  std::stable_sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) {
    return a.begin != b.begin ? a.begin < b.begin : (a.begin == a.end && b.begin != b.end);
  });
  std::string out;
  out.reserve(bytes.size());
  size_t at = 0;
  for (const Edit& edit : edits) {
    if (edit.begin < at || edit.end < edit.begin || edit.end > bytes.size())
      return Status::Error(StatusCode::kInternal, "overlapping edits at byte %zu", edit.begin);
    out.append(bytes.substr(at, edit.begin - at));
    out.append(edit.text);
    at = edit.end;
  }
  out.append(bytes.substr(at));
  return out;
}

Result<std::string> apply_edits_checked(std::string_view path, std::string_view bytes,
                                        std::vector<Edit> edits) {
  ATTN_ASSIGN_OR_RETURN(std::string out, apply_edits(bytes, std::move(edits)));
  Result<std::unique_ptr<XmlFile>> again = XmlFile::parse(path, out);
  if (!again.ok()) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "the file as written would not read again (%s); the input is not well-formed XML",
                         again.status().message());
  }
  return out;
}

namespace {

// Text and attribute values escape the same markup characters; an attribute value also its quote and the
// whitespace that attribute-value normalisation would turn into spaces. A raw CR would be read back as a line
// end in both.
std::string escape(std::string_view text, bool attribute) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '\r':
        out += "&#13;";
        break;
      case '"':
        out += attribute ? "&quot;" : "\"";
        break;
      case '\t':
        out += attribute ? "&#9;" : "\t";
        break;
      case '\n':
        out += attribute ? "&#10;" : "\n";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace

std::string escape_text(std::string_view text) { return escape(text, false); }

std::optional<size_t> find_non_xml_char(std::string_view text) {
  for (size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') return i;
  }
  return std::nullopt;
}

std::string escape_attribute(std::string_view value) { return escape(value, true); }

std::string start_tag_with(pugi::xml_node element, std::string_view name, std::string_view value) {
  std::string tag = "<";
  tag += element.name();
  bool set = false;
  for (pugi::xml_attribute attribute : element.attributes()) {
    const bool is_it = !name.empty() && name == attribute.name();
    tag += ' ';
    tag += attribute.name();
    tag += "=\"";
    tag += escape_attribute(is_it ? value : std::string_view(attribute.value()));
    tag += '"';
    set = set || is_it;
  }
  if (!set && !name.empty()) {
    tag += ' ';
    tag += name;
    tag += "=\"";
    tag += escape_attribute(value);
    tag += '"';
  }
  tag += '>';
  return tag;
}

namespace {

void append_text(std::vector<Piece>& pieces, std::string_view text, bool cdata) {
  if (!pieces.empty() && !pieces.back().markup && !pieces.back().cdata && !cdata) {
    pieces.back().text += text;
  } else {
    pieces.push_back({std::string(text), false, cdata});
  }
}

void collect_pieces(const XmlFile& file, pugi::xml_node element,
                    const std::function<bool(pugi::xml_node)>& opaque, std::vector<Piece>& pieces) {
  for (pugi::xml_node child : element.children()) {
    switch (child.type()) {
      case pugi::node_pcdata:
        append_text(pieces, child.value(), false);
        break;
      case pugi::node_cdata:
        append_text(pieces, child.value(), true);
        break;
      case pugi::node_element: {
        if (opaque(child) || file.is_self_closing(child)) {
          pieces.push_back({std::string(file.raw(child)), true, false});
          break;
        }
        const std::string_view bytes(file.bytes());
        const size_t open_end = file.start_tag_end(child), close_begin = file.content_end(child);
        pieces.push_back(
            {std::string(bytes.substr(file.start(child), open_end - file.start(child))), true, false});
        collect_pieces(file, child, opaque, pieces);
        pieces.push_back(
            {std::string(bytes.substr(close_begin, file.end(child) - close_begin)), true, false});
        break;
      }
      default:
        pieces.push_back({std::string(file.raw(child)), true, false});
        break;
    }
  }
}

}  // namespace

std::vector<Piece> content_pieces(const XmlFile& file, pugi::xml_node element,
                                  const std::function<bool(pugi::xml_node)>& opaque) {
  std::vector<Piece> pieces;
  collect_pieces(file, element, opaque, pieces);
  return pieces;
}

std::vector<std::string> markup_of(const std::vector<Piece>& pieces) {
  std::vector<std::string> markup;
  for (const Piece& piece : pieces)
    if (piece.markup) markup.push_back(piece.text);
  return markup;
}

Result<std::vector<Piece>> split_markup(std::string_view text, const std::vector<std::string>& markup) {
  std::map<std::string, int> left;
  for (const std::string& m : markup) ++left[m];
  std::vector<std::string> longest_first;
  for (const auto& [m, count] : left) longest_first.push_back(m);
  std::stable_sort(longest_first.begin(), longest_first.end(),
                   [](const std::string& a, const std::string& b) { return a.size() > b.size(); });

  std::vector<Piece> pieces;
  size_t i = 0;
  while (i < text.size()) {
    const std::string* found = nullptr;
    for (const std::string& m : longest_first) {
      if (!m.empty() && text.substr(i).starts_with(m)) {
        found = &m;
        break;
      }
    }
    if (found == nullptr) {
      append_text(pieces, text.substr(i, 1), false);
      ++i;
      continue;
    }
    if (left[*found]-- == 0)
      return Status::Error(StatusCode::kInvalidArgument,
                           "the translation has the inline markup %s more often than the source",
                           shorten(*found).c_str());
    pieces.push_back({*found, true, false});
    i += found->size();
  }
  for (const auto& [m, count] : left) {
    if (count > 0)
      return Status::Error(StatusCode::kInvalidArgument, "the translation lost the inline markup %s",
                           shorten(m).c_str());
  }
  // The same start and end tags in another order can cross ("<b>a</b> b</b> <b>c"): the file would no
  // longer be well-formed.
  std::vector<std::string_view> open;
  for (const Piece& piece : pieces) {
    const std::string_view m = piece.text;
    if (!piece.markup || m.size() < 3 || m.front() != '<' || m.back() != '>') continue;
    const bool closing = m.starts_with("</");
    const bool opening = !closing && std::isalpha(static_cast<unsigned char>(m[1])) && !m.ends_with("/>") &&
                         m.find('<', 1) == std::string_view::npos;  // a start tag, not a whole element
    if (!opening && !closing) continue;
    const size_t begin = closing ? 2 : 1;
    const std::string_view name = m.substr(begin, m.find_first_of(" \t\r\n/>", begin) - begin);
    if (opening) {
      open.push_back(name);
    } else if (open.empty() || open.back() != name) {
      return Status::Error(StatusCode::kInvalidArgument, "the translation's inline markup %s closes %s",
                           shorten(m).c_str(),
                           open.empty() ? "no open element" : ("<" + shorten(open.back()) + ">").c_str());
    } else {
      open.pop_back();
    }
  }
  if (!open.empty())
    return Status::Error(StatusCode::kInvalidArgument, "the translation leaves the inline markup <%s> open",
                         shorten(open.back()).c_str());
  return pieces;
}

}  // namespace attn::localize::xml
