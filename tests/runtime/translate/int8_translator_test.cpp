// Int8 models end to end: a random fp32 model quantized as attn-convert does (support/int8_model.h: each
// layer's input quantized at run time) translates to the same ids on XNNPACK (1 and 2 threads) and on the
// portable int8 kernel, also with fp32 activations on some or all layers (float_activation_layers), its
// per-step log-probabilities stay close to the fp32 model's (closer with fp32 activations), and the int8
// staging is planned for the largest batch each layer runs on.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "runtime/src/format/model.h"
#include "runtime/src/kernels/embedding.h"
#include "runtime/src/model/decoder.h"
#include "runtime/src/model/encoder.h"
#include "runtime/src/model/linears.h"
#include "runtime/src/translate/translator.h"
#include "tests/runtime/translate/translator_test_util.h"
#include "tests/support/int8_model.h"
#include "tests/support/random_model.h"

namespace attn {
namespace {

Architecture test_architecture() {
  Architecture arch = test::small_architecture();
  arch.d_model = 48;
  arch.heads = 4;
  arch.d_ff = 72;
  arch.vocab_size = 301;
  arch.embedding_scale = 1.f;
  return arch;
}

std::unique_ptr<Model> load(const std::vector<uint8_t>& bytes) {
  auto loaded = Model::load_buffer(bytes.data(), bytes.size());
  EXPECT_TRUE(loaded.ok()) << loaded.status().message();
  return loaded.ok() ? std::move(loaded).value() : nullptr;
}

std::unique_ptr<Translator> make(const Model& model, int beam, int threads, LinearBackend backend,
                                 const char* float_activation_layers = nullptr) {
  if (float_activation_layers == nullptr) return test::make_translator(model, beam, threads, backend);
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = beam;
  o.threads = threads;
  o.max_extra_tokens = 10;
  o.float_activation_layers = float_activation_layers;
  auto created = Translator::create(model, &o, backend);
  EXPECT_TRUE(created.ok()) << created.status().message();
  return created.ok() ? std::move(created).value() : nullptr;
}

// (beam size; variant: 0 = post-norm, tied, no output bias, 1 = pre-norm, GELU, untied output with bias)
class Int8Translator : public ::testing::TestWithParam<std::tuple<int, int>> {};

TEST_P(Int8Translator, XnnpackOnOneAndTwoThreadsMatchesThePortableKernel) {
  const auto [beam, variant] = GetParam();
  Architecture arch = test_architecture();
  if (variant == 1) {
    arch.norm_position = NormPosition::Pre;
    arch.activation = schema::Activation::GELU;
    arch.tied_embeddings = false;
    arch.output_bias = true;
  }
  const auto model = load(test::dynamic_int8_model_bytes(arch, 2024));
  ASSERT_NE(model, nullptr);
  ASSERT_EQ(model->weights().encoder_layers[0].ffn.fc1.weight.type, schema::ElementType::I8);
  ASSERT_EQ(model->weights().output.type, schema::ElementType::I8);
  auto portable = make(*model, beam, 1, LinearBackend::kPortable);
  auto xnnpack = make(*model, beam, 1, LinearBackend::kXnnpack);
  auto xnnpack2 = make(*model, beam, 2, LinearBackend::kXnnpack);
  ASSERT_TRUE(portable && xnnpack && xnnpack2);
  EXPECT_FALSE(portable->uses_xnnpack());
  EXPECT_TRUE(xnnpack->uses_xnnpack() && xnnpack2->uses_xnnpack());

  test::expect_same_translations(*portable, *xnnpack, *xnnpack2, 300);
}

INSTANTIATE_TEST_SUITE_P(BeamsAndVariants, Int8Translator,
                         ::testing::Combine(::testing::Values(1, 4), ::testing::Values(0, 1)),
                         [](const auto& info) {
                           return "beam" + std::to_string(std::get<0>(info.param)) +
                                  (std::get<1>(info.param) == 0 ? "_postnorm_tied" : "_prenorm_untied_bias");
                         });

// fp32 activations on every int8 layer, and on the feed-forward fc2 layers and the vocabulary projection
// only: XNNPACK's f32_qc8w operator and the portable kernel translate alike, with and without a pool.
TEST(Int8Translator, FloatActivationsOnXnnpackMatchThePortableKernel) {
  Architecture arch = test_architecture();
  arch.tied_embeddings = false;
  arch.output_bias = true;
  const auto model = load(test::dynamic_int8_model_bytes(arch, 2025));
  ASSERT_NE(model, nullptr);
  for (const char* layers : {"*", "*.ffn.fc2,output"}) {
    for (int beam : {1, 4}) {
      SCOPED_TRACE(::testing::Message() << layers << " beam " << beam);
      auto portable = make(*model, beam, 1, LinearBackend::kPortable, layers);
      auto xnnpack = make(*model, beam, 1, LinearBackend::kXnnpack, layers);
      auto xnnpack2 = make(*model, beam, 2, LinearBackend::kXnnpack, layers);
      ASSERT_TRUE(portable && xnnpack && xnnpack2);
      test::expect_same_translations(*portable, *xnnpack, *xnnpack2, 120);
    }
  }
}

// The option names layers: a pattern that names none is refused (a typo would otherwise change nothing),
// "" is every layer quantized, as without the option; an fp32 model accepts the patterns and ignores them.
TEST(Int8Translator, FloatActivationLayersMustNameLayers) {
  const Architecture arch = test_architecture();
  const auto int8 = load(test::dynamic_int8_model_bytes(arch, 31));
  const auto fp32 = load(test::random_model_bytes(arch, 31));
  ASSERT_TRUE(int8 && fp32);
  attn_translator_options o;
  attn_translator_options_init(&o);
  EXPECT_EQ(o.float_activation_layers, nullptr);
  o.beam_size = 1;
  for (const char* wrong : {"decoder.layers.*.ffn.fc3", "output,encoder.layer.0.*", ",nothing"}) {
    o.float_activation_layers = wrong;
    const auto refused = Translator::create(*int8, &o);
    ASSERT_FALSE(refused.ok()) << wrong;
    EXPECT_EQ(refused.status().code(), StatusCode::kInvalidArgument);
    EXPECT_NE(std::string(refused.status().message()).find("matches no linear layer"), std::string::npos)
        << refused.status().message();
  }
  o.float_activation_layers = "*";
  EXPECT_TRUE(Translator::create(*fp32, &o).ok());
  o.float_activation_layers = "";
  auto none = Translator::create(*int8, &o);
  o.float_activation_layers = nullptr;
  auto by_default = Translator::create(*int8, &o);
  ASSERT_TRUE(none.ok() && by_default.ok());
  test::expect_same_translations(*none.value(), *by_default.value(), *by_default.value(), 40);
}

// Encoder and decoder over one model's weights, on XNNPACK.
struct Steps {
  std::unique_ptr<model::ModelLinears> linears;
  std::vector<float> positions;
  std::unique_ptr<uint8_t[]> buffer;
  std::unique_ptr<model::Encoder> encoder;
  std::unique_ptr<model::Decoder> decoder;

