// The training loop against the fake Transformer: checkpoints, exact resume, refusal of a changed config,
// stopping rules, logs, dev evaluation, failed writes and averaging.
#include "trainer/src/train/trainer.h"

#include <gtest/gtest.h>
#include <sys/resource.h>

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>

#include "description/src/checkpoint_dir.h"
#include "tests/trainer/pipeline/test_support.h"
#include "trainer/src/data/batching.h"
#include "trainer/src/io/run_files.h"
#include "trainer/src/train/average.h"

namespace attn::train {
namespace {

using testing::parameters;

namespace fs = std::filesystem;
using testing::FakeTransformer;
using testing::ScratchDir;

class TrainerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::make_unique<ScratchDir>(::testing::UnitTest::GetInstance()->current_test_info()->name());
    testing::write_toy_corpus(testing::make_toy_corpus(240, 11), dir_->path(), "train");
    // A dev set whose target is its source: the fake model copies, so its BLEU must be 100.
    const testing::ToyCorpus dev = testing::make_toy_corpus(20, 12);
    testing::ToyCorpus copy{dev.source, dev.source};
    testing::write_toy_corpus(copy, dir_->path(), "dev");
  }

  TrainOptions options(const std::string& run) const {
    TrainOptions o;
    o.corpora = {{"train", dir_->file("train.en"), dir_->file("train.de"), "", 1.0}};
    o.run_dir = dir_->file(run);
    o.model.d_model = 8;
    o.model.heads = 2;
    o.model.d_ff = 16;
    o.model.encoder_layers = 1;
    o.model.decoder_layers = 1;
    o.model.vocab_size = 340;
    o.model.max_positions = 32;
    o.batch_tokens = 96;
    o.accumulate = 2;
    o.warmup = 4;
    o.max_steps = 12;
    o.checkpoint_every = 3;
    o.keep = 3;
    o.log_every = 2;
    o.seed = 5;
    return o;
  }


  std::unique_ptr<ScratchDir> dir_;
};

TEST_F(TrainerTest, CheckpointsAreCompleteReadableAndPruned) {
  TrainOptions o = options("run");
  FakeTransformer model(o.model);
  TrainSummary summary;
  const Status status = train(o, model, false, nullptr, &summary);
  ASSERT_TRUE(status.ok()) << status.message();
  EXPECT_EQ(summary.step, 12);
  EXPECT_EQ(model.adam_calls, 12);
  EXPECT_EQ(model.forward_backward_calls, 24);  // accumulate 2

  EXPECT_EQ(list_checkpoint_steps(o.run_dir), (std::vector<int64_t>{6, 9, 12}));  // keep 3
  EXPECT_EQ(fs::read_symlink(o.run_dir + "/latest").string(), "checkpoint-12");
  for (const auto& entry : fs::directory_iterator(o.run_dir)) {
    EXPECT_EQ(entry.path().filename().string().find(".tmp"), std::string::npos) << entry.path();
  }
  auto checkpoint = checkpoint::read_checkpoint_dir(o.run_dir + "/latest");
  ASSERT_TRUE(checkpoint.ok()) << checkpoint.status().message();
  EXPECT_EQ(checkpoint->config.d_model, 8u);
  EXPECT_EQ(checkpoint->config.vocab_size, 340u);
  EXPECT_EQ(checkpoint->config.source_language, "en");
  EXPECT_EQ(checkpoint->config.metadata.at("step"), "12");
  EXPECT_FLOAT_EQ(checkpoint->config.embedding_scale, std::sqrt(8.f));
  EXPECT_EQ(checkpoint->tokenizer_model, testing::read_text(o.run_dir + "/tokenizer.model"));
  const std::vector<float> p = parameters(model);
  for (const ParameterInfo& info : model.parameter_info()) {
    const checkpoint::Tensor* t = checkpoint->weights.find(info.name);
    ASSERT_NE(t, nullptr) << info.name;
    EXPECT_EQ(t->to_f32(), std::vector<float>(p.begin() + info.offset, p.begin() + info.offset + info.count));
  }
  EXPECT_TRUE(fs::exists(o.run_dir + "/state-12/optimizer.safetensors"));
  EXPECT_FALSE(fs::exists(o.run_dir + "/state-3"));
}

