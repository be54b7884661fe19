// XLIFF 1.2 and 2.0 (2.1, 2.2 read as 2.0) catalogs: one entry per <trans-unit> (1.2) or per <segment> of a
// <unit> (2.0). Inline elements stay in the entry texts as their exact XML bytes (<x id="1"/>, <g id="2">,
// </g>), so that placeholder protection treats them as tags and the writer puts them back byte for byte; the
// text around them is plain (entities decoded). XLIFF has no plural forms: a plural message is two units.
//
// A filled 1.2 target gets state="needs-review-translation"; a filled 2.0 segment gets state="translated" and
// its unit a <note category="attn"> saying the target is a machine translation to review (and the fill's
// note).
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "base/src/core/status.h"
#include "localize/src/catalog/catalog.h"

namespace attn::localize {

// An .xlf or .xliff file name, or an <xliff root element near the start of the bytes.
bool looks_like_xliff(std::string_view path, std::string_view bytes);

Result<std::unique_ptr<CatalogFile>> read_xliff(std::string_view path, std::string bytes);

}  // namespace attn::localize
