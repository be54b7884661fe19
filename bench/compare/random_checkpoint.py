"""Writes a random-weight trainer checkpoint (docs/model.md layout) without training, for timing at a given size.

  random_checkpoint.py OUT_DIR --corpus FILE[,FILE...] [--d-model 512 --heads 8 --d-ff 2048
                       --encoder-layers 6 --decoder-layers 6 --vocab-size 32000 --max-positions 256 --seed 1]

The defaults are the paper's base model (Vaswani et al. 2017, table 3): d_model 512, 8 heads, d_ff 2048, 6 + 6
layers, post-norm, ReLU, embeddings scaled by sqrt(d_model), no output bias, 32k vocabulary; one difference:
the output projection is its own matrix (untied; --tied shares it as the paper does). The work per token is
the same either way (one [V, D] projection per step); the file holds one more [V, D] matrix. Why: with random
weights, a tied projection scores the decoder's own input token far above all others (the residual stream
keeps sqrt(d_model)·E[t], and E[t]·E[t] ≈ 1 against ≈ 0 for other rows), so every line repeats one token and
the greedy identity check between engines would test little; untied, lines vary (50+ distinct tokens in 64).

Tokenizer: a real SentencePiece unigram model trained on --corpus with the trainer's settings
(trainer/src/data/vocabulary.cpp: byte fallback, pad/unk/bos/eos = 0/1/2/3, identity normalization), so every
engine runs text in, text out, as with a trained model. 32000 pieces train in seconds on ddtp-en-de's
train.en + train.de.

Fixed output length: the output-projection rows (output.weight; the shared embedding with --tied) of pad,
unk, bos, eos and the 256 byte-fallback pieces are zero. Logits are y·W[v] with no bias (docs/model.md), so
those tokens always score exactly 0 while the best of the other 31,740 random logits (std ~1 each) is ~4: eos
can never win, greedy or beam, fp32 or int8, and every engine decodes exactly as many tokens as its length cap
(bench/compare/run.sh --base passes the same cap to every engine and checks the counts). The zero rows also
keep byte pieces and special tokens out of the outputs, so the detokenized text compares cleanly.

Initialization: linear weights Xavier-uniform, biases and layer-norm offsets small and random, layer-norm gains
around 1, embedding N(0, 1/d_model) so that sqrt(d_model)·E has unit scale. The residual branches' last
matrices (o_proj, fc2) are scaled by --branch-gain (0.3): with full-size branches 18 post-norm sublayers wash
the token and position out of the residual stream and every line decodes one repeated token; fc2 rows sum to
0 (see tensors()). Activations stay in a trained model's range and ties between logits stay rare.
"""
import argparse
import json
import math
import os
import shutil
import sys
import tempfile

import numpy as np


def train_tokenizer(corpus_files, vocab_size, out_path):
    import sentencepiece

    with tempfile.TemporaryDirectory() as tmp:
        prefix = os.path.join(tmp, "sp")
        sentencepiece.SentencePieceTrainer.Train(
            input=corpus_files, model_prefix=prefix, model_type="unigram", vocab_size=vocab_size,
            byte_fallback=True, pad_id=0, unk_id=1, bos_id=2, eos_id=3, normalization_rule_name="identity",
            input_sentence_size=0, shuffle_input_sentence=False, num_threads=1, minloglevel=2)
        shutil.copyfile(prefix + ".model", out_path)
    sp = sentencepiece.SentencePieceProcessor(model_file=out_path)
    if sp.get_piece_size() != vocab_size:
        raise SystemExit(f"random_checkpoint: SentencePiece made {sp.get_piece_size()} pieces, not {vocab_size}")
    return sp


