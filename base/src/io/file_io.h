// Whole-file reads and durable writes for checkpoint files. Errors name the path and the OS reason.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "base/src/core/status.h"

namespace attn::checkpoint {

// Refuses files larger than max_bytes (so that a wrong path cannot exhaust memory).
Result<std::vector<uint8_t>> read_file_bytes(const std::string& path, uint64_t max_bytes = 1ull << 36);
// Creates or truncates path, writes all bytes and fsyncs the file.
Status write_file_synced(const std::string& path, std::span<const uint8_t> bytes);
// fsyncs a directory so that entries created or renamed in it are durable.
Status fsync_directory(const std::string& path);

}  // namespace attn::checkpoint
