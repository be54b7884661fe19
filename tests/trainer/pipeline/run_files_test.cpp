// The run directory's bookkeeping: atomic files, the 'latest' link, pruning, and training state files.
#include "trainer/src/io/run_files.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "tests/trainer/pipeline/test_support.h"
#include "trainer/src/io/training_state.h"

namespace attn::train {
namespace {

namespace fs = std::filesystem;
using testing::ScratchDir;

TEST(RunFiles, AtomicWriteReplacesContentAndLeavesNoTemporary) {
  ScratchDir dir("atomic");
  ASSERT_TRUE(write_file_atomic(dir.file("a.json"), std::string("first")).ok());
  ASSERT_TRUE(write_file_atomic(dir.file("a.json"), std::string("second")).ok());
  EXPECT_EQ(testing::read_text(dir.file("a.json")), "second");
  size_t entries = 0;
  for (const auto& e : fs::directory_iterator(dir.path())) entries += e.exists();
  EXPECT_EQ(entries, 1u);
  EXPECT_FALSE(write_file_atomic(dir.file("no/such/dir/a.json"), std::string("x")).ok());
}

TEST(RunFiles, LatestLinkSwitchesAndPruningKeepsTheNewest) {
  ScratchDir dir("latest");
  EXPECT_FALSE(read_latest(dir.path()).ok());
  for (int64_t step : {10, 20, 30, 40, 50}) {
    fs::create_directory(dir.file(checkpoint_dir_name(step)));
    fs::create_directory(dir.file(state_dir_name(step)));
  }
  fs::create_directory(dir.file("checkpoint-60.tmp-99999"));  // a crashed writer's leftover
  ASSERT_TRUE(switch_latest(dir.path(), 40).ok());
  auto latest = read_latest(dir.path());
  ASSERT_TRUE(latest.ok());
  EXPECT_EQ(latest.value(), 40);
  EXPECT_EQ(list_checkpoint_steps(dir.path()), (std::vector<int64_t>{10, 20, 30, 40, 50}));
  ASSERT_TRUE(prune_run(dir.path(), 2, 40).ok());
  // Keeps 30 and 40 (the newest two up to latest) and 50 (newer than latest, not ours to judge).
  EXPECT_EQ(list_checkpoint_steps(dir.path()), (std::vector<int64_t>{30, 40, 50}));
  EXPECT_FALSE(fs::exists(dir.file(state_dir_name(20))));
  EXPECT_TRUE(fs::exists(dir.file(state_dir_name(30))));
  EXPECT_FALSE(fs::exists(dir.file("checkpoint-60.tmp-99999")));
  EXPECT_EQ(fs::read_symlink(dir.file("latest")).string(), "checkpoint-40");
}

TEST(TrainingStateFiles, RoundTripExactly) {
  ScratchDir dir("state");
  TrainingState state;
  state.step = 1234;
  state.epoch = 3;
  state.batch_in_epoch = 17;
  state.adam_step = 1234;
  state.elapsed_seconds = 98.5;
  state.target_tokens = 987654;
  state.seed = 0xFEEDFACECAFEBEEFull;
  state.learning_rate = 3.5e-4;
  for (int i = 0; i < 50; ++i) {
    state.adam_m.push_back(0.001f * static_cast<float>(i) - 0.02f);
    state.adam_v.push_back(1e-7f * static_cast<float>(i * i + 1));
  }
  ASSERT_TRUE(write_training_state(dir.file("state-1234"), state).ok());
  auto read = read_training_state(dir.file("state-1234"));
  ASSERT_TRUE(read.ok()) << read.status().message();
  EXPECT_EQ(read->step, state.step);
  EXPECT_EQ(read->epoch, state.epoch);
  EXPECT_EQ(read->batch_in_epoch, state.batch_in_epoch);
  EXPECT_EQ(read->adam_step, state.adam_step);
  EXPECT_EQ(read->elapsed_seconds, state.elapsed_seconds);
  EXPECT_EQ(read->target_tokens, state.target_tokens);
  EXPECT_EQ(read->seed, state.seed);
  EXPECT_EQ(read->learning_rate, state.learning_rate);
  EXPECT_EQ(read->adam_m, state.adam_m);
  EXPECT_EQ(read->adam_v, state.adam_v);
  EXPECT_FALSE(read_training_state(dir.file("state-9")).ok());
}

}  // namespace
}  // namespace attn::train
