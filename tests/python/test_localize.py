"""attn.localize: the same catalog filling as `attn localize`, from Python."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

import attn

CATALOG = """msgid ""
msgstr ""
"Language: de\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

#, c-format
msgid "Cannot open file %s: %s"
msgstr ""

msgid "_Quit"
msgstr ""

#, c-format
msgid "%d file"
msgid_plural "%d files"
msgstr[0] ""
msgstr[1] ""

msgid "Done"
msgstr "Fertig"
"""


def test_localize_fills_and_returns_the_summary(tmp_path: Path, model_path: Path) -> None:
    src = tmp_path / "app.po"
    src.write_text(CATALOG, encoding="utf-8")
    out = tmp_path / "out.po"
    summary = attn.localize(src, out, model=model_path)
    assert summary["format"] == "PO"
    assert summary["marked_for_review"] is True
    assert (summary["source"], summary["to"]) == ("en", "de")
    assert summary["entries"] == 4
    assert summary["skipped"] == 1
    assert summary["filled"] + len(summary["problems"]) == 3
    text = out.read_text(encoding="utf-8")
    assert 'msgid "Done"\nmsgstr "Fertig"\n' in text
    assert text.count("fuzzy") == summary["filled"]
    subprocess.run(["msgfmt", "-c", "-o", "/dev/null", str(out)], check=True)
    assert src.read_text(encoding="utf-8") == CATALOG


def test_localize_with_a_glossary(tmp_path: Path, model_path: Path) -> None:
    src = tmp_path / "app.po"
    src.write_text(CATALOG, encoding="utf-8")
    terms = tmp_path / "terms.tsv"
    terms.write_text("# term\tGerman\nfile\tDokument\n", encoding="utf-8")
    out = tmp_path / "out.po"
    summary = attn.localize(src, out, glossary=terms, model=model_path)
    assert summary["glossary_terms"] >= 2
    assert "Dokument" in out.read_text(encoding="utf-8")


def test_localize_errors_name_the_line_and_write_nothing(tmp_path: Path, model_path: Path) -> None:
    bad = tmp_path / "bad.po"
    bad.write_text('msgid "a"\nmsgstr "b"\n\nmsgid "c\nmsgstr "d"\n', encoding="utf-8")
    out = tmp_path / "out.po"
    with pytest.raises(attn.Error, match="bad.po:5: end-of-line within string"):
        attn.localize(bad, out, to="de", model=model_path)
    assert not out.exists()


def test_localize_searches_with_the_beam_size_given(tmp_path: Path, model_path: Path) -> None:
    # Each filled entry is what attn.Translator gives its source with the same beam size.
    sources = ["Select a folder to import photos from", "Unable to connect to the device"]
    src = tmp_path / "app.po"
    src.write_text('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
                   + "".join(f'\nmsgid "{s}"\nmsgstr ""\n' for s in sources), encoding="utf-8")
    model = attn.Model(model_path)
    for beam_size in (1, 4):
        out = tmp_path / f"beam{beam_size}.po"
        summary = attn.localize(src, out, to="de", model=model_path, beam_size=beam_size)
        assert summary["filled"] == len(sources)
        text = out.read_text(encoding="utf-8")
        translator = attn.Translator(model, beam_size=beam_size)
        for s in sources:
            assert f'msgid "{s}"\nmsgstr "{translator.translate(s)}"\n' in text
    with pytest.raises(attn.InvalidArgumentError):
        attn.localize(src, tmp_path / "out.po", to="de", model=model_path, beam_size=0)


STRINGSDICT = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>%d files deleted</key>
\t<dict>
\t\t<key>NSStringLocalizedFormatKey</key>
\t\t<string>%#@files@</string>
\t\t<key>files</key>
\t\t<dict>
\t\t\t<key>NSStringFormatSpecTypeKey</key>
\t\t\t<string>NSStringPluralRuleType</string>
\t\t\t<key>NSStringFormatValueTypeKey</key>
\t\t\t<string>d</string>
\t\t\t<key>zero</key>
\t\t\t<string>No files deleted</string>
\t\t\t<key>one</key>
\t\t\t<string>%d file deleted</string>
\t\t\t<key>other</key>
\t\t\t<string>%d files deleted</string>
\t\t</dict>
\t</dict>
\t<key>%d photos in %@</key>
\t<dict>
\t\t<key>NSStringLocalizedFormatKey</key>
\t\t<string>%#@photos@ in the album %@</string>
\t\t<key>photos</key>
\t\t<dict>
\t\t\t<key>NSStringFormatSpecTypeKey</key>
\t\t\t<string>NSStringPluralRuleType</string>
\t\t\t<key>NSStringFormatValueTypeKey</key>
\t\t\t<string>d</string>
\t\t\t<key>one</key>
\t\t\t<string>%d photo</string>
\t\t\t<key>other</key>
\t\t\t<string>%d photos</string>
\t\t</dict>
\t</dict>
</dict>
</plist>
"""


def test_localize_writes_a_stringsdict_that_plistlib_reads(tmp_path: Path, model_path: Path) -> None:
    # Python's own property-list parser is the oracle: the written translation is a valid plist with the same
    # keys and rules, German's categories (and the zero text) filled, every variable and conversion kept.
    import plistlib

    (tmp_path / "en.lproj").mkdir()
    src = tmp_path / "en.lproj" / "Localizable.stringsdict"
    src.write_text(STRINGSDICT, encoding="utf-8")
    out = tmp_path / "de.stringsdict"
    summary = attn.localize(src, out, to="de", model=model_path)
    assert summary["format"] == "Apple .stringsdict"
    assert summary["filled"] == 4 and not summary["problems"]
    source = plistlib.loads(STRINGSDICT.encode())
    german = plistlib.loads(out.read_bytes())
    assert german.keys() == source.keys()
    for key, unit in source.items():
        assert german[key].keys() == unit.keys()
        for variable, rule in unit.items():
            if variable == "NSStringLocalizedFormatKey":
                assert german[key][variable].count("%#@") == rule.count("%#@")
                assert german[key][variable].count("%@") == rule.count("%@")
                continue
            forms = {k: v for k, v in german[key][variable].items() if not k.startswith("NSString")}
            assert set(forms) == ({"zero"} if "zero" in rule else set()) | {"one", "other"}
            assert all(text and text != rule.get(category) for category, text in forms.items())
            assert all("%d" in forms[c] for c in ("one", "other"))
    assert german["%d files deleted"]["NSStringLocalizedFormatKey"] == "%#@files@"
    photos = "%d photos in %@"
    assert german[photos]["NSStringLocalizedFormatKey"] != source[photos]["NSStringLocalizedFormatKey"]
