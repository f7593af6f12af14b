"""Plain line output: each announcement printed once as one line, and nothing else.

Screen readers that read new terminal text (Fenrir, Speakup, Orca in a terminal, NVDA and JAWS
in a console) speak whatever changes on the screen. In plain mode the game therefore never lets
prompt_toolkit draw anything: no prompt, no cursor dance. Each line goes out whole, with its
line break, made safe by the text boundary (:func:`talking_yahtzee.core.text.safe_line`), so a
reader never sees half a line or a control sequence. The lines said while one key is
handled go out together, in one write, right after the handler returns (the event loop's next
turn): Orca asks the terminal for the text of each change only once it comes to it, and a second
write that had scrolled the window by then shifted the text under it (a line lost, the next one
heard twice).

The lines start at the bottom of the window: the first write begins with as many line breaks as
the window has rows, less one (and as many more as it grows by), so every line scrolls the
window. Orca (measured in GNOME Terminal and xfce4-terminal, docs/speech.md) reads a new line
only when the terminal reports it ending where the cursor is; on a window not yet full the
terminal reports the line without its break, the cursor one further on, and Orca said "blank"
for every arrow key and nothing at all when the game was the terminal's own command.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, BinaryIO

from talking_yahtzee.core.text import encodable, safe_line

if TYPE_CHECKING:
    import asyncio


def terminal_rows(fd: int) -> int | None:
    """The rows of the terminal on ``fd``; None when it is not a terminal."""
    try:
        return os.get_terminal_size(fd).lines if os.isatty(fd) else None
    except (OSError, ValueError):
        return None


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop running on this thread, if any (none before asyncio is imported: the
    welcome is printed before the application, and asyncio, are loaded)."""
    asyncio = sys.modules.get("asyncio")
    if asyncio is None:
        return None
    try:
        return asyncio.get_running_loop()  # type: ignore[no-any-return]
    except RuntimeError:
        return None


class LineWriter:
    """Writes whole lines to a file descriptor (the terminal) from the bottom of the window, the
    lines of one key in one write."""

    def __init__(
        self,
        fd: int | None = None,
        *,
        stream: BinaryIO | None = None,
        rows: Callable[[], int | None] | None = None,
    ) -> None:
        self._fd = fd
        self._stream = stream
        self._rows = rows if rows is not None or stream is not None else self._terminal_rows
        self._lock = threading.Lock()
        self._filled = 0
        """Rows known to be above the cursor: the window's height, less one, once padded."""
        self._pending: list[str] = []
        self._scheduled = False
        """A flush of the pending lines is due on the event loop."""
        self.failed = False

    def _terminal_rows(self) -> int | None:
        if self._fd is None and sys.platform == "win32":  # a console: nothing to scroll into
            return None
        return terminal_rows(self._fd if self._fd is not None else sys.stdout.fileno())

    def padding(self) -> str:
        """The line breaks that bring the cursor to the window's last row, if it is not there."""
        rows = self._rows() if self._rows is not None else None
        if not rows or rows - 1 <= self._filled:
            return ""
        pad, self._filled = rows - 1 - self._filled, rows - 1
        return "\n" * pad

    def write(self, line: str) -> None:
        """Print ``line`` followed by a line break: at once, or, on the event loop's thread,
        with the other lines of this turn of the loop; a broken terminal is given up quietly."""
        if self.failed:
            return
        with self._lock:
            self._pending.append(safe_line(line))
            if self._scheduled:
                return
            loop = running_loop()
            if loop is not None:
                self._scheduled = True
                loop.call_soon(self.flush)
                return
        self.flush()

    def flush(self) -> None:
        """Print the lines waiting, in one write."""
        with self._lock:
            self._scheduled = False
            if not self._pending or self.failed:
                self._pending.clear()
                return
            text = self.padding() + "\n".join(self._pending) + "\n"
            self._pending.clear()
            try:
                if self._stream is not None:
                    self._stream.write(text.encode("utf-8", "replace"))
                    self._stream.flush()
                elif self._fd is None and sys.platform == "win32":  # the console's own encoding
                    sys.stdout.write(encodable(text, sys.stdout.encoding))
                    sys.stdout.flush()
                else:
                    fd = self._fd if self._fd is not None else sys.stdout.fileno()
                    view = memoryview(text.encode("utf-8", "replace"))
                    while view:
                        view = view[os.write(fd, view) :]
            except (OSError, ValueError):
                self.failed = True
