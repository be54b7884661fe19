"""Builds every peer's model from one trainer checkpoint, into a work folder:

  onnx-fp32/{encoder,decoder}.onnx   torch.onnx.export of torch_model.py (encoder; one decoder step with cache)
  onnx-int8/{encoder,decoder}.onnx   onnxruntime.quantization.quantize_dynamic of the above (QInt8 weights)
  ct2-fp32/, ct2-int8/               CTranslate2 TransformerSpec filled with the checkpoint's arrays

  build_peers.py CHECKPOINT_DIR WORK_DIR

Each export is checked against PyTorch eager on a sentence before it is used, so a broken export fails here
with a message instead of showing up as a low agreement rate later.
"""
import os
import sys

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from checkpoint import Checkpoint  # noqa: E402
from torch_model import DecoderStepExport, EncoderExport, TorchTransformer  # noqa: E402


def export_onnx(ckpt, model, folder):
    os.makedirs(folder, exist_ok=True)
    L, H, dk = ckpt.decoder_layers, model.H, model.dk
    src = torch.tensor([[5, 6, 7, 8, ckpt.eos_id]], dtype=torch.int64)
    with torch.inference_mode():
        mem_k, mem_v = EncoderExport(model)(src)
    # dynamo=False: the TorchScript exporter takes dynamic_axes directly and needs no shape-guard tuning for a
    # cache whose length starts at 0.
    torch.onnx.export(EncoderExport(model), (src,), os.path.join(folder, "encoder.onnx"), dynamo=False,
                      input_names=["src"], output_names=["mem_k", "mem_v"], opset_version=17,
                      dynamic_axes={"src": {1: "S"}, "mem_k": {3: "S"}, "mem_v": {3: "S"}})
    B, T = 2, 3
    args = (torch.tensor([9, 10], dtype=torch.int64), torch.tensor(T, dtype=torch.int64),
            torch.randn(L, B, H, T, dk), torch.randn(L, B, H, T, dk), mem_k, mem_v)
    torch.onnx.export(DecoderStepExport(model), args, os.path.join(folder, "decoder.onnx"), dynamo=False,
                      input_names=["tokens", "position", "past_k", "past_v", "mem_k", "mem_v"],
                      output_names=["log_probs", "new_k", "new_v"], opset_version=17,
                      dynamic_axes={"tokens": {0: "B"}, "past_k": {1: "B", 3: "T"}, "past_v": {1: "B", 3: "T"},
                                    "mem_k": {3: "S"}, "mem_v": {3: "S"}, "log_probs": {0: "B"},
                                    "new_k": {1: "B", 3: "T1"}, "new_v": {1: "B", 3: "T1"}})


def check_onnx(ckpt, model, folder, tolerance):
    """Greedy-decodes one sentence in PyTorch and ONNX Runtime side by side; log-probs must agree."""
    import onnxruntime as ort

    enc = ort.InferenceSession(os.path.join(folder, "encoder.onnx"), providers=["CPUExecutionProvider"])
    dec = ort.InferenceSession(os.path.join(folder, "decoder.onnx"), providers=["CPUExecutionProvider"])
    src = [11, 12, 13, 14, 15, 16, ckpt.eos_id]
    L, H, dk = ckpt.decoder_layers, model.H, model.dk
    with torch.inference_mode():
        tk, tv = model.cross_kv(model.encode(torch.tensor([src])))
        pk = pv = torch.zeros(L, 1, H, 0, dk)
    ok, ov = enc.run(None, {"src": np.array([src], dtype=np.int64)})
    qk = qv = np.zeros((L, 1, H, 0, dk), dtype=np.float32)
    token, worst = ckpt.bos_id, 0.0
    for position in range(6):
        with torch.inference_mode():
            t_lp, pk, pv = model.decode_step(torch.tensor([token]), position, pk, pv, tk, tv)
        o_lp, qk, qv = dec.run(None, {"tokens": np.array([token], dtype=np.int64),
                                      "position": np.array(position, dtype=np.int64), "past_k": qk,
                                      "past_v": qv, "mem_k": ok, "mem_v": ov})
        worst = max(worst, float(np.max(np.abs(t_lp.numpy() - o_lp))))
        token = int(torch.argmax(t_lp[0]))
    if worst > tolerance:
        raise SystemExit(f"build_peers: ONNX model in {folder} differs from PyTorch by {worst:.3g} in log-probs "
                         f"(tolerance {tolerance})")
    return worst


def quantize_onnx(src_folder, dst_folder):
    from onnxruntime.quantization import QuantType, quantize_dynamic

    os.makedirs(dst_folder, exist_ok=True)
    for name in ("encoder.onnx", "decoder.onnx"):
        quantize_dynamic(os.path.join(src_folder, name), os.path.join(dst_folder, name),
                         weight_type=QuantType.QInt8)