TEST_F(TrainerTest, ResumeIsBitExact) {
  TrainOptions straight = options("straight");
  FakeTransformer a(straight.model);
  ASSERT_TRUE(train(straight, a, false, nullptr, nullptr).ok());

  // Half, stop, resume in a fresh model object (as a new process would), then the rest.
  TrainOptions half = options("halves");
  half.max_steps = 7;  // not a multiple of checkpoint_every: the stop itself writes the checkpoint
  FakeTransformer b1(half.model);
  ASSERT_TRUE(train(half, b1, false, nullptr, nullptr).ok());
  half.max_steps = 12;
  FakeTransformer b2(half.model);
  const Status resumed = train(half, b2, true, nullptr, nullptr);
  ASSERT_TRUE(resumed.ok()) << resumed.message();

  EXPECT_EQ(parameters(a), parameters(b2));
  std::vector<float> ma, va, mb, vb;
  int64_t sa = 0, sb = 0;
  a.get_optimizer_state(&ma, &va, &sa);
  b2.get_optimizer_state(&mb, &vb, &sb);
  EXPECT_EQ(ma, mb);
  EXPECT_EQ(va, vb);
  EXPECT_EQ(sa, sb);
  std::vector<uint64_t> seeds = b1.dropout_seeds;
  seeds.insert(seeds.end(), b2.dropout_seeds.begin(), b2.dropout_seeds.end());
  EXPECT_EQ(seeds, a.dropout_seeds);
  EXPECT_NE(parameters(a), parameters(b1));  // the second half did something
}

TEST_F(TrainerTest, ResumeWithAnotherConfigIsRefusedNamingTheKey) {
  TrainOptions o = options("run");
  o.max_steps = 3;
  o.threads = 1;  // not the default (0: every core)
  FakeTransformer model(o.model);
  ASSERT_TRUE(train(o, model, false, nullptr, nullptr).ok());

  TrainOptions changed = o;
  changed.max_steps = 6;
  changed.dropout = 0.2;
  FakeTransformer again(changed.model);
  const Status refused = train(changed, again, true, nullptr, nullptr);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(std::string(refused.message()).find("--dropout 0.1"), std::string::npos) << refused.message();
  EXPECT_NE(std::string(refused.message()).find("--dropout 0.2"), std::string::npos) << refused.message();

  changed = o;
  changed.model.d_model = 16;
  EXPECT_NE(std::string(train(changed, again, true, nullptr, nullptr).message()).find("--d-model"), std::string::npos);

  // Stopping rules may change; the identity read back from run.json resumes cleanly.
  TrainOptions from_run;
  from_run.run_dir = o.run_dir;
  ASSERT_TRUE(load_run_identity(o.run_dir, &from_run).ok());
  // The checkpoint cadence is the run's, not the defaults (1,000 and 5), unless the resume changes it.
  EXPECT_EQ(from_run.checkpoint_every, o.checkpoint_every);
  EXPECT_EQ(from_run.keep, o.keep);
  EXPECT_EQ(from_run.log_every, o.log_every);
  EXPECT_EQ(from_run.threads, 1);  // and so is the thread count
  from_run.max_steps = 5;
  from_run.checkpoint_every = 100;
  FakeTransformer resumed(from_run.model);
  const Status ok = train(from_run, resumed, true, nullptr, nullptr);
  EXPECT_TRUE(ok.ok()) << ok.message();
  EXPECT_EQ(resumed.adam_calls, 2);

  // Changed text under the same file names is refused: the batch order would silently differ.
  {
    std::string text = testing::read_text(o.corpora[0].source_file);
    text[0] = text[0] == 'a' ? 'b' : 'a';
    testing::write_text(o.corpora[0].source_file, text);
    FakeTransformer edited(o.model);
    TrainOptions more = o;
    more.max_steps = 9;
    const Status changed_text = train(more, edited, true, nullptr, nullptr);
    ASSERT_FALSE(changed_text.ok());
    EXPECT_NE(std::string(changed_text.message()).find("changed since the run started"), std::string::npos)
        << changed_text.message();
  }

  // A fresh start over an existing run is refused too.
  FakeTransformer fresh(o.model);
  const Status exists = train(o, fresh, false, nullptr, nullptr);
  ASSERT_FALSE(exists.ok());
  EXPECT_NE(std::string(exists.message()).find("--resume"), std::string::npos);
}

