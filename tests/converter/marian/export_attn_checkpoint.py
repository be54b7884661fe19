#!/usr/bin/env python3
"""Writes an attn-train checkpoint (post-norm) as a Hugging Face Marian directory, so that the Marian importer
(`attn-convert --from marian`), transformers' MarianMTModel and CTranslate2 can be checked on a trained model
(the OPUS-MT models themselves are not reachable offline).

    python tests/converter/marian/export_attn_checkpoint.py CHECKPOINT_DIR OUT_DIR

Needs numpy, safetensors and sentencepiece (requirements/marian-fixtures.txt); no torch.

What it writes: config.json (model_type marian), model.safetensors (Hugging Face tensor names),
source.spm = target.spm = the checkpoint's joint tokenizer.model, vocab.json (each piece -> its SentencePiece
id, so ids are unchanged), tokenizer_config.json and generation_config.json.

The same function in another layout, not an approximation:
- attn's positions interleave sine and cosine (PE[t, 2i] = sin, PE[t, 2i+1] = cos); Marian's put the sines in
  the first half and the cosines in the second. Reordering the model dimension of the whole residual stream by
  the same permutation (embedding columns, the input columns of every projection that reads the residual
  stream, the output rows of every projection that writes it, layer-norm parameters) turns one into the other
  exactly: layer norm, attention scores and the output logits do not depend on the order of that dimension.
- The decoder starts from attn's bos token (decoder_start_token_id = bos); pad keeps attn's id. transformers
  honours decoder_start_token_id; Marian itself (and CTranslate2's Marian loader) start the decoder from a zero
  vector instead, which no attn checkpoint expresses (its bos embedding is trained) -- see --zero-start.

What cannot be expressed, and is refused: pre-norm (MarianMTModel has no final layer norm), a layer-norm
epsilon other than nn.LayerNorm's 1e-5, an embedding scale other than 1 or sqrt(d_model).

--zero-start makes the variant that Marian and CTranslate2 can run: the vocabulary gets one more entry,
<pad> at the end with a zero embedding row (OPUS-MT's convention), which becomes pad and decoder start; attn's
own pad piece is renamed <pad_attn>. This changes the model (its first decoder input loses the bos embedding),
so it is for comparing engines with each other, not for quality.
"""
import argparse
import json
import math
import os
import shutil
import sys
from pathlib import Path

import numpy as np
import sentencepiece as spm
from safetensors.numpy import save_file

# The checkpoint reader of bench/compare: F32 or BF16 weights (widened), as attn reads them.
sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "bench" / "compare"))
from checkpoint import load_weights  # noqa: E402

ACTIVATIONS = {"relu": "relu", "gelu": "gelu", "silu": "swish"}
PARTS = {  # attn's layer tensor names (docs/model.md) -> Hugging Face Marian's
    "self_attn.q_proj": "self_attn.q_proj", "self_attn.k_proj": "self_attn.k_proj",
    "self_attn.v_proj": "self_attn.v_proj", "self_attn.o_proj": "self_attn.out_proj",
    "self_attn_norm": "self_attn_layer_norm",
    "cross_attn.q_proj": "encoder_attn.q_proj", "cross_attn.k_proj": "encoder_attn.k_proj",
    "cross_attn.v_proj": "encoder_attn.v_proj", "cross_attn.o_proj": "encoder_attn.out_proj",
    "cross_attn_norm": "encoder_attn_layer_norm",
    "ffn.fc1": "fc1", "ffn.fc2": "fc2", "ffn_norm": "final_layer_norm",
}
READS_RESIDUAL = {"q_proj", "k_proj", "v_proj", "fc1"}  # weight [out, D]: permute the input columns
WRITES_RESIDUAL = {"o_proj", "fc2"}  # weight [D, in] and bias [D]: permute the output rows


def fail(message):
    sys.exit(f"export_attn_checkpoint.py: {message}")


