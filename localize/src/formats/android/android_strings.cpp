#include "localize/src/formats/android/android_strings.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <vector>

#include "localize/src/formats/android/android_escape.h"
#include "localize/src/formats/plural/cldr_plurals.h"
#include "localize/src/formats/xml/xml_file.h"

namespace attn::localize {
namespace {

using xml::XmlFile;

constexpr std::string_view kReviewComment = "attn: machine translation, to be reviewed";
constexpr std::string_view kXliffNamespace = "urn:oasis:names:tc:xliff:document:1.2";

enum class Kind { kString, kPlurals, kArrayItem };

bool is_element(pugi::xml_node node, std::string_view name = {}) {
  return node.type() == pugi::node_element && (name.empty() || name == node.name());
}

// <xliff:g> spans mark text that must stay as it is (a placeholder and its example): one piece of markup
// each.
bool is_xliff_g(pugi::xml_node node) {
  const std::string_view name = node.name();
  return name == "g" || name.ends_with(":g");
}

std::vector<xml::Piece> pieces_of(const XmlFile& file, pugi::xml_node element) {
  return xml::content_pieces(file, element, is_xliff_g);
}

// The source wrote its text as a CDATA section (around it only white space).
bool is_cdata(const std::vector<xml::Piece>& pieces) {
  bool cdata = false;
  for (const xml::Piece& piece : pieces) {
    if (piece.markup) return false;
    if (piece.cdata) {
      cdata = true;
    } else if (piece.text.find_first_not_of(" \t\r\n") != std::string::npos) {
      return false;
    }
  }
  return cdata;
}

// The comment on the line just above an element (only white space with at most one line end between).
pugi::xml_node comment_above(pugi::xml_node element) {
  pugi::xml_node before = element.previous_sibling();
  if (before.type() == pugi::node_pcdata) {
    const std::string_view space = before.value();
    if (space.find_first_not_of(" \t\r\n") != std::string_view::npos) return {};
    if (std::count(space.begin(), space.end(), '\n') > 1) return {};
    before = before.previous_sibling();
  }
  return before.type() == pugi::node_comment ? before : pugi::xml_node();
}

pugi::xml_node review_comment_above(pugi::xml_node element) {
  const pugi::xml_node comment = comment_above(element);
  const std::string_view text = comment.value();
  return text.find(kReviewComment) != std::string_view::npos ? comment : pugi::xml_node();
}

std::string trim(std::string_view s) {
  const size_t begin = s.find_first_not_of(" \t\r\n");
  if (begin == std::string_view::npos) return {};
  return std::string(s.substr(begin, s.find_last_not_of(" \t\r\n") + 1 - begin));
}

// The horizontal part of the white space before a node ("    " of "\n    ").
std::string line_indent(const XmlFile& file, pugi::xml_node node) {
  const std::string_view space = file.indent_before(node);
  const size_t newline = space.find_last_of('\n');
  return std::string(newline == std::string_view::npos ? space : space.substr(newline + 1));
}

std::vector<pugi::xml_node> child_elements(pugi::xml_node parent, std::string_view name) {
  std::vector<pugi::xml_node> children;
  for (pugi::xml_node child : parent.children())
    if (is_element(child, name)) children.push_back(child);
  return children;
}

pugi::xml_node item_with_quantity(pugi::xml_node plurals, std::string_view quantity) {
  for (pugi::xml_node item : child_elements(plurals, "item"))
    if (quantity == item.attribute("quantity").value()) return item;
  return {};
}

// A resource's start tag for a translation file: its attributes without namespace prefixes (tools:ignore and
// the like need declarations the translation file may not have) and without translatable.
std::string resource_start_tag(pugi::xml_node resource) {
  std::string tag = "<";
  tag += resource.name();
  for (pugi::xml_attribute attribute : resource.attributes()) {
    const std::string_view name = attribute.name();
    if (name.find(':') != std::string_view::npos || name == "translatable") continue;
    tag += ' ';
    tag += name;
    tag += "=\"";
    tag += xml::escape_attribute(attribute.value());
    tag += '"';
  }
  tag += '>';
  return tag;
}

std::string comment_text(std::string_view note) {
  std::string text = "<!-- " + std::string(kReviewComment);
  if (!note.empty()) {
    std::string safe(note);
    // "--" may not appear in an XML comment.
    for (size_t at = safe.find("--"); at != std::string::npos; at = safe.find("--", at + 2))
      safe.replace(at, 2, "- -");
    text += ": " + safe;
    if (text.back() == '-') text += ' ';
  }
  return text + " -->";
}

struct Place {
  Kind kind = Kind::kString;
  pugi::xml_node resource;  // <string>, <plurals> or <string-array> of the default file
  pugi::xml_node source;    // the element holding the source text (the array's <item>)
  pugi::xml_node target;    // the same resource in the translation file, if there
  size_t item = 0;
  std::vector<std::vector<std::string>> markup;  // per target form
  bool cdata = false;
};

class AndroidStringsFile : public CatalogFile {
 public:
  static Result<std::unique_ptr<CatalogFile>> read(std::string_view path, std::string bytes,
                                                   std::optional<std::string> target_language);

