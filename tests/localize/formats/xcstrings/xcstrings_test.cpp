// formats/xcstrings: Apple String Catalogs read as entries of the --to language, filled with
// state "needs_review", every other byte kept.
#include "localize/src/formats/xcstrings/xcstrings.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "localize/src/formats/open_catalog.h"

namespace attn::localize {
namespace {

// As Xcode writes it: keys in alphabetical order, " : " between key and value, two spaces a level.
const std::string kCatalog = R"({
  "sourceLanguage" : "en",
  "strings" : {
    "" : {

    },
    "%lld files" : {
      "localizations" : {
        "en" : {
          "variations" : {
            "plural" : {
              "one" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld file"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld files"
                }
              }
            }
          }
        }
      }
    },
    "Attn" : {
      "shouldTranslate" : false
    },
    "greeting" : {
      "comment" : "Shown at start",
      "extractionState" : "manual",
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Hello, %@!"
          }
        },
        "fr" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Bonjour, %@ !"
          }
        }
      }
    },
    "Open" : {
      "comment" : "Menu item"
    },
    "Quit" : {
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Beenden"
          }
        }
      }
    },
    "Save" : {
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "new",
            "value" : ""
          }
        }
      }
    }
  },
  "version" : "1.0"
}
)";

void expect_valid_json(const std::string& text) {
  EXPECT_FALSE(nlohmann::json::parse(text, nullptr, false).is_discarded()) << text;
}

TEST(Xcstrings, ReadsEntriesForTheTargetLanguage) {
  auto file = read_xcstrings("Localizable.xcstrings", kCatalog, "de");
  ASSERT_TRUE(file.ok()) << file.status().message();
  const auto& e = file.value()->entries();
  EXPECT_EQ(file.value()->source_language(), "en");
  EXPECT_EQ(file.value()->target_language(), "de");
  ASSERT_EQ(e.size(), 7u);
  EXPECT_FALSE(e[0].translatable);  // the empty key has no text
  EXPECT_EQ(e[1].key, "%lld files");
  EXPECT_EQ(e[1].source, "%lld file");
  EXPECT_EQ(e[1].source_plural, "%lld files");
  EXPECT_EQ(e[1].plural_samples, (std::vector<int64_t>{1, 2}));
  EXPECT_FALSE(e[2].translatable);  // shouldTranslate: false
  EXPECT_EQ(e[3].source, "Hello, %@!");
  EXPECT_EQ(e[3].notes, "Shown at start");
  EXPECT_EQ(e[3].targets, std::vector<std::string>{""});
  EXPECT_EQ(e[4].source, "Open");  // no source localization: the key is the text
  EXPECT_EQ(e[4].line, 50);
  EXPECT_TRUE(e[5].is_translated());
  EXPECT_FALSE(e[6].is_translated());
  EXPECT_TRUE(e[6].needs_review);

  auto french = open_catalog("Localizable.xcstrings", kCatalog, "fr");
  ASSERT_TRUE(french.ok());
  EXPECT_EQ(french.value()->format_name(), "Apple .xcstrings");
  EXPECT_TRUE(french.value()->entries()[3].is_translated());
  EXPECT_EQ(french.value()->entries()[1].plural_samples, (std::vector<int64_t>{1, 1000000, 2}));
}

TEST(Xcstrings, WritesFillsForReviewAndKeepsEveryOtherByte) {
  auto file = read_xcstrings("Localizable.xcstrings", kCatalog, "de");
  ASSERT_TRUE(file.ok());
  EXPECT_EQ(file.value()->write({}).value(), kCatalog);
  const std::vector<Fill> fills = {{1, {"%lld Datei", "%lld Dateien"}, ""},
                                   {3, {"Hallo, %@!"}, ""},
                                   {4,
                                    {"\xC3\x96"
                                     "ffnen \"jetzt\""},
                                    ""},
                                   {6, {"Sichern"}, ""}};
  auto out = file.value()->write(fills);
  ASSERT_TRUE(out.ok()) << out.status().message();
  expect_valid_json(out.value());
  const nlohmann::json written = nlohmann::json::parse(out.value());
  const nlohmann::json& strings = written["strings"];
  EXPECT_EQ(
      strings["%lld files"]["localizations"]["de"]["variations"]["plural"]["other"]["stringUnit"]["value"],
      "%lld Dateien");
  EXPECT_EQ(strings["greeting"]["localizations"]["de"]["stringUnit"]["state"], "needs_review");
  EXPECT_EQ(strings["greeting"]["localizations"]["fr"]["stringUnit"]["value"], "Bonjour, %@ !");
  EXPECT_EQ(strings["Open"]["localizations"]["de"]["stringUnit"]["value"],
            "\xC3\x96"
            "ffnen \"jetzt\"");
  EXPECT_EQ(strings["Save"]["localizations"]["de"]["stringUnit"]["value"], "Sichern");
  EXPECT_EQ(strings["Quit"]["localizations"]["de"]["stringUnit"]["value"], "Beenden");

  // The new localization sits in alphabetical order, laid out as Xcode lays it out.
  const std::string greeting_de = R"(        "de" : {
          "stringUnit" : {
            "state" : "needs_review",
            "value" : "Hallo, %@!"
          }
        },
        "en" : {)";
  EXPECT_NE(out.value().find(greeting_de), std::string::npos) << out.value();
  const std::string open = R"(    "Open" : {
      "comment" : "Menu item",
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "needs_review",
            "value" : "Öffnen \"jetzt\""
          }
        }
      }
    },)";
  EXPECT_NE(out.value().find(open), std::string::npos) << out.value();

  auto again = read_xcstrings("Localizable.xcstrings", out.value(), "de");
  ASSERT_TRUE(again.ok()) << again.status().message();
  for (const Fill& fill : fills) {
    EXPECT_EQ(again.value()->entries()[fill.entry].targets, fill.targets);
    EXPECT_TRUE(again.value()->entries()[fill.entry].needs_review);
  }
  EXPECT_EQ(again.value()->write({}).value(), out.value());
}

