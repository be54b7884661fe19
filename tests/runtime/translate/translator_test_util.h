// Helpers shared by the Translator tests of this folder: a translator with a short decoding bound, and
// translate_ids returning a vector. Failures are reported through GoogleTest and give nullptr / an empty
// translation, so that a test goes on to report what else differs.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <random>
#include <vector>

#include "runtime/src/translate/translator.h"

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

// Sentences of many lengths (each a different encoder batch size; beam search shrinks and grows the
// decoder's), random ids in [4, max_id], must translate to the same ids on every backend given.
inline void expect_same_translations(Translator& portable, Translator& xnnpack, Translator& xnnpack2,
                                     int32_t max_id) {
  std::mt19937 rng(5);
  std::uniform_int_distribution<int32_t> token(4, max_id);
  size_t generated = 0;
  for (size_t length : {1u, 2u, 3u, 5u, 8u, 13u, 21u, 30u}) {
    std::vector<int32_t> source(length);
    for (auto& t : source) t = token(rng);
    const auto want = translate_ids(portable, source);
    EXPECT_EQ(translate_ids(xnnpack, source), want) << "source length " << length;
    EXPECT_EQ(translate_ids(xnnpack2, source), want) << "source length " << length << ", 2 threads";
    generated += want.size();
  }
  EXPECT_GT(generated, 0u) << "every translation was empty: the comparison proved nothing";
}

}  // namespace attn::test