  std::string_view format_name() const override { return "Android strings.xml"; }
  const std::vector<CatalogEntry>& entries() const override { return entries_; }
  std::optional<std::string> target_language() const override { return target_language_; }
  std::optional<std::string> source_language() const override { return std::nullopt; }
  Result<std::string> write(std::span<const Fill> fills) const override;

 private:
  Status read_resources();
  void add_entry(Place place, CatalogEntry entry);
  const XmlFile& written() const { return translation_ ? *translation_ : *default_; }
  Result<std::vector<std::string>> encode_fill(const Fill& fill) const;
  std::string element_text(const Place& place, const std::map<size_t, std::vector<std::string>>& contents,
                           const std::string& indent) const;

  std::string path_;
  std::string default_path_;              // the file the source texts come from (path_ itself, or values/)
  std::unique_ptr<XmlFile> default_;      // the source texts
  std::unique_ptr<XmlFile> translation_;  // the file written, when a translation file was given
  std::optional<std::string> target_language_;
  std::vector<PluralCategory> categories_;
  std::vector<CatalogEntry> entries_;
  std::vector<Place> places_;
};

Result<std::string> read_whole_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::Error(StatusCode::kIo, "cannot open %s", path.string().c_str());
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) return Status::Error(StatusCode::kIo, "cannot read %s", path.string().c_str());
  return bytes;
}

Result<std::unique_ptr<CatalogFile>> AndroidStringsFile::read(std::string_view path, std::string bytes,
                                                              std::optional<std::string> target_language) {
  std::unique_ptr<AndroidStringsFile> file(new AndroidStringsFile());
  file->path_ = std::string(path);
  file->default_path_ = file->path_;
  const std::optional<std::string> folder_language = android_folder_language(path);
  file->target_language_ = target_language ? target_language : folder_language;
  if (folder_language) {
    // A translation: the source texts are in the default values/ folder beside it.
    const std::filesystem::path p(file->path_);
    const std::filesystem::path default_path = p.parent_path().parent_path() / "values" / p.filename();
    file->default_path_ = default_path.string();
    Result<std::string> default_bytes = read_whole_file(default_path);
    if (!default_bytes.ok())
      return Status::Error(StatusCode::kIo, "%s: the source texts are read from the default %s beside it: %s",
                           file->path_.c_str(), default_path.string().c_str(),
                           default_bytes.status().message());
    ATTN_ASSIGN_OR_RETURN(file->default_,
                          XmlFile::parse(default_path.string(), std::move(default_bytes).value()));
    ATTN_ASSIGN_OR_RETURN(file->translation_, XmlFile::parse(path, std::move(bytes)));
  } else {
    ATTN_ASSIGN_OR_RETURN(file->default_, XmlFile::parse(path, std::move(bytes)));
  }
  for (const XmlFile* xml : {file->default_.get(), file->translation_.get()}) {
    if (xml != nullptr && std::string_view(xml->root().name()) != "resources")
      return Status::Error(StatusCode::kInvalidArgument,
                           "%s: line %d: the root element is <%s>, not <resources>",
                           xml == file->default_.get() ? file->default_path_.c_str() : file->path_.c_str(),
                           xml->line_of(xml->root()), xml->root().name());
  }
  if (file->target_language_) {
    if (std::optional<std::vector<PluralCategory>> categories =
            cldr_plural_categories(*file->target_language_))
      file->categories_ = std::move(*categories);
  }
  ATTN_RETURN_IF_ERROR(file->read_resources());
  return std::unique_ptr<CatalogFile>(std::move(file));
}

