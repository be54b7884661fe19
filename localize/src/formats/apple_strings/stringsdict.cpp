#include "localize/src/formats/apple_strings/stringsdict.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <set>
#include <utility>
#include <vector>

#include "localize/src/formats/plural/cldr_plurals.h"
#include "localize/src/formats/xml/xml_file.h"
#include "localize/src/protect/span_finder.h"

namespace attn::localize {
namespace {

using xml::XmlFile;

constexpr std::string_view kReviewComment = "attn: machine translation, to be reviewed";
constexpr std::string_view kFormatKey = "NSStringLocalizedFormatKey";
constexpr std::string_view kSpecTypeKey = "NSStringFormatSpecTypeKey";
constexpr std::string_view kPluralRuleType = "NSStringPluralRuleType";
constexpr std::string_view kCategories[] = {"zero", "one", "two", "few", "many", "other"};

bool is_category(std::string_view key) {
  return std::find(std::begin(kCategories), std::end(kCategories), key) != std::end(kCategories);
}

std::string_view trimmed(std::string_view text) {
  const size_t begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string_view::npos) return {};
  return text.substr(begin, text.find_last_not_of(" \t\r\n") + 1 - begin);
}

bool is_element(pugi::xml_node node, std::string_view name) {
  return node.type() == pugi::node_element && name == node.name();
}

// The last line of the white space before a node: the indentation of a node on its own line.
std::string indent_of(const XmlFile& file, pugi::xml_node node) {
  const std::string_view before = file.indent_before(node);
  const size_t line = before.rfind('\n');
  return std::string(line == std::string_view::npos ? before : before.substr(line + 1));
}

// A property list's text (a <key> or a <string>): character data only.
Result<std::string> text_of(const XmlFile& file, const std::string& path, pugi::xml_node element) {
  std::string text;
  for (const xml::Piece& piece : xml::content_pieces(file, element, [](pugi::xml_node) { return true; })) {
    if (piece.markup)
      return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: <%s> holds markup, not only text",
                           path.c_str(), file.line_of(element), element.name());
    text += piece.text;
  }
  return text;
}

// A key and its value in a <dict>.
struct PlistPair {
  pugi::xml_node key, value;
  std::string name;
};

// The pairs of a <dict>, in order: each <key> followed by its value element.
Result<std::vector<PlistPair>> dict_pairs(const XmlFile& file, const std::string& path, pugi::xml_node dict) {
  std::vector<PlistPair> pairs;
  pugi::xml_node key;
  for (pugi::xml_node child : dict.children()) {
    if (child.type() != pugi::node_element) continue;
    const bool is_key = is_element(child, "key");
    if (!key && !is_key)
      return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: a <%s> where a <key> was expected",
                           path.c_str(), file.line_of(child), child.name());
    if (!key) {
      key = child;
      continue;
    }
    if (is_key) break;  // the key before has no value: reported below
    ATTN_ASSIGN_OR_RETURN(std::string name, text_of(file, path, key));
    pairs.push_back({key, child, std::move(name)});
    key = pugi::xml_node();
  }
  if (key)
    return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: a <key> without a value after it",
                         path.c_str(), file.line_of(key));
  return pairs;
}

// A variable's plural rule: a <dict> of NSStringPluralRuleType with a text per category.
struct Rule {
  std::string name;
  pugi::xml_node key, dict;
  std::map<std::string, std::string, std::less<>> texts;  // category -> text
  std::set<pugi::xml_node> category_nodes;                // their <key>s and <string>s
};

// One top-level key: the string an app asks for.
struct Unit {
  std::string name;
  pugi::xml_node key, dict;
  pugi::xml_node format;  // the <string> of NSStringLocalizedFormatKey; absent when the key has none
  std::string format_text;
  std::vector<Rule> rules;

  const Rule* rule(std::string_view variable) const {
    for (const Rule& r : rules)
      if (r.name == variable) return &r;
    return nullptr;
  }
};

