"""The transcript: every spoken line as plain text, to the UI and optionally a file."""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

log = logging.getLogger(__name__)


def one_line(text: str) -> str:
    """Collapse line breaks so that each utterance is one transcript line."""
    return " ".join(text.split())


class Transcript:
    """Writes each line to ``echo`` (the UI) and appends it to ``path`` (UTF-8, flushed).

    A file that cannot be written is given up; :attr:`file_error` then holds the error
    text until :meth:`take_file_error` collects it (for a single failure report).
    """

    def __init__(self, echo: Callable[[str], None] | None = None, path: Path | None = None) -> None:
        self._echo = echo
        self._path = path
        self._file: TextIO | None = None
        self._lock = threading.Lock()
        self.file_error: str | None = None
        if path is not None:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                self._file = path.open("a", encoding="utf-8", newline="\n")
            except OSError as exc:
                self._give_up_file(exc)

    @property
    def path(self) -> Path | None:
        """The transcript file, if any."""
        return self._path

    def write(self, text: str) -> None:
        """Record one line."""
        line = one_line(text)
        with self._lock:
            if self._echo is not None:
                try:
                    self._echo(line)
                except Exception:
                    log.exception("transcript echo failed")
            if self._file is not None:
                try:
                    self._file.write(line + "\n")
                    self._file.flush()
                except OSError as exc:
                    self._give_up_file(exc)

    def take_file_error(self) -> str | None:
        """Return a pending file error once, then ``None``."""
        with self._lock:
            error, self.file_error = self.file_error, None
            return error

    def close(self) -> None:
        """Close the file."""
        with self._lock:
            if self._file is not None:
                try:
                    self._file.close()
                except OSError:
                    log.exception("closing the transcript file failed")
                self._file = None

    def _give_up_file(self, exc: OSError) -> None:
        log.warning("transcript file %s unusable: %s", self._path, exc)
        self.file_error = str(exc)
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.close()
        self._file = None
