#include "localize/src/formats/po/po_catalog.h"

#include <gettext-po.h>

#include <algorithm>
#include <cstdlib>

#include "localize/src/formats/po/charset.h"
#include "localize/src/formats/po/gettextpo_read.h"
#include "localize/src/formats/po/plural_rule.h"
#include "localize/src/formats/po/po_layout.h"
#include "localize/src/formats/po/po_text.h"

namespace attn::localize {
namespace {

// A header field's value ("" when absent), through libgettextpo.
std::string header_field(const std::string& header, const char* name) {
  char* value = po_header_field(header.c_str(), name);
  std::string out = value != nullptr ? value : "";
  std::free(value);
  return out;
}

class PoCatalog final : public CatalogFile {
 public:
  PoCatalog(std::string path, std::string bytes, PoContents contents, PoLayout layout)
      : path_(std::move(path)),
        bytes_(std::move(bytes)),
        contents_(std::move(contents)),
        layout_(std::move(layout)) {}

  Status init() {
    if (contents_.has_header) {
      language_ = header_field(contents_.header, "Language");
      if (const std::string forms = header_field(contents_.header, "Plural-Forms"); !forms.empty()) {
        auto rule = PluralRule::parse(forms);
        if (!rule.ok())
          return Status::Error(StatusCode::kInvalidArgument, "%s: %s", path_.c_str(),
                               rule.status().message());
        rule_ = std::move(rule).value();
        rule_stated_ = true;
      }
      const std::string type = header_field(contents_.header, "Content-Type");
      const size_t at = type.find("charset=");
      charset_ = at == std::string::npos ? "" : type.substr(at + 8);
    }
    if (!is_utf8_charset(charset_)) ATTN_RETURN_IF_ERROR(convert_messages_to_utf8());
    if (!rule_stated_ && !language_.empty()) {
      if (auto rule = PluralRule::for_language(language_); rule.ok()) rule_ = std::move(rule).value();
    }
    for (size_t i = 0; i < contents_.messages.size(); ++i) {
      const PoMessage& m = contents_.messages[i];
      if (m.obsolete) continue;                         // #~ entries are history, never filled
      if (!m.has_msgctxt && m.msgid.empty()) continue;  // the header
      CatalogEntry e;
      e.context = m.msgctxt;
      e.key = m.has_msgctxt ? m.msgctxt + "|" + m.msgid : m.msgid;
      e.source = m.msgid;
      e.source_plural = m.msgid_plural;
      e.flags = m.formats;
      e.notes = m.extracted_comments;
      while (!e.notes.empty() && e.notes.back() == '\n') e.notes.pop_back();
      e.line = static_cast<int>(layout_.blocks[i].first_line + 1);
      e.needs_review = m.fuzzy;
      e.targets = m.msgstr;
      entries_.push_back(std::move(e));
      message_of_entry_.push_back(i);
    }
    apply_rule();
    return Status::Ok();
  }

  std::string_view format_name() const override { return "PO"; }
  const std::vector<CatalogEntry>& entries() const override { return entries_; }
  std::optional<std::string> target_language() const override {
    if (language_.empty()) return std::nullopt;
    return language_;
  }
  std::optional<std::string> source_language() const override { return std::nullopt; }

  Status set_target_language(std::string_view language) override {
    if (rule_stated_ || language.empty()) return Status::Ok();
    auto rule = PluralRule::for_language(language);
    if (!rule.ok()) {
      const bool has_plurals = std::any_of(entries_.begin(), entries_.end(),
                                           [](const CatalogEntry& e) { return !e.source_plural.empty(); });
      if (has_plurals)
        return Status::Error(StatusCode::kUnsupported, "%s: %s", path_.c_str(), rule.status().message());
      return Status::Ok();
    }
    rule_ = std::move(rule).value();
    apply_rule();
    return Status::Ok();
  }

  Result<std::string> write(std::span<const Fill> fills) const override;

