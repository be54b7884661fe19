// The training loop with the real Transformer (trainer/src/model, cpu backend): a tiny model on a few
// hundred generated sentence pairs. Resume must reproduce the uninterrupted run bit for bit, and a short
// training must lower the loss.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "description/src/checkpoint_bf16.h"
#include "description/src/checkpoint_dir.h"
#include "tests/trainer/pipeline/test_support.h"
#include "trainer/src/train/lr_schedule.h"
#include "trainer/src/train/trainer.h"

namespace attn::train {
namespace {

using testing::parameters;

class RealModelTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::make_unique<testing::ScratchDir>(
        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    testing::write_toy_corpus(testing::make_toy_corpus(300, 21), dir_->path(), "train");
    testing::write_toy_corpus(testing::make_toy_corpus(16, 22), dir_->path(), "dev");
    testing::write_toy_corpus(testing::make_toy_corpus(100, 23), dir_->path(), "extra");
  }

  TrainOptions options(const std::string& run) const {
    TrainOptions o;
    o.corpora = {{"train", dir_->file("train.en"), dir_->file("train.de"), "", 1.0}};
    o.dev_sets = {{"dev", dir_->file("dev.en"), dir_->file("dev.de")}};
    o.run_dir = dir_->file(run);
    o.model.d_model = 16;
    o.model.heads = 2;
    o.model.d_ff = 32;
    o.model.encoder_layers = 1;
    o.model.decoder_layers = 1;
    o.model.vocab_size = 340;
    o.model.max_positions = 32;
    o.batch_tokens = 128;
    o.accumulate = 2;
    o.warmup = 10;
    o.lr_scale = 2.0;
    o.max_steps = 10;
    o.checkpoint_every = 4;
    o.log_every = 5;
    o.seed = 3;
    o.threads = 1;
    return o;
  }

  // With two_corpora, a second corpus of weight 2.5 (the first 0.5) and a second dev set.
  void resume_equals_straight(Precision precision, bool two_corpora = false);

