// search::BatchDecoding over a toy model whose next-token distributions depend on each hypothesis's own
// prefix (kept per KV cache slot and moved by reorder(), as a decoder's cache rows are): sentences decoded
// together get what each gets alone, a sentence without a search is skipped, and a call's stop (a cancel
// request, as attn_translator_cancel makes) stops the decode before its next step.
#include "runtime/src/search/decoding.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "runtime/src/core/arena.h"
#include "runtime/src/core/call_stop.h"
#include "runtime/src/search/search.h"

namespace attn::search {
namespace {

constexpr int32_t kBos = 2, kEos = 3;
constexpr size_t kVocab = 9;
constexpr size_t kBeam = 3;
constexpr size_t kMaxBatch = 4;
constexpr size_t kMaxLength = 12;

class PrefixModel final : public StepModel {
 public:
  // seeds[j]: sentence j's distributions.
  explicit PrefixModel(std::vector<uint32_t> seeds)
      : seeds_(std::move(seeds)), prefixes_(kMaxBatch * kBeam) {}

  Result<const float*> step(const int32_t* tokens, size_t count, size_t position,
                            const StepRows& rows) override {
    const int32_t* slots = rows.slots;
    const int32_t* sentences = rows.sentences;
    output_.assign(count * kVocab, 0.f);
    for (size_t r = 0; r < count; ++r) {
      EXPECT_EQ(static_cast<size_t>(slots[r]) / kBeam, static_cast<size_t>(sentences[r])) << "row " << r;
      std::vector<int32_t>& prefix = prefixes_[static_cast<size_t>(slots[r])];
      if (position == 0) {
        EXPECT_EQ(tokens[r], kBos);
        prefix.clear();
      } else {
        prefix.push_back(tokens[r]);
      }
      // Pseudo-random weights from the sentence's seed and the prefix; eos grows likelier with length.
      uint32_t h = seeds_[static_cast<size_t>(sentences[r])] * 2654435761u;
      for (int32_t t : prefix) h = (h ^ static_cast<uint32_t>(t)) * 16777619u;
      double weights[kVocab], sum = 0.0;
      for (size_t v = 0; v < kVocab; ++v) {
        const uint32_t x = (h ^ static_cast<uint32_t>(v * 40503u)) * 2246822519u;
        weights[v] = v == static_cast<size_t>(kBos) ? 1e-6 : 0.05 + (x >> 8) / double(1u << 24);
        if (v == static_cast<size_t>(kEos)) weights[v] += 0.15 * static_cast<double>(prefix.size());
        sum += weights[v];
      }
      for (size_t v = 0; v < kVocab; ++v)
        output_[r * kVocab + v] = static_cast<float>(std::log(weights[v] / sum));
    }
    ++steps_;
    rows_ += count;
    if (stop_ != nullptr && steps_ == stop_after_) stop_->cancel();
    return output_.data();
  }

  StepLogProbs log_probs(size_t, const float* output, size_t first_row) const override {
    return StepLogProbs{output + first_row * kVocab, kVocab, kVocab, nullptr};
  }

  void reorder(size_t sentence, const int32_t* parents, size_t count, size_t) override {
    std::vector<std::vector<int32_t>> next(count);
    for (size_t i = 0; i < count; ++i)
      next[i] = prefixes_[sentence * kBeam + static_cast<size_t>(parents[i])];
    for (size_t i = 0; i < count; ++i) prefixes_[sentence * kBeam + i] = next[i];
  }

  size_t rows() const { return rows_; }
  // Cancels stop's call once `steps` steps have run.
  void cancel_after(CallStop& stop, size_t steps) {
    stop_ = &stop;
    stop_after_ = steps;
    if (steps == 0) stop.cancel();
  }