Status AndroidStringsFile::read_resources() {
  std::map<std::string, pugi::xml_node, std::less<>> translated;
  if (translation_) {
    for (pugi::xml_node resource : translation_->root().children())
      if (is_element(resource))
        translated[resource.name() + std::string(":") + resource.attribute("name").value()] = resource;
  }
  for (pugi::xml_node resource : default_->root().children()) {
    const std::string_view kind = resource.name();
    if (!is_element(resource) || (kind != "string" && kind != "plurals" && kind != "string-array")) continue;
    const std::string name = resource.attribute("name").value();
    if (name.empty())
      return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: a <%s> without a name",
                           default_path_.c_str(), default_->line_of(resource), resource.name());
    const auto found = translated.find(std::string(kind) + ":" + name);
    const pugi::xml_node target = found == translated.end() ? pugi::xml_node() : found->second;

    CatalogEntry entry;
    entry.key = name;
    entry.translatable = std::string_view(resource.attribute("translatable").value()) != "false";
    entry.notes = trim(comment_above(resource).value());
    entry.line = target ? translation_->line_of(target) : default_->line_of(resource);
    entry.needs_review = target && review_comment_above(target);
    Place place;
    place.resource = resource;
    place.source = resource;
    place.target = target;

    if (kind == "string") {
      const std::vector<xml::Piece> pieces = pieces_of(*default_, resource);
      entry.source = android::decode(pieces);
      entry.targets.push_back(target ? android::decode(pieces_of(*translation_, target)) : std::string());
      place.markup.push_back(xml::markup_of(pieces));
      place.cdata = is_cdata(pieces);
      add_entry(std::move(place), std::move(entry));
    } else if (kind == "plurals") {
      pugi::xml_node one = item_with_quantity(resource, "one"), other = item_with_quantity(resource, "other");
      if (!one && !other)
        return Status::Error(StatusCode::kInvalidArgument,
                             "%s: line %d: <plurals name=\"%s\"> has no \"one\" or \"other\" item",
                             default_path_.c_str(), default_->line_of(resource), name.c_str());
      if (!one) one = other;
      if (!other) other = one;
      if (categories_.empty())
        return Status::Error(
            StatusCode::kInvalidArgument,
            "%s: line %d: <plurals name=\"%s\"> needs the target language's plural categories: %s",
            default_path_.c_str(), default_->line_of(resource), name.c_str(),
            target_language_ ? "the language is not in the table (ar cs de en es fr it ja nl pl pt ru zh)"
                             : "name the language (--to)");
      const std::vector<xml::Piece> singular = pieces_of(*default_, one),
                                    plural = pieces_of(*default_, other);
      entry.source = android::decode(singular);
      entry.source_plural = android::decode(plural);
      place.kind = Kind::kPlurals;
      place.cdata = is_cdata(singular);
      for (const PluralCategory& category : categories_) {
        entry.plural_samples.push_back(category.sample);
        place.markup.push_back(xml::markup_of(category.sample == 1 ? singular : plural));
        const pugi::xml_node item = target ? item_with_quantity(target, category.name) : pugi::xml_node();
        entry.targets.push_back(item ? android::decode(pieces_of(*translation_, item)) : std::string());
      }
      add_entry(std::move(place), std::move(entry));
    } else {
      const std::vector<pugi::xml_node> items = child_elements(resource, "item");
      const std::vector<pugi::xml_node> target_items =
          target ? child_elements(target, "item") : std::vector<pugi::xml_node>();
      for (size_t i = 0; i < items.size(); ++i) {
        CatalogEntry item_entry = entry;
        item_entry.key = name + "[" + std::to_string(i) + "]";
        const std::vector<xml::Piece> pieces = pieces_of(*default_, items[i]);
        item_entry.source = android::decode(pieces);
        item_entry.targets.push_back(i < target_items.size()
                                         ? android::decode(pieces_of(*translation_, target_items[i]))
                                         : std::string());
        Place item_place = place;
        item_place.kind = Kind::kArrayItem;
        item_place.source = items[i];
        item_place.item = i;
        item_place.markup.push_back(xml::markup_of(pieces));
        item_place.cdata = is_cdata(pieces);
        add_entry(std::move(item_place), std::move(item_entry));
      }
    }
  }
  return Status::Ok();
}

void AndroidStringsFile::add_entry(Place place, CatalogEntry entry) {
  entries_.push_back(std::move(entry));
  places_.push_back(std::move(place));
}

Result<std::vector<std::string>> AndroidStringsFile::encode_fill(const Fill& fill) const {
  const CatalogEntry& entry = entries_[fill.entry];
  const Place& place = places_[fill.entry];
  std::vector<std::string> contents;
  for (size_t form = 0; form < fill.targets.size(); ++form) {
    const std::string& text = fill.targets[form];
    Result<std::vector<xml::Piece>> pieces = xml::split_markup(text, place.markup[form]);
    if (!pieces.ok())
      return Status::Error(StatusCode::kInvalidArgument, "%s: %s: %s", path_.c_str(), entry.key.c_str(),
                           pieces.status().message());
    contents.push_back(android::encode(pieces.value(), place.cdata));
  }
  return contents;
}

