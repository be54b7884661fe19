"""Checks random_checkpoint.py on a small architecture: layout, fixed-length decoding, varied outputs.

  .venv/bin/python -m unittest bench/compare/test_random_checkpoint.py      (bench venv: scripts/venv.sh bench)

Uses the PyTorch peer (torch_model.py, written from docs/model.md) and the numpy search that the harness
uses, so what is checked here is what run.sh --base relies on; attn-convert's acceptance of the checkpoint is
checked too when a build has it (ATTN_BUILD_DIR, default build/).
"""
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
CORPUS = os.path.join(ROOT, "..", "shared", "data", "ddtp-en-de")
SMALL = ["--d-model", "64", "--heads", "4", "--d-ff", "128", "--encoder-layers", "2", "--decoder-layers", "2",
         "--vocab-size", "2000", "--max-positions", "256", "--seed", "7"]


class RandomCheckpointTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.dir = os.path.join(cls.tmp.name, "ckpt")
        with open(os.path.join(CORPUS, "train.en"), encoding="utf-8") as f:
            head = [next(f) for _ in range(3000)]
        cls.corpus = os.path.join(cls.tmp.name, "corpus.txt")
        with open(cls.corpus, "w", encoding="utf-8") as f:
            f.writelines(head)
        subprocess.run([sys.executable, os.path.join(HERE, "random_checkpoint.py"), cls.dir, "--corpus", cls.corpus]
                       + SMALL, check=True, capture_output=True)
        with open(os.path.join(CORPUS, "test.en"), encoding="utf-8") as f:
            cls.sentences = [next(f).strip() for _ in range(8)]

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_layout_is_the_trainers(self):
        from checkpoint import Checkpoint

        ckpt = Checkpoint(self.dir)
        self.assertEqual((ckpt.d_model, ckpt.heads, ckpt.d_ff, ckpt.vocab_size), (64, 4, 128, 2000))
        self.assertFalse(ckpt.tied)
        self.assertEqual(ckpt.get("output.weight").shape, (2000, 64))
        self.assertEqual(ckpt.get("decoder.layers.1.cross_attn.k_proj.weight").shape, (64, 64))
        self.assertNotIn("encoder.final_norm.weight", ckpt.tensors)  # post-norm: no final norm
        for name, array in ckpt.tensors.items():
            self.assertEqual(str(array.dtype), "float32", name)
        # fc2 rows sum to 0 (the common ReLU mean is removed), and the eos row of the projection is zero
        fc2 = ckpt.get("encoder.layers.0.ffn.fc2.weight")
        self.assertLess(abs(float(fc2.sum(axis=1).max())), 1e-4)
        self.assertEqual(float(abs(ckpt.output_weight()[ckpt.eos_id]).max()), 0.0)
        self.assertGreater(float(abs(ckpt.output_weight()[300]).max()), 0.0)  # ids 4..259 are byte pieces

    def test_every_sentence_decodes_exactly_the_cap_with_varied_tokens(self):
        import sentencepiece

        import search
        from checkpoint import Checkpoint
        from torch_model import TorchStepModel, TorchTransformer

        ckpt = Checkpoint(self.dir)
        model = TorchStepModel(TorchTransformer(ckpt).eval())
        sp = sentencepiece.SentencePieceProcessor(model_file=ckpt.tokenizer_path)
        never = {0, 1, 2, 3} | {i for i in range(ckpt.vocab_size) if sp.is_byte(i)}
        cap = 40
        distinct = []
        for line in self.sentences:
            model.start(sp.encode(line) + [ckpt.eos_id])
            ids = search.greedy(model, ckpt.bos_id, ckpt.eos_id, cap)
            self.assertEqual(len(ids), cap, line)
            self.assertFalse(never & set(ids), line)
            distinct.append(len(set(ids)))
            model.start(sp.encode(line) + [ckpt.eos_id])
            beam_ids = search.beam(model, ckpt.bos_id, ckpt.eos_id, cap, 4, 0.6)
            self.assertEqual(len(beam_ids), cap, line)
        # not one repeated token per line: the identity check between engines needs lines that differ
        self.assertGreater(sorted(distinct)[len(distinct) // 2], 5, distinct)

    def test_attn_convert_accepts_it(self):
        convert = os.path.join(os.environ.get("ATTN_BUILD_DIR", os.path.join(ROOT, "build")), "converter",
                               "attn-convert")
        if not os.path.exists(convert):
            self.skipTest(f"no {convert}")
        out = os.path.join(self.tmp.name, "m.attn")
        done = subprocess.run([convert, self.dir, "-o", out], capture_output=True, text=True)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertGreater(os.path.getsize(out), 0)

    def test_config_records_what_it_is(self):
        with open(os.path.join(self.dir, "config.json"), encoding="utf-8") as f:
            config = json.load(f)
        self.assertEqual(config["format"], "attn-checkpoint")
        self.assertIn("random weights", config["metadata"]["training_corpus"])
        self.assertEqual(config["metadata"]["step"], "0")


if __name__ == "__main__":
    unittest.main()
