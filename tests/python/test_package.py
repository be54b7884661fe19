"""The package itself: its version, its typed stub, the shipped models it finds."""

from __future__ import annotations

import importlib.metadata
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import attn
from conftest import REPO


def test_version_is_the_projects():
    cmake = (REPO / "CMakeLists.txt").read_text()
    project_version = re.search(r"project\(attn VERSION ([0-9.]+)", cmake).group(1)
    assert attn.__version__ == project_version
    assert importlib.metadata.version("attn") == project_version
    assert re.fullmatch(r"\d+\.\d+\.\d+", attn.library_version())


def test_stub_is_current(tmp_path: Path):
    """python/attn/_attn.pyi is nanobind's stubgen output for the built module: regenerate it when the
    bindings change (the command is in the failure message)."""
    generated = tmp_path / "_attn.pyi"
    subprocess.run([sys.executable, "-m", "nanobind.stubgen", "-q", "-m", "attn._attn", "-o", str(generated)],
                   check=True)
    committed = REPO / "python" / "attn" / "_attn.pyi"
    assert generated.read_text() == committed.read_text(), (
        "stale stub: run .venv/bin/python -m nanobind.stubgen -m attn._attn -o python/attn/_attn.pyi")
    installed = Path(attn.__file__).parent / "_attn.pyi"
    assert installed.read_text() == committed.read_text()


def test_shipped_models_are_installed_and_listed(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv("ATTN_MODEL_PATH", raising=False)
    entries = attn.models()
    shipped = sorted(p.name for p in (REPO / "models").glob("*.attn"))
    assert sorted(Path(e.path).name for e in entries) == shipped
    en_de = next(e for e in entries if Path(e.path).name == "en-de.attn")
    assert en_de.used and en_de.error is None
    assert (en_de.source_language, en_de.target_language) == ("en", "de")
    assert en_de.size == (REPO / "models" / "en-de.attn").stat().st_size
    assert en_de.bleu is not None and en_de.bleu > 0


def test_search_path_order_and_languages_from_the_file(model_path: Path, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch):
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    shutil.copy(model_path, first / "zz-renamed.attn")      # found by what it stores, not by its name
    shutil.copy(model_path, second / "a-duplicate.attn")    # same pair, later directory: unused
    (first / "broken.attn").write_bytes(b"not a model")
    (first / "notes.txt").write_text("ignored")
    monkeypatch.setenv("ATTN_MODEL_PATH", f"{first}::{second}:{first}")
    assert attn.model_search_path()[:2] == [str(first), str(second)]
    entries = attn.models()
    names = [Path(e.path).name for e in entries]
    assert names[:3] == ["broken.attn", "zz-renamed.attn", "a-duplicate.attn"]
    broken, renamed, duplicate = entries[:3]
    assert broken.error and not broken.used and broken.source_language is None
    assert renamed.used and renamed.pair == ("en", "de")
    assert not duplicate.used
    assert attn.find_model("en", "de") == renamed.path
    assert attn.find_model(target="DE") == renamed.path
    with pytest.raises(attn.InvalidArgumentError, match=r"no model translates en->xx; the pairs there are: .*en->de"):
        attn.find_model("en", "xx")
    with pytest.raises(ValueError):
        attn.find_model()
