"""Turns the runs of compare.py into bench/RESULTS.md and a latency chart (matplotlib)."""
import os
import statistics
import time


def percentile(values, q):
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    position = (len(ordered) - 1) * q / 100.0
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def versions():
    out = {}
    for module in ("torch", "onnxruntime", "onnx", "ctranslate2", "sentencepiece", "numpy"):
        try:
            out[module] = __import__(module).__version__
        except Exception as e:  # noqa: BLE001 - a missing peer is reported, not fatal, in the report
            out[module] = f"unavailable ({type(e).__name__})"
    return out


def agreement(reference_ids, ids):
    same = sum(1 for r, x in zip(reference_ids, ids) if r == x)
    return 100.0 * same / max(1, len(reference_ids))


def common_prefix(reference_ids, ids):
    """Mean number of leading tokens equal to the reference's, over the lines."""
    total = 0
    for r, x in zip(reference_ids, ids):
        n = 0
        while n < min(len(r), len(x)) and r[n] == x[n]:
            n += 1
        total += n
    return total / max(1, len(reference_ids))


def text_agreement(reference, outputs):
    same = sum(1 for r, x in zip(reference, outputs) if r == x)
    return 100.0 * same / max(1, len(reference))


def target_tokens(sp, outputs):
    """Generated tokens per line, eos included, counted the same way for every engine: re-encoding the text."""
    return sum(len(sp.encode(t)) + 1 for t in outputs)


def wrong_lengths(run, source, length):
    """Lines (non-blank source) whose output is not exactly `length` tokens; None when the run has no ids."""
    ids = run.get("output_ids")
    if ids is None:
        return None
    return sum(1 for src, line in zip(source, ids) if src.strip() and len(line) != length) + max(
        0, len(source) - len(ids))


CONTENDED = 0.25  # cores taken by other processes during a run, above which its cells are marked


def fmt_ms(x):
    return f"{x:.1f}" if x < 100 else f"{x:.0f}"


def contention_note(package_run, native_run):
    """Where other processes took more than CONTENDED cores during either run of a package / attn_runner pair."""
    others = [r.get("other_cores") or 0.0 for r in (package_run, native_run)]
    if max(others) <= CONTENDED:
        return ""
    return f" (†: other processes took {others[0]:.2f} / {others[1]:.2f} of a core during the two runs)"


def ratio(a, b):
    return f"{a / b:.2f}×" if b > 0 else "—"


