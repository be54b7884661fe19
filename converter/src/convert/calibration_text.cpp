#include "converter/src/convert/calibration_text.h"

#include <string_view>

#include "base/src/io/file_io.h"

namespace attn::convert {
namespace {

bool is_blank(std::string_view line) { return line.find_first_not_of(" \t\r\f\v") == std::string_view::npos; }

}  // namespace

Result<std::vector<std::string>> read_calibration_sentences(const std::string& path, size_t max_sentences) {
  if (max_sentences == 0) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
                         "the number of calibration sentences must be at least 1");
  }
  Result<std::vector<uint8_t>> bytes = checkpoint::read_file_bytes(path, kMaxCalibrationFileBytes);
  if (!bytes.ok()) {
    return Status::Error(bytes.status().code(), "calibration file: %s", bytes.status().message());
  }
  const std::string_view text(reinterpret_cast<const char*>(bytes->data()), bytes->size());
  std::vector<std::string> sentences;
  size_t begin = 0;
  while (begin < text.size() && sentences.size() < max_sentences) {
    size_t end = text.find('\n', begin);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(begin, end - begin);
    if (line.ends_with('\r')) line.remove_suffix(1);
    if (!is_blank(line)) sentences.emplace_back(line);
    begin = end + 1;
  }
  if (sentences.empty()) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
                         "calibration file '%.200s' has no sentences (every line is blank)", path.c_str());
  }
  return sentences;
}

}  // namespace attn::convert
