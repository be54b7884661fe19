// read_calibration_sentences: the first N non-blank lines, line endings stripped, and every refusal named.
#include "converter/src/convert/calibration_text.h"

#include <gtest/gtest.h>

#include <fstream>

#include "tests/converter/convert/convert_test_util.h"
#include "tests/converter/convert/int8_test_util.h"

namespace attn::convert {
namespace {

TEST(CalibrationText, FirstNonBlankLinesWithoutLineEndings) {
  ScratchDir tmp;
  const std::string path = tmp.file("calibration.txt");
  {
    std::ofstream out(path, std::ios::binary);
    out << "\n   \nfirst line\r\n\t\nsecond  line \n\r\nthird\nfourth";  // no newline at the end
  }
  auto all = read_calibration_sentences(path, 100);
  ASSERT_TRUE(all.ok()) << all.status().message();
  EXPECT_EQ(all.value(), (std::vector<std::string>{"first line", "second  line ", "third", "fourth"}));

  auto two = read_calibration_sentences(path, 2);
  ASSERT_TRUE(two.ok()) << two.status().message();
  EXPECT_EQ(two.value(), (std::vector<std::string>{"first line", "second  line "}));
}

TEST(CalibrationText, SharedHelperWritesWhatItIsGiven) {
  ScratchDir tmp;
  const std::string path = tmp.file("calibration.txt");
  write_lines(path, calibration_sentences());
  auto read = read_calibration_sentences(path, 1000);
  ASSERT_TRUE(read.ok()) << read.status().message();
  EXPECT_EQ(read.value(), calibration_sentences());
}

TEST(CalibrationText, Refusals) {
  ScratchDir tmp;
  const std::string missing = tmp.file("absent.txt");
  auto r = read_calibration_sentences(missing, 10);
  expect_message(r.status(), "calibration file: cannot open " + missing);
  EXPECT_EQ(r.status().code(), ATTN_ERROR_IO);

  const std::string blank = tmp.file("blank.txt");
  {
    std::ofstream out(blank);
    out << "\n \n\t\r\n";
  }
  r = read_calibration_sentences(blank, 10);
  expect_message(r.status(), "calibration file '" + blank + "' has no sentences");

  const std::string empty = tmp.file("empty.txt");
  { std::ofstream out(empty); }
  expect_message(read_calibration_sentences(empty, 10).status(), "has no sentences");

  // A directory opens but cannot be read as text.
  expect_message(read_calibration_sentences(tmp.file(""), 10).status(), "is not a regular file");

  write_lines(tmp.file("ok.txt"), calibration_sentences());
  expect_message(read_calibration_sentences(tmp.file("ok.txt"), 0).status(), "at least 1");
}

}  // namespace
}  // namespace attn::convert
