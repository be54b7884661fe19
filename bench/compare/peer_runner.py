"""One peer engine in its own process: translates a file line by line and prints the JSON of runner_common.py.

  peer_runner.py --engine {torch,ort-fp32,ort-int8,ct2-fp32,ct2-int8} --work DIR --checkpoint CKPT
                 --input FILE [--beam N] [--threads N] [--batch N] [--max-length N] [--wait default|passive]

--batch N > 1 (CTranslate2 only, which batches natively) translates N sentences per call for the throughput
figure; sentence_ms then holds each batch's time divided by its size. Each engine imports only its own
packages, so the peak RSS reported (getrusage) is the engine's plus the interpreter's.
Timing (runner_common.py, shared with attn_package_runner.py) covers text in to text out: SentencePiece
encoding, search, decoding.
--max-length N caps every output at N tokens whatever the source length (attn's --max-length; with a
random_checkpoint.py model every engine then decodes exactly N tokens); without it the cap is the runtime's
default, source tokens + 50 within max_positions - 1.
"""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import runner_common  # noqa: E402

ALPHA = 0.6


class SearchEngine:
    """Engines driven by search.py: PyTorch eager and ONNX Runtime."""

    def __init__(self, ckpt_config, step_model, sp, beam, fixed_length):
        self.c, self.model, self.sp, self.beam = ckpt_config, step_model, sp, beam
        self.fixed_length = fixed_length

    def translate(self, line):
        import search

        if not line.strip():
            return "", []
        src = self.sp.encode(line) + [self.c["eos_id"]]
        max_length = self.fixed_length or min(len(src) + 50, self.c["max_positions"] - 1)
        self.model.start(src)
        if self.beam == 1:
            ids = search.greedy(self.model, self.c["bos_id"], self.c["eos_id"], max_length)
        else:
            ids = search.beam(self.model, self.c["bos_id"], self.c["eos_id"], max_length, self.beam, ALPHA)
        return self.sp.decode(ids), ids


class OrtStepModel:
    def __init__(self, encoder, decoder, config):
        import numpy as np

        self.np = np
        self.enc, self.dec = encoder, decoder
        D, H = config["d_model"], config["heads"]
        self.empty_shape = (config["decoder_layers"], 1, H, 0, D // H)

    def start(self, source_ids):
        np = self.np
        self.mem_k, self.mem_v = self.enc.run(None, {"src": np.array([source_ids], dtype=np.int64)})
        self.past_k = self.past_v = None

    def step(self, last_tokens, position):
        np = self.np
        if self.past_k is None:
            shape = list(self.empty_shape)
            shape[1] = last_tokens.shape[0]
            self.past_k = self.past_v = np.zeros(shape, dtype=np.float32)
        log_probs, self.past_k, self.past_v = self.dec.run(None, {
            "tokens": last_tokens, "position": np.array(position, dtype=np.int64),
            "past_k": self.past_k, "past_v": self.past_v, "mem_k": self.mem_k, "mem_v": self.mem_v})
        return log_probs

    def reorder(self, parents):
        self.past_k = self.past_k[:, parents]
        self.past_v = self.past_v[:, parents]


class Ct2Engine:
    def __init__(self, translator, sp, config, beam, fixed_length):
        self.t, self.sp, self.c, self.beam = translator, sp, config, beam
        self.fixed_length = fixed_length
        self.eos = sp.id_to_piece(config["eos_id"])

    def _run(self, lines):
        sources = [self.sp.encode(line, out_type=str) + [self.eos] for line in lines]
        longest = max(len(s) for s in sources)
        max_length = self.fixed_length or min(longest + 50, self.c["max_positions"] - 1)
        results = self.t.translate_batch(sources, beam_size=self.beam, length_penalty=ALPHA,
                                         max_decoding_length=max_length, max_batch_size=len(lines))
        outputs = []
        for line, r in zip(lines, results):
            ids = [self.sp.piece_to_id(p) for p in r.hypotheses[0]] if line.strip() else []
            outputs.append((self.sp.decode(ids), ids))
        return outputs

    def translate(self, line):
        return self._run([line])[0]

    def translate_batch(self, lines):
        return self._run(lines)


def make_engine(args, config):
    import sentencepiece

    sp = sentencepiece.SentencePieceProcessor(model_file=os.path.join(args.checkpoint, "tokenizer.model"))
    kind = args.engine
    if kind == "torch":
        import torch

        torch.set_num_threads(args.threads)
        torch.set_num_interop_threads(1)
        from checkpoint import Checkpoint
        from torch_model import TorchStepModel, TorchTransformer

        ckpt = Checkpoint(args.checkpoint)
        model = TorchTransformer(ckpt).eval()
        return (SearchEngine(config, TorchStepModel(model), sp, args.beam, args.max_length), torch.__version__,
                [os.path.join(args.checkpoint, "model.safetensors")])
    if kind in ("ort-fp32", "ort-int8"):
        import onnxruntime as ort

        folder = os.path.join(args.work, "onnx-" + kind.split("-")[1])
        options = ort.SessionOptions()
        options.intra_op_num_threads = args.threads
        options.inter_op_num_threads = 1
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        if args.wait == "passive":  # ORT's own pool spins by default; this is its documented off switch
            options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        paths = [os.path.join(folder, "encoder.onnx"), os.path.join(folder, "decoder.onnx")]
        enc, dec = (ort.InferenceSession(p, options, providers=["CPUExecutionProvider"]) for p in paths)
        engine = SearchEngine(config, OrtStepModel(enc, dec, config), sp, args.beam, args.max_length)
        return engine, ort.__version__, paths
    if kind in ("ct2-fp32", "ct2-int8"):
        import ctranslate2

        folder = os.path.join(args.work, kind)
        compute = "float32" if kind == "ct2-fp32" else "int8"
        translator = ctranslate2.Translator(folder, device="cpu", compute_type=compute, inter_threads=1,
                                           intra_threads=args.threads)
        return Ct2Engine(translator, sp, config, args.beam, args.max_length), ctranslate2.__version__, [
            os.path.join(folder, "model.bin")]
    raise SystemExit(f"peer_runner: unknown engine {kind!r}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    runner_common.add_arguments(parser)
    parser.add_argument("--work", required=True, help="folder where build_peers.py put the converted models")
    parser.add_argument("--checkpoint", required=True)
    parser.add_argument("--wait", choices=("default", "passive"), default="default",
                        help="idle worker threads: the library's default, or sleep at once (see README, Threads)")
    args = parser.parse_args()
    if args.wait == "passive":
        # libgomp (CTranslate2's and PyTorch's OpenMP) reads this when it starts, i.e. at import: set it first.
        os.environ["OMP_WAIT_POLICY"] = "PASSIVE"
    with open(os.path.join(args.checkpoint, "config.json"), encoding="utf-8") as f:
        config = json.load(f)
    sys.exit(runner_common.run(args, lambda: make_engine(args, config), extra={"wait": args.wait}))

if __name__ == "__main__":
    main()
