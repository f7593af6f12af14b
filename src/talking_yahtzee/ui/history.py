"""The spoken lines, newest last, with a cursor: what L repeats, comma and period step through."""

from __future__ import annotations

from collections import deque


class History:
    """The last spoken lines, with a cursor for stepping back and forward."""

    def __init__(self, size: int = 200) -> None:
        self.lines: deque[str] = deque(maxlen=size)
        self.cursor: int | None = None

    def add(self, line: str) -> None:
        self.lines.append(line)
        self.cursor = None

    @property
    def last(self) -> str | None:
        return self.lines[-1] if self.lines else None

    def repeat(self) -> str | None:
        """The newest line, said again; the cursor rests on it, so comma goes to the one before."""
        if not self.lines:
            return None
        self.cursor = len(self.lines) - 1
        return self.lines[self.cursor]

    def back(self) -> tuple[str | None, bool]:
        """The line before the cursor, and whether the cursor hit the oldest line."""
        if not self.lines:
            return None, True
        index = len(self.lines) - 1 if self.cursor is None else self.cursor - 1
        at_edge = index <= 0
        self.cursor = max(0, index)
        return self.lines[self.cursor], at_edge

    def forward(self) -> tuple[str | None, bool]:
        if not self.lines:
            return None, True
        index = len(self.lines) - 1 if self.cursor is None else self.cursor + 1
        at_edge = index >= len(self.lines) - 1
        self.cursor = min(len(self.lines) - 1, index)
        return self.lines[self.cursor], at_edge
