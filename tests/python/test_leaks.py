"""No memory grows over 10,000 calls: Python objects (tracemalloc) and the process (RSS)."""

from __future__ import annotations

import gc
import tracemalloc
from pathlib import Path

import attn
from conftest import MEASUREMENTS

CALLS = 10_000


def rss_kb() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError("no VmRSS in /proc/self/status")


def exercise(translator: attn.Translator, model: attn.Model, i: int) -> None:
    kind = i % 5
    if kind == 0:
        translator.translate("Hello.")
    elif kind == 1:
        translator.translate_batch(["Free.", "Software."])
    elif kind == 2:
        model.detokenize(model.tokenize("Free software."))
    elif kind == 3:
        try:
            translator.translate(b"\xff")
        except attn.InvalidArgumentError:
            pass
    else:
        model.metadata


def test_no_growth_over_10000_calls(model: attn.Model):
    translator = attn.Translator(model, beam_size=1, max_batch=2, max_extra_tokens=4)
    for i in range(500):  # warm-up: allocator pools, caches
        exercise(translator, model, i)
    gc.collect()
    rss_before = rss_kb()
    tracemalloc.start()
    snapshot_before = tracemalloc.take_snapshot()
    for i in range(CALLS):
        exercise(translator, model, i)
    gc.collect()
    snapshot_after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    rss_after = rss_kb()
    grown = sum(stat.size_diff for stat in snapshot_after.compare_to(snapshot_before, "filename"))
    MEASUREMENTS.append(f"{CALLS} calls: Python heap {grown / 1024:+.1f} KiB, RSS {rss_after - rss_before:+d} KiB")
    # A leak of even one small object per call would be 10,000 objects: hundreds of KiB.
    assert grown < 64 * 1024, [str(s) for s in snapshot_after.compare_to(snapshot_before, "lineno")[:5]]
    assert rss_after - rss_before < 2048


def test_no_growth_over_model_and_translator_lifetimes(model_path: Path):
    data = model_path.read_bytes()

    def cycle() -> None:
        with attn.Model.from_bytes(data) as model, attn.Translator(model, beam_size=1) as translator:
            for _ in translator.translate_iter("Hello."):
                pass

    for _ in range(20):
        cycle()
    gc.collect()
    rss_before = rss_kb()
    for _ in range(200):
        cycle()
    gc.collect()
    rss_after = rss_kb()
    MEASUREMENTS.append(f"200 model + translator + stream lifetimes: RSS {rss_after - rss_before:+d} KiB")
    assert rss_after - rss_before < 8192  # one leaked model would be 10 MB
