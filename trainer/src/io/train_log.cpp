#include "trainer/src/io/train_log.h"

#include <cerrno>
#include <cmath>
#include <cstring>

namespace attn::train {

TrainLog::~TrainLog() {
  if (file_) std::fclose(file_);
}

Status TrainLog::open(const std::string& path, FILE* console) {
  console_ = console;
  file_ = std::fopen(path.c_str(), "a");
  if (!file_) return Status::Error(StatusCode::kIo, "cannot open %s: %s", path.c_str(), std::strerror(errno));
  return Status::Ok();
}

void TrainLog::write(const std::string& line, const nlohmann::json& record) {
  say(line);
  if (file_) {
    const std::string text = record.dump() + "\n";
    std::fwrite(text.data(), 1, text.size(), file_);
    std::fflush(file_);
  }
}

void TrainLog::say(const std::string& line) {
  if (console_) {
    std::fprintf(console_, "%s\n", line.c_str());
    std::fflush(console_);
  }
}

std::string format_duration(double seconds) {
  if (!std::isfinite(seconds) || seconds < 0) return "?";
  const long s = std::lround(seconds);
  char buffer[64];
  if (s >= 3600) {
    std::snprintf(buffer, sizeof buffer, "%ldh%02ldm%02lds", s / 3600, (s / 60) % 60, s % 60);
  } else if (s >= 60) {
    std::snprintf(buffer, sizeof buffer, "%ldm%02lds", s / 60, s % 60);
  } else {
    std::snprintf(buffer, sizeof buffer, "%lds", s);
  }
  return buffer;
}

}  // namespace attn::train