struct Side {
  std::string path;
  std::unique_ptr<XmlFile> xml;
  pugi::xml_node root;
  std::vector<Unit> units;
  std::map<std::string, size_t, std::less<>>
      by_name;  // a key's unit: its last definition, which the app reads

  // A source's rule must have an "other" text (Foundation's fallback); a translation's may lack forms, which
  // are then untranslated.
  static Result<Side> parse(std::string path, std::string bytes, bool is_source);

  // The review comment right above a key, if any.
  pugi::xml_node review_comment_above(pugi::xml_node key) const {
    for (pugi::xml_node n = key.previous_sibling(); n; n = n.previous_sibling()) {
      if (n.type() == pugi::node_pcdata && trimmed(n.value()).empty()) continue;
      if (n.type() == pugi::node_comment && trimmed(n.value()).starts_with(kReviewComment)) return n;
      break;
    }
    return pugi::xml_node();
  }
};

Result<Side> Side::parse(std::string path, std::string bytes, bool is_source) {
  Side side;
  side.path = std::move(path);
  ATTN_ASSIGN_OR_RETURN(side.xml, XmlFile::parse(side.path, std::move(bytes)));
  const XmlFile& file = *side.xml;
  if (std::string_view(file.root().name()) != "plist")
    return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: the root element is <%s>, not <plist>",
                         side.path.c_str(), file.line_of(file.root()), file.root().name());
  side.root = file.root().child("dict");
  if (!side.root)
    return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: the <plist> holds no <dict>",
                         side.path.c_str(), file.line_of(file.root()));
  ATTN_ASSIGN_OR_RETURN(const std::vector<PlistPair> top, dict_pairs(file, side.path, side.root));
  for (const PlistPair& pair : top) {
    if (!is_element(pair.value, "dict")) continue;  // not a localized string's rules
    Unit unit{pair.name, pair.key, pair.value, {}, {}, {}};
    ATTN_ASSIGN_OR_RETURN(const std::vector<PlistPair> inner, dict_pairs(file, side.path, unit.dict));
    for (const PlistPair& p : inner) {
      if (p.name == kFormatKey && is_element(p.value, "string")) {
        unit.format = p.value;
        ATTN_ASSIGN_OR_RETURN(unit.format_text, text_of(file, side.path, p.value));
        continue;
      }
      if (!is_element(p.value, "dict")) continue;
      ATTN_ASSIGN_OR_RETURN(const std::vector<PlistPair> forms, dict_pairs(file, side.path, p.value));
      bool plural = false;
      for (const PlistPair& f : forms)
        if (f.name == kSpecTypeKey && is_element(f.value, "string") &&
            std::string_view(f.value.child_value()) == kPluralRuleType)
          plural = true;
      if (!plural) continue;
      Rule rule{p.name, p.key, p.value, {}, {}};
      for (const PlistPair& f : forms) {
        if (!is_category(f.name) || !is_element(f.value, "string")) continue;
        ATTN_ASSIGN_OR_RETURN(rule.texts[f.name], text_of(file, side.path, f.value));
        rule.category_nodes.insert(f.key);
        rule.category_nodes.insert(f.value);
      }
      if (is_source && rule.texts.count("other") == 0)
        return Status::Error(StatusCode::kInvalidArgument,
                             "%s: line %d: the plural rule \"%s\" of \"%s\" has no \"other\" text",
                             side.path.c_str(), file.line_of(rule.key), rule.name.c_str(), unit.name.c_str());
      unit.rules.push_back(std::move(rule));
    }
    side.by_name[unit.name] = side.units.size();
    side.units.push_back(std::move(unit));
  }
  return side;
}

