#include "trainer/src/train/corpus_spec.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <set>

namespace attn::train {
namespace {

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> fields;
  size_t begin = 0;
  while (true) {
    const size_t end = text.find(separator, begin);
    fields.push_back(text.substr(begin, end == std::string::npos ? std::string::npos : end - begin));
    if (end == std::string::npos) return fields;
    begin = end + 1;
  }
}

// A weight as the spec gives it: a plain number in [0 or the resolution, kMaxWeight].
Status parse_weight(const std::string& option, const std::string& spec, const std::string& text, bool zero_ok,
                    double* weight) {
  char* end = nullptr;
  errno = 0;
  const double value = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0' || errno != 0 || !std::isfinite(value)) {
    return Status::Error(StatusCode::kInvalidArgument, "%s %s: weight '%s' is not a number", option.c_str(),
                         spec.c_str(), text.c_str());
  }
  const bool too_small =
      zero_ok ? value < 0 || (value > 0 && value < kWeightResolution) : value < kWeightResolution;
  if (too_small || value > kMaxWeight) {
    return Status::Error(StatusCode::kInvalidArgument, "%s %s: weight %s is outside %s%g..%g", option.c_str(),
                         spec.c_str(), text.c_str(), zero_ok ? "0 or " : "", kWeightResolution, kMaxWeight);
  }
  *weight = value;
  return Status::Ok();
}

Status check_name(const std::string& option, const std::string& spec, const std::string& name) {
  if (is_valid_spec_name(name)) return Status::Ok();
  return Status::Error(StatusCode::kInvalidArgument,
                       "%s %s: name '%s' must be letters, digits, '.', '_' or '-'", option.c_str(),
                       spec.c_str(), name.c_str());
}

// NAME, then `paths` non-empty paths, then up to `optional` more fields; every field goes to *fields.
Status parse_named_paths(const std::string& option, const std::string& spec, const char* form, size_t paths,
                         size_t optional, std::vector<std::string>* fields) {
  *fields = split(spec, ':');
  if (fields->size() < 1 + paths || fields->size() > 1 + paths + optional) {
    return Status::Error(StatusCode::kInvalidArgument, "%s %s: expected %s (paths may not contain ':')",
                         option.c_str(), spec.c_str(), form);
  }
  ATTN_RETURN_IF_ERROR(check_name(option, spec, (*fields)[0]));
  for (size_t i = 1; i <= paths; ++i) {
    if ((*fields)[i].empty())
      return Status::Error(StatusCode::kInvalidArgument, "%s %s: empty path", option.c_str(), spec.c_str());
  }
  return Status::Ok();
}

template <typename Spec>
Status check_unique(const char* option, const std::vector<Spec>& specs) {
  std::set<std::string> names;
  for (const Spec& spec : specs) {
    if (!names.insert(spec.name).second) {
      return Status::Error(StatusCode::kInvalidArgument, "%s: the name '%s' is given twice", option,
                           spec.name.c_str());
    }
  }
  return Status::Ok();
}

}  // namespace

bool is_valid_spec_name(const std::string& name) {
  if (name.empty()) return false;
  for (char c : name) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
                    c == '_' || c == '-';
    if (!ok) return false;
  }
  return true;
}

Result<CorpusSpec> parse_corpus_spec(const std::string& text) {
  std::vector<std::string> fields;
  ATTN_RETURN_IF_ERROR(parse_named_paths("--corpus", text, "NAME:SRC:TGT[:WEIGHT]", 2, 1, &fields));
  CorpusSpec spec{fields[0], fields[1], fields[2], "", 1.0};
  if (fields.size() == 4)
    ATTN_RETURN_IF_ERROR(parse_weight("--corpus", text, fields[3], false, &spec.weight));
  return spec;
}

Result<DevSpec> parse_dev_spec(const std::string& text) {
  std::vector<std::string> fields;
  ATTN_RETURN_IF_ERROR(parse_named_paths("--dev", text, "NAME:SRC:TGT", 2, 0, &fields));
  return DevSpec{fields[0], fields[1], fields[2]};
}

Result<std::pair<std::string, std::string>> parse_corpus_origins(const std::string& text) {
  std::vector<std::string> fields;
  ATTN_RETURN_IF_ERROR(parse_named_paths("--corpus-origins", text, "NAME:FILE", 1, 0, &fields));
  return std::pair{fields[0], fields[1]};
}

