#include "runtime/src/search/decoding.h"

namespace attn::search {

BatchDecoding::BatchDecoding(size_t max_batch, size_t beam, Arena& arena)
    : beam_(beam),
      tokens_(arena.allocate<int32_t>(max_batch * beam)),
      slots_(arena.allocate<int32_t>(max_batch * beam)),
      sentences_(arena.allocate<int32_t>(max_batch * beam)),
      rows_(arena.allocate<size_t>(max_batch)) {}

Status BatchDecoding::decode(SentenceSearch* const* searches, size_t n, StepModel& model,
                             const CallStop& stop) {
  // One decoder step per position, until no sentence is open. The rows of a step are each open sentence's
  // hypotheses, sentence after sentence.
  for (size_t position = 0;; ++position) {
    size_t rows = 0;
    for (size_t j = 0; j < n; ++j) {
      rows_[j] = 0;
      if (searches[j] == nullptr) continue;
      const SentenceSearch& search = *searches[j];
      const size_t open = search.open();
      for (size_t i = 0; i < open; ++i) {
        tokens_[rows + i] = search.last_tokens()[i];
        slots_[rows + i] = static_cast<int32_t>(j * beam_ + i);
        sentences_[rows + i] = static_cast<int32_t>(j);
      }
      rows_[j] = open;
      rows += open;
    }
    bool any_open = false;
    for (size_t j = 0; j < n; ++j) any_open = any_open || (searches[j] != nullptr && searches[j]->open() > 0);
    if (!any_open) break;
    ATTN_RETURN_IF_ERROR(stop.check());
    ATTN_ASSIGN_OR_RETURN(const float* output, model.step(tokens_, rows, position, {slots_, sentences_}));
    size_t row = 0;
    for (size_t j = 0; j < n; ++j) {
      if (rows_[j] > 0 && searches[j]->open() > 0) {
        SentenceSearch& search = *searches[j];
        const bool done = search.advance(model.log_probs(j, output, row));
        if (!done && search.reorder_needed())
          model.reorder(j, search.parents(), search.open(), search.position());
      }
      row += rows_[j];
    }
  }
  return Status::Ok();
}

}  // namespace attn::search