// Whether a format holds words beside its variable references and other placeholders.
bool has_words(std::string_view text) {
  auto is_letter = [&](size_t i) {
    const auto c = static_cast<unsigned char>(text[i]);
    return std::isalpha(c) || c >= 0x80;
  };
  size_t at = 0;
  for (const ProtectedSpan& span : find_protected_spans(text)) {
    for (; at < span.begin; ++at)
      if (is_letter(at)) return true;
    at = std::max(at, span.end);
  }
  for (; at < text.size(); ++at)
    if (is_letter(at)) return true;
  return false;
}

std::string review_comment(std::string_view note) {
  std::string text = "<!-- " + std::string(kReviewComment);
  if (!note.empty()) {
    std::string safe(note);
    std::replace(safe.begin(), safe.end(), '\n', ' ');
    // "--" may not stand inside an XML comment, nor "-" at its end.
    for (size_t at = safe.find("--"); at != std::string::npos; at = safe.find("--", at))
      safe.replace(at, 2, "- -");
    text += ": " + safe;
  }
  return text + " -->";
}

// Where an entry's text lives in the source.
struct Place {
  enum Kind { kFormat, kPlural, kZero } kind = kFormat;
  size_t unit = 0;  // in the source
  std::string variable;
};

class StringsdictFile : public CatalogFile {
 public:
  static Result<std::unique_ptr<CatalogFile>> make(Side source, std::optional<Side> translation,
                                                   std::optional<std::string> target_language);

  std::string_view format_name() const override { return "Apple .stringsdict"; }
  const std::vector<CatalogEntry>& entries() const override { return entries_; }
  std::optional<std::string> target_language() const override { return target_language_; }
  std::optional<std::string> source_language() const override { return source_language_; }
  Result<std::string> write(std::span<const Fill> fills) const override;

 private:
  Status read_entries();
  const Side& written() const { return translation_ ? *translation_ : source_; }
  const Unit* translated_unit(const Unit& unit) const {
    if (!translation_) return nullptr;
    const auto found = translation_->by_name.find(unit.name);
    return found == translation_->by_name.end() ? nullptr : &translation_->units[found->second];
  }
  bool zero_is_own_entry(const Rule& rule) const;
  std::vector<std::pair<std::string, std::string>> forms_of(const Rule& source_rule, const Rule* written_rule,
                                                            const std::map<size_t, const Fill*>& fills) const;
  std::string rule_content(const Side& side, const Rule& rule,
                           const std::vector<std::pair<std::string, std::string>>& forms) const;
  Status unit_edits(const Side& side, const Unit& unit, size_t source_unit,
                    const std::map<size_t, const Fill*>& fills, std::vector<xml::Edit>& edits) const;
  void mark_for_review(const Side& side, pugi::xml_node key, std::string_view note,
                       std::vector<xml::Edit>& edits) const;

  Side source_;
  std::optional<Side> translation_;
  std::optional<std::string> target_language_, source_language_;
  std::vector<PluralCategory> categories_;
  std::vector<CatalogEntry> entries_;
  std::vector<Place> places_;  // per entry
};

Result<std::unique_ptr<CatalogFile>> StringsdictFile::make(Side source, std::optional<Side> translation,
                                                           std::optional<std::string> target_language) {
  std::unique_ptr<StringsdictFile> file(new StringsdictFile());
  file->source_ = std::move(source);
  file->translation_ = std::move(translation);
  file->source_language_ = apple_folder_language(file->source_.path);
  file->target_language_ = std::move(target_language);
  if (!file->target_language_ && file->translation_)
    file->target_language_ = apple_folder_language(file->translation_->path);
  if (file->target_language_)
    file->categories_ =
        cldr_plural_categories(*file->target_language_).value_or(std::vector<PluralCategory>{});
  ATTN_RETURN_IF_ERROR(file->read_entries());
  return std::unique_ptr<CatalogFile>(std::move(file));
}

bool StringsdictFile::zero_is_own_entry(const Rule& rule) const {
  if (rule.texts.count("zero") == 0) return false;
  return std::none_of(categories_.begin(), categories_.end(),
                      [](const PluralCategory& c) { return c.name == "zero"; });
}

