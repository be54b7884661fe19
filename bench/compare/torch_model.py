"""docs/model.md in PyTorch eager over a checkpoint's arrays, with a KV cache for decoding.

Written from the contract, not from the runtime, so that agreement with attn is evidence that both follow it.
The two export wrappers at the bottom are what bench/compare/build_peers.py hands to torch.onnx.export.
"""
import math

import numpy as np
import torch
import torch.nn.functional as F


class TorchTransformer(torch.nn.Module):
    def __init__(self, ckpt):
        super().__init__()
        self.c = ckpt
        self.D, self.H = ckpt.d_model, ckpt.heads
        self.dk = self.D // self.H
        self.eps = ckpt.eps
        self.pre_norm = ckpt.pre_norm
        self.act = F.relu if ckpt.activation == "relu" else (lambda x: F.gelu(x, approximate="none"))
        self.p = torch.nn.ParameterDict()
        for name, array in ckpt.tensors.items():
            self.p[name.replace(".", "__")] = torch.nn.Parameter(torch.from_numpy(np.array(array)),
                                                                 requires_grad=False)
        self.register_buffer("pe", torch.from_numpy(ckpt.position_table()))
        self.out_w = self.w("embedding.weight" if ckpt.tied else "output.weight")
        self.out_b = self.w("output.bias") if ckpt.output_bias else None

    def w(self, name):
        return self.p[name.replace(".", "__")]

    def linear(self, x, prefix):
        return F.linear(x, self.w(prefix + ".weight"), self.w(prefix + ".bias"))

    def norm(self, x, prefix):
        return F.layer_norm(x, (self.D,), self.w(prefix + ".weight"), self.w(prefix + ".bias"), self.eps)

    def heads(self, x):  # [B, T, D] -> [B, H, T, dk]
        B, T, _ = x.shape
        return x.view(B, T, self.H, self.dk).transpose(1, 2)

    def attend(self, q, k, v, prefix, mask=None):
        # q [B,H,Tq,dk]; k, v [B or 1, H, Tk, dk] (broadcast over hypotheses for cross-attention)
        scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(self.dk)
        if mask is not None:
            scores = scores + mask
        a = torch.matmul(torch.softmax(scores, dim=-1), v)
        B, _, T, _ = a.shape
        return self.linear(a.transpose(1, 2).reshape(B, T, self.D), prefix + ".o_proj")

    def sublayer(self, x, prefix, norm_name, fn):
        if self.pre_norm:
            return x + fn(self.norm(x, f"{prefix}.{norm_name}"))
        return self.norm(x + fn(x), f"{prefix}.{norm_name}")

    def embed(self, ids, start):
        T = ids.shape[1]
        pe = torch.narrow(self.pe, 0, start, T) if isinstance(start, int) else torch.index_select(
            self.pe, 0, start.view(1))
        return self.c.embedding_scale * F.embedding(ids, self.w("embedding.weight")) + pe

    # ---- encoder --------------------------------------------------------------------------------------
    def encode(self, src):
        """src [1, S] ids (with eos) -> memory [1, S, D]. One sentence at a time: no padding mask needed."""
        x = self.embed(src, 0)
        for i in range(self.c.encoder_layers):
            p = f"encoder.layers.{i}"

            def self_attn(h, p=p):
                return self.attend(self.heads(self.linear(h, p + ".self_attn.q_proj")),
                                   self.heads(self.linear(h, p + ".self_attn.k_proj")),
                                   self.heads(self.linear(h, p + ".self_attn.v_proj")), p + ".self_attn")

            x = self.sublayer(x, p, "self_attn_norm", self_attn)
            x = self.sublayer(x, p, "ffn_norm", lambda h, p=p: self.linear(self.act(self.linear(h, p + ".ffn.fc1")),
                                                                          p + ".ffn.fc2"))
        if self.pre_norm:
            x = self.norm(x, "encoder.final_norm")
        return x

    def cross_kv(self, memory):
        """Cross-attention keys and values of every decoder layer: two [L, 1, H, S, dk] tensors."""
        ks, vs = [], []
        for i in range(self.c.decoder_layers):
            p = f"decoder.layers.{i}.cross_attn"
            ks.append(self.heads(self.linear(memory, p + ".k_proj")))
            vs.append(self.heads(self.linear(memory, p + ".v_proj")))
        return torch.stack(ks), torch.stack(vs)

    # ---- one decoder step ----------------------------------------------------------------------------
    def decode_step(self, tokens, position, past_k, past_v, mem_k, mem_v):
        """tokens [B]; position: int or 0-d int64 tensor; past_k/v [L, B, H, T, dk] (T = position);
        mem_k/v [L, 1, H, S, dk]. Returns log-probs [B, V] and the caches grown to T + 1."""
        x = self.embed(tokens.view(-1, 1), position)
        new_k, new_v = [], []
        for i in range(self.c.decoder_layers):
            p = f"decoder.layers.{i}"

            def self_attn(h, p=p, i=i):
                k = torch.cat([past_k[i], self.heads(self.linear(h, p + ".self_attn.k_proj"))], dim=2)
                v = torch.cat([past_v[i], self.heads(self.linear(h, p + ".self_attn.v_proj"))], dim=2)
                new_k.append(k)
                new_v.append(v)
                # One query at the newest position sees every cached position: causality holds by construction.
                return self.attend(self.heads(self.linear(h, p + ".self_attn.q_proj")), k, v, p + ".self_attn")

            def cross_attn(h, p=p, i=i):
                return self.attend(self.heads(self.linear(h, p + ".cross_attn.q_proj")), mem_k[i], mem_v[i],
                                   p + ".cross_attn")

            x = self.sublayer(x, p, "self_attn_norm", self_attn)
            x = self.sublayer(x, p, "cross_attn_norm", cross_attn)
            x = self.sublayer(x, p, "ffn_norm", lambda h, p=p: self.linear(self.act(self.linear(h, p + ".ffn.fc1")),
                                                                          p + ".ffn.fc2"))
        if self.pre_norm:
            x = self.norm(x, "decoder.final_norm")
        logits = F.linear(x[:, 0, :], self.out_w, self.out_b)
        return torch.log_softmax(logits, dim=-1), torch.stack(new_k), torch.stack(new_v)


