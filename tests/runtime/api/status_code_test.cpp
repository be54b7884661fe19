// StatusCode <-> attn_status at the C API: each code and the public status of its name, both ways, and what a
// value outside attn_status becomes. (status_code.h's static_assert checks the values and the round trip at
// compile time; this table says which code is which.)
#include "runtime/src/api/status_code.h"

#include <gtest/gtest.h>

#include <utility>

#include "runtime/src/api/error.h"

namespace attn {
namespace {

constexpr std::pair<StatusCode, attn_status> kNames[] = {
    {StatusCode::kOk, ATTN_OK},
    {StatusCode::kInvalidArgument, ATTN_ERROR_INVALID_ARGUMENT},
    {StatusCode::kIo, ATTN_ERROR_IO},
    {StatusCode::kInvalidModel, ATTN_ERROR_INVALID_MODEL},
    {StatusCode::kUnsupported, ATTN_ERROR_UNSUPPORTED},
    {StatusCode::kOutOfMemory, ATTN_ERROR_OUT_OF_MEMORY},
    {StatusCode::kInputTooLong, ATTN_ERROR_INPUT_TOO_LONG},
    {StatusCode::kBufferTooSmall, ATTN_ERROR_BUFFER_TOO_SMALL},
    {StatusCode::kInternal, ATTN_ERROR_INTERNAL},
    {StatusCode::kCancelled, ATTN_ERROR_CANCELLED},
};

TEST(StatusCodes, EachMapsToThePublicStatusOfItsNameAndBack) {
  static_assert(std::size(kNames) == static_cast<size_t>(StatusCode::kCancelled) + 1, "a code is missing");
  for (const auto& [code, status] : kNames) {
    SCOPED_TRACE(attn_status_name(status));
    EXPECT_EQ(to_attn_status(code), status);
    EXPECT_EQ(to_status_code(status), code);
  }
}

TEST(StatusCodes, AValueOutsideThePublicStatusesIsInternal) {
  EXPECT_EQ(to_status_code(77), StatusCode::kInternal);
  EXPECT_EQ(to_status_code(-1), StatusCode::kInternal);
}

TEST(StatusCodes, AFailedStatusIsReportedAsItsPublicCodeWithItsMessage) {
  EXPECT_EQ(report(Status::Error(StatusCode::kInputTooLong, "the text has more than %d tokens", 5)),
            ATTN_ERROR_INPUT_TOO_LONG);
  EXPECT_STREQ(attn_last_error_message(), "the text has more than 5 tokens");
  EXPECT_EQ(report(Status::Ok()), ATTN_OK);
  EXPECT_STREQ(attn_last_error_message(), "the text has more than 5 tokens") << "OK keeps the last error";
}

}  // namespace
}  // namespace attn
