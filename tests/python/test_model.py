"""attn.Model: loading, what it reports, tokenization, closing."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import attn


def test_loads_from_path_str_and_pathlike(model_path: Path):
    for argument in (model_path, str(model_path)):
        with attn.Model(argument) as model:
            assert model.path == str(model_path)
            assert model.size == os.path.getsize(model_path)


def test_from_bytes_equals_the_file(model_path: Path, model: attn.Model):
    data = model_path.read_bytes()
    loaded = attn.Model.from_bytes(data)
    assert loaded.path is None
    assert loaded.size == len(data)
    assert loaded.metadata == model.metadata
    assert loaded.tokenize("Hello world.") == model.tokenize("Hello world.")
    greedy_a = attn.Translator(loaded, beam_size=1).translate("This package contains the documentation.")
    greedy_b = attn.Translator(model, beam_size=1).translate("This package contains the documentation.")
    assert greedy_a == greedy_b


def test_mapped_model_translates_as_the_loaded_one(model_path: Path, model: attn.Model, tmp_path: Path):
    mapped = attn.Model(model_path, map=True)
    assert mapped.path == str(model_path) and mapped.size == model.size
    assert mapped.metadata == model.metadata
    text = ["This package contains the documentation.", "Hello world."]
    with attn.Translator(mapped, beam_size=4) as a, attn.Translator(model, beam_size=4) as b:
        assert a.translate_batch(text) == b.translate_batch(text)
    with pytest.raises(attn.Error, match="nowhere.attn"):
        attn.Model(tmp_path / "nowhere.attn", map=True)


def test_languages_and_architecture(model: attn.Model):
    assert (model.source_language, model.target_language) == ("en", "de")
    a = model.architecture
    assert (a.d_model, a.heads, a.d_ff, a.encoder_layers, a.decoder_layers) == (256, 4, 1024, 6, 3)
    assert a.vocab_size == 8000 and a.max_positions == 256 and a.format_version >= 1
    assert "d_model=256" in repr(a)
    assert "en->de" in repr(model)


def test_metadata_is_every_entry(model: attn.Model):
    metadata = model.metadata
    assert metadata["quantization"] == "int8"
    assert float(metadata["bleu"]) > 0
    assert metadata["converter_version"].startswith("attn-convert")
    assert all(isinstance(k, str) and isinstance(v, str) for k, v in metadata.items())


def test_tokenize_and_detokenize_round_trip(model: attn.Model):
    text = "Größe: 42 — naïve café."
    ids = model.tokenize(text)
    assert ids and all(isinstance(i, int) and 0 <= i < model.architecture.vocab_size for i in ids)
    assert model.detokenize(ids) == text
    assert model.tokenize(text.encode("utf-8")) == ids
    assert model.tokenize("") == []


def test_close_and_with_block(model_path: Path):
    with attn.Model(model_path) as model:
        assert not model.closed
    assert model.closed
    assert "closed" in repr(model)
    model.close()  # twice is fine
    with pytest.raises(attn.ClosedError, match="Model is closed"):
        model.metadata
    with pytest.raises(attn.ClosedError):
        attn.Translator(model)


def test_a_translator_keeps_its_model_alive(model_path: Path):
    model = attn.Model(model_path)
    translator = attn.Translator(model, beam_size=1)
    expected = translator.translate("The program is free software.")
    model.close()
    del model
    assert translator.translate("The program is free software.") == expected
    assert translator.model.closed
