// Tokenizer throughput on ddtp-en-de dev.en: attn::Tokenizer encode/decode, and libsentencepiece's Encode for
// comparison. Counters: tokens/s and sentences/s over the whole file per iteration.
#include <benchmark/benchmark.h>
#include <flatbuffers/flatbuffers.h>
#include <sentencepiece_processor.h>

#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <vector>

#include "converter/src/tokenizer_import/tokenizer_import.h"
#include "runtime/src/exported/tokenizer.h"

namespace {

struct Setup {
  sentencepiece::SentencePieceProcessor spm;
  attn::Tokenizer tokenizer;
  std::vector<std::string> lines;
  size_t max_line = 0;
  bool ok = false;
};

const Setup& setup(const std::string& model) {
  static std::map<std::string, Setup> cache;
  auto [it, fresh] = cache.try_emplace(model);
  Setup& s = it->second;
  if (!fresh) return s;
  const std::string path = std::string(ATTN_TEST_DATA_DIR) + "/spm/" + model;
  attn::schema::TokenizerT table;
  if (!attn::import_sentencepiece_file(path, &table).ok() || !s.spm.Load(path).ok()) return s;
  flatbuffers::FlatBufferBuilder fbb;
  fbb.Finish(attn::schema::CreateTokenizer(fbb, &table));
  auto created = attn::Tokenizer::create(*flatbuffers::GetRoot<attn::schema::Tokenizer>(fbb.GetBufferPointer()),
                                         static_cast<uint32_t>(table.pieces.size()));
  if (!created.ok()) return s;
  s.tokenizer = std::move(created).value();
  std::ifstream in(std::string(ATTN_SHARED_DATA_DIR) + "/ddtp-en-de/dev.en");
  for (std::string line; std::getline(in, line);) {
    s.max_line = std::max(s.max_line, line.size());
    s.lines.push_back(std::move(line));
  }
  s.ok = !s.lines.empty();
  return s;
}

void BM_AttnEncode(benchmark::State& state, const char* model) {
  const Setup& s = setup(model);
  if (!s.ok) return state.SkipWithError("fixture model or dev.en missing");
  std::vector<std::byte> workspace(s.tokenizer.workspace_bytes(s.max_line));
  std::vector<int32_t> ids(s.tokenizer.max_ids(s.max_line));
  size_t tokens = 0;
  for (auto _ : state) {
    for (const std::string& line : s.lines) {
      size_t count = 0;
      if (!s.tokenizer.encode(line, workspace, ids, &count).ok()) return state.SkipWithError("encode failed");
      tokens += count;
      benchmark::DoNotOptimize(ids.data());
    }
  }
  state.counters["tokens/s"] = benchmark::Counter(static_cast<double>(tokens), benchmark::Counter::kIsRate);
  state.counters["sentences/s"] =
      benchmark::Counter(static_cast<double>(s.lines.size() * state.iterations()), benchmark::Counter::kIsRate);
}

void BM_SentencePieceEncode(benchmark::State& state, const char* model) {
  const Setup& s = setup(model);
  if (!s.ok) return state.SkipWithError("fixture model or dev.en missing");
  std::vector<int> ids;
  size_t tokens = 0;
  for (auto _ : state) {
    for (const std::string& line : s.lines) {
      if (!s.spm.Encode(line, &ids).ok()) return state.SkipWithError("encode failed");
      tokens += ids.size();
    }
  }
  state.counters["tokens/s"] = benchmark::Counter(static_cast<double>(tokens), benchmark::Counter::kIsRate);
}

void BM_AttnDecode(benchmark::State& state, const char* model) {
  const Setup& s = setup(model);
  if (!s.ok) return state.SkipWithError("fixture model or dev.en missing");
  std::vector<std::vector<int32_t>> encoded;
  std::vector<std::byte> workspace(s.tokenizer.workspace_bytes(s.max_line));
  std::vector<int32_t> ids(s.tokenizer.max_ids(s.max_line));
  for (const std::string& line : s.lines) {
    size_t count = 0;
    if (!s.tokenizer.encode(line, workspace, ids, &count).ok()) return state.SkipWithError("encode failed");
    encoded.emplace_back(ids.begin(), ids.begin() + static_cast<long>(count));
  }
  std::vector<char> out(s.max_line * 4 + 64);
  size_t tokens = 0;
  for (auto _ : state) {
    for (const auto& line_ids : encoded) {
      size_t written = 0;
      if (!s.tokenizer.decode(line_ids, out, &written).ok()) return state.SkipWithError("decode failed");
      tokens += line_ids.size();
      benchmark::DoNotOptimize(out.data());
    }
  }
  state.counters["tokens/s"] = benchmark::Counter(static_cast<double>(tokens), benchmark::Counter::kIsRate);
}

BENCHMARK_CAPTURE(BM_AttnEncode, nfkc, "ende-8k-nfkc.model")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_AttnEncode, identity, "ende-8k-identity.model")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SentencePieceEncode, nfkc, "ende-8k-nfkc.model")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SentencePieceEncode, identity, "ende-8k-identity.model")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_AttnDecode, nfkc, "ende-8k-nfkc.model")->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
