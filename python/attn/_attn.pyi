"""attn's C API in Python; import attn, not this module."""

from collections.abc import Sequence
import os


def library_version() -> str:
    """
    The version of the attn C library this module was built with (attn_version()), 'major.minor.patch'.
    """

def status_name(status: int) -> str:
    """attn_status_name: e.g. 'invalid model' for 3."""

class Architecture:
    """The shape of a model's Transformer, as its file stores it."""

    @property
    def format_version(self) -> int:
        """Version of the .attn format the file uses."""

    @property
    def d_model(self) -> int: ...

    @property
    def heads(self) -> int: ...

    @property
    def d_ff(self) -> int: ...

    @property
    def encoder_layers(self) -> int: ...

    @property
    def decoder_layers(self) -> int: ...

    @property
    def vocab_size(self) -> int: ...

    @property
    def max_positions(self) -> int:
        """Longest token sequence per side."""

    def __repr__(self) -> str: ...

class Model:
    """
    A translation model loaded from a .attn file and verified whole. Immutable: one Model can be shared by Translators on many threads.
    """

    def __init__(self, path: str | os.PathLike, *, map: bool = False) -> None:
        """
        Loads and verifies the model file at path. map=True maps the file instead of reading it (less memory: its weights stay in the page cache, shared with other processes, and a Translator's packed layers exist once); the file must then not be truncated or rewritten in place while the Model lives.
        """

    @staticmethod
    def from_bytes(data: bytes) -> Model:
        """
        Loads and verifies a model from the bytes of a .attn file (they are copied).
        """

    @property
    def path(self) -> str | None:
        """The file it was loaded from; None for from_bytes."""

    @property
    def size(self) -> int:
        """Size of the model file in bytes."""

    @property
    def source_language(self) -> str:
        """Language code of the source side, e.g. 'en'."""

    @property
    def target_language(self) -> str:
        """Language code of the target side, e.g. 'de'."""

    @property
    def architecture(self) -> Architecture: ...

    @property
    def metadata(self, /) -> dict[str, str]:
        """
        The file's metadata (attn-convert --metadata KEY=VALUE), e.g. {'bleu': '24.59'}.
        """

    def tokenize(self, text: str | bytes) -> list[int]:
        """
        The source token ids of text (without eos), as the translator sees them.
        """

    def detokenize(self, ids: Sequence[int]) -> str:
        """The text of token ids."""

    def close(self) -> None:
        """
        Releases this object's hold on the model; the memory goes when its last Translator is closed too. Using a closed Model raises attn.ClosedError.
        """

    @property
    def closed(self) -> bool: ...

    def __enter__(self, /) -> Model: ...

    def __exit__(self, *args: object) -> None: ...

    def __repr__(self) -> str: ...

class Token:
    """One target token of a translate_text result (details=True)."""

    @property
    def target(self) -> tuple[int, int] | None:
        """
        (begin, end) of its text in TextTranslation.text, without the space before a word; None with markup.
        """

    @property
    def source(self) -> tuple[int, int] | None:
        """
        (begin, end) in the source text of the source token it attends to most (its word alignment); None with markup.
        """

    @property
    def log_prob(self) -> float:
        """log p(token | source, earlier tokens)."""

    def __repr__(self) -> str: ...

class Sentence:
    """One sentence of a translate_text result."""

    @property
    def source(self) -> tuple[int, int] | None:
        """
        (begin, end) of the sentence in the source text; None with markup (the runtime's offsets index the text without its tags).
        """

    @property
    def target(self) -> tuple[int, int]:
        """(begin, end) of its translation in TextTranslation.text."""

    @property
    def score(self) -> float | None:
        """
        Mean log-probability of its target tokens, end of sentence included (details=True; higher is more confident); None without details or for an empty sentence.
        """

    @property
    def tokens(self) -> list[Token]:
        """Its target tokens (details=True), else []."""

    def __repr__(self) -> str: ...

class TextTranslation:
    """What Translator.translate_text returns."""

    @property
    def text(self) -> str:
        """
        The translated text: every sentence replaced by its translation, the whitespace between them kept.
        """

    @property
    def sentences(self) -> list[Sentence]:
        """The sentences, in order. Offsets are str indices (code points)."""

    @property
    def warning(self) -> str | None:
        """
        None, or why markup was translated as plain text (it was not well-formed).
        """

    def __str__(self) -> str: ...

    def __repr__(self) -> str: ...

class TranslationStream:
    """
    An iterator over a translation's partial texts (Translator.translate_iter).
    """

    def __iter__(self, /) -> TranslationStream: ...

    def __next__(self) -> str: ...

    def close(self) -> None:
        """
        Cancels the translation if it is still running; the Translator can be used again afterwards.
        """

    def __enter__(self, /) -> TranslationStream: ...

    def __exit__(self, *args: object) -> None: ...

