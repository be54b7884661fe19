#include "localize/src/formats/xcstrings/xcstrings.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <vector>

#include "localize/src/formats/json/json_catalog.h"
#include "localize/src/formats/json/json_document.h"
#include "localize/src/formats/plural/cldr_plurals.h"

namespace attn::localize {
namespace {

using json::Document;
using json::Edit;
using json::NewValue;
using json::Node;

constexpr std::string_view kFilledState = "needs_review";

// Where an entry's target lives: the string's object in "strings", and its target localization if there.
struct Place {
  const Node* entry = nullptr;
  const Node* localization = nullptr;
};

class XcstringsFile : public CatalogFile {
 public:
  static Result<std::unique_ptr<CatalogFile>> read(std::string_view path, std::string bytes,
                                                   std::optional<std::string> target_language);

  std::string_view format_name() const override { return "Apple .xcstrings"; }
  const std::vector<CatalogEntry>& entries() const override { return entries_; }
  std::optional<std::string> target_language() const override { return target_language_; }
  std::optional<std::string> source_language() const override { return source_language_; }
  Status set_target_language(std::string_view language) override;
  Result<std::string> write(std::span<const Fill> fills) const override;

 private:
  Status read_entries();
  Status error(size_t at, const char* what) const {
    return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: %s", document_.path().c_str(),
                         document_.line_of(at), what);
  }
  // The object member `key` of node, or nullptr; a member that is there but no object is an error.
  Result<const Node*> object_member(const Node* node, std::string_view key) const;
  // The stringUnit's value and whether its state is "translated" (nullopt: no string unit).
  Result<std::optional<std::pair<std::string, bool>>> string_unit(const Node* holder) const;
  Result<NewValue> localization_value(const CatalogEntry& entry, const Fill& fill) const;

  Document document_;
  const Node* strings_ = nullptr;
  std::optional<std::string> target_language_, source_language_;
  std::vector<PluralCategory> categories_;
  std::vector<CatalogEntry> entries_;
  std::vector<Place> places_;
};

Result<std::unique_ptr<CatalogFile>> XcstringsFile::read(std::string_view path, std::string bytes,
                                                         std::optional<std::string> target_language) {
  std::unique_ptr<XcstringsFile> file(new XcstringsFile());
  ATTN_ASSIGN_OR_RETURN(file->document_, Document::parse(std::string(path), std::move(bytes)));
  const Document& document = file->document_;
  const Node& root = document.root();
  if (root.kind != Node::Kind::kObject) return file->error(root.begin, "the file is not a JSON object");
  const Node* source_language = document.member(root, "sourceLanguage");
  if (source_language == nullptr || source_language->kind != Node::Kind::kString)
    return file->error(root.begin, "no \"sourceLanguage\" string");
  file->source_language_ = source_language->text;
  ATTN_ASSIGN_OR_RETURN(file->strings_, file->object_member(&root, "strings"));
  if (file->strings_ == nullptr) return file->error(root.begin, "no \"strings\" object");
  if (target_language) {
    ATTN_RETURN_IF_ERROR(file->set_target_language(*target_language));
  } else {
    ATTN_RETURN_IF_ERROR(file->read_entries());
  }
  return std::unique_ptr<CatalogFile>(std::move(file));
}

Status XcstringsFile::set_target_language(std::string_view language) {
  if (same_language_tag(language, *source_language_))
    return Status::Error(StatusCode::kInvalidArgument,
                         "%s: line %d: the target language %.*s is the file's source language",
                         document_.path().c_str(), document_.line_of(document_.root().begin),
                         static_cast<int>(language.size()), language.data());
  target_language_ = std::string(language);
  categories_.clear();
  if (std::optional<std::vector<PluralCategory>> categories = cldr_plural_categories(language))
    categories_ = std::move(*categories);
  return read_entries();
}

Result<const Node*> XcstringsFile::object_member(const Node* node, std::string_view key) const {
  if (node == nullptr) return static_cast<const Node*>(nullptr);
  const Node* member = document_.member(*node, key);
  if (member != nullptr && member->kind != Node::Kind::kObject)
    return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: \"%.*s\" is not an object",
                         document_.path().c_str(), document_.line_of(member->begin),
                         static_cast<int>(key.size()), key.data());
  return member;
}

