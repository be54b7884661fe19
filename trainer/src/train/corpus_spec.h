// The training corpora and dev sets of a run, as named on the command line (trainer/README.md, "Several
// corpora"):
//   --corpus NAME:SRC:TGT[:WEIGHT]    a training corpus; WEIGHT (1) is how often each of its pairs is seen
//                                     per epoch (2: twice, 0.5: every other epoch)
//   --corpus-origins NAME:FILE        corpus NAME's origin file (one "origin<TAB>unit" line per pair)
//   --origin-weight ORIGIN=WEIGHT     multiplies the weight of every pair whose origin is ORIGIN (0 leaves
//                                     them out)
//   --dev NAME:SRC:TGT                a dev set, evaluated at every checkpoint
// and the one-corpus shorthands --src/--tgt (the corpus "train", weight 1) and --dev-src/--dev-tgt (the dev
// set "dev"). All of them are part of the run's identity (train_options.h).
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "base/src/core/status.h"
#include "trainer/src/data/epoch_sample.h"

namespace attn::train {

struct CorpusSpec {
  std::string name;
  std::string source_file, target_file;  // absolute once parsed from a command line
  std::string origin_file;               // "": none
  double weight = 1;
};

struct DevSpec {
  std::string name;
  std::string source_file, target_file;
};

// The names the shorthands give: --src/--tgt make the corpus "train", --dev-src/--dev-tgt the dev set "dev".
inline constexpr const char* kShorthandCorpusName = "train";
inline constexpr const char* kShorthandDevName = "dev";

// The largest weight accepted (a corpus, an origin, or their product): larger ones are surely typos, and
// the epoch's sample stays well inside 32-bit pair counts.
constexpr double kMaxWeight = 1000;
// The smallest positive weight: weights are applied in millionths (data/epoch_sample.h).
constexpr double kWeightResolution = 1.0 / kWeightScale;

// The names of --corpus and --dev: letters, digits, '.', '_' and '-', so that they read well in logs and
// never contain the ':' that separates a spec's fields.
bool is_valid_spec_name(const std::string& name);

// "NAME:SRC:TGT[:WEIGHT]" (paths may not contain ':'). Paths are kept as given; the caller makes them
// absolute.
Result<CorpusSpec> parse_corpus_spec(const std::string& text);
Result<DevSpec> parse_dev_spec(const std::string& text);                                    // "NAME:SRC:TGT"
Result<std::pair<std::string, std::string>> parse_corpus_origins(const std::string& text);  // "NAME:FILE"
Result<std::pair<std::string, double>> parse_origin_weight(const std::string& text);        // "ORIGIN=W"

// Names unique, weights in range, at least one corpus; an --origin-weight needs a corpus with an origin file.
Status validate_data_specs(const std::vector<CorpusSpec>& corpora, const std::vector<DevSpec>& dev_sets,
                           const std::map<std::string, double>& origin_weights);

// run.json's "corpus", "dev" and "origin-weight" identity values, and back.
nlohmann::json corpora_json(const std::vector<CorpusSpec>& corpora);
nlohmann::json dev_sets_json(const std::vector<DevSpec>& dev_sets);
std::vector<CorpusSpec> corpora_from_json(const nlohmann::json& json);  // throws nlohmann::json::exception
std::vector<DevSpec> dev_sets_from_json(const nlohmann::json& json);    // throws nlohmann::json::exception

// "ddtp (weight 3)" / "software (weight 1, origins /x/train.origin)", for log lines.
std::string describe(const CorpusSpec& corpus);

}  // namespace attn::train
