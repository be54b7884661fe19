// The attn command: one output line per input line, in order, whatever fails; clear errors and exit codes.
#include <gtest/gtest.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/random_model.h"

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

  // Runs `attn ARGS [< stdin_file]` with $ATTN_MODEL and $ATTN_MODEL_PATH unset unless env gives them.
  CliRun run(const std::string& args, const std::string& stdin_file = "", const std::string& env = "") {
    const std::string out = file("stdout.txt"), err = file("stderr.txt");
    std::string command = "env -u ATTN_MODEL -u ATTN_MODEL_PATH " + env + " " + ATTN_CLI_BINARY + " " + args +
                          " >" + out + " 2>" + err;
    if (!stdin_file.empty()) command += " <" + stdin_file;
    const int status = std::system(command.c_str());
    CliRun r;
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = slurp(out);
    r.err = slurp(err);
    return r;
  }

  // Writes a random-weight model storing the languages from -> to (whatever its file name says) at
  // dir_/name, creating its directory; with a bleu, its metadata records that score.
  std::string write_model(const std::string& name, const std::string& from, const std::string& to,
                          uint64_t seed, const std::string& bleu = "") {
    attn::convert::ModelContents contents =
        attn::test::random_model_contents(attn::test::small_architecture(), seed);
    contents.source_language = from;
    contents.target_language = to;
    if (!bleu.empty()) contents.metadata.emplace_back("bleu", bleu);
    auto bytes = attn::convert::write_model(contents);
    EXPECT_TRUE(bytes.ok()) << bytes.status().message();
    const std::string path = file(name);
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    if (bytes.ok()) write_file(path, std::string(bytes.value().begin(), bytes.value().end()));
    return path;
  }

  std::filesystem::path dir_;
  std::string model_;
};

// The table of `attn models`: one row of whitespace-separated fields per model, header excluded, up to the
// blank line before the search path.
std::vector<std::vector<std::string>> model_rows(const std::string& out) {
  std::vector<std::vector<std::string>> rows;
  const std::vector<std::string> lines = split_lines(out);
  for (size_t i = 1; i < lines.size() && !lines[i].empty(); ++i) {
    std::stringstream fields(lines[i]);
    rows.emplace_back();
    for (std::string field; fields >> field;) rows.back().push_back(field);
  }
  return rows;
}

// The models shipped in the repository's models/ (the CLI's last search directory), in the order attn lists
// them: by file name, in byte order. Tests count rows with it, so that shipping a model changes no test.
std::vector<std::string> shipped_models() {
  std::vector<std::string> paths;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::filesystem::path(ATTN_SHIPPED_MODEL).parent_path())) {
    if (entry.is_regular_file() && entry.path().extension() == ".attn")
      paths.push_back(entry.path().string());
  }
  std::sort(paths.begin(), paths.end());
  return paths;
}

// "10.5 MB" for the shipped model: sizes are shown in decimal megabytes, one decimal.
std::string megabytes(const std::string& path) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.1f", static_cast<double>(std::filesystem::file_size(path)) / 1e6);
  return text;
}

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