// The translated resource element: contents maps an entry (a plural's, or each filled item of an array) to
// its encoded forms; an array's items without a fill keep the translation's bytes, or else the source's.
std::string AndroidStringsFile::element_text(const Place& place,
                                             const std::map<size_t, std::vector<std::string>>& contents,
                                             const std::string& indent) const {
  const XmlFile& source_file = *default_;
  std::string open = resource_start_tag(place.resource);
  if (place.target && !translation_->is_self_closing(place.target))
    open = std::string(translation_->bytes().substr(
        translation_->start(place.target),
        translation_->start_tag_end(place.target) - translation_->start(place.target)));
  const std::string close = "</" + std::string(place.resource.name()) + ">";
  if (place.kind == Kind::kString) return open + contents.begin()->second[0] + close;
  std::string text = open;
  const std::string item_indent = indent + "    ";
  if (place.kind == Kind::kPlurals) {
    const std::vector<std::string>& forms = contents.begin()->second;
    for (size_t i = 0; i < categories_.size(); ++i)
      text += "\n" + item_indent + "<item quantity=\"" + std::string(categories_[i].name) + "\">" + forms[i] +
              "</item>";
    return text + "\n" + indent + close;
  }
  const std::vector<pugi::xml_node> items = child_elements(place.resource, "item");
  const std::vector<pugi::xml_node> target_items =
      place.target ? child_elements(place.target, "item") : std::vector<pugi::xml_node>();
  for (size_t i = 0; i < items.size(); ++i) {
    std::string content;
    const auto filled = std::find_if(contents.begin(), contents.end(),
                                     [&](const auto& c) { return places_[c.first].item == i; });
    if (filled != contents.end()) {
      content = filled->second[0];
    } else {
      const XmlFile& from = i < target_items.size() ? *translation_ : source_file;
      const pugi::xml_node item = i < target_items.size() ? target_items[i] : items[i];
      content = std::string(
          from.bytes().substr(from.start_tag_end(item), from.content_end(item) - from.start_tag_end(item)));
    }
    text += "\n" + item_indent + "<item>" + content + "</item>";
  }
  return text + "\n" + indent + close;
}

Result<std::string> AndroidStringsFile::write(std::span<const Fill> fills) const {
  // Encoded forms per filled entry, grouped by resource (an array's items are written together).
  std::map<size_t, std::vector<std::string>> encoded;
  std::map<size_t, std::string> notes;
  for (const Fill& fill : fills) {
    if (fill.entry >= entries_.size() || encoded.count(fill.entry) != 0)
      return Status::Error(StatusCode::kInvalidArgument, "%s: fill for entry %zu: %s", path_.c_str(),
                           fill.entry,
                           fill.entry >= entries_.size() ? "no such entry" : "the entry is filled twice");
    const CatalogEntry& entry = entries_[fill.entry];
    if (!entry.translatable)
      return Status::Error(StatusCode::kInvalidArgument, "%s: %s is marked translatable=\"false\"",
                           path_.c_str(), entry.key.c_str());
    if (fill.targets.size() != entry.targets.size())
      return Status::Error(StatusCode::kInvalidArgument, "%s: %s: %zu target forms, the entry has %zu",
                           path_.c_str(), entry.key.c_str(), fill.targets.size(), entry.targets.size());
    ATTN_ASSIGN_OR_RETURN(encoded[fill.entry], encode_fill(fill));
    if (!fill.note.empty()) notes[fill.entry] = fill.note;
  }
  std::map<pugi::xml_node, std::map<size_t, std::vector<std::string>>, std::less<>> by_resource;
  std::map<pugi::xml_node, std::string, std::less<>> resource_notes;
  for (auto& [entry, forms] : encoded) {
    by_resource[places_[entry].resource][entry] = forms;
    if (notes.count(entry) != 0) {
      std::string& note = resource_notes[places_[entry].resource];
      note += (note.empty() ? "" : "; ") + notes[entry];
    }
  }

  const XmlFile& out = written();
  const pugi::xml_node root = out.root();
  std::vector<xml::Edit> edits;
  std::string appended;  // translation file: resources it does not have yet, before </resources>
  const std::string default_indent = "\n    ";
  pugi::xml_node last_resource;
  for (pugi::xml_node child : root.children())
    if (is_element(child)) last_resource = child;
  const std::string append_indent =
      last_resource ? std::string(out.indent_before(last_resource)) : default_indent;
  bool uses_xliff = false;

  for (pugi::xml_node resource : default_->root().children()) {
    if (!is_element(resource)) continue;
    const auto filled = by_resource.find(resource);
    if (filled == by_resource.end()) {
      if (translation_) continue;
      // The default file becomes a translation file: what is not translated goes, with its comment.
      pugi::xml_node first = resource;
      if (const pugi::xml_node comment = comment_above(resource)) first = comment;
      edits.push_back({out.start(first) - out.indent_before(first).size(), out.end(resource), ""});
      continue;
    }
    const Place& place = places_[filled->second.begin()->first];
    const auto note = resource_notes.find(resource);
    const std::string comment = comment_text(note == resource_notes.end() ? "" : note->second);
    const pugi::xml_node existing = translation_ ? place.target : resource;
    for (const auto& [entry, forms] : filled->second)
      for (const std::string& form : forms)
        uses_xliff = uses_xliff || form.find("<xliff:") != std::string::npos;
    if (!existing) {
      appended += append_indent + comment + append_indent +
                  element_text(place, filled->second,
                               last_resource ? line_indent(out, last_resource) : std::string("    "));
      continue;
    }
    edits.push_back({out.start(existing), out.end(existing),
                     element_text(place, filled->second, line_indent(out, existing))});
    if (const pugi::xml_node review = review_comment_above(existing)) {
      edits.push_back({out.start(review), out.end(review), comment});
    } else {
      edits.push_back(
          {out.start(existing), out.start(existing), comment + std::string(out.indent_before(existing))});
    }
  }

  if (translation_) {
    const bool declare_xliff = uses_xliff && !root.attribute("xmlns:xliff");
    std::string root_open = declare_xliff ? xml::start_tag_with(root, "xmlns:xliff", kXliffNamespace) : "";
    if (out.is_self_closing(root)) {
      if (root_open.empty()) root_open = xml::start_tag_with(root, "", "");
      if (!appended.empty() || declare_xliff)
        edits.push_back(
            {out.start(root), out.end(root), root_open + appended + "\n</" + std::string(root.name()) + ">"});
    } else {
      if (declare_xliff) edits.push_back({out.start(root), out.start_tag_end(root), root_open});
      const size_t at = last_resource ? out.end(last_resource) : out.start_tag_end(root);
      if (!appended.empty()) edits.push_back({at, at, appended + (last_resource ? "" : "\n")});
    }
  }
  return xml::apply_edits_checked(path_, out.bytes(), std::move(edits));
}

}  // namespace

