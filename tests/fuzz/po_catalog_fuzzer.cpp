// Fuzz target `po_catalog`: the input as a PO file. libgettextpo parses it and po_layout locates its entries;
// either may refuse it (a clear error, no crash). When it is read, writing no fills must give the input back
// byte for byte, and filling every entry with its own source must give a catalog that parses again; the mask
// of every source must round-trip through the identity translation (protect/), whatever the bytes.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "localize/src/formats/po/po_catalog.h"
#include "localize/src/protect/mask.h"
#include "tests/fuzz/fuzz_util.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  auto read = attn::localize::read_po("fuzz.po", bytes);
  if (!read.ok()) {
    ATTN_FUZZ_CHECK(read.status().message()[0] != '\0', "an error without a message");
    return 0;
  }
  const attn::localize::CatalogFile& po = *read.value();
  auto same = po.write({});
  ATTN_FUZZ_CHECK(same.ok() && same.value() == bytes, "no fills did not give the input back");
  std::vector<attn::localize::Fill> fills;
  for (size_t i = 0; i < po.entries().size(); ++i) {
    const attn::localize::CatalogEntry& e = po.entries()[i];
    attn::localize::Fill fill{i, {}, ""};
    for (int64_t sample : e.plural_samples) fill.targets.push_back(sample == 1 ? e.source : e.source_plural);
    if (!e.is_plural()) fill.targets.push_back(e.source);
    fills.push_back(std::move(fill));

    const attn::localize::MaskedText masked = attn::localize::mask(e.source);
    std::vector<attn::localize::TranslatedLine> identity;
    for (const attn::localize::MaskedLine& line : masked.lines) identity.push_back({line.text, true});
    auto back = attn::localize::unmask(masked, identity);
    // An accelerator with no letter to go on comes back as a note, and a line of only an accelerator has
    // nothing to translate; otherwise the identity translation gives the source back.
    if (back.ok() && back.value().note.empty() && !masked.accelerator)
      ATTN_FUZZ_CHECK(back.value().text == e.source, "mask/unmask changed a source");
  }
  auto filled = po.write(fills);
  // A charset that cannot hold a source (invalid bytes) is an error with a message; otherwise it must parse.
  ATTN_FUZZ_CHECK(filled.ok() || filled.status().message()[0] != '\0', "a failed write without a message");
  return 0;
}
