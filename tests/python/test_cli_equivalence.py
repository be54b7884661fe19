"""The package translates exactly as the attn command line does, on the whole DDTP test split."""

from __future__ import annotations

import subprocess
from pathlib import Path

import attn


def run_cli(cli: Path, model_path: Path, lines: list[str], beam: int, *options: str) -> list[str]:
    # --no-split: Translator.translate takes a text as one sentence; the command line cuts lines into sentences
    # by default (attn_translate_text).
    result = subprocess.run(
        [str(cli), "translate", "--no-split", "-m", str(model_path), "--beam", str(beam), "--threads", "1", *options],
        input="\n".join(lines) + "\n", capture_output=True, text=True, encoding="utf-8", check=True)
    return result.stdout.split("\n")[:-1]


def test_test_split_beam4_identical_to_cli(cli: Path, model_path: Path, model: attn.Model, test_lines: list[str]):
    expected = run_cli(cli, model_path, test_lines, beam=4)
    assert len(expected) == len(test_lines)
    with attn.Translator(model, beam_size=4) as translator:
        assert translator.translate_batch(test_lines) == expected
        # One call per text too, on every 8th line (the whole split twice would double the time).
        assert [translator.translate(line) for line in test_lines[::8]] == expected[::8]


def test_test_split_greedy_identical_to_cli(cli: Path, model_path: Path, model: attn.Model, test_lines: list[str]):
    lines = test_lines[:200]
    expected = run_cli(cli, model_path, lines, beam=1)
    with attn.Translator(model, beam_size=1, max_batch=8) as translator:
        assert translator.translate_batch(lines) == expected


def test_shortlist_off_identical_to_cli(cli: Path, model_path: Path, model: attn.Model, test_lines: list[str]):
    lines = test_lines[:100]
    expected = run_cli(cli, model_path, lines, 1, "--no-shortlist")
    assert expected != run_cli(cli, model_path, lines, 1), "the shortlist should change some of these lines"
    with attn.Translator(model, beam_size=1, use_shortlist=False) as translator:
        assert translator.translate_batch(lines) == expected


def test_float_activations_identical_to_cli(cli: Path, model_path: Path, model: attn.Model, test_lines: list[str]):
    lines = test_lines[:100]
    expected = run_cli(cli, model_path, lines, 1, "--float-activations", "*")
    assert expected != run_cli(cli, model_path, lines, 1), "fp32 activations should change some of these lines"
    with attn.Translator(model, beam_size=1, float_activation_layers="*") as translator:
        assert translator.float_activation_layers == "*"
        assert translator.translate_batch(lines) == expected
