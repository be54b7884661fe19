"""The README's "From Python" snippet runs as printed (from the repository root, where it is written to run)."""

from __future__ import annotations

import contextlib
import io
import os
import re

from conftest import REPO


def test_readme_snippet_translates():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = readme.split("## From Python", 1)[1].split("\n## ", 1)[0]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    assert len(code.strip().splitlines()) == 8
    out = io.StringIO()
    cwd = os.getcwd()
    os.chdir(REPO)
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(code, "README.md", "exec"), {})
    finally:
        os.chdir(cwd)
    lines = out.getvalue().splitlines()
    assert lines[0] == "Dieses Paket enthält die Entwicklungsdateien."
    assert lines[1].startswith("['") and "Software" in lines[1]
    # translate_text: one line per sentence of the text, its translation, score and token count.
    assert len(lines) == 5, lines
    sentences = [line.rsplit(" ", 2) for line in lines[2:]]
    assert sentences[2][0] == "Installieren Sie es mit apt.", lines
    for translation, score, tokens in sentences:
        assert translation and -2 < float(score) < 0 and int(tokens) >= 2, lines
