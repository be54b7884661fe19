#include "localize/src/formats/json/json_catalog.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <vector>

#include "base/src/io/file_io.h"
#include "localize/src/formats/json/json_document.h"
#include "localize/src/formats/plural/cldr_plurals.h"

namespace attn::localize {
namespace {

using json::Document;
using json::Edit;
using json::NewValue;
using json::Node;

constexpr std::string_view kCategories[] = {"zero", "one", "two", "few", "many", "other"};

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string primary_subtag(std::string_view tag) {
  return lower(tag.substr(0, std::min(tag.find_first_of("-_"), tag.size())));
}

// A language code as a file or folder name: "de", "de-DE", "pt_BR", "zh-Hans", "zh-Hans-CN".
std::optional<std::string> as_language(std::string_view name) {
  if (name.size() < 2 || !std::islower(static_cast<unsigned char>(name[0])) ||
      !std::islower(static_cast<unsigned char>(name[1])))
    return std::nullopt;
  std::string tag(name.substr(0, 2));
  size_t at = 2;
  for (int subtags = 0; at < name.size(); ++subtags) {
    if (subtags == 2 || (name[at] != '-' && name[at] != '_')) return std::nullopt;
    size_t end = at + 1;
    while (end < name.size() && std::isalnum(static_cast<unsigned char>(name[end]))) ++end;
    if (end - at - 1 < 2 || end - at - 1 > 4) return std::nullopt;
    tag += '-';
    tag += name.substr(at + 1, end - at - 1);
    at = end;
  }
  return tag;
}

// The source-language file beside a translation: the translation's path with the language replaced by the
// source language, else the one sibling whose language is a variant of it (en-US for en).
std::optional<std::filesystem::path> source_file_beside(const std::filesystem::path& translation,
                                                        std::string_view source_language) {
  const std::filesystem::path folder = translation.parent_path();
  const bool by_name = as_language(translation.stem().string()).has_value();
  const std::filesystem::path exact =
      by_name ? folder / (std::string(source_language) + translation.extension().string())
              : folder.parent_path() / std::string(source_language) / translation.filename();
  std::error_code ec;
  if (std::filesystem::is_regular_file(exact, ec)) return exact;
  std::vector<std::filesystem::path> variants;
  for (const auto& sibling :
       std::filesystem::directory_iterator(by_name ? folder : folder.parent_path(), ec)) {
    const std::filesystem::path candidate =
        by_name ? sibling.path() : sibling.path() / translation.filename();
    const std::string name = by_name ? candidate.stem().string() : sibling.path().filename().string();
    if (by_name && candidate.extension() != translation.extension()) continue;
    const std::optional<std::string> language = as_language(name);
    if (language && primary_subtag(*language) == primary_subtag(source_language) &&
        std::filesystem::is_regular_file(candidate, ec))
      variants.push_back(candidate);
  }
  if (variants.size() != 1) return std::nullopt;
  return variants.front();
}

// Where an entry lives: the object keys down to the object holding it, its member key per form, and the
// source member whose place a key added to a translation takes (the plural group's first key).
struct Place {
  std::vector<std::string> path;
  std::vector<std::string> keys;
  std::string anchor;
};

class JsonCatalogFile : public CatalogFile {
 public:
  static Result<std::unique_ptr<CatalogFile>> read(std::string_view path, std::string bytes,
                                                   std::optional<std::string> target_language,
                                                   std::optional<std::string> source_language);
  // A translation read with its source file (source_path), or a source file (nullopt).
  static Result<std::unique_ptr<CatalogFile>> open(std::string_view path, std::string bytes,
                                                   std::optional<std::string> source_path,
                                                   std::string source_bytes,
                                                   std::optional<std::string> target_language,
                                                   std::optional<std::string> source_language);

  std::string_view format_name() const override { return "JSON"; }
  bool marks_review() const override { return false; }
  const std::vector<CatalogEntry>& entries() const override { return entries_; }
  std::optional<std::string> target_language() const override { return target_language_; }
  std::optional<std::string> source_language() const override { return source_language_; }
  Status set_target_language(std::string_view language) override;
  Result<std::string> write(std::span<const Fill> fills) const override;

