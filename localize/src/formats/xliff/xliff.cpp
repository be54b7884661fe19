#include "localize/src/formats/xliff/xliff.h"

#include <algorithm>
#include <set>
#include <vector>

#include "localize/src/formats/xml/xml_file.h"

namespace attn::localize {
namespace {

using xml::XmlFile;

// The name without its namespace prefix: XLIFF documents may write <xlf:unit> as well as <unit>.
std::string_view local_name(pugi::xml_node node) {
  const std::string_view name = node.name();
  const size_t colon = name.find(':');
  return colon == std::string_view::npos ? name : name.substr(colon + 1);
}

std::string_view prefix_of(pugi::xml_node node) {
  const std::string_view name = node.name();
  const size_t colon = name.find(':');
  return colon == std::string_view::npos ? std::string_view() : name.substr(0, colon + 1);
}

pugi::xml_node child_named(pugi::xml_node parent, std::string_view local) {
  for (pugi::xml_node child : parent.children())
    if (child.type() == pugi::node_element && local_name(child) == local) return child;
  return {};
}

bool ends_with_ignoring_case(std::string_view s, std::string_view suffix) {
  if (s.size() < suffix.size()) return false;
  s = s.substr(s.size() - suffix.size());
  return std::equal(s.begin(), s.end(), suffix.begin(),
                    [](char a, char b) { return (a | 0x20) == (b | 0x20); });
}

// translate="no" on the element or any ancestor (XLIFF inherits it from <file>, <group>).
bool marked_no_translate(pugi::xml_node node) {
  for (; node; node = node.parent())
    if (std::string_view(node.attribute("translate").value()) == "no") return true;
  return false;
}

// Inline elements that stand for codes the translator must not touch: one piece of markup as a whole, content
// included (a 1.2 <ph> holds the native code it stands for). <g>, <pc> and <mrk> wrap translatable text, so
// only their tags are markup; a <mrk> that says its text must not be translated is a whole too.
bool is_opaque_inline(pugi::xml_node node) {
  static const std::set<std::string_view> kCodes = {"x",  "bx", "ex", "ph", "bpt", "ept", "it",
                                                    "sc", "ec", "cp", "sm", "em",  "sub"};
  if (kCodes.count(local_name(node)) != 0) return true;
  if (local_name(node) == "mrk")
    return std::string_view(node.attribute("mtype").value()) == "protected" ||
           std::string_view(node.attribute("translate").value()) == "no";
  return false;
}

std::string join_text(const std::vector<xml::Piece>& pieces) {
  std::string text;
  for (const xml::Piece& piece : pieces) text += piece.text;
  return text;
}

std::string notes_of(pugi::xml_node parent) {
  std::string notes;
  for (pugi::xml_node note : parent.children()) {
    if (note.type() != pugi::node_element || local_name(note) != "note") continue;
    if (!notes.empty()) notes += '\n';
    notes += note.text().get();
  }
  return notes;
}

// Where an entry lives in the file: what the writer changes.
struct Place {
  pugi::xml_node unit;  // <trans-unit> (1.2) or <unit> (2.0)
  pugi::xml_node
      state_holder;  // the element whose state attribute marks review: <target> (1.2), <segment> (2.0)
  pugi::xml_node source;
  pugi::xml_node target;        // absent when the file has no target yet
  pugi::xml_node insert_after;  // a new <target> follows this element (<source>, or 1.2's <seg-source>)
  std::vector<std::string> markup;
  std::string segment_id;
};

class XliffFile : public CatalogFile {
 public:
  static Result<std::unique_ptr<CatalogFile>> read(std::string_view path, std::unique_ptr<XmlFile> xml);

  std::string_view format_name() const override { return version2_ ? "XLIFF 2.0" : "XLIFF 1.2"; }
  const std::vector<CatalogEntry>& entries() const override { return entries_; }
  std::optional<std::string> target_language() const override { return target_language_; }
  std::optional<std::string> source_language() const override { return source_language_; }
  Result<std::string> write(std::span<const Fill> fills) const override;

