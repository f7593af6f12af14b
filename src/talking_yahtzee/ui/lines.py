"""Plain line output: each announcement printed once as one line, and nothing else.

Screen readers that read new terminal text (Fenrir, Speakup, Orca in a terminal, NVDA and JAWS
in a console) speak whatever changes on the screen. In plain mode the game therefore never lets
prompt_toolkit draw anything: no prompt, no cursor dance, no blank lines. Each line goes out in
a single write, made safe by the text boundary (:func:`talking_yahtzee.core.text.line_bytes`), so a
reader never sees half a line, a bare line feed or a control sequence.
"""

from __future__ import annotations

import os
import sys
import threading
from typing import BinaryIO

from talking_yahtzee.core.text import line_bytes, write_line


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
        with self._lock:
            try:
                if self._stream is not None:
                    self._stream.write(line_bytes(line))
                    self._stream.flush()
                elif self._fd is None and sys.platform == "win32":  # the console's own encoding
                    write_line(sys.stdout, line)
                else:
                    fd = self._fd if self._fd is not None else sys.stdout.fileno()
                    view = memoryview(line_bytes(line))
                    while view:
                        view = view[os.write(fd, view) :]
            except (OSError, ValueError):
                self.failed = True
