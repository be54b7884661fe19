// The training loop against the fake Transformer: checkpoints, exact resume, refusal of a changed config,
// stopping rules, logs, dev evaluation, failed writes and averaging.
#include "trainer/src/train/trainer.h"

#include <gtest/gtest.h>
#include <sys/resource.h>

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
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
    // A second corpus with an origin file: pairs alternate between two origins.
    testing::write_toy_corpus(testing::make_toy_corpus(120, 13), dir_->path(), "extra");
    std::string origins;
    for (int i = 0; i < 120; ++i) origins += i % 2 ? "gettext\tvlc\n" : "manpages\tman1/ls.1\n";
    testing::write_text(dir_->file("extra.origin"), origins);
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

  // Two corpora, the second with an origin file and a weight for one origin, and two dev sets.
  TrainOptions two_corpora(const std::string& run) const {
    TrainOptions o = options(run);
    o.corpora[0].weight = 0.5;
    o.corpora.push_back(
        {"extra", dir_->file("extra.en"), dir_->file("extra.de"), dir_->file("extra.origin"), 2.0});
    o.origin_weights = {{"gettext", 0.5}};
    o.dev_sets = {{"copy", dir_->file("dev.en"), dir_->file("dev.de")},
                  {"extra", dir_->file("extra.en"), dir_->file("extra.de")}};
    return o;
  }

  // Trains `options` straight to its max_steps, and again in a second run directory in two invocations (7
  // steps, then a resume in a fresh model object, as a new process would): the weights, Adam's state and
  // the dropout seeds must be equal. *straight_summary: the straight run's.
  void expect_resume_bit_exact(TrainOptions options, TrainSummary* straight_summary = nullptr) {
    const int64_t steps = options.max_steps;
    FakeTransformer a(options.model);
    ASSERT_TRUE(train(options, a, false, nullptr, straight_summary).ok());

    options.run_dir += "-halves";
    options.max_steps = 7;  // not a multiple of checkpoint_every: the stop itself writes the checkpoint
    FakeTransformer b1(options.model);
    ASSERT_TRUE(train(options, b1, false, nullptr, nullptr).ok());
    options.max_steps = steps;
    FakeTransformer b2(options.model);
    const Status resumed = train(options, b2, true, nullptr, nullptr);
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
    std::vector<int64_t> tokens = b1.batch_target_tokens;  // the same batches, in the same order
    tokens.insert(tokens.end(), b2.batch_target_tokens.begin(), b2.batch_target_tokens.end());
    EXPECT_EQ(tokens, a.batch_target_tokens);
    EXPECT_NE(parameters(a), parameters(b1));  // the second half did something
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

TEST_F(TrainerTest, ResumeIsBitExact) { expect_resume_bit_exact(options("straight")); }

// Weighted sampling (0.5, and 2 × 0.5 or 2 × 1 by origin) over more than an epoch, resumed mid-epoch.
TEST_F(TrainerTest, ResumeWithTwoWeightedCorporaIsBitExact) {
  TrainOptions o = two_corpora("two");
  o.max_steps = 40;
  o.checkpoint_every = 10;
  TrainSummary summary;
  expect_resume_bit_exact(o, &summary);
  EXPECT_GE(summary.epoch, 1);  // the resumed half crossed into a new epoch's sample
}

// run.json records what was read and how it is weighted; every dev set is evaluated and logged at every
// checkpoint; the first is the run's summary.
TEST_F(TrainerTest, TwoCorporaAreRecordedAndEachDevSetIsLogged) {
  TrainOptions o = two_corpora("record");
  FakeTransformer model(o.model);
  TrainSummary summary;
  ASSERT_TRUE(train(o, model, false, nullptr, &summary).ok());
  EXPECT_NEAR(summary.last_dev_bleu, 100.0, 1e-9);  // "copy": the fake model copies its source

  const nlohmann::json run = nlohmann::json::parse(testing::read_text(o.run_dir + "/run.json"));
  ASSERT_EQ(run.at("corpus").size(), 2u);
  EXPECT_EQ(run.at("corpus")[1].at("origins"), dir_->file("extra.origin"));
  EXPECT_EQ(run.at("origin-weight").at("gettext"), 0.5);
  const nlohmann::json& data = run.at("data");
  const nlohmann::json& train_corpus = data.at("corpora")[0];
  EXPECT_EQ(train_corpus.at("name"), "train");
  EXPECT_EQ(train_corpus.at("lines"), 240);
  EXPECT_EQ(train_corpus.at("pairs"), 240);
  const int used = train_corpus.at("used");  // the pairs within --max-positions 32
  EXPECT_GT(used, 100);
  EXPECT_EQ(train_corpus.at("over_max_positions"), 240 - used);
  EXPECT_EQ(train_corpus.at("pairs_per_epoch"), 0.5 * used);
  const nlohmann::json& extra = data.at("corpora")[1];
  const nlohmann::json& gettext = extra.at("by_origin").at("gettext");
  const nlohmann::json& manpages = extra.at("by_origin").at("manpages");
  EXPECT_EQ(gettext.at("weight"), 1.0);  // corpus 2 × origin 0.5
  EXPECT_EQ(manpages.at("weight"), 2.0);
  EXPECT_EQ(manpages.at("pairs_per_epoch"), 2.0 * manpages.at("used").get<int>());
  EXPECT_EQ(extra.at("used"), gettext.at("used").get<int>() + manpages.at("used").get<int>());
  const double extra_per_epoch = gettext.at("used").get<int>() + 2.0 * manpages.at("used").get<int>();
  EXPECT_EQ(extra.at("pairs_per_epoch"), extra_per_epoch);
  EXPECT_EQ(data.at("pairs_per_epoch"), 0.5 * used + extra_per_epoch);
  ASSERT_EQ(data.at("dev").size(), 2u);
  EXPECT_EQ(data.at("dev")[1].at("name"), "extra");
  EXPECT_EQ(data.at("dev")[1].at("pairs"), 120);

  std::ifstream log(o.run_dir + "/log.jsonl");
  std::map<std::string, std::vector<int64_t>> dev_steps;
  std::vector<int64_t> checkpoint_steps;
  for (std::string line; std::getline(log, line);) {
    const auto json = nlohmann::json::parse(line);
    if (json.at("kind") == "dev") dev_steps[json.at("set")].push_back(json.at("step"));
    if (json.at("kind") == "checkpoint") checkpoint_steps.push_back(json.at("step"));
  }
  EXPECT_EQ(checkpoint_steps, (std::vector<int64_t>{3, 6, 9, 12}));
  EXPECT_EQ(dev_steps["copy"], checkpoint_steps);
  EXPECT_EQ(dev_steps["extra"], checkpoint_steps);
}

// Weights, origins and dev sets are identity: a resume that changes any of them is refused, naming it.
TEST_F(TrainerTest, ResumeWithOtherCorporaOrWeightsIsRefused) {
  TrainOptions o = two_corpora("weights");
  o.max_steps = 3;
  FakeTransformer model(o.model);
  ASSERT_TRUE(train(o, model, false, nullptr, nullptr).ok());
  auto refusal = [&](const TrainOptions& changed) {
    FakeTransformer again(changed.model);
    const Status status = train(changed, again, true, nullptr, nullptr);
    return status.ok() ? std::string("(resumed)") : std::string(status.message());
  };
  TrainOptions changed = o;
  changed.corpora[1].weight = 1;
  EXPECT_NE(refusal(changed).find(
                "trained with --corpus extra {\"weight\":2.0}, this invocation has --corpus extra "
                "{\"weight\":1.0}"),
            std::string::npos)
      << refusal(changed);
  changed = o;
  changed.origin_weights.clear();
  EXPECT_NE(refusal(changed).find("--origin-weight {\"gettext\":0.5}"), std::string::npos)
      << refusal(changed);
  changed = o;
  changed.corpora[1].origin_file.clear();
  changed.origin_weights.clear();  // else refused before: an --origin-weight needs an origin file
  EXPECT_NE(refusal(changed).find("--corpus extra {\"origins\""), std::string::npos) << refusal(changed);
  changed = o;
  changed.corpora.pop_back();
  changed.origin_weights.clear();
  EXPECT_NE(refusal(changed).find("--corpus extra, this invocation has --corpus (none)"), std::string::npos)
      << refusal(changed);
  changed = o;
  changed.dev_sets.pop_back();
  EXPECT_NE(refusal(changed).find("--dev extra"), std::string::npos) << refusal(changed);
  // The origin file's content is part of the data fingerprint.
  std::string relabelled;
  for (int i = 0; i < 120; ++i) relabelled += "gettext\tvlc\n";
  testing::write_text(dir_->file("extra.origin"), relabelled);
  changed = o;
  changed.max_steps = 6;
  EXPECT_NE(refusal(changed).find("changed since the run started"), std::string::npos) << refusal(changed);
}

// A run whose run.json names its data the way runs did before several corpora existed ("src", "tgt",
// "dev-src", "dev-tgt") resumes: they read as the corpus "train" and the dev set "dev".
TEST_F(TrainerTest, ARunFromBeforeSeveralCorporaResumes) {
  TrainOptions o = options("old");
  o.max_steps = 3;
  o.dev_sets = {{"dev", dir_->file("dev.en"), dir_->file("dev.de")}};
  FakeTransformer model(o.model);
  ASSERT_TRUE(train(o, model, false, nullptr, nullptr).ok());
  nlohmann::json run = nlohmann::json::parse(testing::read_text(o.run_dir + "/run.json"));
  for (const char* key : {"corpus", "dev", "origin-weight", "data"}) run.erase(key);
  run["src"] = dir_->file("train.en");
  run["tgt"] = dir_->file("train.de");
  run["dev-src"] = dir_->file("dev.en");
  run["dev-tgt"] = dir_->file("dev.de");
  testing::write_text(o.run_dir + "/run.json", run.dump(1));

  TrainOptions from_run;
  ASSERT_TRUE(load_run_identity(o.run_dir, &from_run).ok());
  EXPECT_EQ(identity_json(from_run), identity_json(o));
  from_run.run_dir = o.run_dir;
  from_run.max_steps = 6;
  FakeTransformer resumed(from_run.model);
  const Status status = train(from_run, resumed, true, nullptr, nullptr);
  ASSERT_TRUE(status.ok()) << status.message();
  EXPECT_EQ(resumed.adam_calls, 3);
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
  EXPECT_NE(std::string(train(changed, again, true, nullptr, nullptr).message()).find("--d-model"),
            std::string::npos);

  // Stopping rules may change; the identity read back from run.json resumes cleanly.
  TrainOptions from_run;
  from_run.run_dir = o.run_dir;
  ASSERT_TRUE(load_run_identity(o.run_dir, &from_run).ok());
  // The checkpoint cadence is the run's, not the defaults (1,000 and 5), unless the resume changes it.
  EXPECT_EQ(from_run.checkpoint_every, o.checkpoint_every);
  EXPECT_EQ(from_run.keep, o.keep);
  EXPECT_EQ(from_run.log_every, o.log_every);
  EXPECT_EQ(from_run.threads, 1);  // and so is the thread count
  {
    // and the backend (written by the run, here patched in: this test trains on the fake model).
    const std::string path = o.run_dir + "/run.json";
    nlohmann::json run = nlohmann::json::parse(testing::read_text(path));
    EXPECT_EQ(run.at("runtime").at("backend"), "cpu");
    run["runtime"]["backend"] = "cuda";
    testing::write_text(path, run.dump(1));
    TrainOptions on_gpu;
    ASSERT_TRUE(load_run_identity(o.run_dir, &on_gpu).ok());
    EXPECT_EQ(on_gpu.backend, BackendKind::Cuda);
    run["runtime"]["backend"] = "cpu";
    testing::write_text(path, run.dump(1));
  }
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
  // The newest step: --init-from continues the schedule there.
  EXPECT_EQ(averaged->config.metadata.at("step"), "9");
  for (const auto& tensor : averaged->weights.tensors) {
    const std::vector<float> mean = tensor.to_f32();
    const auto a = inputs[0].weights.find(tensor.name)->to_f32();
    const auto b = inputs[1].weights.find(tensor.name)->to_f32();
    const auto c = inputs[2].weights.find(tensor.name)->to_f32();
    for (size_t i = 0; i < mean.size(); ++i) {
      EXPECT_FLOAT_EQ(mean[i], static_cast<float>((double(a[i]) + b[i] + c[i]) / 3))
          << tensor.name << " " << i;
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
  EXPECT_NE(std::string(failed.message()).find("Vocabulary size too high"), std::string::npos)
      << failed.message();
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
  if (!fs::exists(python))
    GTEST_SKIP() << "no " << python << " (python3 -m venv .venv; .venv/bin/pip install matplotlib)";
  TrainOptions o = two_corpora("plot");  // two dev sets: a curve each
  FakeTransformer model(o.model);
  ASSERT_TRUE(train(o, model, false, nullptr, nullptr).ok());
  const std::string png = o.run_dir + "/curves.png";
  const std::string command =
      python.string() + " " + script.string() + " " + o.run_dir + "/log.jsonl --out " + png + " > /dev/null";
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
  EXPECT_NE(std::string(status.message()).find("--d-model 8 is not divisible by --heads 3"),
            std::string::npos)
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
