#!/usr/bin/env python3
"""Alignment error rate of attn's word alignments (attn_translate_text details) on hand-aligned pairs.

bench/alignment/data: en.txt (32 sentences drawn at random from the DDTP en-de test split, 5-11 words, ASCII),
de-model.txt (models/en-de.attn's translation of each, beam 4: the alignments are of the model's own output),
gold.txt (hand-made word links "source-target", 0-based indices of whitespace-separated words; all sure links).
A predicted word link joins the words holding a target token and the source token it is aligned to.
AER = 1 - 2|A ∩ S| / (|A| + |S|) (Och and Ney, 2003, with S = P).

  bench/alignment/aer.py [--lib build/runtime/libattn.so] [--model models/en-de.attn] [--layers 0,1,2]
"""
import argparse
import ctypes as C
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


class TranslatorOptions(C.Structure):
    _fields_ = [("struct_size", C.c_size_t), ("beam_size", C.c_int32), ("length_penalty", C.c_float),
                ("max_input_bytes", C.c_int32), ("max_source_tokens", C.c_int32), ("max_extra_tokens", C.c_int32),
                ("max_target_tokens", C.c_int32), ("threads", C.c_int32), ("max_batch", C.c_int32)]


class TextOptions(C.Structure):
    _fields_ = [("struct_size", C.c_size_t), ("split_sentences", C.c_int32), ("details", C.c_int32),
                ("alignment_layer", C.c_int32), ("markup", C.c_int32)]


class SentenceSpan(C.Structure):
    _fields_ = [("source_begin", C.c_size_t), ("source_end", C.c_size_t), ("target_begin", C.c_size_t),
                ("target_end", C.c_size_t), ("score", C.c_float), ("first_token", C.c_size_t),
                ("token_count", C.c_size_t)]


class TokenInfo(C.Structure):
    _fields_ = [("target_begin", C.c_size_t), ("target_end", C.c_size_t), ("source_begin", C.c_size_t),
                ("source_end", C.c_size_t), ("log_prob", C.c_float)]


class TextResult(C.Structure):
    _fields_ = [("struct_size", C.c_size_t), ("sentences", C.POINTER(SentenceSpan)), ("sentence_capacity", C.c_size_t),
                ("sentence_count", C.c_size_t), ("tokens", C.POINTER(TokenInfo)), ("token_capacity", C.c_size_t),
                ("token_count", C.c_size_t), ("warning", C.c_char_p)]


def word_index(text, byte):
    """Index of the whitespace-separated word of text (bytes) holding byte (a non-space byte)."""
    return len(text[:byte + 1].split()) - 1


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--lib", default=os.path.join(ROOT, "build/runtime/libattn.so"))
    p.add_argument("--model", default=os.path.join(ROOT, "models/en-de.attn"))
    p.add_argument("--layers", default="")
    a = p.parse_args()
    lib = C.CDLL(a.lib)
    lib.attn_last_error_message.restype = C.c_char_p
    model = C.c_void_p()
    if lib.attn_model_load_file(a.model.encode(), C.byref(model)):
        sys.exit(lib.attn_last_error_message().decode())
    opts = TranslatorOptions()
    lib.attn_translator_options_init(C.byref(opts))
    tr = C.c_void_p()
    if lib.attn_translator_create(model, C.byref(opts), C.byref(tr)):
        sys.exit(lib.attn_last_error_message().decode())
    sources = [l.rstrip("\n").encode() for l in open(os.path.join(HERE, "data/en.txt"), encoding="utf-8")]
    expected = [l.rstrip("\n").encode() for l in open(os.path.join(HERE, "data/de-model.txt"), encoding="utf-8")]
    gold = [{tuple(map(int, link.split("-"))) for link in l.split()} for l in open(os.path.join(HERE, "data/gold.txt"))]
    layers = [int(x) for x in a.layers.split(",")] if a.layers else [-1, 0, 1, 2]
    for layer in layers:
        hit = predicted = sure = 0
        for src, want, links in zip(sources, expected, gold):
            to = TextOptions()
            lib.attn_text_options_init(C.byref(to))
            to.details, to.split_sentences, to.alignment_layer = 1, 0, layer
            spans = (SentenceSpan * 4)()
            toks = (TokenInfo * 1024)()
            res = TextResult(C.sizeof(TextResult), spans, 4, 0, toks, 1024, 0, None)
            out = C.create_string_buffer(1 << 14)
            n = C.c_size_t()
            if lib.attn_translate_text(tr, src, len(src), C.byref(to), out, len(out), C.byref(n), C.byref(res)):
                sys.exit(lib.attn_last_error_message().decode())
            tgt = out.raw[:n.value]
            if tgt != want:
                sys.exit("translation changed; regenerate de-model.txt and the gold links: %r" % tgt)
            pred = set()
            for t in toks[:res.token_count]:
                if t.target_end > t.target_begin and t.source_end > t.source_begin:
                    pred.add((word_index(src, t.source_begin), word_index(tgt, t.target_begin)))
            hit += len(pred & links)
            predicted += len(pred)
            sure += len(links)
        aer = 1 - 2 * hit / (predicted + sure)
        print("layer %-8s AER %.3f  precision %.3f  recall %.3f  (%d predicted, %d gold links, %d sentences)" %
              ("default" if layer == -1 else layer, aer, hit / predicted, hit / sure, predicted, sure, len(sources)))
    lib.attn_translator_free(tr)
    lib.attn_model_free(model)


if __name__ == "__main__":
    main()
