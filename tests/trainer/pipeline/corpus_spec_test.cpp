// The data options (trainer/src/train/corpus_spec.h, data_arguments.h): parsing, refusals with messages that
// name the option and the value, the shorthands, replacement on resume, and run.json's identity round trip
// (including runs written before several corpora existed).
#include "trainer/src/train/corpus_spec.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "trainer/src/train/data_arguments.h"
#include "trainer/src/train/train_options.h"

namespace attn::train {
namespace {

namespace fs = std::filesystem;

std::string error_of(const Status& status) { return status.ok() ? "ok" : status.message(); }
template <typename T>
std::string error_of(const Result<T>& result) {
  return result.ok() ? "ok" : result.status().message();
}

#define EXPECT_MESSAGE(expr, text) \
  EXPECT_NE(error_of(expr).find(text), std::string::npos) << "message: " << error_of(expr)

TEST(CorpusSpec, ParsesNamesPathsAndWeights) {
  auto a = parse_corpus_spec("ddtp:/d/train.en:/d/train.de");
  ASSERT_TRUE(a.ok()) << error_of(a);
  EXPECT_EQ(a->name, "ddtp");
  EXPECT_EQ(a->source_file, "/d/train.en");
  EXPECT_EQ(a->target_file, "/d/train.de");
  EXPECT_EQ(a->weight, 1.0);
  auto b = parse_corpus_spec("software-en.de_2:s.en:s.de:0.25");
  ASSERT_TRUE(b.ok()) << error_of(b);
  EXPECT_EQ(b->weight, 0.25);
  auto dev = parse_dev_spec("sw:dev.en:dev.de");
  ASSERT_TRUE(dev.ok());
  EXPECT_EQ(dev->name, "sw");
  auto origins = parse_corpus_origins("sw:/d/train.origin");
  ASSERT_TRUE(origins.ok());
  EXPECT_EQ(origins->second, "/d/train.origin");
  auto weight = parse_origin_weight("gettext=0");
  ASSERT_TRUE(weight.ok()) << error_of(weight);
  EXPECT_EQ(weight->first, "gettext");
  EXPECT_EQ(weight->second, 0.0);
}

TEST(CorpusSpec, BadSpecsAreRefusedNamingOptionAndValue) {
  EXPECT_MESSAGE(parse_corpus_spec("ddtp:a.en"), "--corpus ddtp:a.en: expected NAME:SRC:TGT[:WEIGHT]");
  EXPECT_MESSAGE(parse_corpus_spec("ddtp:a.en:a.de:2:x"), "paths may not contain ':'");
  EXPECT_MESSAGE(parse_corpus_spec("dd tp:a.en:a.de"), "name 'dd tp' must be letters, digits");
  EXPECT_MESSAGE(parse_corpus_spec(":a.en:a.de"), "name ''");
  EXPECT_MESSAGE(parse_corpus_spec("ddtp::a.de"), "--corpus ddtp::a.de: empty path");
  EXPECT_MESSAGE(parse_corpus_spec("ddtp:a.en:a.de:two"), "weight 'two' is not a number");
  EXPECT_MESSAGE(parse_corpus_spec("ddtp:a.en:a.de:"), "weight '' is not a number");
  EXPECT_MESSAGE(parse_corpus_spec("ddtp:a.en:a.de:inf"), "weight 'inf' is not a number");
  EXPECT_MESSAGE(parse_corpus_spec("ddtp:a.en:a.de:0"), "weight 0 is outside 1e-06..1000");
  EXPECT_MESSAGE(parse_corpus_spec("ddtp:a.en:a.de:-1"), "weight -1 is outside");
  EXPECT_MESSAGE(parse_corpus_spec("ddtp:a.en:a.de:1001"), "weight 1001 is outside");
  EXPECT_MESSAGE(parse_dev_spec("dev:a.en:a.de:2"), "--dev dev:a.en:a.de:2: expected NAME:SRC:TGT");
  EXPECT_MESSAGE(parse_corpus_origins("sw"), "--corpus-origins sw: expected NAME:FILE");
  EXPECT_MESSAGE(parse_origin_weight("gettext"), "--origin-weight gettext: expected ORIGIN=WEIGHT");
  EXPECT_MESSAGE(parse_origin_weight("gettext=-0.5"), "weight -0.5 is outside 0 or 1e-06..1000");
  EXPECT_MESSAGE(parse_origin_weight("gettext=1e-9"), "is outside 0 or");
}

TEST(CorpusSpec, ValidationRefusesDuplicatesMissingCorporaAndStrayOriginWeights) {
  const CorpusSpec a{"a", "/a.en", "/a.de", "", 1.0}, b{"b", "/b.en", "/b.de", "/b.origin", 2.0};
  EXPECT_TRUE(validate_data_specs({a, b}, {{"dev", "/d.en", "/d.de"}}, {{"gettext", 0.5}}).ok());
  EXPECT_MESSAGE(validate_data_specs({}, {}, {}), "--src and --tgt, or --corpus");
  EXPECT_MESSAGE(validate_data_specs({a, a}, {}, {}), "--corpus: the name 'a' is given twice");
  EXPECT_MESSAGE(validate_data_specs({a}, {{"x", "/1", "/2"}, {"x", "/3", "/4"}}, {}),
                 "--dev: the name 'x' is given twice");
  EXPECT_MESSAGE(validate_data_specs({a}, {}, {{"gettext", 0.5}}),
                 "--origin-weight needs a corpus with an origin file");
  CorpusSpec heavy = a;
  heavy.weight = 5000;
  EXPECT_MESSAGE(validate_data_specs({heavy}, {}, {}), "corpus a: weight 5000 is outside");
}

TEST(DataArguments, ShorthandsAndCorporaAreCombinedWithAbsolutePaths) {
  DataArguments args;
  ASSERT_TRUE(args.take("--src", "t.en"));
  ASSERT_TRUE(args.take("--tgt", "t.de"));
  ASSERT_TRUE(args.take("--corpus", "sw:s.en:s.de:3"));
  ASSERT_TRUE(args.take("--corpus-origins", "sw:s.origin"));
  ASSERT_TRUE(args.take("--origin-weight", "gettext=0.5"));
  ASSERT_TRUE(args.take("--dev-src", "d.en"));
  ASSERT_TRUE(args.take("--dev-tgt", "d.de"));
  ASSERT_TRUE(args.take("--dev", "sw:sd.en:sd.de"));
  EXPECT_FALSE(args.take("--seed", "1"));
  EXPECT_TRUE(is_data_option("--corpus"));
  EXPECT_FALSE(is_data_option("--run"));
  TrainOptions o;
  ASSERT_TRUE(apply_data_arguments(args, &o).ok());
  const std::string cwd = fs::current_path().string();
  ASSERT_EQ(o.corpora.size(), 2u);
  EXPECT_EQ(o.corpora[0].name, kShorthandCorpusName);
  EXPECT_EQ(o.corpora[0].source_file, cwd + "/t.en");
  EXPECT_EQ(o.corpora[0].weight, 1.0);
  EXPECT_EQ(o.corpora[1].name, "sw");
  EXPECT_EQ(o.corpora[1].target_file, cwd + "/s.de");
  EXPECT_EQ(o.corpora[1].origin_file, cwd + "/s.origin");
  EXPECT_EQ(o.corpora[1].weight, 3.0);
  EXPECT_EQ(o.origin_weights, (std::map<std::string, double>{{"gettext", 0.5}}));
  ASSERT_EQ(o.dev_sets.size(), 2u);
  EXPECT_EQ(o.dev_sets[0].name, kShorthandDevName);
  EXPECT_EQ(o.dev_sets[1].source_file, cwd + "/sd.en");
}

TEST(DataArguments, GivenListsReplaceTheRunsAndOthersAreKept) {
  // As on --resume: the run's lists are loaded first, then the command line's data options.
  TrainOptions o;
  o.corpora = {{"a", "/a.en", "/a.de", "", 2.0}, {"b", "/b.en", "/b.de", "", 1.0}};
  o.dev_sets = {{"dev", "/d.en", "/d.de"}};
  DataArguments none;
  ASSERT_TRUE(apply_data_arguments(none, &o).ok());
  EXPECT_EQ(o.corpora.size(), 2u);
  EXPECT_EQ(o.dev_sets.size(), 1u);
  DataArguments one;
  one.take("--corpus", "a:/a.en:/a.de:2");
  ASSERT_TRUE(apply_data_arguments(one, &o).ok());
  ASSERT_EQ(o.corpora.size(), 1u);  // replaced, not appended to: a resume then differs from the run (refused)
  EXPECT_EQ(o.dev_sets.size(), 1u);
}

TEST(DataArguments, InconsistentArgumentsAreRefused) {
  TrainOptions o;
  DataArguments half;
  half.take("--src", "t.en");
  EXPECT_MESSAGE(apply_data_arguments(half, &o), "--src and --tgt go together");
  DataArguments dev_half;
  dev_half.take("--dev-tgt", "d.de");
  EXPECT_MESSAGE(apply_data_arguments(dev_half, &o), "--dev-src and --dev-tgt go together");
  DataArguments stray;
  stray.take("--corpus", "a:a.en:a.de");
  stray.take("--corpus-origins", "b:b.origin");
  EXPECT_MESSAGE(apply_data_arguments(stray, &o),
                 "--corpus-origins b:b.origin: there is no corpus named 'b'");
  DataArguments twice;
  twice.take("--origin-weight", "gettext=1");
  twice.take("--origin-weight", "gettext=2");
  EXPECT_MESSAGE(apply_data_arguments(twice, &o), "origin 'gettext' is given twice");
  DataArguments bad;
  bad.take("--corpus", "a:a.en:a.de:x");
  EXPECT_MESSAGE(apply_data_arguments(bad, &o), "weight 'x' is not a number");
}

TEST(RunIdentity, CorporaDevSetsAndOriginWeightsRoundTrip) {
  TrainOptions o;
  o.corpora = {{"ddtp", "/d/train.en", "/d/train.de", "", 3.0},
               {"sw", "/s/train.en", "/s/train.de", "/s/train.origin", 0.7}};
  o.dev_sets = {{"ddtp", "/d/dev.en", "/d/dev.de"}, {"sw", "/s/dev.en", "/s/dev.de"}};
  o.origin_weights = {{"gettext", 0.5}, {"freedict", 0}};
  const nlohmann::json identity = identity_json(o);
  TrainOptions back;
  ASSERT_TRUE(apply_identity_json(nlohmann::json::parse(identity.dump(1)), &back).ok());
  EXPECT_EQ(identity_json(back), identity);
  EXPECT_EQ(back.corpora[1].origin_file, "/s/train.origin");
  EXPECT_EQ(back.corpora[1].weight, 0.7);
  EXPECT_EQ(back.origin_weights.at("freedict"), 0.0);
  EXPECT_EQ(first_difference(identity, identity_json(back)), "");

  // A changed weight is found, and the message is narrowed to the corpus and field.
  TrainOptions changed = o;
  changed.corpora[1].weight = 1.0;
  EXPECT_EQ(first_difference(identity, identity_json(changed)), "corpus");
  const auto [was, now] = describe_difference(identity, identity_json(changed), "corpus");
  EXPECT_EQ(was, "sw {\"weight\":0.7}");
  EXPECT_EQ(now, "sw {\"weight\":1.0}");
  changed = o;
  changed.dev_sets.pop_back();
  EXPECT_EQ(first_difference(identity, identity_json(changed)), "dev");
  EXPECT_EQ(describe_difference(identity, identity_json(changed), "dev").second, "(none)");
  changed = o;
  changed.origin_weights["gettext"] = 1;
  EXPECT_EQ(first_difference(identity, identity_json(changed)), "origin-weight");
  // What was read ("data") and the runtime are not identity.
  nlohmann::json with_data = identity;
  with_data["data"] = {{"pairs_per_epoch", 5}};
  with_data["runtime"] = {{"threads", 2}};
  EXPECT_EQ(first_difference(with_data, identity), "");
}

TEST(RunIdentity, RunsWrittenBeforeSeveralCorporaReadAsTheShorthands) {
  TrainOptions o;
  o.corpora = {{"x", "/x.en", "/x.de", "", 1.0}};
  nlohmann::json old = identity_json(o);
  old.erase("corpus");
  old.erase("dev");
  old.erase("origin-weight");
  old["src"] = "/d/train.en";
  old["tgt"] = "/d/train.de";
  old["dev-src"] = "/d/dev.en";
  old["dev-tgt"] = "/d/dev.de";
  TrainOptions back;
  ASSERT_TRUE(apply_identity_json(old, &back).ok());
  ASSERT_EQ(back.corpora.size(), 1u);
  EXPECT_EQ(back.corpora[0].name, kShorthandCorpusName);
  EXPECT_EQ(back.corpora[0].source_file, "/d/train.en");
  EXPECT_EQ(back.corpora[0].weight, 1.0);
  ASSERT_EQ(back.dev_sets.size(), 1u);
  EXPECT_EQ(back.dev_sets[0].name, kShorthandDevName);
  EXPECT_TRUE(back.origin_weights.empty());
  old["dev-src"] = "";
  old["dev-tgt"] = "";
  ASSERT_TRUE(apply_identity_json(old, &back).ok());
  EXPECT_TRUE(back.dev_sets.empty());
}

}  // namespace
}  // namespace attn::train
