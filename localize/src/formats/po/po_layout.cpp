#include "localize/src/formats/po/po_layout.h"

#include "localize/src/formats/po/po_text.h"

namespace attn::localize {
namespace {

bool starts_with_keyword(std::string_view line, std::string_view keyword) {
  return line.starts_with(keyword) && line.size() > keyword.size() &&
         (line[keyword.size()] == ' ' || line[keyword.size()] == '\t' || line[keyword.size()] == '[');
}

}  // namespace

PoLayout layout_po(std::string_view bytes) {
  PoLayout layout;
  for (size_t at = 0; at < bytes.size();) {
    layout.line_starts.push_back(at);
    const size_t nl = bytes.find('\n', at);
    at = nl == std::string_view::npos ? bytes.size() : nl + 1;
  }
  layout.line_starts.push_back(bytes.size());
  if (const size_t nl = bytes.find('\n'); nl != std::string_view::npos && nl > 0 && bytes[nl - 1] == '\r')
    layout.eol = "\r\n";

  enum class Field { kNone, kMsgctxt, kMsgid, kMsgidPlural, kMsgstr };
  Field field = Field::kNone;
  bool in_entry = false;  // comments or keywords of an entry seen
  PoBlock block;
  bool saw_previous = false;  // a #| line or msgctxt of this entry seen: a new flags line goes before it
  auto finish = [&](size_t end_line) {
    if (field == Field::kMsgstr) {
      block.msgstr_end = end_line;
      layout.blocks.push_back(block);
    }
    block = PoBlock();
    field = Field::kNone;
    in_entry = false;
    saw_previous = false;
  };
  auto begin_at = [&](size_t line) {
    if (!in_entry) {
      block.first_line = line;
      block.insert_flags_line = line;
      in_entry = true;
    }
  };

  const size_t lines = layout.line_starts.size() - 1;
  for (size_t i = 0; i < lines; ++i) {
    std::string_view line =
        bytes.substr(layout.line_starts[i], layout.line_starts[i + 1] - layout.line_starts[i]);
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.remove_suffix(1);
    bool obsolete = false;
    if (line.starts_with("#~") && !line.starts_with("#~|")) {
      obsolete = true;
      line.remove_prefix(2);
      while (!line.empty() && line.front() == ' ') line.remove_prefix(1);
    }
    size_t first = 0;
    while (first < line.size() && (line[first] == ' ' || line[first] == '\t')) ++first;
    const std::string_view content = line.substr(first);

    if (content.empty()) {
      if (field == Field::kMsgstr) finish(i);
      continue;
    }
    if (content.front() == '"') {
      const std::string text = po_unquote(content);
      if (field == Field::kMsgctxt) block.msgctxt += text;
      if (field == Field::kMsgid) block.msgid += text;
      continue;
    }
    if (content.front() == '#' && !obsolete) {
      if (field == Field::kMsgstr) finish(i);
      begin_at(i);
      if (content.starts_with("#,")) block.flags_line = i;
      if ((content.starts_with("#|") || content.starts_with("#~|")) && !saw_previous) {
        block.insert_flags_line = i;
        saw_previous = true;
      }
      continue;
    }
    if (starts_with_keyword(content, "msgctxt")) {
      if (field == Field::kMsgstr) finish(i);
      begin_at(i);
      if (!saw_previous) block.insert_flags_line = i;
      saw_previous = true;
      block.has_msgctxt = true;
      block.msgctxt = po_unquote(content);
      block.obsolete = obsolete;
      field = Field::kMsgctxt;
    } else if (starts_with_keyword(content, "msgid_plural")) {
      field = Field::kMsgidPlural;
    } else if (starts_with_keyword(content, "msgid")) {
      if (field == Field::kMsgstr) finish(i);
      begin_at(i);
      if (!saw_previous) block.insert_flags_line = i;
      block.msgid = po_unquote(content);
      block.obsolete = obsolete;
      field = Field::kMsgid;
    } else if (starts_with_keyword(content, "msgstr")) {
      if (field != Field::kMsgstr) block.msgstr_begin = i;
      field = Field::kMsgstr;
    }
    // Anything else (a domain directive) is libgettextpo's to accept or refuse.
  }
  finish(lines);
  return layout;
}

}  // namespace attn::localize
