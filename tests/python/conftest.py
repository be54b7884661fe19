"""Fixtures for the attn Python package's tests (tests/python, run by scripts/test.sh against the package that
`pip install .` put into .venv). They use the shipped model models/en-de.attn and, where a test compares with
the command line, the attn binary of the CMake build (build/cli/attn, or $ATTN_CLI)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import attn

REPO = Path(__file__).resolve().parents[2]
MODEL_PATH = REPO / "models" / "en-de.attn"
TEST_SPLIT = REPO.parent / "shared" / "data" / "ddtp-en-de" / "test.en"

# Figures the tests measure but do not judge (timings); printed at the end of the run.
MEASUREMENTS: list[str] = []


def pytest_terminal_summary(terminalreporter):  # noqa: D103 - pytest hook
    if MEASUREMENTS:
        terminalreporter.section("measured (reported, not asserted)")
        for line in MEASUREMENTS:
            terminalreporter.write_line(line)


@pytest.fixture(scope="session")
def model_path() -> Path:
    assert MODEL_PATH.is_file(), f"the shipped model {MODEL_PATH} is missing"
    return MODEL_PATH


@pytest.fixture(scope="session")
def model(model_path: Path) -> attn.Model:
    return attn.Model(model_path)


@pytest.fixture()
def greedy(model: attn.Model):
    with attn.Translator(model, beam_size=1) as translator:
        yield translator


@pytest.fixture(scope="session")
def test_lines() -> list[str]:
    assert TEST_SPLIT.is_file(), f"the test split {TEST_SPLIT} is missing (../shared/data beside the repository)"
    return TEST_SPLIT.read_text(encoding="utf-8").splitlines()


@pytest.fixture(scope="session")
def cli() -> Path:
    path = Path(os.environ.get("ATTN_CLI", REPO / "build" / "cli" / "attn"))
    if not path.is_file():
        pytest.fail(f"the attn command line is not built at {path} (build the repository, or set $ATTN_CLI)")
    return path
