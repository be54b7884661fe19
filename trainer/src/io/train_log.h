// Watching a run: a human line on stdout and the same numbers as one JSON object per line in
// <run>/log.jsonl (appended, flushed per line, so a crashed or resumed run keeps its whole history).
#pragma once

#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

#include "base/src/core/status.h"

namespace attn::train {

class TrainLog {
 public:
  TrainLog() = default;
  ~TrainLog();
  TrainLog(const TrainLog&) = delete;
  TrainLog& operator=(const TrainLog&) = delete;

  Status open(const std::string& path, FILE* console);
  // Prints `line` on the console (when there is one) and appends `record` to the JSON lines file.
  void write(const std::string& line, const nlohmann::json& record);
  void say(const std::string& line);  // console only

 private:
  FILE* file_ = nullptr;
  FILE* console_ = nullptr;
};

// "1h02m03s" / "4m05s" / "12s".
std::string format_duration(double seconds);

}  // namespace attn::train
