#include "localize/src/formats/qt/qt_ts.h"

#include <vector>

#include "localize/src/formats/xml/xml_file.h"

namespace attn::localize {
namespace {

using xml::XmlFile;

bool is_element(pugi::xml_node node, std::string_view name) {
  return node.type() == pugi::node_element && name == node.name();
}

std::vector<pugi::xml_node> child_elements(pugi::xml_node parent, std::string_view name) {
  std::vector<pugi::xml_node> children;
  for (pugi::xml_node child : parent.children())
    if (is_element(child, name)) children.push_back(child);
  return children;
}

// Qt's own plural rules (Qt Linguist's numerus table), which differ from CLDR: French and Portuguese put 0
// with 1, Slavic languages have no fraction form, and no language has a "many" for millions. One count per
// form.
std::vector<int64_t> qt_numerus_samples(std::string_view language) {
  std::string code;
  for (char c : language) {
    if (c == '_' || c == '-') break;
    code += static_cast<char>(c | 0x20);
  }
  if (code == "ja" || code == "zh" || code == "ko" || code == "vi" || code == "th" || code == "id" ||
      code == "tr")
    return {2};
  if (code == "ru" || code == "uk" || code == "be" || code == "pl" || code == "cs" || code == "sk")
    return {1, 2, 5};
  if (code == "ar") return {0, 1, 2, 3, 11, 100};
  if (code.empty()) return {};
  return {1, 2};  // singular and plural: English, German, Dutch, the Romance languages, ...
}

// Every element inside a text (Qt's <byte value="x1"/> for a control character) is one piece of markup.
std::vector<xml::Piece> pieces_of(const XmlFile& file, pugi::xml_node element) {
  return xml::content_pieces(file, element, [](pugi::xml_node) { return true; });
}

std::string text_of(const XmlFile& file, pugi::xml_node element) {
  std::string text;
  for (const xml::Piece& piece : pieces_of(file, element)) text += piece.text;
  return text;
}

struct Place {
  pugi::xml_node message;
  pugi::xml_node translation;  // may be absent
  std::vector<std::string> markup;
};

class QtTsFile : public CatalogFile {
 public:
  static Result<std::unique_ptr<CatalogFile>> read(std::string_view path, std::unique_ptr<XmlFile> xml);

  std::string_view format_name() const override { return "Qt TS"; }
  const std::vector<CatalogEntry>& entries() const override { return entries_; }
  std::optional<std::string> target_language() const override { return target_language_; }
  std::optional<std::string> source_language() const override { return source_language_; }
  Result<std::string> write(std::span<const Fill> fills) const override;

 private:
  Status read_message(pugi::xml_node message, const std::string& context);

  std::string path_;
  std::unique_ptr<XmlFile> xml_;
  std::optional<std::string> source_language_, target_language_;
  std::vector<int64_t> numerus_samples_;
  std::vector<CatalogEntry> entries_;
  std::vector<Place> places_;
};

// "de_DE" as BCP 47 ("de-DE").
std::optional<std::string> language_tag(std::string_view qt) {
  if (qt.empty()) return std::nullopt;
  std::string tag(qt);
  for (char& c : tag)
    if (c == '_') c = '-';
  return tag;
}

Result<std::unique_ptr<CatalogFile>> QtTsFile::read(std::string_view path, std::unique_ptr<XmlFile> xml) {
  std::unique_ptr<QtTsFile> file(new QtTsFile());
  file->path_ = std::string(path);
  const pugi::xml_node root = xml->root();
  if (std::string_view(root.name()) != "TS")
    return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: the root element is <%s>, not <TS>",
                         file->path_.c_str(), xml->line_of(root), root.name());
  file->target_language_ = language_tag(root.attribute("language").value());
  file->source_language_ = language_tag(root.attribute("sourcelanguage").value());
  file->numerus_samples_ = qt_numerus_samples(root.attribute("language").value());
  file->xml_ = std::move(xml);
  for (pugi::xml_node context : child_elements(root, "context")) {
    const std::string name = context.child("name").text().get();
    for (pugi::xml_node message : child_elements(context, "message"))
      ATTN_RETURN_IF_ERROR(file->read_message(message, name));
  }
  return std::unique_ptr<CatalogFile>(std::move(file));
}

Status QtTsFile::read_message(pugi::xml_node message, const std::string& context) {
  const pugi::xml_node source = message.child("source");
  if (!source)
    return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: a <message> without a <source>",
                         path_.c_str(), xml_->line_of(message));
  Place place;
  place.message = message;
  place.translation = message.child("translation");
  const std::vector<xml::Piece> source_pieces = pieces_of(*xml_, source);
  place.markup = xml::markup_of(source_pieces);

