"""Plain line output: each announcement printed once as one line, and nothing else.

Screen readers that read new terminal text (Fenrir, Speakup, Orca in a terminal, NVDA and JAWS
in a console) speak whatever changes on the screen. In plain mode the game therefore never lets
prompt_toolkit draw anything: no prompt, no cursor dance, no blank lines. Each line goes out in
a single write, so a reader never sees half a line or a bare line feed.
"""

from __future__ import annotations

import os
import sys
import threading
import unicodedata
from typing import BinaryIO, Final

_NEWLINE: Final = b"\r\n" if sys.platform == "win32" else b"\n"


def printable(text: str) -> str:
    """``text`` as one line without control characters (no escape sequence can get out)."""
    cleaned = []
    for char in " ".join(text.split()):
        if unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp"):
            continue
        cleaned.append(char)
    return "".join(cleaned)


class LineWriter:
    """Writes whole lines to a file descriptor (the terminal), one write per line."""

    def __init__(self, fd: int | None = None, *, stream: BinaryIO | None = None) -> None:
        self._fd = fd
        self._stream = stream
        self._lock = threading.Lock()
        self.failed = False

    def write(self, line: str) -> None:
        """Print ``line`` followed by a line break; a broken terminal is given up quietly."""
        if self.failed:
            return
        data = printable(line).encode("utf-8", "replace") + _NEWLINE
        with self._lock:
            try:
                if self._stream is not None:
                    self._stream.write(data)
                    self._stream.flush()
                elif self._fd is None and sys.platform == "win32":  # the console's own encoding
                    sys.stdout.write(printable(line) + "\n")
                    sys.stdout.flush()
                else:
                    fd = self._fd if self._fd is not None else sys.stdout.fileno()
                    view = memoryview(data)
                    while view:
                        view = view[os.write(fd, view) :]
            except (OSError, ValueError):
                self.failed = True
