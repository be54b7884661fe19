#!/usr/bin/env python3
"""Measures `attn localize` on whole gettext catalogs with human translations (../shared/data/catalogs), as PO
files or converted to XLIFF 1.2, XLIFF 2.0 or Android strings.xml (catalog_formats.py).

For each catalog of SPLIT/LANG and each format: the catalog without its translations (PO: every msgstr but the
header blanked by msgfilter; XLIFF: sources without targets; Android: the default values/strings.xml and an
empty values-LANG/strings.xml) is filled by `attn localize` (timed in CPU seconds of its one thread, and wall
seconds), the result is checked as the format's tools check it (`msgfmt -c`; well-formed XML; aapt2's rules
for string values), and each filled entry is compared with the human translation: its placeholders (an
independent pattern set, not the filler's own) and its accelerator must match the source's, its tags must nest
where the source's do, and BLEU of the
filled entries is set against translating the same source strings as plain lines with `attn translate` (one
line per entry, line breaks as spaces; run once per split and language). The complete catalog (every target
the human translation) must come back from `attn localize` byte for byte.

usage: .venv/bin/python bench/localize/measure_catalogs.py [--split dev] [--langs de fr]
           [--format po xliff12 xliff20 android] [--beam 2] [--baseline-beam 4] [--attn build/cli/attn]
"""
import argparse
import collections
import filecmp
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

import sacrebleu

from catalog_formats import FORMATS, po_entries

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Placeholders as a reviewer would list them: printf, Python, braces, Qt, $-variables, tags, entities.
PLACEHOLDER = re.compile(
    r"%(?:\d+\$)?[-+#0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|z|j|t)?[diouxXeEfFgGaAcspn%]"
    r"|%\([A-Za-z_]\w*\)[-+#0 ]*\d*(?:\.\d+)?[a-zA-Z]|%L?\d|\{\{[^{}]*\}\}|\{[^{}\s]*\}|\$\{[^}]*\}|\$\d"
    r"|</?[A-Za-z][^<>]*>|&(?:#\d+|#x[0-9A-Fa-f]+|[A-Za-z]\w*);")
# A marker before a letter or digit, not doubled: a source with exactly one has an accelerator, and its
# translation must have exactly one too.
ACCELERATOR = re.compile(r"(?<![_&~])[_&~](?=\w)")


def placeholders(text):
    return collections.Counter(PLACEHOLDER.findall(text))


TAG = re.compile(r"<(/?)([A-Za-z][\w:.-]*)[^<>]*?(/?)>")


def tags_nest(text):
    """Whether every end tag of text closes the start tag opened last and every start tag is closed."""
    open_tags = []
    for closing, name, empty in TAG.findall(text):
        if empty:
            continue
        if not closing:
            open_tags.append(name)
        elif not open_tags or open_tags.pop() != name:
            return False
    return not open_tags


def markup_kept(source, target):
    """The source's placeholders, no more, no fewer, and its tags nesting as the source's do."""
    return placeholders(source) == placeholders(target) and (tags_nest(target) or not tags_nest(source))


def accelerator_count(text):
    return len(ACCELERATOR.findall(re.sub(PLACEHOLDER, "", text)))


