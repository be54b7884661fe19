"""attn.localize: a software catalog's untranslated entries filled, as `attn localize` does (docs/localize.md).

    summary = attn.localize("po/de.po", "po/de.po")
    print(summary["filled"], "filled;", len(summary["problems"]), "left untranslated")
"""

from __future__ import annotations

import os

from . import _attn
from .catalog import find_model
from .errors import InvalidArgumentError

__all__ = ["localize"]


def _models_for(source: str, target: str) -> list[str]:
    """One model for source -> target, else source -> en and en -> target (a pivot through English)."""
    try:
        return [find_model(source, target)]
    except InvalidArgumentError:
        if source.lower() == "en" or target.lower() == "en":
            raise
        try:
            return [find_model(source, "en"), find_model("en", target)]
        except InvalidArgumentError:
            pass
        raise


def localize(path: str | os.PathLike, output: str | os.PathLike, to: str | None = None,
             source: str | None = None, glossary: str | os.PathLike | None = None, overwrite: bool = False,
             model: str | os.PathLike | None = None, threads: int = 1, batch: int = 16,
             beam_size: int = 2) -> dict:
    """Fills the untranslated entries of the catalog at path (all of them with overwrite) and writes the
    catalog to output (which may be path), each filled entry marked for review (PO: fuzzy), every other byte
    as it was; output is written whole or not at all.

    to/source: languages (default: the catalog's own; the target else from the folder name, the source else
    "en"). glossary: a TSV of "source term<TAB>target term". model: the model to use (default: found on the
    model search path for source -> to, through English when no model translates the pair directly).
    threads: per translator; batch: lines decoded together; beam_size: 1 is greedy search; the default 2
    is 1.5-1.7x faster than 4 at about 0.3 BLEU less (docs/localize.md, "Speed per catalog").

    Returns the summary: format, marked_for_review (False where the format has no review mark: JSON), source,
    to, models, entries, filled, skipped, filled_plain, filled_markup, glossary_terms, problems (entries left untranslated: dicts of line, key, message) and notes (filled
    entries a reviewer should look at). A malformed catalog or glossary raises attn.Error naming the line.
    """
    if model is not None:
        chosen = [os.fspath(model)]
        models_for = lambda _source, _target: chosen  # noqa: E731 - the model given wins
    else:
        models_for = _models_for
    return _attn._localize(os.fspath(path), os.fspath(output), to or "", source or "",
                           os.fspath(glossary) if glossary is not None else "", overwrite, models_for, threads,
                           batch, beam_size)
