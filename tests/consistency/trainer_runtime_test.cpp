// Same math everywhere: a trained trainer Transformer, written by the trainer's checkpoint writer,
// converted by attn-convert's library and loaded by libattn, computes the same model in both places:
//   - the trainer's forward on the reloaded checkpoint is bit-identical to the trained model's;
//   - teacher-forced NLL per sentence (and over a padded batch) agrees to 1e-4 relative;
//   - per-position log-probabilities of the reference token, the runtime's argmax and random tokens agree
//     to 1e-4 (relative, floor 1);
//   - greedy decoding (trainer greedy_decode vs attn_translate_ids with beam 1) gives identical tokens on
//     every sentence whose top-2 margin along the greedy path exceeds 1e-3.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <iostream>
#include <memory>
#include <ostream>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "attn/attn.h"
#include "description/src/checkpoint_dir.h"
#include "converter/src/convert/convert.h"
#include "runtime/src/format/model.h"
#include "tests/consistency/runtime_scorer.h"
#include "tests/consistency/trained_model.h"
#include "trainer/src/io/model_checkpoint.h"

namespace attn::consistency {
namespace {

struct Variant {
  const char* name;
  bool pre_norm;
  bool tied;
  int d_model, heads, d_ff, encoder_layers, decoder_layers;
  float embedding_scale;  // 0: sqrt(d_model)
  float layer_norm_epsilon;
  uint64_t seed;
};

void PrintTo(const Variant& v, std::ostream* os) { *os << v.name; }

ModelDescription model_config(const Variant& v) {
  ModelDescription c = train::default_model();
  c.d_model = v.d_model;
  c.heads = v.heads;
  c.d_ff = v.d_ff;
  c.encoder_layers = v.encoder_layers;
  c.decoder_layers = v.decoder_layers;
  c.vocab_size = test_vocabulary().size();
  c.max_positions = 64;
  c.norm_position = v.pre_norm ? NormPosition::Pre : NormPosition::Post;
  c.tied_embeddings = v.tied;
  c.embedding_scale = v.embedding_scale;
  c.layer_norm_epsilon = v.layer_norm_epsilon;
  return c;
}

constexpr int kTrainingSteps = 60;
constexpr double kTolerance = 1e-4;

double relative_error(double got, double want) { return std::abs(got - want) / std::max(1.0, std::abs(want)); }

// One variant trained, checkpointed, converted and loaded, shared by the variant's tests.
struct Pipeline {
  ModelDescription config = train::default_model();
  std::unique_ptr<train::Transformer> trained;
  std::unique_ptr<train::Transformer> reloaded;  // a fresh trainer model with the checkpoint's weights
  std::unique_ptr<Model> runtime_model;
  std::unique_ptr<RuntimeScorer> scorer;
  std::string attn_path;
};

class TrainerRuntimeConsistency : public ::testing::TestWithParam<Variant> {
 protected:
  void SetUp() override {
    const Variant& v = GetParam();
    p_.config = model_config(v);
    p_.trained = train_small_model(p_.config, v.seed, kTrainingSteps);

    const std::string dir = scratch_.path("checkpoint");
    p_.attn_path = scratch_.path("model.attn");
    const auto ckpt_config = train::make_checkpoint_config(p_.config, "en", "de", {{"step", "60"}});
    const Status written = train::write_model_checkpoint(dir, *p_.trained, ckpt_config, test_tokenizer_bytes());
    ASSERT_TRUE(written.ok()) << written.message();

    convert::ConvertOptions options;
    options.checkpoint_dir = dir;
    options.output_path = p_.attn_path;
    const Status converted = convert::convert_checkpoint(options);
    ASSERT_TRUE(converted.ok()) << converted.message();

    // The trainer's forward "on the checkpoint": a fresh model loaded from the directory just written.
    auto checkpoint = checkpoint::read_checkpoint_dir(dir);
    ASSERT_TRUE(checkpoint.ok()) << checkpoint.status().message();
    p_.reloaded = train::make_transformer(p_.config, train::BackendKind::Cpu, 1);
    const Status loaded = train::load_model_weights(checkpoint->weights, *p_.reloaded);
    ASSERT_TRUE(loaded.ok()) << loaded.message();

    auto model = Model::load_file(p_.attn_path.c_str());
    ASSERT_TRUE(model.ok()) << model.status().message();
    p_.runtime_model = std::move(model).value();
    auto scorer = RuntimeScorer::create(*p_.runtime_model, p_.config.max_positions, p_.config.max_positions);
    ASSERT_TRUE(scorer.ok()) << scorer.status().message();
    p_.scorer = std::move(scorer).value();
  }