 private:
  Status read_entries();
  Status read_object(const Node& source, const Node* target, std::vector<std::string>& path, int depth);
  Status add_entry(const Node& source_object, const Node* target, const std::vector<std::string>& path,
                   const std::string& key, std::vector<std::string> keys, const std::string& anchor);

  std::string path_, source_path_;
  bool given_translation_ = false;         // else the source file was given, and the translation starts empty
  std::unique_ptr<Document> source_;       // the source texts
  std::unique_ptr<Document> translation_;  // the file written (for a source file: "{}")
  std::optional<std::string> target_language_, source_language_;
  std::vector<PluralCategory> categories_;
  std::vector<CatalogEntry> entries_;
  std::vector<Place> places_;
};

Result<std::unique_ptr<CatalogFile>> JsonCatalogFile::read(std::string_view path, std::string bytes,
                                                           std::optional<std::string> target_language,
                                                           std::optional<std::string> source_language) {
  const std::optional<std::string> named = json_path_language(path);
  const std::string source = source_language.value_or("en");
  if (named && !same_language_tag(*named, source) &&
      (!target_language || same_language_tag(*named, *target_language))) {
    const std::optional<std::filesystem::path> source_path = source_file_beside(path, source);
    if (!source_path)
      return Status::Error(
          StatusCode::kIo,
          "%s: line 1: a %s translation; its source texts are read from the %s file beside it, "
          "which is missing (or give the source file with --to)",
          std::string(path).c_str(), named->c_str(), source.c_str());
    ATTN_ASSIGN_OR_RETURN(const std::vector<uint8_t> source_bytes,
                          checkpoint::read_file_bytes(source_path->string()));
    return open(path, std::move(bytes), source_path->string(),
                std::string(source_bytes.begin(), source_bytes.end()), *named, source);
  }
  if (!source_language) source_language = named;
  return open(path, std::move(bytes), std::nullopt, "", target_language, source_language);
}

Result<std::unique_ptr<CatalogFile>> JsonCatalogFile::open(std::string_view path, std::string bytes,
                                                           std::optional<std::string> source_path,
                                                           std::string source_bytes,
                                                           std::optional<std::string> target_language,
                                                           std::optional<std::string> source_language) {
  std::unique_ptr<JsonCatalogFile> file(new JsonCatalogFile());
  file->path_ = std::string(path);
  file->target_language_ = std::move(target_language);
  file->source_language_ = std::move(source_language);
  file->given_translation_ = source_path.has_value();
  if (source_path) {
    file->source_path_ = *source_path;
    ATTN_ASSIGN_OR_RETURN(Document translation, Document::parse(file->path_, std::move(bytes)));
    file->translation_ = std::make_unique<Document>(std::move(translation));
    ATTN_ASSIGN_OR_RETURN(Document source, Document::parse(file->source_path_, std::move(source_bytes)));
    file->source_ = std::make_unique<Document>(std::move(source));
  } else {
    file->source_path_ = file->path_;
    ATTN_ASSIGN_OR_RETURN(Document source, Document::parse(file->path_, std::move(bytes)));
    file->source_ = std::make_unique<Document>(std::move(source));
    // The new translation starts as an empty object, ended as the source file ends.
    const std::string& s = file->source_->bytes();
    const std::string end = s.ends_with("\r\n") ? "\r\n" : s.ends_with("\n") ? "\n" : "";
    ATTN_ASSIGN_OR_RETURN(Document translation, Document::parse(file->path_, "{}" + end));
    file->translation_ = std::make_unique<Document>(std::move(translation));
  }
  for (const Document* document : {file->translation_.get(), file->source_.get()})
    if (document->root().kind != Node::Kind::kObject)
      return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: the file is not a JSON object",
                           document->path().c_str(), document->line_of(document->root().begin));
  if (file->target_language_) {
    if (std::optional<std::vector<PluralCategory>> categories =
            cldr_plural_categories(*file->target_language_))
      file->categories_ = std::move(*categories);
  }
  ATTN_RETURN_IF_ERROR(file->read_entries());
  return std::unique_ptr<CatalogFile>(std::move(file));
}

Status JsonCatalogFile::set_target_language(std::string_view language) {
  if (target_language_ && same_language_tag(*target_language_, language)) return Status::Ok();
  target_language_ = std::string(language);
  categories_.clear();
  if (std::optional<std::vector<PluralCategory>> categories = cldr_plural_categories(language))
    categories_ = std::move(*categories);
  return read_entries();
}

Status JsonCatalogFile::read_entries() {
  entries_.clear();
  places_.clear();
  std::vector<std::string> path;
  return read_object(source_->root(), &translation_->root(), path, 0);
}

bool has_category(const std::vector<PluralCategory>& categories, std::string_view name) {
  return std::any_of(categories.begin(), categories.end(),
                     [&](const PluralCategory& c) { return c.name == name; });
}

// "files" for "files_one" (and the category), when key ends in a CLDR category's suffix and is no ordinal.
std::optional<std::pair<std::string, std::string_view>> plural_base(std::string_view key) {
  for (std::string_view category : kCategories) {
    std::string suffix = "_";
    suffix += category;
    if (key.size() > suffix.size() && key.ends_with(suffix)) {
      const std::string_view base = key.substr(0, key.size() - suffix.size());
      if (base.ends_with("_ordinal")) return std::nullopt;
      return std::pair<std::string, std::string_view>(std::string(base), category);
    }
  }
  return std::nullopt;
}

Status JsonCatalogFile::read_object(const Node& source, const Node* target, std::vector<std::string>& path,
                                    int depth) {
  // key_zero is a plural form only where the target language has the category.
  auto standalone_zero = [&](std::string_view category) {
    return category == "zero" && !has_category(categories_, "zero");
  };
  std::map<std::string, std::string, std::less<>> plural_groups;  // base -> the group's first key
  for (const Node::Member& m : source.members) {
    const std::optional<std::pair<std::string, std::string_view>> base = plural_base(m.key);
    const Node* other = base ? source_->member(source, base->first + "_other") : nullptr;
    if (other != nullptr && other->kind == Node::Kind::kString && !standalone_zero(base->second))
      plural_groups.emplace(base->first, m.key);
  }
  for (const Node::Member& m : source.members) {
    const Node& value = source_->node(m.value);
    const Node* target_value = target ? translation_->member(*target, m.key) : nullptr;
    if (value.kind == Node::Kind::kObject) {
      if (target_value && target_value->kind != Node::Kind::kObject)
        return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: \"%s\" is not an object, as in %s",
                             path_.c_str(), translation_->line_of(target_value->begin), m.key.c_str(),
                             source_path_.c_str());
      path.push_back(m.key);
      ATTN_RETURN_IF_ERROR(read_object(value, target_value, path, depth + 1));
      path.pop_back();
      continue;
    }
    if (value.kind != Node::Kind::kString) continue;
    const std::optional<std::pair<std::string, std::string_view>> base = plural_base(m.key);
    const auto group = base ? plural_groups.find(base->first) : plural_groups.end();
    if (group == plural_groups.end() || standalone_zero(base->second)) {
      ATTN_RETURN_IF_ERROR(add_entry(source, target, path, m.key, {m.key}, m.key));
      continue;
    }
    if (group->second != m.key) continue;  // the group is one entry, read at its first key
    if (categories_.empty())
      return Status::Error(StatusCode::kInvalidArgument,
                           "%s: line %d: the plural \"%s\" needs the target language's plural categories: %s",
                           source_path_.c_str(), source_->line_of(m.key_begin), base->first.c_str(),
                           target_language_
                               ? "the language is not in the table (ar cs de en es fr it ja nl pl pt ru zh)"
                               : "name the language (--to)");
    std::vector<std::string> keys;
    for (const PluralCategory& category : categories_)
      keys.push_back(base->first + "_" + std::string(category.name));
    ATTN_RETURN_IF_ERROR(add_entry(source, target, path, base->first, std::move(keys), m.key));
  }
  return Status::Ok();
}

