"""Reads a trainer checkpoint directory (docs/model.md): config.json, model.safetensors, tokenizer.model.

Every peer of bench/compare is built from what this returns, so they all run the very same arrays.
"""
import json
import math
import os

import numpy as np
from safetensors import deserialize


def load_weights(path):
    """A checkpoint's model.safetensors as float32 arrays by name. Weights are stored as F32 or BF16
    (`attn-train export-bf16`); numpy has no bfloat16, so BF16 is widened here, exactly (a bf16 is the top half
    of an fp32), as attn's own readers do. The reference library parses and validates the file."""
    with open(path, "rb") as f:
        raw = f.read()
    tensors = {}
    for name, info in deserialize(raw):
        data = bytes(info["data"])
        if info["dtype"] == "F32":
            values = np.frombuffer(data, dtype="<f4")
        elif info["dtype"] == "BF16":
            values = (np.frombuffer(data, dtype="<u2").astype(np.uint32) << 16).view(np.float32)
        else:
            raise ValueError(f"{path}: tensor {name!r} is {info['dtype']}, expected F32 or BF16")
        tensors[name] = values.astype(np.float32).reshape(info["shape"])
    return tensors


class Checkpoint:
    def __init__(self, directory):
        self.directory = directory
        with open(os.path.join(directory, "config.json"), encoding="utf-8") as f:
            self.config = json.load(f)
        c = self.config
        if c.get("format") != "attn-checkpoint":
            raise ValueError(f"{directory}/config.json: format is {c.get('format')!r}, expected 'attn-checkpoint'")
        self.d_model = int(c["d_model"])
        self.heads = int(c["heads"])
        self.d_ff = int(c["d_ff"])
        self.encoder_layers = int(c["encoder_layers"])
        self.decoder_layers = int(c["decoder_layers"])
        self.vocab_size = int(c["vocab_size"])
        self.max_positions = int(c["max_positions"])
        self.activation = c["activation"]
        self.pre_norm = c["norm_position"] == "pre"
        self.tied = bool(c["tied_embeddings"])
        self.output_bias = bool(c["output_bias"])
        self.embedding_scale = float(c["embedding_scale"])
        self.eps = float(c["layer_norm_epsilon"])
        self.pad_id, self.unk_id = int(c["pad_id"]), int(c["unk_id"])
        self.bos_id, self.eos_id = int(c["bos_id"]), int(c["eos_id"])
        if self.activation not in ("relu", "gelu"):
            raise ValueError(f"unsupported activation {self.activation!r}")
        self.tensors = load_weights(os.path.join(directory, "model.safetensors"))
        self.tokenizer_path = os.path.join(directory, "tokenizer.model")

    def get(self, name):
        if name not in self.tensors:
            raise KeyError(f"checkpoint {self.directory} has no tensor {name!r}")
        return self.tensors[name]

    def output_weight(self):
        return self.get("embedding.weight") if self.tied else self.get("output.weight")

    def position_table(self, rows=None):
        """PE[t, 2i] = sin(t / 10000^(2i/D)), PE[t, 2i+1] = cos(...): the paper's interleaving, from t = 0."""
        rows = rows or self.max_positions
        D = self.d_model
        t = np.arange(rows, dtype=np.float64)[:, None]
        two_i = np.arange(0, D, 2, dtype=np.float64)[None, :]
        angle = t / np.power(10000.0, two_i / D)
        pe = np.zeros((rows, D), dtype=np.float64)
        pe[:, 0::2] = np.sin(angle)
        pe[:, 1::2] = np.cos(angle)
        return pe.astype(np.float32)

    def max_output_length(self, source_tokens_with_eos, extra=50):
        """docs/model.md: source tokens + 50, capped by max_positions - 1 (as the runtime plans it)."""
        return min(source_tokens_with_eos + extra, self.max_positions - 1)

    def sqrt_d_model_scale(self):
        return math.isclose(self.embedding_scale, math.sqrt(self.d_model), rel_tol=1e-6)
