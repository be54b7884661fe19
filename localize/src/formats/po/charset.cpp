#include "localize/src/formats/po/charset.h"

#include <iconv.h>
#include <strings.h>

#include <cerrno>

namespace attn::localize {

bool is_utf8_charset(std::string_view charset) {
  const std::string c(charset);
  return c.empty() || strcasecmp(c.c_str(), "UTF-8") == 0 || strcasecmp(c.c_str(), "UTF8") == 0 ||
         strcasecmp(c.c_str(), "ASCII") == 0 || strcasecmp(c.c_str(), "US-ASCII") == 0 || c == "CHARSET";
}

Result<std::string> convert_charset(std::string_view text, const std::string& from, const std::string& to) {
  iconv_t cd = iconv_open(to.c_str(), from.c_str());
  if (cd == reinterpret_cast<iconv_t>(-1))
    return Status::Error(StatusCode::kUnsupported, "no conversion from charset %s to %s", from.c_str(),
                         to.c_str());
  std::string out(text.size() * 4 + 16, '\0');
  char* in = const_cast<char*>(text.data());
  size_t in_left = text.size();
  char* dst = out.data();
  size_t out_left = out.size();
  const size_t r = iconv(cd, &in, &in_left, &dst, &out_left);
  const int error = errno;
  iconv_close(cd);
  if (r == static_cast<size_t>(-1)) {
    return Status::Error(StatusCode::kInvalidArgument, "%s to %s: %s at byte %zu", from.c_str(), to.c_str(),
                         error == EILSEQ ? "a character with no equivalent" : "incomplete text",
                         text.size() - in_left);
  }
  out.resize(out.size() - out_left);
  return out;
}

}  // namespace attn::localize