Status JsonCatalogFile::add_entry(const Node& source_object, const Node* target,
                                  const std::vector<std::string>& path, const std::string& key,
                                  std::vector<std::string> keys, const std::string& anchor) {
  CatalogEntry entry;
  for (const std::string& part : path) entry.key += part + ".";
  entry.key += key;
  const bool plural = keys.size() > 1 || keys.front() != key;
  const Node* singular = source_->member(source_object, plural ? key + "_one" : key);
  const Node* other = plural ? source_->member(source_object, key + "_other") : nullptr;
  if (singular == nullptr || singular->kind != Node::Kind::kString) singular = other;
  entry.source = singular->text;
  entry.line = source_->line_of(singular->begin);
  if (plural) entry.source_plural = other->text;
  entry.translatable = !entry.source.empty() || !entry.source_plural.empty();
  for (size_t form = 0; form < keys.size(); ++form) {
    const Node* target_value = target ? translation_->member(*target, keys[form]) : nullptr;
    if (target_value && target_value->kind != Node::Kind::kString)
      return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: \"%s\" is not a string, as in %s",
                           path_.c_str(), translation_->line_of(target_value->begin), keys[form].c_str(),
                           source_path_.c_str());
    entry.targets.push_back(target_value ? target_value->text : std::string());
    if (target_value && form == 0 && given_translation_)
      entry.line = translation_->line_of(target_value->begin);
    if (plural) entry.plural_samples.push_back(categories_[form].sample);
  }
  entries_.push_back(std::move(entry));
  places_.push_back({path, std::move(keys), anchor});
  return Status::Ok();
}

