"""The side-by-side comparison: attn against PyTorch, ONNX Runtime and CTranslate2 on one checkpoint.

Called by bench/compare/run.sh (which checks the virtual environment and the attn package in it, and builds
attn_runner and attn-convert):

  compare.py --checkpoint CKPT --build BUILD_DIR --work WORK_DIR --input SRC --reference REF
             [--sentences N] [--results FILE.md] [--chart FILE.png] [--command "..."]
             [--max-length N] [--wait default|passive]

--max-length N: every engine caps its outputs at N tokens (random-weight models from random_checkpoint.py, which
cannot emit eos, then decode exactly N tokens per sentence; every run's token counts are checked). --wait: how
idle worker threads of the peers wait (see README.md, Threads).

Steps: (1) models: attn fp32 and int8 (attn-convert), ONNX fp32/int8 and CTranslate2 fp32/int8 (build_peers.py);
(2) correctness: greedy outputs of every engine against attn fp32, token ids line by line, plus BLEU/chrF
against the reference; (3) timing: greedy and beam 4 at 1 and 2 threads, every engine in its own process,
configurations interleaved engine by engine so that background load hits all engines alike; attn and
CTranslate2 also batched for throughput; (4) attn without Python: attn_runner (C API) once per attn model in
the configuration with the largest plan, for the runtime's own peak RSS; (5) the report and a latency chart.

Every engine runs from Python, each in its own process: attn through the attn package
(attn_package_runner.py), the peers through theirs (peer_runner.py); both print runner_common.py's JSON.
"""
import argparse
import json
import os
import pickle
import platform
import resource
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
# Random-weight models (--max-length): a random model's best logits are close together at every step (no
# training sharpened them), so int8 error flips some step of nearly every 64-token line and whole-line identity
# says nothing about an int8 engine; the report shows the mean common prefix instead and flags fp32 only.
THRESHOLD_FIXED = {"fp32": 95.0, "int8": 0.0}
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
         "ct2-fp32": "CTranslate2 float32", "ct2-int8": "CTranslate2 int8",
         "attn-int8-full": "attn int8, shortlist off"}
# Correctness only (no timings): the attn int8 file translating its whole vocabulary every step
# (`use_shortlist=False`), so that its agreement with attn fp32 (also full-vocabulary) measures the int8
# arithmetic alone, as the peers' int8 rows do; the "attn int8" row adds the shortlist's own changes.
CORRECTNESS_ONLY = [("attn-int8-full", "int8")]
# Engines with a batch API, run batched too (BATCH_SIZE sentences a call) for the throughput table: attn
# (Translator.translate_batch, i.e. attn_translate_batch, max_batch = BATCH_SIZE) and CTranslate2
# (translate_batch). The PyTorch and ONNX Runtime peers run a Python search loop over one sentence; batching it
# is a different program, not an engine setting.
BATCHING = {"attn-fp32", "attn-int8", "ct2-fp32", "ct2-int8"}
BATCH_SIZE = 32


