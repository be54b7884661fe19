// Helpers shared by the Translator tests of this folder: a translator with a short decoding bound, and
// translate_ids returning a vector. Failures are reported through GoogleTest and give nullptr / an empty
// translation, so that a test goes on to report what else differs.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <vector>

#include "model/translator.h"

namespace attn::test {

inline std::unique_ptr<Translator> make_translator(const Model& model, int beam, int threads,
                                                   LinearBackend backend) {
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = beam;
  o.threads = threads;
  o.max_extra_tokens = 10;
  auto created = Translator::create(model, &o, backend);
  EXPECT_TRUE(created.ok()) << created.status().message();
  return created.ok() ? std::move(created).value() : nullptr;
}

inline std::vector<int32_t> translate_ids(Translator& t, const std::vector<int32_t>& source) {
  int32_t out[256];
  size_t written = 0;
  const Status status = t.translate_ids(source.data(), source.size(), out, 256, &written);
  EXPECT_TRUE(status.ok()) << status.message();
  return std::vector<int32_t>(out, out + written);
}

}  // namespace attn::test
