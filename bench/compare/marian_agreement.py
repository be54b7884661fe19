#!/usr/bin/env python3
"""Do attn, transformers and CTranslate2 translate a Marian (Hugging Face) directory the same?

    python bench/compare/marian_agreement.py MARIAN_DIR [--sentences N] [--beam K] [--source-lang L
        --target-lang L] [--input FILE] [--work DIR]

Converts MARIAN_DIR with `attn-convert --from marian` (fp32) and CTranslate2's TransformersConverter (float32),
decodes the first N lines of --input (default: the en-de test split) with each engine on one thread, one
sentence at a time, and prints how many outputs (detokenized text) each pair of engines shares, and the first
few that differ. Every engine gets the same source tokens (MarianTokenizer's: SentencePiece pieces then </s>),
the same output length limit (attn's default: source tokens + 50, at most max positions - 1), length penalty 1
with transformers' rule, empty outputs allowed (CTranslate2's min_decoding_length is 1 by default).

Needs requirements/marian-fixtures.txt and ctranslate2 (requirements/bench.txt) in the Python running it, and
attn-convert / attn built in $ATTN_BUILD_DIR (build/).
"""
import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT.parent / "shared" / "data" / "ddtp-en-de"


def run(cmd, check=True):
    done = subprocess.run(cmd, check=False, capture_output=True, text=True)
    if check and done.returncode != 0:
        sys.exit(f"{' '.join(cmd)}: exit status {done.returncode}\n{done.stderr}")
    return done


def limit(source, model_dir_or_model):
    """attn's default output limit: source tokens (with eos) + 50, at most max_position_embeddings - 1."""
    import json
    if isinstance(model_dir_or_model, (str, Path)):
        positions = json.loads((Path(model_dir_or_model) / "config.json").read_text())["max_position_embeddings"]
    else:
        positions = model_dir_or_model.config.max_position_embeddings
    return min(len(source) + 50, positions - 1)


def transformers_outputs(model_dir, lines, beam):
    import torch
    from transformers import MarianMTModel, MarianTokenizer
    torch.set_num_threads(1)
    tokenizer = MarianTokenizer.from_pretrained(model_dir)
    model = MarianMTModel.from_pretrained(model_dir).eval()
    texts, sources = [], []
    with torch.no_grad():
        for line in lines:
            encoded = tokenizer(line, return_tensors="pt")
            ids = encoded["input_ids"][0].tolist()
            sources.append(tokenizer.convert_ids_to_tokens(ids))
            out = model.generate(**encoded, num_beams=beam, do_sample=False, max_new_tokens=limit(ids, model),
                                 length_penalty=1.0, early_stopping=False)
            texts.append(tokenizer.decode(out[0], skip_special_tokens=True))
    return texts, sources


def ct2_outputs(model_dir, work, sources, beam):
    import ctranslate2
    from transformers import MarianTokenizer
    out = work / "ct2-float32"
    if not out.exists():
        try:
            ctranslate2.converters.TransformersConverter(str(model_dir)).convert(str(out), quantization="float32")
        except ValueError as e:  # its Marian loader drops the last vocabulary row, meant to be <pad>
            print(f"CTranslate2's converter refuses {model_dir}: {e}")
            return None
    translator = ctranslate2.Translator(str(out), device="cpu", inter_threads=1, intra_threads=1)
    tokenizer = MarianTokenizer.from_pretrained(model_dir)  # detokenizes as for transformers' outputs
    texts = []
    for tokens in sources:
        # The source as transformers gets it, </s> included: CTranslate2 adds nothing to a Marian source.
        result = translator.translate_batch([tokens], beam_size=beam, max_decoding_length=limit(tokens, model_dir),
                                            length_penalty=1.0, return_end_token=False,
                                            min_decoding_length=0)  # its default 1 forbids an empty output
        texts.append(tokenizer.convert_tokens_to_string(result[0].hypotheses[0]))
    return texts


def zero_start_row(model_dir, out):
    """A copy of model_dir with the embedding row of decoder_start_token_id set to zero (shared, tied)."""
    import json
    import shutil
    from safetensors.numpy import load_file, save_file
    if out.exists():
        shutil.rmtree(out)
    shutil.copytree(model_dir, out)
    start = json.loads((model_dir / "config.json").read_text())["decoder_start_token_id"]
    tensors = load_file(str(model_dir / "model.safetensors"))
    for name, value in tensors.items():
        if name.endswith(("shared.weight", "embed_tokens.weight")) or name == "lm_head.weight":
            value[start] = 0
    save_file(tensors, str(out / "model.safetensors"), metadata={"format": "pt"})
    return str(out)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("model_dir")
    p.add_argument("--sentences", type=int, default=100)
    p.add_argument("--beam", type=int, default=1)
    p.add_argument("--input", default=str(DATA / "test.en"))
    p.add_argument("--source-lang", default="en")
    p.add_argument("--target-lang", default="de")
    p.add_argument("--work", default=None)
    p.add_argument("--no-ct2", action="store_true")
    p.add_argument("--zero-start-row", action="store_true",
                   help="run all engines on a copy whose decoder-start embedding row is zero, as OPUS-MT's is "
                        "(CTranslate2 starts from a zero vector whatever that row holds)")
    args = p.parse_args()
    build = Path(os.environ.get("ATTN_BUILD_DIR", ROOT / "build"))
    work = Path(args.work or build / "marian-agreement" / Path(args.model_dir).name)
    work.mkdir(parents=True, exist_ok=True)
    if args.zero_start_row:
        args.model_dir = zero_start_row(Path(args.model_dir), work / "zero-start-row")
    lines = Path(args.input).read_text(encoding="utf-8").splitlines()[:args.sentences]
    (work / "input.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")

    model = work / "fp32.attn"
    run([str(build / "converter" / "attn-convert"), "--from", "marian", args.model_dir, "-o", str(model),
         "--source-lang", args.source_lang, "--target-lang", args.target_lang])
    run([str(build / "cli" / "attn"), "translate", "--no-split", "-m", str(model), "--beam", str(args.beam),
         "--threads", "1", "--batch", "1", "--length-penalty-kind", "power", "--length-penalty", "1",
         "-i", str(work / "input.txt"), "-o", str(work / "attn.out")], check=False)  # a line too long: empty
    outputs = {"attn fp32": (work / "attn.out").read_text(encoding="utf-8").splitlines()}
    outputs["transformers"], sources = transformers_outputs(args.model_dir, lines, args.beam)
    if not args.no_ct2:
        texts = ct2_outputs(args.model_dir, work, sources, args.beam)
        if texts is not None:
            outputs["CTranslate2 float32"] = texts
    # transformers' decode strips the space that a final lone "\u2581" piece spells (an output cut at the
    # length limit); SentencePiece and attn keep it. Compared without trailing spaces.
    outputs = {name: [t.rstrip() for t in texts] for name, texts in outputs.items()}
    for name, texts in outputs.items():
        (work / f"{name.replace(' ', '-')}.beam{args.beam}.txt").write_text("\n".join(texts) + "\n")

    names = list(outputs)
    print(f"{args.model_dir}: {len(lines)} lines of {args.input}, beam {args.beam}, identical outputs:")
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            same = sum(x == y for x, y in zip(outputs[a], outputs[b]))
            print(f"  {a} vs {b}: {same}/{len(lines)}")
    shown = 0
    for i in range(len(lines)):
        if len({outputs[n][i] for n in names}) > 1 and shown < 3:
            shown += 1
            print(f"line {i + 1}: {lines[i]}")
            for n in names:
                print(f"  {n}: {outputs[n][i]}")


if __name__ == "__main__":
    sys.exit(main())
