// Whether this system's iconv converts between two encodings. glibc converts most of them through loadable
// gconv modules, which a system may lack (the arm64 sysroot the tests run in under qemu has only the C
// library's built-in UTF-8 and UCS-4): there attn localize refuses such a file with a message naming the
// conversion, and the tests that need the conversion skip.
#pragma once

#include <iconv.h>

namespace attn::test {

inline bool iconv_converts(const char* from, const char* to = "UTF-8") {
  iconv_t cd = iconv_open(to, from);
  if (cd == reinterpret_cast<iconv_t>(-1)) return false;
  iconv_close(cd);
  return true;
}

}  // namespace attn::test
