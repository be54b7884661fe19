#include "trainer/src/data/parallel_text.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string_view>

#include "base/src/text/utf8.h"

namespace attn::train {
namespace {

Result<std::vector<std::string>> read_lines(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return Status::Error(StatusCode::kIo, "cannot open %s: %s", path.c_str(), std::strerror(errno));
  }
  std::stringstream buffer;
  buffer << in.rdbuf();
  if (in.bad())
    return Status::Error(StatusCode::kIo, "cannot read %s: %s", path.c_str(), std::strerror(errno));
  const std::string text = buffer.str();

  std::vector<std::string> lines;
  size_t begin = 0;
  while (begin < text.size()) {
    size_t end = text.find('\n', begin);
    if (end == std::string::npos) end = text.size();  // a last line without a newline still counts
    std::string_view line(text.data() + begin, end - begin);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);  // files saved on Windows
    // SentencePiece would silently replace bad bytes, and the model would learn from text not in the files.
    const size_t bad = utf8::find_invalid(line);
    if (bad != std::string_view::npos) {
      return Status::Error(StatusCode::kInvalidArgument, "%s:%zu: invalid UTF-8 at byte %zu of the line",
                           path.c_str(), lines.size() + 1, bad + 1);
    }
    lines.emplace_back(line);
    begin = end + 1;
  }
  return lines;
}

bool is_blank(const std::string& s) {
  return s.find_first_not_of(" \t\v\f") == std::string::npos;
}

// Each line's origin: its text before the first tab, as an index into *names (in order of first appearance).
Result<std::vector<uint32_t>> read_origins(const std::string& path, size_t pairs,
                                           const std::string& source_path, std::vector<std::string>* names) {
  ATTN_ASSIGN_OR_RETURN(std::vector<std::string> lines, read_lines(path));
  if (lines.size() != pairs) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "%s has %zu lines but %s has %zu; an origin file needs one line per sentence pair",
                         path.c_str(), lines.size(), source_path.c_str(), pairs);
  }
  std::map<std::string, uint32_t, std::less<>> index;
  std::vector<uint32_t> origins(lines.size());
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string_view origin = std::string_view(lines[i]).substr(0, lines[i].find('\t'));
    if (origin.empty()) {
      return Status::Error(StatusCode::kInvalidArgument, "%s:%zu: no origin before the first tab",
                           path.c_str(), i + 1);
    }
    auto found = index.find(origin);
    if (found == index.end()) {
      found = index.emplace(std::string(origin), static_cast<uint32_t>(names->size())).first;
      names->emplace_back(origin);
    }
    origins[i] = found->second;
  }
  return origins;
}

}  // namespace

Result<ParallelText> read_parallel_text(const std::string& source_path, const std::string& target_path,
                                        const ParallelTextOptions& options, const std::string& origin_path) {
  ATTN_ASSIGN_OR_RETURN(std::vector<std::string> source, read_lines(source_path));
  ATTN_ASSIGN_OR_RETURN(std::vector<std::string> target, read_lines(target_path));
  if (source.size() != target.size()) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "%s has %zu lines but %s has %zu; a parallel corpus needs the same number of lines",
                         source_path.c_str(), source.size(), target_path.c_str(), target.size());
  }
  ParallelText text;
  std::vector<uint32_t> origins;
  if (!origin_path.empty()) {
    ATTN_ASSIGN_OR_RETURN(origins, read_origins(origin_path, source.size(), source_path, &text.origin_names));
  }
  text.report.lines = source.size();
  for (size_t i = 0; i < source.size(); ++i) {
    if (is_blank(source[i]) || is_blank(target[i])) {
      ++text.report.empty_skipped;
    } else if (source[i].size() > options.max_line_bytes || target[i].size() > options.max_line_bytes) {
      ++text.report.too_long_skipped;
    } else {
      text.source.push_back(std::move(source[i]));
      text.target.push_back(std::move(target[i]));
      if (!origins.empty()) text.origin.push_back(origins[i]);
    }
  }
  text.report.kept = text.source.size();
  if (text.report.kept == 0) {
    return Status::Error(StatusCode::kInvalidArgument, "%s / %s: no usable sentence pair (%s)",
                         source_path.c_str(), target_path.c_str(), describe(text.report, options).c_str());
  }
  return text;
}

std::string describe(const ParallelTextReport& report, const ParallelTextOptions& options) {
  return std::to_string(report.lines) + " lines, " + std::to_string(report.kept) + " pairs kept, " +
         std::to_string(report.empty_skipped) + " with an empty side skipped, " +
         std::to_string(report.too_long_skipped) + " too long (> " + std::to_string(options.max_line_bytes) +
         " bytes) skipped";
}

}  // namespace attn::train
