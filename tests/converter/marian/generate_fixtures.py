#!/usr/bin/env python3
"""Builds the Marian (OPUS-MT layout) fixtures of tests/converter/marian offline and records what
transformers' MarianMTModel computes on them, so that CI checks attn against it without torch or transformers.

    .venv/bin/python tests/converter/marian/generate_fixtures.py          # (re)writes tests/converter/marian/fixtures
    ONLY=attn-export .venv/bin/python tests/converter/marian/generate_fixtures.py   # one of them

Needs the venv of requirements/marian-fixtures.txt and the corpora in ../shared/data. Deterministic: fixed seeds,
SentencePiece trained single-threaded on fixed lines.

What it writes (tiny-<name>/ for each model below, and attn-export/, which also holds the attn checkpoint
its model/ was exported from):
  model/                  a Hugging Face Marian directory as save_pretrained writes it (config.json,
                          model.safetensors, generation_config.json) plus source.spm, target.spm, vocab.json,
                          tokenizer_config.json — what `attn-convert --from marian` reads
  expected.json           per sentence: the source text, MarianTokenizer's ids (with eos), greedy and beam-4
                          generate() ids (decoder start and eos stripped) and the greedy text
  logits.bin              teacher-forced logits of the first LOGIT_SENTENCES sentences over their greedy
                          outputs, float32 little-endian, rows [decoder start, greedy tokens...] x vocab

The random weights are scaled (not transformers' init_std 0.02, under which every output is the same token) so
that outputs vary with the source, and eos gets a bias so that most outputs end before the length limit.
"""
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
import sentencepiece as spm
import torch
from transformers import MarianConfig, MarianMTModel, MarianTokenizer

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT.parent / "shared" / "data" / "ddtp-en-de"
OUT = Path(__file__).resolve().parent / "fixtures"
SENTENCES = int(os.environ.get("SENTENCES", 200))
LOGIT_SENTENCES = 8
MAX_NEW_TOKENS = 40
MAX_SOURCE_CHARS = 160  # keeps sources short, so the fixtures stay small


def train_spm(lines, prefix, vocab_size):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
        text = f.name
    spm.SentencePieceTrainer.train(
        input=text, model_prefix=str(prefix), vocab_size=vocab_size, model_type="unigram",
        character_coverage=1.0, num_threads=1, seed_sentencepiece_size=100000, shuffle_input_sentence=False,
        minloglevel=2)
    os.unlink(text)


def pieces_of(model_file):
    sp = spm.SentencePieceProcessor(model_file=str(model_file))
    return [sp.id_to_piece(i) for i in range(sp.get_piece_size())]


def build_vocab(source_pieces, target_pieces, dropped_every):
    """Marian's layout: </s> 0, <unk> 1, then the pieces of both models, <pad> last. Every dropped_every-th
    normal source piece is left out, so that the source model has pieces the vocabulary lacks (-> unk)."""
    vocab = {"</s>": 0, "<unk>": 1}
    special = {"<s>", "</s>", "<unk>", "<pad>"}
    normal = [p for p in source_pieces if p not in special]
    for i, piece in enumerate(normal):
        if dropped_every and i % dropped_every == dropped_every - 1:
            continue
        vocab.setdefault(piece, len(vocab))
    for piece in target_pieces:
        if piece not in special:
            vocab.setdefault(piece, len(vocab))
    vocab["<pad>"] = len(vocab)
    return vocab


def randomize(model, generator, eos_id, eos_bias, embedding_std):
    """Weights ~ N(0, 1/sqrt(fan_in)) for matrices, small random biases and norms, a random logits bias."""
    with torch.no_grad():
        for name, p in model.named_parameters():
            if p.dim() == 2:
                if "lm_head" in name:
                    std = 0.3
                elif "shared" in name or "embed_tokens" in name:
                    std = embedding_std
                else:
                    std = p.shape[1] ** -0.5
                p.copy_(torch.randn(p.shape, generator=generator) * std)
            elif "layer_norm" in name and name.endswith("weight"):
                p.copy_(1.0 + 0.1 * torch.randn(p.shape, generator=generator))
            else:
                p.copy_(0.1 * torch.randn(p.shape, generator=generator))
        bias = 0.5 * torch.randn(model.final_logits_bias.shape, generator=generator)
        bias[0, eos_id] += eos_bias
        model.final_logits_bias.copy_(bias)
        # One embedding for encoder and decoder input even when the output projection is untied (attn refuses
        # separate ones; transformers unties all three when tie_word_embeddings is false).
        model.model.encoder.embed_tokens.weight.copy_(model.model.shared.weight)
        model.model.decoder.embed_tokens.weight.copy_(model.model.shared.weight)


