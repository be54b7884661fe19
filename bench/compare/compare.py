"""The side-by-side comparison of issue 6: attn against PyTorch, ONNX Runtime and CTranslate2 on one checkpoint.

Called by bench/compare/run.sh (which checks the virtual environment and builds attn_runner and attn-convert):

  compare.py --checkpoint CKPT --build BUILD_DIR --work WORK_DIR --input SRC --reference REF
             [--sentences N] [--results FILE.md] [--chart FILE.png] [--command "..."]

Steps: (1) models: attn fp32 and int8 (attn-convert), ONNX fp32/int8 and CTranslate2 fp32/int8 (build_peers.py);
(2) correctness: greedy outputs of every engine against attn fp32, token ids line by line, plus BLEU/chrF
against the reference; (3) timing: greedy and beam 4 at 1 and 2 threads, every engine in its own process,
configurations interleaved engine by engine so that background load hits all engines alike; CTranslate2 also
batched for throughput; (4) the report and a latency chart.
"""
import argparse
import json
import os
import pickle
import platform
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# Agreement with attn fp32 greedy (identical token ids, whole lines). fp32 engines compute the same function
# and differ only in float summation order (~1e-6 relative), which flips an argmax only at a near-tie, after
# which the rest of the line differs: a few % of lines at most. A contract error (position interleaving,
# norm placement, embedding scale) changes nearly every line. 95 % separates the two with room for noise.
# int8 engines legitimately change outputs (weight error ~1e-2 relative); below 50 % identical lines the
# quantization has changed the model more than it changed it for CTranslate2/attn, and is flagged.
THRESHOLD = {"fp32": 95.0, "int8": 50.0}
ENGINES = [  # (name, precision, kind)
    ("attn-fp32", "fp32", "attn"),
    ("attn-int8", "int8", "attn"),
    ("torch", "fp32", "peer"),
    ("ort-fp32", "fp32", "peer"),
    ("ort-int8", "int8", "peer"),
    ("ct2-fp32", "fp32", "peer"),
    ("ct2-int8", "int8", "peer"),
]
LABEL = {"attn-fp32": "attn fp32", "attn-int8": "attn int8", "torch": "PyTorch eager fp32",
         "ort-fp32": "ONNX Runtime fp32", "ort-int8": "ONNX Runtime int8 (dynamic)",
         "ct2-fp32": "CTranslate2 float32", "ct2-int8": "CTranslate2 int8"}
BATCHING = {"ct2-fp32", "ct2-int8"}
BATCH_SIZE = 32


