#!/usr/bin/env python3
"""Measures `attn localize` on whole gettext catalogs with human translations (../shared/data/catalogs).

For each catalog of SPLIT/LANG: every msgstr but the header is blanked (msgfilter), the blank catalog is filled
by `attn localize` (timed in CPU seconds of its one thread, and wall seconds), the result is checked by `msgfmt -c`, and each filled entry is compared
with the human translation: its placeholders (an independent pattern set, not the filler's own) and its
accelerator must match the source's, and BLEU of the filled entries is set against translating the same
source strings as plain lines with `attn translate` (one line per entry, line breaks as spaces).

usage: .venv/bin/python bench/localize/measure_catalogs.py [--split dev] [--langs de fr] [--attn build/cli/attn]
"""
import argparse
import collections
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

import polib
import sacrebleu

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


def accelerator_count(text):
    return len(ACCELERATOR.findall(re.sub(PLACEHOLDER, "", text)))


def child_cpu():
    """CPU seconds (user + system) of the finished child processes: one thread's work, whatever else runs on
    the machine."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def one_line(text):
    return " ".join(text.split())


def entry_key(e):
    return (e.msgctxt, e.msgid)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--split", default="dev")
    ap.add_argument("--langs", nargs="+", default=["de", "fr"])
    ap.add_argument("--attn", default=os.path.join(ROOT, "build", "cli", "attn"))
    ap.add_argument("--glossary", help="a glossary TSV passed to attn localize (its terms' rendering is counted)")
    ap.add_argument("--no-baseline", action="store_true", help="skip the attn translate comparison")
    ap.add_argument("--data", default=os.path.join(os.path.dirname(ROOT), "shared", "data", "catalogs"))
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="attn-localize-")
    for lang in args.langs:
        folder = os.path.join(args.data, args.split, lang)
        hyps, base_sources, refs = [], [], []
        filled = kept_ph = kept_acc = with_acc = msgfmt_ok = files = problems = 0
        markup = terms = glossary_problems = 0
        seconds = cpu_seconds = 0.0
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".po"):
                continue
            files += 1
            src = os.path.join(folder, name)
            blank = os.path.join(tmp, f"{lang}-{name}")
            out = os.path.join(tmp, f"{lang}-filled-{name}")
            subprocess.run(["msgfilter", "--keep-header", "--no-wrap", "-i", src, "-o", blank, "sed", "-e", "d"],
                           check=True)
            start, cpu_start = time.perf_counter(), child_cpu()
            command = [args.attn, "localize", blank, "-o", out, "--to", lang]
            if args.glossary:
                command += ["--glossary", args.glossary]
            run = subprocess.run(command, capture_output=True, text=True)
            seconds += time.perf_counter() - start
            cpu_seconds += child_cpu() - cpu_start
            if run.returncode != 0:
                sys.exit(f"attn localize failed on {name}: {run.stderr}")
            problems += sum(": not filled:" in line for line in run.stderr.splitlines())
            glossary_problems += sum(": not filled:" in line and "glossary term" in line
                                     for line in run.stderr.splitlines())
            for line in run.stderr.splitlines():
                if line.startswith("attn localize: "):
                    markup += int(re.search(r"; (\d+) through the markup form", line).group(1))
                    found = re.search(r"; (\d+) glossary terms rendered", line)
                    terms += int(found.group(1)) if found else 0
            msgfmt_ok += subprocess.run(["msgfmt", "-c", "-o", os.devnull, out]).returncode == 0
            human = {entry_key(e): e for e in polib.pofile(src)}
            for e in polib.pofile(out):
                if "fuzzy" not in e.flags:
                    continue
                h = human.get(entry_key(e))
                if h is None:
                    continue
                target = e.msgstr_plural[0] if e.msgid_plural else e.msgstr
                reference = h.msgstr_plural[0] if h.msgid_plural else h.msgstr
                if not target or not reference:
                    continue
                filled += 1
                forms = [(e.msgid, e.msgstr_plural[0] if e.msgid_plural else e.msgstr)]
                if e.msgid_plural:
                    forms += [(e.msgid_plural, e.msgstr_plural[k]) for k in sorted(e.msgstr_plural) if k > 0]
                kept_ph += all(placeholders(s) == placeholders(t) for s, t in forms)
                if accelerator_count(e.msgid) == 1:
                    with_acc += 1
                    kept_acc += accelerator_count(target) == 1
                hyps.append(one_line(target))
                refs.append(one_line(reference))
                base_sources.append(one_line(e.msgid))
        report = (f"{args.split} en-{lang}: {files} catalogs, {filled} entries filled ({markup} through the markup "
                  f"form), {problems} left with problems; placeholders kept {100 * kept_ph / max(filled, 1):.2f}%, "
                  f"accelerators kept {kept_acc}/{with_acc}; msgfmt -c accepts {msgfmt_ok}/{files}; "
                  f"{filled / cpu_seconds:.1f} entries per CPU second, {filled / seconds:.1f} per wall second")
        if args.glossary:
            report += f"; {terms} glossary terms rendered, {glossary_problems} entries failed on a glossary term"
        bleu = sacrebleu.corpus_bleu(hyps, [refs]).score
        report += f"; BLEU {bleu:.2f}"
        if not args.no_baseline:
            lines = os.path.join(tmp, f"{lang}-sources.txt")
            with open(lines, "w", encoding="utf-8") as f:
                f.write("".join(s + "\n" for s in base_sources))
            base_out = os.path.join(tmp, f"{lang}-baseline.txt")
            cpu_start = child_cpu()
            subprocess.run([args.attn, "translate", "--to", lang, "-i", lines, "-o", base_out], check=True,
                           stderr=subprocess.DEVNULL)
            base_cpu = child_cpu() - cpu_start
            with open(base_out, encoding="utf-8") as f:
                baseline = [line.rstrip("\n") for line in f]
            base_bleu = sacrebleu.corpus_bleu(baseline, [refs]).score
            report += (f" vs attn translate {base_bleu:.2f} ({bleu - base_bleu:+.2f}; attn translate: "
                       f"{len(base_sources) / base_cpu:.1f} lines per CPU second)")
        print(report, flush=True)


if __name__ == "__main__":
    main()
