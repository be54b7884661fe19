#include "trainer/src/train/data_arguments.h"

#include <filesystem>

namespace attn::train {
namespace {

// Data files are stored absolute in run.json, so that a resume from another directory names the same files.
std::string absolute(const std::string& path) {
  return std::filesystem::absolute(path).lexically_normal().string();
}

Status both_or_neither(const std::string& a, const std::string& b, const char* names) {
  if (a.empty() == b.empty()) return Status::Ok();
  return Status::Error(StatusCode::kInvalidArgument, "%s go together", names);
}

}  // namespace

bool is_data_option(const std::string& option) {
  DataArguments probe;
  return probe.take(option, "");
}

bool DataArguments::take(const std::string& option, const std::string& value) {
  if (option == "--src") {
    src = value;
  } else if (option == "--tgt") {
    tgt = value;
  } else if (option == "--dev-src") {
    dev_src = value;
  } else if (option == "--dev-tgt") {
    dev_tgt = value;
  } else if (option == "--corpus") {
    corpus.push_back(value);
  } else if (option == "--corpus-origins") {
    corpus_origins.push_back(value);
  } else if (option == "--origin-weight") {
    origin_weight.push_back(value);
  } else if (option == "--dev") {
    dev.push_back(value);
  } else {
    return false;
  }
  return true;
}

Status apply_data_arguments(const DataArguments& a, TrainOptions* o) {
  ATTN_RETURN_IF_ERROR(both_or_neither(a.src, a.tgt, "--src and --tgt"));
  ATTN_RETURN_IF_ERROR(both_or_neither(a.dev_src, a.dev_tgt, "--dev-src and --dev-tgt"));
  if (!a.src.empty() || !a.corpus.empty()) {
    o->corpora.clear();
    if (!a.src.empty())
      o->corpora.push_back({kShorthandCorpusName, absolute(a.src), absolute(a.tgt), "", 1.0});
    for (const std::string& text : a.corpus) {
      ATTN_ASSIGN_OR_RETURN(CorpusSpec spec, parse_corpus_spec(text));
      spec.source_file = absolute(spec.source_file);
      spec.target_file = absolute(spec.target_file);
      o->corpora.push_back(std::move(spec));
    }
  }
  if (!a.dev_src.empty() || !a.dev.empty()) {
    o->dev_sets.clear();
    if (!a.dev_src.empty())
      o->dev_sets.push_back({kShorthandDevName, absolute(a.dev_src), absolute(a.dev_tgt)});
    for (const std::string& text : a.dev) {
      ATTN_ASSIGN_OR_RETURN(DevSpec spec, parse_dev_spec(text));
      o->dev_sets.push_back({spec.name, absolute(spec.source_file), absolute(spec.target_file)});
    }
  }
  if (!a.origin_weight.empty()) {
    o->origin_weights.clear();
    for (const std::string& text : a.origin_weight) {
      ATTN_ASSIGN_OR_RETURN(auto weight, parse_origin_weight(text));
      if (!o->origin_weights.emplace(weight.first, weight.second).second) {
        return Status::Error(StatusCode::kInvalidArgument, "--origin-weight: origin '%s' is given twice",
                             weight.first.c_str());
      }
    }
  }
  for (const std::string& text : a.corpus_origins) {
    ATTN_ASSIGN_OR_RETURN(auto origins, parse_corpus_origins(text));
    CorpusSpec* target = nullptr;
    for (CorpusSpec& c : o->corpora) target = c.name == origins.first ? &c : target;
    if (!target) {
      return Status::Error(StatusCode::kInvalidArgument, "--corpus-origins %s: there is no corpus named '%s'",
                           text.c_str(), origins.first.c_str());
    }
    target->origin_file = absolute(origins.second);
  }
  return Status::Ok();
}

}  // namespace attn::train
