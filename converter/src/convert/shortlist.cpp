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

// The ids of text, in order.
Status encode_ids(const Tokenizer& tokenizer, const std::string& text, std::vector<std::byte>& workspace,
                  std::vector<int32_t>& ids, std::vector<uint32_t>* out) {
  out->clear();
  workspace.resize(tokenizer.workspace_bytes(text.size()));
  ids.resize(tokenizer.max_ids(text.size()) + 1);
  size_t count = 0;
  ATTN_RETURN_IF_ERROR(tokenizer.encode(text, workspace, ids, &count));
  out->assign(ids.begin(), ids.begin() + static_cast<std::ptrdiff_t>(count));
  return Status::Ok();
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
        StatusCode::kInvalidArgument,
        "shortlist: the source text has %zu lines but the target text %zu; they must be parallel",
        sources.size(), targets.size());
  }
  if (options.per_source == 0 || options.per_source > vocab_size || options.frequent > vocab_size) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "shortlist: --shortlist-size must be in [1, %u] and --shortlist-frequent in [0, %u] "
                         "(got %zu and %zu)",
                         vocab_size, vocab_size, options.per_source, options.frequent);
  }
  flatbuffers::FlatBufferBuilder fbb;
  fbb.Finish(schema::Tokenizer::Pack(fbb, &table));
  ATTN_ASSIGN_OR_RETURN(
      const Tokenizer tokenizer,
      Tokenizer::create(*flatbuffers::GetRoot<schema::Tokenizer>(fbb.GetBufferPointer()), vocab_size));

  // The corpus as ids, each source with the empty word kNull appended (Model 1's NULL: it absorbs target
  // pieces that translate nothing in the source, so that these do not inflate every source piece's list), and
  // sentence-level target counts for the `always` list.
  const uint32_t null_id = vocab_size;
  std::vector<uint32_t> target_count(vocab_size, 0);
  std::vector<uint32_t> source_flat, target_flat;
  std::vector<size_t> source_start{0}, target_start{0};
  std::vector<std::byte> workspace;
  std::vector<int32_t> ids;
  std::vector<uint32_t> source_ids, target_ids, distinct;
  for (size_t line = 0; line < sources.size(); ++line) {
    Status s = encode_ids(tokenizer, sources[line], workspace, ids, &source_ids);
    if (s.ok()) s = encode_ids(tokenizer, targets[line], workspace, ids, &target_ids);
    if (!s.ok()) return Status::Error(s.code(), "shortlist: line %zu: %s", line + 1, s.message());
    if (source_ids.empty() || target_ids.empty()) continue;
    distinct = target_ids;
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    for (uint32_t t : distinct) ++target_count[t];
    source_flat.insert(source_flat.end(), source_ids.begin(), source_ids.end());
    source_flat.push_back(null_id);
    target_flat.insert(target_flat.end(), target_ids.begin(), target_ids.end());
    source_start.push_back(source_flat.size());
    target_start.push_back(target_flat.size());
  }
  const size_t pairs = source_start.size() - 1;
  if (pairs == 0) {
    return Status::Error(StatusCode::kInvalidArgument, "shortlist: no line pair has text on both sides");
  }

  // Every (source position, target position) of every sentence pair as an index into the table of distinct
  // (source, target) pairs, which holds t(target | source).
  std::unordered_map<uint64_t, uint32_t> pair_index;
  pair_index.reserve(1 << 22);
  std::vector<uint32_t> pair_source, pair_target;
  std::vector<uint32_t> cells;  // per sentence pair: |target| rows of |source| + 1 indices
  for (size_t k = 0; k < pairs; ++k) {
    for (size_t j = target_start[k]; j < target_start[k + 1]; ++j) {
      for (size_t i = source_start[k]; i < source_start[k + 1]; ++i) {
        const uint64_t key = static_cast<uint64_t>(source_flat[i]) * vocab_size + target_flat[j];
        const auto [it, inserted] = pair_index.try_emplace(key, static_cast<uint32_t>(pair_source.size()));
        if (inserted) {
          pair_source.push_back(source_flat[i]);
          pair_target.push_back(target_flat[j]);
        }
        cells.push_back(it->second);
      }
    }
  }
  std::unordered_map<uint64_t, uint32_t>().swap(pair_index);

  // EM for IBM Model 1 from uniform t: each target position's posterior over the positions of its source
  // (NULL included) is counted fractionally, and t is those counts normalized per source piece.
  std::vector<double> t_prob(pair_source.size(), 1.0), expected(pair_source.size()),
      source_total(vocab_size + 1);
  for (size_t iteration = 0; iteration < options.iterations; ++iteration) {
    std::fill(expected.begin(), expected.end(), 0.0);
    size_t cell = 0;
    for (size_t k = 0; k < pairs; ++k) {
      const size_t width = source_start[k + 1] - source_start[k];
      for (size_t j = target_start[k]; j < target_start[k + 1]; ++j, cell += width) {
        double norm = 0.0;
        for (size_t i = 0; i < width; ++i) norm += t_prob[cells[cell + i]];
        for (size_t i = 0; i < width; ++i) expected[cells[cell + i]] += t_prob[cells[cell + i]] / norm;
      }
    }
    std::fill(source_total.begin(), source_total.end(), 0.0);
    for (size_t p = 0; p < expected.size(); ++p) source_total[pair_source[p]] += expected[p];
    for (size_t p = 0; p < expected.size(); ++p) t_prob[p] = expected[p] / source_total[pair_source[p]];
  }

  // Each source piece's targets, scored by t(target | source).
  std::vector<std::vector<std::pair<double, uint32_t>>> scored(vocab_size);
  for (size_t p = 0; p < pair_source.size(); ++p) {
    if (pair_source[p] == null_id) continue;
    scored[pair_source[p]].emplace_back(t_prob[p], pair_target[p]);
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