  Steps(const ModelWeights& weights, size_t max_source, size_t max_target,
        const char* float_activation_layers = nullptr) {
    auto created = model::ModelLinears::create(weights, LinearBackend::kXnnpack, 1, max_source, 0, true,
                                               nullptr, float_activation_layers);
    EXPECT_TRUE(created.ok()) << created.status().message();
    if (created.ok()) linears = std::move(created).value();
    const Architecture& arch = weights.arch;
    positions.resize(size_t{arch.max_positions} * arch.d_model);
    kernels::sinusoidal_positions(positions.data(), arch.max_positions, arch.d_model);
    Arena measure;
    if (linears == nullptr) return;
    model::Encoder(weights, *linears, positions.data(), max_source, measure);
    model::Decoder(weights, *linears, positions.data(), max_source, max_target, 1, measure);
    buffer.reset(new uint8_t[measure.used()]);
    Arena arena(buffer.get(), measure.used());
    encoder = std::make_unique<model::Encoder>(weights, *linears, positions.data(), max_source, arena);
    decoder = std::make_unique<model::Decoder>(weights, *linears, positions.data(), max_source, max_target, 1,
                                               arena);
  }
};

struct Agreement {
  size_t steps = 0, same_argmax = 0;
  double mean_top = 0, worst_top = 0;
};

// The int8 decoder's log-probabilities against the fp32 one's on the fp32 greedy path (teacher forcing).
Agreement agreement_with_fp32(const char* float_activation_layers) {
  const Architecture arch = test_architecture();
  const auto fp32 = load(test::random_model_bytes(arch, 2024));
  const auto int8 = load(test::dynamic_int8_model_bytes(arch, 2024));
  Agreement result;
  EXPECT_TRUE(fp32 && int8);
  if (!fp32 || !int8) return result;
  const size_t S = 32, T = 24, V = arch.vocab_size;
  Steps f(fp32->weights(), S, T), q(int8->weights(), S, T, float_activation_layers);
  EXPECT_TRUE(f.decoder && q.decoder);
  if (!f.decoder || !q.decoder) return result;
  const auto sources = test::random_id_sequences(arch, 99, 6);
  size_t steps = 0, same_argmax = 0;
  double worst_top = 0, sum_top = 0;
  for (auto source : sources) {
    source.resize(std::min(source.size(), S - 1));
    source.push_back(3);  // eos
    if (!f.decoder->start(f.encoder->encode(source.data(), source.size()).value(), source.size()).ok() ||
        !q.decoder->start(q.encoder->encode(source.data(), source.size()).value(), source.size()).ok()) {
      ADD_FAILURE() << "decoder start failed";
      return result;
    }
    int32_t token = 2;  // bos; both decoders are fed the fp32 greedy path (teacher forcing)
    for (size_t t = 0; t < T; ++t) {
      const float* lf = f.decoder->step(&token, 1, t).value();
      const float* lq = q.decoder->step(&token, 1, t).value();
      const size_t best_f = std::max_element(lf, lf + V) - lf;
      const size_t best_q = std::max_element(lq, lq + V) - lq;
      same_argmax += best_f == best_q;
      // The difference on the tokens that matter: the fp32 top 5.
      std::vector<size_t> order(V);
      for (size_t v = 0; v < V; ++v) order[v] = v;
      std::partial_sort(order.begin(), order.begin() + 5, order.end(),
                        [&](size_t a, size_t b) { return lf[a] > lf[b]; });
      for (size_t k = 0; k < 5; ++k) {
        const double d = std::fabs(double{lf[order[k]]} - lq[order[k]]);
        worst_top = std::max(worst_top, d);
        sum_top += d;
      }
      ++steps;
      token = static_cast<int32_t>(best_f);
      if (token == 3) break;
    }
  }
  result.steps = steps;
  result.same_argmax = same_argmax;
  result.mean_top = steps > 0 ? sum_top / (5.0 * steps) : 0.0;
  result.worst_top = worst_top;
  return result;
}

TEST(Int8Translator, PerStepLogProbsStayCloseToFp32) {
  const Agreement a = agreement_with_fp32(nullptr);
  ASSERT_GT(a.steps, 10u);
  RecordProperty("int8_argmax_agreement", std::to_string(double(a.same_argmax) / a.steps));
  RecordProperty("int8_mean_top5_logprob_diff", std::to_string(a.mean_top));
  std::printf("int8 vs fp32: %zu steps, argmax agreement %.3f, top-5 |Δ log p| mean %.4f worst %.4f\n",
              a.steps, double(a.same_argmax) / a.steps, a.mean_top, a.worst_top);
  EXPECT_GE(a.same_argmax * 10, a.steps * 9);  // >= 90% of steps pick the same token
  EXPECT_LT(a.mean_top, 0.1);
  EXPECT_LT(a.worst_top, 0.5);
}

// With fp32 activations only the weights are rounded: the log-probabilities come closer to fp32's.
TEST(Int8Translator, FloatActivationsBringLogProbsCloserToFp32) {
  const Agreement quantized = agreement_with_fp32(nullptr);
  const Agreement float_input = agreement_with_fp32("*");
  ASSERT_GT(float_input.steps, 10u);
  std::printf("int8 vs fp32, top-5 |Δ log p| mean: activations int8 %.4f, fp32 %.4f\n", quantized.mean_top,
              float_input.mean_top);
  EXPECT_LT(float_input.mean_top, quantized.mean_top);
  EXPECT_GE(float_input.same_argmax, quantized.same_argmax);
}

// A layer run on more rows than its operator was planned for fails the translation (kernels/
// xnnpack_linear.h), so a translation at the largest batches proves the int8 staging and each operator's
// rows were planned large enough: the encoder's layers at max_source_tokens rows, the decoder's (the
// vocabulary projection included) at the beam's rows.
TEST(Int8Translator, TranslatesAtItsLargestBatchOnXnnpack) {
  const Architecture arch = test_architecture();
  const auto model = load(test::dynamic_int8_model_bytes(arch, 77));
  ASSERT_NE(model, nullptr);
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = 4;
  o.max_source_tokens = 20;
  o.max_extra_tokens = 6;
  auto translator = Translator::create(*model, &o);
  ASSERT_TRUE(translator.ok()) << translator.status().message();
  ASSERT_TRUE(translator.value()->uses_xnnpack());
  std::vector<int32_t> source(19);  // with eos: max_source_tokens rows
  for (size_t i = 0; i < source.size(); ++i) source[i] = static_cast<int32_t>(5 + 13 * i);
  int32_t out[128];
  size_t written = 0;
  const Status s = translator.value()->translate_ids(source.data(), source.size(), out, 128, &written);
  EXPECT_TRUE(s.ok()) << s.message();
}

}  // namespace
}  // namespace attn
