#include "tests/support/int8_model.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>

#include "runtime/src/format/model.h"
#include "runtime/src/kernels/row_steps.h"
#include "runtime/src/model/translator.h"
#include "runtime/src/quant/quantization.h"
#include "tests/support/model_spec_lists.h"
#include "tests/support/random_model.h"
#include "tests/support/rng.h"

namespace attn::test {

std::vector<std::vector<int32_t>> random_id_sequences(const Architecture& arch, uint64_t seed,
                                                      size_t sentences) {
  Rng rng(seed);
  const size_t longest = arch.max_positions / 2 > 3 ? arch.max_positions / 2 : 3;
  std::vector<std::vector<int32_t>> out(sentences);
  for (auto& ids : out) {
    ids.resize(3 + static_cast<size_t>(rng.next() % (longest - 2)));  // [3, longest]
    for (int32_t& id : ids) id = 4 + static_cast<int32_t>(rng.next() % (arch.vocab_size - 4));
  }
  return out;
}

namespace {

// Every linear layer's whole-tensor ranges (RangeObserver) and each output channel's own range. For the
// layers in `divided` (per-row input steps) it observes what the runtime then computes: each input row
// divided by its largest magnitude u, and the output less the bias divided by the same u.
class ChannelObserver final : public kernels::LinearObserver {
 public:
  ChannelObserver(size_t layers, std::vector<bool> divided, std::vector<const float*> biases)
      : ranges(layers), channels(layers), divided_(std::move(divided)), biases_(std::move(biases)) {}
  void observe(size_t index, const float* x, size_t rows, size_t in, const float* y, size_t out) override {
    if (index < divided_.size() && divided_[index]) {
      x_.resize(rows * in);
      y_.resize(rows * out);
      kernels::divide_rows(x, rows, in, y, out, biases_[index], x_.data(), y_.data());
      x = x_.data();
      y = y_.data();
    }
    ranges.observe(index, x, rows, in, y, out);
    std::vector<quant::RangeObserver::Range>& c = channels[index];
    if (c.empty()) c.resize(out);
    for (size_t n = 0; n < rows; ++n) {
      for (size_t o = 0; o < out; ++o) {
        const float v = y[n * out + o];
        c[o].min = c[o].count == 0 ? v : std::min(c[o].min, v);
        c[o].max = c[o].count == 0 ? v : std::max(c[o].max, v);
        ++c[o].count;
      }
    }
  }
  quant::RangeObserver ranges;
  std::vector<std::vector<quant::RangeObserver::Range>> channels;

