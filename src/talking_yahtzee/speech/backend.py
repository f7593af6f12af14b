"""One way of reaching a screen reader: the interface the ``screen-reader`` output drives."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable

from .base import OutputFailed


class Backend(ABC):
    """Speaks through one screen reader API; ``on_failure`` hears of failures found later."""

    name = "backend"
    on_failure: Callable[[OutputFailed], None] | None = None

    @abstractmethod
    def speak(self, text: str, *, interrupt: bool) -> None:
        """Speak (and braille, where the reader supports it)."""

    @abstractmethod
    def stop(self) -> None:
        """Silence."""

    def close(self) -> None:  # noqa: B027 - optional hook
        """Release resources."""
