// Upper bounds on attn_translator_options that do not depend on the model, so that every buffer size
// computed from the options stays far from overflow. plan_translator (translate/plan.cpp) refuses values
// above them; attn_translator_options_get_limits reports them, so that front ends (the CLI's --batch) check
// and grow against the same numbers.
#pragma once

#include <cstdint>

namespace attn {

inline constexpr int32_t kMaxBeam = 64;
inline constexpr float kMaxLengthPenalty = 10.f;
inline constexpr int32_t kMaxInputBytes = 1 << 24;
inline constexpr int32_t kMaxExtraTokens = 1 << 16;
inline constexpr int32_t kMaxThreads = 256;
inline constexpr int32_t kMaxBatch = 256;

}  // namespace attn
