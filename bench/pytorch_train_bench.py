#!/usr/bin/env python3
"""Training throughput of the same Transformer in PyTorch (CPU or CUDA), for comparison with attn-train.

The model is docs/model.md's, written out the way a PyTorch user would (the one attn-train implements): post-norm
(paper) or, with --pre-norm, pre-norm (a final norm after each stack) encoder-decoder, sinusoidal positions, tied
embeddings scaled by sqrt(d_model), ReLU feed-forward, dropout on embeddings and on sublayer outputs only,
label-smoothed cross-entropy summed over non-pad tokens, Adam(0.9, 0.98, 1e-9).

Two kinds of batches:
- synthetic (default), the same shapes as bench/trainer_bench.cpp's: sentence i has 20 + (7i mod 16) source
  and 20 + (11i mod 16) target tokens (plus eos), padded to 36;
- a corpus (--src, --tgt, --tokenizer: a SentencePiece model such as an attn checkpoint's tokenizer.model),
  cut as attn-train cuts it (trainer/src/data/batching.h): pairs longer than --max-positions dropped, sorted by
  length, batches of at most --batch-tokens padded tokens per side, in shuffled order. bench/gpu_train_throughput.sh
  runs it beside attn-train this way.

    .venv/bin/python bench/pytorch_train_bench.py --threads 2 --steps 3 [--precision bf16] [--shape base]
    .venv/bin/python bench/pytorch_train_bench.py --device cuda --precision bf16 --pre-norm \
        --src train.en --tgt train.de --tokenizer tokenizer.model --pairs 200000 --batch-tokens 24000 --steps 40

--precision bf16 runs forward and loss under torch.autocast (PyTorch's mixed precision: bf16 matrix products,
fp32 master weights and optimizer), the counterpart of attn-train --precision bf16. On CUDA the optimizer is
Adam(fused=True). --shape base is the paper's base shape (d512, 8 heads, d_ff 2048, 6+6, 32k vocabulary), as
trainer_bench's base:1 cases. The first --warmup-steps steps are not timed; the figure is the measured steps'
target tokens over their time.
"""
import argparse
import math
import time

import torch
import torch.nn.functional as F
from torch import nn

PAD, BOS, EOS = 0, 2, 3


