// Qt Linguist .ts catalogs: one entry per <message> (context: the <context>'s <name>, and the message's
// <comment> disambiguation after " | "), numerus messages with one form per <numerusform> of the target
// language's Qt plural rule. Texts are the XML text decoded (Qt writes no escapes of its own). A message
// whose translation is type="vanished" or "obsolete" is not translatable; type="unfinished" with a text needs
// review. A fill is written as the <translation>'s content and keeps (or gets) type="unfinished", which is
// how Qt Linguist marks a translation to review and what lrelease still compiles; a fill's note goes into a
// <translatorcomment>.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "base/src/core/status.h"
#include "localize/src/catalog/catalog.h"

namespace attn::localize {

// A <TS root element near the start of the bytes (.ts alone would take TypeScript sources too).
bool looks_like_qt_ts(std::string_view path, std::string_view bytes);

Result<std::unique_ptr<CatalogFile>> read_qt_ts(std::string_view path, std::string bytes);

}  // namespace attn::localize