Status StringsdictFile::read_entries() {
  for (size_t u = 0; u < source_.units.size(); ++u) {
    const Unit& unit = source_.units[u];
    if (source_.by_name.at(unit.name) != u) continue;  // defined again below
    const Unit* target = translated_unit(unit);
    const XmlFile& target_xml = target != nullptr ? *translation_->xml : *source_.xml;
    const int line = target != nullptr ? target_xml.line_of(target->key) : source_.xml->line_of(unit.key);
    const bool review = target != nullptr && translation_->review_comment_above(target->key);
    auto add = [&](CatalogEntry entry, Place place) {
      entry.line = line;
      entry.needs_review = review;
      entries_.push_back(std::move(entry));
      places_.push_back(std::move(place));
    };
    if (unit.format && has_words(unit.format_text)) {
      CatalogEntry entry;
      entry.key = unit.name;
      entry.source = unit.format_text;
      entry.targets.push_back(target != nullptr && target->format ? target->format_text : std::string());
      add(std::move(entry), {Place::kFormat, u, {}});
    }
    for (const Rule& rule : unit.rules) {
      if (categories_.empty())
        return Status::Error(
            StatusCode::kInvalidArgument,
            "%s: line %d: the plural rule \"%s\" of \"%s\" needs the target "
            "language's plural categories: %s",
            source_.path.c_str(), source_.xml->line_of(rule.key), rule.name.c_str(), unit.name.c_str(),
            target_language_ ? "the language is not in the table (ar cs de en es fr it ja nl pl pt ru zh)"
                             : "name the language (--to, or the translation's folder: de.lproj)");
      const Rule* target_rule = target != nullptr ? target->rule(rule.name) : nullptr;
      auto target_text = [&](std::string_view category) {
        if (target_rule == nullptr) return std::string();
        const auto found = target_rule->texts.find(category);
        return found == target_rule->texts.end() ? std::string() : found->second;
      };
      if (zero_is_own_entry(rule)) {
        CatalogEntry entry;
        entry.key = unit.name + " / " + rule.name + " / zero";
        entry.context = unit.name;
        entry.source = rule.texts.at("zero");
        entry.targets.push_back(target_text("zero"));
        add(std::move(entry), {Place::kZero, u, rule.name});
      }
      CatalogEntry entry;
      entry.key = unit.name + " / " + rule.name;
      entry.context = unit.name;
      const auto one = rule.texts.find("one");
      entry.source = one != rule.texts.end() ? one->second : rule.texts.at("other");
      entry.source_plural = rule.texts.at("other");
      for (const PluralCategory& c : categories_) {
        entry.plural_samples.push_back(c.sample);
        entry.targets.push_back(target_text(c.name));
      }
      entry.translatable = !entry.source.empty() || !entry.source_plural.empty();
      add(std::move(entry), {Place::kPlural, u, rule.name});
    }
  }
  return Status::Ok();
}

// The category texts a filled rule is written with (fills: its unit's, by entry): its own zero text where
// that is an entry of its own, then one per category of the target language. A form comes from its fill, else
// from the file written (a translation's text), else from the source (singular or plural by the category's
// count), so that a rule written is always complete.
std::vector<std::pair<std::string, std::string>> StringsdictFile::forms_of(
    const Rule& source_rule, const Rule* written_rule, const std::map<size_t, const Fill*>& fills) const {
  const Fill* plural = nullptr;
  const Fill* zero = nullptr;
  for (const auto& [entry, fill] : fills) {
    const Place& place = places_[entry];
    if (place.variable != source_rule.name) continue;
    (place.kind == Place::kZero ? zero : plural) = fill;
  }
  auto existing = [&](std::string_view category) -> std::optional<std::string> {
    if (written_rule == nullptr) return std::nullopt;
    const auto found = written_rule->texts.find(category);
    if (found == written_rule->texts.end() || found->second.empty()) return std::nullopt;
    return found->second;
  };
  std::vector<std::pair<std::string, std::string>> forms;
  if (zero_is_own_entry(source_rule)) {
    std::string text =
        zero != nullptr ? zero->targets[0] : existing("zero").value_or(source_rule.texts.at("zero"));
    forms.emplace_back("zero", std::move(text));
  }
  const auto one = source_rule.texts.find("one");
  for (size_t i = 0; i < categories_.size(); ++i) {
    const PluralCategory& c = categories_[i];
    std::string text;
    if (plural != nullptr) {
      text = plural->targets[i];
    } else if (std::optional<std::string> kept = existing(c.name)) {
      text = std::move(*kept);
    } else {
      text = c.sample == 1 && one != source_rule.texts.end() ? one->second : source_rule.texts.at("other");
    }
    forms.emplace_back(std::string(c.name), std::move(text));
  }
  return forms;
}

