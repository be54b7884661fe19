#include "trainer/src/io/training_state.h"

#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "base/src/checkpoint/safetensors.h"
#include "base/src/io/atomic_write.h"
#include "base/src/io/file_io.h"
#include "trainer/src/io/run_files.h"

namespace attn::train {
namespace fs = std::filesystem;
namespace {

constexpr const char* kOptimizerFile = "optimizer.safetensors";
constexpr const char* kStateFile = "state.json";

Status write_files(const std::string& tmp, const TrainingState& state) {
  if (state.adam_m.size() != state.adam_v.size()) {
    return Status::Error(StatusCode::kInternal, "optimizer moments differ in size (%zu vs %zu)",
                         state.adam_m.size(), state.adam_v.size());
  }
  const uint64_t n = state.adam_m.size();
  const std::vector<checkpoint::TensorView> tensors = {
      checkpoint::TensorView::f32("adam.m", {n}, state.adam_m.data()),
      checkpoint::TensorView::f32("adam.v", {n}, state.adam_v.data()),
  };
  ATTN_RETURN_IF_ERROR(checkpoint::write_safetensors(join_path(tmp, kOptimizerFile), tensors));
  // Integers as strings would be safer beyond 2^53, but no counter here gets near that.
  const nlohmann::json json = {
      {"step", state.step},
      {"epoch", state.epoch},
      {"batch_in_epoch", state.batch_in_epoch},
      {"adam_step", state.adam_step},
      {"elapsed_seconds", state.elapsed_seconds},
      {"target_tokens", state.target_tokens},
      {"seed", state.seed},
      {"learning_rate", state.learning_rate},
  };
  const std::string text = json.dump(1) + "\n";
  ATTN_RETURN_IF_ERROR(checkpoint::write_file_synced(
      join_path(tmp, kStateFile), std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), text.size())));
  return checkpoint::fsync_directory(tmp);
}

}  // namespace

Status write_training_state(const std::string& dir, const TrainingState& state) {
  const std::string tmp = checkpoint::temporary_path(dir);
  checkpoint::remove_tree(tmp);  // left over from a crashed process that had the same pid
  if (::mkdir(tmp.c_str(), 0755) != 0) {
    return Status::Error(StatusCode::kIo, "cannot create %s: %s", tmp.c_str(), std::strerror(errno));
  }
  // A directory of the same name can only be a stale one that 'latest' does not point at (a step written
  // before a crash and now reached again); install_directory replaces it.
  Status written = write_files(tmp, state);
  if (written.ok()) written = checkpoint::install_directory(tmp, dir);
  if (!written.ok()) checkpoint::remove_tree(tmp);
  return written;
}

Result<TrainingState> read_training_state(const std::string& dir) {
  ATTN_ASSIGN_OR_RETURN(std::string text, read_text_file(join_path(dir, kStateFile)));
  TrainingState state;
  try {
    const nlohmann::json json = nlohmann::json::parse(text);
    state.step = json.at("step").get<int64_t>();
    state.epoch = json.at("epoch").get<int64_t>();
    state.batch_in_epoch = json.at("batch_in_epoch").get<int64_t>();
    state.adam_step = json.at("adam_step").get<int64_t>();
    state.elapsed_seconds = json.at("elapsed_seconds").get<double>();
    state.target_tokens = json.at("target_tokens").get<int64_t>();
    state.seed = json.at("seed").get<uint64_t>();
    state.learning_rate = json.at("learning_rate").get<double>();
  } catch (const nlohmann::json::exception& e) {
    return Status::Error(StatusCode::kInvalidArgument, "%s/%s: %s", dir.c_str(), kStateFile, e.what());
  }
  ATTN_ASSIGN_OR_RETURN(checkpoint::SafetensorsFile optimizer,
                        checkpoint::read_safetensors(join_path(dir, kOptimizerFile)));
  const checkpoint::Tensor* m = optimizer.find("adam.m");
  const checkpoint::Tensor* v = optimizer.find("adam.v");
  if (!m || !v || m->dtype != checkpoint::DType::F32 || v->dtype != checkpoint::DType::F32 ||
      m->element_count() != v->element_count()) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "%s/%s needs F32 tensors adam.m and adam.v of equal size", dir.c_str(),
                         kOptimizerFile);
  }
  state.adam_m = m->to_f32();
  state.adam_v = v->to_f32();
  return state;
}

}  // namespace attn::train