// The promise of a fresh clone: with no --model and no $ATTN_MODEL, `attn translate` uses the model
// shipped in models/ and prints German. The sentence is one of the corpus's most frequent, so even a weak
// model gets the key words right; an untrained or wrong-language model does not.
TEST_F(Cli, ShippedModelIsTheDefaultAndTranslatesToGerman) {
  ASSERT_TRUE(std::filesystem::exists(ATTN_SHIPPED_MODEL))
      << ATTN_SHIPPED_MODEL << " is not in the repository";
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

// --map maps the model file instead of reading it: the same translations, and the same refusals.
TEST_F(Cli, MapTranslatesAsLoadingDoes) {
  const std::string text = " \"This package contains the development files.\" \"Hello world.\"";
  const CliRun loaded = run("translate" + text);
  const CliRun mapped = run("translate --map" + text);
  ASSERT_EQ(loaded.exit_code, 0) << loaded.err;
  ASSERT_EQ(mapped.exit_code, 0) << mapped.err;
  EXPECT_EQ(mapped.out, loaded.out);
  EXPECT_EQ(split_lines(mapped.out).size(), 2u) << mapped.out;
  const CliRun missing = run("translate --map -m " + file("nowhere.attn") + " hello");
  EXPECT_EQ(missing.exit_code, 1);
  EXPECT_NE(missing.err.find("nowhere.attn"), std::string::npos) << missing.err;
}

TEST_F(Cli, FileKeepsEveryLineInOrderEvenWhenSomeFail) {
  // Beyond the default 4096 input bytes, and words (one unbroken run of letters would be copied whole,
  // text/verbatim.h, rather than cut or refused).
  std::string long_line;
  for (int i = 0; i < 1000; ++i) long_line += "word ";
  long_line.pop_back();
  const std::vector<std::string> input = {"hello world", "",        "the cat\tsat", "bad \xff\xfe utf8",
                                          "hello world", long_line, "last line"};
  std::string text;
  for (const std::string& l : input) text += l + "\n";
  write_file(file("in.txt"), text);

  // By default a line is text: the long one is cut into pieces the model takes, and only the invalid line
  // fails.
  const CliRun split =
      run("translate -m " + model_ + " --beam 2 -i " + file("in.txt") + " -o " + file("out.txt"));
  EXPECT_EQ(split.exit_code, 1) << "one line cannot be translated";
  const std::vector<std::string> split_out = split_lines(slurp(file("out.txt")));
  ASSERT_EQ(split_out.size(), input.size()) << "one output line per input line";
  EXPECT_EQ(split_out[3], "") << "a failed line is left empty";
  EXPECT_FALSE(split_out[5].empty()) << "no line is left empty for its length";
  EXPECT_NE(split.err.find("line 4:"), std::string::npos) << split.err;
  EXPECT_EQ(split.err.find("line 6:"), std::string::npos) << split.err;
  EXPECT_NE(split.err.find("1 of 7 lines"), std::string::npos) << split.err;

  // --no-split: each line is one sentence, so the long line 6 is refused too, beside the invalid line 4.
  const CliRun r =
      run("translate -m " + model_ + " --no-split --beam 2 -i " + file("in.txt") + " -o " + file("out.txt"));
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
  const CliRun piped = run("translate -m " + model_ + " --no-split --beam 2", file("in-crlf.txt"));
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
  // 37 lines: words of many lengths, empty and failing lines among them, some with two sentences and spaces
  // around them, so that batches of 16 and 7 have sentences finishing at different steps, a failure in
  // several batches and a short last batch.
  const char* const words[] = {"hello", "world", "the", "cat", "sat", "on", "a", "mat", "zebra", "42"};
  std::vector<std::string> input;
  for (int i = 0; i < 37; ++i) {
    std::string line;
    for (int w = 0; w < (i * 7) % 11; ++w) line += std::string(w ? " " : "") + words[(i + w * 3) % 10];
    if (i % 5 == 2) line = "  " + line + ". The " + words[i % 10] + " sat on a mat!  ";
    if (i % 9 == 4) line = "bad \xff utf8";
    input.push_back(line);
  }
  input[20] = std::string(5000, 'a');  // beyond the default 4096 input bytes
  std::string text;
  for (const std::string& l : input) text += l + "\n";
  write_file(file("in.txt"), text);

  // --no-split batches lines (attn_translate_batch); by default each line is text (attn_translate_text): the
  // lines of a batch joined into one text whose sentences are batched together (a failing line makes its
  // batch's lines go one by one), and the 5000-byte line is translated rather than refused.
  for (const std::string mode : {" --no-split", ""}) {
    const bool split = mode.empty();
    for (const char* beam : {"1", "3"}) {
      const CliRun one =
          run("translate -m " + model_ + mode + " --beam " + beam + " --batch 1 -i " + file("in.txt"));
      EXPECT_EQ(one.exit_code, 1);
      const std::vector<std::string> want = split_lines(one.out);
      ASSERT_EQ(want.size(), input.size());
      size_t non_empty = 0;
      for (const std::string& l : want) non_empty += !l.empty();
      EXPECT_GT(non_empty, 20u);
      for (const char* batch : {"7", "16"}) {
        const std::string options = "translate -m " + model_ + mode + " --beam " + beam + " --batch " + batch;
        const CliRun r = run(options + " -i " + file("in.txt"));
        EXPECT_EQ(r.exit_code, 1);
        EXPECT_EQ(split_lines(r.out), want) << "beam " << beam << ", batch " << batch;
        EXPECT_EQ(r.err, one.err) << "the same lines fail with the same messages";
        // Standard input (a file: every line is waiting) batches the same way.
        const CliRun piped = run(options, file("in.txt"));
        EXPECT_EQ(split_lines(piped.out), want) << "stdin, beam " << beam << ", batch " << batch;
      }
      for (int line : {5, 14, 21, 23, 32}) {
        if (split && line == 21) {
          EXPECT_EQ(one.err.find("line 21:"), std::string::npos) << one.err;
          EXPECT_FALSE(want[20].empty()) << "a long line is translated, not left empty";
          continue;
        }
        EXPECT_NE(one.err.find("line " + std::to_string(line) + ":"), std::string::npos) << one.err;
      }
      EXPECT_NE(one.err.find(split ? "4 of 37 lines" : "5 of 37 lines"), std::string::npos) << one.err;
    }
  }
}

// A model that stores a length penalty (attn-convert --metadata length_penalty=A, chosen on a dev split) is
// decoded with it unless --length-penalty is given; a stored value that is not a number is an error.
TEST_F(Cli, TheModelsStoredLengthPenaltyIsTheDefault) {
  const char* const words[] = {"hello", "world", "the", "cat", "sat", "on", "a", "mat", "zebra", "42"};
  std::string text;
  for (int i = 0; i < 24; ++i) {
    for (int w = 0; w <= i % 7; ++w) text += std::string(w ? " " : "") + words[(i * 3 + w) % 10];
    text += "\n";
  }
  write_file(file("in.txt"), text);
  // A bias on eos (id 3) makes ending a likely choice at every step, so that hypotheses of many lengths
  // compete and the penalty decides between them (a random model alone runs to its length limit).
  attn::Architecture arch = attn::test::small_architecture();
  arch.output_bias = true;
  auto model_with = [&](const std::string& name, const std::string& alpha, const std::string& kind = "") {
    attn::convert::ModelContents contents = attn::test::random_model_contents(arch, 11);
    for (attn::convert::TensorData& t : contents.tensors) {
      if (t.name != "output.bias") continue;
      std::vector<float> bias(arch.vocab_size, 0.f);
      bias[3] = 4.f;
      std::memcpy(t.bytes.data(), bias.data(), t.bytes.size());
    }
    if (!alpha.empty()) contents.metadata.emplace_back("length_penalty", alpha);
    if (!kind.empty()) contents.metadata.emplace_back("length_penalty_kind", kind);
    auto bytes = attn::convert::write_model(contents);
    EXPECT_TRUE(bytes.ok()) << bytes.status().message();
    write_file(file(name), std::string(bytes.value().begin(), bytes.value().end()));
    return file(name);
  };
  const std::string plain = model_with("plain.attn", "");
  const std::string stored = model_with("stored.attn", "10");
  const std::string translate = "translate --beam 4 -i " + file("in.txt") + " -m ";
  const CliRun at_default = run(translate + plain);
  const CliRun at_10 = run(translate + plain + " --length-penalty 10");
  ASSERT_EQ(at_default.exit_code, 0) << at_default.err;
  ASSERT_EQ(at_10.exit_code, 0) << at_10.err;
  ASSERT_NE(at_default.out, at_10.out) << "the test needs lines whose best hypothesis depends on the penalty";

  const CliRun from_file = run(translate + stored);
  EXPECT_EQ(from_file.exit_code, 0) << from_file.err;
  EXPECT_EQ(from_file.out, at_10.out);
  const CliRun overridden = run(translate + stored + " --length-penalty 0.6");
  EXPECT_EQ(overridden.out, at_default.out) << "--length-penalty wins over the model's value";

  const CliRun bad = run(translate + model_with("bad.attn", "long"));
  EXPECT_EQ(bad.exit_code, 1);
  EXPECT_NE(bad.err.find("metadata length_penalty is 'long', not a non-negative number"), std::string::npos)
      << bad.err;

  // What the penalty applies to: metadata length_penalty_kind (attn-convert --from marian stores "power").
  // The first alpha at which the two kinds choose differently on these lines:
  std::string alpha, gnmt_out, power_out;
  for (const char* a : {"0.5", "1", "2", "5", "10"}) {
    gnmt_out = run(translate + plain + " --length-penalty " + a).out;
    power_out = run(translate + plain + " --length-penalty " + a + " --length-penalty-kind power").out;
    if (gnmt_out != power_out) {
      alpha = a;
      break;
    }
  }
  ASSERT_FALSE(alpha.empty()) << "the test needs lines where the kind of penalty decides";
  const std::string stored_power = model_with("power.attn", alpha, "power");
  EXPECT_EQ(run(translate + stored_power).out, power_out);
  EXPECT_EQ(run(translate + stored_power + " --length-penalty-kind gnmt").out, gnmt_out);
  const CliRun bad_kind = run(translate + model_with("bad-kind.attn", "1", "hf"));
  EXPECT_EQ(bad_kind.exit_code, 1);
  EXPECT_NE(bad_kind.err.find("metadata length_penalty_kind is 'hf', not 'gnmt' or 'power'"),
            std::string::npos)
      << bad_kind.err;
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
    ::execl(ATTN_CLI_BINARY, ATTN_CLI_BINARY, "translate", "-m", model_.c_str(), "--beam", "1", "--batch",
            "16", static_cast<char*>(nullptr));
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

TEST_F(Cli, ATimeLimitLeavesTheSlowLineEmptyAndTranslatesTheOthers) {
  // 1 ms: the 250-word line (a sentence of 251 tokens at beam 4) always runs past it; the short lines may or
  // may not (sanitizer builds are slow), so each of them is either its own translation or reported and empty.
  std::string slow;
  for (int i = 0; i < 250; ++i) slow += "word ";
  write_file(file("in.txt"), "hello world\n" + slow + "\nlast line\n");
  const CliRun r = run("translate -m " + model_ + " --time-limit 1 -i " + file("in.txt"));
  EXPECT_EQ(r.exit_code, 1) << r.err;
  const std::vector<std::string> out = split_lines(r.out);
  ASSERT_EQ(out.size(), 3u) << r.out;
  EXPECT_EQ(out[1], "") << "the line past the limit is left empty";
  EXPECT_NE(r.err.find("line 2: translate: the time limit of 1 ms passed"), std::string::npos) << r.err;
  const char* short_lines[] = {"hello world", nullptr, "last line"};
  for (size_t i : {size_t{0}, size_t{2}}) {
    const std::string reported =
        "line " + std::to_string(i + 1) + ": translate: the time limit of 1 ms passed";
    if (r.err.find(reported) != std::string::npos) {
      EXPECT_EQ(out[i], "") << "a line past the limit is left empty";
    } else {
      EXPECT_EQ(out[i] + "\n", run("translate -m " + model_ + " \"" + short_lines[i] + "\"").out);
    }
  }
  for (const char* limit : {"0", "-3", "x"}) {
    const CliRun bad = run("translate -m " + model_ + " --time-limit " + limit + " hello");
    EXPECT_EQ(bad.exit_code, 2) << limit;
    EXPECT_NE(bad.err.find("--time-limit"), std::string::npos) << bad.err;
  }
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

// ---- Finding a model by its languages (attn translate --from/--to, attn models) ----

TEST_F(Cli, ModelsListsTheShippedModelWithItsLanguagesAndSize) {
  ASSERT_TRUE(std::filesystem::exists(ATTN_SHIPPED_MODEL))
      << ATTN_SHIPPED_MODEL << " is not in the repository";
  const CliRun r = run("models");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::vector<std::string> header = {"from", "to", "size", "BLEU", "file"};
  std::stringstream first_line(split_lines(r.out).front());
  std::vector<std::string> fields;
  for (std::string field; first_line >> field;) fields.push_back(field);
  EXPECT_EQ(fields, header) << r.out;
  const auto rows = model_rows(r.out);
  // The score column shows the file's "bleu" metadata, as attn inspect lists it.
  const CliRun inspect = run("inspect " + std::string(ATTN_SHIPPED_MODEL));
  const auto at = inspect.out.find("  bleu: ");
  ASSERT_NE(at, std::string::npos) << "the shipped model has no bleu metadata:\n" << inspect.out;
  const std::string bleu = inspect.out.substr(at + 8, inspect.out.find('\n', at) - at - 8);
  const std::vector<std::string> shipped = {"en", "de", megabytes(ATTN_SHIPPED_MODEL),
                                            "MB", bleu, ATTN_SHIPPED_MODEL};
  EXPECT_NE(std::find(rows.begin(), rows.end(), shipped), rows.end()) << r.out;
  // 12,577,088 bytes (models/en-de.md): sizes are decimal megabytes, one decimal.
  EXPECT_EQ(megabytes(ATTN_SHIPPED_MODEL), "12.6");
  const std::string shipped_dir = std::filesystem::path(ATTN_SHIPPED_MODEL).parent_path().string();
  EXPECT_NE(r.out.find("searched, in order: " + shipped_dir), std::string::npos) << r.out;

  const CliRun help = run("models --help");
  EXPECT_EQ(help.exit_code, 0);
  EXPECT_NE(help.out.find("$ATTN_MODEL_PATH"), std::string::npos) << help.out;
  EXPECT_EQ(run("models extra").exit_code, 2);
  const CliRun translate_help = run("translate --help");
  EXPECT_NE(translate_help.out.find("$ATTN_MODEL_PATH"), std::string::npos) << translate_help.out;
}

TEST_F(Cli, FromToFindsTheShippedModel) {
  const std::string text = " --beam 1 \"This package contains the development files.\"";
  const CliRun by_file = run("translate --model " + std::string(ATTN_SHIPPED_MODEL) + text);
  ASSERT_EQ(by_file.exit_code, 0) << by_file.err;
  EXPECT_NE(by_file.out.find("Paket"), std::string::npos) << by_file.out;
  const CliRun by_pair = run("translate --from en --to de" + text);
  ASSERT_EQ(by_pair.exit_code, 0) << by_pair.err;
  EXPECT_EQ(by_pair.out, by_file.out);
  EXPECT_EQ(by_pair.err, "");
  // --to alone matches one pair; --from/--to beat $ATTN_MODEL (an environment default, here a missing file).
  const CliRun to_only = run("translate --to DE" + text, "", "ATTN_MODEL=" + file("nowhere.attn"));
  ASSERT_EQ(to_only.exit_code, 0) << to_only.err;
  EXPECT_EQ(to_only.out, by_file.out);
}

TEST_F(Cli, APairWithoutAModelFailsListingThePairsThereAre) {
  write_model("extra/b.attn", "xx", "en", 3);
  write_file(file("out.txt"), "kept\n");
  // No shipped model translates into yy (the shipped ones are real language pairs).
  const CliRun r = run("translate --from en --to yy -o " + file("out.txt") + " hello", "",
                       "ATTN_MODEL_PATH=" + file("extra"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("no model translates en -> yy"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("xx -> en  " + file("extra/b.attn")), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("en -> de  " + std::string(ATTN_SHIPPED_MODEL)), std::string::npos) << r.err;
  for (const std::string& shipped : shipped_models())
    EXPECT_NE(r.err.find("  " + shipped), std::string::npos) << "every pair is listed: " << r.err;
  EXPECT_EQ(slurp(file("out.txt")), "kept\n") << "the output file is left alone";
  const CliRun to_only = run("translate --to yy hello");
  EXPECT_EQ(to_only.exit_code, 2);
  EXPECT_NE(to_only.err.find("no model translates into yy"), std::string::npos) << to_only.err;
}

// The file name says fr-xx, the file stores en -> de: it is found as en -> de, first on the search path, and
// never as fr -> xx.
TEST_F(Cli, ModelsAreFoundByTheirStoredLanguagesNotTheirFileNames) {
  std::filesystem::create_directories(file("search"));
  std::filesystem::copy_file(model_, file("search/fr-xx.attn"));
  const std::string env = "ATTN_MODEL_PATH=" + file("search");
  const CliRun by_file = run("translate --beam 1 -m " + file("search/fr-xx.attn") + " \"hello world\"");
  ASSERT_EQ(by_file.exit_code, 0) << by_file.err;
  const CliRun shipped = run("translate --beam 1 -m " + std::string(ATTN_SHIPPED_MODEL) + " \"hello world\"");
  ASSERT_NE(by_file.out, shipped.out) << "the test needs the two models to translate differently";

  const CliRun by_pair = run("translate --beam 1 --from en --to de \"hello world\"", "", env);
  ASSERT_EQ(by_pair.exit_code, 0) << by_pair.err;
  EXPECT_EQ(by_pair.out, by_file.out);
  const CliRun by_name = run("translate --from fr --to xx hello", "", env);
  EXPECT_EQ(by_name.exit_code, 2);
  EXPECT_NE(by_name.err.find("en -> de  " + file("search/fr-xx.attn")), std::string::npos) << by_name.err;

  const CliRun models = run("models", "", env);
  ASSERT_EQ(models.exit_code, 0) << models.err;
  const auto rows = model_rows(models.out);
  ASSERT_EQ(rows.size(), 1 + shipped_models().size()) << models.out;
  EXPECT_EQ(rows[0],
            (std::vector<std::string>{"en", "de", megabytes(model_), "MB", "-", file("search/fr-xx.attn")}));
  const auto shipped_row =
      std::find_if(rows.begin() + 1, rows.end(), [](const std::vector<std::string>& row) {
        return std::find(row.begin(), row.end(), ATTN_SHIPPED_MODEL) != row.end();
      });
  ASSERT_NE(shipped_row, rows.end()) << models.out;
  EXPECT_EQ(shipped_row->back(), "first)")
      << "the shipped en -> de comes later and is unused: " << models.out;
  EXPECT_NE(models.out.find(std::string(ATTN_SHIPPED_MODEL) + "  (unused: " + file("search/fr-xx.attn")),
            std::string::npos)
      << models.out;
}

TEST_F(Cli, ModelOverridesFromAndToWithAWarningWhenTheyDisagree) {
  const CliRun plain = run("translate --beam 1 -m " + model_ + " \"hello world\"");
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  const CliRun other = run("translate --beam 1 -m " + model_ + " --from fr --to xx \"hello world\"");
  ASSERT_EQ(other.exit_code, 0) << other.err;
  EXPECT_EQ(other.out, plain.out);
  EXPECT_NE(other.err.find("warning: --model " + model_ + " translates en -> de, not fr -> xx"),
            std::string::npos)
      << other.err;
  const CliRun agreeing = run("translate --beam 1 -m " + model_ + " --from en --to de \"hello world\"");
  ASSERT_EQ(agreeing.exit_code, 0) << agreeing.err;
  EXPECT_EQ(agreeing.out, plain.out);
  EXPECT_EQ(agreeing.err, "") << "no warning when the languages agree";
}

// Two files with the same pair: the earlier directory wins, then the smaller file name, whatever order the
// file system lists them in; attn models says which is unused. Files that fail to load are listed, skipped.
TEST_F(Cli, TheSamePairTwiceUsesTheFirstInSearchOrder) {
  const std::string first = write_model("one/zz.attn", "en", "xx", 1, "12.5");
  const std::string fr = write_model("one/yy.attn", "fr", "xx", 2);
  const std::string later = write_model("two/aa.attn", "en", "xx", 3);
  write_file(file("two/broken.attn"), slurp(first).substr(0, 1000));
  const std::string path = "ATTN_MODEL_PATH=" + file("one") + ":" + file("two");

  const CliRun models = run("models", "", path);
  ASSERT_EQ(models.exit_code, 0) << models.err;
  const auto rows = model_rows(models.out);
  ASSERT_EQ(rows.size(), 4 + shipped_models().size()) << models.out;
  EXPECT_EQ(rows[0], (std::vector<std::string>{"fr", "xx", megabytes(fr), "MB", "-", fr}));
  EXPECT_EQ(rows[1], (std::vector<std::string>{"en", "xx", megabytes(first), "MB", "12.5", first}));
  EXPECT_EQ(rows[2][5], later);
  EXPECT_NE(models.out.find(later + "  (unused: " + first + " comes first)"), std::string::npos)
      << models.out;
  EXPECT_EQ(rows[3][0], "?") << models.out;
  EXPECT_NE(models.out.find(file("two/broken.attn") + "  (skipped: "), std::string::npos) << models.out;
  EXPECT_EQ(rows[4].back(), shipped_models().front()) << "the shipped models come last";

  auto translate = [&](const std::string& options, const std::string& env) {
    return run("translate --beam 1 " + options + " \"hello world\" \"the cat sat\"", "", env);
  };
  const CliRun want = translate("-m " + first, "");
  ASSERT_NE(want.out, translate("-m " + later, "").out) << "the test needs the two models to differ";
  EXPECT_EQ(translate("--from en --to xx", path).out, want.out);
  const CliRun reversed =
      translate("--from en --to xx", "ATTN_MODEL_PATH=" + file("two") + ":" + file("one"));
  ASSERT_EQ(reversed.exit_code, 0) << reversed.err;
  EXPECT_EQ(reversed.out, translate("-m " + later, "").out) << "now two/ comes first";

  // One language alone must single out a pair: --to xx matches en -> xx and fr -> xx.
  const CliRun ambiguous = translate("--to xx", path);
  EXPECT_EQ(ambiguous.exit_code, 2);
  EXPECT_NE(ambiguous.err.find("choose with --from"), std::string::npos) << ambiguous.err;
  EXPECT_NE(ambiguous.err.find("fr -> xx  " + fr), std::string::npos) << ambiguous.err;
  EXPECT_NE(ambiguous.err.find("en -> xx  " + first), std::string::npos) << ambiguous.err;
  const CliRun from_fr = translate("--from fr", path);
  ASSERT_EQ(from_fr.exit_code, 0) << from_fr.err;
  EXPECT_EQ(from_fr.out, translate("-m " + fr, "").out);
}

}  // namespace

namespace {

// The tags of a markup document, sorted (a multiset); false when its elements do not nest (an end tag that
// does not close the innermost open element, other than <p>, which may be left open) or a tag is
// unterminated. Enough for the documents below: comments, quoted attributes, void <br>.
bool markup_tags(const std::string& document, std::vector<std::string>* tags) {
  tags->clear();
  std::vector<std::string> open;
  for (size_t i = document.find('<'); i != std::string::npos; i = document.find('<', i)) {
    size_t end = i + 1;
    if (document.compare(i, 4, "<!--") == 0) {
      end = document.find("-->", i);
      if (end == std::string::npos) return false;
      end += 3;
    } else {
      char quote = 0;
      for (; end < document.size() && (quote != 0 || document[end] != '>'); ++end) {
        if (quote == 0 && (document[end] == '"' || document[end] == '\'')) {
          quote = document[end];
        } else if (document[end] == quote) {
          quote = 0;
        }
      }
      if (end >= document.size()) return false;
      ++end;
      const bool closing = document[i + 1] == '/';
      const size_t name_begin = i + (closing ? 2 : 1);
      const std::string name =
          document.substr(name_begin, document.find_first_of(" >", name_begin) - name_begin);
      if (closing) {
        while (!open.empty() && open.back() != name && open.back() == "p") open.pop_back();
        if (open.empty() || open.back() != name) return false;
        open.pop_back();
      } else if (name != "br") {
        open.push_back(name);
      }
    }
    tags->push_back(document.substr(i, end - i));
    i = end;
  }
  std::sort(tags->begin(), tags->end());
  return open.empty();
}

}  // namespace

// Text translation's promise: a 20 kB English document with paragraphs and inline HTML translates into
// well-formed German HTML with every tag present.
TEST_F(Cli, HtmlDocumentKeepsEveryTagAndStaysWellFormed) {
  const char* const sentences[] = {"This package contains the development files for the library.",
                                   "It provides a simple interface to draw curves and plots.",
                                   "The documentation is available in HTML and PDF formats.",
                                   "This is a dummy package to ease upgrades from older releases.",
                                   "It features automatic completion and a command history.",
                                   "Install it if you want to build programs that use the library.",
                                   "The server stores its data in a local database.",
                                   "This package includes the shared libraries and the header files."};
  std::string document =
      "<html><head><title>Package notes</title></head><body>\n<h1>Packages &amp; tools</h1>\n";
  for (int p = 0; document.size() < 20000; ++p) {
    document += p % 5 == 0 ? "<!-- paragraph " + std::to_string(p) + " -->\n<p>" : "<p>";
    for (int k = 0; k < 4; ++k) {
      std::string sentence = sentences[(p * 3 + k) % 8];
      const size_t space = sentence.find(' ', sentence.size() / 3);
      const size_t next = sentence.find(' ', space + 1);
      // One inline element per sentence, in turn plain, nested, with quoted attributes, or a line break.
      const std::string word = sentence.substr(space + 1, next - space - 1);
      const std::string open[] = {"<b>", "<b><i>",
                                  "<a href=\"https://example.org/?a=1&amp;b=2\" title='say \"hi\"'>", "<em>"};
      const std::string close[] = {"</b>", "</i></b>", "</a>", "</em><br>"};
      sentence.replace(space + 1, word.size(), open[(p + k) % 4] + word + close[(p + k) % 4]);
      document += sentence + (k < 3 ? " " : "");
    }
    document += "</p>\n";
  }
  document += "</body></html>\n";
  ASSERT_GE(document.size(), 20000u);
  write_file(file("doc.html"), document);
  const CliRun r = run("translate --beam 1 --html -m " + std::string(ATTN_SHIPPED_MODEL) + " -i " +
                       file("doc.html") + " -o " + file("doc.de.html"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err.find("warning"), std::string::npos) << r.err;
  const std::string german = slurp(file("doc.de.html"));
  std::vector<std::string> source_tags, target_tags;
  ASSERT_TRUE(markup_tags(document, &source_tags));
  ASSERT_TRUE(markup_tags(german, &target_tags)) << "the translation is not well-formed: " << german;
  EXPECT_GT(source_tags.size(), 500u);
  EXPECT_EQ(target_tags, source_tags) << "every tag, byte for byte";
  EXPECT_NE(german.find("Paket"), std::string::npos) << "translated into German";
  EXPECT_EQ(german.find("This package"), std::string::npos) << "no sentence left in English";
}

// attn localize: a catalog in, the same catalog with its untranslated entries filled out.
const char kLocalizeCatalog[] =
    "msgid \"\"\n"
    "msgstr \"\"\n"
    "\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
    "\n"
    "#, c-format\n"
    "msgid \"Cannot open file %s: %s\"\n"
    "msgstr \"\"\n"
    "\n"
    "msgid \"_Quit\"\n"
    "msgstr \"\"\n"
    "\n"
    "msgid \"Done\"\n"
    "msgstr \"Fertig\"\n";

TEST_F(Cli, LocalizeFillsACatalogWithTheShippedModel) {
  std::filesystem::create_directories(file("po/de"));
  const std::string in = file("po/de/app.po"), out = file("out.po");
  write_file(in, kLocalizeCatalog);
  // The target language comes from the folder name (the catalog states none).
  const CliRun r = run(std::string("localize ") + in + " -o " + out + " -m " + ATTN_SHIPPED_MODEL);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("(PO, en -> de): 3 entries, 2 filled (marked for review; "), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("through the markup form), 1 already translated"), std::string::npos) << r.err;
  const std::string filled = slurp(out);
  EXPECT_NE(filled.find("#, c-format, fuzzy\nmsgid \"Cannot open file %s: %s\"\nmsgstr \""),
            std::string::npos)
      << filled;
  EXPECT_NE(filled.find("msgid \"Done\"\nmsgstr \"Fertig\"\n"), std::string::npos);
  EXPECT_EQ(std::system(("msgfmt -c -o /dev/null " + out).c_str()), 0) << filled;
  EXPECT_EQ(slurp(in), kLocalizeCatalog);  // the input is untouched
}

// A JSON translation beside its English source: its language from the folder, missing keys added in source
// order, placeholders kept, valid JSON; with nothing left to fill it comes back byte for byte.
TEST_F(Cli, LocalizeFillsAJsonTranslationBesideItsSource) {
  std::filesystem::create_directories(file("locales/en"));
  std::filesystem::create_directories(file("locales/de"));
  write_file(file("locales/en/app.json"),
             "{\n  \"title\": \"Welcome back, {{name}}!\",\n  \"menu\": {\n    \"open\": \"Open file\",\n"
             "    \"quit\": \"Quit\"\n  },\n  \"files_one\": \"{{count}} file deleted\",\n"
             "  \"files_other\": \"{{count}} files deleted\"\n}\n");
  const std::string in = file("locales/de/app.json"), out = file("out.json");
  write_file(in, "{\n  \"menu\": {\n    \"quit\": \"Beenden\"\n  }\n}\n");
  CliRun r = run("localize " + in + " -o " + out + " -m " + ATTN_SHIPPED_MODEL);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("(JSON, en -> de): 4 entries, 3 filled (not marked: the format has no review mark; "),
            std::string::npos)
      << r.err;
  const std::string filled = slurp(out);
  EXPECT_EQ(filled.find("{\n  \"title\": \""), 0u) << filled;
  EXPECT_NE(filled.find("{{name}}"), std::string::npos) << filled;
  EXPECT_NE(filled.find("    \"quit\": \"Beenden\"\n  },\n  \"files_one\": \"{{count}} "), std::string::npos)
      << filled;
  EXPECT_NE(filled.find("\"files_other\": \"{{count}} "), std::string::npos) << filled;
  EXPECT_TRUE(nlohmann::json::accept(filled)) << filled;

  write_file(in, filled);
  r = run("localize " + in + " -o " + out + " -m " + ATTN_SHIPPED_MODEL);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("0 filled"), std::string::npos) << r.err;
  EXPECT_EQ(slurp(out), filled);
}

// An Apple .strings translation beside its development-language file: the language from the folder, the pairs
// it lacks inserted in source order, a malformed file refused with its line.
// A .stringsdict source with --to: the written file is the German translation, every rule in German's
// categories, the variable references and conversions kept (tests/python/test_localize.py reads the same
// kind of output with plistlib).
TEST_F(Cli, LocalizeWritesAStringsdictTranslation) {
  std::filesystem::create_directories(file("App/en.lproj"));
  const std::string rule =
      "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
      "<key>NSStringFormatValueTypeKey</key><string>d</string>";
  write_file(
      file("App/en.lproj/Localizable.stringsdict"),
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
      "\t<key>%d files deleted</key>\n\t<dict><key>NSStringLocalizedFormatKey</key><string>%#@files@</string>"
      "<key>files</key><dict>" +
          rule +
          "<key>one</key><string>%d file deleted</string><key>other</key><string>%d files deleted</string>"
          "</dict></dict>\n"
          "\t<key>%d photos in %@</key>\n\t<dict><key>NSStringLocalizedFormatKey</key>"
          "<string>%#@photos@ in the album %@</string><key>photos</key><dict>" +
          rule +
          "<key>one</key><string>%d photo</string><key>other</key><string>%d photos</string></dict></dict>\n"
          "</dict>\n</plist>\n");
  const std::string in = file("App/en.lproj/Localizable.stringsdict"), out = file("de.stringsdict");
  const CliRun r = run("localize " + in + " -o " + out + " --to de -m " + ATTN_SHIPPED_MODEL);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("(Apple .stringsdict, en -> de): 3 entries, 3 filled (marked for review"),
            std::string::npos)
      << r.err;
  const std::string filled = slurp(out);
  size_t comments = 0;
  for (size_t at = filled.find("<!-- attn: machine translation, to be reviewed -->"); at != std::string::npos;
       at = filled.find("<!-- attn: machine translation, to be reviewed -->", at + 1))
    ++comments;
  EXPECT_EQ(comments, 2u) << filled;
  EXPECT_NE(filled.find("<string>%#@files@</string>"), std::string::npos) << filled;  // nothing to translate
  const size_t format = filled.find("<key>NSStringLocalizedFormatKey</key>", filled.find("%d photos in %@"));
  ASSERT_NE(format, std::string::npos) << filled;
  const std::string photos_format = filled.substr(format, filled.find("</string>", format) - format);
  EXPECT_NE(photos_format.find("%#@photos@"), std::string::npos) << filled;
  EXPECT_NE(photos_format.find("%@"), std::string::npos) << filled;
  EXPECT_EQ(photos_format.find("in the album"), std::string::npos) << filled;  // translated
  EXPECT_EQ(std::count(filled.begin(), filled.end(), '%'), 10) << filled;      // every conversion kept
}

TEST_F(Cli, LocalizeFillsAnAppleStringsTranslation) {
  std::filesystem::create_directories(file("App/en.lproj"));
  std::filesystem::create_directories(file("App/zh-Hans.lproj"));
  std::filesystem::create_directories(file("App/de.lproj"));
  write_file(file("App/en.lproj/Localizable.strings"),
             "/* %@ is the user's name */\n\"greeting\" = \"Hello, %@!\";\n\n"
             "\"photos\" = \"%1$@ sent you %2$lld photos.\";\n\n/* Button */\ndelete = \"Delete\";\n");
  const std::string german = "/* Button */\ndelete = \"L\xC3\xB6schen\";\n";
  const std::string in = file("App/de.lproj/Localizable.strings"), out = file("de.strings");
  write_file(in, german);
  CliRun r = run("localize " + in + " -o " + out + " -m " + ATTN_SHIPPED_MODEL);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("(Apple .strings, en -> de): 3 entries, 2 filled"), std::string::npos) << r.err;
  const std::string filled = slurp(out);
  const size_t greeting = filled.find("/* attn: machine translation, to be reviewed */\n\"greeting\" = \"");
  const size_t photos = filled.find("/* attn: machine translation, to be reviewed */\n\"photos\" = \"");
  ASSERT_NE(greeting, std::string::npos) << filled;
  ASSERT_NE(photos, std::string::npos) << filled;
  EXPECT_LT(greeting, photos) << filled;
  EXPECT_NE(filled.find("%1$@", photos), std::string::npos) << filled;
  EXPECT_NE(filled.find("%2$lld", photos), std::string::npos) << filled;
  EXPECT_TRUE(filled.ends_with(german))
      << filled;  // the translated pair keeps its bytes, after the inserted ones

  // zh-Hans.lproj names the target; no zh model exists, and the error says so (the file was read).
  write_file(file("App/zh-Hans.lproj/Localizable.strings"), "");
  r = run("localize " + file("App/zh-Hans.lproj/Localizable.strings") + " -o " + file("zh.strings"), "",
          "ATTN_MODEL_PATH=" + file("App"));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("zh-Hans"), std::string::npos) << r.err;

  write_file(in, "delete = \"L\xC3\xB6schen\"\n\"x\" = \"y\";\n");
  std::filesystem::remove(out);
  r = run("localize " + in + " -o " + out + " -m " + ATTN_SHIPPED_MODEL);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("Localizable.strings: line 1: expected ';' after the value of \"delete\""),
            std::string::npos)
      << r.err;
  EXPECT_FALSE(std::filesystem::exists(out));
}

