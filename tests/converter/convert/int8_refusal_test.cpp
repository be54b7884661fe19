// attn-convert --quantize int8 --calibration refuses, with a message naming the problem and without writing
// anything: a calibration file that is missing, empty or unreadable, text the model cannot translate at all.
// (Without --calibration int8 needs no text: Int8Convert.WithoutCalibrationTheLayersQuantizeAtRunTime.)
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "converter/src/convert/convert.h"
#include "tests/converter/convert/convert_test_util.h"
#include "tests/converter/convert/int8_test_util.h"
#include "tests/support/random_checkpoint.h"

namespace attn::convert {
namespace {

class Int8Refusal : public ::testing::Test {
 protected:
  void SetUp() override {
    auto config = test_support::write_random_checkpoint(tmp_.file("ckpt"),
                                                        test_support::small_checkpoint_architecture(), 9);
    ASSERT_TRUE(config.ok()) << config.status().message();
    options_.checkpoint_dir = tmp_.file("ckpt");
    options_.output_path = tmp_.file("out.attn");
    options_.quantization = Quantization::Int8;
  }
  // Converts with calibration text at path and expects a refusal mentioning needle, and no output file.
  void expect_refused(const std::optional<std::string>& path, const std::string& needle) {
    options_.calibration_path = path;
    expect_message(convert_checkpoint(options_), needle);
    EXPECT_FALSE(std::filesystem::exists(options_.output_path));
  }
  ScratchDir tmp_;
  ConvertOptions options_;
};

TEST_F(Int8Refusal, CalibrationWithoutInt8) {
  options_.quantization = Quantization::None;
  write_lines(tmp_.file("c.txt"), calibration_sentences());
  expect_refused(tmp_.file("c.txt"), "--calibration is only used with --quantize int8");
}

TEST_F(Int8Refusal, ZeroSentences) {
  write_lines(tmp_.file("c.txt"), calibration_sentences());
  options_.calibration_sentences = 0;
  expect_refused(tmp_.file("c.txt"), "--calibration-sentences must be at least 1");
}

TEST_F(Int8Refusal, MissingEmptyOrUnreadableFile) {
  expect_refused(tmp_.file("absent.txt"), "calibration file: cannot open " + tmp_.file("absent.txt"));
  { std::ofstream out(tmp_.file("empty.txt")); }
  expect_refused(tmp_.file("empty.txt"), "has no sentences");
  std::filesystem::create_directories(tmp_.file("a_directory"));
  expect_refused(tmp_.file("a_directory"), "is not a regular file");
}

TEST_F(Int8Refusal, EveryLineTooLong) {
  // 200 words is far past the small architecture's 64 positions.
  std::string long_line;
  for (int i = 0; i < 200; ++i) long_line += "package ";
  write_lines(tmp_.file("long.txt"), {long_line, long_line + "files", long_line + "data"});
  expect_refused(tmp_.file("long.txt"), "none of the 3 sentences could be translated");
  options_.calibration_path = tmp_.file("long.txt");
  const Status status = convert_checkpoint(options_);
  expect_message(status, "first refusal:");
  EXPECT_EQ(status.code(), ATTN_ERROR_INVALID_ARGUMENT);
}

TEST_F(Int8Refusal, LinesTooLongOrNotUtf8AreSkippedAndCounted) {
  std::string long_line;
  for (int i = 0; i < 200; ++i) long_line += "package ";
  std::vector<std::string> lines = calibration_sentences();
  lines.insert(lines.begin() + 2, long_line);
  lines.insert(lines.begin() + 5, "broken \xff\xfe text");
  write_lines(tmp_.file("mixed.txt"), lines);
  options_.calibration_path = tmp_.file("mixed.txt");
  ConvertReport report;
  const Status status = convert_checkpoint(options_, &report);
  ASSERT_TRUE(status.ok()) << status.message();
  EXPECT_EQ(report.calibration_sentences_used, calibration_sentences().size());
  EXPECT_EQ(report.calibration_sentences_refused, 2u);
  EXPECT_NE(report.first_refusal.find("token"), std::string::npos) << report.first_refusal;
}

TEST_F(Int8Refusal, CalibrationSentencesLimitsTheLinesRead) {
  write_lines(tmp_.file("c.txt"), calibration_sentences());
  options_.calibration_path = tmp_.file("c.txt");
  options_.calibration_sentences = 3;
  ConvertReport report;
  const Status status = convert_checkpoint(options_, &report);
  ASSERT_TRUE(status.ok()) << status.message();
  EXPECT_EQ(report.calibration_sentences_used, 3u);
}

}  // namespace
}  // namespace attn::convert