class EncoderExport(torch.nn.Module):
    """ONNX graph 1: source ids [1, S] -> cross-attention K and V of every decoder layer."""

    def __init__(self, model):
        super().__init__()
        self.m = model

    def forward(self, src):
        return self.m.cross_kv(self.m.encode(src))


class DecoderStepExport(torch.nn.Module):
    """ONNX graph 2: one decoder step with the self-attention cache passed in and out."""

    def __init__(self, model):
        super().__init__()
        self.m = model

    def forward(self, tokens, position, past_k, past_v, mem_k, mem_v):
        return self.m.decode_step(tokens, position, past_k, past_v, mem_k, mem_v)


class TorchStepModel:
    """The search.py step-model interface over TorchTransformer."""

    def __init__(self, model):
        self.m = model
        L, H, dk = model.c.decoder_layers, model.H, model.dk
        self.empty = torch.zeros((L, 1, H, 0, dk), dtype=torch.float32)

    @torch.inference_mode()
    def start(self, source_ids):
        src = torch.tensor([source_ids], dtype=torch.int64)
        self.mem_k, self.mem_v = self.m.cross_kv(self.m.encode(src))
        self.past_k = self.past_v = self.empty

    @torch.inference_mode()
    def step(self, last_tokens, position):
        tokens = torch.from_numpy(last_tokens)
        if self.past_k.shape[1] != tokens.shape[0]:  # first step of a search: an empty cache of the right width
            shape = list(self.empty.shape)
            shape[1] = tokens.shape[0]
            self.past_k = self.past_v = torch.zeros(shape)
        log_probs, self.past_k, self.past_v = self.m.decode_step(tokens, position, self.past_k, self.past_v,
                                                                 self.mem_k, self.mem_v)
        return log_probs.numpy()

    @torch.inference_mode()
    def reorder(self, parents):
        index = torch.from_numpy(parents)
        self.past_k = self.past_k.index_select(1, index)
        self.past_v = self.past_v.index_select(1, index)
