"""The models attn can find, as `attn models` lists them (cli/model_catalog.h): the directories of
$ATTN_MODEL_PATH in order, then the models installed with this package. Languages come from each file, never
from its name; within a directory files are taken in byte order of their names, and when two files store the
same pair the first one found is the one used."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

from ._attn import Model
from .errors import Error, InvalidArgumentError

__all__ = ["ModelEntry", "find_model", "model_search_path", "models", "shipped_models_dir"]


@dataclasses.dataclass(frozen=True)
class ModelEntry:
    """One *.attn file found on the search path."""

    path: str
    size: int
    source_language: str | None  # None when the file is no usable model (see error)
    target_language: str | None
    bleu: float | None  # the test BLEU its metadata records under "bleu", if any
    error: str | None  # why the file is not a usable model; None when it is
    used: bool  # False when an earlier file on the search path has the same pair (or the file is unusable)

    @property
    def pair(self) -> tuple[str, str] | None:
        if self.source_language is None or self.target_language is None:
            return None
        return (self.source_language.lower(), self.target_language.lower())


def shipped_models_dir() -> Path:
    """Where `pip install` put the models shipped with attn."""
    return Path(__file__).resolve().parent / "models"


def model_search_path() -> list[str]:
    """Each non-empty entry of $ATTN_MODEL_PATH (':'-separated, in order), then shipped_models_dir();
    a directory named twice is kept where it first appears."""
    dirs: list[str] = []
    for entry in os.environ.get("ATTN_MODEL_PATH", "").split(":"):
        if entry and entry not in dirs:
            dirs.append(entry)
    shipped = str(shipped_models_dir())
    if shipped not in dirs:
        dirs.append(shipped)
    return dirs


def _read(path: Path) -> tuple[int, str | None, str | None, float | None, str | None]:
    size = path.stat().st_size
    try:
        with Model(path) as model:
            bleu_text = model.metadata.get("bleu")
            try:
                bleu = float(bleu_text) if bleu_text is not None else None
            except ValueError:
                bleu = None
            return size, model.source_language, model.target_language, bleu, None
    except Error as error:
        return size, None, None, None, str(error)


def models(search_path: list[str] | None = None) -> list[ModelEntry]:
    """Every *.attn file found, in search order, with its languages, size and BLEU score."""
    entries: list[ModelEntry] = []
    seen: set[tuple[str, str]] = set()
    for directory in search_path if search_path is not None else model_search_path():
        try:
            names = sorted(os.listdir(directory), key=os.fsencode)
        except OSError:
            continue  # a directory that does not exist or cannot be listed is skipped, as by the CLI
        for name in names:
            path = Path(directory) / name
            if not name.endswith(".attn") or not path.is_file():
                continue
            size, source, target, bleu, error = _read(path)
            pair = (source.lower(), target.lower()) if source is not None and target is not None else None
            used = pair is not None and pair not in seen
            if pair is not None:
                seen.add(pair)
            entries.append(ModelEntry(str(path), size, source, target, bleu, error, used))
    return entries


def find_model(source: str | None = None, target: str | None = None,
               search_path: list[str] | None = None) -> str:
    """The path of the first usable model for source -> target (language codes, any case). Either may be
    None when the models that match the other store one pair only. No match raises InvalidArgumentError
    naming the pairs there are."""
    if source is None and target is None:
        raise ValueError("find_model needs a source or a target language")
    usable = [e for e in models(search_path) if e.used and e.pair is not None]  # loads every file once
    found = [e for e in usable
             if (source is None or e.pair[0] == source.lower())
             and (target is None or e.pair[1] == target.lower())]
    pairs = sorted({e.pair for e in found if e.pair is not None})
    if len(pairs) == 1:
        return found[0].path
    wanted = f"{source or '*'}->{target or '*'}"
    if not pairs:
        available = ", ".join(f"{s}->{t}" for s, t in sorted({e.pair for e in usable})) or "none"
        raise InvalidArgumentError(1, f"no model translates {wanted}; the pairs there are: {available}")
    raise InvalidArgumentError(1, f"{wanted} is ambiguous: " + ", ".join(f"{s}->{t}" for s, t in pairs))
