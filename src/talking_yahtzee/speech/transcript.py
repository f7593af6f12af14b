"""The transcript: every spoken line as plain text, to the UI and optionally a file."""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import stat
import threading
from collections.abc import Callable
from pathlib import Path

from talking_yahtzee.core.text import line_bytes, safe_line

log = logging.getLogger(__name__)


def one_line(text: str) -> str:
    """One transcript line: line breaks collapsed, no control sequence (:func:`safe_line`)."""
    return safe_line(text)


Opener = Callable[[Path], int]
"""Opens the transcript's path to write without blocking (``store.files.open_named``)."""


def _open_append(path: Path) -> int:
    """The fallback opener: appending, never waiting on a FIFO nobody reads (``ENXIO``)."""
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0)
    path.parent.mkdir(parents=True, exist_ok=True)
    return os.open(path, flags | getattr(os, "O_NOCTTY", 0), 0o644)


def _write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data`` to ``fd`` (raises OSError if the disk is full, or ``EAGAIN``
    when a FIFO's reader does not keep up: the game never waits for it)."""
    view = memoryview(data)
    while view:
        try:
            written = os.write(fd, view)
        except BlockingIOError:
            raise OSError(errno.EAGAIN, "the reader does not keep up") from None
        if written <= 0:
            raise OSError("nothing written")
        view = view[written:]


class Transcript:
    """Writes each line to ``echo`` (the UI) and appends it to ``path`` (UTF-8, flushed).

    ``path`` may be a regular file, a FIFO or a device (a braille tool reading the transcript):
    ``opener`` opens it without ever blocking the game. A write that fails is said once
    (:meth:`take_file_error`), each later line is tried again, and the first that is written
    again is said too (:meth:`take_recovered`). A line the disk could only take in part is cut
    off again, so a regular file always ends on a whole line.
    """

    def __init__(
        self,
        echo: Callable[[str], None] | None = None,
        path: Path | None = None,
        *,
        opener: Opener | None = None,
    ) -> None:
        self._echo = echo
        self._path = path
        self._open = opener or _open_append
        self._fd: int | None = None
        self._regular = True
        self._lock = threading.Lock()
        self.file_error: str | None = None
        self.last_error: OSError | None = None
        """The error of the failing writes, for the notice's reason (None while they work)."""
        self._failing = False
        self._recovered = False
        if path is not None:
            self._reopen()

    @property
    def path(self) -> Path | None:
        """The transcript file, if any."""
        return self._path

    def write(self, text: str) -> None:
        """Record one line."""
        if self._echo is None and self._path is None:
            return  # kept nowhere (a browser page's player): nothing to clean
        line = one_line(text)
        with self._lock:
            if self._echo is not None:
                try:
                    self._echo(line)
                except Exception:
                    log.exception("transcript echo failed")
            if self._path is not None and (self._fd is not None or self._reopen()):
                self._append(line)

    def take_file_error(self) -> str | None:
        """Return a pending file error once, then ``None``."""
        with self._lock:
            error, self.file_error = self.file_error, None
            return error

    def take_recovered(self) -> bool:
        """True once when the file is written again after failed writes."""
        with self._lock:
            recovered, self._recovered = self._recovered, False
            return recovered

    def close(self) -> None:
        """Close the file."""
        with self._lock:
            if self._fd is not None:
                try:
                    os.close(self._fd)
                except OSError as exc:
                    log.warning("closing the transcript file failed: %s", exc)
                self._fd = None

    def _reopen(self) -> bool:
        assert self._path is not None
        try:
            self._fd = self._open(self._path)
            self._regular = stat.S_ISREG(os.fstat(self._fd).st_mode)
        except OSError as exc:
            self._failed(exc)
            return False
        return True

    def _append(self, line: str) -> None:
        assert self._fd is not None
        try:
            start = os.fstat(self._fd).st_size if self._regular else 0
            _write_all(self._fd, line_bytes(line))
        except OSError as exc:
            if self._regular:
                with contextlib.suppress(OSError):
                    os.ftruncate(self._fd, start)  # never leave half a line behind
            self._failed(exc)
            return
        if self._failing:
            self._failing, self._recovered, self.last_error = False, True, None
            log.info("transcript file %s is written again", self._path)

    def _failed(self, exc: OSError) -> None:
        if not self._failing:
            log.warning("transcript file %s unusable: %s", self._path, exc)
            self.file_error = exc.strerror or str(exc)
        self._failing, self.last_error = True, exc
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
        self._fd = None
