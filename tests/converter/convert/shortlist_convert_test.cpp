// attn-convert with --shortlist-source/--shortlist-target on the random test checkpoint (vocabulary 8,000):
// the file stores the lists build_shortlist makes, their candidates as varint gaps (format version 9, decoded
// into uint16 ids when the model loads), and the shortlist metadata.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "converter/src/convert/convert.h"
#include "runtime/src/format/format_version.h"
#include "runtime/src/format/model.h"
#include "tests/converter/convert/convert_test_util.h"
#include "tests/support/random_checkpoint.h"

namespace attn::convert {
namespace {

void write_lines(const std::string& path, const std::vector<std::string>& lines) {
  std::ofstream out(path);
  for (const std::string& line : lines) out << line << '\n';
}

TEST(ShortlistConvert, CandidatesAreStoredAsVarintGaps) {
  ScratchDir tmp;
  const std::string checkpoint = tmp.file("ckpt");
  auto config =
      test_support::write_random_checkpoint(checkpoint, test_support::small_checkpoint_architecture(), 5);
  ASSERT_TRUE(config.ok()) << config.status().message();
  const uint32_t V = config->vocab_size;
  ASSERT_LE(V, 65536u);
  const std::vector<std::string> sources = {"The package contains the data files.", "A small web server.",
                                            "Command line tool to download files.", "The documentation."};
  const std::vector<std::string> targets = {"Das Paket enthält die Datendateien.", "Ein kleiner Webserver.",
                                            "Kommandozeilenwerkzeug zum Herunterladen von Dateien.",
                                            "Die Dokumentation."};
  write_lines(tmp.file("text.en"), sources);
  write_lines(tmp.file("text.de"), targets);
  ConvertOptions options;
  options.checkpoint_dir = checkpoint;
  options.output_path = tmp.file("listed.attn");
  options.shortlist_source_path = tmp.file("text.en");
  options.shortlist_target_path = tmp.file("text.de");
  const Status converted = convert_checkpoint(options);
  ASSERT_TRUE(converted.ok()) << converted.message();
  auto model = Model::load_file(options.output_path.c_str());
  ASSERT_TRUE(model.ok()) << model.status().message();
  EXPECT_EQ(model.value()->format_version(), kShortlistDeltaVersion);
  ASSERT_NE(model.value()->schema().shortlist()->candidates_delta(), nullptr);
  const ShortlistView& view = model.value()->shortlist();
  ASSERT_TRUE(view.present());
  ASSERT_NE(view.candidates16, nullptr);
  EXPECT_EQ(view.candidates, nullptr);

  // The same lists build_shortlist makes from the file's own tokenizer table.
  schema::TokenizerT tokenizer;
  model.value()->schema().tokenizer()->UnPackTo(&tokenizer);
  auto built = build_shortlist(tokenizer, V, sources, targets, options.shortlist);
  ASSERT_TRUE(built.ok()) << built.status().message();
  ASSERT_FALSE(built->candidates.empty());
  EXPECT_EQ(std::vector<uint32_t>(view.offsets, view.offsets + V + 1), built->offsets);
  EXPECT_EQ(std::vector<uint32_t>(view.candidates16, view.candidates16 + view.offsets[V]), built->candidates);
  EXPECT_EQ(std::vector<uint32_t>(view.always, view.always + view.always_count), built->always);
}

}  // namespace
}  // namespace attn::convert
