"""Every failure is an attn.Error subclass with the C API's status and a message naming the problem."""

from __future__ import annotations

from pathlib import Path

import pytest

import attn


def test_missing_file(tmp_path: Path):
    missing = tmp_path / "no-such-model.attn"
    with pytest.raises(attn.FileReadError) as caught:
        attn.Model(missing)
    assert caught.value.status == attn.Status.IO
    assert str(missing) in caught.value.message
    assert str(caught.value) == f"{attn._attn.status_name(int(attn.Status.IO))}: {caught.value.message}"


def test_a_directory_is_no_model(tmp_path: Path):
    with pytest.raises(attn.Error) as caught:
        attn.Model(tmp_path)
    assert caught.value.status in (attn.Status.IO, attn.Status.INVALID_MODEL)


@pytest.mark.parametrize("damage", ["empty", "garbage", "truncated", "flipped"])
def test_damaged_files_fail_verification(model_path: Path, tmp_path: Path, damage: str):
    data = bytearray(model_path.read_bytes())
    if damage == "empty":
        data = bytearray()
    elif damage == "garbage":
        data = bytearray(b"not a model at all" * 100)
    elif damage == "truncated":
        data = data[: len(data) // 2]
    else:  # a byte of the FlatBuffer header region: the root offset
        data[0] ^= 0xFF
    with pytest.raises(attn.InvalidModelError) as caught:
        attn.Model.from_bytes(bytes(data))
    assert caught.value.status == attn.Status.INVALID_MODEL
    assert caught.value.message
    path = tmp_path / "damaged.attn"
    path.write_bytes(bytes(data))
    with pytest.raises(attn.InvalidModelError):
        attn.Model(path)


def test_invalid_utf8(greedy: attn.Translator):
    with pytest.raises(attn.InvalidArgumentError) as caught:
        greedy.translate(b"caf\xe9")
    assert "UTF-8" in caught.value.message
    assert isinstance(caught.value, ValueError)
    with pytest.raises(attn.InvalidArgumentError):
        greedy.translate("lone surrogate \udc80")
    with pytest.raises(attn.InvalidArgumentError):
        greedy.model.tokenize(b"\xff\xfe")
    # The translator is still usable after bad input.
    assert greedy.translate("Hello.") != ""


def test_too_long_input(model: attn.Model):
    with attn.Translator(model, beam_size=1, max_input_bytes=64) as translator:
        with pytest.raises(attn.InputTooLongError) as caught:
            translator.translate("word " * 20)
        assert caught.value.status == attn.Status.INPUT_TOO_LONG
        assert "64" in caught.value.message


def test_bad_options(model: attn.Model):
    for options in ({"beam_size": 0}, {"threads": 0}, {"max_batch": 100000}, {"max_input_bytes": -1}):
        with pytest.raises(attn.InvalidArgumentError) as caught:
            attn.Translator(model, **options)
        assert caught.value.message, options


def test_wrong_types(greedy: attn.Translator, model: attn.Model):
    with pytest.raises(TypeError, match="must be str or bytes"):
        greedy.translate(42)
    with pytest.raises(TypeError):
        greedy.translate_batch([b"fine", 3])
    with pytest.raises(TypeError, match=r"ids\[1\] is not an int"):
        model.detokenize([1, "2"])
    with pytest.raises(ValueError, match="outside int32"):
        greedy.translate_ids([2**40])
    with pytest.raises(TypeError, match="model must be an attn.Model, not str"):
        attn.Translator("models/en-de.attn")


def test_batch_failure_names_the_text(greedy: attn.Translator):
    with pytest.raises(attn.InvalidArgumentError) as caught:
        greedy.translate_batch(["Good.", "Also good.", b"bad \xff", "Fine."])
    assert caught.value.index == 2
    assert "texts[2]" in caught.value.message


def test_closed_translator(model: attn.Model):
    translator = attn.Translator(model, beam_size=1)
    translator.close()
    assert translator.closed
    for call in (lambda: translator.translate("x"), lambda: translator.translate_batch(["x"]),
                 lambda: translator.translate_iter("x"), lambda: translator.translate_ids([5]),
                 lambda: translator.beam_size):
        with pytest.raises(attn.ClosedError, match="Translator is closed"):
            call()


def test_out_of_range_ids(greedy: attn.Translator, model: attn.Model):
    with pytest.raises(attn.InvalidArgumentError):
        greedy.translate_ids([model.architecture.vocab_size + 5])
    with pytest.raises(attn.InvalidArgumentError):
        model.detokenize([-1])


def test_error_classes_map_statuses():
    assert issubclass(attn.InvalidArgumentError, attn.Error)
    error = attn.InvalidModelError(3, "bad bytes")
    assert error.status is attn.Status.INVALID_MODEL
    assert str(error) == "invalid model: bad bytes"
