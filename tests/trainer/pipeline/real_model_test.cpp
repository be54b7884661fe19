// The training loop with the real Transformer (trainer/src/model, cpu backend): a tiny model on a few
// hundred generated sentence pairs. Resume must reproduce the uninterrupted run bit for bit, and a short
// training must lower the loss.
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>

#include "checkpoint/checkpoint_dir.h"
#include "test_support.h"
#include "train/trainer.h"

namespace attn::train {
namespace {

using testing::parameters;

class RealModelTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::make_unique<testing::ScratchDir>(::testing::UnitTest::GetInstance()->current_test_info()->name());
    testing::write_toy_corpus(testing::make_toy_corpus(300, 21), dir_->path(), "train");
    testing::write_toy_corpus(testing::make_toy_corpus(16, 22), dir_->path(), "dev");
  }

  TrainOptions options(const std::string& run) const {
    TrainOptions o;
    o.source_file = dir_->file("train.en");
    o.target_file = dir_->file("train.de");
    o.dev_source_file = dir_->file("dev.en");
    o.dev_target_file = dir_->file("dev.de");
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


  std::unique_ptr<testing::ScratchDir> dir_;
};

TEST_F(RealModelTest, HalfResumeHalfEqualsStraightBitForBit) {
  const TrainOptions straight = options("straight");
  auto a = make_transformer(straight.model, BackendKind::Cpu, 1);
  const Status sa = train(straight, *a, false, nullptr, nullptr);
  ASSERT_TRUE(sa.ok()) << sa.message();

  TrainOptions half = options("halves");
  half.max_steps = 5;
  {
    auto b = make_transformer(half.model, BackendKind::Cpu, 1);
    const Status sb = train(half, *b, false, nullptr, nullptr);
    ASSERT_TRUE(sb.ok()) << sb.message();
  }
  half.max_steps = 10;
  auto c = make_transformer(half.model, BackendKind::Cpu, 1);
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

}  // namespace
}  // namespace attn::train
