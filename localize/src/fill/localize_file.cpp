#include "localize/src/fill/localize_file.h"

#include <cctype>
#include <filesystem>

#include "base/src/io/atomic_write.h"
#include "base/src/io/file_io.h"
#include "localize/src/fill/attn_line_translator.h"
#include "localize/src/formats/open_catalog.h"

namespace attn::localize {
namespace {

Result<std::string> read_text(const std::string& path) {
  auto bytes = checkpoint::read_file_bytes(path);
  if (!bytes.ok()) return bytes.status();
  return std::string(bytes.value().begin(), bytes.value().end());
}

}  // namespace

std::string language_from_path(const std::string& path) {
  std::error_code ec;
  for (std::filesystem::path p = std::filesystem::absolute(path, ec).parent_path(); p.has_filename();
       p = p.parent_path()) {
    std::string name = p.filename().string();
    if (name == "LC_MESSAGES") continue;
    if (name.starts_with("values-")) name = name.substr(7);
    if (name.ends_with(".lproj")) name = name.substr(0, name.size() - 6);
    if (name.size() > 3 && name[2] == '-' && name[3] == 'r') name.erase(3, 1);  // Android's pt-rBR
    const bool code = (name.size() == 2 || (name.size() == 5 && (name[2] == '_' || name[2] == '-'))) &&
                      std::islower(static_cast<unsigned char>(name[0])) &&
                      std::islower(static_cast<unsigned char>(name[1]));
    return code ? name : "";
  }
  return "";
}

Result<LocalizeReport> localize_file(const LocalizeRequest& request) {
  ATTN_ASSIGN_OR_RETURN(std::string bytes, read_text(request.catalog));
  ATTN_ASSIGN_OR_RETURN(
      std::unique_ptr<CatalogFile> catalog,
      open_catalog(request.catalog, std::move(bytes),
                   request.to.empty() ? std::nullopt : std::optional<std::string>(request.to),
                   request.from.empty() ? std::nullopt : std::optional<std::string>(request.from)));

  LocalizeReport report;
  report.format = catalog->format_name();
  report.marked_for_review = catalog->marks_review();
  report.to = !request.to.empty() ? request.to : catalog->target_language().value_or("");
  if (report.to.empty()) report.to = language_from_path(request.catalog);
  if (report.to.empty())
    return Status::Error(StatusCode::kInvalidArgument, "%s states no target language; give one (--to LANG)",
                         request.catalog.c_str());
  report.from = !request.from.empty() ? request.from : catalog->source_language().value_or("en");
  ATTN_RETURN_IF_ERROR(catalog->set_target_language(report.to));

  Glossary glossary;
  if (!request.glossary.empty()) {
    ATTN_ASSIGN_OR_RETURN(const std::string text, read_text(request.glossary));
    ATTN_ASSIGN_OR_RETURN(glossary, Glossary::parse(text, request.glossary));
  }
  if (!request.models) return Status::Error(StatusCode::kInvalidArgument, "no way to find a model");
  ATTN_ASSIGN_OR_RETURN(report.models, request.models(report.from, report.to));
  ATTN_ASSIGN_OR_RETURN(std::unique_ptr<AttnLineTranslator> translator,
                        AttnLineTranslator::create(report.models, request.threads, request.batch, request.beam));

  FillOptions options;
  options.overwrite = request.overwrite;
  options.glossary = request.glossary.empty() ? nullptr : &glossary;
  options.progress = request.progress;
  FillResult filled = fill_catalog(*catalog, *translator, options);
  ATTN_ASSIGN_OR_RETURN(const std::string out, catalog->write(filled.fills));
  ATTN_RETURN_IF_ERROR(checkpoint::write_file_atomic(request.output, out));
  report.summary = std::move(filled.summary);
  return report;
}

}  // namespace attn::localize