class Attention(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.h = heads
        self.q_proj, self.k_proj, self.v_proj, self.o_proj = (nn.Linear(d, d) for _ in range(4))

    def forward(self, x, m, key_pad, causal):
        B, Tq, D = x.shape
        Tk = m.shape[1]
        q = self.q_proj(x).view(B, Tq, self.h, -1).transpose(1, 2)
        k = self.k_proj(m).view(B, Tk, self.h, -1).transpose(1, 2)
        v = self.v_proj(m).view(B, Tk, self.h, -1).transpose(1, 2)
        mask = ~key_pad[:, None, None, :]  # True = attend
        if causal:
            mask = mask & torch.ones(Tq, Tk, dtype=torch.bool, device=x.device).tril()
        a = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        return self.o_proj(a.transpose(1, 2).reshape(B, Tq, D))


class FeedForward(nn.Module):
    def __init__(self, d, f):
        super().__init__()
        self.fc1, self.fc2 = nn.Linear(d, f), nn.Linear(f, d)

    def forward(self, x):
        return self.fc2(F.relu(self.fc1(x)))


def residual(x, norm, sublayer, drop, pre_norm):
    """Post-norm: norm(x + drop(sublayer(x))); pre-norm: x + drop(sublayer(norm(x)))."""
    return x + drop(sublayer(norm(x))) if pre_norm else norm(x + drop(sublayer(x)))


class EncoderLayer(nn.Module):
    def __init__(self, d, h, f, p, pre_norm):
        super().__init__()
        self.self_attn, self.ffn = Attention(d, h), FeedForward(d, f)
        self.self_attn_norm, self.ffn_norm = nn.LayerNorm(d), nn.LayerNorm(d)
        self.drop = nn.Dropout(p)
        self.pre_norm = pre_norm

    def forward(self, x, src_pad):
        x = residual(x, self.self_attn_norm, lambda z: self.self_attn(z, z, src_pad, False), self.drop, self.pre_norm)
        return residual(x, self.ffn_norm, self.ffn, self.drop, self.pre_norm)


class DecoderLayer(nn.Module):
    def __init__(self, d, h, f, p, pre_norm):
        super().__init__()
        self.self_attn, self.cross_attn, self.ffn = Attention(d, h), Attention(d, h), FeedForward(d, f)
        self.self_attn_norm, self.cross_attn_norm, self.ffn_norm = nn.LayerNorm(d), nn.LayerNorm(d), nn.LayerNorm(d)
        self.drop = nn.Dropout(p)
        self.pre_norm = pre_norm

    def forward(self, y, mem, tgt_pad, src_pad):
        y = residual(y, self.self_attn_norm, lambda z: self.self_attn(z, z, tgt_pad, True), self.drop, self.pre_norm)
        y = residual(y, self.cross_attn_norm, lambda z: self.cross_attn(z, mem, src_pad, False), self.drop,
                     self.pre_norm)
        return residual(y, self.ffn_norm, self.ffn, self.drop, self.pre_norm)


class Transformer(nn.Module):
    def __init__(self, d=256, h=4, f=1024, enc=6, dec=3, vocab=8000, max_pos=256, p=0.1, pre_norm=False):
        super().__init__()
        self.d = d
        self.embedding = nn.Embedding(vocab, d)
        nn.init.normal_(self.embedding.weight, std=d ** -0.5)
        pos = torch.arange(max_pos, dtype=torch.float64)[:, None]
        i2 = torch.arange(0, d, 2, dtype=torch.float64)
        angle = pos / torch.pow(10000.0, i2 / d)
        pe = torch.zeros(max_pos, d, dtype=torch.float64)
        pe[:, 0::2], pe[:, 1::2] = torch.sin(angle), torch.cos(angle)
        self.register_buffer("pe", pe.float())
        self.encoder = nn.ModuleList(EncoderLayer(d, h, f, p, pre_norm) for _ in range(enc))
        self.decoder = nn.ModuleList(DecoderLayer(d, h, f, p, pre_norm) for _ in range(dec))
        # Pre-norm ends each stack with a norm (docs/model.md); post-norm's last sublayer already normalised.
        self.encoder_norm = nn.LayerNorm(d) if pre_norm else nn.Identity()
        self.decoder_norm = nn.LayerNorm(d) if pre_norm else nn.Identity()
        self.drop = nn.Dropout(p)

    def embed(self, ids):
        return self.drop(self.embedding(ids) * math.sqrt(self.d) + self.pe[: ids.shape[1]])

    def forward(self, src, tgt_in):
        src_pad, tgt_pad = src == PAD, tgt_in == PAD
        x = self.embed(src)
        for layer in self.encoder:
            x = layer(x, src_pad)
        x = self.encoder_norm(x)
        y = self.embed(tgt_in)
        for layer in self.decoder:
            y = layer(y, x, tgt_pad, src_pad)
        return self.decoder_norm(y) @ self.embedding.weight.t()


def bench_batch(sentences, vocab, gen):
    S = T = 20 + 15 + 1
    src = torch.full((sentences, S), PAD, dtype=torch.long)
    tin = torch.full((sentences, T), PAD, dtype=torch.long)
    tout = torch.full((sentences, T), PAD, dtype=torch.long)
    for i in range(sentences):
        s, t = 20 + (7 * i) % 16, 20 + (11 * i) % 16
        src[i, :s] = torch.randint(4, vocab, (s,), generator=gen)
        src[i, s] = EOS
        tgt = torch.randint(4, vocab, (t,), generator=gen)
        tin[i, 0], tin[i, 1 : t + 1] = BOS, tgt
        tout[i, :t], tout[i, t] = tgt, EOS
    return src, tin, tout


def pad_batch(pairs):
    """Source = ids + [eos]; decoder input = [bos] + target; decoder output = target + [eos] (attn's make_batch)."""
    S = max(len(s) for s, _ in pairs) + 1
    T = max(len(t) for _, t in pairs) + 1
    src = torch.full((len(pairs), S), PAD, dtype=torch.long)
    tin = torch.full((len(pairs), T), PAD, dtype=torch.long)
    tout = torch.full((len(pairs), T), PAD, dtype=torch.long)
    for i, (s, t) in enumerate(pairs):
        src[i, : len(s)], src[i, len(s)] = torch.tensor(s, dtype=torch.long), EOS
        tin[i, 0], tin[i, 1 : len(t) + 1] = BOS, torch.tensor(t, dtype=torch.long)
        tout[i, : len(t)], tout[i, len(t)] = torch.tensor(t, dtype=torch.long), EOS
    return src, tin, tout


def corpus_batches(args, gen):
    """The first --pairs pairs of --src/--tgt encoded with --tokenizer, in batches cut as attn-train cuts them."""
    import sentencepiece as spm

    sp = spm.SentencePieceProcessor(model_file=args.tokenizer)
    with open(args.src, encoding="utf-8") as fs, open(args.tgt, encoding="utf-8") as ft:
        src_lines, tgt_lines = [], []
        for s, t in zip(fs, ft):
            if len(src_lines) == args.pairs:
                break
            src_lines.append(s.rstrip("\n"))
            tgt_lines.append(t.rstrip("\n"))
    pairs = [(s, t) for s, t in zip(sp.encode(src_lines), sp.encode(tgt_lines))
             if len(s) + 1 <= args.max_positions and len(t) + 1 <= args.max_positions and s and t]
    order = torch.randperm(len(pairs), generator=gen).tolist()
    order.sort(key=lambda i: max(len(pairs[i][0]), len(pairs[i][1])))
    batches, current, longest = [], [], 0
    for i in order:
        width = max(len(pairs[i][0]), len(pairs[i][1])) + 1
        if current and (len(current) + 1) * max(longest, width) > args.batch_tokens:
            batches.append(current)
            current, longest = [], 0
        current.append(pairs[i])
        longest = max(longest, width)
    if current:
        batches.append(current)
    shuffled = torch.randperm(len(batches), generator=gen).tolist()
    return sp.get_piece_size(), len(pairs), [pad_batch(batches[i]) for i in shuffled]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--device", choices=["cpu", "cuda"], default="cpu")
    ap.add_argument("--sentences", type=int, default=220, help="synthetic batch: sentences")
    ap.add_argument("--steps", type=int, default=3, help="timed steps")
    ap.add_argument("--warmup-steps", type=int, default=1, help="untimed steps first")
    ap.add_argument("--precision", choices=["fp32", "bf16"], default="fp32")
    ap.add_argument("--shape", choices=["shipped", "base"], default="shipped")
    ap.add_argument("--pre-norm", action="store_true")
    ap.add_argument("--src", help="corpus source side (with --tgt and --tokenizer)")
    ap.add_argument("--tgt")
    ap.add_argument("--tokenizer", help="SentencePiece model; its size is the vocabulary")
    ap.add_argument("--pairs", type=int, default=200000, help="corpus: the first N pairs")
    ap.add_argument("--batch-tokens", type=int, default=24000, help="corpus: padded tokens per batch and side")
    ap.add_argument("--max-positions", type=int, default=256)
    args = ap.parse_args()
    if bool(args.src) != bool(args.tgt) or bool(args.src) != bool(args.tokenizer):
        ap.error("--src, --tgt and --tokenizer go together")
    if args.device == "cuda" and not torch.cuda.is_available():
        ap.error("--device cuda: PyTorch sees no CUDA device")
    torch.set_num_threads(args.threads)
    torch.manual_seed(1)
    device = torch.device(args.device)
    gen = torch.Generator().manual_seed(1)
    if args.src:
        vocab, used_pairs, batches = corpus_batches(args, gen)
    else:
        vocab, used_pairs = (32000 if args.shape == "base" else 8000), args.sentences
        batches = [bench_batch(args.sentences, vocab, gen)]
    if args.shape == "base":
        model = Transformer(d=512, h=8, f=2048, enc=6, dec=6, vocab=vocab, max_pos=args.max_positions,
                            pre_norm=args.pre_norm)
    else:
        model = Transformer(vocab=vocab, max_pos=args.max_positions, pre_norm=args.pre_norm)
    model.to(device)
    opt = torch.optim.Adam(model.parameters(), lr=1e-4, betas=(0.9, 0.98), eps=1e-9, fused=args.device == "cuda")
    params = sum(p.numel() for p in model.parameters())

    def step(batch):
        src, tin, tout = (t.to(device, non_blocking=True) for t in batch)
        tokens = int((batch[2] != PAD).sum())
        opt.zero_grad(set_to_none=True)
        with torch.autocast(args.device, dtype=torch.bfloat16, enabled=args.precision == "bf16"):
            logits = model(src, tin)
            # autocast runs cross_entropy in fp32 (its fp32 list), as attn computes the loss.
            loss = F.cross_entropy(logits.view(-1, logits.shape[-1]), tout.view(-1), ignore_index=PAD,
                                   label_smoothing=0.1, reduction="sum")
        (loss / tokens).backward()
        opt.step()
        return tokens

    def synchronize():
        if args.device == "cuda":
            torch.cuda.synchronize()

    for i in range(args.warmup_steps):
        step(batches[i % len(batches)])
    synchronize()
    times, counts = [], []
    cpu0 = time.process_time()  # all threads of the process: on a shared machine wall time measures neighbours too
    for i in range(args.warmup_steps, args.warmup_steps + args.steps):
        t0 = time.perf_counter()
        counts.append(step(batches[i % len(batches)]))
        synchronize()
        times.append(time.perf_counter() - t0)
    cpu_per_step = (time.process_time() - cpu0) / args.steps
    rates = [c / t for c, t in zip(counts, times)]
    mean = sum(counts) / sum(times)
    print(f"pytorch {torch.__version__} {args.device} {args.precision} {args.shape} "
          f"{'pre-norm' if args.pre_norm else 'post-norm'} threads={args.threads} params={params / 1e6:.2f}M "
          f"vocab={vocab} pairs={used_pairs} batches={len(batches)} "
          f"target_tokens/step={sum(counts) / len(counts):.0f} step_mean={sum(times) / len(times) * 1e3:.0f}ms "
          f"target_tokens/s mean={mean:.1f} best={max(rates):.1f} "
          f"cpu_s/step={cpu_per_step:.2f} tok/s_if_cores_free={mean * sum(times) / args.steps * args.threads / cpu_per_step:.1f}")


if __name__ == "__main__":
    main()