Result<std::optional<std::pair<std::string, bool>>> XcstringsFile::string_unit(const Node* holder) const {
  ATTN_ASSIGN_OR_RETURN(const Node* unit, object_member(holder, "stringUnit"));
  if (unit == nullptr) return std::optional<std::pair<std::string, bool>>();
  const Node* value = document_.member(*unit, "value");
  const Node* state = document_.member(*unit, "state");
  for (const Node* node : {value, state})
    if (node != nullptr && node->kind != Node::Kind::kString)
      return error(node->begin, "a stringUnit's \"state\" and \"value\" are strings");
  return std::optional<std::pair<std::string, bool>>(
      {value ? value->text : std::string(), state != nullptr && state->text == "translated"});
}

Status XcstringsFile::read_entries() {
  entries_.clear();
  places_.clear();
  for (const Node::Member& m : strings_->members) {
    const Node& string = document_.node(m.value);
    if (string.kind != Node::Kind::kObject) return error(string.begin, "a string's value is not an object");
    CatalogEntry entry;
    entry.key = m.key;
    entry.line = document_.line_of(m.key_begin);
    const Node* should_translate = document_.member(string, "shouldTranslate");
    if (should_translate != nullptr &&
        document_.bytes().substr(should_translate->begin, should_translate->end - should_translate->begin) ==
            "false")
      entry.translatable = false;
    if (const Node* comment = document_.member(string, "comment");
        comment != nullptr && comment->kind == Node::Kind::kString)
      entry.notes = comment->text;

    ATTN_ASSIGN_OR_RETURN(const Node* localizations, object_member(&string, "localizations"));
    ATTN_ASSIGN_OR_RETURN(const Node* source, object_member(localizations, *source_language_));
    const Node* target = nullptr;
    if (target_language_) {
      ATTN_ASSIGN_OR_RETURN(target, object_member(localizations, *target_language_));
    }
    ATTN_ASSIGN_OR_RETURN(const Node* source_variations, object_member(source, "variations"));
    ATTN_ASSIGN_OR_RETURN(const Node* target_variations, object_member(target, "variations"));
    ATTN_ASSIGN_OR_RETURN(const Node* source_plural, object_member(source_variations, "plural"));
    ATTN_ASSIGN_OR_RETURN(const Node* target_plural, object_member(target_variations, "plural"));
    // Device variations and substitutions are not filled (nor replaced by a fill).
    for (const Node* localization : {source, target})
      if (localization != nullptr && (document_.member(*localization, "substitutions") != nullptr ||
                                      (document_.member(*localization, "variations") != nullptr &&
                                       (localization == source ? source_plural : target_plural) == nullptr)))
        entry.translatable = false;

    if (source_plural != nullptr) {
      ATTN_ASSIGN_OR_RETURN(const Node* one, object_member(source_plural, "one"));
      ATTN_ASSIGN_OR_RETURN(const Node* other, object_member(source_plural, "other"));
      ATTN_ASSIGN_OR_RETURN(auto singular, string_unit(one ? one : other));
      ATTN_ASSIGN_OR_RETURN(auto plural, string_unit(other ? other : one));
      if (!singular || !plural)
        return error(source_plural->begin, "plural variations without a \"one\" or \"other\" stringUnit");
      entry.source = singular->first;
      entry.source_plural = plural->first;
      if (categories_.empty())
        return error(m.key_begin,
                     target_language_
                         ? "a plural string needs the target language's plural categories: the "
                           "language is not in the table (ar cs de en es fr it ja nl pl pt ru zh)"
                         : "a plural string needs the target language's plural categories: name "
                           "the language (--to)");
      for (const PluralCategory& category : categories_) {
        ATTN_ASSIGN_OR_RETURN(const Node* form, object_member(target_plural, category.name));
        ATTN_ASSIGN_OR_RETURN(auto unit, string_unit(form));
        entry.targets.push_back(unit ? unit->first : std::string());
        entry.needs_review = entry.needs_review || (unit && !unit->second);
        entry.plural_samples.push_back(category.sample);
      }
    } else {
      ATTN_ASSIGN_OR_RETURN(auto unit, string_unit(source));
      entry.source = unit ? unit->first : m.key;
      ATTN_ASSIGN_OR_RETURN(auto translated, string_unit(target));
      entry.targets.push_back(translated ? translated->first : std::string());
      entry.needs_review = translated && !translated->second;
    }
    if (entry.source.empty() && entry.source_plural.empty()) entry.translatable = false;
    entries_.push_back(std::move(entry));
    places_.push_back({&string, target});
  }
  return Status::Ok();
}

