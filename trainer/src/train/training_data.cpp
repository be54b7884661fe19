#include "trainer/src/train/training_data.h"

#include <cstdio>
#include <set>

#include "trainer/src/data/encoded_corpus.h"

namespace attn::train {
namespace {

double origin_weight(const TrainOptions& o, const std::string& origin) {
  const auto found = o.origin_weights.find(origin);
  return found == o.origin_weights.end() ? 1.0 : found->second;
}

std::string number(const char* format, double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, format, value);
  return buffer;
}

}  // namespace

ParallelTextOptions parallel_text_options(const TrainOptions& o) {
  ParallelTextOptions text_options;
  text_options.max_line_bytes = static_cast<size_t>(o.max_line_bytes);
  return text_options;
}

nlohmann::json text_report_json(const std::string& name, const std::string& source_file,
                                const std::string& target_file, const ParallelTextReport& report) {
  return {{"name", name},
          {"src", source_file},
          {"tgt", target_file},
          {"lines", report.lines},
          {"pairs", report.kept},
          {"empty_skipped", report.empty_skipped},
          {"too_long_skipped", report.too_long_skipped}};
}

Result<TrainingText> read_training_text(const TrainOptions& o) {
  const ParallelTextOptions text_options = parallel_text_options(o);
  TrainingText text;
  std::set<std::string> origins_seen;
  for (const CorpusSpec& spec : o.corpora) {
    Result<ParallelText> read =
        read_parallel_text(spec.source_file, spec.target_file, text_options, spec.origin_file);
    if (!read.ok()) {
      return Status::Error(read.status().code(), "corpus %s: %s", spec.name.c_str(), read.status().message());
    }
    ParallelText& corpus = read.value();
    CorpusText info;
    info.begin = text.source.size();
    info.end = info.begin + corpus.source.size();
    info.report = corpus.report;
    info.origin_names = std::move(corpus.origin_names);
    origins_seen.insert(info.origin_names.begin(), info.origin_names.end());
    if (corpus.origin.empty()) corpus.origin.assign(corpus.source.size(), 0);
    text.origin.insert(text.origin.end(), corpus.origin.begin(), corpus.origin.end());
    text.source.insert(text.source.end(), std::make_move_iterator(corpus.source.begin()),
                       std::make_move_iterator(corpus.source.end()));
    text.target.insert(text.target.end(), std::make_move_iterator(corpus.target.begin()),
                       std::make_move_iterator(corpus.target.end()));
    text.corpora.push_back(std::move(info));
  }
  for (const auto& [origin, weight] : o.origin_weights) {
    if (origins_seen.count(origin)) continue;
    std::string known;
    for (const std::string& name : origins_seen) known += (known.empty() ? "" : ", ") + name;
    return Status::Error(StatusCode::kInvalidArgument,
                         "--origin-weight %s: no pair has that origin (origins: %s)", origin.c_str(),
                         known.c_str());
  }
  return text;
}

uint64_t training_text_fingerprint(const TrainingText& text) {
  bool with_origins = false;
  for (const CorpusText& c : text.corpora) with_origins |= !c.origin_names.empty();
  if (text.corpora.size() == 1 && !with_origins) return corpus_key(text.source, text.target, "");
  // The extra bytes take the place of corpus_key's tokenizer model: corpus boundaries and origins decide the
  // sampling as much as the text does.
  std::string layout = "corpora";
  for (const CorpusText& c : text.corpora) {
    layout += ' ';
    layout += std::to_string(c.end - c.begin);
    layout += ':';
    for (const std::string& name : c.origin_names) layout += name + "\t";
  }
  layout.append(reinterpret_cast<const char*>(text.origin.data()), text.origin.size() * sizeof(uint32_t));
  return corpus_key(text.source, text.target, layout);
}

