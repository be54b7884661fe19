// The attn command: one output line per input line, in order, whatever fails; clear errors and exit codes.
#include <gtest/gtest.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>

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

// A model may emit line breaks (byte-fallback pieces); the output still has one line per input line.
TEST_F(Cli, LineBreaksInATranslationDoNotSplitItsLine) {
  attn::Architecture arch = attn::test::small_architecture();
  arch.output_bias = true;
  attn::convert::ModelContents contents = attn::test::random_model_contents(arch, 11);
  // A large bias on <0x0A> (piece 4 + 0x0A in the synthetic tokenizer) makes every output token a line feed.
  ASSERT_EQ(contents.tokenizer.pieces[4 + 0x0A]->text, "<0x0A>");
  bool found = false;
  for (attn::convert::TensorData& t : contents.tensors) {
    if (t.name != "output.bias") continue;
    std::vector<float> bias(arch.vocab_size, 0.f);
    bias[4 + 0x0A] = 100.f;
    std::memcpy(t.bytes.data(), bias.data(), t.bytes.size());
    found = true;
  }
  ASSERT_TRUE(found);
  auto bytes = attn::convert::write_model(contents);
  ASSERT_TRUE(bytes.ok()) << bytes.status().message();
  const std::string model = file("newlines.attn");
  write_file(model, std::string(bytes.value().begin(), bytes.value().end()));

  write_file(file("in.txt"), "one\ntwo\nthree\n");
  const CliRun r = run("translate -m " + model + " --max-len 4 -i " + file("in.txt"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "    \n    \n    \n") << "each translation is four line feeds, written as spaces";
}

TEST_F(Cli, BatchSizeChangesNothingButSpeed) {
  // 37 lines: words of many lengths, empty and failing lines among them, so that batches of 16 and 7 have
  // sentences finishing at different steps, a failure in several batches and a short last batch.
  const char* const words[] = {"hello", "world", "the", "cat", "sat", "on", "a", "mat", "zebra", "42"};
  std::vector<std::string> input;
  for (int i = 0; i < 37; ++i) {
    std::string line;
    for (int w = 0; w < (i * 7) % 11; ++w) line += std::string(w ? " " : "") + words[(i + w * 3) % 10];
    if (i % 9 == 4) line = "bad \xff utf8";
    input.push_back(line);
  }
  input[20] = std::string(5000, 'a');  // beyond the default 4096 input bytes
  std::string text;
  for (const std::string& l : input) text += l + "\n";
  write_file(file("in.txt"), text);

  for (const char* beam : {"1", "3"}) {
    const CliRun one = run("translate -m " + model_ + " --beam " + beam + " --batch 1 -i " + file("in.txt"));
    EXPECT_EQ(one.exit_code, 1);
    const std::vector<std::string> want = split_lines(one.out);
    ASSERT_EQ(want.size(), input.size());
    size_t non_empty = 0;
    for (const std::string& l : want) non_empty += !l.empty();
    EXPECT_GT(non_empty, 20u);
    for (const char* batch : {"7", "16"}) {
      const std::string options = "translate -m " + model_ + " --beam " + beam + " --batch " + batch;
      const CliRun r = run(options + " -i " + file("in.txt"));
      EXPECT_EQ(r.exit_code, 1);
      EXPECT_EQ(split_lines(r.out), want) << "beam " << beam << ", batch " << batch;
      EXPECT_EQ(r.err, one.err) << "the same lines fail with the same messages";
      // Standard input (a file: every line is waiting) batches the same way.
      const CliRun piped = run(options, file("in.txt"));
      EXPECT_EQ(split_lines(piped.out), want) << "stdin, beam " << beam << ", batch " << batch;
    }
    for (int line : {5, 14, 21, 23, 32}) {
      EXPECT_NE(one.err.find("line " + std::to_string(line) + ":"), std::string::npos) << one.err;
    }
    EXPECT_NE(one.err.find("5 of 37 lines"), std::string::npos) << one.err;
  }
}

// Interactive use: with --batch 16, a line typed on a pipe is answered before the next one is written (the
// command must not wait for 16 lines).
TEST_F(Cli, InteractiveStdinIsAnsweredLineByLine) {
  int to_child[2], from_child[2];
  ASSERT_EQ(::pipe(to_child), 0);
  ASSERT_EQ(::pipe(from_child), 0);
  const pid_t pid = ::fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    ::dup2(to_child[0], STDIN_FILENO);
    ::dup2(from_child[1], STDOUT_FILENO);
    ::close(to_child[1]);
    ::close(from_child[0]);
    ::execl(ATTN_CLI_BINARY, ATTN_CLI_BINARY, "translate", "-m", model_.c_str(), "--beam", "1", "--batch", "16",
            static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::close(to_child[0]);
  ::close(from_child[1]);
  // Reads one line of output, waiting at most 60 s; "" on timeout or end of output.
  std::string pending;
  auto read_line = [&]() -> std::string {
    for (;;) {
      const size_t newline = pending.find('\n');
      if (newline != std::string::npos) {
        std::string line = pending.substr(0, newline + 1);
        pending.erase(0, newline + 1);
        return line;
      }
      pollfd p{from_child[0], POLLIN, 0};
      if (::poll(&p, 1, 60000) != 1) return "";
      char buffer[256];
      const ssize_t n = ::read(from_child[0], buffer, sizeof(buffer));
      if (n <= 0) return "";
      pending.append(buffer, static_cast<size_t>(n));
    }
  };
  std::vector<std::string> answers;
  for (const char* line : {"hello world\n", "the cat sat\n", "zebra\n"}) {
    ASSERT_EQ(::write(to_child[1], line, std::strlen(line)), static_cast<ssize_t>(std::strlen(line)));
    answers.push_back(read_line());
    EXPECT_FALSE(answers.back().empty()) << "no answer to '" << line << "' while stdin stays open";
  }
  ::close(to_child[1]);
  EXPECT_EQ(read_line(), "") << "nothing more after the input ends";
  ::close(from_child[0]);
  int status = 0;
  ASSERT_EQ(::waitpid(pid, &status, 0), pid);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  // The answers are the translations the batch path gives for the same lines.
  write_file(file("in.txt"), "hello world\nthe cat sat\nzebra\n");
  const CliRun batch = run("translate -m " + model_ + " --beam 1 --batch 16 -i " + file("in.txt"));
  EXPECT_EQ(answers[0] + answers[1] + answers[2], batch.out);
}

TEST_F(Cli, BatchOutOfRangeIsAUsageError) {
  for (const char* batch : {"0", "257", "x"}) {
    const CliRun r = run("translate -m " + model_ + " --batch " + batch + " hello");
    EXPECT_EQ(r.exit_code, 2) << batch;
    EXPECT_NE(r.err.find("--batch"), std::string::npos) << r.err;
  }
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
