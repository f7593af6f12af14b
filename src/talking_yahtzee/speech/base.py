"""The speech output interface, failure reasons and two simple outputs."""

from __future__ import annotations

import queue
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Final, TypeVar

# Reason codes passed to ``on_failure(output_name, reason)``; the app turns them into
# the localized message ``speech-output-failed`` with the args ``output`` and ``reason``.
REASON_NOT_AVAILABLE: Final = "not-available"
REASON_NOT_INSTALLED: Final = "not-installed"
REASON_NO_AUDIO_DEVICE: Final = "no-audio-device"
REASON_ENGINE_CRASHED: Final = "engine-crashed"
REASON_DAEMON_GONE: Final = "daemon-gone"
REASON_FILE_ERROR: Final = "file-error"
REASON_FILE_RECOVERED: Final = "file-recovered"
"""The transcript file is written again after failed writes (reported like a failure)."""
REASON_ERROR: Final = "error"
REASONS: Final = (
    REASON_NOT_AVAILABLE,
    REASON_NOT_INSTALLED,
    REASON_NO_AUDIO_DEVICE,
    REASON_ENGINE_CRASHED,
    REASON_DAEMON_GONE,
    REASON_FILE_ERROR,
    REASON_FILE_RECOVERED,
    REASON_ERROR,
)


class OutputFailed(Exception):
    """An output cannot speak (any more); ``reason`` is one of :data:`REASONS`."""

    def __init__(self, reason: str, detail: str = "", pending: tuple[str, ...] = ()) -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail
        self.pending = pending  # texts accepted but not yet spoken, for the next output


FailureHandler = Callable[[OutputFailed], None]


class Output(ABC):
    """One way of speaking. Implementations never write to the terminal."""

    name: str = "output"

    def __init__(self) -> None:
        self._failure_handler: FailureHandler | None = None

    def start(self) -> None:  # noqa: B027 - optional hook
        """Prepare the output; raise :class:`OutputFailed` when it cannot work."""

    @abstractmethod
    def speak(self, text: str, *, interrupt: bool) -> None:
        """Speak ``text``; ``interrupt`` cuts off what is being said, else it queues.

        Must not block for longer than it takes to hand the text over.
        Raises :class:`OutputFailed` when the output is known to be broken.
        """

    @abstractmethod
    def stop(self) -> None:
        """Stop speaking now and drop anything queued."""

    def close(self) -> None:  # noqa: B027 - optional hook
        """Release resources; the output is not used afterwards."""

    def set_failure_handler(self, handler: FailureHandler | None) -> None:
        """Register the callback for failures found later, e.g. in a worker thread."""
        self._failure_handler = handler

    def _fail_later(self, failure: OutputFailed) -> None:
        handler = self._failure_handler
        if handler is not None:
            handler(failure)


class SilentOutput(Output):
    """Says nothing; the last link of every chain (``transcript`` or ``none``)."""

    def __init__(self, name: str = "none") -> None:
        super().__init__()
        self.name = name

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Do nothing."""

    def stop(self) -> None:
        """Do nothing."""


class RecordingOutput(Output):
    """Records what would be spoken, for tests of other layers.

    ``spoken`` holds ``(text, interrupt)`` tuples; ``stops`` counts :meth:`stop` calls.
    Set ``fail_with`` to a reason code to make the next :meth:`speak` raise.
    """

    def __init__(self, name: str = "recording", *, fail_with: str | None = None) -> None:
        super().__init__()
        self.name = name
        self.fail_with = fail_with
        self.spoken: list[tuple[str, bool]] = []
        self.stops = 0
        self.started = False
        self.closed = False
        self._lock = threading.Lock()

    def start(self) -> None:
        """Mark started; fail if ``fail_with`` is set."""
        if self.fail_with is not None:
            raise OutputFailed(self.fail_with, "recording output told to fail")
        self.started = True

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Record ``(text, interrupt)``."""
        if self.fail_with is not None:
            raise OutputFailed(self.fail_with, "recording output told to fail")
        with self._lock:
            self.spoken.append((text, interrupt))

    def stop(self) -> None:
        """Count the stop."""
        with self._lock:
            self.stops += 1

    def close(self) -> None:
        """Mark closed."""
        self.closed = True

    @property
    def texts(self) -> list[str]:
        """Just the texts, in order."""
        with self._lock:
            return [text for text, _ in self.spoken]


T = TypeVar("T")


def drain(q: queue.Queue[T]) -> list[T]:
    """Take everything waiting in ``q`` without blocking, oldest first."""
    items: list[T] = []
    while True:
        try:
            items.append(q.get_nowait())
        except queue.Empty:
            return items
