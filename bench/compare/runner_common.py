"""What every Python runner of bench/compare shares: the command-line options, the timing loop and the JSON.

An engine runs in its own process (peer_runner.py for PyTorch, ONNX Runtime and CTranslate2,
attn_package_runner.py for attn), so that its peak RSS is its own. The runner builds its engine inside `load`
and hands it to `run`, which times everything the same way for every engine:

- load_ms: `load()`, the model and tokenizer made ready (peer_runner.py also imports the engine's package
  in it; attn_package_runner.py imports attn before, as the C runner's libattn is linked before main);
- one untimed warm-up sentence (first-call setup, page faults and thread pools, is not latency);
- sentence_ms: per input line, text in, text out; with --batch N > 1, each `translate_batch` call's time
  divided by its lines;
- output_ids: the ids each timed call returned, or (engines whose text call gives no ids: attn) only with --ids,
  from an untimed second pass through `engine.translate_ids`;
- peak_rss_kb: getrusage of this process (the interpreter included).

An engine provides `translate(line) -> (text, ids or None)`, optionally `translate_batch(lines)` (a list of
the same pairs) and `translate_ids(line) -> ids`. A line that failed comes back as text None (the engine has
said why on stderr): it counts in `failures` and stays in `outputs` as an empty line, so that outputs stay
aligned with the input; the process then exits with status 1.
"""
import json
import os
import resource
import time


def add_arguments(parser):
    """The options every runner takes (README.md, Runner output)."""
    parser.add_argument("--engine", required=True)
    parser.add_argument("--input", required=True, help="one sentence per line")
    parser.add_argument("--beam", type=int, default=1)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--batch", type=int, default=1, help="sentences per translate_batch call (1: one by one)")
    parser.add_argument("--max-length", type=int, default=0, help="cap on output tokens (0: source + 50)")


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def run(args, load, ids=False, extra=None):
    """Loads the engine (`load() -> (engine, version, model_paths)`), translates args.input, prints the JSON.
    ids: add an untimed output_ids pass (engine.translate_ids) when the timed calls return no ids. extra:
    fields added after max_length (peers: wait). Returns the process exit status: 1 when any line failed."""
    lines = read_lines(args.input)
    start = time.perf_counter()
    engine, version, paths = load()
    load_ms = (time.perf_counter() - start) * 1000.0
    if lines:
        engine.translate(lines[0])  # warm-up, untimed

    sentence_ms, outputs, output_ids = [], [], []
    if args.batch > 1:
        if not hasattr(engine, "translate_batch"):
            raise SystemExit(f"{args.engine}: this engine does not batch")
        for i in range(0, len(lines), args.batch):
            chunk = lines[i:i + args.batch]
            t0 = time.perf_counter()
            results = engine.translate_batch(chunk)
            per = (time.perf_counter() - t0) * 1000.0 / len(chunk)
            for text, line_ids in results:
                sentence_ms.append(per)
                outputs.append(text)
                output_ids.append(line_ids)
    else:
        for line in lines:
            t0 = time.perf_counter()
            text, line_ids = engine.translate(line)
            sentence_ms.append((time.perf_counter() - t0) * 1000.0)
            outputs.append(text)
            output_ids.append(line_ids)
    failures = sum(1 for text in outputs if text is None)
    outputs = ["" if text is None else text for text in outputs]

    result = {"engine": args.engine, "version": version, "model_path": paths[0],
              "model_bytes": sum(os.path.getsize(p) for p in paths), "beam": args.beam, "threads": args.threads,
              "batch": args.batch, "max_length": args.max_length}
    result.update(extra or {})
    result.update({"load_ms": load_ms, "sentence_ms": sentence_ms, "outputs": outputs})
    if all(x is not None for x in output_ids):
        result["output_ids"] = [[int(i) for i in x] for x in output_ids]
    elif ids:
        result["output_ids"] = [engine.translate_ids(line) for line in lines]
    result["failures"] = failures
    result["peak_rss_kb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps(result, ensure_ascii=False))
    return 1 if failures else 0