// A rule's <dict> content with its category texts replaced by forms: its other keys (the spec and value
// types) and comments as they stand, then the forms, indented as the rule's first key is.
std::string StringsdictFile::rule_content(
    const Side& side, const Rule& rule, const std::vector<std::pair<std::string, std::string>>& forms) const {
  const XmlFile& file = *side.xml;
  std::string indent;
  pugi::xml_node last;
  std::string out;
  for (pugi::xml_node child : rule.dict.children()) {
    if ((child.type() == pugi::node_pcdata || child.type() == pugi::node_cdata) &&
        trimmed(child.value()).empty())
      continue;
    if (indent.empty() && child.type() == pugi::node_element) indent = indent_of(file, child);
    last = child;
    if (rule.category_nodes.count(child) != 0) continue;
    out += std::string(file.indent_before(child));
    out += std::string(file.raw(child));
  }
  for (const auto& [category, text] : forms) {
    out += "\n" + indent + "<key>" + category + "</key>";
    out += "\n" + indent + "<string>" + xml::escape_text(text) + "</string>";
  }
  if (last) {
    const size_t from = file.end(last), to = file.content_end(rule.dict);
    out += std::string(std::string_view(file.bytes()).substr(from, to - from));
  }
  return out;
}

// The edits that write the fills of source unit source_unit (fills: its own, by entry) into side's unit.
Status StringsdictFile::unit_edits(const Side& side, const Unit& unit, size_t source_unit,
                                   const std::map<size_t, const Fill*>& fills,
                                   std::vector<xml::Edit>& edits) const {
  const XmlFile& file = *side.xml;
  const Unit& source = source_.units[source_unit];
  for (const auto& [entry, fill] : fills) {
    const Place& place = places_[entry];
    if (place.kind != Place::kFormat) continue;
    const std::string text = xml::escape_text(fill->targets[0]);
    if (!unit.format) {
      const std::string indent = indent_of(file, unit.key) + "\t";
      edits.push_back({file.start_tag_end(unit.dict), file.start_tag_end(unit.dict),
                       "\n" + indent + "<key>" + std::string(kFormatKey) + "</key>\n" + indent + "<string>" +
                           text + "</string>"});
    } else if (file.is_self_closing(unit.format)) {
      edits.push_back({file.start(unit.format), file.end(unit.format), "<string>" + text + "</string>"});
    } else {
      edits.push_back({file.start_tag_end(unit.format), file.content_end(unit.format), text});
    }
  }
  for (const Rule& rule : source.rules) {
    const bool filled = std::any_of(fills.begin(), fills.end(), [&](const auto& f) {
      const Place& place = places_[f.first];
      return place.kind != Place::kFormat && place.variable == rule.name;
    });
    if (!filled) continue;
    const Rule* written_rule = unit.rule(rule.name);
    const auto forms = forms_of(rule, written_rule, fills);
    if (written_rule != nullptr) {
      edits.push_back({file.start_tag_end(written_rule->dict), file.content_end(written_rule->dict),
                       rule_content(side, *written_rule, forms)});
      continue;
    }
    // The unit written lacks this variable's rule: the source's, with the forms, at the end of the unit.
    const std::string indent = indent_of(file, unit.key) + "\t";
    std::string text = "\n" + indent + "<key>" + xml::escape_text(rule.name) + "</key>\n" + indent + "<dict>";
    text += rule_content(source_, rule, forms) + "</dict>";
    if (file.is_self_closing(unit.dict))
      return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: \"%s\" is an empty <dict/>",
                           side.path.c_str(), file.line_of(unit.dict), unit.name.c_str());
    size_t at = file.start_tag_end(unit.dict);
    for (pugi::xml_node child : unit.dict.children())
      if (child.type() == pugi::node_element) at = file.end(child);
    edits.push_back({at, at, std::move(text)});
  }
  return Status::Ok();
}

