#include "localize/src/fill/filler.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "localize/src/fill/attn_line_translator.h"
#include "localize/src/formats/po/po_catalog.h"

namespace attn::localize {
namespace {

const char kCatalog[] =
    "msgid \"\"\n"
    "msgstr \"\"\n"
    "\"Language: de\\n\"\n"
    "\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
    "\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n"
    "\n"
    "msgid \"Quit\"\n"
    "msgstr \"\"\n"
    "\n"
    "msgid \"Open %s in %s\"\n"
    "msgstr \"\"\n"
    "\n"
    "msgid \"_Save\"\n"
    "msgstr \"\"\n"
    "\n"
    "msgid \"Done\"\n"
    "msgstr \"Fertig\"\n"
    "\n"
    "msgid \"One file\"\n"
    "msgid_plural \"%d files\"\n"
    "msgstr[0] \"\"\n"
    "msgstr[1] \"\"\n";

// A translator scripted by a function of (line, markup).
class ScriptedTranslator final : public LineTranslator {
 public:
  explicit ScriptedTranslator(std::function<std::string(const std::string&, bool)> f) : f_(std::move(f)) {}
  std::vector<Result<std::string>> translate(std::span<const std::string> lines, bool markup) override {
    std::vector<Result<std::string>> out;
    for (const std::string& l : lines) {
      calls.push_back((markup ? "markup: " : "plain: ") + l);
      out.emplace_back(f_(l, markup));
    }
    return out;
  }
  std::vector<std::string> calls;

 private:
  std::function<std::string(const std::string&, bool)> f_;
};

std::unique_ptr<CatalogFile> catalog() {
  auto r = read_po("app.po", kCatalog);
  EXPECT_TRUE(r.ok()) << r.status().message();
  return std::move(r).value();
}

TEST(Filler, FillsTheUntranslatedEntriesOnly) {
  auto po = catalog();
  ScriptedTranslator t([](const std::string& l, bool) { return "[" + l + "]"; });
  const FillResult r = fill_catalog(*po, t);
  EXPECT_EQ(r.summary.entries, 5u);
  EXPECT_EQ(r.summary.skipped, 1u);  // "Done" is translated
  EXPECT_EQ(r.summary.filled, 4u);
  EXPECT_TRUE(r.summary.problems.empty());
  ASSERT_EQ(r.fills.size(), 4u);
  EXPECT_EQ(r.fills[0].targets, std::vector<std::string>{"[Quit]"});
  EXPECT_EQ(r.fills[1].targets, std::vector<std::string>{"[Open %s in %s]"});
  EXPECT_EQ(r.fills[2].targets, std::vector<std::string>{"[_Save]"});  // the accelerator back on S
  // Plural: form 0 (n = 1) from the singular, form 1 from the plural source.
  EXPECT_EQ(r.fills[3].targets, (std::vector<std::string>{"[One file]", "[%d files]"}));
  // The accelerator was not sent.
  EXPECT_NE(std::find(t.calls.begin(), t.calls.end(), "plain: Save"), t.calls.end());
  auto written = po->write(r.fills);
  ASSERT_TRUE(written.ok()) << written.status().message();
}

TEST(Filler, OverwriteRedoesTranslatedEntries) {
  auto po = catalog();
  ScriptedTranslator t([](const std::string& l, bool) { return l; });
  FillOptions options;
  options.overwrite = true;
  EXPECT_EQ(fill_catalog(*po, t, options).summary.filled, 5u);
}

TEST(Filler, APlaceholderLostInPlainFormIsTranslatedAgainAsMarkup) {
  auto po = catalog();
  // Plain: the placeholders are dropped. Markup: the elements are kept, glued to the next word.
  ScriptedTranslator t([](const std::string& l, bool markup) {
    if (!markup) return std::string("Öffnen");
    return l == "Open <x0/> in <x1/>" ? std::string("<x0/>in <x1/>öffnen") : l;
  });
  const FillResult r = fill_catalog(*po, t);
  // "Open %s in %s" and the plural entry's "%d files" went through markup.
  EXPECT_EQ(r.summary.markup, 2u);
  EXPECT_EQ(r.summary.plain, 2u);
  EXPECT_EQ(r.fills[1].targets, std::vector<std::string>{"%s in %s öffnen"});
  // "One file" has no placeholder: its plain translation stands.
  EXPECT_EQ(r.fills.back().targets, (std::vector<std::string>{"Öffnen", "%d files"}));
}

TEST(Filler, AnEntryFailingBothFormsIsReportedNotFilled) {
  auto po = catalog();
  ScriptedTranslator t([](const std::string& l, bool markup) {
    return markup ? std::string("<x0/> <x0/>") : l.find('%') != std::string::npos ? "kaputt" : l;
  });
  const FillResult r = fill_catalog(*po, t);
  ASSERT_EQ(r.summary.problems.size(), 2u);
  EXPECT_EQ(r.summary.problems[0].line, 10);
  EXPECT_EQ(r.summary.problems[0].key, "Open %s in %s");
  EXPECT_EQ(r.summary.problems[0].message, "placeholder \"%s\" duplicated");
  EXPECT_EQ(r.summary.problems[1].key, "One file");
  EXPECT_EQ(r.summary.filled, 2u);
  for (const Fill& f : r.fills) EXPECT_NE(f.entry, 1u);
}

TEST(Filler, GlossaryTermsAreRenderedAsGiven) {
  auto po = catalog();
  auto g = Glossary::parse("file\tDatei\n", "terms.tsv");
  ASSERT_TRUE(g.ok());
  // Plain translations ignore the glossary ("Akte"); markup ones keep the term's element.
  ScriptedTranslator t([](const std::string& l, bool markup) {
    if (!markup) return l == "One file" ? std::string("Eine Akte") : l;
    return l;
  });
  FillOptions options;
  options.glossary = &g.value();
  const FillResult r = fill_catalog(*po, t, options);
  ASSERT_TRUE(r.summary.problems.empty());
  EXPECT_EQ(r.fills.back().targets, (std::vector<std::string>{"One Datei", "%d Datei"}));
}

TEST(Filler, ShippedModelKeepsPlaceholdersAndWritesAValidCatalog) {
  auto translator = AttnLineTranslator::create({ATTN_SHIPPED_MODEL});
  ASSERT_TRUE(translator.ok()) << translator.status().message();
  auto po = catalog();
  size_t last_done = 0, calls = 0;
  FillOptions options;
  options.progress = [&](size_t done, size_t total) {
    EXPECT_LE(done, total);
    last_done = done;
    ++calls;
  };
  const FillResult r = fill_catalog(*po, *translator.value(), options);
  EXPECT_EQ(r.summary.filled + r.summary.problems.size(), 4u);
  EXPECT_GE(calls, 1u);
  EXPECT_EQ(last_done, 4u);
  for (const Fill& f : r.fills) {
    for (size_t form = 0; form < f.targets.size(); ++form) {
      const CatalogEntry& e = po->entries()[f.entry];
      const std::string& source = e.is_plural() && e.plural_samples[form] != 1 ? e.source_plural : e.source;
      EXPECT_EQ(placeholder_multiset(f.targets[form]), placeholder_multiset(source)) << f.targets[form];
    }
  }
  ASSERT_TRUE(po->write(r.fills).ok());
}

}  // namespace
}  // namespace attn::localize
