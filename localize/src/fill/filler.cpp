#include "localize/src/fill/filler.h"

#include <algorithm>
#include <cstdint>
#include <map>

#include "localize/src/protect/mask.h"

namespace attn::localize {
namespace {

// One source text to translate (an entry's source, or its plural source) and what became of it.
struct Job {
  size_t entry;
  MaskedText masked;
  std::vector<TranslatedLine> lines;
  std::string error;  // the last check that failed
  bool done = false, used_markup = false;
  Unmasked result;
};

// Translates the given lines of every job in the requested form: identical lines are translated once, chunk
// lines a call.
void translate_lines(std::vector<Job>& jobs, const std::vector<size_t>& which, bool markup,
                     LineTranslator& translator, const FillOptions& options, size_t& done_entries,
                     size_t total_entries) {
  std::map<std::string, size_t> unique_index;
  std::vector<std::string> unique;
  struct Use {
    size_t job, line, text;
  };
  std::vector<Use> uses;
  for (size_t j : which) {
    const MaskedText& m = jobs[j].masked;
    for (size_t l = 0; l < m.lines.size(); ++l) {
      const MaskedLine& line = m.lines[l];
      if (line.plain.empty() || (markup && !line.markup)) continue;  // blank, or the plain form serves
      const std::string& text = markup ? line.text : line.plain;
      auto [it, added] = unique_index.emplace(text, unique.size());
      if (added) unique.push_back(text);
      uses.push_back({j, l, it->second});
    }
  }
  std::vector<Result<std::string>> translated;
  for (size_t at = 0; at < unique.size(); at += options.chunk) {
    const size_t n = std::min(options.chunk, unique.size() - at);
    auto part = translator.translate(std::span<const std::string>(unique).subspan(at, n), markup);
    for (auto& r : part) translated.push_back(std::move(r));
    if (options.progress && !markup) {
      const size_t estimate = total_entries * (at + n) / std::max<size_t>(unique.size(), 1);
      options.progress(std::max(done_entries, estimate), total_entries);
    }
  }
  for (const Use& u : uses) {
    Job& job = jobs[u.job];
    if (!translated[u.text].ok()) {
      job.error = translated[u.text].status().message();
      job.lines[u.line] = {"", markup};
    } else {
      job.lines[u.line] = {translated[u.text].value(), markup};
    }
  }
}

void check_jobs(std::vector<Job>& jobs, const std::vector<size_t>& which, bool markup) {
  for (size_t j : which) {
    Job& job = jobs[j];
    auto r = unmask(job.masked, job.lines);
    if (r.ok()) {
      job.done = true;
      job.used_markup = markup;
      job.result = std::move(r).value();
    } else {
      job.error = r.status().message();
    }
  }
}

}  // namespace

FillResult fill_catalog(const CatalogFile& catalog, LineTranslator& translator, const FillOptions& options) {
  FillResult out;
  FillSummary& s = out.summary;
  const std::vector<CatalogEntry>& entries = catalog.entries();
  s.entries = entries.size();

  TermFinder finder;
  if (options.glossary != nullptr)
    finder = [g = options.glossary](std::string_view line) { return g->find(line); };

  std::vector<Job> jobs;
  std::vector<std::vector<size_t>> jobs_of_entry(entries.size());  // per entry: job per form
  std::vector<size_t> todo;
  for (size_t i = 0; i < entries.size(); ++i) {
    const CatalogEntry& e = entries[i];
    if (!e.translatable || (!options.overwrite && e.is_translated())) {
      ++s.skipped;
      continue;
    }
    todo.push_back(i);
    auto add_job = [&](const std::string& source) {
      Job job{i, mask(source, finder), {}, "", false, false, {}};
      job.lines.resize(job.masked.lines.size());
      jobs.push_back(std::move(job));
      return jobs.size() - 1;
    };
    if (!e.is_plural()) {
      jobs_of_entry[i].push_back(add_job(e.source));
    } else {
      size_t singular = SIZE_MAX, plural = SIZE_MAX;
      for (int64_t sample : e.plural_samples) {
        size_t& job = sample == 1 ? singular : plural;
        if (job == SIZE_MAX) job = add_job(sample == 1 ? e.source : e.source_plural);
        jobs_of_entry[i].push_back(job);
      }
    }
  }
  s.to_fill = todo.size();

  size_t done_entries = 0;
  std::vector<size_t> all(jobs.size());
  for (size_t j = 0; j < jobs.size(); ++j) all[j] = j;
  translate_lines(jobs, all, false, translator, options, done_entries, todo.size());
  check_jobs(jobs, all, false);
  std::vector<size_t> retry;
  for (size_t j = 0; j < jobs.size(); ++j)
    if (!jobs[j].done && std::any_of(jobs[j].masked.lines.begin(), jobs[j].masked.lines.end(),
                                     [](const MaskedLine& l) { return l.markup; }))
      retry.push_back(j);
  if (!retry.empty()) {
    translate_lines(jobs, retry, true, translator, options, done_entries, todo.size());
    check_jobs(jobs, retry, true);
  }

  for (size_t i : todo) {
    const CatalogEntry& e = entries[i];
    Fill fill{i, {}, ""};
    std::string problem;
    bool markup = false;
    for (size_t j : jobs_of_entry[i]) {
      const Job& job = jobs[j];
      if (!job.done) {
        problem = job.error;
        break;
      }
      markup = markup || job.used_markup;
      fill.targets.push_back(job.result.text);
      if (!job.result.note.empty() && fill.note.find(job.result.note) == std::string::npos)
        fill.note += (fill.note.empty() ? "" : "; ") + job.result.note;
    }
    if (!problem.empty()) {
      s.problems.push_back({e.line, e.key, problem});
      continue;
    }
    std::vector<size_t> entry_jobs = jobs_of_entry[i];  // a job serves every form it fills: count it once
    std::sort(entry_jobs.begin(), entry_jobs.end());
    entry_jobs.erase(std::unique(entry_jobs.begin(), entry_jobs.end()), entry_jobs.end());
    for (size_t j : entry_jobs)
      s.glossary_terms += std::count(jobs[j].masked.is_term.begin(), jobs[j].masked.is_term.end(), true);
    ++s.filled;
    ++(markup ? s.markup : s.plain);
    if (!fill.note.empty()) s.notes.push_back({e.line, e.key, fill.note});
    out.fills.push_back(std::move(fill));
  }
  if (options.progress) options.progress(todo.size(), todo.size());
  return out;
}

}  // namespace attn::localize