def tensors(a, rng, never_output):
    D, F, V = a.d_model, a.d_ff, a.vocab_size
    out = {}

    def linear(name, n_out, n_in, gain=1.0):
        bound = gain * math.sqrt(6.0 / (n_in + n_out))
        w = rng.uniform(-bound, bound, (n_out, n_in))
        if name.endswith("fc2"):
            # ReLU outputs are all >= 0: their common mean would reach every position and sentence alike through
            # fc2 and, layer after layer, swamp the rest (every line decoding one repeated token). Rows summing
            # to 0 remove that common component.
            w -= w.mean(axis=1, keepdims=True)
        out[name + ".weight"] = w.astype(np.float32)
        out[name + ".bias"] = (0.02 * rng.standard_normal(n_out)).astype(np.float32)

    def norm(name):
        out[name + ".weight"] = (1.0 + 0.1 * rng.standard_normal(D)).astype(np.float32)
        out[name + ".bias"] = (0.05 * rng.standard_normal(D)).astype(np.float32)

    embedding = (rng.standard_normal((V, D)) / math.sqrt(D)).astype(np.float32)
    if a.tied:
        embedding[never_output] = 0.0
    else:
        output = (rng.standard_normal((V, D)) / math.sqrt(D)).astype(np.float32)
        output[never_output] = 0.0
        out["output.weight"] = output
    out["embedding.weight"] = embedding
    for stack, layers in (("encoder", a.encoder_layers), ("decoder", a.decoder_layers)):
        for i in range(layers):
            p = f"{stack}.layers.{i}"
            attentions = ("self_attn",) if stack == "encoder" else ("self_attn", "cross_attn")
            for attn in attentions:
                for proj in ("q_proj", "k_proj", "v_proj", "o_proj"):
                    linear(f"{p}.{attn}.{proj}", D, D, a.branch_gain if proj == "o_proj" else 1.0)
                norm(f"{p}.{attn}_norm")
            linear(f"{p}.ffn.fc1", F, D)
            linear(f"{p}.ffn.fc2", D, F, a.branch_gain)
            norm(f"{p}.ffn_norm")
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("out")
    p.add_argument("--corpus", required=True, help="comma-separated text files for the SentencePiece model")
    p.add_argument("--d-model", type=int, default=512)
    p.add_argument("--heads", type=int, default=8)
    p.add_argument("--d-ff", type=int, default=2048)
    p.add_argument("--encoder-layers", type=int, default=6)
    p.add_argument("--decoder-layers", type=int, default=6)
    p.add_argument("--vocab-size", type=int, default=32000)
    p.add_argument("--max-positions", type=int, default=256)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--tied", action=argparse.BooleanOptionalAction, default=False)
    p.add_argument("--branch-gain", type=float, default=0.3)
    a = p.parse_args()
    if a.d_model % a.heads:
        raise SystemExit(f"random_checkpoint: d_model {a.d_model} is not a multiple of heads {a.heads}")
    from safetensors.numpy import save_file

    corpus = a.corpus.split(",")
    for f in corpus:
        if not os.path.isfile(f):
            raise SystemExit(f"random_checkpoint: no corpus file {f}")
    # Written into a temporary sibling and renamed, as the trainer does: never a half-written checkpoint.
    parent = os.path.dirname(os.path.abspath(a.out))
    os.makedirs(parent, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix=os.path.basename(a.out) + ".tmp-", dir=parent)
    sp = train_tokenizer(corpus, a.vocab_size, os.path.join(tmp, "tokenizer.model"))
    never_output = [0, 1, 2, 3] + [i for i in range(a.vocab_size) if sp.is_byte(i)]
    rng = np.random.default_rng(a.seed)
    save_file(tensors(a, rng, never_output), os.path.join(tmp, "model.safetensors"))
    config = {
        "format": "attn-checkpoint", "format_version": 1, "d_model": a.d_model, "heads": a.heads, "d_ff": a.d_ff,
        "encoder_layers": a.encoder_layers, "decoder_layers": a.decoder_layers, "vocab_size": a.vocab_size,
        "max_positions": a.max_positions, "activation": "relu", "norm_position": "post", "tied_embeddings": a.tied,
        "output_bias": False, "embedding_scale": math.sqrt(a.d_model), "layer_norm_epsilon": 1e-5,
        "pad_id": 0, "unk_id": 1, "bos_id": 2, "eos_id": 3, "source_language": "en", "target_language": "de",
        "metadata": {"training_corpus": "none (random weights, bench/compare/random_checkpoint.py)",
                     "seed": str(a.seed), "step": "0",
                     "never_output": f"{len(never_output)} tokens (special and byte pieces): zero embedding rows"},
    }
    with open(os.path.join(tmp, "config.json"), "w", encoding="utf-8") as f:
        json.dump(config, f, indent=2)
    os.chmod(tmp, 0o755)  # mkdtemp makes it private; a checkpoint is read by others' tools
    for name in os.listdir(tmp):
        os.chmod(os.path.join(tmp, name), 0o644)
    if os.path.exists(a.out):
        shutil.rmtree(a.out)
    os.rename(tmp, a.out)
    print(f"random_checkpoint: wrote {a.out} ({a.d_model}/{a.heads}/{a.d_ff}, {a.encoder_layers}+"
          f"{a.decoder_layers} layers, vocabulary {a.vocab_size}, {len(never_output)} tokens never output)",
          file=sys.stderr)


if __name__ == "__main__":
    main()