def log(message):
    print(f"[compare {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def run_json(cmd):
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0 and not done.stdout.strip():
        raise RuntimeError(f"{' '.join(cmd)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return json.loads(done.stdout)


class Harness:
    def __init__(self, args):
        self.a = args
        self.python = sys.executable
        self.runner = os.path.join(args.build, "bench", "attn_runner")
        self.convert = os.path.join(args.build, "converter", "attn-convert")
        self.notes = []
        self.available = {}

    # ---- models ----------------------------------------------------------------------------------------
    def build_models(self):
        a = self.a
        os.makedirs(a.work, exist_ok=True)
        fp32 = os.path.join(a.work, "attn-fp32.attn")
        subprocess.run([self.convert, a.checkpoint, "-o", fp32], check=True, capture_output=True, text=True)
        self.available["attn-fp32"] = fp32
        int8 = os.path.join(a.work, "attn-int8.attn")
        done = subprocess.run([self.convert, a.checkpoint, "-o", int8, "--quantize", "int8", "--calibration",
                               a.calibration], capture_output=True, text=True)
        if done.returncode == 0:
            self.available["attn-int8"] = int8
        else:
            reason = (done.stderr.strip().splitlines() or ["(no message)"])[-1]
            self.notes.append(f"attn int8 skipped: `attn-convert --quantize int8` refused: {reason}")
            log(self.notes[-1])
        log("building the peers' models (ONNX export and quantization, CTranslate2 specs)")
        done = subprocess.run([self.python, os.path.join(HERE, "build_peers.py"), a.checkpoint, a.work],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"build_peers.py failed:\n{done.stderr[-3000:]}")
        self.notes.append(done.stdout.strip())
        for name, _, kind in ENGINES:
            if kind == "peer":
                self.available[name] = name

    def command(self, engine, beam, threads, batch=1, ids=False):
        if engine.startswith("attn"):
            cmd = [self.runner, "--engine", engine, "--model", self.available[engine], "--input", self.a.input_file,
                   "--beam", str(beam), "--threads", str(threads)]
            return cmd + (["--ids"] if ids else [])
        return [self.python, os.path.join(HERE, "peer_runner.py"), "--engine", engine, "--work", self.a.work,
                "--checkpoint", self.a.checkpoint, "--input", self.a.input_file, "--beam", str(beam),
                "--threads", str(threads), "--batch", str(batch)]

    def run(self, engine, beam, threads, batch=1, ids=False):
        log(f"{engine}: beam {beam}, {threads} thread(s){', batch %d' % batch if batch > 1 else ''}")
        return run_json(self.command(engine, beam, threads, batch, ids))


def machine():
    info = {"cpu": platform.processor() or "unknown", "flags": "", "cores": os.cpu_count()}
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            text = f.read()
        for line in text.splitlines():
            key, _, value = line.partition(":")
            if key.strip() == "model name" and info["cpu"] in ("unknown", platform.processor()):
                info["cpu"] = value.strip()
            if key.strip() == "flags" and not info["flags"]:
                flags = value.split()
                wanted = [f for f in flags if f.startswith(("avx", "amx", "fma", "f16c", "sse4", "vnni", "bmi"))]
                info["flags"] = " ".join(wanted)
        info["sockets_threads"] = text.count("processor\t:")
    except OSError:
        pass
    info["loadavg"] = os.getloadavg()
    try:  # read-only git queries: which attn source was measured
        head = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
        dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True)
        changed = len(dirty.stdout.splitlines())
        info["source"] = head.stdout.strip() + (f" with {changed} modified tracked files" if changed else "")
    except OSError:
        info["source"] = "unknown"
    info["kernel"] = platform.release()
    return info


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--checkpoint", required=True)
    p.add_argument("--build", required=True)
    p.add_argument("--work", required=True)
    p.add_argument("--input", required=True)
    p.add_argument("--reference", required=True)
    p.add_argument("--calibration", required=True)
    p.add_argument("--sentences", type=int, default=0, help="first N lines only (0 = all)")
    p.add_argument("--threads", default="1,2")
    p.add_argument("--beams", default="1,4")
    p.add_argument("--results", required=True)
    p.add_argument("--chart", required=True)
    p.add_argument("--command", default="")
    a = p.parse_args()
    sys.path.insert(0, HERE)
    import report

    with open(a.input, encoding="utf-8") as f:
        source = f.read().split("\n")
    with open(a.reference, encoding="utf-8") as f:
        reference = f.read().split("\n")
    if source and source[-1] == "":
        source.pop()
    if a.sentences:
        source = source[:a.sentences]
    reference = reference[:len(source)]
    os.makedirs(a.work, exist_ok=True)
    a.input_file = os.path.join(a.work, "input.txt")
    with open(a.input_file, "w", encoding="utf-8") as f:
        f.write("\n".join(source) + "\n")

    h = Harness(a)
    started = time.time()
    machine_before = machine()
    h.build_models()
    engines = [(n, prec) for n, prec, _ in ENGINES if n in h.available]
    threads = [int(t) for t in a.threads.split(",")]
    beams = [int(b) for b in a.beams.split(",")]

    # (1) correctness: greedy, one thread; these runs are also the greedy/1-thread timings.
    runs = {}
    for name, _ in engines:
        runs[(name, 1, threads[0], 1)] = h.run(name, 1, threads[0], ids=True)
    # (2) timing: every other configuration, engines interleaved within each.
    for beam in beams:
        for t in threads:
            if (beam, t) == (1, threads[0]):
                continue
            for name, _ in engines:
                runs[(name, beam, t, 1)] = h.run(name, beam, t)
    for beam in beams:
        for name, _ in engines:
            if name in BATCHING:
                runs[(name, beam, threads[-1], BATCH_SIZE)] = h.run(name, beam, threads[-1], batch=BATCH_SIZE)

    data = {"source": source, "reference": reference, "engines": engines, "threads": threads, "beams": beams,
            "batch_size": BATCH_SIZE, "runs": runs, "notes": h.notes, "threshold": THRESHOLD, "label": LABEL,
            "machine": machine_before, "machine_after": machine(), "seconds": time.time() - started,
            "command": a.command, "checkpoint": a.checkpoint, "sentences": len(source), "input": a.input,
            "tokenizer": os.path.join(a.checkpoint, "tokenizer.model")}
    with open(os.path.join(a.work, "raw.json"), "w", encoding="utf-8") as f:
        json.dump({f"{k[0]}|beam{k[1]}|t{k[2]}|b{k[3]}": v for k, v in runs.items()}, f, ensure_ascii=False)
    with open(os.path.join(a.work, "data.pickle"), "wb") as f:  # lets report.py re-render without rerunning
        pickle.dump(data, f)
    report.write(data, a.results, a.chart)
    log(f"wrote {a.results} and {a.chart} ({time.time() - started:.0f} s); raw runs in {a.work}/raw.json")


if __name__ == "__main__":
    main()