def write(d, results_path, chart_path):
    import sacrebleu
    import sentencepiece

    sp = sentencepiece.SentencePieceProcessor(model_file=d["tokenizer"])
    runs, engines, threads, beams = d["runs"], d["engines"], d["threads"], d["beams"]
    label = d["label"]
    t0 = threads[0]
    fixed = d.get("max_length", 0)
    base = runs[("attn-fp32", 1, t0, 1)]
    ref_ids, ref_text = base["output_ids"], base["outputs"]

    # ---- correctness -----------------------------------------------------------------------------------
    correct, flagged = {}, {}
    correctness_rows = engines + d.get("correctness_only", [])
    for name, precision in correctness_rows:
        r = runs[(name, 1, t0, 1)]
        same_ids = agreement(ref_ids, r.get("output_ids", []))
        same_text = text_agreement(ref_text, r["outputs"])
        bleu = sacrebleu.corpus_bleu(r["outputs"], [d["reference"]]).score
        chrf = sacrebleu.corpus_chrf(r["outputs"], [d["reference"]]).score
        beam_runs = [k for k in runs if k[0] == name and k[1] > 1 and k[2] == t0 and k[3] == 1]
        base_beam = runs.get(("attn-fp32", beam_runs[0][1], t0, 1)) if beam_runs else None
        same_beam = text_agreement(base_beam["outputs"], runs[beam_runs[0]]["outputs"]) if base_beam else None
        correct[name] = (same_ids, same_text, bleu, chrf, same_beam,
                         common_prefix(ref_ids, r.get("output_ids", [])))
        if name != "attn-fp32" and same_ids < d["threshold"][precision]:
            flagged[name] = f"{same_ids:.1f} % identical < {d['threshold'][precision]:.0f} % ({precision})"
    # Fixed-length runs: every run of every engine must have decoded exactly `fixed` tokens per line, or the
    # engines did different work and the timings do not compare.
    length_problems = {}
    if fixed:
        for key, r in runs.items():
            bad = wrong_lengths(r, d["source"], fixed)
            if bad is None or bad:
                length_problems.setdefault(key[0], []).append(
                    f"beam {key[1]}, {key[2]} thr, batch {key[3]}: " +
                    ("no token ids" if bad is None else f"{bad} lines not {fixed} tokens"))
        for name, problems in length_problems.items():
            flagged[name] = (flagged.get(name, "") + "; " if name in flagged else "") + "; ".join(problems)

    def stats(key):
        r = runs.get(key)
        if r is None:
            return None
        ms = r["sentence_ms"]
        total_s = sum(ms) / 1000.0
        # Fixed length: the tokens every engine decoded (checked above); otherwise re-encoded text, the same
        # count for engines with and without ids.
        tokens = sum(len(x) for x in r["output_ids"]) if fixed and "output_ids" in r else target_tokens(
            sp, r["outputs"])
        return {"median": statistics.median(ms), "p90": percentile(ms, 90),
                "tps": tokens / total_s if total_s > 0 else 0.0, "other": r.get("other_cores"),
                "rss": r["peak_rss_kb"] / 1024.0, "load": r["load_ms"], "bytes": r["model_bytes"],
                "version": r["version"]}

    configs = [(b, t) for b in beams for t in threads]
    cname = {b: ("greedy" if b == 1 else f"beam {b}") for b in beams}
    lines = []
    w = lines.append
    m = d["machine"]
    w("# " + d.get("title", "attn against the engines users would pick instead"))
    w("")
    w(f"Generated by `bench/compare/run.sh` on {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} "
      f"in {d['seconds'] / 60:.1f} min. Every figure below comes from this one run on this one machine; every "
      f"ratio is attn against the peer measured beside it (configurations interleaved engine by engine).")
    w("")
    w(f"- **Command**: `{d['command']}`")
    w(f"- **Checkpoint**: `{d['checkpoint']}`; **sentences**: the first {d['sentences']} lines of "
      f"`{d['input']}`")
    w(f"- **Machine**: {m['cpu']}, {m['cores']} logical cores visible, Linux {m['kernel']}; load average "
      f"{m['loadavg'][0]:.2f} at the start, {d['machine_after']['loadavg'][0]:.2f} at the end")
    w(f"- **CPU flags** (SIMD subset of /proc/cpuinfo): `{m['flags']}`")
    v = versions()
    w(f"- **Peers**: PyTorch {v['torch']}, ONNX Runtime {v['onnxruntime']} (onnx {v['onnx']}), CTranslate2 "
      f"{v['ctranslate2']}, sentencepiece {v['sentencepiece']}, numpy {v['numpy']}; attn {base['version']} "
      f"(source {m.get('source', 'unknown')})")
    w("")
    if d["machine"]["loadavg"][0] > (m["cores"] or 1) * 0.5:
        w(f"> **Noisy machine**: the load average ({m['loadavg'][0]:.2f} on {m['cores']} cores) shows other work "
          "running beside the benchmark; absolute times and ratios are indicative only. Rerun on a quiet machine.")
        w("")
    if fixed:
        w(f"> **Random-weight model, fixed output length**: every engine decodes exactly {fixed} tokens for every "
          "sentence (the model cannot emit eos, see `bench/compare/random_checkpoint.py`; the same cap is given to "
          "every engine and every run's token counts are checked below), so every engine does the same work. "
          "BLEU and chrF against the reference mean nothing for random weights and are left out.")
        w("")
    w("## 1. Correctness: greedy outputs against attn fp32")
    w("")
    if fixed:
        w("Token ids of every line compared with attn fp32's (`Translator.translate_ids`), and the mean length of the "
          f"common prefix. fp32 peers must give ≥ {d['threshold']['fp32']:.0f} % identical lines; int8 engines "
          "are not held to line identity here (random logits are close at every step, so int8 error flips some "
          "step of nearly every line: `bench/compare/compare.py`, THRESHOLD_FIXED). An engine below the "
          "threshold, or with any run not decoding exactly the fixed length, is flagged ⚠ in every table.")
    else:
        w("Token ids of every line compared with attn fp32's (`Translator.translate_ids`); BLEU and chrF (sacreBLEU, "
          "defaults) against the reference translations. Thresholds: fp32 peers must give ≥ "
          f"{d['threshold']['fp32']:.0f} % identical lines, int8 ones ≥ {d['threshold']['int8']:.0f} % "
          "(why: `bench/compare/compare.py`, THRESHOLD). A peer below is flagged ⚠ in every table.")
    w("")
    w("Also shown, not used for flagging: identical text of the beam-search run (1 thread) against attn fp32's "
      "(PyTorch and ONNX Runtime share attn's beam algorithm; CTranslate2 has its own length penalty, see Notes).")
    w("")
    if fixed:
        w(f"| engine | identical ids | common prefix (tokens) | identical text, beam | every run {fixed} tokens/line "
          "| status |")
        w("|---|---:|---:|---:|---|---|")
    else:
        w("| engine | identical ids | identical text | BLEU | chrF | identical text, beam | status |")
        w("|---|---:|---:|---:|---:|---:|---|")
    for name, _ in correctness_rows:
        ids, text, bleu, chrf, beam_same, prefix = correct[name]
        beam_cell = "—" if beam_same is None else f"{beam_same:.1f} %"
        status = ("reference" if name == "attn-fp32" and name not in flagged else
                  ("⚠ " + flagged[name] if name in flagged else "ok"))
        if fixed:
            runs_of = sum(1 for k in runs if k[0] == name)
            lengths = f"⚠ {len(length_problems[name])} of {runs_of} runs" if name in length_problems else \
                f"yes ({runs_of} runs)"
            w(f"| {label[name]} | {ids:.1f} % | {prefix:.1f} of {fixed} | {beam_cell} | {lengths} | {status} |")
        else:
            w(f"| {label[name]} | {ids:.1f} % | {text:.1f} % | {bleu:.2f} | {chrf:.2f} | {beam_cell} | {status} |")
    w("")

    def mark(name):
        return label[name] + (" ⚠" if name in flagged else "")

    def dagger(s):
        return " †" if s.get("other") is not None and s["other"] > CONTENDED else ""

    w("## 2. Latency per sentence (ms, median / p90)")
    w("")
    w("Text in, text out, one sentence at a time (tokenizing included), after one untimed warm-up sentence. "
      f"† marks a run during which other processes took more than {CONTENDED} of a core on average "
      "(/proc/stat busy time minus the engine's own CPU time): that cell measured a shared machine.")
    w("")
    w("| engine | " + " | ".join(f"{cname[b]}, {t} thr" for b, t in configs) + " |")
    w("|---|" + "---:|" * len(configs))
    for name, _ in engines:
        cells = []
        for b, t in configs:
            s = stats((name, b, t, 1))
            cells.append("—" if s is None else f"{fmt_ms(s['median'])} / {fmt_ms(s['p90'])}{dagger(s)}")
        w(f"| {mark(name)} | " + " | ".join(cells) + " |")
    w("")
    w("### attn / peer, median latency (below 1 = attn faster; the target for int8: ≤ 0.70× CTranslate2)")
    w("")
    w("Each peer is compared with attn of the same precision (int8 peers with attn fp32 where attn int8 could not "
      "be built).")
    w("")
    w("| peer | attn side | " + " | ".join(f"{cname[b]}, {t} thr" for b, t in configs) + " |")
    w("|---|---|" + "---:|" * len(configs))
    have_int8 = any(n == "attn-int8" for n, _ in engines)
    for name, precision in engines:
        if name.startswith("attn"):
            continue
        mine = "attn-int8" if precision == "int8" and have_int8 else "attn-fp32"
        cells = []
        for b, t in configs:
            s, a = stats((name, b, t, 1)), stats((mine, b, t, 1))
            cells.append("—" if s is None or a is None else ratio(a["median"], s["median"]))
        w(f"| {mark(name)} | {label[mine]} | " + " | ".join(cells) + " |")
    w("")
    w("## 3. Throughput (target tokens/s over the sentences" + (")" if fixed else ", eos included)"))
    w("")
    w("Sequential: one sentence after another, as in section 2. Batched: attn (`Translator.translate_batch`, "
      f"max_batch {d['batch_size']}) and CTranslate2 (`translate_batch`) take {d['batch_size']} sentences a "
      "call; the PyTorch and ONNX Runtime peers run a Python search loop over one sentence and are not batched. "
      "† as in section 2.")
    w("")
    w("| engine | " + " | ".join(f"{cname[b]}, {t} thr" for b, t in configs) + " | " +
      " | ".join(f"batched {cname[b]}, {threads[-1]} thr" for b in beams) + " |")
    w("|---|" + "---:|" * (len(configs) + len(beams)))
    for name, _ in engines:
        cells = []
        for b, t in configs:
            s = stats((name, b, t, 1))
            cells.append("—" if s is None else f"{s['tps']:.0f}{dagger(s)}")
        for b in beams:
            s = stats((name, b, threads[-1], d["batch_size"]))
            cells.append("—" if s is None else f"{s['tps']:.0f}{dagger(s)}")
        w(f"| {mark(name)} | " + " | ".join(cells) + " |")
    w("")
    batched_pairs = [(p, "attn-int8" if prec == "int8" and have_int8 else "attn-fp32") for p, prec in engines
                     if not p.startswith("attn") and any(k[0] == p and k[3] > 1 for k in runs)]
    if batched_pairs:
        w("attn / peer, batched throughput (above 1 = attn faster):")
        w("")
        w("| peer | attn side | " + " | ".join(f"batched {cname[b]}, {threads[-1]} thr" for b in beams) + " |")
        w("|---|---|" + "---:|" * len(beams))
        for peer, mine in batched_pairs:
            cells = []
            for b in beams:
                s, a = stats((peer, b, threads[-1], d["batch_size"])), stats((mine, b, threads[-1], d["batch_size"]))
                cells.append("—" if s is None or a is None else ratio(a["tps"], s["tps"]))
            w(f"| {mark(peer)} | {label[mine]} | " + " | ".join(cells) + " |")
        w("")
    w("## 4. Memory, size, load time")
    w("")
    native = d.get("native", {})  # (name, beam, threads, batch) -> attn_runner's run; absent in older data
    native_key = next(iter(native), None)
    w("Peak RSS: `getrusage` of the engine's own process, the largest over its runs. Every engine runs from "
      "Python, so every figure includes the interpreter (attn: the interpreter and the attn module; the peers "
      "also numpy and sentencepiece) and attn / peer compares like with like. "
      + ("attn without Python: the same runtime through `attn_runner` (C API, no interpreter), in the run with "
         f"the largest memory plan ({cname[native_key[1]]}, batch {native_key[3]}, {native_key[2]} thr): what an "
         "application linking libattn pays. " if native_key else "") +
      "File size: what the engine loads (attn: one file with the tokenizer; ONNX: encoder + decoder graphs, the "
      "embedding stored in both; PyTorch: the checkpoint's safetensors; CTranslate2: model.bin). Load time: "
      "process-internal, from nothing to ready (model and tokenizer; the peers' figures include importing their "
      "package, attn's not: `import attn` comes before, as libattn is linked before `attn_runner` starts), "
      "greedy 1-thread run.")
    w("")
    w("| engine | peak RSS (MB) | attn / peer RSS | attn without Python (MB) | file (MB) | load (ms) |")
    w("|---|---:|---:|---:|---:|---:|")
    for name, precision in engines:
        all_rss = [runs[k]["peak_rss_kb"] / 1024.0 for k in runs if k[0] == name]
        s = stats((name, 1, t0, 1))
        mine = "attn-int8" if precision == "int8" and have_int8 else "attn-fp32"
        mine_rss = max(runs[k]["peak_rss_kb"] / 1024.0 for k in runs if k[0] == mine)
        own = [r["peak_rss_kb"] / 1024.0 for k, r in native.items() if k[0] == name]
        w(f"| {mark(name)} | {max(all_rss):.0f} | {'—' if name.startswith('attn') else ratio(mine_rss, max(all_rss))}"
          f" | {f'{own[0]:.0f}' if own else '—'} | {s['bytes'] / 1e6:.1f} | {s['load']:.0f} |")
    w("")
    w("## Notes")
    w("")
    for note in d["notes"]:
        w(f"- {note}")
    for key, own in native.items():
        # The package drives the same C API; the same run through attn_runner shows what Python adds (nothing
        # measurable, and the same outputs, when all is well).
        pkg = runs.get(key)
        if pkg is None:
            continue
        same = sum(1 for x, y in zip(pkg["outputs"], own["outputs"]) if x == y)
        w(f"- {label[key[0]]} through the attn package against `attn_runner` (C API, no Python), {cname[key[1]]}, "
          f"batch {key[3]}, {key[2]} thr: {fmt_ms(statistics.median(pkg['sentence_ms']))} against "
          f"{fmt_ms(statistics.median(own['sentence_ms']))} ms per sentence (median), outputs identical "
          f"{same} of {len(own['outputs'])} lines{contention_note(pkg, own)}.")
    w("- Beam search: attn, PyTorch and ONNX Runtime share one algorithm (`bench/compare/search.py` mirrors "
      "`runtime/src/search/search.cpp`, GNMT length penalty α = 0.6); CTranslate2 uses its own beam search with "
      "`length_penalty=0.6`, which it documents as `score / length ** 0.6` (no GNMT form), so its beam outputs "
      "may differ slightly: correctness is checked on greedy only.")
    w("- PyTorch and ONNX Runtime run their search loop in Python (numpy top-k, one session call per step); "
      "that overhead is part of what a Python user of those engines pays, and part of their latency here.")
    if fixed:
        w(f"- Output length: exactly {fixed} tokens per sentence for every engine (attn: `max_target_tokens` = "
          f"`max_extra_tokens` = {fixed}; CTranslate2: `max_decoding_length`; PyTorch and ONNX Runtime: the "
          "search loop's max length); attn's token counts come from its untimed `Translator.translate_ids` pass with "
          "the same translator, the peers' from the timed run itself.")
    else:
        w("- Max output length: source tokens (with eos) + 50, capped by max_positions − 1, for every engine "
          "(CTranslate2: per call, from the longest source of the batch).")
    wait = d.get("wait", "default")
    w("- Threads: " + ("every library's default waiting (CTranslate2 and PyTorch: libgomp, idle threads spin "
                       "a while, then sleep; ONNX Runtime: its pool spins; attn: pthreadpool spins, then sleeps)"
                       if wait == "default" else
                       "the peers' idle threads sleep at once (`OMP_WAIT_POLICY=PASSIVE` for CTranslate2 and "
                       "PyTorch, `session.intra_op.allow_spinning=0` for ONNX Runtime); attn's pthreadpool keeps "
                       "its default (spin, then sleep)") +
      ". Spinning costs nothing on idle cores and much on a shared machine: see bench/compare/README.md, Threads.")
    others = [(r.get("other_cores"), k) for k, r in runs.items() if r.get("other_cores") is not None]
    if others:
        worst = max(others)
        w(f"- CPU taken by other processes during the runs (cores, mean over each run): median "
          f"{statistics.median(o for o, _ in others):.2f}, largest {worst[0]:.2f} ({worst[1][0]}, beam {worst[1][1]}, "
          f"{worst[1][2]} thr{', batch %d' % worst[1][3] if worst[1][3] > 1 else ''}); "
          f"{sum(1 for o, _ in others if o > CONTENDED)} of {len(others)} runs above {CONTENDED} (†).")
    if not fixed:
        w("- The paper's base size (d_model 512, 6 + 6 layers, 32k vocabulary), random weights, fixed output length: "
          "`RESULTS-base.md` (`bench/compare/run.sh --base`).")
    w("- Chart: `" + os.path.basename(chart_path) + "` (median latency per engine, whiskers to p90).")
    w("")
    w(f"![latency per engine]({os.path.basename(chart_path)})")
    w("")
    # Paths as seen from the repository root, so that the results name no one machine's directories.
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    text = "\n".join(lines).replace(os.path.dirname(root) + "/shared/", "../shared/").replace(root + "/", "")
    with open(results_path, "w", encoding="utf-8") as f:
        f.write(text)
    chart(d, stats, configs, cname, flagged, chart_path)