def marian_positions(count, d_model):
    """MarianSinusoidalPositionalEmbedding's table: sines in the first half, cosines in the second."""
    position = np.arange(count, dtype=np.float64)[:, None]
    angle = position / np.power(10000.0, 2 * np.arange(d_model // 2, dtype=np.float64) / d_model)[None, :]
    return np.concatenate([np.sin(angle), np.cos(angle)], axis=1).astype(np.float32)


def check_config(c):
    if c.get("format") != "attn-checkpoint":
        fail("config.json is not an attn checkpoint's (\"format\": \"attn-checkpoint\")")
    if c["norm_position"] != "post":
        fail(f"norm_position is {c['norm_position']!r}: a pre-norm model has a final layer norm after each "
             "stack, which MarianMTModel does not compute (train with attn-train's default post-norm)")
    if c["activation"] not in ACTIVATIONS:
        fail(f"activation {c['activation']!r} has no Marian equivalent")
    if abs(c["layer_norm_epsilon"] - 1e-5) > 1e-12:
        fail(f"layer_norm_epsilon {c['layer_norm_epsilon']} differs from nn.LayerNorm's 1e-5 (MarianConfig "
             "has no key for it)")
    scale = c["embedding_scale"]
    if scale != 1.0 and abs(scale - math.sqrt(c["d_model"])) > 1e-6:
        fail(f"embedding_scale {scale} is neither 1 nor sqrt(d_model) (Marian's scale_embedding)")
    if c["d_model"] % 2:
        fail("d_model must be even")


def convert_tensors(c, weights, permutation):
    out = {}
    layer_norms = ("self_attn_norm", "cross_attn_norm", "ffn_norm")
    for name, value in weights.items():
        if name in ("embedding.weight", "output.weight", "output.bias"):
            continue
        stack, _, index, rest = name.split(".", 3)
        part, kind = rest.rsplit(".", 1)
        if part not in PARTS:
            fail(f"tensor {name!r} has no Marian equivalent")
        leaf = part.rsplit(".", 1)[-1]
        if leaf in READS_RESIDUAL and kind == "weight":
            value = value[:, permutation]
        elif leaf in WRITES_RESIDUAL:
            value = value[permutation, :] if kind == "weight" else value[permutation]
        elif part in layer_norms:
            value = value[permutation]
        out[f"model.{stack}.layers.{index}.{PARTS[part]}.{kind}"] = value
    embedding = weights["embedding.weight"][:, permutation]
    output = weights["output.weight"][:, permutation] if "output.weight" in weights else embedding
    bias = weights.get("output.bias", np.zeros(c["vocab_size"], np.float32)).reshape(1, -1)
    return out, embedding, output, bias


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("checkpoint")
    p.add_argument("out")
    p.add_argument("--zero-start", action="store_true",
                   help="append <pad> with a zero embedding as pad and decoder start (Marian's, CTranslate2's)")
    args = p.parse_args()
    ckpt, out = Path(args.checkpoint), Path(args.out)
    c = json.loads((ckpt / "config.json").read_text())
    check_config(c)
    d_model, vocab_size = c["d_model"], c["vocab_size"]
    weights = load_weights(str(ckpt / "model.safetensors"))
    if c.get("position_encoding", "sinusoidal") == "sinusoidal":
        permutation = np.concatenate([np.arange(0, d_model, 2), np.arange(1, d_model, 2)])
    else:  # sinusoidal_concat is Marian's layout already
        permutation = np.arange(d_model)
    tensors, embedding, output, bias = convert_tensors(c, weights, permutation)

    sp = spm.SentencePieceProcessor(model_file=str(ckpt / "tokenizer.model"))
    if sp.get_piece_size() != vocab_size:
        fail(f"tokenizer.model has {sp.get_piece_size()} pieces, config.json's vocab_size is {vocab_size}")
    vocab = {sp.id_to_piece(i): i for i in range(vocab_size)}
    pad, start = c["pad_id"], c["bos_id"]
    if sp.id_to_piece(c["unk_id"]) != "<unk>" or sp.id_to_piece(c["eos_id"]) != "</s>":
        fail("MarianTokenizer needs the unk piece to be <unk> and the eos piece </s>")
    if args.zero_start:
        del vocab[sp.id_to_piece(pad)]
        vocab["<pad_attn>"] = pad
        pad = start = vocab_size
        vocab["<pad>"] = pad
        vocab_size += 1
        zero = np.zeros((1, d_model), np.float32)
        tied = output is embedding
        embedding = np.concatenate([embedding, zero])
        output = embedding if tied else np.concatenate([output, zero])
        # Never produced: transformers' OPUS-MT configs block it with bad_words_ids; a bias is engine-neutral.
        bias = np.concatenate([bias, np.full((1, 1), -1e9, np.float32)], axis=1)
    elif sp.id_to_piece(pad) != "<pad>":
        fail("MarianTokenizer needs the pad piece to be <pad>")

    # All three names: transformers 5 initializes embed_tokens afresh when only model.shared is stored.
    tensors["model.shared.weight"] = embedding
    tensors["model.encoder.embed_tokens.weight"] = embedding
    tensors["model.decoder.embed_tokens.weight"] = embedding
    if output is not embedding or c["tied_embeddings"]:
        tensors["lm_head.weight"] = output
    tensors["final_logits_bias"] = bias
    positions = marian_positions(c["max_positions"], d_model)
    tensors["model.encoder.embed_positions.weight"] = positions
    tensors["model.decoder.embed_positions.weight"] = positions

    out.mkdir(parents=True, exist_ok=True)
    save_file({k: np.ascontiguousarray(v, dtype=np.float32) for k, v in tensors.items()},
              str(out / "model.safetensors"), metadata={"format": "pt"})
    os.chmod(out / "model.safetensors", 0o644)
    layers = dict(encoder_layers=c["encoder_layers"], decoder_layers=c["decoder_layers"],
                  encoder_attention_heads=c["heads"], decoder_attention_heads=c["heads"],
                  encoder_ffn_dim=c["d_ff"], decoder_ffn_dim=c["d_ff"])
    config = {
        "model_type": "marian", "architectures": ["MarianMTModel"], "is_encoder_decoder": True,
        "vocab_size": vocab_size, "decoder_vocab_size": vocab_size, "d_model": d_model, **layers,
        "activation_function": ACTIVATIONS[c["activation"]], "max_position_embeddings": c["max_positions"],
        "scale_embedding": c["embedding_scale"] != 1.0, "share_encoder_decoder_embeddings": True,
        "tie_word_embeddings": c["tied_embeddings"], "static_position_embeddings": True,
        "normalize_before": False, "dropout": 0.0, "attention_dropout": 0.0, "activation_dropout": 0.0,
        "pad_token_id": pad, "eos_token_id": c["eos_id"], "decoder_start_token_id": start,
        "forced_eos_token_id": None, "bos_token_id": None,
    }
    (out / "config.json").write_text(json.dumps(config, indent=1) + "\n")
    (out / "generation_config.json").write_text(json.dumps(
        {"decoder_start_token_id": start, "eos_token_id": c["eos_id"], "pad_token_id": pad,
         "forced_eos_token_id": None, "bad_words_ids": [[pad]]}, indent=1) + "\n")
    (out / "vocab.json").write_text(json.dumps(vocab, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    (out / "tokenizer_config.json").write_text(json.dumps(
        {"source_lang": c["source_language"], "target_lang": c["target_language"], "model_max_length": 512,
         "tokenizer_class": "MarianTokenizer", "separate_vocabs": False}) + "\n")
    for name in ("source.spm", "target.spm"):
        shutil.copy(ckpt / "tokenizer.model", out / name)
    print(f"{out}: Marian layout of {ckpt} ({'zero-start variant, ' if args.zero_start else ''}vocabulary "
          f"{vocab_size}, decoder start {start}, pad {pad})", file=sys.stderr)


if __name__ == "__main__":
    main()