  CatalogEntry entry;
  for (const xml::Piece& piece : source_pieces) entry.source += piece.text;
  entry.key = entry.source;
  entry.context = context;
  if (const pugi::xml_node comment = message.child("comment"))
    entry.context += " | " + std::string(comment.text().get());
  entry.notes = message.child("extracomment").text().get();
  entry.line = xml_->line_of(message);
  const std::string_view type = place.translation.attribute("type").value();
  entry.translatable = type != "vanished" && type != "obsolete";
  const bool numerus = std::string_view(message.attribute("numerus").value()) == "yes";
  if (numerus) {
    // Qt has one source for all forms (with %n); it is both the singular and the plural source.
    entry.source_plural = entry.source;
    const std::vector<pugi::xml_node> forms = child_elements(place.translation, "numerusform");
    entry.plural_samples = numerus_samples_;
    if (entry.plural_samples.empty()) {
      // No language: as many forms as the file has.
      for (size_t i = 0; i < forms.size(); ++i) entry.plural_samples.push_back(i == 0 ? 1 : 2);
      if (forms.empty())
        return Status::Error(StatusCode::kInvalidArgument,
                             "%s: line %d: a numerus message, and the <TS> names no language for its forms",
                             path_.c_str(), entry.line);
    }
    for (size_t i = 0; i < entry.plural_samples.size(); ++i)
      entry.targets.push_back(i < forms.size() ? text_of(*xml_, forms[i]) : std::string());
  } else {
    entry.targets.push_back(place.translation ? text_of(*xml_, place.translation) : std::string());
  }
  entry.needs_review = type == "unfinished";
  entries_.push_back(std::move(entry));
  places_.push_back(std::move(place));
  return Status::Ok();
}

Result<std::string> QtTsFile::write(std::span<const Fill> fills) const {
  std::vector<xml::Edit> edits;
  std::vector<bool> filled(entries_.size(), false);
  for (const Fill& fill : fills) {
    if (fill.entry >= entries_.size() || filled[fill.entry])
      return Status::Error(StatusCode::kInvalidArgument, "%s: fill for entry %zu: %s", path_.c_str(),
                           fill.entry,
                           fill.entry >= entries_.size() ? "no such entry" : "the entry is filled twice");
    filled[fill.entry] = true;
    const CatalogEntry& entry = entries_[fill.entry];
    const Place& place = places_[fill.entry];
    if (!entry.translatable)
      return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: the message is obsolete",
                           path_.c_str(), entry.line);
    if (fill.targets.size() != entry.targets.size())
      return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: %zu target forms, the message has %zu",
                           path_.c_str(), entry.line, fill.targets.size(), entry.targets.size());
    std::vector<std::string> forms;
    for (const std::string& text : fill.targets) {
      if (const std::optional<size_t> at = xml::find_non_xml_char(text))
        return Status::Error(
            StatusCode::kInvalidArgument,
            "%s: line %d: the translation has control character 0x%02x, which XML cannot hold", path_.c_str(),
            entry.line, static_cast<unsigned>(static_cast<unsigned char>(text[*at])));
      Result<std::vector<xml::Piece>> pieces = xml::split_markup(text, place.markup);
      if (!pieces.ok())
        return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: %s", path_.c_str(), entry.line,
                             pieces.status().message());
      std::string content;
      for (const xml::Piece& piece : pieces.value())
        content += piece.markup ? piece.text : xml::escape_text(piece.text);
      forms.push_back(std::move(content));
    }
    const std::string indent(xml_->indent_before(place.message.child("source")));
    std::string content = forms[0];
    if (entry.is_plural()) {
      // Each form on its own line, one level deeper than the translation.
      const size_t newline = indent.find_last_of('\n');
      const std::string line = newline == std::string::npos ? indent : indent.substr(newline + 1);
      const std::string step = line.size() >= 4 ? line.substr(0, line.size() / 2) : std::string("    ");
      content.clear();
      for (const std::string& form : forms)
        content += "\n" + line + step + "<numerusform>" + form + "</numerusform>";
      content += "\n" + line;
    }
    const std::string open = place.translation ? xml::start_tag_with(place.translation, "type", "unfinished")
                                               : std::string("<translation type=\"unfinished\">");
    std::string element = open + content + "</translation>";
    if (!fill.note.empty()) {
      const pugi::xml_node existing = place.message.child("translatorcomment");
      const std::string comment =
          "<translatorcomment>" + xml::escape_text(fill.note) + "</translatorcomment>";
      if (existing) {
        edits.push_back({xml_->start(existing), xml_->end(existing), comment});
      } else {
        element = comment + indent + element;
      }
    }
    if (place.translation) {
      edits.push_back({xml_->start(place.translation), xml_->end(place.translation), element});
    } else {
      pugi::xml_node last;
      for (pugi::xml_node child : place.message.children())
        if (child.type() == pugi::node_element) last = child;
      const size_t at = xml_->end(last);
      edits.push_back({at, at, indent + element});
    }
  }
  return xml::apply_edits_checked(path_, xml_->bytes(), std::move(edits));
}

}  // namespace

bool looks_like_qt_ts(std::string_view /*path*/, std::string_view bytes) {
  // By content only: .ts is TypeScript's extension too.
  return bytes.substr(0, 4096).find("<TS") != std::string_view::npos;
}

Result<std::unique_ptr<CatalogFile>> read_qt_ts(std::string_view path, std::string bytes) {
  ATTN_ASSIGN_OR_RETURN(std::unique_ptr<XmlFile> xml, XmlFile::parse(path, std::move(bytes)));
  return QtTsFile::read(path, std::move(xml));
}

}  // namespace attn::localize