TEST_F(TrainerTest, MaxEpochsStopsAfterOneEpochAndLogsEverything) {
  TrainOptions o = options("epochs");
  o.max_steps = 0;
  o.max_epochs = 1;
  o.accumulate = 1;
  o.dev_sets = {{"dev", dir_->file("dev.en"), dir_->file("dev.de")}};
  FakeTransformer model(o.model);
  TrainSummary summary;
  const Status status = train(o, model, false, nullptr, &summary);
  ASSERT_TRUE(status.ok()) << status.message();
  EXPECT_EQ(summary.epoch, 1);
  EXPECT_GT(summary.step, 5);
  EXPECT_EQ(model.forward_backward_calls, summary.step);  // one batch per step: the epoch's batch count
  EXPECT_NEAR(summary.last_dev_bleu, 100.0, 1e-9);

  std::ifstream log(o.run_dir + "/log.jsonl");
  int train_lines = 0, dev_lines = 0, checkpoint_lines = 0;
  for (std::string line; std::getline(log, line);) {
    const auto json = nlohmann::json::parse(line);
    const std::string kind = json.at("kind");
    if (kind == "train") {
      ++train_lines;
      EXPECT_GT(json.at("lr").get<double>(), 0);
      EXPECT_GT(json.at("loss").get<double>(), 0);
      EXPECT_GT(json.at("target_tokens_per_second").get<double>(), 0);
    } else if (kind == "dev") {
      ++dev_lines;
      EXPECT_NEAR(json.at("bleu").get<double>(), 100.0, 1e-9);
      EXPECT_GT(json.at("loss").get<double>(), 0);
    } else if (kind == "checkpoint") {
      ++checkpoint_lines;
    }
  }
  EXPECT_GE(train_lines, summary.step / 2);
  EXPECT_EQ(dev_lines, checkpoint_lines);
  EXPECT_GE(dev_lines, 2);
}

TEST_F(TrainerTest, FailedCheckpointWriteLeavesThePreviousOneIntact) {
  TrainOptions o = options("full");
  o.max_steps = 3;
  FakeTransformer model(o.model);
  ASSERT_TRUE(train(o, model, false, nullptr, nullptr).ok());
  const std::string before = testing::read_text(o.run_dir + "/checkpoint-3/model.safetensors");

  // A file-size limit makes every larger write fail with EFBIG, like a full disk (root ignores permissions).
  // It lets run.json be rewritten (the resume gets as far as its first checkpoint) but not the tokenizer.
  const auto run_json_bytes = fs::file_size(o.run_dir + "/run.json") + 256;
  ASSERT_GT(fs::file_size(o.run_dir + "/tokenizer.model"), run_json_bytes);
  struct rlimit saved;
  getrlimit(RLIMIT_FSIZE, &saved);
  auto previous_handler = std::signal(SIGXFSZ, SIG_IGN);
  struct rlimit tiny = saved;
  tiny.rlim_cur = run_json_bytes;
  ASSERT_EQ(setrlimit(RLIMIT_FSIZE, &tiny), 0);
  o.max_steps = 6;
  FakeTransformer again(o.model);
  const Status failed = train(o, again, true, nullptr, nullptr);
  setrlimit(RLIMIT_FSIZE, &saved);
  std::signal(SIGXFSZ, previous_handler);

  ASSERT_FALSE(failed.ok());
  EXPECT_NE(std::string(failed.message()).find("step 6"), std::string::npos) << failed.message();
  EXPECT_EQ(fs::read_symlink(o.run_dir + "/latest").string(), "checkpoint-3");
  EXPECT_EQ(testing::read_text(o.run_dir + "/checkpoint-3/model.safetensors"), before);
  EXPECT_TRUE(checkpoint::read_checkpoint_dir(o.run_dir + "/latest").ok());
  EXPECT_FALSE(fs::exists(o.run_dir + "/checkpoint-6"));
  EXPECT_FALSE(fs::exists(o.run_dir + "/state-6"));
  // And the run still resumes from step 3 once there is room again.
  FakeTransformer third(o.model);
  const Status resumed = train(o, third, true, nullptr, nullptr);
  EXPECT_TRUE(resumed.ok()) << resumed.message();
  EXPECT_EQ(third.adam_calls, 3);
}

