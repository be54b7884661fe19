#!/usr/bin/env python3
"""Training throughput of the same Transformer in PyTorch (CPU), for comparison with bench/trainer_bench.cpp.

The model is docs/model.md's, written out the way a PyTorch user would (the one attn-train implements): post-norm
(paper) encoder-decoder, sinusoidal positions, tied embeddings scaled by sqrt(d_model), ReLU feed-forward,
dropout on embeddings and on sublayer outputs only, label-smoothed cross-entropy summed over non-pad tokens,
Adam(0.9, 0.98, 1e-9). The batch has the same shapes as trainer_bench's: sentence i has 20 + (7i mod 16)
source and 20 + (11i mod 16) target tokens (plus eos), padded to 36.

    .venv/bin/python bench/pytorch_train_bench.py --threads 2 --steps 3 [--precision bf16] [--shape base]

--precision bf16 runs forward and loss under torch.autocast("cpu", dtype=torch.bfloat16) (PyTorch's mixed
precision: oneDNN bf16 matrix products, fp32 master weights and optimizer), the counterpart of attn-train
--precision bf16. --shape base is the paper's base shape (d512, 8 heads, d_ff 2048, 6+6, 32k vocabulary), as
trainer_bench's base:1 cases.
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
            mask = mask & torch.ones(Tq, Tk, dtype=torch.bool).tril()
        a = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        return self.o_proj(a.transpose(1, 2).reshape(B, Tq, D))


class FeedForward(nn.Module):
    def __init__(self, d, f):
        super().__init__()
        self.fc1, self.fc2 = nn.Linear(d, f), nn.Linear(f, d)

    def forward(self, x):
        return self.fc2(F.relu(self.fc1(x)))


class EncoderLayer(nn.Module):
    def __init__(self, d, h, f, p):
        super().__init__()
        self.self_attn, self.ffn = Attention(d, h), FeedForward(d, f)
        self.self_attn_norm, self.ffn_norm = nn.LayerNorm(d), nn.LayerNorm(d)
        self.drop = nn.Dropout(p)

    def forward(self, x, src_pad):
        x = self.self_attn_norm(x + self.drop(self.self_attn(x, x, src_pad, False)))
        return self.ffn_norm(x + self.drop(self.ffn(x)))


class DecoderLayer(nn.Module):
    def __init__(self, d, h, f, p):
        super().__init__()
        self.self_attn, self.cross_attn, self.ffn = Attention(d, h), Attention(d, h), FeedForward(d, f)
        self.self_attn_norm, self.cross_attn_norm, self.ffn_norm = nn.LayerNorm(d), nn.LayerNorm(d), nn.LayerNorm(d)
        self.drop = nn.Dropout(p)

    def forward(self, y, mem, tgt_pad, src_pad):
        y = self.self_attn_norm(y + self.drop(self.self_attn(y, y, tgt_pad, True)))
        y = self.cross_attn_norm(y + self.drop(self.cross_attn(y, mem, src_pad, False)))
        return self.ffn_norm(y + self.drop(self.ffn(y)))


class Transformer(nn.Module):
    def __init__(self, d=256, h=4, f=1024, enc=6, dec=3, vocab=8000, max_pos=256, p=0.1):
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
        self.encoder = nn.ModuleList(EncoderLayer(d, h, f, p) for _ in range(enc))
        self.decoder = nn.ModuleList(DecoderLayer(d, h, f, p) for _ in range(dec))
        self.drop = nn.Dropout(p)

    def embed(self, ids):
        return self.drop(self.embedding(ids) * math.sqrt(self.d) + self.pe[: ids.shape[1]])

    def forward(self, src, tgt_in):
        src_pad, tgt_pad = src == PAD, tgt_in == PAD
        x = self.embed(src)
        for layer in self.encoder:
            x = layer(x, src_pad)
        y = self.embed(tgt_in)
        for layer in self.decoder:
            y = layer(y, x, tgt_pad, src_pad)
        return y @ self.embedding.weight.t()


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


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--sentences", type=int, default=220)
    ap.add_argument("--steps", type=int, default=3)
    ap.add_argument("--precision", choices=["fp32", "bf16"], default="fp32")
    ap.add_argument("--shape", choices=["shipped", "base"], default="shipped")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(1)
    vocab = 32000 if args.shape == "base" else 8000
    if args.shape == "base":
        model = Transformer(d=512, h=8, f=2048, enc=6, dec=6, vocab=vocab)
    else:
        model = Transformer(vocab=vocab)
    opt = torch.optim.Adam(model.parameters(), lr=1e-4, betas=(0.9, 0.98), eps=1e-9)
    src, tin, tout = bench_batch(args.sentences, vocab, torch.Generator().manual_seed(1))
    tokens = int((tout != PAD).sum())
    params = sum(p.numel() for p in model.parameters())

    def step():
        opt.zero_grad(set_to_none=True)
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=args.precision == "bf16"):
            logits = model(src, tin)
            # autocast runs cross_entropy in fp32 (its fp32 list), as attn computes the loss.
            loss = F.cross_entropy(logits.view(-1, logits.shape[-1]), tout.view(-1), ignore_index=PAD,
                                   label_smoothing=0.1, reduction="sum")
        (loss / tokens).backward()
        opt.step()
        return loss.item()

    step()  # warm-up
    times = []
    cpu0 = time.process_time()  # all threads of the process: on a shared machine wall time measures neighbours too
    for _ in range(args.steps):
        t0 = time.perf_counter()
        step()
        times.append(time.perf_counter() - t0)
    cpu_per_step = (time.process_time() - cpu0) / args.steps
    best, mean = min(times), sum(times) / len(times)
    print(f"pytorch {torch.__version__} {args.precision} {args.shape} threads={args.threads} params={params / 1e6:.2f}M "
          f"target_tokens={tokens} step_mean={mean * 1e3:.0f}ms step_best={best * 1e3:.0f}ms "
          f"target_tokens/s mean={tokens / mean:.1f} best={tokens / best:.1f} "
          f"cpu_s/step={cpu_per_step:.2f} tok/s_if_cores_free={tokens * args.threads / cpu_per_step:.1f}")


if __name__ == "__main__":
    main()