def make_model(name, config_args, sources, targets, eos_bias, dropped_every, seed, embedding_std):
    out = OUT / f"tiny-{name}"
    model_dir = out / "model"
    if out.exists():
        shutil.rmtree(out)
    model_dir.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as tmp:
        train_spm(sources, Path(tmp) / "source", 400)
        train_spm(targets, Path(tmp) / "target", 400)
        shutil.copy(Path(tmp) / "source.model", model_dir / "source.spm")
        shutil.copy(Path(tmp) / "target.model", model_dir / "target.spm")
    vocab = build_vocab(pieces_of(model_dir / "source.spm"), pieces_of(model_dir / "target.spm"), dropped_every)
    (model_dir / "vocab.json").write_text(json.dumps(vocab, ensure_ascii=False, indent=1), encoding="utf-8")
    (model_dir / "tokenizer_config.json").write_text(
        json.dumps({"source_lang": "en", "target_lang": "de", "model_max_length": 128,
                    "tokenizer_class": "MarianTokenizer"}), encoding="utf-8")

    pad = vocab["<pad>"]
    config = MarianConfig(
        vocab_size=len(vocab), decoder_vocab_size=len(vocab), pad_token_id=pad, eos_token_id=0,
        decoder_start_token_id=pad, forced_eos_token_id=None, max_position_embeddings=128,
        **config_args)
    torch.manual_seed(seed)
    model = MarianMTModel(config).eval()
    generator = torch.Generator().manual_seed(seed)
    randomize(model, generator, eos_id=0, eos_bias=eos_bias, embedding_std=embedding_std)
    model.generation_config.forced_eos_token_id = None
    model.generation_config.bad_words_ids = None
    model.save_pretrained(model_dir)
    record(name, out, sources[-SENTENCES:])


def record(name, out, sources, logit_sentences=LOGIT_SENTENCES):
    """expected.json and logits.bin: what transformers computes on out/model for the given sources."""
    model_dir = out / "model"
    tokenizer = MarianTokenizer.from_pretrained(model_dir)
    model = MarianMTModel.from_pretrained(model_dir).eval()
    start, eos, vocab_size = model.config.decoder_start_token_id, model.config.eos_token_id, model.config.vocab_size
    pad = model.config.pad_token_id
    records = []
    logits_rows = []
    with torch.no_grad():
        for i, text in enumerate(sources):
            encoded = tokenizer(text, return_tensors="pt")
            greedy = model.generate(**encoded, num_beams=1, do_sample=False, max_new_tokens=MAX_NEW_TOKENS)
            beam = model.generate(**encoded, num_beams=4, do_sample=False, max_new_tokens=MAX_NEW_TOKENS,
                                  length_penalty=1.0, early_stopping=False)

            def strip(ids):
                ids = ids[0].tolist()
                assert ids[0] == start
                ids = ids[1:]
                while ids and ids[-1] == pad:  # beam outputs shorter than the longest are padded
                    ids.pop()
                ended = bool(ids) and ids[-1] == eos
                return (ids[:-1] if ended else ids), ended

            greedy_ids, greedy_ended = strip(greedy)
            beam_ids, beam_ended = strip(beam)
            records.append({
                "source": text,
                "source_ids": encoded["input_ids"][0].tolist(),
                "greedy_ids": greedy_ids, "greedy_ended_with_eos": greedy_ended,
                "beam4_ids": beam_ids, "beam4_ended_with_eos": beam_ended,
                "greedy_text": tokenizer.decode(greedy[0], skip_special_tokens=True),
            })
            if i < logit_sentences:
                decoder_input = torch.tensor([[start] + greedy_ids])
                logits = model(**encoded, decoder_input_ids=decoder_input).logits[0]
                logits_rows.append(logits.float().numpy())
    (out / "expected.json").write_text(
        json.dumps({"model": name, "max_new_tokens": MAX_NEW_TOKENS, "logit_sentences": logit_sentences,
                    "vocab_size": vocab_size, "transformers": __import__("transformers").__version__,
                    "torch": torch.__version__, "sentences": records}, ensure_ascii=False, indent=0),
        encoding="utf-8")
    with open(out / "logits.bin", "wb") as f:
        for rows in logits_rows:
            f.write(struct.pack("<II", rows.shape[0], rows.shape[1]))
            f.write(rows.astype("<f4").tobytes())
    lengths = [len(r["greedy_ids"]) for r in records]
    ended = sum(r["greedy_ended_with_eos"] for r in records)
    distinct = len({tuple(r["greedy_ids"]) for r in records})
    print(f"{name}: vocab {vocab_size}, greedy lengths median {int(np.median(lengths))}, "
          f"{ended}/{len(records)} end with eos, {distinct} distinct outputs", file=sys.stderr)


