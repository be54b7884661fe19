#!/usr/bin/env python3
"""attn beside CTranslate2 on a Marian (OPUS-MT layout) model of base size, both converted from the same
Hugging Face directory by their own converters.

    .venv/bin/python bench/compare/marian_base.py [--sentences N] [--length L] [--work DIR]

Makes (once, in --work) a random-weight MarianMTModel of OPUS-MT's base size with transformers: d_model 512,
6 + 6 layers, 8 heads, d_ff 2048, swish, scaled tied embeddings, a 58,101-entry vocabulary (the tiny fixture's
source.spm / target.spm pieces plus synthetic entries, <pad> last). eos gets a large negative logits bias so every
engine decodes exactly L tokens; <pad> (the decoder start) has a zero embedding row and is never produced,
because CTranslate2 assumes both of OPUS-MT models (bench/RESULTS-marian.md). Then:
  attn:        attn-convert --from marian DIR (fp32; int8)
  CTranslate2: ctranslate2.converters.TransformersConverter(DIR) (float32; int8)
and translates the first N test sentences one at a time on one thread, greedy and beam 4, reporting milliseconds
per sentence and whether the outputs are token-identical to attn fp32. Needs requirements/marian-fixtures.txt
plus ctranslate2 (requirements/bench.txt) in .venv, and attn-convert / attn built in $ATTN_BUILD_DIR (build/).
Prints a Markdown table.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT.parent / "shared" / "data" / "ddtp-en-de"
TINY = ROOT / "tests" / "converter" / "marian" / "fixtures" / "tiny-swish" / "model"
VOCAB = 58101


def make_model(path):
    import torch
    from transformers import MarianConfig, MarianMTModel
    if (path / "model.safetensors").exists():
        return
    path.mkdir(parents=True, exist_ok=True)
    for f in ("source.spm", "target.spm", "tokenizer_config.json"):
        shutil.copy(TINY / f, path / f)
    vocab = json.loads((TINY / "vocab.json").read_text(encoding="utf-8"))
    del vocab["<pad>"]
    for i in range(len(vocab), VOCAB - 1):
        vocab[f"\u2581w{i}"] = i
    vocab["<pad>"] = VOCAB - 1
    (path / "vocab.json").write_text(json.dumps(vocab, ensure_ascii=False), encoding="utf-8")
    config = MarianConfig(vocab_size=VOCAB, decoder_vocab_size=VOCAB, d_model=512, encoder_layers=6,
                          decoder_layers=6, encoder_attention_heads=8, decoder_attention_heads=8,
                          encoder_ffn_dim=2048, decoder_ffn_dim=2048, activation_function="swish",
                          scale_embedding=True, pad_token_id=VOCAB - 1, eos_token_id=0,
                          decoder_start_token_id=VOCAB - 1, forced_eos_token_id=None, max_position_embeddings=512)
    torch.manual_seed(17)
    model = MarianMTModel(config).eval()
    with torch.no_grad():
        for name, p in model.named_parameters():
            if p.dim() == 2:
                p.normal_(0, 0.05 if "shared" in name else p.shape[1] ** -0.5)
        bias = torch.randn(model.final_logits_bias.shape) * 0.1
        bias[0, 0] = -1e4  # eos never wins: fixed-length outputs
        bias[0, VOCAB - 1] = -1e4  # nor <pad>, which CTranslate2 drops (OPUS-MT: bad_words_ids [[pad]])
        model.final_logits_bias.copy_(bias)
        # <pad>, the decoder start, has a zero embedding row, as CTranslate2 assumes of OPUS-MT models: its Marian
        # loader starts the decoder from a zero vector whatever that row holds (and drops the last row), so with
        # a random row it computes another function from the first step on (0/10 identical before this).
        model.model.shared.weight[VOCAB - 1].zero_()
    model.generation_config.forced_eos_token_id = None
    model.save_pretrained(path)


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--sentences", type=int, default=10)
    p.add_argument("--length", type=int, default=48)
    p.add_argument("--work", default=str(Path(os.environ.get("ATTN_BUILD_DIR", ROOT / "build")) / "compare-marian-base"))
    args = p.parse_args()
    work = Path(args.work)
    build = Path(os.environ.get("ATTN_BUILD_DIR", ROOT / "build"))
    hf = work / "opus-mt-en-de"
    make_model(hf)

    import ctranslate2
    import sentencepiece as spm
    lines = [l for l in (DATA / "test.en").read_text(encoding="utf-8").splitlines() if l.strip()][:args.sentences]
    (work / "input.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")

    convert = build / "converter" / "attn-convert"
    attn = build / "cli" / "attn"
    models = {"attn fp32": work / "fp32.attn", "attn int8": work / "int8.attn"}
    if not models["attn fp32"].exists():
        run([str(convert), "--from", "marian", str(hf), "-o", str(models["attn fp32"])])
    if not models["attn int8"].exists():
        run([str(convert), "--from", "marian", str(hf), "-o", str(models["attn int8"]), "--quantize", "int8"])
    ct2 = {}
    for q in ("float32", "int8"):
        out = work / f"ct2-{q}"
        if not out.exists():
            ctranslate2.converters.TransformersConverter(str(hf)).convert(str(out), quantization=q)
        ct2[f"CTranslate2 {q}"] = out

    source_sp = spm.SentencePieceProcessor(model_file=str(hf / "source.spm"))
    vocab = json.loads((hf / "vocab.json").read_text(encoding="utf-8"))
    rows = []
    outputs = {}
    for beam in (1, 4):
        for name, model in models.items():
            # attn through its CLI: one process, one sentence at a time (--batch 1), the model loaded once; the
            # load is timed separately on an empty input and subtracted.
            # --no-split: each line is one input, as for CTranslate2 (attn would cut a line into sentences).
            base = [str(attn), "translate", "--no-split", "-m", str(model), "--beam", str(beam), "--batch", "1",
                    "--max-len", str(args.length), "--threads", "1", "--length-penalty-kind", "power",
                    "--length-penalty", "1"]
            (work / "empty.txt").write_text("")
            start = time.perf_counter()
            run(base + ["-i", str(work / "empty.txt"), "-o", str(work / "empty.out")])
            load = time.perf_counter() - start
            start = time.perf_counter()
            run(base + ["-i", str(work / "input.txt"), "-o", str(work / "attn.out")])
            elapsed = time.perf_counter() - start - load
            outputs[(name, beam)] = (work / "attn.out").read_text(encoding="utf-8").splitlines()
            rows.append((name, beam, 1000 * elapsed / len(lines)))
        for name, model in ct2.items():
            translator = ctranslate2.Translator(str(model), device="cpu", inter_threads=1, intra_threads=1)
            texts = []
            start = time.perf_counter()
            for line in lines:
                tokens = source_sp.encode(line, out_type=str) + ["</s>"]
                tokens = [t if t in vocab else "<unk>" for t in tokens]
                result = translator.translate_batch([tokens], beam_size=beam, max_decoding_length=args.length,
                                                    length_penalty=1.0, return_end_token=False)
                texts.append(result[0].hypotheses[0])
            elapsed = time.perf_counter() - start
            # Detokenized as attn does for vocabulary entries target.spm lacks (the synthetic ones, most of
            # them): their text, ▁ as a space. target.spm's decode_pieces would make them all unknown.
            outputs[(name, beam)] = ["".join(t).replace("\u2581", " ").strip() for t in texts]
            rows.append((name, beam, 1000 * elapsed / len(lines)))
    print(f"Marian base size (d512, 6+6, vocab {VOCAB}, random weights), {len(lines)} test sentences, "
          f"{args.length} tokens each, 1 thread, one sentence at a time; ctranslate2 {ctranslate2.__version__}\n")
    print("| engine | beam | ms / sentence | outputs identical to attn fp32 |")
    print("|---|---|---|---|")
    for name, beam, ms in rows:
        ref = outputs[("attn fp32", beam)]
        same = sum(a == b for a, b in zip(outputs[(name, beam)], ref))
        print(f"| {name} | {beam} | {ms:.0f} | {same}/{len(ref)} |")


if __name__ == "__main__":
    sys.exit(main())
