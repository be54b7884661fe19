// Shared by the int8 conversion suites: calibration text for the random test checkpoint (the ende-8k
// tokenizer's source language) and helpers that write it.
#pragma once

#include <fstream>
#include <string>
#include <vector>

namespace attn::convert {

// Source sentences in the style of the corpus (Debian package descriptions), each well under the small test
// architecture's 64 positions.
inline const std::vector<std::string>& calibration_sentences() {
  static const std::vector<std::string> sentences = {
      "Real-time strategy game of ancient warfare",
      "This package contains the main data files.",
      "Ping utility to determine directional packet loss",
      "It converts address books and alias files into the vCard format.",
      "Common files for terminal emulators",
      "Provides a challenging game to all but the most skilled players.",
      "Visualisation and analysis for single valued point data",
      "This package contains the development headers of the library.",
      "A fast, small web server with a simple configuration file.",
      "The documentation is available in HTML and PDF formats.",
      "Command line tool to download files over HTTP and FTP",
      "It supports plugins written in Python and Lua.",
  };
  return sentences;
}

// One line each, with blank lines and a CRLF line mixed in (readers must skip and strip them).
inline void write_lines(const std::string& path, const std::vector<std::string>& lines) {
  std::ofstream out(path, std::ios::binary);
  for (size_t i = 0; i < lines.size(); ++i) {
    out << lines[i] << (i == 1 ? "\r\n" : "\n");
    if (i % 4 == 0) out << "  \t\n";
  }
}

}  // namespace attn::convert