 private:
  // Plural entries' forms and samples from the rule (nplurals forms, the file's msgstr[N] where it has them).
  void apply_rule() {
    for (size_t k = 0; k < entries_.size(); ++k) {
      CatalogEntry& e = entries_[k];
      if (e.source_plural.empty()) continue;
      const PoMessage& m = contents_.messages[message_of_entry_[k]];
      if (rule_) {
        e.plural_samples = rule_->samples();
      } else {
        e.plural_samples.assign(std::max<size_t>(m.msgstr.size(), 1), 0);  // no rule known: not fillable
      }
      e.targets.assign(e.plural_samples.size(), "");
      for (size_t f = 0; f < e.targets.size() && f < m.msgstr.size(); ++f) e.targets[f] = m.msgstr[f];
    }
  }

  // Texts in the file's charset become UTF-8 for translation (the bytes of the file stay as they are).
  Status convert_messages_to_utf8() {
    for (PoMessage& m : contents_.messages) {
      for (std::string* text : {&m.msgctxt, &m.msgid, &m.msgid_plural, &m.extracted_comments}) {
        auto converted = convert_charset(*text, charset_, "UTF-8");
        if (!converted.ok())
          return Status::Error(StatusCode::kInvalidArgument, "%s: %s", path_.c_str(),
                               converted.status().message());
        *text = std::move(converted).value();
      }
      for (std::string& form : m.msgstr) {
        auto converted = convert_charset(form, charset_, "UTF-8");
        if (!converted.ok())
          return Status::Error(StatusCode::kInvalidArgument, "%s: %s", path_.c_str(),
                               converted.status().message());
        form = std::move(converted).value();
      }
    }
    return Status::Ok();
  }

  // A filled text in the file's charset.
  // A filled text in the file's charset. A character the charset lacks (German quotes in ISO-8859-1) is
  // transliterated as iconv does (//TRANSLIT: „ becomes ,, and “ becomes "); one with no transliteration is
  // an error.
  Result<std::string> encode(const std::string& text, int line) const {
    if (is_utf8_charset(charset_)) return text;
    auto converted = convert_charset(text, "UTF-8", charset_ + "//TRANSLIT");
    if (!converted.ok())
      return Status::Error(StatusCode::kInvalidArgument,
                           "%s:%d: the translation does not fit the file's charset: %s", path_.c_str(), line,
                           converted.status().message());
    return converted;
  }

  std::string line_text(size_t line) const {
    return bytes_.substr(layout_.line_starts[line],
                         layout_.line_starts[line + 1] - layout_.line_starts[line]);
  }