 private:
  Status read_units(pugi::xml_node node);
  void add_entry(pugi::xml_node unit, pugi::xml_node holder, std::string key, std::string context,
                 std::string notes);
  Result<std::string> target_content(const Fill& fill) const;

  std::string path_;
  std::unique_ptr<XmlFile> xml_;
  bool version2_ = false;
  std::optional<std::string> source_language_, target_language_;
  std::vector<CatalogEntry> entries_;
  std::vector<Place> places_;
};

std::optional<std::string> non_empty(std::string_view s) {
  if (s.empty()) return std::nullopt;
  return std::string(s);
}

Result<std::unique_ptr<CatalogFile>> XliffFile::read(std::string_view path, std::unique_ptr<XmlFile> xml) {
  std::unique_ptr<XliffFile> file(new XliffFile());
  file->path_ = std::string(path);
  const pugi::xml_node root = xml->root();
  if (local_name(root) != "xliff")
    return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: the root element is <%s>, not <xliff>",
                         file->path_.c_str(), xml->line_of(root), root.name());
  const std::string_view version = root.attribute("version").value();
  if (version.starts_with("2.")) {
    file->version2_ = true;
    file->source_language_ = non_empty(root.attribute("srcLang").value());
    file->target_language_ = non_empty(root.attribute("trgLang").value());
  } else if (version.starts_with("1.")) {
    const pugi::xml_node first_file = child_named(root, "file");
    file->source_language_ = non_empty(first_file.attribute("source-language").value());
    file->target_language_ = non_empty(first_file.attribute("target-language").value());
  } else {
    return Status::Error(StatusCode::kInvalidArgument,
                         "%s: line %d: XLIFF version \"%s\" is not read (1.x, 2.x)", file->path_.c_str(),
                         xml->line_of(root), std::string(version).c_str());
  }
  file->xml_ = std::move(xml);
  ATTN_RETURN_IF_ERROR(file->read_units(root));
  return std::unique_ptr<CatalogFile>(std::move(file));
}

Status XliffFile::read_units(pugi::xml_node node) {
  for (pugi::xml_node child : node.children()) {
    if (child.type() != pugi::node_element) continue;
    const std::string_view name = local_name(child);
    const std::string id = child.attribute("id").value();
    if (!version2_ && name == "trans-unit") {
      if (!child_named(child, "source"))
        return Status::Error(StatusCode::kInvalidArgument,
                             "%s: line %d: <trans-unit id=\"%s\"> has no <source>", path_.c_str(),
                             xml_->line_of(child), id.c_str());
      add_entry(child, child, id, child.attribute("resname").value(), notes_of(child));
    } else if (version2_ && name == "unit") {
      std::vector<pugi::xml_node> segments;
      for (pugi::xml_node segment : child.children())
        if (segment.type() == pugi::node_element && local_name(segment) == "segment")
          segments.push_back(segment);
      const std::string notes = notes_of(child_named(child, "notes"));
      for (size_t i = 0; i < segments.size(); ++i) {
        if (!child_named(segments[i], "source"))
          return Status::Error(StatusCode::kInvalidArgument,
                               "%s: line %d: a <segment> of unit \"%s\" has no <source>", path_.c_str(),
                               xml_->line_of(segments[i]), id.c_str());
        std::string segment_id = segments[i].attribute("id").value();
        if (segment_id.empty()) segment_id = std::to_string(i + 1);
        add_entry(child, segments[i], segments.size() == 1 ? id : id + "/" + segment_id,
                  child.attribute("name").value(), notes);
        places_.back().segment_id = segment_id;
      }
    } else if (name == "file" || name == "body" || name == "group") {
      ATTN_RETURN_IF_ERROR(read_units(child));
    }
  }
  return Status::Ok();
}

void XliffFile::add_entry(pugi::xml_node unit, pugi::xml_node holder, std::string key, std::string context,
                          std::string notes) {
  Place place;
  place.unit = unit;
  place.source = child_named(holder, "source");
  place.target = child_named(holder, "target");
  place.insert_after = place.source;
  if (const pugi::xml_node seg_source = child_named(holder, "seg-source")) place.insert_after = seg_source;
  place.state_holder = version2_ ? holder : place.target;

  const std::vector<xml::Piece> source = xml::content_pieces(*xml_, place.source, is_opaque_inline);
  place.markup = xml::markup_of(source);

  CatalogEntry entry;
  entry.key = std::move(key);
  entry.context = std::move(context);
  entry.source = join_text(source);
  entry.targets.push_back(place.target ? join_text(xml::content_pieces(*xml_, place.target, is_opaque_inline))
                                       : std::string());
  entry.notes = std::move(notes);
  entry.line = xml_->line_of(holder);
  entry.translatable = !marked_no_translate(holder);
  // 1.2: the needs-* states and "new" say the target is not final. 2.0: a target in state "initial" is a
  // draft (a segment without a state attribute and with a target counts as translated, as the tools that omit
  // it mean).
  const std::string_view state = place.state_holder ? place.state_holder.attribute("state").value() : "";
  entry.needs_review = version2_ ? state == "initial" : (state.starts_with("needs-") || state == "new");
  entries_.push_back(std::move(entry));
  places_.push_back(std::move(place));
}

// A fill as the bytes of a target's content: its text escaped, the source's inline elements as they were.
Result<std::string> XliffFile::target_content(const Fill& fill) const {
  const CatalogEntry& entry = entries_[fill.entry];
  if (const std::optional<size_t> at = xml::find_non_xml_char(fill.targets[0]))
    return Status::Error(StatusCode::kInvalidArgument,
                         "%s: unit %s: the translation has control character 0x%02x, "
                         "which XML cannot hold",
                         path_.c_str(), entry.key.c_str(),
                         static_cast<unsigned>(static_cast<unsigned char>(fill.targets[0][*at])));
  Result<std::vector<xml::Piece>> pieces = xml::split_markup(fill.targets[0], places_[fill.entry].markup);
  if (!pieces.ok())
    return Status::Error(StatusCode::kInvalidArgument, "%s: unit %s: %s", path_.c_str(), entry.key.c_str(),
                         pieces.status().message());
  std::string content;
  for (const xml::Piece& piece : pieces.value())
    content += piece.markup ? piece.text : xml::escape_text(piece.text);
  return content;
}

Result<std::string> XliffFile::write(std::span<const Fill> fills) const {
  std::vector<xml::Edit> edits;
  std::vector<bool> filled(entries_.size(), false);
  // 2.0: one review note per unit, listing what its filled segments' fills say.
  std::vector<std::pair<pugi::xml_node, std::string>> unit_notes;
  for (const Fill& fill : fills) {
    if (fill.entry >= entries_.size() || filled[fill.entry])
      return Status::Error(StatusCode::kInvalidArgument, "%s: fill for entry %zu: %s", path_.c_str(),
                           fill.entry,
                           fill.entry >= entries_.size() ? "no such entry" : "the entry is filled twice");
    const CatalogEntry& entry = entries_[fill.entry];
    if (fill.targets.size() != 1)
      return Status::Error(StatusCode::kInvalidArgument, "%s: unit %s: %zu target forms, XLIFF has one",
                           path_.c_str(), entry.key.c_str(), fill.targets.size());
    if (!entry.translatable)
      return Status::Error(StatusCode::kInvalidArgument, "%s: unit %s is marked translate=\"no\"",
                           path_.c_str(), entry.key.c_str());
    filled[fill.entry] = true;
    ATTN_ASSIGN_OR_RETURN(const std::string content, target_content(fill));
    const Place& place = places_[fill.entry];
    const std::string prefix(prefix_of(place.source));

    // 1.2 marks review on the target, 2.0 on the segment (a start tag that changes is written from its
    // attributes).
    if (version2_) {
      edits.push_back({xml_->start(place.state_holder), xml_->start_tag_end(place.state_holder),
                       xml::start_tag_with(place.state_holder, "state", "translated")});
    }
    const std::string_view review_state = version2_ ? "" : "needs-review-translation";
    const std::string close = "</" + prefix + "target>";
    if (!place.target) {
      const size_t at = xml_->end(place.insert_after);
      const std::string open = version2_
                                   ? "<" + prefix + "target>"
                                   : "<" + prefix + "target state=\"" + std::string(review_state) + "\">";
      edits.push_back({at, at, std::string(xml_->indent_before(place.source)) + open + content + close});
    } else if (xml_->is_self_closing(place.target)) {
      edits.push_back(
          {xml_->start(place.target), xml_->end(place.target),
           xml::start_tag_with(place.target, version2_ ? "" : "state", review_state) + content + close});
    } else {
      if (!version2_)
        edits.push_back({xml_->start(place.target), xml_->start_tag_end(place.target),
                         xml::start_tag_with(place.target, "state", review_state)});
      edits.push_back({xml_->start_tag_end(place.target), xml_->content_end(place.target), content});
    }
    if (!version2_ && !fill.note.empty()) {
      // <note> comes after <target> and the context and property groups, before <alt-trans>.
      const std::string note =
          "<" + prefix + "note from=\"attn\">" + xml::escape_text(fill.note) + "</" + prefix + "note>";
      pugi::xml_node last;
      for (pugi::xml_node child : place.unit.children()) {
        if (child.type() != pugi::node_element) continue;
        if (local_name(child) == "alt-trans") {
          edits.push_back(
              {xml_->start(child), xml_->start(child), note + std::string(xml_->indent_before(child))});
          last = pugi::xml_node();
          break;
        }
        last = child;
      }
      if (last)
        edits.push_back(
            {xml_->end(last), xml_->end(last), std::string(xml_->indent_before(place.source)) + note});
    }
    if (version2_) {
      std::string note = fill.note;
      if (entry.key.find('/') != std::string::npos && !note.empty())
        note = "segment " + place.segment_id + ": " + note;
      auto it = std::find_if(unit_notes.begin(), unit_notes.end(),
                             [&](const auto& n) { return n.first == place.unit; });
      if (it == unit_notes.end()) {
        unit_notes.push_back({place.unit, "Machine translation by attn: to be reviewed."});
        it = unit_notes.end() - 1;
      }
      if (!note.empty()) it->second += " " + note;
    }
  }
  for (const auto& [unit, text] : unit_notes) {
    const std::string prefix(prefix_of(unit));
    const std::string note =
        "<" + prefix + "note category=\"attn\">" + xml::escape_text(text) + "</" + prefix + "note>";
    if (const pugi::xml_node notes = child_named(unit, "notes")) {
      pugi::xml_node last_note;
      for (pugi::xml_node child : notes.children())
        if (child.type() == pugi::node_element) last_note = child;
      if (last_note) {
        edits.push_back(
            {xml_->end(last_note), xml_->end(last_note), std::string(xml_->indent_before(last_note)) + note});
      } else {
        edits.push_back({xml_->start(notes), xml_->end(notes),
                         "<" + prefix + "notes>" + note + "</" + prefix + "notes>"});
      }
      continue;
    }
    // <notes> comes after the unit's metadata and before its segments.
    pugi::xml_node anchor;
    for (pugi::xml_node child : unit.children()) {
      if (child.type() == pugi::node_element && local_name(child) != "metadata") {
        anchor = child;
        break;
      }
    }
    edits.push_back({xml_->start(anchor), xml_->start(anchor),
                     "<" + prefix + "notes>" + note + "</" + prefix + "notes>" +
                         std::string(xml_->indent_before(anchor))});
  }
  return xml::apply_edits_checked(path_, xml_->bytes(), std::move(edits));
}

}  // namespace

bool looks_like_xliff(std::string_view path, std::string_view bytes) {
  if (ends_with_ignoring_case(path, ".xlf") || ends_with_ignoring_case(path, ".xliff")) return true;
  return bytes.substr(0, 4096).find("<xliff") != std::string_view::npos;
}

Result<std::unique_ptr<CatalogFile>> read_xliff(std::string_view path, std::string bytes) {
  ATTN_ASSIGN_OR_RETURN(std::unique_ptr<xml::XmlFile> xml, xml::XmlFile::parse(path, std::move(bytes)));
  return XliffFile::read(path, std::move(xml));
}

}  // namespace attn::localize
