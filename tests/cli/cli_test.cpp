// The attn command: one output line per input line, in order, whatever fails; clear errors and exit codes.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support/random_model.h"

namespace {

struct CliRun {
  int exit_code = -1;
  std::string out, err;
};

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_file(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::stringstream s(text);
  for (std::string line; std::getline(s, line);) lines.push_back(line);
  return lines;
}

class Cli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("attn-cli-test-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(dir_);
    model_ = file("model.attn");
    const std::vector<uint8_t> bytes = attn::test::random_model_bytes(attn::test::small_architecture(), 11);
    write_file(model_, std::string(bytes.begin(), bytes.end()));
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string file(const std::string& name) const { return (dir_ / name).string(); }

  // Runs `attn ARGS [< stdin_file]` with $ATTN_MODEL unset unless env is given.
  CliRun run(const std::string& args, const std::string& stdin_file = "", const std::string& env = "") {
    const std::string out = file("stdout.txt"), err = file("stderr.txt");
    std::string command = "env -u ATTN_MODEL " + env + " " + ATTN_CLI_BINARY + " " + args + " >" + out + " 2>" + err;
    if (!stdin_file.empty()) command += " <" + stdin_file;
    const int status = std::system(command.c_str());
    CliRun r;
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = slurp(out);
    r.err = slurp(err);
    return r;
  }

  std::filesystem::path dir_;
  std::string model_;
};

TEST_F(Cli, UsageAndUnknownCommand) {
  EXPECT_EQ(run("--help").exit_code, 0);
  const CliRun none = run("");
  EXPECT_EQ(none.exit_code, 2);
  EXPECT_NE(none.err.find("usage: attn"), std::string::npos);
  const CliRun unknown = run("frobnicate");
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_NE(unknown.err.find("unknown command 'frobnicate'"), std::string::npos) << unknown.err;
  const CliRun bad_option = run("translate -m " + model_ + " --beam zero hello");
  EXPECT_EQ(bad_option.exit_code, 2);
  EXPECT_NE(bad_option.err.find("--beam expects a positive integer"), std::string::npos) << bad_option.err;
}

TEST_F(Cli, MissingModelNamesTheFile) {
  const CliRun r = run("translate hello", "", "ATTN_MODEL=" + file("nowhere.attn"));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("nowhere.attn"), std::string::npos) << r.err;
}

// Issue 5's promise: on a fresh clone, with no --model and no $ATTN_MODEL, `attn translate` uses the model
// shipped in models/ and prints German. The sentence is one of the corpus's most frequent, so even a weak
// model gets the key words right; an untrained or wrong-language model does not.
TEST_F(Cli, ShippedModelIsTheDefaultAndTranslatesToGerman) {
  ASSERT_TRUE(std::filesystem::exists(ATTN_SHIPPED_MODEL)) << ATTN_SHIPPED_MODEL << " is not in the repository";
  const CliRun r = run("translate \"This package contains the development files.\"");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  ASSERT_EQ(split_lines(r.out).size(), 1u) << r.out;
  EXPECT_NE(r.out.find("Paket"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Entwicklungsdateien"), std::string::npos) << r.out;
  const CliRun greedy = run("translate --beam 1 \"This package contains the documentation.\"");
  ASSERT_EQ(greedy.exit_code, 0) << greedy.err;
  EXPECT_NE(greedy.out.find("Dokumentation"), std::string::npos) << greedy.out;
}

TEST_F(Cli, ArgumentTranslationIsDeterministic) {
  const CliRun a = run("translate -m " + model_ + " --beam 1 \"hello world\"");
  const CliRun b = run("translate -m " + model_ + " --beam 1 \"hello world\"");
  ASSERT_EQ(a.exit_code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  ASSERT_EQ(split_lines(a.out).size(), 1u);
  // Each argument is one sentence and one output line.
  const CliRun two = run("translate -m " + model_ + " --beam 1 \"hello world\" \"hello world\"");
  ASSERT_EQ(two.exit_code, 0) << two.err;
  EXPECT_EQ(two.out, a.out + a.out);
}

TEST_F(Cli, FileKeepsEveryLineInOrderEvenWhenSomeFail) {
  const std::string long_line(5000, 'a');  // beyond the default 4096 input bytes
  const std::vector<std::string> input = {"hello world", "", "the cat\tsat", "bad \xff\xfe utf8",
                                          "hello world", long_line, "last line"};
  std::string text;
  for (const std::string& l : input) text += l + "\n";
  write_file(file("in.txt"), text);

  const CliRun r = run("translate -m " + model_ + " --beam 2 -i " + file("in.txt") + " -o " + file("out.txt"));
  EXPECT_EQ(r.exit_code, 1) << "two lines cannot be translated";
  const std::vector<std::string> out = split_lines(slurp(file("out.txt")));
  ASSERT_EQ(out.size(), input.size()) << "one output line per input line";
  EXPECT_EQ(out[0], out[4]) << "the same sentence translates the same wherever it is";
  EXPECT_EQ(out[1], "") << "an empty line translates to an empty line";
  EXPECT_EQ(out[3], "") << "a failed line is left empty";
  EXPECT_EQ(out[5], "") << "a failed line is left empty";
  EXPECT_NE(r.err.find("line 4:"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("line 6:"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("2 of 7 lines"), std::string::npos) << r.err;

  // Each line's output is what translating it alone gives.
  const CliRun alone = run("translate -m " + model_ + " --beam 2 \"the cat\tsat\"");
  ASSERT_EQ(alone.exit_code, 0) << alone.err;
  EXPECT_EQ(out[2] + "\n", alone.out);

  // Standard input gives the same lines as -i, and CRLF line ends are read as LF.
  std::string crlf;
  for (const std::string& l : input) crlf += l + "\r\n";
  write_file(file("in-crlf.txt"), crlf);
  const CliRun piped = run("translate -m " + model_ + " --beam 2", file("in-crlf.txt"));
  EXPECT_EQ(piped.exit_code, 1);
  EXPECT_EQ(split_lines(piped.out), out);
}

TEST_F(Cli, InspectShowsArchitectureAndTensors) {
  const CliRun r = run("inspect " + model_);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("d_model 32, heads 4, d_ff 64"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("encoder.layers.1.ffn.fc2.weight"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("vocabulary 300"), std::string::npos) << r.out;
}

TEST_F(Cli, InspectRefusesATruncatedModel) {
  const std::string bytes = slurp(model_);
  write_file(file("truncated.attn"), bytes.substr(0, bytes.size() / 2));
  const CliRun r = run("inspect " + file("truncated.attn"));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("cannot load"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());
}

}  // namespace
