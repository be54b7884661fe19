"""Translator.translate_text: texts of several sentences, details (scores, log-probabilities, alignments) and
HTML markup, with offsets that index Python str."""

from __future__ import annotations

import math

import pytest

import attn

TEXT = "Grüße! This package contains the development files. It also contains the documentation.\n\nInstall it with apt."


def test_sentences_translate_as_alone_between_the_texts_whitespace(greedy: attn.Translator):
    result = greedy.translate_text(TEXT)
    assert isinstance(result, attn.TextTranslation)
    assert len(result.sentences) == 4
    rebuilt, source_at, target_at = [], 0, 0
    for sentence in result.sentences:
        begin, end = sentence.source
        # Between sentences: the source's own characters (str indices, so "Grüße" counts 5, not 7 bytes).
        assert result.text[target_at : sentence.target[0]] == TEXT[source_at:begin]
        assert result.text[sentence.target[0] : sentence.target[1]] == greedy.translate(TEXT[begin:end])
        assert sentence.score is None and sentence.tokens == []
        source_at, target_at = end, sentence.target[1]
    assert result.text[target_at:] == TEXT[source_at:]
    assert TEXT[slice(*result.sentences[0].source)] == "Grüße!"
    assert TEXT[slice(*result.sentences[3].source)] == "Install it with apt."
    assert "\n\n" in result.text
    assert str(result) == result.text
    assert result.warning is None


def test_bytes_in_gives_the_same_as_str(greedy: attn.Translator):
    as_str = greedy.translate_text(TEXT)
    as_bytes = greedy.translate_text(TEXT.encode("utf-8"))
    assert as_bytes.text == as_str.text
    assert [s.source for s in as_bytes.sentences] == [s.source for s in as_str.sentences]


def test_details_give_scores_log_probs_and_alignments(greedy: attn.Translator):
    result = greedy.translate_text(TEXT, details=True)
    for sentence in result.sentences:
        assert sentence.tokens, sentence
        log_probs = [token.log_prob for token in sentence.tokens]
        assert all(-30 < p <= 0 for p in log_probs), log_probs
        assert sentence.score == pytest.approx(sum(log_probs) / len(log_probs), abs=1e-5)
        # A confident model's greedy choices: a fluent sentence averages well above log(1/2).
        assert sentence.score > math.log(0.5), sentence
        for token in sentence.tokens:
            assert sentence.target[0] <= token.target[0] <= token.target[1] <= sentence.target[1]
            assert sentence.source[0] <= token.source[0] <= token.source[1] <= sentence.source[1]

    def aligned(word: str) -> str:
        for sentence in result.sentences:
            for token in sentence.tokens:
                if result.text[slice(*token.target)] == word:
                    return TEXT[slice(*token.source)]
        raise AssertionError(f"no token {word!r} in {result.text!r}")

    assert aligned("Paket") == "package"
    assert aligned("Dokumentation") == "documentation"


def test_details_equal_without_the_shortlist(model: attn.Model):
    # The shipped model has a vocabulary shortlist; its log-probabilities are normalised over the sentence's
    # own vocabulary, so they are a little higher than over all pieces, never lower.
    text = "This package contains the development files."
    with attn.Translator(model, beam_size=1) as short, attn.Translator(model, beam_size=1, use_shortlist=False) as full:
        a, b = short.translate_text(text, details=True), full.translate_text(text, details=True)
    assert a.text == b.text
    for x, y in zip(a.sentences[0].tokens, b.sentences[0].tokens):
        assert y.log_prob - 1e-4 <= x.log_prob <= y.log_prob + 0.15


def test_markup_keeps_the_tags(greedy: attn.Translator):
    result = greedy.translate_text("This <b>package</b> contains the development files.", markup="html")
    assert result.text.count("<b>") == 1 and result.text.count("</b>") == 1, result.text
    assert "Paket" in result.text[result.text.index("<b>") : result.text.index("</b>")]
    assert result.warning is None
    assert result.sentences[0].source is None  # its offsets index the tag-free text, not the caller's
    assert result.sentences[0].target == (0, len(result.text))


def test_malformed_markup_is_plain_text_with_a_warning(greedy: attn.Translator):
    result = greedy.translate_text("This <b>package</i> is free.", markup="html")
    assert result.warning is not None and "</i>" in result.warning
    assert result.text


def test_one_sentence_without_splitting(greedy: attn.Translator):
    text = "Install it with apt. Remove it with apt."
    result = greedy.translate_text(text, split_sentences=False)
    assert len(result.sentences) == 1
    assert result.text == greedy.translate(text)


def test_bad_arguments_are_named(greedy: attn.Translator):
    with pytest.raises(ValueError, match="markup 'xml'"):
        greedy.translate_text("Hello.", markup="xml")
    with pytest.raises(TypeError, match="text must be str or bytes"):
        greedy.translate_text(42)  # type: ignore[arg-type]
    with pytest.raises(attn.InvalidArgumentError, match="alignment"):
        greedy.translate_text("Hello.", details=True, alignment_layer=99)
    with pytest.raises(attn.InvalidArgumentError):
        greedy.translate_text(b"\xff\xfe not UTF-8")
