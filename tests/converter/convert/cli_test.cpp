// attn-convert's command line: exit codes 0 (written), 1 (conversion failed, message on stderr), 2 (usage).
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "convert_test_util.h"
#include "convert/convert.h"
#include "format/model.h"
#include "support/random_checkpoint.h"

#ifdef ATTN_CONVERT_BINARY

namespace attn::convert {
namespace {

struct CliRun {
  int exit_code = -1;
  std::string out, err;
};

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

class ConvertCli : public ::testing::Test {
 protected:
  CliRun run(const std::string& args) {
    const std::string out = tmp_.file("stdout.txt"), err = tmp_.file("stderr.txt");
    const std::string command = std::string(ATTN_CONVERT_BINARY) + " " + args + " >" + out + " 2>" + err;
    const int status = std::system(command.c_str());
    CliRun r;
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = slurp(out);
    r.err = slurp(err);
    return r;
  }
  std::string checkpoint() {
    const std::string dir = tmp_.file("ckpt");
    auto config =
        test_support::write_random_checkpoint(dir, test_support::small_checkpoint_architecture(), 3);
    EXPECT_TRUE(config.ok()) << config.status().message();
    return dir;
  }
  ScratchDir tmp_;
};

TEST_F(ConvertCli, HelpExitsZero) {
  CliRun r = run("--help");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("usage: attn-convert CHECKPOINT_DIR -o OUT.attn"), std::string::npos) << r.out;
  EXPECT_EQ(run("-h").exit_code, 0);
  CliRun version = run("--version");
  EXPECT_EQ(version.exit_code, 0);
  EXPECT_EQ(version.out, std::string(converter_version()) + "\n");
}

TEST_F(ConvertCli, UsageErrorsExitTwo) {
  for (const std::string args :
       {"", "-o x.attn", "some_dir", "some_dir -o", "some_dir -o x.attn --bogus", "a b -o x.attn",
        "some_dir -o x.attn --quantize fp8", "some_dir -o x.attn --metadata novalue",
        "some_dir -o x.attn --metadata =v"}) {
    CliRun r = run(args);
    EXPECT_EQ(r.exit_code, 2) << "args: " << args << "\n" << r.err;
    EXPECT_NE(r.err.find("attn-convert: "), std::string::npos) << r.err;
  }
}

TEST_F(ConvertCli, ConversionErrorsExitOne) {
  CliRun missing = run(tmp_.file("absent") + " -o " + tmp_.file("x.attn"));
  EXPECT_EQ(missing.exit_code, 1);
  EXPECT_NE(missing.err.find("absent"), std::string::npos) << missing.err;

  const std::string dir = checkpoint();
  CliRun int8 = run(dir + " -o " + tmp_.file("x.attn") + " --quantize int8");
  EXPECT_EQ(int8.exit_code, 1);
  EXPECT_NE(int8.err.find("int8 is not implemented"), std::string::npos) << int8.err;

  std::filesystem::remove(dir + "/tokenizer.model");
  CliRun no_tokenizer = run(dir + " -o " + tmp_.file("x.attn"));
  EXPECT_EQ(no_tokenizer.exit_code, 1);
  EXPECT_NE(no_tokenizer.err.find("tokenizer.model"), std::string::npos) << no_tokenizer.err;
  EXPECT_FALSE(std::filesystem::exists(tmp_.file("x.attn")));
}

TEST_F(ConvertCli, ConvertsAndAppliesOverrides) {
  const std::string dir = checkpoint(), out = tmp_.file("m.attn");
  CliRun r =
      run(dir + " -o " + out + " --quantize=none --source-lang fr --target-lang=en --metadata 'k=v=w'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("wrote " + out), std::string::npos) << r.out;
  auto model = Model::load_file(out.c_str());
  ASSERT_TRUE(model.ok()) << model.status().message();
  EXPECT_STREQ(model.value()->source_language(), "fr");
  EXPECT_STREQ(model.value()->target_language(), "en");
  bool found = false;
  for (const auto* kv : *model.value()->schema().metadata())
    found |= kv->key()->str() == "k" && kv->value()->str() == "v=w";
  EXPECT_TRUE(found) << "--metadata splits at the first '='";
}

}  // namespace
}  // namespace attn::convert

#endif  // ATTN_CONVERT_BINARY
