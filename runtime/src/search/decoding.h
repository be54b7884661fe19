// Decoding a batch of sentences in lockstep (as CTranslate2's decoding.cc): every decoder step runs all open
// hypotheses of all sentences through the model at once, each sentence's search (search.h) chooses its next
// hypotheses from its rows, and a finished sentence drops out of the steps that follow. The model is behind
// StepModel (model::Decoder implements it), so this loop owns only the order of the rows.
#pragma once

#include <cstddef>
#include <cstdint>

#include "base/src/core/status.h"
#include "runtime/src/core/arena.h"
#include "runtime/src/core/call_stop.h"
#include "runtime/src/search/search.h"

namespace attn::search {

// Which hypothesis slot (KV cache rows) and which sentence each row of a step is. Rows of one sentence are
// consecutive.
struct StepRows {
  const int32_t* slots = nullptr;      // [rows]
  const int32_t* sentences = nullptr;  // [rows]
};

// The model side of a decode.
class StepModel {
 public:
  virtual ~StepModel() = default;
  // One decoder step: row r feeds tokens[r] at `position` for hypothesis slot rows.slots[r] of sentence
  // rows.sentences[r]. Returns the step's output, valid until the next call.
  virtual Result<const float*> step(const int32_t* tokens, size_t count, size_t position,
                                    const StepRows& rows) = 0;
  // Sentence `sentence`'s log-probabilities in a step's output, its rows starting at row `first_row`.
  virtual StepLogProbs log_probs(size_t sentence, const float* output, size_t first_row) const = 0;
  // Sentence `sentence`'s hypotheses [0, count) now continue its former hypotheses parents[i]: their KV cache
  // rows for positions [0, positions) follow.
  virtual void reorder(size_t sentence, const int32_t* parents, size_t count, size_t positions) = 0;
};

class BatchDecoding {
 public:
  // Carves one step's rows for max_batch sentences of up to beam hypotheses each (a measuring arena only
  // counts them). Sentence j's hypothesis i keeps KV cache slot j × beam + i.
  BatchDecoding(size_t max_batch, size_t beam, Arena& arena);

  // Decodes sentences [0, n) (n <= max_batch) until none is open: searches[j] started, or nullptr for a
  // sentence with nothing to decode. Each search's result() is then final. Fails with the model's status, or
  // with stop's, checked before every step (cancellation, time limit).
  Status decode(SentenceSearch* const* searches, size_t n, StepModel& model, const CallStop& stop);

 private:
  size_t beam_;
  int32_t* tokens_;     // [max_batch × beam] a step's rows
  int32_t* slots_;      // [max_batch × beam]
  int32_t* sentences_;  // [max_batch × beam]
  size_t* rows_;        // [max_batch] rows each sentence fed to the step
};

}  // namespace attn::search
