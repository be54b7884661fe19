"""attn int8 against CTranslate2 int8 at one thread, in the configurations of bench/RESULTS-runtime.md, side by side.

  ct2_ratio.py --attn-model M.attn --checkpoint CKPT --work DIR --input FILE [--rounds N]
               [--configs 1:1,1:8,1:32,4:1,4:8,4:32] [--attn-runner PATH]

Each configuration (beam:sentences a call) runs attn (attn_runner, the C API) and CTranslate2 int8
(peer_runner.py, its model from build_peers.py in DIR) one after the other, the order reversed every other round,
and reports medians over the rounds of: wall milliseconds per sentence (the runner's own timing, text in to
text out) and CPU seconds (the process's user + system time from wait4) less the CPU of the same process
translating a one-line file (model load and, for CTranslate2, the interpreter and its imports). Both ratios
are attn / CTranslate2 (below 1: attn faster). Outputs are compared line by line with each engine's own
one-at-a-time output, which batching must not change.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def run(command):
    """Runs command, returns (its JSON result, CPU seconds)."""
    # The output goes to files, not pipes: a pipe is read only after wait4 (which gives the child's CPU), and a
    # run whose JSON outgrows the pipe's buffer (the whole 673-line test split) would block writing it forever.
    with tempfile.TemporaryFile("w+", encoding="utf-8") as out_file, \
            tempfile.TemporaryFile("w+", encoding="utf-8") as err_file:
        process = subprocess.Popen(command, stdout=out_file, stderr=err_file, text=True)
        _, status, usage = os.wait4(process.pid, 0)
        out_file.seek(0)
        err_file.seek(0)
        out, err = out_file.read(), err_file.read()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(command)} failed:\n{err}")
    return json.loads(out.strip().splitlines()[-1]), usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--attn-model", required=True)
    parser.add_argument("--checkpoint", required=True, help="the checkpoint the CTranslate2 model was built from")
    parser.add_argument("--work", required=True, help="bench/compare's work folder (build_peers.py output)")
    parser.add_argument("--input", required=True)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--configs", default="1:1,1:8,1:32,4:1,4:8,4:32")
    parser.add_argument("--attn-runner", default=os.path.join(ROOT, "build", "bench", "attn_runner"))
    args = parser.parse_args()

    def command(engine, beam, batch, path):
        common = ["--input", path, "--beam", str(beam), "--threads", "1", "--batch", str(batch)]
        if engine == "attn":
            return [args.attn_runner, "--model", args.attn_model] + common
        return [sys.executable, os.path.join(HERE, "peer_runner.py"), "--engine", "ct2-int8", "--work", args.work,
                "--checkpoint", args.checkpoint] + common

    with open(args.input, encoding="utf-8") as f:
        first = f.readline()
    with tempfile.NamedTemporaryFile("w", suffix=".txt", encoding="utf-8", delete=False) as one:
        one.write(first)
    load_cpu = {e: statistics.median(run(command(e, 1, 1, one.name))[1] for _ in range(3)) for e in ("attn", "ct2")}
    os.unlink(one.name)

    reference = {}
    print(f"loading CPU (median of 3, one line): attn {load_cpu['attn']:.3f} s, CTranslate2 {load_cpu['ct2']:.3f} s")
    print("| beam, sentences a call | CT2 wall ms/sentence | attn wall ms/sentence | attn / CT2 wall | "
          "attn / CT2 CPU less loading | outputs as one at a time: attn, CT2 |")
    print("|---|---:|---:|---:|---:|---|")
    for config in args.configs.split(","):
        beam, batch = (int(x) for x in config.split(":"))
        wall = {"attn": [], "ct2": []}
        cpu = {"attn": [], "ct2": []}
        same = {"attn": True, "ct2": True}
        for r in range(args.rounds):
            for engine in (("attn", "ct2") if r % 2 == 0 else ("ct2", "attn")):
                result, seconds = run(command(engine, beam, batch, args.input))
                wall[engine].append(sum(result["sentence_ms"]) / len(result["sentence_ms"]))
                cpu[engine].append(seconds - load_cpu[engine])
                key = (engine, beam)
                if batch == 1:
                    reference.setdefault(key, result["outputs"])
                elif key in reference:
                    same[engine] = same[engine] and reference[key] == result["outputs"]
        w = {e: statistics.median(v) for e, v in wall.items()}
        c = {e: statistics.median(v) for e, v in cpu.items()}
        print(f"| {beam}, {batch} | {w['ct2']:.2f} | {w['attn']:.2f} | {w['attn'] / w['ct2']:.2f} | "
              f"{c['attn'] / c['ct2']:.2f} | {'yes' if same['attn'] else 'NO'}, {'yes' if same['ct2'] else 'no'} |", flush=True)


if __name__ == "__main__":
    main()
