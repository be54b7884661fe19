#!/usr/bin/env python3
"""Times two commands against each other in pairs: the baseline and the candidate run in turn, N times each, and
the ratio candidate / baseline of each pair's CPU time (user + system of the whole process, model loading
included) is reported as its median and range, with each side's median wall and CPU seconds. Running them in
turn keeps a slow moment of a shared machine from falling on one side only; the paired ratio is what to read.

    bench/paired_time.py [-n N] [--timeout S] --vs "BASELINE COMMAND" -- CANDIDATE COMMAND ...

Both commands run through the shell from the current directory, their output discarded. A command that fails
or runs past --timeout stops the measurement with its exit status and the end of its error output.
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import time


def run(command, timeout):
    """(wall seconds, CPU seconds) of one run of command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    try:
        done = subprocess.run(command, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        sys.exit(f"paired_time.py: ran past {timeout} s: {command}")
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        tail = done.stderr.decode(errors="replace")[-2000:]
        sys.exit(f"paired_time.py: exit status {done.returncode}: {command}\n{tail}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("-n", type=int, default=5, help="pairs (default 5)")
    p.add_argument("--timeout", type=float, default=None, help="seconds one run may take")
    p.add_argument("--vs", required=True, help="the baseline command")
    p.add_argument("candidate", nargs=argparse.REMAINDER, help="-- then the candidate command")
    a = p.parse_args()
    candidate = a.candidate[1:] if a.candidate[:1] == ["--"] else a.candidate
    if not candidate or a.n < 1:
        p.error("give -n of at least 1 and a candidate command after --")
    candidate_command = " ".join(candidate)

    ratios, base_runs, cand_runs = [], [], []
    for i in range(a.n):
        # Alternate which side goes first, so that neither always runs on a warm or a cold cache.
        order = [(a.vs, base_runs), (candidate_command, cand_runs)]
        if i % 2:
            order.reverse()
        for command, runs in order:
            runs.append(run(command, a.timeout))
        ratios.append(cand_runs[-1][1] / base_runs[-1][1])

    def medians(runs):
        return statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)

    base_wall, base_cpu = medians(base_runs)
    cand_wall, cand_cpu = medians(cand_runs)
    print(f"baseline:  median {base_wall:.3f} s wall, {base_cpu:.3f} s CPU ({a.vs})")
    print(f"candidate: median {cand_wall:.3f} s wall, {cand_cpu:.3f} s CPU ({candidate_command})")
    print(f"candidate / baseline CPU time: median {statistics.median(ratios):.3f} "
          f"(min {min(ratios):.3f}, max {max(ratios):.3f}; {a.n} pairs; load average {os.getloadavg()[0]:.2f})")


if __name__ == "__main__":
    main()
