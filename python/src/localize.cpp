#include "python/src/localize.h"

#include <nanobind/stl/function.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/vector.h>

#include <string>
#include <vector>

#include "localize/src/fill/localize_file.h"
#include "python/src/errors.h"

namespace nb = nanobind;

namespace attn::python {
namespace {

nb::list problems_as_list(const std::vector<localize::FillProblem>& problems) {
  nb::list out;
  for (const localize::FillProblem& p : problems) {
    nb::dict d;
    d["line"] = p.line;
    d["key"] = p.key;
    d["message"] = p.message;
    out.append(d);
  }
  return out;
}

nb::dict localize_catalog(const std::string& catalog, const std::string& output, const std::string& to,
                          const std::string& source, const std::string& glossary, bool overwrite,
                          const std::function<std::vector<std::string>(std::string, std::string)>& models_for,
                          int threads, int batch, int beam) {
  localize::LocalizeRequest request;
  request.catalog = catalog;
  request.output = output;
  request.to = to;
  request.from = source;
  request.glossary = glossary;
  request.overwrite = overwrite;
  request.threads = threads;
  request.batch = batch;
  request.beam = beam;
  // The model search is Python's: called with the GIL held, while translation runs without it.
  request.models = [&](const std::string& from,
                       const std::string& target) -> Result<std::vector<std::string>> {
    nb::gil_scoped_acquire gil;
    return models_for(from, target);
  };
  Result<localize::LocalizeReport> result = Status::Error(StatusCode::kInternal, "not run");
  {
    nb::gil_scoped_release released;
    result = localize::localize_file(request);
  }
  // StatusCode has the public codes' values (runtime/src/api/status_code.h checks each).
  if (!result.ok()) {
    throw StatusError(ErrorKind::kStatus, static_cast<attn_status>(result.status().code()),
                      result.status().message());
  }
  const localize::LocalizeReport& r = result.value();
  const localize::FillSummary& s = r.summary;
  nb::dict out;
  out["format"] = r.format;
  out["marked_for_review"] = r.marked_for_review;
  out["source"] = r.from;
  out["to"] = r.to;
  out["models"] = r.models;
  out["entries"] = s.entries;
  out["filled"] = s.filled;
  out["skipped"] = s.skipped;
  out["filled_plain"] = s.plain;
  out["filled_markup"] = s.markup;
  out["glossary_terms"] = s.glossary_terms;
  out["problems"] = problems_as_list(s.problems);
  out["notes"] = problems_as_list(s.notes);
  return out;
}

}  // namespace

void bind_localize(nb::module_& m) {
  m.def("_localize", &localize_catalog, nb::arg("catalog"), nb::arg("output"), nb::arg("to"),
        nb::arg("source"), nb::arg("glossary"), nb::arg("overwrite"), nb::arg("models_for"),
        nb::arg("threads"), nb::arg("batch"), nb::arg("beam"),
        "Fills one catalog file (attn.localize is the public function).");
}

}  // namespace attn::python