  ScratchDir scratch_;
  Pipeline p_;
};

TEST_P(TrainerRuntimeConsistency, CheckpointReloadsBitForBitAndTrainingMovedTheWeights) {
  std::vector<float> trained(p_.trained->parameter_count()), reloaded(p_.reloaded->parameter_count());
  p_.trained->get_parameters(trained.data());
  p_.reloaded->get_parameters(reloaded.data());
  ASSERT_EQ(trained, reloaded);

  // Training must have moved the weights well away from the initialisation (else this compares a
  // near-uniform model, where many bugs hide).
  auto initial = train::make_transformer(p_.config, train::BackendKind::Cpu, 1);
  initial->initialize(GetParam().seed);
  std::vector<float> init(initial->parameter_count());
  initial->get_parameters(init.data());
  double moved = 0, norm = 0;
  for (size_t i = 0; i < init.size(); ++i) {
    moved += (trained[i] - init[i]) * (trained[i] - init[i]);
    norm += init[i] * init[i];
  }
  EXPECT_GT(std::sqrt(moved / norm), 0.05) << "relative distance of the trained weights from the initialisation";

  const train::Batch batch = make_batch(sentence_pairs(), p_.config.pad_id);
  const auto before = initial->evaluate(batch, 0.f), after = p_.trained->evaluate(batch, 0.f);
  const std::vector<SentencePair> training(sentence_pairs().begin(), sentence_pairs().begin() + kTrainingPairs);
  const auto trained_on = p_.trained->evaluate(make_batch(training, p_.config.pad_id), 0.f);
  EXPECT_LT(trained_on.nll_sum / static_cast<double>(trained_on.target_tokens),
            0.5 * before.nll_sum / static_cast<double>(before.target_tokens))
      << "training should at least halve the per-token NLL on the training pairs";
  const auto reloaded_eval = p_.reloaded->evaluate(batch, 0.f);
  // Same parameters, same code: equal up to summation order (the BLAS may block differently per buffer).
  EXPECT_NEAR(reloaded_eval.nll_sum, after.nll_sum, 1e-6 * after.nll_sum);
}

TEST_P(TrainerRuntimeConsistency, TeacherForcedNllMatchesPerSentenceAndOverAPaddedBatch) {
  double runtime_total = 0, worst = 0, smallest = INFINITY;
  for (size_t i = 0; i < sentence_pairs().size(); ++i) {
    const SentencePair& pair = sentence_pairs()[i];
    SCOPED_TRACE("pair " + std::to_string(i) + " (" + std::to_string(pair.source.size()) + " source, " +
                 std::to_string(pair.target.size()) + " target tokens)");
    const double want = trainer_nll(*p_.reloaded, pair, p_.config.pad_id);
    const double got = p_.scorer->nll(pair.source, pair.decoder_input(), pair.decoder_output());
    ASSERT_TRUE(std::isfinite(want) && want > 0) << want;
    EXPECT_LE(std::abs(got - want) / want, kTolerance) << "runtime NLL " << got << ", trainer NLL " << want;
    runtime_total += got;
    worst = std::max(worst, std::abs(got - want) / want);
    smallest = std::min(smallest, want);
  }
  std::cout << "[ info ] largest relative NLL difference " << worst << " (smallest sentence NLL " << smallest
            << ")\n";
  // The trainer's padded batch (sources and targets of different lengths together) against the sum of the
  // runtime's unpadded sentences: padding and masks must not leak into the numbers.
  const double batch_nll = p_.reloaded->evaluate(make_batch(sentence_pairs(), p_.config.pad_id), 0.f).nll_sum;
  EXPECT_LE(std::abs(runtime_total - batch_nll) / batch_nll, kTolerance)
      << "runtime " << runtime_total << ", trainer batch " << batch_nll;
}

TEST_P(TrainerRuntimeConsistency, PerPositionLogProbsMatchForReferenceArgmaxAndRandomTokens) {
  const int32_t V = static_cast<int32_t>(p_.scorer->vocab_size());
  std::mt19937 rng(GetParam().seed);
  // Pad is left out: the trainer's loss ignores pad targets, so it has no log-prob to report for it.
  std::uniform_int_distribution<int32_t> any_token(p_.config.pad_id + 1, V - 1);
  size_t compared = 0;
  // Every other pair keeps the trainer evaluations (one per token and position) cheap.
  for (size_t i = 0; i < sentence_pairs().size(); i += 2) {
    const SentencePair& pair = sentence_pairs()[i];
    const auto input = pair.decoder_input(), output = pair.decoder_output();
    const std::vector<float> lp = p_.scorer->log_probs(pair.source, input);
    for (size_t t = 0; t < input.size(); ++t) {
      const float* row = lp.data() + t * static_cast<size_t>(V);
      const int32_t argmax = static_cast<int32_t>(std::max_element(row, row + V) - row);
      for (int32_t token : {output[t], argmax, any_token(rng), any_token(rng), any_token(rng)}) {
        if (token == p_.config.pad_id) continue;
        const double want = trainer_log_prob(*p_.reloaded, pair.source, input, static_cast<int>(t), token,
                                             p_.config.pad_id);
        EXPECT_LE(relative_error(row[token], want), kTolerance)
            << "pair " << i << " position " << t << " token " << token << ": runtime " << row[token]
            << ", trainer " << want;
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 50u);
}

// The runtime's greedy choices along its own output, with the smallest top-1/top-2 gap met on the way.
double smallest_top2_margin(RuntimeScorer& scorer, const std::vector<int32_t>& source,
                            const std::vector<int32_t>& output) {
  std::vector<int32_t> input{2};  // bos
  input.insert(input.end(), output.begin(), output.end());
  const size_t V = scorer.vocab_size();
  const std::vector<float> lp = scorer.log_probs(source, input);
  double margin = INFINITY;
  for (size_t t = 0; t < input.size(); ++t) {
    std::vector<float> row(lp.begin() + static_cast<std::ptrdiff_t>(t * V),
                           lp.begin() + static_cast<std::ptrdiff_t>((t + 1) * V));
    std::partial_sort(row.begin(), row.begin() + 2, row.end(), std::greater<float>());
    margin = std::min(margin, static_cast<double>(row[0] - row[1]));
  }
  return margin;
}

TEST_P(TrainerRuntimeConsistency, GreedyDecodingGivesTheSameTokens) {
  constexpr int kMaxLen = 40;
  std::vector<std::vector<int32_t>> sources;
  for (const auto& pair : sentence_pairs()) sources.push_back(pair.source);
  // All sources at once: the trainer decodes them as one padded group.
  const auto trainer_out = p_.reloaded->greedy_decode(sources, kMaxLen);
  ASSERT_EQ(trainer_out.size(), sources.size());

  attn_model* model = nullptr;
  ASSERT_EQ(attn_model_load_file(p_.attn_path.c_str(), &model), ATTN_OK) << attn_last_error_message();
  std::unique_ptr<attn_model, decltype(&attn_model_free)> model_guard(model, attn_model_free);
  attn_translator_options options;
  attn_translator_options_init(&options);
  options.beam_size = 1;
  options.max_target_tokens = kMaxLen;  // with max_extra_tokens, the same bound as the trainer's max_len
  options.max_extra_tokens = kMaxLen;
  attn_translator* translator = nullptr;
  ASSERT_EQ(attn_translator_create(model, &options, &translator), ATTN_OK) << attn_last_error_message();
  std::unique_ptr<attn_translator, decltype(&attn_translator_free)> translator_guard(translator,
                                                                                     attn_translator_free);

  size_t compared = 0, non_empty = 0;
  std::set<std::vector<int32_t>> distinct;
  for (size_t i = 0; i < sources.size(); ++i) {
    std::vector<int32_t> out(kMaxLen);
    size_t written = 0;
    // The C API appends eos itself.
    ASSERT_EQ(attn_translate_ids(translator, sources[i].data(), sources[i].size() - 1, out.data(), out.size(),
                                 &written),
              ATTN_OK)
        << attn_last_error_message();
    out.resize(written);
    if (i == 0 || i + 1 == sources.size()) {
      std::cout << "[ info ] sentence " << i << " -> \"" << test_vocabulary().decode(out) << "\"\n";
    }
    // Exact equality is only meaningful where no step was a near-tie that fp32 rounding could flip.
    const double margin = smallest_top2_margin(*p_.scorer, sources[i], out);
    if (margin <= 1e-3) {
      std::cout << "[ info ] sentence " << i << " skipped: top-2 margin " << margin << " on the greedy path\n";
      continue;
    }
    EXPECT_EQ(out, trainer_out[i]) << "sentence " << i << " (smallest top-2 margin " << margin << ")";
    ++compared;
    non_empty += !out.empty();
    distinct.insert(out);
  }
  std::cout << "[ info ] greedy: " << compared << " of " << sources.size() << " sentences compared, " << non_empty
            << " non-empty, " << distinct.size() << " distinct outputs\n";
  EXPECT_GE(compared, sources.size() - 2) << "too many near-ties to compare greedy decoding";
  // The comparison says something only if the model emits more than eos, and not one fixed string.
  EXPECT_GE(non_empty, compared / 2);
  EXPECT_GE(distinct.size(), 3u);
}

INSTANTIATE_TEST_SUITE_P(
    Configs, TrainerRuntimeConsistency,
    ::testing::Values(Variant{"PostNormTied", false, true, 32, 2, 64, 2, 2, 0.f, 1e-5f, 11},
                      Variant{"PreNormTied", true, true, 48, 2, 96, 2, 2, 0.f, 1e-5f, 12},
                      Variant{"PostNormUntied", false, false, 64, 2, 128, 2, 2, 0.f, 1e-5f, 13},
                      Variant{"PreNormUntiedScaled", true, false, 32, 2, 64, 3, 2, 4.f, 1e-6f, 14}),
    [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace attn::consistency
