// libFuzzer target for the model loader: any byte string either loads or is refused with a message; an accepted
// model is read through everything a caller may touch. Built only with clang (see ../CMakeLists.txt):
//   CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DATTN_SANITIZE=ON \
//       -DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link -DATTN_BUILD_TRAINER=OFF -DATTN_BUILD_BENCH=OFF
//   cmake --build build-fuzz --target format_fuzz -j2
//   build-fuzz/tests/runtime/format/format_fuzz -max_total_time=60 tests/runtime/format/fuzz/corpus
// The seed corpus is a valid tiny model; regenerate it after a format change with
//   ATTN_FUZZ_SEED_DIR=tests/runtime/format/fuzz/corpus build-format/tests/runtime/format/format_tests \
//       --gtest_filter=FuzzSeed.*
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <span>
#include <string_view>
#include <vector>

#include "format/model.h"
#include "format/model_spec.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  attn::Result<std::unique_ptr<attn::Model>> model = attn::Model::load_buffer(data, size);
  if (!model.ok()) {
    // A refusal must say why.
    if (model.status().message()[0] == '\0' || std::strcmp(model.status().message(), "ok") == 0) std::abort();
    return 0;
  }
  const attn::Model& m = *model.value();
  volatile uint8_t sink = 0;
  for (const attn::WeightRef* ref : attn::weight_refs(m.weights())) {
    const size_t bytes = size_t{ref->rows} * ref->cols * attn::element_size(ref->type);
    const auto* p = static_cast<const uint8_t*>(ref->data);
    sink = sink ^ p[0] ^ p[bytes - 1];
    if (ref->scales) sink = sink ^ static_cast<uint8_t>(ref->scales[ref->rows - 1] > 0.f);
  }
  const attn::Tokenizer& tokenizer = m.tokenizer();
  const std::string_view text = "The quick brown fox, 42 times.";
  std::vector<std::byte> workspace(tokenizer.workspace_bytes(text.size()));
  std::vector<int32_t> ids(256);
  size_t count = 0;
  if (tokenizer.encode(text, workspace, ids, &count).ok()) {
    char out[512];
    size_t written = 0;
    (void)tokenizer.decode(std::span<const int32_t>(ids.data(), count), out, &written);
  }
  return 0;
}