 private:
  std::vector<uint32_t> seeds_;
  std::vector<std::vector<int32_t>> prefixes_;  // per KV cache slot
  std::vector<float> output_;
  size_t steps_ = 0;
  size_t rows_ = 0;
  CallStop* stop_ = nullptr;
  size_t stop_after_ = 0;
};

struct Decoded {
  Status status;
  std::vector<SearchResult> results;
  std::vector<std::vector<int32_t>> tokens;
  size_t rows = 0;
};

// Decodes sentences with the given seeds (0: no search for that sentence) in one batch.
Decoded decode(const std::vector<uint32_t>& seeds, size_t beam, int stop_at_step = -1) {
  Arena measure;
  BatchDecoding counted(kMaxBatch, kBeam, measure);
  std::vector<std::unique_ptr<BeamSearch>> counted_beams;
  for (size_t j = 0; j < seeds.size(); ++j)
    counted_beams.push_back(std::make_unique<BeamSearch>(kBeam, kMaxLength, measure));
  std::vector<std::byte> buffer(measure.used());
  Arena arena(buffer.data(), buffer.size());
  BatchDecoding decoding(kMaxBatch, kBeam, arena);
  std::vector<std::unique_ptr<SentenceSearch>> owned;
  std::vector<SentenceSearch*> searches;
  Decoded d;
  d.tokens.assign(seeds.size(), std::vector<int32_t>(kMaxLength, -1));
  for (size_t j = 0; j < seeds.size(); ++j) {
    if (beam == 1) {
      owned.push_back(std::make_unique<GreedySearch>());
    } else {
      owned.push_back(std::make_unique<BeamSearch>(kBeam, kMaxLength, arena));
    }
    SearchOptions options;
    options.beam_size = beam;
    options.max_length = kMaxLength;
    options.bos_id = kBos;
    options.eos_id = kEos;
    owned.back()->start(options, d.tokens[j].data());
    searches.push_back(seeds[j] == 0 ? nullptr : owned.back().get());
  }
  EXPECT_FALSE(arena.overflowed());
  PrefixModel model(seeds);
  CallStop stop;
  stop.begin_call();
  if (stop_at_step >= 0) model.cancel_after(stop, static_cast<size_t>(stop_at_step));
  d.status = decoding.decode(searches.data(), searches.size(), model, stop);
  for (size_t j = 0; j < seeds.size(); ++j) {
    d.results.push_back(searches[j] != nullptr ? searches[j]->result() : SearchResult());
    d.tokens[j].resize(d.results.back().length);
  }
  d.rows = model.rows();
  return d;
}

TEST(BatchDecoding, SentencesDecodedTogetherGetWhatEachGetsAlone) {
  const std::vector<uint32_t> seeds = {11, 0, 23, 37};
  for (size_t beam : {size_t{1}, kBeam}) {
    SCOPED_TRACE(beam);
    const Decoded together = decode(seeds, beam);
    ASSERT_TRUE(together.status.ok()) << together.status.message();
    EXPECT_EQ(together.results[1].length, 0u) << "a sentence without a search is skipped";
    bool lengths_differ = false;
    for (size_t j : {size_t{0}, size_t{2}, size_t{3}}) {
      const Decoded alone = decode({seeds[j]}, beam);
      ASSERT_TRUE(alone.status.ok());
      EXPECT_EQ(together.tokens[j], alone.tokens[0]) << "sentence " << j;
      EXPECT_EQ(together.results[j].score, alone.results[0].score) << "sentence " << j;
      EXPECT_EQ(together.results[j].ended_with_eos, alone.results[0].ended_with_eos) << "sentence " << j;
      lengths_differ = lengths_differ || together.results[j].length != together.results[0].length;
    }
    EXPECT_TRUE(lengths_differ) << "the test needs sentences that finish at different steps";
  }
}

TEST(BatchDecoding, AStopEndsTheDecodeWithItsStatus) {
  const Decoded stopped = decode({11, 23}, kBeam, 2);
  EXPECT_EQ(stopped.status.code(), StatusCode::kCancelled);
  EXPECT_EQ(stopped.rows, 2u + 2 * kBeam)
      << "two steps ran: bos for each sentence, then its k open hypotheses";
}

}  // namespace
}  // namespace attn::search
