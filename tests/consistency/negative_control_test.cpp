// The consistency comparison can fail: checkpoints that are subtly wrong — a config value the runtime reads
// differently, two same-shaped tensors under each other's names — convert and load fine, and the trainer/
// runtime NLL comparison of trainer_runtime_test then misses its 1e-4 bound by orders of magnitude.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "description/src/checkpoint_dir.h"
#include "converter/src/convert/convert.h"
#include "runtime/src/format/model.h"
#include "tests/consistency/runtime_scorer.h"
#include "tests/consistency/trained_model.h"
#include "trainer/src/io/model_checkpoint.h"

namespace attn::consistency {
namespace {

ModelDescription small_config() {
  ModelDescription c = train::default_model();
  c.d_model = 32;
  c.heads = 2;
  c.d_ff = 64;
  c.encoder_layers = 2;
  c.decoder_layers = 2;
  c.vocab_size = test_vocabulary().size();
  c.max_positions = 64;
  return c;
}

// Converts dir, loads the result and returns the largest relative NLL error over all pairs against the
// trainer model.
double largest_nll_error(train::Transformer& trainer, const ModelDescription& config, const std::string& dir,
                         const std::string& attn_path) {
  convert::ConvertOptions options;
  options.checkpoint_dir = dir;
  options.output_path = attn_path;
  const Status converted = convert::convert_checkpoint(options);
  EXPECT_TRUE(converted.ok()) << converted.message();
  auto model = Model::load_file(attn_path.c_str());
  EXPECT_TRUE(model.ok()) << model.status().message();
  if (!converted.ok() || !model.ok()) return NAN;
  auto scorer = RuntimeScorer::create(*model.value(), config.max_positions, config.max_positions);
  EXPECT_TRUE(scorer.ok()) << scorer.status().message();
  if (!scorer.ok()) return NAN;
  double worst = 0;
  for (const SentencePair& pair : sentence_pairs()) {
    const double want = trainer_nll(trainer, pair, config.pad_id);
    const double got = scorer.value()->nll(pair.source, pair.decoder_input(), pair.decoder_output());
    worst = std::max(worst, std::abs(got - want) / want);
  }
  return worst;
}

class NegativeControl : public ::testing::Test {
 protected:
  void SetUp() override { trainer_ = train_small_model(config_, 21, 60); }

  ModelDescription config_ = small_config();
  std::unique_ptr<train::Transformer> trainer_;
  ScratchDir scratch_;
};

TEST_F(NegativeControl, TheIntactCheckpointPasses) {
  const std::string dir = scratch_.path("ok");
  const auto config = train::make_checkpoint_config(config_, "en", "de", {});
  ASSERT_TRUE(train::write_model_checkpoint(dir, *trainer_, config, test_tokenizer_bytes()).ok());
  EXPECT_LE(largest_nll_error(*trainer_, config_, dir, scratch_.path("ok.attn")), 1e-4);
}

TEST_F(NegativeControl, AWrongEmbeddingScaleInTheConfigFails) {
  const std::string dir = scratch_.path("scale");
  auto config = train::make_checkpoint_config(config_, "en", "de", {});
  config.embedding_scale *= 1.05f;
  ASSERT_TRUE(train::write_model_checkpoint(dir, *trainer_, config, test_tokenizer_bytes()).ok());
  EXPECT_GT(largest_nll_error(*trainer_, config_, dir, scratch_.path("scale.attn")), 1e-3);
}

TEST_F(NegativeControl, TwoSwappedTensorNamesFail) {
  // The same numbers as write_model_checkpoint writes, but encoder layers 0 and 1 exchange their value
  // projections: same shapes, so only the numbers can tell.
  std::vector<float> parameters(trainer_->parameter_count());
  trainer_->get_parameters(parameters.data());
  const std::string a = "encoder.layers.0.self_attn.v_proj.weight", b = "encoder.layers.1.self_attn.v_proj.weight";
  std::vector<std::string> names;  // TensorView keeps a view of its name
  for (const train::ParameterInfo& info : trainer_->parameter_info()) {
    names.push_back(info.name == a ? b : info.name == b ? a : info.name);
  }
  std::vector<checkpoint::TensorView> tensors;
  size_t swapped = 0;
  for (size_t i = 0; i < names.size(); ++i) {
    const train::ParameterInfo& info = trainer_->parameter_info()[i];
    swapped += names[i] != info.name;
    tensors.push_back(checkpoint::TensorView::f32(names[i],
                                                  std::vector<uint64_t>(info.shape.begin(), info.shape.end()),
                                                  parameters.data() + info.offset));
  }
  ASSERT_EQ(swapped, 2u);
  const std::string dir = scratch_.path("swapped");
  const auto config = train::make_checkpoint_config(config_, "en", "de", {});
  const Status written = checkpoint::write_checkpoint_dir(dir, config, tensors, test_tokenizer_bytes());
  ASSERT_TRUE(written.ok()) << written.message();
  EXPECT_GT(largest_nll_error(*trainer_, config_, dir, scratch_.path("swapped.attn")), 1e-3);
}

}  // namespace
}  // namespace attn::consistency
