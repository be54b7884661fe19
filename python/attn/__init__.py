"""attn: on-device Transformer translation, from Python.

    import attn
    model = attn.Model("models/en-de.attn")
    translator = attn.Translator(model, beam_size=4)
    print(translator.translate("This package contains the development files."))

A Model is loaded and verified once and may be shared by threads; a Translator is for one thread at a time and
releases the GIL while it translates. Failures raise subclasses of attn.Error carrying the C API's status and
message.
"""

from __future__ import annotations

from ._attn import (
    Architecture,
    Model,
    Sentence,
    TextTranslation,
    Token,
    TranslationStream,
    Translator,
    __version__,
    library_version,
)
from .catalog import ModelEntry, find_model, model_search_path, models, shipped_models_dir
from .localize import localize
from .errors import (
    CancelledError,
    ClosedError,
    Error,
    FileReadError,
    InputTooLongError,
    InternalError,
    InvalidArgumentError,
    InvalidModelError,
    OutOfMemoryError,
    Status,
    TranslatorBusyError,
    UnsupportedModelError,
)

__all__ = [
    "Architecture",
    "CancelledError",
    "ClosedError",
    "Error",
    "FileReadError",
    "InputTooLongError",
    "InternalError",
    "InvalidArgumentError",
    "InvalidModelError",
    "Model",
    "ModelEntry",
    "OutOfMemoryError",
    "Sentence",
    "Status",
    "TextTranslation",
    "Token",
    "TranslationStream",
    "Translator",
    "TranslatorBusyError",
    "UnsupportedModelError",
    "__version__",
    "find_model",
    "library_version",
    "localize",
    "model_search_path",
    "models",
    "shipped_models_dir",
]
