// A project with .lproj folders in a temporary directory, for the tests of the Apple formats kept in them
// (.strings, .stringsdict): files written into folders by name, read with the format's reader, written back.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "localize/src/catalog/catalog.h"

namespace attn::localize {

class LprojFixture : public testing::Test {
 protected:
  using Reader = Result<std::unique_ptr<CatalogFile>> (*)(std::string_view path, std::string bytes,
                                                          std::optional<std::string> target_language);

  // file_name: the catalog's name in every folder (Localizable.strings); read: the format's reader.
  LprojFixture(std::string file_name, Reader read) : file_name_(std::move(file_name)), read_(read) {}

  void SetUp() override {
    root_ = std::filesystem::temp_directory_path() /
            ("attn-" + std::filesystem::path(file_name_).extension().string().substr(1) + "-" +
             testing::UnitTest::GetInstance()->current_test_info()->name());
  }
  void TearDown() override { std::filesystem::remove_all(root_); }

  void write_file(const std::string& folder, const std::string& bytes) {
    std::filesystem::create_directories(root_ / folder);
    std::ofstream(root_ / folder / file_name_, std::ios::binary) << bytes;
  }
  std::string path_in(const std::string& folder) const { return (root_ / folder / file_name_).string(); }
  std::unique_ptr<CatalogFile> read_ok(const std::string& folder, const std::string& bytes,
                                       std::optional<std::string> language = std::nullopt) {
    Result<std::unique_ptr<CatalogFile>> file = read_(path_in(folder), bytes, std::move(language));
    EXPECT_TRUE(file.ok()) << file.status().message();
    return file.ok() ? std::move(file).value() : nullptr;
  }
  static std::string write_ok(const CatalogFile& file, const std::vector<Fill>& fills) {
    Result<std::string> out = file.write(fills);
    EXPECT_TRUE(out.ok()) << out.status().message();
    return out.ok() ? out.value() : "";
  }
  static size_t index_of(const CatalogFile& file, std::string_view key) {
    for (size_t i = 0; i < file.entries().size(); ++i)
      if (file.entries()[i].key == key) return i;
    ADD_FAILURE() << "no entry " << key;
    return 0;
  }

  std::filesystem::path root_;

 private:
  std::string file_name_;
  Reader read_;
};

}  // namespace attn::localize