def chart(d, stats, configs, cname, flagged, path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    engines = [n for n, _ in d["engines"]]
    fig, ax = plt.subplots(figsize=(11, 5.5))
    width = 0.8 / len(engines)
    x = np.arange(len(configs))
    for i, name in enumerate(engines):
        med, err = [], []
        for b, t in configs:
            s = stats((name, b, t, 1))
            med.append(s["median"] if s else 0.0)
            err.append((s["p90"] - s["median"]) if s else 0.0)
        lbl = d["label"][name] + (" (flagged)" if name in flagged else "")
        ax.bar(x + (i - (len(engines) - 1) / 2) * width, med, width, yerr=[np.zeros(len(err)), err], capsize=2,
               label=lbl, hatch="//" if name.startswith("attn") else None, edgecolor="black", linewidth=0.4)
    ax.set_xticks(x)
    ax.set_xticklabels([f"{cname[b]}, {t} thread{'s' if t > 1 else ''}" for b, t in configs])
    ax.set_yscale("log")  # engines differ by 10x and more; a linear axis hides the fast ones
    ax.set_ylabel("ms per sentence (median; whisker to p90; log scale)")
    ax.set_title(f"Latency per sentence, {d['sentences']} sentences of {os.path.basename(d['input'])}")
    ax.legend(fontsize=8, ncol=2)
    ax.grid(axis="y", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


# ---- README.md's speed table, written from committed results files ----------------------------------------------
# `python3 bench/compare/report.py --readme README.md bench/RESULTS.md bench/RESULTS-base.md` rewrites the block
# between README_BEGIN and README_END with attn int8 against CTranslate2 int8, one column per results file, every
# figure read from that file (which names its command, checkpoint, CPU and date). No measurement is made here.
README_BEGIN = "<!-- speed table: written by bench/compare/report.py --readme; edit the results files, not this -->"
README_END = "<!-- end of speed table -->"
README_COMMAND = "python3 bench/compare/report.py --readme README.md bench/RESULTS.md bench/RESULTS-base.md"


def parse_results(path):
    """The header fields and the tables of a results file that write() produced: {title: [row dicts]}, a table's
    title being the line of text above it."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    header, tables, title, i = {}, {}, "", 0
    for line in lines:
        if line.startswith("# ") and "title" not in header:
            header["title"] = line[2:]
        if line.startswith("Generated by"):
            header["generated"] = line.split(" on ", 1)[1].split(" in ", 1)[0]
        for field in ("Command", "Checkpoint", "Machine", "Peers"):
            if line.startswith(f"- **{field}**: "):
                header[field.lower()] = line[len(f"- **{field}**: "):]
        if line.startswith("- CPU taken by other processes"):
            header["others"] = line[2:]
    while i < len(lines):
        line = lines[i]
        if line.startswith("|"):
            names = [c.strip() for c in line.strip("|").split("|")]
            rows = []
            i += 2  # the separator row
            while i < len(lines) and lines[i].startswith("|"):
                cells = [c.strip() for c in lines[i].strip("|").split("|")]
                rows.append(dict(zip(names, cells)))
                i += 1
            tables[title] = rows
            continue
        if line.strip():
            title = line.strip()
        i += 1
    return header, tables


def _table(tables, prefix):
    for title, rows in tables.items():
        if title.startswith(prefix):
            return rows
    raise KeyError(f"no table titled '{prefix}...'")


def _row(rows, engine, key):
    for row in rows:
        if row[key].replace(" ⚠", "") == engine:
            return row
    raise KeyError(f"no row '{engine}'")


def _number(cell):
    return float(cell.split("/")[0].replace("×", "").replace("†", "").strip())


def readme_block(paths, readme_dir="."):
    columns = []
    for path in paths:
        header, tables = parse_results(path)
        link = os.path.relpath(path, readme_dir)
        latency_ratio = _row(_table(tables, "Each peer is compared with attn"), "CTranslate2 int8", "peer")
        latency = _table(tables, "Text in, text out")
        throughput = _table(tables, "Sequential: one sentence after another")
        batched = _row(_table(tables, "attn / peer, batched throughput"), "CTranslate2 int8", "peer")
        memory = _table(tables, "Peak RSS:")
        attn_tps, ct2_tps = (_row(throughput, e, "engine") for e in ("attn int8", "CTranslate2 int8"))
        ct2_ms = _row(latency, "CTranslate2 int8", "engine")
        rss = [_number(_row(memory, e, "engine")["peak RSS (MB)"]) for e in ("attn int8", "CTranslate2 int8")]
        checkpoint, sentences = header["checkpoint"].split("; **sentences**: the first ")
        count, source = sentences.split(" lines of ")
        source = "/".join(source.strip("`").split("/")[-2:])
        model = (header["title"].split(": ", 1)[1] if ": " in header["title"] else
                 f"checkpoint `{os.path.basename(checkpoint.strip('`'))}`")
        machine = header["machine"].split(", Linux")[0].replace(" logical cores visible", " cores")
        load = header["machine"].split("load average ")[1].split(" at the start")[0]

        def seq(config):
            return f"{_number(attn_tps[config]) / _number(ct2_tps[config]):.2f}×"

        columns.append({
            "file": f"[{link}]({link})",
            "model": f"{model}; the first {count} lines of `{source}`",
            "command": header["command"],
            "source": "attn " + header["peers"].split("; attn ", 1)[1].replace("(source ", "at ").rstrip(")")
            + ", CTranslate2 " + header["peers"].split("CTranslate2 ", 1)[1].split(",", 1)[0],
            "measured": f"{header['generated']}, {machine}, load average {load}",
            "latency1": f"{latency_ratio['greedy, 1 thr']} / {latency_ratio['beam 4, 1 thr']}",
            "latency2": f"{latency_ratio['greedy, 2 thr']} / {latency_ratio['beam 4, 2 thr']}",
            "sequential": f"{seq('greedy, 1 thr')} / {seq('beam 4, 1 thr')}",
            "batched": " / ".join(v for k, v in batched.items() if k.startswith("batched")),
            "rss": f"{rss[0]:.0f} / {rss[1]:.0f} MB",
            "ct2_threads": (f"{ct2_ms['greedy, 1 thr'].split(' / ')[0]} → {ct2_ms['greedy, 2 thr'].split(' / ')[0]} "
                            "ms"),
            "others": header.get("others", "—").replace("CPU taken by other processes during the runs (cores, "
                                                        "mean over each run): ", "").rstrip("."),
        })
    rows = [("results file", "file"), ("model", "model"), ("command", "command"), ("engines measured", "source"), ("measured", "measured"),
            ("median latency, greedy / beam 4, 1 thread", "latency1"),
            ("median latency, greedy / beam 4, 2 threads", "latency2"),
            ("sequential throughput, greedy / beam 4, 1 thread", "sequential"),
            ("batched throughput (32 a call), greedy / beam 4, 2 threads", "batched"),
            ("peak RSS through Python, attn / CTranslate2", "rss"),
            ("CTranslate2 int8 greedy median, 1 → 2 threads", "ct2_threads"),
            ("cores other processes took during the runs", "others")]
    out = [README_BEGIN, "",
           "attn int8 against CTranslate2 int8, attn / CTranslate2 (latency: below 1 is attn faster; throughput: "
           "above 1), every figure from the results file of its column; regenerated by "
           f"`{README_COMMAND}`:", "",
           "| | " + " | ".join(c["file"] for c in columns) + " |",
           "|---|" + "---|" * len(columns)]
    for label, key in rows[1:]:
        out.append(f"| {label} | " + " | ".join(c[key] for c in columns) + " |")
    out += ["", README_END]
    return "\n".join(out)


def rewrite_readme(readme, paths, check=False):
    """Rewrites the marked block; with check, only says whether it is current (True) and writes nothing."""
    with open(readme, encoding="utf-8") as f:
        text = f.read()
    begin, end = text.index(README_BEGIN), text.index(README_END) + len(README_END)
    new = text[:begin] + readme_block(paths, os.path.dirname(os.path.abspath(readme))) + text[end:]
    if check:
        return new == text
    with open(readme, "w", encoding="utf-8") as f:
        f.write(new)
    return True


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="Writes README.md's speed table from committed results files.")
    parser.add_argument("--readme", required=True, help="the README whose marked block is rewritten")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 when the block differs from what the results files give")
    parser.add_argument("results", nargs="+", help="results files written by write(), one column each")
    a = parser.parse_args()
    if not rewrite_readme(a.readme, a.results, a.check):
        raise SystemExit(f"{a.readme}: the speed table is not the one the results files give; run {README_COMMAND}")
