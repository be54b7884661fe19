#include "localize/src/formats/apple_strings/apple_strings.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <vector>

#include "base/src/io/file_io.h"
#include "localize/src/formats/apple_strings/strings_encoding.h"
#include "localize/src/formats/apple_strings/strings_syntax.h"
#include "localize/src/formats/xml/xml_file.h"

namespace attn::localize {
namespace {

using apple::DecodedText;
using apple::Range;
using apple::StringsPair;

constexpr std::string_view kReviewComment = "attn: machine translation, to be reviewed";

// Folders of the development language's texts, in the order they are looked for beside a translation.
constexpr std::string_view kSourceFolders[] = {"Base.lproj", "en.lproj"};

bool is_review_comment(std::string_view comment) {
  return apple::comment_body(comment).starts_with(kReviewComment);
}

std::string review_comment(std::string_view note) {
  std::string text = "/* " + std::string(kReviewComment);
  if (!note.empty()) {
    std::string safe(note);
    // "*/" would end the comment.
    for (size_t at = safe.find("*/"); at != std::string::npos; at = safe.find("*/", at + 3))
      safe.replace(at, 2, "* /");
    std::replace(safe.begin(), safe.end(), '\n', ' ');
    text += ": " + safe;
  }
  return text + " */";
}

// One parsed file.
struct Side {
  std::string path;
  std::string bytes;  // as read
  DecodedText text;
  std::vector<StringsPair> pairs;
  std::map<std::string, size_t, std::less<>>
      by_key;  // a key's pair: its last definition, which the app reads

  static Result<Side> parse(std::string path, std::string bytes) {
    Side side;
    side.path = std::move(path);
    side.bytes = std::move(bytes);
    ATTN_ASSIGN_OR_RETURN(side.text, apple::decode_strings_file(side.path, side.bytes));
    ATTN_ASSIGN_OR_RETURN(side.pairs, apple::parse_strings(side.path, side.text.utf8));
    for (size_t i = 0; i < side.pairs.size(); ++i) side.by_key[side.pairs[i].key] = i;
    return side;
  }
  std::string_view bytes_of(Range range) const {
    return std::string_view(text.utf8).substr(range.begin, range.end - range.begin);
  }
  // The end of a pair with the comments on its line after it.
  size_t end_of(const StringsPair& pair) const {
    size_t end = pair.whole.end;
    for (const Range& comment : pair.comments) end = std::max(end, comment.end);
    return end;
  }
  const Range* review_of(const StringsPair& pair) const {
    for (const Range& comment : pair.comments)
      if (is_review_comment(bytes_of(comment))) return &comment;
    return nullptr;
  }
};

class AppleStringsFile : public CatalogFile {
 public:
  static Result<std::unique_ptr<CatalogFile>> make(Side source, std::optional<Side> translation,
                                                   std::optional<std::string> target_language);

  std::string_view format_name() const override { return "Apple .strings"; }
  const std::vector<CatalogEntry>& entries() const override { return entries_; }
  std::optional<std::string> target_language() const override { return target_language_; }
  std::optional<std::string> source_language() const override { return source_language_; }
  Result<std::string> write(std::span<const Fill> fills) const override;

 private:
  const Side& written() const { return translation_ ? *translation_ : source_; }
  void mark_for_review(const StringsPair& pair, const std::string& comment,
                       std::vector<xml::Edit>& edits) const;
  std::string inserted_pair(size_t entry, const std::string& value, const std::string& comment) const;
  void insert_missing(size_t entry, const std::string& text, bool& appended,
                      std::vector<xml::Edit>& edits) const;