TEST_F(TrainerTest, AveragingAveragesAndRefusesMismatches) {
  TrainOptions o = options("avg");
  o.max_steps = 9;
  o.average_last = 3;
  FakeTransformer model(o.model);
  TrainSummary summary;
  const Status status = train(o, model, false, nullptr, &summary);
  ASSERT_TRUE(status.ok()) << status.message();
  ASSERT_EQ(summary.averaged, o.run_dir + "/averaged");

  auto averaged = checkpoint::read_checkpoint_dir(summary.averaged);
  ASSERT_TRUE(averaged.ok()) << averaged.status().message();
  std::vector<checkpoint::Checkpoint> inputs;
  for (int step : {3, 6, 9}) {
    auto c = checkpoint::read_checkpoint_dir(o.run_dir + "/checkpoint-" + std::to_string(step));
    ASSERT_TRUE(c.ok());
    inputs.push_back(std::move(c).value());
  }
  EXPECT_EQ(averaged->config.metadata.at("averaged_from"), "checkpoint-3,checkpoint-6,checkpoint-9");
  EXPECT_EQ(averaged->config.metadata.at("step"), "9");  // the newest: --init-from continues the schedule there
  for (const auto& tensor : averaged->weights.tensors) {
    const std::vector<float> mean = tensor.to_f32();
    const auto a = inputs[0].weights.find(tensor.name)->to_f32();
    const auto b = inputs[1].weights.find(tensor.name)->to_f32();
    const auto c = inputs[2].weights.find(tensor.name)->to_f32();
    for (size_t i = 0; i < mean.size(); ++i) {
      EXPECT_FLOAT_EQ(mean[i], static_cast<float>((double(a[i]) + b[i] + c[i]) / 3)) << tensor.name << " " << i;
    }
    EXPECT_NE(mean, a);
  }

  // A checkpoint of another architecture cannot be averaged in.
  TrainOptions other = options("other");
  other.max_steps = 3;
  other.model.d_model = 16;
  FakeTransformer other_model(other.model);
  ASSERT_TRUE(train(other, other_model, false, nullptr, nullptr).ok());
  const Status refused = average_checkpoints({o.run_dir + "/checkpoint-9", other.run_dir + "/checkpoint-3"},
                                             dir_->file("bad-average"));
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(std::string(refused.message()).find("config.json"), std::string::npos) << refused.message();
  EXPECT_FALSE(fs::exists(dir_->file("bad-average")));
}