TEST(Xcstrings, RefusesBadFilesAndFills) {
  auto malformed = read_xcstrings("a.xcstrings", "{\n  \"strings\" : {\n  }\n", "de");
  ASSERT_FALSE(malformed.ok());
  EXPECT_EQ(std::string(malformed.status().message()).rfind("a.xcstrings: line 4: malformed JSON", 0), 0u)
      << malformed.status().message();
  auto no_source = read_xcstrings("a.xcstrings", "{\"strings\" : {}}", "de");
  ASSERT_FALSE(no_source.ok());
  EXPECT_STREQ(no_source.status().message(), "a.xcstrings: line 1: no \"sourceLanguage\" string");
  auto same = read_xcstrings("a.xcstrings", kCatalog, "en");
  ASSERT_FALSE(same.ok());
  EXPECT_STREQ(same.status().message(),
               "a.xcstrings: line 1: the target language en is the file's source language");
  auto plural_without_target = read_xcstrings("a.xcstrings", kCatalog, std::nullopt);
  ASSERT_FALSE(plural_without_target.ok());
  EXPECT_NE(std::string(plural_without_target.status().message()).find("line 7: a plural string needs"),
            std::string::npos)
      << plural_without_target.status().message();

  auto file = read_xcstrings("a.xcstrings", kCatalog, "de");
  ASSERT_TRUE(file.ok());
  EXPECT_FALSE(file.value()->write(std::vector<Fill>{{2, {"Attn"}, ""}}).ok());
  EXPECT_FALSE(file.value()->write(std::vector<Fill>{{1, {"one form"}, ""}}).ok());
  EXPECT_FALSE(file.value()->write(std::vector<Fill>{{9, {"x"}, ""}}).ok());
}

TEST(Xcstrings, LeavesDeviceVariationsAndSubstitutionsAlone) {
  const std::string text = R"({"sourceLanguage":"en","strings":{
"a":{"localizations":{"en":{"variations":{"device":{"mac":{"stringUnit":{"state":"translated","value":"Click"}}}}}}},
"b":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{}}}}},
"version":"1.0"})";
  auto file = read_xcstrings("a.xcstrings", text, "de");
  ASSERT_TRUE(file.ok()) << file.status().message();
  ASSERT_EQ(file.value()->entries().size(), 2u);
  EXPECT_FALSE(file.value()->entries()[0].translatable);
  EXPECT_FALSE(file.value()->entries()[1].translatable);
}

// The worked example of docs/localize-formats.md.
TEST(Xcstrings, TheDocumentedExample) {
  const std::string catalog = R"({
  "sourceLanguage" : "en",
  "strings" : {
    "%lld files" : {
      "localizations" : {
        "en" : {
          "variations" : {
            "plural" : {
              "one" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld file"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld files"
                }
              }
            }
          }
        }
      }
    },
    "Attn" : {
      "shouldTranslate" : false
    },
    "Quit" : {
      "comment" : "Menu item"
    }
  },
  "version" : "1.0"
}
)";
  auto file = read_xcstrings("Localizable.xcstrings", catalog, "de");
  ASSERT_TRUE(file.ok()) << file.status().message();
  ASSERT_EQ(file.value()->entries().size(), 3u);
  EXPECT_EQ(file.value()->entries()[2].notes, "Menu item");
  auto out = file.value()->write(std::vector<Fill>{{0, {"%lld Datei", "%lld Dateien"}, ""}, {2, {"Beenden"}, ""}});
  ASSERT_TRUE(out.ok()) << out.status().message();
  EXPECT_NE(out.value().find(R"(    "%lld files" : {
      "localizations" : {
        "de" : {
          "variations" : {
            "plural" : {
              "one" : {
                "stringUnit" : {
                  "state" : "needs_review",
                  "value" : "%lld Datei"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "needs_review",
                  "value" : "%lld Dateien"
                }
              }
            }
          }
        },
)"), std::string::npos) << out.value();
  EXPECT_NE(out.value().find(R"(    "Attn" : {
      "shouldTranslate" : false
    },
    "Quit" : {
      "comment" : "Menu item",
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "needs_review",
            "value" : "Beenden"
          }
        }
      }
    }
)"), std::string::npos) << out.value();
  expect_valid_json(out.value());
}

}  // namespace
}  // namespace attn::localize