  Side source_;
  std::optional<Side> translation_;
  std::optional<std::string> target_language_, source_language_;
  // One per key of the source, in source order; a key defined twice is read where the app reads it, from its
  // last definition.
  std::vector<CatalogEntry> entries_;
  std::vector<size_t> source_pairs_;                 // per entry, its pair in the source
  std::vector<std::optional<size_t>> target_pairs_;  // per entry, its pair in the translation
};

Result<std::unique_ptr<CatalogFile>> AppleStringsFile::make(Side source, std::optional<Side> translation,
                                                            std::optional<std::string> target_language) {
  std::unique_ptr<AppleStringsFile> file(new AppleStringsFile());
  file->source_ = std::move(source);
  file->translation_ = std::move(translation);
  file->source_language_ = apple_folder_language(file->source_.path);
  file->target_language_ = target_language;
  if (!file->target_language_ && file->translation_)
    file->target_language_ = apple_folder_language(file->translation_->path);
  for (size_t index = 0; index < file->source_.pairs.size(); ++index) {
    const StringsPair& pair = file->source_.pairs[index];
    if (file->source_.by_key.at(pair.key) != index) continue;  // defined again below
    CatalogEntry entry;
    entry.key = pair.key;
    entry.source = pair.value;
    for (const Range& comment : pair.comments) {
      const std::string_view text = file->source_.bytes_of(comment);
      if (is_review_comment(text)) continue;
      if (!entry.notes.empty()) entry.notes += '\n';
      entry.notes += apple::comment_body(text);
    }
    entry.line = pair.line;
    std::optional<size_t> target;
    if (file->translation_) {
      const auto found = file->translation_->by_key.find(pair.key);
      if (found != file->translation_->by_key.end()) target = found->second;
    }
    if (target) {
      const StringsPair& translated = file->translation_->pairs[*target];
      entry.targets.push_back(translated.value);
      entry.line = translated.line;
      entry.needs_review = file->translation_->review_of(translated) != nullptr;
    } else {
      entry.targets.emplace_back();
    }
    file->entries_.push_back(std::move(entry));
    file->source_pairs_.push_back(index);
    file->target_pairs_.push_back(target);
  }
  return std::unique_ptr<CatalogFile>(std::move(file));
}

// The review comment goes where one is (replacing it, so that its note is the new one), or on its own line
// above the pair, indented as the pair is.
void AppleStringsFile::mark_for_review(const StringsPair& pair, const std::string& comment,
                                       std::vector<xml::Edit>& edits) const {
  const Side& out = written();
  if (const Range* review = out.review_of(pair)) {
    edits.push_back({review->begin, review->end, comment});
    return;
  }
  const std::string_view text = out.text.utf8;
  const size_t line_start = text.rfind('\n', pair.whole.begin) == std::string_view::npos
                                ? 0
                                : text.rfind('\n', pair.whole.begin) + 1;
  const std::string_view indent = text.substr(line_start, pair.whole.begin - line_start);
  const bool own_line = indent.find_first_not_of(" \t") == std::string_view::npos;
  // A pair that shares its line with what comes before gets a line of its own for the comment: a comment
  // after a pair on its line is that pair's.
  std::string inserted = own_line ? "" : "\n";
  inserted += comment;
  inserted += '\n';
  if (own_line) inserted += indent;
  edits.push_back({pair.whole.begin, pair.whole.begin, std::move(inserted)});
}

// A pair the translation lacks, as the source writes it: its comments, the review comment and the key as
// written, each on its own line.
std::string AppleStringsFile::inserted_pair(size_t entry, const std::string& value,
                                            const std::string& comment) const {
  const StringsPair& pair = source_.pairs[source_pairs_[entry]];
  std::string text;
  for (const Range& range : pair.comments) {
    const std::string_view bytes = source_.bytes_of(range);
    if (!is_review_comment(bytes)) text += std::string(bytes) + "\n";
  }
  return text + comment + "\n" + std::string(source_.bytes_of(pair.key_token)) + " = " + value + ";";
}

// Inserts text (a pair the translation lacks) after the pair of the nearest key before it in the source that
// the translation has; when none has, before the translation's first pair, or at its end when it has none.
// The source's spacing before the pair (a blank line, or a line end) separates it. appended: a pair was
// appended at the end already.
void AppleStringsFile::insert_missing(size_t entry, const std::string& text, bool& appended,
                                      std::vector<xml::Edit>& edits) const {
  const Side& out = *translation_;
  const StringsPair& pair = source_.pairs[source_pairs_[entry]];
  const size_t first =
      pair.comments.empty() ? pair.whole.begin : std::min(pair.comments[0].begin, pair.whole.begin);
  const std::string_view lead =
      std::string_view(source_.text.utf8).substr(pair.lead_begin, first - pair.lead_begin);
  const bool blank_line = lead.find_first_not_of(" \t\r\n") == std::string_view::npos &&
                          std::count(lead.begin(), lead.end(), '\n') >= 2;
  const std::string separator = blank_line ? "\n\n" : "\n";
  for (size_t before = entry; before-- > 0;) {
    if (!target_pairs_[before]) continue;
    const size_t at = out.end_of(out.pairs[*target_pairs_[before]]);
    edits.push_back({at, at, separator + text});
    return;
  }
  if (!out.pairs.empty()) {
    const StringsPair& top = out.pairs.front();
    const size_t at =
        top.comments.empty() ? top.whole.begin : std::min(top.comments[0].begin, top.whole.begin);
    edits.push_back({at, at, text + separator});
    return;
  }
  const std::string_view all = out.text.utf8;
  std::string inserted = all.empty() || all.ends_with('\n') ? "" : "\n";
  if ((!all.empty() || appended) && blank_line) inserted += "\n";
  inserted += text;
  inserted += '\n';
  edits.push_back({all.size(), all.size(), std::move(inserted)});
  appended = true;
}

Result<std::string> AppleStringsFile::write(std::span<const Fill> fills) const {
  std::map<size_t, const Fill*> by_entry;
  for (const Fill& fill : fills) {
    if (fill.entry >= entries_.size() || by_entry.count(fill.entry) != 0)
      return Status::Error(StatusCode::kInvalidArgument, "%s: fill for entry %zu: %s", written().path.c_str(),
                           fill.entry,
                           fill.entry >= entries_.size() ? "no such entry" : "the entry is filled twice");
    if (fill.targets.size() != 1)
      return Status::Error(StatusCode::kInvalidArgument, "%s: \"%s\": %zu target forms, the entry has 1",
                           written().path.c_str(), entries_[fill.entry].key.c_str(), fill.targets.size());
    by_entry[fill.entry] = &fill;
  }
  // A translation with nothing to fill is given back as it was read, in its own encoding.
  if (translation_ && by_entry.empty()) return translation_->bytes;

  std::vector<xml::Edit> edits;
  if (!translation_) {
    // The source file becomes a translation: a pair not translated goes, with its comments (and so does a
    // key's earlier definition).
    std::vector<bool> kept(source_.pairs.size(), false);
    for (const auto& [entry, fill] : by_entry) kept[source_pairs_[entry]] = true;
    for (size_t p = 0; p < source_.pairs.size(); ++p)
      if (!kept[p]) edits.push_back({source_.pairs[p].lead_begin, source_.end_of(source_.pairs[p]), ""});
  }
  // In source order: pairs inserted at one place keep it.
  bool appended = false;
  for (const auto& [i, fill] : by_entry) {
    const std::string value = apple::quote_strings_text(fill->targets[0]);
    const std::string comment = review_comment(fill->note);
    const std::optional<size_t> target =
        translation_ ? target_pairs_[i] : std::optional<size_t>(source_pairs_[i]);
    if (!target) {
      insert_missing(i, inserted_pair(i, value, comment), appended, edits);
      continue;
    }
    const StringsPair& pair = written().pairs[*target];
    mark_for_review(pair, comment, edits);
    if (pair.value_token.begin == pair.value_token.end)  // a key alone: "key"; becomes "key" = "value";
      edits.push_back({pair.value_token.begin, pair.value_token.end, " = " + value});
    else
      edits.push_back({pair.value_token.begin, pair.value_token.end, value});
  }
  ATTN_ASSIGN_OR_RETURN(const std::string text, xml::apply_edits(written().text.utf8, std::move(edits)));
  return apple::encode_strings_file(text, written().text.encoding);
}

Result<std::string> read_whole_file(const std::string& path) {
  ATTN_ASSIGN_OR_RETURN(const std::vector<uint8_t> bytes, checkpoint::read_file_bytes(path));
  return std::string(bytes.begin(), bytes.end());
}

}  // namespace

bool looks_like_apple_strings(std::string_view path, std::string_view) {
  return std::filesystem::path(path).extension() == ".strings";
}

std::optional<std::string> apple_folder_language(std::string_view path) {
  const std::filesystem::path folder = std::filesystem::path(path).parent_path().filename();
  if (folder.extension() != ".lproj") return std::nullopt;
  std::string name = folder.stem().string();
  // The English names of the oldest projects' folders.
  static const std::map<std::string_view, std::string_view> kLegacy = {
      {"English", "en"}, {"French", "fr"},   {"German", "de"}, {"Italian", "it"},
      {"Spanish", "es"}, {"Japanese", "ja"}, {"Dutch", "nl"}};
  if (const auto legacy = kLegacy.find(name); legacy != kLegacy.end()) return std::string(legacy->second);
  if (name.empty() || name == "Base") return std::nullopt;
  std::replace(name.begin(), name.end(), '_', '-');
  return name;
}

Result<std::unique_ptr<CatalogFile>> read_apple_strings_files(StringsFileBytes source,
                                                              std::optional<StringsFileBytes> translation,
                                                              std::optional<std::string> target_language) {
  ATTN_ASSIGN_OR_RETURN(Side source_side, Side::parse(std::move(source.path), std::move(source.bytes)));
  std::optional<Side> translation_side;
  if (translation) {
    ATTN_ASSIGN_OR_RETURN(translation_side,
                          Side::parse(std::move(translation->path), std::move(translation->bytes)));
  }
  return AppleStringsFile::make(std::move(source_side), std::move(translation_side),
                                std::move(target_language));
}

bool is_apple_source_file(std::string_view path) {
  const std::optional<std::string> folder_language = apple_folder_language(path);
  return !folder_language || *folder_language == "en";
}

Result<StringsFileBytes> read_apple_source_beside(std::string_view path) {
  const std::filesystem::path p(path);
  std::string looked_for;  // folder/name, as the error names them (the translation's path comes first)
  for (const std::string_view folder : kSourceFolders) {
    const std::filesystem::path source_path = p.parent_path().parent_path() / folder / p.filename();
    std::error_code ec;
    if (!std::filesystem::is_regular_file(source_path, ec)) {
      if (!looked_for.empty()) looked_for += " or ";
      looked_for += (std::filesystem::path(folder) / p.filename()).string();
      continue;
    }
    ATTN_ASSIGN_OR_RETURN(std::string source_bytes, read_whole_file(source_path.string()));
    return StringsFileBytes{source_path.string(), std::move(source_bytes)};
  }
  return Status::Error(StatusCode::kIo,
                       "%s: its source texts are read from %s beside its folder, and neither exists",
                       std::string(path).c_str(), looked_for.c_str());
}

Result<std::unique_ptr<CatalogFile>> read_apple_strings(std::string_view path, std::string bytes,
                                                        std::optional<std::string> target_language) {
  if (is_apple_source_file(path))
    return read_apple_strings_files({std::string(path), std::move(bytes)}, std::nullopt, target_language);
  // A translation: the source texts are in the development language's folder beside it.
  ATTN_ASSIGN_OR_RETURN(StringsFileBytes source, read_apple_source_beside(path));
  return read_apple_strings_files(std::move(source), StringsFileBytes{std::string(path), std::move(bytes)},
                                  target_language);
}

}  // namespace attn::localize
