// The Marian suites' way to get a runtime Model from a checkpoint directory: converted with attn-convert's
// library into a temporary file (en→de; fp32 unless asked for int8), loaded, and the file removed. A failure
// is a test failure and nullptr.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <memory>
#include <string>

#include "converter/src/convert/convert.h"
#include "runtime/src/format/model.h"

namespace attn::test {

inline std::unique_ptr<Model> convert_and_load(convert::SourceFormat from, const std::filesystem::path& dir,
                                               const std::string& tag,
                                               convert::Quantization quantization = convert::Quantization::None) {
  const std::filesystem::path out = std::filesystem::temp_directory_path() /
                                    ("attn-marian-" + tag + "-" + std::to_string(::getpid()) + ".attn");
  convert::ConvertOptions options;
  options.from = from;
  options.checkpoint_dir = dir.string();
  options.output_path = out.string();
  options.source_language = "en";
  options.target_language = "de";
  options.quantization = quantization;
  const Status converted = convert::convert_checkpoint(options);
  EXPECT_TRUE(converted.ok()) << converted.message();
  if (!converted.ok()) return nullptr;
  auto loaded = Model::load_file(out.c_str());
  std::filesystem::remove(out);
  EXPECT_TRUE(loaded.ok()) << loaded.status().message();
  return loaded.ok() ? std::move(loaded).value() : nullptr;
}

}  // namespace attn::test