def make_attn_export(sources, targets):
    """attn-export/: a random post-norm attn checkpoint (bench/compare/random_checkpoint.py: ReLU, embeddings
    scaled by sqrt(d_model), untied output, interleaved positions, decoder start = bos with a trained-like
    nonzero row, pad id 0) and its Marian directory written by export_attn_checkpoint.py. The tests check that
    attn's import of the directory equals attn's own conversion of the checkpoint, and transformers."""
    out = OUT / "attn-export"
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "corpus.txt"
        corpus.write_text("\n".join(sources[:20000] + targets[:20000]) + "\n", encoding="utf-8")
        subprocess.run([sys.executable, str(ROOT / "bench" / "compare" / "random_checkpoint.py"),
                        str(out / "checkpoint"), "--corpus", str(corpus), "--d-model", "32", "--heads", "4",
                        "--d-ff", "64", "--encoder-layers", "2", "--decoder-layers", "2", "--vocab-size", "420",
                        "--max-positions", "128", "--seed", "19", "--no-tied"], check=True)
    subprocess.run([sys.executable, str(Path(__file__).resolve().parent / "export_attn_checkpoint.py"),
                    str(out / "checkpoint"), str(out / "model")], check=True)
    record("attn-export", out, sources[-SENTENCES:], logit_sentences=2)


def read_lines(path, limit_chars):
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and len(line) <= limit_chars:
            lines.append(line)
    return lines


def main():
    torch.set_num_threads(1)
    sources = read_lines(DATA / "train.en", MAX_SOURCE_CHARS)[:20000]
    targets = read_lines(DATA / "train.de", MAX_SOURCE_CHARS)[:20000]
    tests = read_lines(DATA / "test.en", MAX_SOURCE_CHARS)[:SENTENCES]
    small = dict(d_model=64, encoder_layers=2, decoder_layers=2, encoder_attention_heads=4,
                 decoder_attention_heads=4, encoder_ffn_dim=128, decoder_ffn_dim=128)
    only = os.environ.get("ONLY", "").split(",")  # ONLY=attn-export remakes just that one
    wanted = lambda name: only == [""] or name in only
    # OPUS-MT's swish and tied embeddings, here not scaled; the test sentences come last in `sources`.
    # (Random tied models vary little with the source: the residual stream keeps the fed token's embedding.)
    if wanted("tiny-swish"):
        make_model("swish", dict(small, activation_function="swish", scale_embedding=False),
                   sources + tests, targets, eos_bias=float(os.environ.get("EOS1", 6.5)), dropped_every=50, seed=17,
                   embedding_std=float(os.environ.get("EMB1", 0.3)))
    # The other options: GELU, embeddings scaled by sqrt(d_model) (as OPUS-MT), an untied output projection.
    if wanted("tiny-gelu-untied"):
        make_model("gelu-untied", dict(small, activation_function="gelu", scale_embedding=True,
                                       tie_word_embeddings=False),
                   sources + tests, targets, eos_bias=float(os.environ.get("EOS2", 5)), dropped_every=0, seed=18,
                   embedding_std=float(os.environ.get("EMB2", 0.3)))
    if wanted("attn-export"):
        make_attn_export(sources + tests, targets)


if __name__ == "__main__":
    main()
