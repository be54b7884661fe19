#include "converter/src/convert/shortlist.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>
#include <unordered_map>
#include <utility>

#include "base/src/io/file_io.h"
#include "runtime/src/exported/tokenizer.h"

namespace attn::convert {
namespace {

constexpr uint64_t kMaxTextBytes = 1ull << 31;

// The distinct ids of text, ascending.
Status distinct_ids(const Tokenizer& tokenizer, const std::string& text, std::vector<std::byte>& workspace,
                    std::vector<int32_t>& ids, std::vector<uint32_t>* out) {
  out->clear();
  workspace.resize(tokenizer.workspace_bytes(text.size()));
  ids.resize(tokenizer.max_ids(text.size()) + 1);
  size_t count = 0;
  ATTN_RETURN_IF_ERROR(tokenizer.encode(text, workspace, ids, &count));
  out->assign(ids.begin(), ids.begin() + static_cast<std::ptrdiff_t>(count));
  std::sort(out->begin(), out->end());
  out->erase(std::unique(out->begin(), out->end()), out->end());
  return Status::Ok();
}

// k · ln(k · n / (row · col)), 0 for an empty cell: one term of G².
double g2_term(double k, double row, double col, double n) {
  return k > 0.0 ? k * std::log(k * n / (row * col)) : 0.0;
}

}  // namespace

Result<std::vector<std::string>> read_lines(const std::string& path) {
  ATTN_ASSIGN_OR_RETURN(const std::vector<uint8_t> bytes, checkpoint::read_file_bytes(path, kMaxTextBytes));
  std::vector<std::string> lines;
  size_t start = 0;
  for (size_t i = 0; i <= bytes.size(); ++i) {
    if (i < bytes.size() && bytes[i] != '\n') continue;
    if (i == bytes.size() && start == i) break;  // no empty line after a final newline
    size_t end = i;
    if (end > start && bytes[end - 1] == '\r') --end;
    lines.emplace_back(reinterpret_cast<const char*>(bytes.data()) + start, end - start);
    start = i + 1;
  }
  return lines;
}

Result<schema::ShortlistT> build_shortlist(const schema::TokenizerT& table, uint32_t vocab_size,
                                           const std::vector<std::string>& sources,
                                           const std::vector<std::string>& targets,
                                           const ShortlistOptions& options, ShortlistReport* report) {
  if (sources.size() != targets.size()) {
    return Status::Error(
        ATTN_ERROR_INVALID_ARGUMENT,
        "shortlist: the source text has %zu lines but the target text %zu; they must be parallel",
        sources.size(), targets.size());
  }
  if (options.per_source == 0 || options.per_source > vocab_size || options.frequent > vocab_size) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
                         "shortlist: --shortlist-size must be in [1, %u] and --shortlist-frequent in [0, %u] "
                         "(got %zu and %zu)",
                         vocab_size, vocab_size, options.per_source, options.frequent);
  }
  flatbuffers::FlatBufferBuilder fbb;
  fbb.Finish(schema::Tokenizer::Pack(fbb, &table));
  ATTN_ASSIGN_OR_RETURN(
      const Tokenizer tokenizer,
      Tokenizer::create(*flatbuffers::GetRoot<schema::Tokenizer>(fbb.GetBufferPointer()), vocab_size));

  // Sentence-level counts: how many pairs hold s (source side), t (target side), and both.
  std::vector<uint32_t> source_count(vocab_size, 0), target_count(vocab_size, 0);
  std::unordered_map<uint64_t, uint32_t> pair_count;
  pair_count.reserve(1 << 22);
  std::vector<std::byte> workspace;
  std::vector<int32_t> ids;
  std::vector<uint32_t> source_ids, target_ids;
  size_t pairs = 0;
  for (size_t line = 0; line < sources.size(); ++line) {
    Status s = distinct_ids(tokenizer, sources[line], workspace, ids, &source_ids);
    if (s.ok()) {
      s = distinct_ids(tokenizer, targets[line], workspace, ids, &target_ids);
    }
    if (!s.ok()) return Status::Error(s.code(), "shortlist: line %zu: %s", line + 1, s.message());
    if (source_ids.empty() || target_ids.empty()) continue;
    ++pairs;
    for (uint32_t src : source_ids) ++source_count[src];
    for (uint32_t t : target_ids) ++target_count[t];
    for (uint32_t src : source_ids) {
      for (uint32_t t : target_ids) ++pair_count[static_cast<uint64_t>(src) * vocab_size + t];
    }
  }
  if (pairs == 0) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "shortlist: no line pair has text on both sides");
  }

  // Each source piece's positively associated targets, scored by G².
  std::vector<std::vector<std::pair<double, uint32_t>>> scored(vocab_size);
  const double n = static_cast<double>(pairs);
  for (const auto& [key, count] : pair_count) {
    if (count < options.min_cooccurrence) continue;
    const uint32_t src = static_cast<uint32_t>(key / vocab_size), t = static_cast<uint32_t>(key % vocab_size);
    const double k11 = count, cs = source_count[src], ct = target_count[t];
    if (k11 * n <= cs * ct) continue;  // not more often together than chance
    const double k12 = cs - k11, k21 = ct - k11, k22 = n - cs - ct + k11;
    const double g2 = 2.0 * (g2_term(k11, cs, ct, n) + g2_term(k12, cs, n - ct, n) +
                             g2_term(k21, n - cs, ct, n) + g2_term(k22, n - cs, n - ct, n));
    scored[src].emplace_back(g2, t);
  }

  schema::ShortlistT shortlist;
  shortlist.offsets.reserve(static_cast<size_t>(vocab_size) + 1);
  shortlist.offsets.push_back(0);
  std::vector<uint32_t> list;
  for (uint32_t src = 0; src < vocab_size; ++src) {
    auto& candidates = scored[src];
    // Best first; ties by id so that the file does not depend on the hash map's order.
    const auto better = [](const std::pair<double, uint32_t>& a, const std::pair<double, uint32_t>& b) {
      return a.first != b.first ? a.first > b.first : a.second < b.second;
    };
    const size_t keep = std::min(options.per_source, candidates.size());
    std::partial_sort(candidates.begin(), candidates.begin() + static_cast<std::ptrdiff_t>(keep),
                      candidates.end(), better);
    list.clear();
    for (size_t i = 0; i < keep; ++i) list.push_back(candidates[i].second);
    if (target_count[src] > 0) list.push_back(src);  // the piece itself, copied
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
    shortlist.candidates.insert(shortlist.candidates.end(), list.begin(), list.end());
    shortlist.offsets.push_back(static_cast<uint32_t>(shortlist.candidates.size()));
    std::vector<std::pair<double, uint32_t>>().swap(candidates);
  }

  // The `always` list: the target pieces in the most sentences (not those frequent in a few).
  std::vector<uint32_t> by_frequency(vocab_size);
  for (uint32_t t = 0; t < vocab_size; ++t) by_frequency[t] = t;
  std::stable_sort(by_frequency.begin(), by_frequency.end(),
                   [&](uint32_t a, uint32_t b) { return target_count[a] > target_count[b]; });
  for (size_t i = 0; i < options.frequent && target_count[by_frequency[i]] > 0; ++i) {
    shortlist.always.push_back(by_frequency[i]);
  }
  if (tokenizer.eos_id() >= 0) shortlist.always.push_back(static_cast<uint32_t>(tokenizer.eos_id()));
  if (tokenizer.unk_id() >= 0) shortlist.always.push_back(static_cast<uint32_t>(tokenizer.unk_id()));
  std::sort(shortlist.always.begin(), shortlist.always.end());
  shortlist.always.erase(std::unique(shortlist.always.begin(), shortlist.always.end()),
                         shortlist.always.end());
  if (report != nullptr) {
    report->sentence_pairs = pairs;
    report->candidates = shortlist.candidates.size();
  }
  return shortlist;
}

}  // namespace attn::convert
