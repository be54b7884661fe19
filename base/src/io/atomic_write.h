// Durable replacement of files and directories: everything is written beside its final name and renamed into
// place, so that a reader (or a run resumed after a crash) sees either the old complete file or directory or
// the new one, never a partial one. The one helper for this in the tree; errors name the path and the OS
// reason.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "base/src/core/status.h"

namespace attn::checkpoint {

// Removes a directory tree, ignoring errors: cleaning up after a failure, or an old directory that was
// already replaced, may not turn the outcome into another error.
void remove_tree(const std::string& path);

// "<path>.tmp-<pid>": where a writer prepares path before renaming it into place. A leftover from a crashed
// process carries that process's pid, so writers in other processes never collide with it.
std::string temporary_path(const std::string& path);
// Writes bytes to temporary_path(path), fsyncs it, renames it over path and fsyncs the parent directory.
// Nothing is left behind on failure.
Status write_file_atomic(const std::string& path, std::span<const uint8_t> bytes);
Status write_file_atomic(const std::string& path, std::string_view text);
// Puts the complete directory prepared at tmp in place at dir, then fsyncs dir's parent. An existing dir is
// exchanged with renameat2(RENAME_EXCHANGE) and deleted only after the new one is in place (or, where the
// file system cannot exchange, moved aside first), so dir is always either the old complete directory or the
// new one. On failure tmp is left for the caller to remove.
Status install_directory(const std::string& tmp, const std::string& dir);

}  // namespace attn::checkpoint