std::optional<std::string> android_folder_language(std::string_view path) {
  const std::filesystem::path folder = std::filesystem::path(path).parent_path().filename();
  const std::string name = folder.string();
  if (!name.starts_with("values-")) return std::nullopt;
  std::vector<std::string> qualifiers;
  for (size_t at = 7; at <= name.size();) {
    const size_t dash = std::min(name.find('-', at), name.size());
    qualifiers.push_back(name.substr(at, dash - at));
    at = dash + 1;
  }
  size_t i = 0;
  // Mobile country and network codes come before the language.
  while (i < qualifiers.size() && (qualifiers[i].starts_with("mcc") || qualifiers[i].starts_with("mnc"))) ++i;
  if (i == qualifiers.size()) return std::nullopt;
  const std::string& q = qualifiers[i];
  if (q.starts_with("b+")) {  // values-b+sr+Latn: a BCP 47 tag with + for -
    std::string tag = q.substr(2);
    std::replace(tag.begin(), tag.end(), '+', '-');
    return tag.empty() ? std::nullopt : std::optional<std::string>(tag);
  }
  const bool is_language = (q.size() == 2 || q.size() == 3) && q != "car" &&
                           std::all_of(q.begin(), q.end(), [](char c) { return c >= 'a' && c <= 'z'; });
  if (!is_language) return std::nullopt;
  std::string tag = q;
  if (i + 1 < qualifiers.size() && qualifiers[i + 1].size() == 3 && qualifiers[i + 1][0] == 'r')
    tag += "-" + qualifiers[i + 1].substr(1);  // values-fr-rCA
  return tag;
}

bool looks_like_android_strings(std::string_view path, std::string_view bytes) {
  const std::filesystem::path p(path);
  const std::string folder = p.parent_path().filename().string();
  if (p.extension() != ".xml") return false;
  if (folder == "values" || folder.starts_with("values-")) return true;
  return bytes.substr(0, 4096).find("<resources") != std::string_view::npos &&
         bytes.substr(0, 4096).find("<xliff ") == std::string_view::npos;
}

Result<std::unique_ptr<CatalogFile>> read_android_strings(std::string_view path, std::string bytes,
                                                          std::optional<std::string> target_language) {
  return AndroidStringsFile::read(path, std::move(bytes), std::move(target_language));
}

}  // namespace attn::localize
