// The C API's error channel: the message of the last failed call, kept per thread (like dlerror) so that
// reporting an error never allocates and never races between translators on different threads.
#pragma once

#include "attn/attn.h"
#include "base/src/core/status.h"

namespace attn {

// Records status as this thread's last error (when it is not OK) and returns its code as the C API's.
attn_status report(const Status& status);

}  // namespace attn