 private:
  std::vector<bool> divided_;
  std::vector<const float*> biases_;
  std::vector<float> x_, y_;
};

}  // namespace

convert::ModelContents quantize_weights(const convert::ModelContents& fp32, const Architecture& arch) {
  convert::ModelContents q = fp32;
  for (const TensorSpec& spec : expected_tensors(arch)) {
    if (!spec.quantizable) continue;
    for (convert::TensorData& t : q.tensors) {
      if (t.name != spec.name || t.type != schema::ElementType::F32) continue;
      const size_t rows = spec.shape[0], cols = spec.shape[1];
      std::vector<float> w(rows * cols);
      std::memcpy(w.data(), t.bytes.data(), w.size() * sizeof(float));
      t.type = schema::ElementType::I8;
      t.bytes.assign(rows * cols, 0);
      t.scales.assign(rows, 0.f);
      quant::quantize_rows_symmetric(w.data(), rows, cols, reinterpret_cast<int8_t*>(t.bytes.data()),
                                     t.scales.data());
    }
  }
  q.activation_scales.clear();
  return q;
}

convert::ModelContents quantize_contents(const convert::ModelContents& fp32,
                                         const std::vector<std::vector<int32_t>>& calibration,
                                         OutputSteps steps, InputSteps input_steps) {
  auto bytes = convert::write_model(fp32);
  if (!bytes.ok()) {
    ADD_FAILURE() << "quantize_contents: " << bytes.status().message();
    return fp32;
  }
  auto model = Model::load_buffer(bytes.value().data(), bytes.value().size());
  if (!model.ok()) {
    ADD_FAILURE() << "quantize_contents: " << model.status().message();
    return fp32;
  }
  const Architecture& arch = model.value()->architecture();
  ModelWeights weights = model.value()->weights();  // a copy: linear_sites wants a mutable walk
  const std::vector<LinearSite> sites = linear_sites(arch, &weights);
  std::vector<bool> divided(sites.size(), false);
  std::vector<const float*> biases(sites.size(), nullptr);
  for (size_t i = 0; i < sites.size(); ++i) {
    divided[i] = input_steps == InputSteps::kPerRow && sites[i].prefix != "output";
    if (sites[i].bias != nullptr && sites[i].bias->data != nullptr) biases[i] = sites[i].bias->f32();
  }
  ChannelObserver channel_observer(sites.size(), divided, biases);
  const quant::RangeObserver& observer = channel_observer.ranges;
  TranslatorHooks hooks;
  hooks.observer = &channel_observer;
  attn_translator_options options;
  attn_translator_options_init(&options);
  options.beam_size = 1;
  auto translator = Translator::create(*model.value(), &options, hooks);
  if (!translator.ok()) {
    ADD_FAILURE() << "quantize_contents: " << translator.status().message();
    return fp32;
  }
  std::vector<int32_t> out(arch.max_positions);
  for (const auto& ids : calibration) {
    size_t written = 0;
    const Status s =
        translator.value()->translate_ids(ids.data(), ids.size(), out.data(), out.size(), &written);
    if (!s.ok()) ADD_FAILURE() << "quantize_contents: calibration translation failed: " << s.message();
  }

  convert::ModelContents q = quantize_weights(fp32, arch);
  q.activation_scales.clear();
  for (size_t i = 0; i < sites.size(); ++i) {
    quant::RangeObserver::Range ranges[2] = {observer.inputs()[i], observer.outputs()[i]};
    std::vector<float> multipliers;
    // Per-channel output steps as the converter derives them (convert/calibrate.cpp): each channel's largest
    // magnitude over the layer's, and the range of the outputs divided by them.
    if (steps == OutputSteps::kPerChannel && sites[i].prefix != "output" &&
        !channel_observer.channels[i].empty()) {
      float widest = 0.f;
      for (const auto& r : channel_observer.channels[i])
        widest = std::max({widest, std::fabs(r.min), std::fabs(r.max)});
      ranges[1] = quant::RangeObserver::Range{};
      for (const auto& r : channel_observer.channels[i]) {
        const float magnitude = std::max(std::fabs(r.min), std::fabs(r.max));
        const float c = widest > 0.f && magnitude > 0.f ? std::max(magnitude / widest, 1e-6f) : 1.f;
        multipliers.push_back(c);
        ranges[1].min = std::min(ranges[1].min, r.min / c);
        ranges[1].max = std::max(ranges[1].max, r.max / c);
      }
    }
    const char* suffix[2] = {".input", ".output"};
    for (int p = 0; p < 2; ++p) {
      const ActivationQuant a = quant::activation_quant_from_range(ranges[p].min, ranges[p].max);
      schema::ActivationScaleT entry;
      entry.name = sites[i].prefix + suffix[p];
      entry.scale = a.scale;
      entry.zero_point = a.zero_point;
      if (p == 0) entry.row_scaled = divided[i];
      if (p == 1) entry.channel_scales = multipliers;
      q.activation_scales.push_back(entry);
    }
  }
  q.metadata.emplace_back("quantization", "int8 (attn::test::quantize_contents)");
  return q;
}

std::vector<uint8_t> dynamic_int8_model_bytes(const Architecture& arch, uint64_t seed) {
  convert::ModelContents q = quantize_weights(random_model_contents(arch, seed), arch);
  q.metadata.emplace_back("quantization", "int8 (attn::test::quantize_weights)");
  auto bytes = convert::write_model(q);
  if (!bytes.ok()) {
    ADD_FAILURE() << "dynamic_int8_model_bytes: " << bytes.status().message();
    return {};
  }
  return std::move(bytes).value();
}

std::vector<uint8_t> calibrated_int8_model_bytes(const Architecture& arch, uint64_t seed) {
  const convert::ModelContents fp32 = random_model_contents(arch, seed);
  const convert::ModelContents q = quantize_contents(fp32, random_id_sequences(arch, seed + 1, 8));
  auto bytes = convert::write_model(q);
  if (!bytes.ok()) {
    ADD_FAILURE() << "calibrated_int8_model_bytes: " << bytes.status().message();
    return {};
  }
  return std::move(bytes).value();
}

}  // namespace attn::test