  std::string path_, bytes_;
  PoContents contents_;
  PoLayout layout_;
  std::vector<CatalogEntry> entries_;
  std::vector<size_t> message_of_entry_;
  std::string language_, charset_;
  std::optional<PluralRule> rule_;
  bool rule_stated_ = false;  // from the file's Plural-Forms (else from the language's table entry)
};

struct Edit {
  size_t begin, end;  // line range replaced ([begin, begin) inserts before line begin)
  int order;          // among edits at one line: lower goes first in the file
  std::string text;
};

Result<std::string> PoCatalog::write(std::span<const Fill> fills) const {
  const std::string& eol = layout_.eol;
  std::vector<Edit> edits;
  bool plural_filled = false;
  for (const Fill& fill : fills) {
    if (fill.entry >= entries_.size())
      return Status::Error(StatusCode::kInvalidArgument, "%s: fill for entry %zu of %zu", path_.c_str(),
                           fill.entry, entries_.size());
    const CatalogEntry& e = entries_[fill.entry];
    const PoBlock& block = layout_.blocks[message_of_entry_[fill.entry]];
    std::string msgstr;
    if (e.is_plural()) {
      if (!rule_)
        return Status::Error(StatusCode::kInvalidArgument,
                             "%s:%d: plural entry filled without a known plural rule", path_.c_str(), e.line);
      if (fill.targets.size() != e.plural_samples.size())
        return Status::Error(StatusCode::kInvalidArgument, "%s:%d: %zu forms filled, the rule has %zu",
                             path_.c_str(), e.line, fill.targets.size(), e.plural_samples.size());
      for (size_t f = 0; f < fill.targets.size(); ++f) {
        ATTN_ASSIGN_OR_RETURN(const std::string text, encode(fill.targets[f], e.line));
        msgstr += po_keyword_lines("msgstr[" + std::to_string(f) + "]", text, eol);
      }
      plural_filled = true;
    } else {
      if (fill.targets.size() != 1)
        return Status::Error(StatusCode::kInvalidArgument, "%s:%d: %zu forms filled for a singular entry",
                             path_.c_str(), e.line, fill.targets.size());
      ATTN_ASSIGN_OR_RETURN(const std::string text, encode(fill.targets[0], e.line));
      msgstr = po_keyword_lines("msgstr", text, eol);
    }
    edits.push_back({block.msgstr_begin, block.msgstr_end, 2, std::move(msgstr)});
    if (!e.needs_review) {
      if (block.flags_line) {
        std::string line = line_text(*block.flags_line);
        const size_t content_end = line.find_last_not_of("\r\n") + 1;
        line.insert(content_end, ", fuzzy");
        edits.push_back({*block.flags_line, *block.flags_line + 1, 1, std::move(line)});
      } else {
        edits.push_back({block.insert_flags_line, block.insert_flags_line, 1, "#, fuzzy" + eol});
      }
    }
    if (!fill.note.empty()) {
      auto encoded = encode(fill.note, e.line);
      std::string note = encoded.ok() ? encoded.value() : "attn: see the report";
      std::replace(note.begin(), note.end(), '\n', ' ');
      edits.push_back({block.first_line, block.first_line, 0, "# " + note + eol});
    }
  }
  if (plural_filled && !rule_stated_) {
    // The rule used came from the language's table: the header states it from now on.
    const std::string header =
        contents_.has_header ? contents_.header : "Content-Type: text/plain; charset=UTF-8\n";
    char* updated = po_header_set_field(header.c_str(), "Plural-Forms", rule_->text().c_str());
    const std::string lines = po_keyword_lines("msgstr", updated, eol);
    std::free(updated);
    const auto header_block =
        std::find_if(layout_.blocks.begin(), layout_.blocks.end(),
                     [](const PoBlock& b) { return !b.obsolete && !b.has_msgctxt && b.msgid.empty(); });
    if (header_block != layout_.blocks.end()) {
      edits.push_back({header_block->msgstr_begin, header_block->msgstr_end, 2, lines});
    } else {
      edits.push_back({0, 0, 0, "msgid \"\"" + eol + lines + eol});
    }
  }
  std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) {
    return a.begin != b.begin ? a.begin < b.begin : a.order < b.order;
  });
  std::string out;
  size_t line = 0;
  for (const Edit& edit : edits) {
    if (edit.begin < line)
      return Status::Error(StatusCode::kInvalidArgument, "%s:%zu: two fills for one entry", path_.c_str(),
                           edit.begin + 1);
    out.append(bytes_, layout_.line_starts[line],
               layout_.line_starts[edit.begin] - layout_.line_starts[line]);
    out += edit.text;
    line = edit.end;
  }
  out.append(bytes_, layout_.line_starts[line], std::string::npos);
  // What is written must parse again: a check of the splicing, not of the input.
  if (!fills.empty()) {
    auto again = gettextpo_read(path_, out);
    if (!again.ok())
      return Status::Error(StatusCode::kInternal, "the filled catalog does not parse: %s",
                           again.status().message());
  }
  return out;
}

}  // namespace

Result<std::unique_ptr<CatalogFile>> read_po(std::string_view path, std::string bytes) {
  ATTN_ASSIGN_OR_RETURN(PoContents contents, gettextpo_read(path, bytes));
  PoLayout layout = layout_po(bytes);
  const std::string shown(path);
  if (layout.blocks.size() != contents.messages.size())
    return Status::Error(StatusCode::kInvalidArgument,
                         "%s: %zu entries found in the text, libgettextpo read %zu", shown.c_str(),
                         layout.blocks.size(), contents.messages.size());
  for (size_t i = 0; i < layout.blocks.size(); ++i) {
    const PoBlock& b = layout.blocks[i];
    const PoMessage& m = contents.messages[i];
    if (b.msgid != m.msgid || b.has_msgctxt != m.has_msgctxt || b.msgctxt != m.msgctxt)
      return Status::Error(StatusCode::kInvalidArgument, "%s:%zu: entry not where libgettextpo read it",
                           shown.c_str(), b.first_line + 1);
  }
  auto catalog = std::make_unique<PoCatalog>(shown, std::move(bytes), std::move(contents), std::move(layout));
  ATTN_RETURN_IF_ERROR(catalog->init());
  return std::unique_ptr<CatalogFile>(std::move(catalog));
}

}  // namespace attn::localize