Result<SamplingGroups> make_sampling_groups(const TrainingText& text, const TrainOptions& o,
                                            const std::vector<uint32_t>& usable) {
  SamplingGroups result;
  std::vector<size_t> first_group;  // of each corpus
  for (size_t c = 0; c < o.corpora.size(); ++c) {
    const CorpusSpec& spec = o.corpora[c];
    first_group.push_back(result.groups.size());
    const std::vector<std::string>& origins = text.corpora[c].origin_names;
    const size_t count = origins.empty() ? 1 : origins.size();
    for (size_t k = 0; k < count; ++k) {
      const std::string origin = origins.empty() ? "" : origins[k];
      const double weight = spec.weight * (origins.empty() ? 1.0 : origin_weight(o, origin));
      if (weight > kMaxWeight || (weight > 0 && weight_millionths(weight) == 0)) {
        return Status::Error(StatusCode::kInvalidArgument,
                             "corpus %s, origin %s: weight %g (corpus × origin) is outside 0 or %g..%g",
                             spec.name.c_str(), origin.c_str(), weight, kWeightResolution, kMaxWeight);
      }
      result.groups.push_back({{}, weight});
      result.corpus.push_back(c);
      result.origin.push_back(origin);
    }
  }
  size_t c = 0;
  for (uint32_t pair : usable) {
    while (pair >= text.corpora[c].end) ++c;
    const size_t group = first_group[c] + (text.corpora[c].origin_names.empty() ? 0 : text.origin[pair]);
    result.groups[group].pairs.push_back(pair);
  }
  return result;
}

double pairs_per_epoch(const SamplingGroups& groups) {
  double total = 0;
  for (const SamplingGroup& g : groups.groups) total += g.weight * static_cast<double>(g.pairs.size());
  return total;
}

nlohmann::json corpora_report(const TrainingText& text, const TrainOptions& o, const SamplingGroups& groups) {
  nlohmann::json list = nlohmann::json::array();
  for (size_t c = 0; c < o.corpora.size(); ++c) {
    const CorpusSpec& spec = o.corpora[c];
    const CorpusText& info = text.corpora[c];
    size_t used = 0;
    double per_epoch = 0;
    nlohmann::json origins = nlohmann::json::object();
    for (size_t g = 0; g < groups.groups.size(); ++g) {
      if (groups.corpus[g] != c) continue;
      const SamplingGroup& group = groups.groups[g];
      const double expected = group.weight * static_cast<double>(group.pairs.size());
      used += group.pairs.size();
      per_epoch += expected;
      if (!groups.origin[g].empty()) {
        origins[groups.origin[g]] = {
            {"used", group.pairs.size()}, {"weight", group.weight}, {"pairs_per_epoch", expected}};
      }
    }
    nlohmann::json entry = text_report_json(spec.name, spec.source_file, spec.target_file, info.report);
    entry["weight"] = spec.weight;
    entry["over_max_positions"] = info.report.kept - used;
    entry["used"] = used;
    entry["pairs_per_epoch"] = per_epoch;
    if (!spec.origin_file.empty()) {
      entry["origins"] = spec.origin_file;
      entry["by_origin"] = origins;
    }
    list.push_back(entry);
  }
  return list;
}

std::vector<std::string> describe_sampling(const TrainOptions& o, const SamplingGroups& groups) {
  const double total = pairs_per_epoch(groups);
  std::vector<std::string> lines;
  for (size_t g = 0; g < groups.groups.size(); ++g) {
    const SamplingGroup& group = groups.groups[g];
    const double expected = group.weight * static_cast<double>(group.pairs.size());
    const std::string name =
        o.corpora[groups.corpus[g]].name + (groups.origin[g].empty() ? "" : "/" + groups.origin[g]);
    lines.push_back("sampling: " + name + ": " + std::to_string(group.pairs.size()) + " pairs × " +
                    number("%g", group.weight) + " = " + number("%.0f", expected) + " per epoch (" +
                    number("%.1f", total > 0 ? 100 * expected / total : 0) + "%)");
  }
  lines.push_back("sampling: " + number("%.0f", total) + " pairs per epoch");
  return lines;
}

}  // namespace attn::train
