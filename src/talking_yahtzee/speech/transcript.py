"""The transcript: every spoken line as plain text, to the UI and optionally a file."""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from collections.abc import Callable
from pathlib import Path

from talking_yahtzee.core.text import line_bytes, safe_line

log = logging.getLogger(__name__)


def one_line(text: str) -> str:
    """One transcript line: line breaks collapsed, no control sequence (:func:`safe_line`)."""
    return safe_line(text)


def _write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data`` to ``fd`` (raises OSError if the disk is full)."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if written <= 0:
            raise OSError("nothing written")
        view = view[written:]


class Transcript:
    """Writes each line to ``echo`` (the UI) and appends it to ``path`` (UTF-8, flushed).

    A file that cannot be written is given up; :attr:`file_error` then holds the error
    text until :meth:`take_file_error` collects it (for a single failure report). A line the
    disk could only take in part is cut off again, so the file always ends on a whole line.
    """

    def __init__(self, echo: Callable[[str], None] | None = None, path: Path | None = None) -> None:
        self._echo = echo
        self._path = path
        self._fd: int | None = None
        self._lock = threading.Lock()
        self.file_error: str | None = None
        if path is not None:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                self._fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
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
            if self._fd is not None:
                self._append(line)

    def take_file_error(self) -> str | None:
        """Return a pending file error once, then ``None``."""
        with self._lock:
            error, self.file_error = self.file_error, None
            return error

    def close(self) -> None:
        """Close the file."""
        with self._lock:
            if self._fd is not None:
                try:
                    os.close(self._fd)
                except OSError as exc:
                    log.warning("closing the transcript file failed: %s", exc)
                self._fd = None

    def _append(self, line: str) -> None:
        assert self._fd is not None
        try:
            start = os.fstat(self._fd).st_size
        except OSError as exc:
            self._give_up_file(exc)
            return
        try:
            _write_all(self._fd, line_bytes(line))
        except OSError as exc:
            with contextlib.suppress(OSError):
                os.ftruncate(self._fd, start)  # never leave half a line behind
            self._give_up_file(exc)

    def _give_up_file(self, exc: OSError) -> None:
        log.warning("transcript file %s unusable: %s", self._path, exc)
        self.file_error = exc.strerror or str(exc)
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
        self._fd = None
