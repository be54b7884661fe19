"""attn's exceptions: one class per attn_status of the C API, all under attn.Error."""

from __future__ import annotations

import enum

from . import _attn


class Status(enum.IntEnum):
    """The C API's attn_status codes (runtime/include/attn/attn.h)."""

    OK = 0
    INVALID_ARGUMENT = 1
    IO = 2
    INVALID_MODEL = 3
    UNSUPPORTED = 4
    OUT_OF_MEMORY = 5
    INPUT_TOO_LONG = 6
    BUFFER_TOO_SMALL = 7
    INTERNAL = 8
    CANCELLED = 9


class Error(Exception):
    """A failed attn call: .status is its attn.Status, .message what went wrong (the C API's message)."""

    status: Status
    message: str

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = Status(status)
        self.message = message

    def __str__(self) -> str:
        return f"{_attn.status_name(int(self.status))}: {self.message}"


class InvalidArgumentError(Error, ValueError):
    """An argument out of range, or text that is not valid UTF-8."""


class FileReadError(Error):
    """A model file that could not be opened or read."""


class InvalidModelError(Error):
    """A model file that failed verification (truncated, corrupted, or not an attn model)."""


class UnsupportedModelError(Error):
    """A valid model that this build of attn cannot run."""


class OutOfMemoryError(Error, MemoryError):
    """attn could not allocate the memory a model or translator needs."""


class InputTooLongError(Error, ValueError):
    """More source bytes or tokens than the Translator was created for (see max_input_bytes)."""


class InternalError(Error):
    """A bug in attn: please report it with the message."""


class CancelledError(Error):
    """A translation that was cancelled."""


class ClosedError(Error):
    """A Model or Translator used after close() (or after its with block)."""


class TranslatorBusyError(Error):
    """A Translator used by two threads at once, or while its own translate_iter is unfinished."""


_BY_STATUS: dict[int, type[Error]] = {
    Status.INVALID_ARGUMENT: InvalidArgumentError,
    Status.IO: FileReadError,
    Status.INVALID_MODEL: InvalidModelError,
    Status.UNSUPPORTED: UnsupportedModelError,
    Status.OUT_OF_MEMORY: OutOfMemoryError,
    Status.INPUT_TOO_LONG: InputTooLongError,
    Status.BUFFER_TOO_SMALL: Error,  # the bindings size their buffers; never raised
    Status.INTERNAL: InternalError,
    Status.CANCELLED: CancelledError,
}

_attn._set_error_classes({int(k): v for k, v in _BY_STATUS.items()}, ClosedError, TranslatorBusyError, Error)