def ct2_spec(ckpt):
    """A CTranslate2 TransformerSpec holding the checkpoint's arrays; see the notes inline for each mapping."""
    from ctranslate2.specs import common_spec, transformer_spec

    activation = common_spec.Activation.RELU if ckpt.activation == "relu" else common_spec.Activation.GELU
    # CT2's pre_norm=True is our "pre": LN before each sublayer plus a final LN per stack (no_final_norm=False);
    # pre_norm=False is the paper's post-norm, LN(x + sublayer(x)), with no final LN — the same as docs/model.md.
    spec = transformer_spec.TransformerSpec.from_config((ckpt.encoder_layers, ckpt.decoder_layers), ckpt.heads,
                                                        pre_norm=ckpt.pre_norm, activation=activation)
    t = ckpt.get
    E = t("embedding.weight")
    # CT2 multiplies embeddings by sqrt(d_model) when scale_embeddings is set; with any other scale the scale is
    # folded into the input embeddings (the output projection keeps the unscaled matrix).
    if ckpt.sqrt_d_model_scale():
        E_in = E
    else:
        E_in = E * np.float32(ckpt.embedding_scale)
        spec.encoder.scale_embeddings = False
        spec.decoder.scale_embeddings = False
    # CT2's own sinusoids are [sin | cos] halves; ours are interleaved, so the table is given explicitly.
    pe = ckpt.position_table()
    spec.encoder.embeddings[0].weight = E_in
    spec.decoder.embeddings.weight = E_in
    spec.encoder.position_encodings.encodings = pe
    spec.decoder.position_encodings.encodings = pe
    spec.decoder.projection.weight = ckpt.output_weight()
    if ckpt.output_bias:
        spec.decoder.projection.bias = t("output.bias")

    def linear(dst, prefix_list):
        dst.weight = np.concatenate([t(p + ".weight") for p in prefix_list], axis=0)
        dst.bias = np.concatenate([t(p + ".bias") for p in prefix_list], axis=0)

    def norm(dst, prefix):
        dst.gamma = t(prefix + ".weight")
        dst.beta = t(prefix + ".bias")

    def ffn(dst, prefix):
        linear(dst.linear_0, [prefix + ".ffn.fc1"])
        linear(dst.linear_1, [prefix + ".ffn.fc2"])
        norm(dst.layer_norm, prefix + ".ffn_norm")

    for i, layer in enumerate(spec.encoder.layer):
        p = f"encoder.layers.{i}"
        a = p + ".self_attn"
        linear(layer.self_attention.linear[0], [a + ".q_proj", a + ".k_proj", a + ".v_proj"])  # fused QKV
        linear(layer.self_attention.linear[1], [a + ".o_proj"])
        norm(layer.self_attention.layer_norm, p + ".self_attn_norm")
        ffn(layer.ffn, p)
    for i, layer in enumerate(spec.decoder.layer):
        p = f"decoder.layers.{i}"
        a, c = p + ".self_attn", p + ".cross_attn"
        linear(layer.self_attention.linear[0], [a + ".q_proj", a + ".k_proj", a + ".v_proj"])
        linear(layer.self_attention.linear[1], [a + ".o_proj"])
        norm(layer.self_attention.layer_norm, p + ".self_attn_norm")
        linear(layer.attention.linear[0], [c + ".q_proj"])
        linear(layer.attention.linear[1], [c + ".k_proj", c + ".v_proj"])  # fused KV over the encoder output
        linear(layer.attention.linear[2], [c + ".o_proj"])
        norm(layer.attention.layer_norm, p + ".cross_attn_norm")
        ffn(layer.ffn, p)
    if ckpt.pre_norm:
        norm(spec.encoder.layer_norm, "encoder.final_norm")
        norm(spec.decoder.layer_norm, "decoder.final_norm")

    import sentencepiece

    sp = sentencepiece.SentencePieceProcessor(model_file=ckpt.tokenizer_path)
    pieces = [sp.id_to_piece(i) for i in range(sp.get_piece_size())]
    if len(pieces) != ckpt.vocab_size:
        raise SystemExit(f"build_peers: tokenizer has {len(pieces)} pieces, config says {ckpt.vocab_size}")
    for vocab in (spec.register_source_vocabulary, spec.register_target_vocabulary):
        vocab(pieces)  # ids in SentencePiece order, so CT2's ids are ours
    spec.config.bos_token = pieces[ckpt.bos_id]
    spec.config.eos_token = pieces[ckpt.eos_id]
    spec.config.unk_token = pieces[ckpt.unk_id]
    spec.config.decoder_start_token = pieces[ckpt.bos_id]
    return spec


def build_ct2(ckpt, work):
    for name, quantization in (("ct2-fp32", None), ("ct2-int8", "int8")):
        spec = ct2_spec(ckpt)
        spec.validate()
        spec.optimize(quantization=quantization)
        os.makedirs(os.path.join(work, name), exist_ok=True)
        spec.save(os.path.join(work, name))


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: build_peers.py CHECKPOINT_DIR WORK_DIR")
    ckpt_dir, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    torch.set_num_threads(1)
    ckpt = Checkpoint(ckpt_dir)
    model = TorchTransformer(ckpt).eval()
    export_onnx(ckpt, model, os.path.join(work, "onnx-fp32"))
    fp32_error = check_onnx(ckpt, model, os.path.join(work, "onnx-fp32"), 1e-3)
    quantize_onnx(os.path.join(work, "onnx-fp32"), os.path.join(work, "onnx-int8"))
    int8_error = check_onnx(ckpt, model, os.path.join(work, "onnx-int8"), 5.0)  # int8: a sanity bound only
    build_ct2(ckpt, work)
    print(f"build_peers: ONNX fp32 max |log-prob error| vs PyTorch {fp32_error:.2e}, int8 {int8_error:.2e}; "
          f"CTranslate2 models in {work}")


if __name__ == "__main__":
    main()
