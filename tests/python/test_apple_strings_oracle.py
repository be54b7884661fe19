"""Apple .strings files as attn's reader (localize/src/formats/apple_strings) reads them, compared with
translate-toolkit's reader (translate.storage.properties.stringsfile, the .strings support of a library
maintained for localization tools) on the files of tests/localize/formats/apple_strings/oracle/: the same keys
in the same order, the same values with escapes decoded, the same comments for each pair.

The files keep to what both read alike. translate-toolkit reads line by line, so it differs from Foundation
(and attn) on a key alone ("key";, whose value is the key), single-quoted strings, octal escapes, \\U surrogate
pairs, \\a \\b \\f \\v, and white space between a value and its ';'; attn's own tests
(tests/localize/formats/apple_strings) cover those.

The reader is run through localize_apple_strings_dump of the CMake build (build/tests/..., found beside
$ATTN_CLI's build folder, or set $ATTN_APPLE_STRINGS_DUMP)."""

from __future__ import annotations

import io
import json
import os
import subprocess
from pathlib import Path

import pytest

properties = pytest.importorskip("translate.storage.properties")

REPO = Path(__file__).resolve().parents[2]
FILES = REPO / "tests" / "localize" / "formats" / "apple_strings" / "oracle"


def dump_tool() -> Path:
    if "ATTN_APPLE_STRINGS_DUMP" in os.environ:
        return Path(os.environ["ATTN_APPLE_STRINGS_DUMP"])
    cli = Path(os.environ.get("ATTN_CLI", REPO / "build" / "cli" / "attn"))
    return cli.resolve().parents[1] / "tests" / "localize" / "formats" / "apple_strings" / "localize_apple_strings_dump"


def comment_lines(comments: list[str]) -> list[str]:
    """Comment text without its markers, one stripped line each, empty lines dropped: the two readers split
    comments differently (attn per comment, translate-toolkit per line)."""
    lines = []
    for comment in comments:
        for marker in ("/*", "*/", "//"):
            comment = comment.replace(marker, "")
        lines.extend(line.strip() for line in comment.split("\n") if line.strip())
    return lines


def toolkit_pairs(path: Path) -> list[tuple[str, str, list[str]]]:
    data = path.read_bytes()
    # stringsfile reads UTF-16 (with its byte-order mark); stringsutf8file UTF-8, with or without one.
    utf16 = data[:2] in (b"\xff\xfe", b"\xfe\xff")
    store = (properties.stringsfile if utf16 else properties.stringsutf8file)(io.BytesIO(data))
    # A file header (comments before a blank line) is a unit without a name.
    return [(u.name, u.source, comment_lines(u.comments)) for u in store.units if u.name]


def attn_pairs(dumped: list[dict]) -> list[tuple[str, str, list[str]]]:
    return [(p["key"], p["value"], comment_lines(p["comments"])) for p in dumped]


def test_attn_reads_strings_files_as_translate_toolkit_does() -> None:
    tool = dump_tool()
    if not tool.is_file():
        pytest.fail(f"{tool} is not built (build the repository, or set $ATTN_APPLE_STRINGS_DUMP)")
    files = sorted(FILES.glob("*.strings"))
    assert len(files) >= 6
    dumped = json.loads(subprocess.run([tool, *map(str, files)], check=True, capture_output=True).stdout)
    pairs = 0
    for path in files:
        ours = dumped[str(path)]
        assert "error" not in ours, ours
        assert attn_pairs(ours) == toolkit_pairs(path), path.name
        pairs += len(ours)
    assert pairs >= 30