TEST_F(TrainerTest, ARunThatFailedBeforeItsFirstCheckpointMayStartOver) {
  TrainOptions o = options("restart");
  o.model.vocab_size = 20000;  // more than the toy corpus supports
  FakeTransformer big(o.model);
  const Status failed = train(o, big, false, nullptr, nullptr);
  ASSERT_FALSE(failed.ok());
  EXPECT_NE(std::string(failed.message()).find("Vocabulary size too high"), std::string::npos) << failed.message();
  o.model.vocab_size = 340;
  FakeTransformer model(o.model);
  const Status ok = train(o, model, false, nullptr, nullptr);
  EXPECT_TRUE(ok.ok()) << ok.message();
}

TEST_F(TrainerTest, AccumulationScalesBySummedTargetTokensAndSeedsDiffer) {
  TrainOptions o = options("accumulate");
  o.accumulate = 3;
  o.max_steps = 4;
  FakeTransformer model(o.model);
  ASSERT_TRUE(train(o, model, false, nullptr, nullptr).ok());
  ASSERT_EQ(model.batch_target_tokens.size(), 12u);
  ASSERT_EQ(model.grad_scales.size(), 4u);
  for (size_t step = 0; step < 4; ++step) {
    const int64_t tokens = model.batch_target_tokens[3 * step] + model.batch_target_tokens[3 * step + 1] +
                           model.batch_target_tokens[3 * step + 2];
    EXPECT_FLOAT_EQ(model.grad_scales[step], 1.f / static_cast<float>(tokens)) << step;
  }
  std::set<uint64_t> distinct(model.dropout_seeds.begin(), model.dropout_seeds.end());
  EXPECT_EQ(distinct.size(), model.dropout_seeds.size());
}

TEST_F(TrainerTest, MaxMinutesStopsAndCheckpoints) {
  TrainOptions o = options("minutes");
  o.max_steps = 0;
  o.max_minutes = 0.0005;  // 30 ms
  o.checkpoint_every = 1000000;
  FakeTransformer model(o.model);
  TrainSummary summary;
  ASSERT_TRUE(train(o, model, false, nullptr, &summary).ok());
  EXPECT_GE(summary.step, 1);
  EXPECT_EQ(list_checkpoint_steps(o.run_dir), (std::vector<int64_t>{summary.step}));
}

// scripts/plot_training.py draws a run's log (needs the repository's .venv with matplotlib; skipped without).
TEST_F(TrainerTest, PlotScriptDrawsTheLog) {
  const fs::path script = ATTN_PLOT_SCRIPT;
  const fs::path python = script.parent_path().parent_path() / ".venv" / "bin" / "python";
  if (!fs::exists(python)) GTEST_SKIP() << "no " << python << " (python3 -m venv .venv; .venv/bin/pip install matplotlib)";
  TrainOptions o = options("plot");
  o.dev_sets = {{"dev", dir_->file("dev.en"), dir_->file("dev.de")}};
  FakeTransformer model(o.model);
  ASSERT_TRUE(train(o, model, false, nullptr, nullptr).ok());
  const std::string png = o.run_dir + "/curves.png";
  const std::string command = python.string() + " " + script.string() + " " + o.run_dir + "/log.jsonl --out " + png +
                              " > /dev/null";
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
  const std::string bytes = testing::read_text(png);
  ASSERT_GT(bytes.size(), 1000u);
  EXPECT_EQ(bytes.substr(1, 3), "PNG");
}

TEST_F(TrainerTest, BadOptionsAreNamed) {
  TrainOptions o = options("bad");
  o.model.heads = 3;
  FakeTransformer model(o.model);
  const Status status = train(o, model, false, nullptr, nullptr);
  ASSERT_FALSE(status.ok());
  EXPECT_NE(std::string(status.message()).find("--d-model 8 is not divisible by --heads 3"), std::string::npos)
      << status.message();
  o = options("bad");
  o.max_steps = 0;
  EXPECT_NE(std::string(validate(o).message()).find("stopping rule"), std::string::npos);
  o = options("bad");
  o.batch_tokens = 16;
  EXPECT_NE(std::string(validate(o).message()).find("--batch-tokens"), std::string::npos);
}

}  // namespace
}  // namespace attn::train
