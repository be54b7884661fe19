#include "trainer/src/io/run_files.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "base/src/io/file_io.h"

namespace attn::train {
namespace fs = std::filesystem;
namespace {

// Parses "<prefix><digits>" exactly; -1 otherwise.
int64_t parse_step(const std::string& name, const std::string& prefix) {
  if (name.size() <= prefix.size() || name.compare(0, prefix.size(), prefix) != 0) return -1;
  int64_t step = 0;
  for (size_t i = prefix.size(); i < name.size(); ++i) {
    if (name[i] < '0' || name[i] > '9' || step > (INT64_MAX - 9) / 10) return -1;
    step = step * 10 + (name[i] - '0');
  }
  return step;
}

}  // namespace

std::string join_path(const std::string& dir, const std::string& name) {
  if (dir.empty()) return name;
  return dir.back() == '/' ? dir + name : dir + "/" + name;
}

std::string checkpoint_dir_name(int64_t step) { return "checkpoint-" + std::to_string(step); }
std::string state_dir_name(int64_t step) { return "state-" + std::to_string(step); }

Result<std::string> read_text_file(const std::string& path) {
  ATTN_ASSIGN_OR_RETURN(std::vector<uint8_t> bytes, checkpoint::read_file_bytes(path, 1ull << 32));
  return std::string(bytes.begin(), bytes.end());
}

Status switch_latest(const std::string& run_dir, int64_t step) {
  const std::string link = join_path(run_dir, "latest");
  const std::string tmp = checkpoint::temporary_path(link);
  std::remove(tmp.c_str());
  if (symlink(checkpoint_dir_name(step).c_str(), tmp.c_str()) != 0) {
    return Status::Error(StatusCode::kIo, "cannot create symlink %s: %s", tmp.c_str(), std::strerror(errno));
  }
  if (std::rename(tmp.c_str(), link.c_str()) != 0) {
    const int err = errno;
    std::remove(tmp.c_str());
    return Status::Error(StatusCode::kIo, "cannot switch %s: %s", link.c_str(), std::strerror(err));
  }
  return checkpoint::fsync_directory(run_dir);
}

Result<int64_t> read_latest(const std::string& run_dir) {
  std::error_code ec;
  const fs::path target = fs::read_symlink(join_path(run_dir, "latest"), ec);
  if (ec) {
    return Status::Error(StatusCode::kIo,
                         "%s has no complete checkpoint to resume from (no 'latest' link: %s)",
                         run_dir.c_str(), ec.message().c_str());
  }
  const int64_t step = parse_step(target.filename().string(), "checkpoint-");
  if (step < 0) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "%s/latest points at '%s', not a checkpoint-<step> directory", run_dir.c_str(),
                         target.string().c_str());
  }
  return step;
}

std::vector<int64_t> list_checkpoint_steps(const std::string& run_dir) {
  std::vector<int64_t> steps;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(run_dir, ec)) {
    if (!entry.is_directory()) continue;
    const int64_t step = parse_step(entry.path().filename().string(), "checkpoint-");
    if (step >= 0) steps.push_back(step);
  }
  std::sort(steps.begin(), steps.end());
  return steps;
}

Status prune_run(const std::string& run_dir, int keep, int64_t latest_step) {
  std::vector<int64_t> steps = list_checkpoint_steps(run_dir);
  std::vector<int64_t> states;
  std::vector<fs::path> leftovers;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(run_dir, ec)) {
    const std::string name = entry.path().filename().string();
    const int64_t step = parse_step(name, "state-");
    if (step >= 0) states.push_back(step);
    // "checkpoint-N.tmp-PID" / "state-N.tmp-PID" from a crashed writer.
    if ((name.rfind("checkpoint-", 0) == 0 || name.rfind("state-", 0) == 0) && name.find(".tmp-") != std::string::npos) {
      leftovers.push_back(entry.path());
    }
  }
  std::sort(states.begin(), states.end());
  // Keep the newest `keep` checkpoint steps at or below the latest one; newer but unreferenced ones are
  // left alone (they are rewritten when training reaches that step again).
  std::vector<int64_t> kept;
  for (auto it = steps.rbegin(); it != steps.rend(); ++it) {
    if (*it <= latest_step && static_cast<int>(kept.size()) < keep) kept.push_back(*it);
  }
  auto is_kept = [&](int64_t s) { return s > latest_step || std::find(kept.begin(), kept.end(), s) != kept.end(); };
  for (int64_t s : steps) {
    if (!is_kept(s)) fs::remove_all(join_path(run_dir, checkpoint_dir_name(s)), ec);
    if (ec)
      return Status::Error(StatusCode::kIo, "cannot remove %s: %s", checkpoint_dir_name(s).c_str(),
                           ec.message().c_str());
  }
  for (int64_t s : states) {
    if (!is_kept(s)) fs::remove_all(join_path(run_dir, state_dir_name(s)), ec);
    if (ec)
      return Status::Error(StatusCode::kIo, "cannot remove %s: %s", state_dir_name(s).c_str(),
                           ec.message().c_str());
  }
  for (const auto& path : leftovers) {
    // Only ours-by-name and not of a live writer: this process is the only writer of the run directory.
    const std::string name = path.filename().string();
    if (name.find(".tmp-" + std::to_string(getpid())) == std::string::npos) fs::remove_all(path, ec);
  }
  return Status::Ok();
}

}  // namespace attn::train
