// The data options of a command line (corpus_spec.h), collected in order and applied together: they refer
// to each other (--corpus-origins names a corpus), and on --resume any one of a kind replaces the run's whole
// list of that kind instead of adding to it.
#pragma once

#include <string>
#include <vector>

#include "base/src/core/status.h"
#include "trainer/src/train/train_options.h"

namespace attn::train {

struct DataArguments {
  // Records (option, value) when option is one of the data options; false when it is not one.
  bool take(const std::string& option, const std::string& value);

  std::string src, tgt, dev_src, dev_tgt;
  std::vector<std::string> corpus, corpus_origins, origin_weight, dev;
};

bool is_data_option(const std::string& option);

// Training text (--src/--tgt, then each --corpus in order) replaces options->corpora when any is given;
// --dev-src/--dev-tgt, then each --dev, replace options->dev_sets; --origin-weight replaces
// options->origin_weights; --corpus-origins then sets the origin file of the corpus it names. Paths are made
// absolute. Errors name the option and its value.
Status apply_data_arguments(const DataArguments& arguments, TrainOptions* options);

}  // namespace attn::train