NewValue* find_member(NewValue& object, std::string_view key) {
  for (auto& [name, value] : object.members)
    if (name == key) return &value;
  return nullptr;
}

Result<std::string> JsonCatalogFile::write(std::span<const Fill> fills) const {
  std::vector<Edit> edits;
  // Members the written file lacks, per object of it that exists: in order, with the source member whose
  // place they take and the member of the written file they go after.
  struct Added {
    std::string key;
    NewValue value;
    std::optional<size_t> after;
  };
  std::map<const Node*, std::vector<Added>> added;
  std::map<std::pair<const Node*, std::string>, size_t> added_at;  // where in added[object] a key is
  std::vector<bool> seen(entries_.size(), false);
  for (const Fill& fill : fills) {
    if (fill.entry >= entries_.size() || seen[fill.entry])
      return Status::Error(StatusCode::kInvalidArgument, "%s: fill for entry %zu: %s", path_.c_str(),
                           fill.entry,
                           fill.entry >= entries_.size() ? "no such entry" : "the entry is filled twice");
    seen[fill.entry] = true;
    const CatalogEntry& entry = entries_[fill.entry];
    const Place& place = places_[fill.entry];
    if (!entry.translatable)
      return Status::Error(StatusCode::kInvalidArgument, "%s: %s has no source text", path_.c_str(),
                           entry.key.c_str());
    if (fill.targets.size() != entry.targets.size())
      return Status::Error(StatusCode::kInvalidArgument, "%s: %s: %zu target forms, the entry has %zu",
                           path_.c_str(), entry.key.c_str(), fill.targets.size(), entry.targets.size());
    // The deepest object of the path the written file has, and what is missing below it.
    const Node* holder = &translation_->root();
    size_t depth = 0;
    for (; depth < place.path.size(); ++depth) {
      const Node* next = translation_->member(*holder, place.path[depth]);
      if (next == nullptr) break;
      holder = next;
    }
    for (size_t form = 0; form < fill.targets.size(); ++form) {
      Result<std::string> literal = json::quote(fill.targets[form]);
      if (!literal.ok())
        return Status::Error(StatusCode::kInvalidArgument, "%s: %s: %s", path_.c_str(), entry.key.c_str(),
                             literal.status().message());
      const std::string& key = place.keys[form];
      if (depth == place.path.size()) {
        if (const Node* existing = translation_->member(*holder, key)) {
          edits.push_back({existing->begin, existing->end, std::move(literal).value()});
          continue;
        }
      }
      // A member of holder: the key itself, or the first missing object of the path.
      const std::string& first = depth == place.path.size() ? key : place.path[depth];
      std::vector<Added>& list = added[holder];
      const auto [known, is_new] =
          added_at.emplace(std::pair<const Node*, std::string>(holder, first), list.size());
      if (is_new) {
        // After the written file's member for the nearest source member before this one (for a plural form:
        // after the entry's other forms there).
        std::vector<std::string> prefix(place.path.begin(),
                                        place.path.begin() + static_cast<std::ptrdiff_t>(depth));
        const Node* source_object = &source_->root();
        for (const std::string& part : prefix) source_object = source_->member(*source_object, part);
        const std::string& anchor = depth == place.path.size() ? place.anchor : place.path[depth];
        std::optional<size_t> after;
        if (depth == place.path.size())
          for (const std::string& sibling : place.keys)
            if (std::optional<size_t> at = Document::member_index(*holder, sibling))
              after = std::max(after.value_or(0), *at);
        if (!after && !holder->members.empty()) {
          const std::optional<size_t> anchor_at = Document::member_index(*source_object, anchor);
          for (size_t i = anchor_at.value_or(0); i-- > 0 && !after;)
            after = Document::member_index(*holder, source_object->members[i].key);
        }
        list.push_back({first, NewValue{}, after});
      }
      NewValue* value = &list[known->second].value;
      for (size_t d = depth + 1; d < place.path.size(); ++d) {
        NewValue* next = find_member(*value, place.path[d]);
        if (next == nullptr) {
          value->members.push_back({place.path[d], NewValue{}});
          next = &value->members.back().value;
        }
        value = next;
      }
      if (depth == place.path.size()) {
        value->literal = std::move(literal).value();
      } else {
        value->members.push_back({key, NewValue{std::move(literal).value(), {}}});
      }
    }
  }
  const json::Style style = translation_->root().members.empty() ? source_->style() : translation_->style();
  for (const auto& [object, list] : added) {
    if (object->members.empty()) {
      // One edit writes the whole object.
      std::vector<json::NewMember> members;
      for (const Added& a : list) members.push_back({a.key, a.value});
      edits.push_back(json::insert_members(*translation_, *object, std::nullopt, members, style));
      continue;
    }
    for (const Added& a : list)
      edits.push_back(json::insert_members(*translation_, *object, a.after, {{a.key, a.value}}, style));
  }
  ATTN_ASSIGN_OR_RETURN(std::string out, json::apply_edits(translation_->bytes(), std::move(edits)));
  Result<Document> again = Document::parse(path_, out);
  if (!again.ok())
    return Status::Error(StatusCode::kInternal, "the written file does not read again: %s",
                         again.status().message());
  return out;
}

}  // namespace

