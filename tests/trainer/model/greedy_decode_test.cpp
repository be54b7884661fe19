// Greedy decoding with the key/value cache against re-running the decoder over the whole prefix each step.
#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "tests/trainer/model/test_util.h"
#include "trainer/src/backend/cpu/cpu_device.h"
#include "trainer/src/model/transformer_model.h"

namespace attn::train {
namespace {

class GreedyDecode : public ::testing::TestWithParam<bool> {};

TEST_P(GreedyDecode, CachedStepsMatchFullRecomputation) {
  ModelDescription c = testing::tiny_config(GetParam());
  c.d_model = 32;
  c.heads = 4;
  c.d_ff = 48;
  c.vocab_size = 40;
  c.max_positions = 32;
  TransformerModel<CpuDevice> model(c, 2);
  model.initialize(8);
  // Larger weights than the initialisation make the argmax decisive and the outputs varied.
  std::vector<float> p(model.parameter_count());
  model.get_parameters(p.data());
  const auto noise = testing::random_vector(p.size(), 17, -0.3f, 0.3f);
  for (size_t i = 0; i < p.size(); ++i) p[i] = 2.f * p[i] + noise[i];
  model.set_parameters(p.data());

  std::vector<std::vector<int32_t>> sources;
  for (int i = 0; i < 70; ++i) {  // two groups of sentences
    std::vector<int32_t> s;
    for (int k = 0; k < 2 + i % 9; ++k) s.push_back(4 + (i * 13 + k * 7) % (c.vocab_size - 4));
    s.push_back(c.eos_id);
    sources.push_back(s);
  }
  const auto cached = model.greedy_decode(sources, 12);
  const auto reference = model.greedy_decode_uncached(sources, 12);
  ASSERT_EQ(cached.size(), sources.size());
  EXPECT_EQ(cached, reference);
  // The comparison means something only if the outputs differ between sentences and include early stops.
  std::set<std::vector<int32_t>> distinct(cached.begin(), cached.end());
  size_t stopped_early = 0;
  for (const auto& o : cached) stopped_early += o.size() < 12;
  EXPECT_GT(distinct.size(), 20u);
  EXPECT_GT(stopped_early, 0u);
}

INSTANTIATE_TEST_SUITE_P(Norms, GreedyDecode, ::testing::Values(false, true),
                         [](const auto& info) { return info.param ? "PreNorm" : "PostNorm"; });

}  // namespace
}  // namespace attn::train