// The review comment goes where one is (replacing it, so that its note is the new one), or on its own line
// above the key.
void StringsdictFile::mark_for_review(const Side& side, pugi::xml_node key, std::string_view note,
                                      std::vector<xml::Edit>& edits) const {
  const XmlFile& file = *side.xml;
  const std::string comment = review_comment(note);
  if (pugi::xml_node old = side.review_comment_above(key)) {
    edits.push_back({file.start(old), file.end(old), comment});
    return;
  }
  edits.push_back({file.start(key), file.start(key), comment + "\n" + indent_of(file, key)});
}

Result<std::string> StringsdictFile::write(std::span<const Fill> fills) const {
  std::map<size_t, std::map<size_t, const Fill*>> by_unit;  // source unit -> entry -> fill
  std::set<size_t> seen;
  for (const Fill& fill : fills) {
    if (fill.entry >= entries_.size() || !seen.insert(fill.entry).second)
      return Status::Error(StatusCode::kInvalidArgument, "%s: fill for entry %zu: %s", written().path.c_str(),
                           fill.entry,
                           fill.entry >= entries_.size() ? "no such entry" : "the entry is filled twice");
    const CatalogEntry& entry = entries_[fill.entry];
    if (fill.targets.size() != entry.targets.size())
      return Status::Error(StatusCode::kInvalidArgument, "%s: \"%s\": %zu target forms, the entry has %zu",
                           written().path.c_str(), entry.key.c_str(), fill.targets.size(),
                           entry.targets.size());
    for (const std::string& text : fill.targets)
      if (const std::optional<size_t> at = xml::find_non_xml_char(text))
        return Status::Error(
            StatusCode::kInvalidArgument,
            "%s: line %d: the translation has control character 0x%02x, which XML cannot hold",
            written().path.c_str(), entry.line, static_cast<unsigned>(static_cast<unsigned char>(text[*at])));
    by_unit[places_[fill.entry].unit][fill.entry] = &fill;
  }
  // A translation with nothing to fill is given back as it was read.
  if (translation_ && by_unit.empty()) return translation_->xml->bytes();

  auto note_of = [](const std::map<size_t, const Fill*>& unit_fills) {
    std::string note;
    for (const auto& [entry, fill] : unit_fills)
      if (!fill->note.empty() && note.find(fill->note) == std::string::npos)
        note += (note.empty() ? "" : "; ") + fill->note;
    return note;
  };
  std::vector<xml::Edit> edits;
  if (!translation_) {
    // The source file becomes a translation: a key with entries but no fill goes, and so does a key's earlier
    // definition.
    const XmlFile& file = *source_.xml;
    std::set<size_t> with_entries;
    for (const Place& place : places_) with_entries.insert(place.unit);
    for (size_t u = 0; u < source_.units.size(); ++u) {
      const Unit& unit = source_.units[u];
      const bool superseded = source_.by_name.at(unit.name) != u;
      if (superseded || (with_entries.count(u) != 0 && by_unit.count(u) == 0))
        edits.push_back(
            {file.start(unit.key) - file.indent_before(unit.key).size(), file.end(unit.dict), ""});
    }
    for (const auto& [u, unit_fills] : by_unit) {
      ATTN_RETURN_IF_ERROR(unit_edits(source_, source_.units[u], u, unit_fills, edits));
      mark_for_review(source_, source_.units[u].key, note_of(unit_fills), edits);
    }
    return xml::apply_edits_checked(source_.path, file.bytes(), std::move(edits));
  }

  const XmlFile& out = *translation_->xml;
  for (const auto& [u, unit_fills] : by_unit) {
    const Unit& unit = source_.units[u];
    if (const Unit* target = translated_unit(unit)) {
      ATTN_RETURN_IF_ERROR(unit_edits(*translation_, *target, u, unit_fills, edits));
      mark_for_review(*translation_, target->key, note_of(unit_fills), edits);
      continue;
    }
    // A key the translation lacks: the source's, filled, after the key before it in the source that the
    // translation has, or first.
    const XmlFile& src = *source_.xml;
    const size_t begin = src.start(unit.key), end = src.end(unit.dict);
    std::vector<xml::Edit> local;
    ATTN_RETURN_IF_ERROR(unit_edits(source_, unit, u, unit_fills, local));
    for (xml::Edit& e : local) {
      if (e.begin < begin || e.end > end)
        return Status::Error(StatusCode::kInternal, "%s: an edit outside \"%s\"", source_.path.c_str(),
                             unit.name.c_str());
      e.begin -= begin;
      e.end -= begin;
    }
    ATTN_ASSIGN_OR_RETURN(
        const std::string block,
        xml::apply_edits(std::string_view(src.bytes()).substr(begin, end - begin), std::move(local)));
    const std::string indent = indent_of(src, unit.key);
    const std::string text = "\n" + indent + review_comment(note_of(unit_fills)) + "\n" + indent + block;
    size_t at = out.start_tag_end(translation_->root);
    for (size_t before = u; before-- > 0;) {
      if (const Unit* previous = translated_unit(source_.units[before])) {
        at = out.end(previous->dict);
        break;
      }
    }
    if (out.is_self_closing(translation_->root))
      return Status::Error(StatusCode::kInvalidArgument, "%s: line %d: the top <dict/> is empty",
                           translation_->path.c_str(), out.line_of(translation_->root));
    edits.push_back({at, at, text});
  }
  return xml::apply_edits_checked(translation_->path, out.bytes(), std::move(edits));
}

}  // namespace