def child_cpu():
    """CPU seconds (user + system) of the finished child processes: one thread's work, whatever else runs on
    the machine."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def one_line(text):
    return " ".join(text.split())


def run_localize(args, source, out, lang):
    """Runs attn localize; returns its CPU seconds, wall seconds and stderr lines."""
    command = [args.attn, "localize", source, "-o", out, "--to", lang, "--beam", str(args.beam)]
    if args.glossary:
        command += ["--glossary", args.glossary]
    start, cpu_start = time.perf_counter(), child_cpu()
    run = subprocess.run(command, capture_output=True, text=True)
    seconds, cpu_seconds = time.perf_counter() - start, child_cpu() - cpu_start
    if run.returncode != 0:
        sys.exit(f"attn localize failed on {source}: {run.stderr}")
    return cpu_seconds, seconds, run.stderr.splitlines()


def baseline(args, tmp, lang, catalogs):
    """attn translate of every catalog's sources as plain lines: {(catalog, index): translation}, and lines per
    CPU second (None when the translation of the same lines was kept in the work folder by an earlier run)."""
    keys = [(name, e.index) for name, entries in catalogs for e in entries]
    sources = [one_line(e.source) for _, entries in catalogs for e in entries]
    text = "".join(s + "\n" for s in sources)
    lines = os.path.join(tmp, f"{args.split}-{lang}-sources.txt")
    out = os.path.join(tmp, f"{args.split}-{lang}-beam{args.baseline_beam}-baseline.txt")
    rate = None
    if not (os.path.exists(out) and os.path.exists(lines) and open(lines, encoding="utf-8").read() == text):
        with open(lines, "w", encoding="utf-8") as f:
            f.write(text)
        cpu_start = child_cpu()
        subprocess.run([args.attn, "translate", "--to", lang, "--beam", str(args.baseline_beam), "-i", lines,
                        "-o", out + ".part"], check=True, stderr=subprocess.DEVNULL)
        rate = len(keys) / (child_cpu() - cpu_start)
        os.replace(out + ".part", out)
    with open(out, encoding="utf-8") as f:
        translations = [line.rstrip("\n") for line in f]
    if len(translations) != len(keys):
        sys.exit(f"attn translate gave {len(translations)} lines for {len(keys)}")
    return dict(zip(keys, translations)), rate


def measure(args, tmp, lang, fmt, catalogs, base):
    hyps, base_hyps, refs = [], [], []
    filled = kept_ph = kept_acc = with_acc = accepted = round_trips = problems = 0
    markup = terms = glossary_problems = 0
    seconds = cpu_seconds = 0.0
    for name, entries in catalogs:
        src = os.path.join(args.data, args.split, lang, name)
        folder = os.path.join(tmp, args.split, lang, fmt.name)
        blank = fmt.write(src, entries, lang, os.path.join(folder, "blank"), complete=False)
        out = os.path.join(folder, "filled-" + name + ".out")
        cpu, wall, stderr = run_localize(args, blank, out, lang)
        cpu_seconds += cpu
        seconds += wall
        filled_before = filled
        problems += sum(": not filled:" in line for line in stderr)
        glossary_problems += sum(": not filled:" in line and "glossary term" in line for line in stderr)
        for line in stderr:
            if line.startswith("attn localize: "):
                markup += int(re.search(r"; (\d+) through the markup form", line).group(1))
                found = re.search(r"; (\d+) glossary terms rendered", line)
                terms += int(found.group(1)) if found else 0
        problem = fmt.check(out, lang, entries)
        accepted += problem is None
        if problem:
            print(f"{fmt.name} {name}: not accepted: {problem}", file=sys.stderr)
        for f in fmt.read_filled(out, blank, entries):
            entry = entries[f.index]
            target, reference = f.pairs[0][1], entry.forms[0]
            if not target or not reference:
                continue
            filled += 1
            if all(markup_kept(s, t) for s, t in f.pairs):
                kept_ph += 1
            else:
                print(f"{fmt.name} {name}: placeholders or markup lost: {f.pairs!r}", file=sys.stderr)
            if accelerator_count(f.pairs[0][0]) == 1:
                with_acc += 1
                kept_acc += accelerator_count(target) == 1
            hyps.append(one_line(target))
            refs.append(one_line(fmt.bleu_text(reference)))
            if base is not None:
                base_hyps.append(fmt.bleu_text(base[(name, f.index)]))
        # Each catalog's rate: UI catalogs (short labels) and command-line tools' (sentences of help text) differ.
        words = [len(entry.source.split()) for entry in entries]
        print(f"{args.split} en-{lang} {fmt.name} {name}: {filled - filled_before} entries filled, "
              f"{sum(words) / max(len(words), 1):.1f} source words an entry, {cpu:.2f} CPU s, "
              f"{(filled - filled_before) / cpu:.0f} entries per CPU second", flush=True)
        complete = fmt.write(src, entries, lang, os.path.join(folder, "complete"), complete=True)
        back = os.path.join(folder, "round-trip-" + name + ".out")
        run_localize(args, complete, back, lang)
        if filecmp.cmp(complete, back, shallow=False):
            round_trips += 1
        else:
            print(f"{fmt.name} {name}: the complete catalog came back changed: diff {complete} {back}",
                  file=sys.stderr)
    files = len(catalogs)
    report = (f"{args.split} en-{lang} {fmt.name}: {files} catalogs, {filled} entries filled ({markup} through the "
              f"markup form), {problems} left with problems; placeholders kept {100 * kept_ph / max(filled, 1):.2f}%, "
              f"accelerators kept {kept_acc}/{with_acc}; accepted {accepted}/{files}; round trips byte-identical "
              f"{round_trips}/{files}; {filled / cpu_seconds:.1f} entries per CPU second, "
              f"{filled / seconds:.1f} per wall second")
    if args.glossary:
        report += f"; {terms} glossary terms rendered, {glossary_problems} entries failed on a glossary term"
    bleu = sacrebleu.corpus_bleu(hyps, [refs]).score
    report += f"; BLEU {bleu:.2f}"
    if base is not None:
        base_bleu = sacrebleu.corpus_bleu(base_hyps, [refs]).score
        report += f" vs attn translate {base_bleu:.2f} ({bleu - base_bleu:+.2f})"
    print(report, flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--split", default="dev")
    ap.add_argument("--langs", nargs="+", default=["de", "fr"])
    ap.add_argument("--format", nargs="+", default=["po"], choices=list(FORMATS),
                    help="the catalogs' format(s) given to attn localize")
    ap.add_argument("--attn", default=os.path.join(ROOT, "build", "cli", "attn"))
    ap.add_argument("--glossary", help="a glossary TSV passed to attn localize (its terms' rendering is counted)")
    ap.add_argument("--beam", type=int, default=2, help="attn localize's beam size (1: greedy; 2, its default)")
    ap.add_argument("--baseline-beam", type=int, default=4,
                    help="the attn translate baseline's beam size (4, its default)")
    ap.add_argument("--no-baseline", action="store_true", help="skip the attn translate comparison")
    ap.add_argument("--work", help="the folder for the files written (default: a new temporary folder); the attn "
                    "translate baseline of a split and language found there is used again")
    ap.add_argument("--data", default=os.path.join(os.path.dirname(ROOT), "shared", "data", "catalogs"))
    args = ap.parse_args()
    tmp = args.work or tempfile.mkdtemp(prefix="attn-localize-")
    os.makedirs(tmp, exist_ok=True)
    for lang in args.langs:
        folder = os.path.join(args.data, args.split, lang)
        catalogs = [(name, po_entries(os.path.join(folder, name)))
                    for name in sorted(os.listdir(folder)) if name.endswith(".po")]
        base = None
        if not args.no_baseline:
            base, rate = baseline(args, tmp, lang, catalogs)
            speed = f"{rate:.1f} lines per CPU second" if rate else "kept from an earlier run"
            print(f"{args.split} en-{lang}: attn translate {speed}", flush=True)
        for name in args.format:
            measure(args, tmp, lang, FORMATS[name], catalogs, base)


if __name__ == "__main__":
    main()
