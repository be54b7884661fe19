"""Python threads with one Translator each translate in parallel (the GIL is released) and alike."""

from __future__ import annotations

import os
import threading
import time

import attn
from conftest import MEASUREMENTS


def translate_all(translator: attn.Translator, lines: list[str], out: list[str]) -> None:
    out.extend(translator.translate(line) for line in lines)


def test_two_threads_give_the_same_results(model: attn.Model, test_lines: list[str]):
    lines = test_lines[:40]
    translators = [attn.Translator(model, beam_size=1) for _ in range(2)]
    sequential: list[list[str]] = [[], []]
    start = time.perf_counter()
    for translator, out in zip(translators, sequential):
        translate_all(translator, lines, out)
    sequential_s = time.perf_counter() - start

    parallel: list[list[str]] = [[], []]
    threads = [threading.Thread(target=translate_all, args=(t, lines, out)) for t, out in zip(translators, parallel)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    parallel_s = time.perf_counter() - start

    assert parallel == sequential
    assert sequential[0] == sequential[1]
    MEASUREMENTS.append(
        f"two translators, {len(lines)} test lines each, greedy, 1 thread each, {os.cpu_count()} CPUs: "
        f"one after the other {sequential_s:.2f} s, in two Python threads {parallel_s:.2f} s "
        f"({sequential_s / parallel_s:.2f}x)")