bool same_language_tag(std::string_view a, std::string_view b) {
  std::string x = lower(a), y = lower(b);
  std::replace(x.begin(), x.end(), '_', '-');
  std::replace(y.begin(), y.end(), '_', '-');
  return x == y;
}

bool looks_like_json_catalog(std::string_view path, std::string_view) {
  return lower(std::filesystem::path(path).extension().string()) == ".json";
}

std::optional<std::string> json_path_language(std::string_view path) {
  const std::filesystem::path p(path);
  if (std::optional<std::string> tag = as_language(p.stem().string())) return tag;
  return as_language(p.parent_path().filename().string());
}

Result<std::unique_ptr<CatalogFile>> read_json_catalog(std::string_view path, std::string bytes,
                                                       std::optional<std::string> target_language,
                                                       std::optional<std::string> source_language) {
  return JsonCatalogFile::read(path, std::move(bytes), std::move(target_language),
                               std::move(source_language));
}

Result<std::unique_ptr<CatalogFile>> read_json_translation(std::string_view path, std::string bytes,
                                                           std::string_view source_path,
                                                           std::string source_bytes,
                                                           std::string_view target_language) {
  return JsonCatalogFile::open(path, std::move(bytes), std::string(source_path), std::move(source_bytes),
                               std::string(target_language), json_path_language(source_path));
}

}  // namespace attn::localize
