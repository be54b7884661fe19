#include "localize/src/formats/apple_strings/strings_encoding.h"

#include <iconv.h>

#include <algorithm>
#include <cerrno>

#include "base/src/text/utf8.h"

namespace attn::localize::apple {
namespace {

constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";
constexpr std::string_view kUtf16LEBom = "\xFF\xFE";
constexpr std::string_view kUtf16BEBom = "\xFE\xFF";

// Converts with the C library's iconv. On bytes that are not valid in `from`, the result is an error and
// converted what came before them.
Status convert(std::string_view in, const char* from, const char* to, std::string& converted) {
  converted.clear();
  iconv_t cd = iconv_open(to, from);
  if (cd == reinterpret_cast<iconv_t>(-1))
    return Status::Error(StatusCode::kUnsupported, "this system cannot convert %s to %s", from, to);
  char* in_at = const_cast<char*>(in.data());
  size_t in_left = in.size();
  char buffer[4096];
  Status status = Status::Ok();
  while (in_left > 0) {
    char* out_at = buffer;
    size_t out_left = sizeof(buffer);
    const size_t done = iconv(cd, &in_at, &in_left, &out_at, &out_left);
    converted.append(buffer, static_cast<size_t>(out_at - buffer));
    if (done == static_cast<size_t>(-1) && errno != E2BIG) {
      status = Status::Error(StatusCode::kInvalidArgument, "%s",
                             errno == EINVAL ? "the file ends inside a character" : "invalid bytes");
      break;
    }
  }
  iconv_close(cd);
  return status;
}

Result<DecodedText> decode_as(std::string_view path, std::string_view body, Encoding encoding) {
  DecodedText text;
  text.encoding = encoding;
  const bool is_utf8 = encoding == Encoding::kUtf8 || encoding == Encoding::kUtf8Bom;
  const bool little = encoding == Encoding::kUtf16LE || encoding == Encoding::kUtf16LEBom;
  std::string converted;
  size_t failed_at = 0;
  Status status = Status::Ok();
  if (is_utf8) {
    // UTF-8 is checked and kept as it is; a sequence cut off by the end of the file is told apart from bytes
    // that are wrong where they stand.
    failed_at = utf8::find_invalid(body);
    if (failed_at != std::string_view::npos) {
      const size_t rest = body.size() - failed_at;
      const auto lead = static_cast<unsigned char>(body[failed_at]);
      const size_t announced = (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : (lead >> 3) == 0x1E ? 4 : 0;
      const bool cut_off = announced > rest &&
                           std::all_of(body.begin() + failed_at + 1, body.end(),
                                       [](char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; });
      status = Status::Error(StatusCode::kInvalidArgument, "%s",
                             cut_off ? "the file ends inside a character" : "invalid bytes");
    }
  } else {
    status = convert(body, little ? "UTF-16LE" : "UTF-16BE", "UTF-8", converted);
  }
  if (!status.ok()) {
    const std::string_view before = is_utf8 ? body.substr(0, failed_at) : std::string_view(converted);
    const long line = 1 + std::count(before.begin(), before.end(), '\n');
    return Status::Error(StatusCode::kInvalidArgument, "%s: line %ld: %s in %s text",
                         std::string(path).c_str(), line, status.message(),
                         std::string(encoding_name(encoding)).c_str());
  }
  text.utf8 = is_utf8 ? std::string(body) : std::move(converted);
  return text;
}

}  // namespace

std::string_view encoding_name(Encoding encoding) {
  switch (encoding) {
    case Encoding::kUtf8:
      return "UTF-8";
    case Encoding::kUtf8Bom:
      return "UTF-8 (with a byte-order mark)";
    case Encoding::kUtf16LE:
    case Encoding::kUtf16LEBom:
      return "UTF-16LE";
    case Encoding::kUtf16BE:
    case Encoding::kUtf16BEBom:
      return "UTF-16BE";
  }
  return "?";
}

Result<DecodedText> decode_strings_file(std::string_view path, std::string_view bytes) {
  if (bytes.starts_with(kUtf8Bom)) return decode_as(path, bytes.substr(3), Encoding::kUtf8Bom);
  if (bytes.starts_with(kUtf16LEBom)) return decode_as(path, bytes.substr(2), Encoding::kUtf16LEBom);
  if (bytes.starts_with(kUtf16BEBom)) return decode_as(path, bytes.substr(2), Encoding::kUtf16BEBom);
  // Without a mark, UTF-16 shows as a zero byte beside the first (ASCII) character: a .strings file starts
  // with white space, a comment or a quote, and no UTF-8 text holds a zero byte there.
  if (bytes.size() >= 2 && bytes[0] != '\0' && bytes[1] == '\0')
    return decode_as(path, bytes, Encoding::kUtf16LE);
  if (bytes.size() >= 2 && bytes[0] == '\0' && bytes[1] != '\0')
    return decode_as(path, bytes, Encoding::kUtf16BE);
  return decode_as(path, bytes, Encoding::kUtf8);
}

Result<std::string> encode_strings_file(std::string_view utf8, Encoding encoding) {
  std::string out;
  switch (encoding) {
    case Encoding::kUtf8:
      return std::string(utf8);
    case Encoding::kUtf8Bom:
      return std::string(kUtf8Bom) + std::string(utf8);
    case Encoding::kUtf16LEBom:
      out = kUtf16LEBom;
      [[fallthrough]];
    case Encoding::kUtf16LE: {
      std::string body;
      ATTN_RETURN_IF_ERROR(convert(utf8, "UTF-8", "UTF-16LE", body));
      return out + body;
    }
    case Encoding::kUtf16BEBom:
      out = kUtf16BEBom;
      [[fallthrough]];
    case Encoding::kUtf16BE: {
      std::string body;
      ATTN_RETURN_IF_ERROR(convert(utf8, "UTF-8", "UTF-16BE", body));
      return out + body;
    }
  }
  return Status::Error(StatusCode::kInternal, "unknown encoding");
}

}  // namespace attn::localize::apple