TEST_F(Cli, LocalizePivotsThroughEnglish) {
  write_model("models/de-en.attn", "de", "en", 21);
  write_model("models/en-fr.attn", "en", "fr", 22);
  const std::string in = file("app.po"), out = file("out.po");
  write_file(in, kLocalizeCatalog);
  const CliRun r =
      run("localize " + in + " -o " + out + " --from de --to fr", "", "ATTN_MODEL_PATH=" + file("models"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("de -> fr through en"), std::string::npos) << r.err;
  EXPECT_TRUE(std::filesystem::exists(out));
}

// --beam is attn translate's: each filled entry is what attn translate gives its source with the same beam
// size. "Select a folder to import photos from" is one that greedy search and beam 4 translate differently.
TEST_F(Cli, LocalizeSearchesWithTheBeamSizeGiven) {
  const std::vector<std::string> sources = {"Select a folder to import photos from",
                                            "Unable to connect to the device", "Show hidden files"};
  std::string catalog = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n";
  for (const std::string& s : sources) catalog += "\nmsgid \"" + s + "\"\nmsgstr \"\"\n";
  const std::string in = file("app.po"), lines = file("lines.txt");
  write_file(in, catalog);
  std::string text;
  for (const std::string& s : sources) text += s + "\n";
  write_file(lines, text);
  std::set<std::string> differing;
  for (const char* beam : {"1", "4"}) {
    const std::string out = file(std::string("beam") + beam + ".po");
    const CliRun filled =
        run("localize " + in + " -o " + out + " --to de --beam " + beam + " -m " + ATTN_SHIPPED_MODEL);
    ASSERT_EQ(filled.exit_code, 0) << filled.err;
    const CliRun plain =
        run("translate -m " + std::string(ATTN_SHIPPED_MODEL) + " --beam " + beam + " -i " + lines);
    ASSERT_EQ(plain.exit_code, 0) << plain.err;
    const std::string po = slurp(out);
    std::istringstream translations(plain.out);
    std::string t;
    for (const std::string& s : sources) {
      ASSERT_TRUE(std::getline(translations, t));
      EXPECT_NE(po.find("msgid \"" + s + "\"\nmsgstr \"" + t + "\"\n"), std::string::npos)
          << "beam " << beam << ": " << s << " -> " << t << "\n"
          << po;
      if (s == sources[0]) differing.insert(t);
    }
  }
  EXPECT_EQ(differing.size(), 2u) << "the two searches translate the first source alike: pick another";
  const CliRun bad = run("localize " + in + " -o " + file("out.po") + " --to de --beam 0 -m " + model_);
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("--beam takes a number 1.."), std::string::npos) << bad.err;
}

TEST_F(Cli, LocalizeRefusesBadInputAndWritesNothing) {
  const std::string bad = file("bad.po"), out = file("out.po");
  write_file(bad, "msgid \"a\"\nmsgstr \"b\"\n\nmsgid \"c\nmsgstr \"d\"\n");
  CliRun r = run("localize " + bad + " -o " + out + " --to de -m " + model_);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("bad.po:5: end-of-line within string (nothing written)"), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(out));

  const std::string plain = file("app.po");
  write_file(plain, kLocalizeCatalog);
  r = run("localize " + plain + " -o " + out + " -m " + model_);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("states no target language; give one (--to LANG)"), std::string::npos) << r.err;

  write_file(file("strings.yaml"), "a: b\n");
  r = run("localize " + file("strings.yaml") + " -o " + out + " --to de -m " + model_);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("unsupported catalog format"), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(out));

  r = run("localize " + plain);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("a CATALOG and -o OUT are needed"), std::string::npos);
}
