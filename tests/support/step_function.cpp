#include "tests/support/step_function.h"

namespace attn::test {

search::SearchResult run_search(StepFunction& model, search::SentenceSearch& search,
                                const search::SearchOptions& options, int32_t* out_tokens) {
  search.start(options, out_tokens);
  while (search.open() > 0) {
    const float* log_probs = model.step(search.last_tokens(), search.open(), search.position());
    if (search.advance(log_probs, model.vocab_size())) break;
    if (search.reorder_needed()) model.reorder(search.parents(), search.open(), search.position());
  }
  return search.result();
}

search::SearchResult greedy_search(StepFunction& model, const search::SearchOptions& options,
                                   int32_t* out_tokens) {
  search::GreedySearch search;
  return run_search(model, search, options, out_tokens);
}

}  // namespace attn::test