  std::unique_ptr<testing::ScratchDir> dir_;
};

void RealModelTest::resume_equals_straight(Precision precision, bool two_corpora) {
  const std::string tag = std::string(precision_name(precision)) + (two_corpora ? "-two" : "");
  auto options = [&](const std::string& run) {
    TrainOptions o = this->options(run);
    if (two_corpora) {
      o.corpora[0].weight = 0.5;
      o.corpora.push_back({"extra", dir_->file("extra.en"), dir_->file("extra.de"), "", 2.5});
      o.dev_sets.push_back({"extra", dir_->file("extra.en"), dir_->file("extra.de")});
    }
    return o;
  };
  const TrainOptions straight = options("straight-" + tag);
  auto a = make_transformer(straight.model, BackendKind::Cpu, 1, precision);
  const Status sa = train(straight, *a, false, nullptr, nullptr);
  ASSERT_TRUE(sa.ok()) << sa.message();

  TrainOptions half = options("halves-" + tag);
  half.max_steps = 5;
  {
    auto b = make_transformer(half.model, BackendKind::Cpu, 1, precision);
    const Status sb = train(half, *b, false, nullptr, nullptr);
    ASSERT_TRUE(sb.ok()) << sb.message();
  }
  half.max_steps = 10;
  auto c = make_transformer(half.model, BackendKind::Cpu, 1, precision);
  const Status sc = train(half, *c, true, nullptr, nullptr);
  ASSERT_TRUE(sc.ok()) << sc.message();

  const std::vector<float> pa = parameters(*a), pc = parameters(*c);
  ASSERT_EQ(pa.size(), pc.size());
  size_t differing = 0;
  for (size_t i = 0; i < pa.size(); ++i) differing += std::memcmp(&pa[i], &pc[i], sizeof(float)) != 0;
  EXPECT_EQ(differing, 0u) << "of " << pa.size() << " parameters";
  std::vector<float> ma, va, mc, vc;
  int64_t step_a = 0, step_c = 0;
  a->get_optimizer_state(&ma, &va, &step_a);
  c->get_optimizer_state(&mc, &vc, &step_c);
  EXPECT_EQ(step_a, 10);
  EXPECT_EQ(step_c, 10);
  EXPECT_TRUE(ma == mc && va == vc);

  // The final checkpoints hold the same bytes too.
  EXPECT_EQ(testing::read_text(straight.run_dir + "/checkpoint-10/model.safetensors"),
            testing::read_text(half.run_dir + "/checkpoint-10/model.safetensors"));
}

TEST_F(RealModelTest, HalfResumeHalfEqualsStraightBitForBit) { resume_equals_straight(Precision::Fp32); }

// Two corpora with weights (and two dev sets evaluated at each checkpoint): the same bits.
TEST_F(RealModelTest, TwoCorporaHalfResumeHalfEqualsStraightBitForBit) {
  resume_equals_straight(Precision::Fp32, true);
}

// bf16 products are as deterministic as fp32 ones. Skipped where the trainer refuses bf16 (a CPU without
// AVX-512: make_transformer throws, naming the CPU).
TEST_F(RealModelTest, Bf16HalfResumeHalfEqualsStraightBitForBit) {
  try {
    make_transformer(options("probe").model, BackendKind::Cpu, 1, Precision::Bf16);
  } catch (const std::runtime_error& e) {
    GTEST_SKIP() << e.what();
  }
  resume_equals_straight(Precision::Bf16);
}

// The cuda backend must resume as exactly as the cpu one (its kernels are deterministic by design). Skipped
// where this build has no CUDA backend or no GPU is visible.
TEST_F(RealModelTest, CudaHalfResumeHalfEqualsStraightBitForBit) {
  if (!backend_available(BackendKind::Cuda)) GTEST_SKIP() << "no cuda backend or no visible GPU";
  TrainOptions straight = options("cuda-straight");
  straight.backend = BackendKind::Cuda;
  auto a = make_transformer(straight.model, BackendKind::Cuda, 0);
  const Status sa = train(straight, *a, false, nullptr, nullptr);
  ASSERT_TRUE(sa.ok()) << sa.message();
  TrainOptions half = options("cuda-halves");
  half.backend = BackendKind::Cuda;
  half.max_steps = 5;
  {
    auto b = make_transformer(half.model, BackendKind::Cuda, 0);
    const Status sb = train(half, *b, false, nullptr, nullptr);
    ASSERT_TRUE(sb.ok()) << sb.message();
  }
  half.max_steps = 10;
  auto c = make_transformer(half.model, BackendKind::Cuda, 0);
  const Status sc = train(half, *c, true, nullptr, nullptr);
  ASSERT_TRUE(sc.ok()) << sc.message();
  EXPECT_EQ(parameters(*a), parameters(*c));
}

TEST_F(RealModelTest, ShortTrainingLowersTheLossAndCheckpointHasEveryTensor) {
  TrainOptions o = options("learn");
  o.max_steps = 60;
  o.checkpoint_every = 60;
  o.log_every = 10;
  o.lr_scale = 4.0;
  o.dropout = 0.0;
  auto model = make_transformer(o.model, BackendKind::Cpu, 1);
  TrainSummary summary;
  const Status status = train(o, *model, false, nullptr, &summary);
  ASSERT_TRUE(status.ok()) << status.message();

  std::ifstream log(o.run_dir + "/log.jsonl");
  std::vector<double> losses;
  double dev_bleu = -1;
  for (std::string line; std::getline(log, line);) {
    const auto json = nlohmann::json::parse(line);
    if (json.at("kind") == "train") losses.push_back(json.at("loss").get<double>());
    if (json.at("kind") == "dev") dev_bleu = json.at("bleu").get<double>();
  }
  ASSERT_GE(losses.size(), 5u);
  EXPECT_LT(losses.back(), losses.front() - 0.5) << "first " << losses.front() << ", last " << losses.back();
  EXPECT_GE(dev_bleu, 0.0);  // a real greedy decode ran and was scored

  auto checkpoint = checkpoint::read_checkpoint_dir(o.run_dir + "/latest");
  ASSERT_TRUE(checkpoint.ok()) << checkpoint.status().message();
  EXPECT_EQ(checkpoint->weights.tensors.size(), model->parameter_info().size());
  EXPECT_NE(checkpoint->weights.find("encoder.layers.0.self_attn.q_proj.weight"), nullptr);
  EXPECT_NE(checkpoint->weights.find("decoder.layers.0.cross_attn.o_proj.bias"), nullptr);
  EXPECT_NE(checkpoint->weights.find("embedding.weight"), nullptr);
}

// --init-from: the new run starts from the checkpoint's exact weights and tokenizer at the checkpoint's step,
// with fresh Adam moments and the learning rate ramped up over --init-warmup steps.
TEST_F(RealModelTest, InitFromStartsAtTheCheckpointsWeightsAndStep) {
  TrainOptions base = options("base");
  auto a = make_transformer(base.model, BackendKind::Cpu, 1);
  ASSERT_TRUE(train(base, *a, false, nullptr, nullptr).ok());
  const std::string from = base.run_dir + "/checkpoint-10";

  TrainOptions o = options("continued");
  o.model = default_model();  // the architecture comes from the checkpoint
  const Status loaded = load_init_checkpoint(from, &o);
  ASSERT_TRUE(loaded.ok()) << loaded.message();
  EXPECT_EQ(o.model.d_model, 16);
  EXPECT_EQ(o.model.vocab_size, 340);
  EXPECT_EQ(o.init_step, 10);
  o.max_steps = 10;  // no step: the run's first checkpoint holds exactly the loaded weights
  auto b = make_transformer(o.model, BackendKind::Cpu, 1);
  ASSERT_TRUE(train(o, *b, false, nullptr, nullptr).ok());
  EXPECT_EQ(parameters(*a), parameters(*b));
  EXPECT_EQ(testing::read_text(o.run_dir + "/tokenizer.model"),
            testing::read_text(base.run_dir + "/tokenizer.model"));
  std::vector<float> m, v;
  int64_t adam_step = -1;
  b->get_optimizer_state(&m, &v, &adam_step);
  EXPECT_EQ(adam_step, 0);
  EXPECT_TRUE(std::all_of(m.begin(), m.end(), [](float x) { return x == 0.f; }));

  // Three more steps (a resume of the new run): the rate is 3/init_warmup of the schedule's at step 13.
  o.max_steps = 13;
  o.init_warmup = 200;
  auto c = make_transformer(o.model, BackendKind::Cpu, 1);
  const Status resumed = train(o, *c, true, nullptr, nullptr);
  ASSERT_TRUE(resumed.ok()) << resumed.message();
  double last_lr = -1;
  std::ifstream log(o.run_dir + "/log.jsonl");
  for (std::string line; std::getline(log, line);) {
    const auto j = nlohmann::json::parse(line);
    if (j.value("kind", "") == "train") last_lr = j.at("lr").get<double>();
  }
  const LrSchedule schedule{static_cast<int>(o.model.d_model), o.warmup, o.lr_scale};
  EXPECT_NEAR(last_lr, schedule.at(13) * 3.0 / 200.0, 1e-12);
  EXPECT_NE(parameters(*c), parameters(*a));

  // A checkpoint whose shapes do not fit the architecture asked for is refused, naming a tensor.
  TrainOptions wrong = options("wrong");
  ASSERT_TRUE(load_init_checkpoint(from, &wrong).ok());
  wrong.model.d_ff = 24;
  auto d = make_transformer(wrong.model, BackendKind::Cpu, 1);
  const Status refused = train(wrong, *d, false, nullptr, nullptr);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(std::string(refused.message()).find("ffn"), std::string::npos) << refused.message();

  // A directory without its weights is refused at once (only config.json is read there), naming the file.
  const std::string partial = base.run_dir + "/partial";
  std::filesystem::create_directories(partial);
  for (const char* name : {checkpoint::kConfigFileName, checkpoint::kTokenizerFileName})
    std::filesystem::copy_file(from + "/" + name, partial + "/" + name);
  TrainOptions missing = options("missing");
  const Status no_weights = load_init_checkpoint(partial, &missing);
  ASSERT_FALSE(no_weights.ok());
  EXPECT_NE(std::string(no_weights.message()).find(checkpoint::kWeightsFileName), std::string::npos)
      << no_weights.message();
}

// A checkpoint stored in bf16 (attn-train export-bf16) starts a run at its fp32 original's weights rounded to
// bf16; a tensor stored in another precision is refused, naming it and its dtype.
TEST_F(RealModelTest, InitFromABf16CopyStartsAtTheRoundedWeights) {
  TrainOptions base = options("base16");
  auto a = make_transformer(base.model, BackendKind::Cpu, 1);
  ASSERT_TRUE(train(base, *a, false, nullptr, nullptr).ok());
  const std::string from = base.run_dir + "/checkpoint-10", copy = base.run_dir + "/checkpoint-10-bf16";
  const Status copied = checkpoint::write_bf16_checkpoint_copy(from, copy);
  ASSERT_TRUE(copied.ok()) << copied.message();

  TrainOptions o = options("from-bf16");
  ASSERT_TRUE(load_init_checkpoint(copy, &o).ok());
  o.max_steps = 10;  // no step: the run's first checkpoint holds exactly the loaded weights
  auto b = make_transformer(o.model, BackendKind::Cpu, 1);
  const Status trained = train(o, *b, false, nullptr, nullptr);
  ASSERT_TRUE(trained.ok()) << trained.message();
  std::vector<float> expected = parameters(*a);
  for (float& x : expected) x = checkpoint::bf16_to_f32(checkpoint::f32_to_bf16(x));
  EXPECT_EQ(parameters(*b), expected);
  EXPECT_NE(parameters(*b), parameters(*a));

  // One tensor stored as F16: refused by name and dtype.
  auto weights = checkpoint::read_safetensors(copy + "/" + checkpoint::kWeightsFileName);
  ASSERT_TRUE(weights.ok());
  weights->tensors.back().dtype = checkpoint::DType::F16;
  const std::string name = weights->tensors.back().name;
  ASSERT_TRUE(
      checkpoint::write_safetensors(copy + "/" + checkpoint::kWeightsFileName, weights->tensors).ok());
  TrainOptions f16 = options("from-f16");
  ASSERT_TRUE(load_init_checkpoint(copy, &f16).ok());
  auto c = make_transformer(f16.model, BackendKind::Cpu, 1);
  const Status refused = train(f16, *c, false, nullptr, nullptr);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(std::string(refused.message()).find(name + " is F16, expected F32 or BF16"), std::string::npos)
      << refused.message();
}

}  // namespace
}  // namespace attn::train
