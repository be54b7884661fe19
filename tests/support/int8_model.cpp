#include "tests/support/int8_model.h"

#include <gtest/gtest.h>

#include <cstring>
#include <memory>
#include <string>

#include "runtime/src/quant/quantization.h"
#include "tests/support/model_file_edit.h"
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
  return q;
}

namespace {

convert::ModelContents dynamic_int8_contents(const Architecture& arch, uint64_t seed) {
  convert::ModelContents q = quantize_weights(random_model_contents(arch, seed), arch);
  q.metadata.emplace_back("quantization", "int8 (attn::test::quantize_weights)");
  return q;
}

}  // namespace

std::vector<uint8_t> dynamic_int8_model_bytes(const Architecture& arch, uint64_t seed) {
  auto bytes = convert::write_model(dynamic_int8_contents(arch, seed));
  if (!bytes.ok()) {
    ADD_FAILURE() << "dynamic_int8_model_bytes: " << bytes.status().message();
    return {};
  }
  return std::move(bytes).value();
}

std::vector<uint8_t> calibrated_int8_model_bytes(const Architecture& arch, uint64_t seed, uint32_t version) {
  const std::vector<LinearSite> sites = linear_sites(arch, nullptr);
  const std::string stepped = "encoder.layers.0.ffn.fc2";
  // The activation points make the FlatBuffer larger than the data segment leaves room for: a metadata
  // entry reserves the bytes (generously: a table, a string and a vector slot per point) and goes again.
  size_t reserve = 4 * arch.d_model;
  for (const LinearSite& site : sites) reserve += 2 * (site.prefix.size() + 64);
  convert::ModelContents q = dynamic_int8_contents(arch, seed);
  q.metadata.emplace_back("reserved", std::string(reserve, ' '));
  return edit_table(convert::write_model_unchecked(q), [&](schema::ModelT& m) {
    m.metadata.pop_back();
    m.format_version = version;
    for (const LinearSite& site : sites) {
      for (const char* point : {".input", ".output"}) {
        auto entry = std::make_unique<schema::ActivationScaleT>();
        entry->name = site.prefix + point;
        entry->scale = 0.05f;
        if (site.prefix == stepped && version >= 3 && point == std::string(".output"))
          entry->channel_scales.assign(arch.d_model, 1.f);
        if (site.prefix == stepped && version >= 4 && point == std::string(".input")) entry->row_scaled = true;
        m.activation_scales.push_back(std::move(entry));
      }
    }
  });
}

}  // namespace attn::test