Result<std::pair<std::string, double>> parse_origin_weight(const std::string& text) {
  const size_t equals = text.rfind('=');
  if (equals == std::string::npos || equals == 0) {
    return Status::Error(StatusCode::kInvalidArgument, "--origin-weight %s: expected ORIGIN=WEIGHT",
                         text.c_str());
  }
  double weight = 1;
  ATTN_RETURN_IF_ERROR(parse_weight("--origin-weight", text, text.substr(equals + 1), true, &weight));
  return std::pair{text.substr(0, equals), weight};
}

Status validate_data_specs(const std::vector<CorpusSpec>& corpora, const std::vector<DevSpec>& dev_sets,
                           const std::map<std::string, double>& origin_weights) {
  if (corpora.empty()) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "give the training text: --src and --tgt, or --corpus");
  }
  ATTN_RETURN_IF_ERROR(check_unique("--corpus", corpora));
  ATTN_RETURN_IF_ERROR(check_unique("--dev", dev_sets));
  bool any_origins = false;
  for (const CorpusSpec& c : corpora) {
    if (!is_valid_spec_name(c.name) || c.source_file.empty() || c.target_file.empty()) {
      return Status::Error(StatusCode::kInvalidArgument, "corpus '%s': needs a name and both files",
                           c.name.c_str());
    }
    if (!(c.weight >= kWeightResolution && c.weight <= kMaxWeight)) {
      return Status::Error(StatusCode::kInvalidArgument, "corpus %s: weight %g is outside %g..%g",
                           c.name.c_str(), c.weight, kWeightResolution, kMaxWeight);
    }
    any_origins |= !c.origin_file.empty();
  }
  for (const DevSpec& d : dev_sets) {
    if (!is_valid_spec_name(d.name) || d.source_file.empty() || d.target_file.empty()) {
      return Status::Error(StatusCode::kInvalidArgument, "dev set '%s': needs a name and both files",
                           d.name.c_str());
    }
  }
  for (const auto& [origin, weight] : origin_weights) {
    if (!(weight >= 0 && weight <= kMaxWeight)) {
      return Status::Error(StatusCode::kInvalidArgument, "--origin-weight %s=%g is outside 0..%g",
                           origin.c_str(), weight, kMaxWeight);
    }
  }
  if (!origin_weights.empty() && !any_origins) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "--origin-weight needs a corpus with an origin file (--corpus-origins NAME:FILE)");
  }
  return Status::Ok();
}

nlohmann::json corpora_json(const std::vector<CorpusSpec>& corpora) {
  nlohmann::json list = nlohmann::json::array();
  for (const CorpusSpec& c : corpora) {
    list.push_back({{"name", c.name},
                    {"src", c.source_file},
                    {"tgt", c.target_file},
                    {"origins", c.origin_file},
                    {"weight", c.weight}});
  }
  return list;
}

nlohmann::json dev_sets_json(const std::vector<DevSpec>& dev_sets) {
  nlohmann::json list = nlohmann::json::array();
  for (const DevSpec& d : dev_sets)
    list.push_back({{"name", d.name}, {"src", d.source_file}, {"tgt", d.target_file}});
  return list;
}

std::vector<CorpusSpec> corpora_from_json(const nlohmann::json& json) {
  std::vector<CorpusSpec> corpora;
  for (const nlohmann::json& c : json) {
    corpora.push_back({c.at("name").get<std::string>(), c.at("src").get<std::string>(),
                       c.at("tgt").get<std::string>(), c.value("origins", std::string()),
                       c.at("weight").get<double>()});
  }
  return corpora;
}

std::vector<DevSpec> dev_sets_from_json(const nlohmann::json& json) {
  std::vector<DevSpec> dev_sets;
  for (const nlohmann::json& d : json) {
    dev_sets.push_back(
        {d.at("name").get<std::string>(), d.at("src").get<std::string>(), d.at("tgt").get<std::string>()});
  }
  return dev_sets;
}

std::string describe(const CorpusSpec& corpus) {
  char weight[32];
  std::snprintf(weight, sizeof weight, "%g", corpus.weight);
  return corpus.name + " (weight " + weight +
         (corpus.origin_file.empty() ? std::string() : ", origins " + corpus.origin_file) + ")";
}

}  // namespace attn::train