Result<NewValue> XcstringsFile::localization_value(const CatalogEntry& entry, const Fill& fill) const {
  auto unit = [](std::string literal) {
    NewValue state{std::string("\"") + std::string(kFilledState) + "\"", {}};
    NewValue fields;
    fields.members = {{"state", std::move(state)}, {"value", NewValue{std::move(literal), {}}}};
    NewValue holder;
    holder.members = {{"stringUnit", std::move(fields)}};
    return holder;
  };
  std::vector<json::NewMember> forms;
  for (size_t form = 0; form < fill.targets.size(); ++form) {
    Result<std::string> literal = json::quote(fill.targets[form]);
    if (!literal.ok())
      return Status::Error(StatusCode::kInvalidArgument, "%s: %s: %s", document_.path().c_str(),
                           entry.key.c_str(), literal.status().message());
    if (!entry.is_plural()) return unit(std::move(literal).value());
    forms.push_back({std::string(categories_[form].name), unit(std::move(literal).value())});
  }
  // Xcode writes keys in alphabetical order.
  std::sort(forms.begin(), forms.end(), [](const auto& a, const auto& b) { return a.key < b.key; });
  NewValue plural;
  plural.members = std::move(forms);
  NewValue variations;
  variations.members = {{"plural", std::move(plural)}};
  NewValue localization;
  localization.members = {{"variations", std::move(variations)}};
  return localization;
}

// The member an added key goes after in an object whose keys are in alphabetical order: the last one before
// it (nullopt: first).
std::optional<size_t> alphabetical_place(const Node& object, std::string_view key) {
  std::optional<size_t> after;
  for (size_t i = 0; i < object.members.size(); ++i)
    if (object.members[i].key < key) after = i;
  return after;
}

Result<std::string> XcstringsFile::write(std::span<const Fill> fills) const {
  if (!fills.empty() && !target_language_)
    return Status::Error(StatusCode::kInvalidArgument, "%s: no target language to fill",
                         document_.path().c_str());
  const json::Style style = document_.style();
  std::vector<Edit> edits;
  std::vector<bool> seen(entries_.size(), false);
  for (const Fill& fill : fills) {
    if (fill.entry >= entries_.size() || seen[fill.entry])
      return Status::Error(StatusCode::kInvalidArgument, "%s: fill for entry %zu: %s",
                           document_.path().c_str(), fill.entry,
                           fill.entry >= entries_.size() ? "no such entry" : "the entry is filled twice");
    seen[fill.entry] = true;
    const CatalogEntry& entry = entries_[fill.entry];
    if (!entry.translatable)
      return Status::Error(StatusCode::kInvalidArgument, "%s: %s is not to be translated",
                           document_.path().c_str(), entry.key.c_str());
    if (fill.targets.size() != entry.targets.size())
      return Status::Error(StatusCode::kInvalidArgument, "%s: %s: %zu target forms, the entry has %zu",
                           document_.path().c_str(), entry.key.c_str(), fill.targets.size(),
                           entry.targets.size());
    ATTN_ASSIGN_OR_RETURN(NewValue value, localization_value(entry, fill));
    const Place& place = places_[fill.entry];
    if (place.localization != nullptr) {
      edits.push_back({place.localization->begin, place.localization->end,
                       json::render(value, style, document_.line_indent(place.localization->begin))});
      continue;
    }
    const Node* localizations = document_.member(*place.entry, "localizations");
    if (localizations != nullptr) {
      edits.push_back(json::insert_members(document_, *localizations,
                                           alphabetical_place(*localizations, *target_language_),
                                           {{*target_language_, std::move(value)}}, style));
    } else {
      NewValue all;
      all.members = {{*target_language_, std::move(value)}};
      edits.push_back(json::insert_members(document_, *place.entry,
                                           alphabetical_place(*place.entry, "localizations"),
                                           {{"localizations", std::move(all)}}, style));
    }
  }
  ATTN_ASSIGN_OR_RETURN(std::string out, json::apply_edits(document_.bytes(), std::move(edits)));
  Result<Document> again = Document::parse(document_.path(), out);
  if (!again.ok())
    return Status::Error(StatusCode::kInternal, "the written file does not read again: %s",
                         again.status().message());
  return out;
}

}  // namespace

bool looks_like_xcstrings(std::string_view path, std::string_view) {
  std::string extension = std::filesystem::path(path).extension().string();
  for (char& c : extension) c = static_cast<char>(c | 0x20);
  return extension == ".xcstrings";
}

Result<std::unique_ptr<CatalogFile>> read_xcstrings(std::string_view path, std::string bytes,
                                                    std::optional<std::string> target_language) {
  return XcstringsFile::read(path, std::move(bytes), std::move(target_language));
}

}  // namespace attn::localize