def log(message):
    print(f"[compare {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def cpu_jiffies():
    """(busy, total) jiffies of the whole machine from /proc/stat, or None where it cannot be read."""
    try:
        with open("/proc/stat", encoding="ascii") as f:
            fields = [int(x) for x in f.readline().split()[1:]]
    except (OSError, ValueError):
        return None
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle + iowait
    return sum(fields[:8]) - idle, sum(fields[:8])


def run_json(cmd):
    """Runs one engine process; adds what the machine did meanwhile: the engine's own CPU seconds (getrusage of
    the child) and the CPU that other processes took (/proc/stat busy time minus the engine's), in cores."""
    before_children = resource.getrusage(resource.RUSAGE_CHILDREN)
    before_stat = cpu_jiffies()
    start = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after_stat = cpu_jiffies()
    after_children = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0 and not done.stdout.strip():
        raise RuntimeError(f"{' '.join(cmd)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    result = json.loads(done.stdout)
    own = (after_children.ru_utime - before_children.ru_utime) + (after_children.ru_stime - before_children.ru_stime)
    result["process_cpu_s"] = own
    result["process_wall_s"] = wall
    if before_stat and after_stat and wall > 0:
        hz = os.sysconf("SC_CLK_TCK")
        busy = (after_stat[0] - before_stat[0]) / hz
        result["other_cores"] = max(0.0, (busy - own) / wall)
    return result


class Harness:
    def __init__(self, args):
        self.a = args
        self.python = sys.executable
        self.native_runner = os.path.join(args.build, "bench", "attn_runner")  # C API, no interpreter: step (4)
        self.convert = os.path.join(args.build, "converter", "attn-convert")
        self.notes = []
        self.available = {}

    # ---- models ----------------------------------------------------------------------------------------
    def fresh(self, path, deps):
        """True when path exists and is newer than every dependency: a rerun reuses models (the base size's
        ONNX export takes minutes), a changed converter or checkpoint remakes them."""
        if not os.path.exists(path):
            return False
        return all(os.path.getmtime(path) > os.path.getmtime(d) for d in deps if os.path.exists(d))

    def build_models(self):
        a = self.a
        os.makedirs(a.work, exist_ok=True)
        ckpt_files = [os.path.join(a.checkpoint, f) for f in ("model.safetensors", "config.json", "tokenizer.model")]
        # Models made from another checkpoint (or shortlist text) are never reused: the recipe is a dependency too.
        recipe = os.path.join(a.work, "models.json")
        wanted = {"checkpoint": os.path.abspath(a.checkpoint), "train_source": os.path.abspath(a.train_source),
                  "shortlist_target": os.path.abspath(a.shortlist_target) if a.shortlist_target else ""}
        try:
            with open(recipe, encoding="utf-8") as f:
                same = json.load(f) == wanted
        except (OSError, ValueError):
            same = False
        if not same:
            with open(recipe, "w", encoding="utf-8") as f:
                json.dump(wanted, f)
        ckpt_files.append(recipe)  # rewritten just now when it changed: everything below is then stale
        fp32 = os.path.join(a.work, "attn-fp32.attn")
        if not self.fresh(fp32, [self.convert] + ckpt_files):
            subprocess.run([self.convert, a.checkpoint, "-o", fp32], check=True, capture_output=True, text=True)
        self.available["attn-fp32"] = fp32
        int8 = os.path.join(a.work, "attn-int8.attn")
        # attn int8 as the shipped models are made (models/build.sh): with a vocabulary shortlist from the parallel
        # training text. attn fp32 stays full-vocabulary: it is the reference every engine's outputs are compared
        # with.
        shortlist = []
        if a.shortlist_target:
            shortlist = ["--shortlist-source", a.train_source, "--shortlist-target", a.shortlist_target]
        if self.fresh(int8, [self.convert] + ckpt_files):
            self.available["attn-int8"] = int8
        else:
            done = subprocess.run([self.convert, a.checkpoint, "-o", int8, "--quantize", "int8"] + shortlist,
                                  capture_output=True, text=True)
            if done.returncode == 0:
                self.available["attn-int8"] = int8
            else:
                reason = (done.stderr.strip().splitlines() or ["(no message)"])[-1]
                self.notes.append(f"attn int8 skipped: `attn-convert --quantize int8` refused: {reason}")
                log(self.notes[-1])
        # The stamp holds build_peers.py's summary line, written only after every peer model was made.
        stamp = os.path.join(a.work, "peers.stamp")
        scripts = [os.path.join(HERE, f) for f in ("build_peers.py", "torch_model.py", "checkpoint.py")]
        if self.fresh(stamp, scripts + ckpt_files):
            log("reusing the peers' models (newer than the checkpoint and build_peers.py)")
            with open(stamp, encoding="utf-8") as f:
                self.notes.append(f.read().strip())
        else:
            log("building the peers' models (ONNX export and quantization, CTranslate2 specs)")
            done = subprocess.run([self.python, os.path.join(HERE, "build_peers.py"), a.checkpoint, a.work],
                                  capture_output=True, text=True)
            if done.returncode != 0:
                raise RuntimeError(f"build_peers.py failed:\n{done.stderr[-3000:]}")
            self.notes.append(done.stdout.strip())
            with open(stamp, "w", encoding="utf-8") as f:
                f.write(done.stdout.strip() + "\n")
        for name, _, kind in ENGINES:
            if kind == "peer":
                self.available[name] = name

    def command(self, engine, beam, threads, batch=1, ids=False):
        fixed = ["--max-length", str(self.a.max_length)] if self.a.max_length else []
        if engine.startswith("attn"):
            full = engine == "attn-int8-full"
            model = self.available["attn-int8" if full else engine]
            cmd = [self.python, os.path.join(HERE, "attn_package_runner.py"), "--engine", engine, "--model",
                   model, "--input", self.a.input_file, "--beam", str(beam), "--threads",
                   str(threads), "--batch", str(batch)] + fixed + (["--no-shortlist"] if full else [])
            # Fixed-length runs check every run's token counts, so attn adds its (untimed) ids pass to each.
            return cmd + (["--ids"] if ids or self.a.max_length else [])
        return [self.python, os.path.join(HERE, "peer_runner.py"), "--engine", engine, "--work", self.a.work,
                "--checkpoint", self.a.checkpoint, "--input", self.a.input_file, "--beam", str(beam),
                "--threads", str(threads), "--batch", str(batch), "--wait", self.a.wait] + fixed

    def run(self, engine, beam, threads, batch=1, ids=False):
        log(f"{engine}: beam {beam}, {threads} thread(s){', batch %d' % batch if batch > 1 else ''}")
        return run_json(self.command(engine, beam, threads, batch, ids))

    def run_native(self, engine, beam, threads, batch):
        """attn_runner.cpp: the same run without a Python interpreter (same options, same JSON), for the
        runtime's own peak RSS; None, with a note, where it was not built."""
        if not os.path.exists(self.native_runner):
            self.notes.append(f"attn without Python not measured: no {self.native_runner} (bench/compare/run.sh "
                              "builds it)")
            return None
        log(f"{engine} without Python (attn_runner): beam {beam}, {threads} thread(s), batch {batch}")
        fixed = ["--max-length", str(self.a.max_length)] if self.a.max_length else []
        return run_json([self.native_runner, "--engine", engine, "--model", self.available[engine], "--input",
                         self.a.input_file, "--beam", str(beam), "--threads", str(threads), "--batch", str(batch)]
                        + fixed)


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
    p.add_argument("--train-source", required=True, help="source side of the training text")
    p.add_argument("--shortlist-target", default="", help="target side of --train-source: attn int8 gets a shortlist")
    p.add_argument("--sentences", type=int, default=0, help="first N lines only (0 = all)")
    p.add_argument("--threads", default="1,2")
    p.add_argument("--beams", default="1,4")
    p.add_argument("--results", required=True)
    p.add_argument("--chart", required=True)
    p.add_argument("--command", default="")
    p.add_argument("--max-length", type=int, default=0, help="fixed output cap for every engine (0: source + 50)")
    p.add_argument("--wait", choices=("default", "passive"), default="default")
    p.add_argument("--title", default="attn against the engines users would pick instead")
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
    # attn int8 without its shortlist, when it has one (not with --base, whose int8 model has none).
    extra = [(n, p) for n, p in CORRECTNESS_ONLY if "attn-int8" in h.available and a.shortlist_target]
    for name, _ in extra:
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
    # (3) attn without Python, for the runtime's own peak RSS: memory is planned when the translator is made
    # (decoder state for max_batch x beam hypotheses), so the largest plan of the runs above is the batched one
    # with the largest beam and the most threads; the same run through attn_runner.cpp.
    native = {}
    for name, _ in engines:
        if name.startswith("attn"):
            key = (name, max(beams), threads[-1], BATCH_SIZE)
            result = h.run_native(*key)
            if result is None:
                break
            native[key] = result

    data = {"source": source, "reference": reference, "engines": engines, "correctness_only": extra,
            "threads": threads, "beams": beams,
            "batch_size": BATCH_SIZE, "runs": runs, "native": native, "notes": h.notes,
            "threshold": THRESHOLD_FIXED if a.max_length else THRESHOLD, "label": LABEL,
            "machine": machine_before, "machine_after": machine(), "seconds": time.time() - started,
            "command": a.command, "checkpoint": a.checkpoint, "sentences": len(source), "input": a.input,
            "tokenizer": os.path.join(a.checkpoint, "tokenizer.model"), "max_length": a.max_length,
            "wait": a.wait, "title": a.title}
    with open(os.path.join(a.work, "raw.json"), "w", encoding="utf-8") as f:
        raw = {f"{k[0]}|beam{k[1]}|t{k[2]}|b{k[3]}": v for k, v in runs.items()}
        raw.update({f"{k[0]}|native|beam{k[1]}|t{k[2]}|b{k[3]}": v for k, v in native.items()})
        json.dump(raw, f, ensure_ascii=False)
    with open(os.path.join(a.work, "data.pickle"), "wb") as f:  # lets report.py re-render without rerunning
        pickle.dump(data, f)
    report.write(data, a.results, a.chart)
    log(f"wrote {a.results} and {a.chart} ({time.time() - started:.0f} s); raw runs in {a.work}/raw.json")


if __name__ == "__main__":
    main()