bool looks_like_apple_stringsdict(std::string_view path, std::string_view) {
  return std::filesystem::path(path).extension() == ".stringsdict";
}

Result<std::unique_ptr<CatalogFile>> read_apple_stringsdict_files(
    StringsFileBytes source, std::optional<StringsFileBytes> translation,
    std::optional<std::string> target_language) {
  ATTN_ASSIGN_OR_RETURN(Side source_side, Side::parse(std::move(source.path), std::move(source.bytes), true));
  std::optional<Side> translation_side;
  if (translation) {
    ATTN_ASSIGN_OR_RETURN(translation_side,
                          Side::parse(std::move(translation->path), std::move(translation->bytes), false));
  }
  return StringsdictFile::make(std::move(source_side), std::move(translation_side),
                               std::move(target_language));
}

Result<std::unique_ptr<CatalogFile>> read_apple_stringsdict(std::string_view path, std::string bytes,
                                                            std::optional<std::string> target_language) {
  if (is_apple_source_file(path))
    return read_apple_stringsdict_files({std::string(path), std::move(bytes)}, std::nullopt, target_language);
  ATTN_ASSIGN_OR_RETURN(StringsFileBytes source, read_apple_source_beside(path));
  return read_apple_stringsdict_files(std::move(source),
                                      StringsFileBytes{std::string(path), std::move(bytes)}, target_language);
}

}  // namespace attn::localize