class Translator:
    """
    Translates with one Model. Plans all its memory when created; translating allocates nothing in the runtime and releases the GIL, so Python threads with one Translator each translate in parallel. A Translator is for one thread at a time: a second concurrent use raises attn.TranslatorBusyError.
    """

    def __init__(self, model: Model, *, beam_size: int = 4, length_penalty: float | None = None, threads: int = 1, max_batch: int = 4, max_input_bytes: int = 4096, max_source_tokens: int = 0, max_extra_tokens: int = 50, max_target_tokens: int = 0, length_penalty_kind: str | None = None, use_shortlist: bool = True, float_activation_layers: str | None = None) -> None:
        """
        beam_size 1 is greedy search; length_penalty is GNMT's alpha (None: the model's own, stored as its metadata 'length_penalty', else 0.6); length_penalty_kind 'gnmt' (((5 + len) / 6)^alpha) or 'power' (len^alpha with Hugging Face's stopping rule; None: the model's metadata 'length_penalty_kind', else 'gnmt'); use_shortlist False scores the whole vocabulary at every step even where the model file has a vocabulary shortlist; threads per translation; max_batch texts decoded together by translate_batch; max_input_bytes the longest text accepted; max_source_tokens / max_target_tokens 0 mean the model's positions; output may be up to max_extra_tokens longer than its source; float_activation_layers: the int8 layers that multiply their fp32 input by their int8 weights instead of rounding it to int8 (closer to the fp32 model, slower): comma-separated shell patterns over layer names ('*' every layer, 'decoder.layers.*.ffn.fc2'), '' none, None the runtime's choice. Invalid values raise attn.InvalidArgumentError.
        """

    def translate(self, text: str | bytes) -> str:
        """The translation of one text."""

    def translate_batch(self, texts: Sequence[str | bytes]) -> list[str]:
        """
        The translations of several texts, in order, decoded max_batch at a time (each equal to what translate gives for that text alone). A text that fails raises its error with .index set.
        """

    def translate_text(self, text: str | bytes, *, split_sentences: bool = True, details: bool = False, markup: str | None = None, alignment_layer: int | None = None) -> TextTranslation:
        """
        Translates a text of several sentences (attn_translate_text): each sentence on its own, max_batch at a time, joined with the text's own whitespace and line breaks; a sentence too long for the model is cut at a word rather than refused. details=True adds each sentence's score and each target token's log-probability and aligned source span (one more decoder pass per sentence). markup='html' translates the text between tags and puts every tag back around the words aligned to the words it enclosed; markup that is not well-formed is translated as plain text with TextTranslation.warning set. alignment_layer: the decoder layer whose cross-attention aligns (None: the model's last but one). split_sentences=False translates the text as one sentence.
        """

    def translate_iter(self, text: str | bytes) -> TranslationStream:
        """
        Streams a translation: yields the best hypothesis's text after each decoding step, and the final translation last. Closing the iterator early (or dropping it) cancels the translation.
        """

    def translate_ids(self, ids: Sequence[int]) -> list[int]:
        """Target token ids (without bos/eos) for source token ids (without eos)."""

    @property
    def time_limit_ms(self) -> int:
        """
        Every later call raises attn.CancelledError once this many milliseconds have passed since it began (checked before each sentence's encoder pass and each decoder step); the Translator stays usable. 0 (the default): no limit. Set it between calls.
        """

    @time_limit_ms.setter
    def time_limit_ms(self, arg: int, /) -> None: ...

    def cancel(self) -> None:
        """
        From another thread: the call running on this Translator stops at its next decoder step and raises attn.CancelledError. A call that begins afterwards is not affected.
        """

    def close(self) -> None:
        """
        Frees the translator's memory (after a running translate_iter ends). Using it afterwards raises attn.ClosedError.
        """

    @property
    def closed(self) -> bool: ...

    @property
    def model(self) -> Model: ...

    @property
    def beam_size(self) -> int: ...

    @property
    def length_penalty(self) -> float: ...

    @property
    def length_penalty_kind(self) -> str: ...

    @property
    def use_shortlist(self) -> bool: ...

    @property
    def float_activation_layers(self) -> str | None: ...

    @property
    def threads(self) -> int: ...

    @property
    def max_batch(self) -> int: ...

    @property
    def max_input_bytes(self) -> int: ...

    def __enter__(self, /) -> Translator: ...

    def __exit__(self, *args: object) -> None: ...

    def __repr__(self) -> str: ...
