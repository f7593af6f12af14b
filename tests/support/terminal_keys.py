"""What a terminal sends for each named key, for tests that type into the real application."""

from __future__ import annotations

SEQUENCES = {
    "up": "\x1b[A",
    "down": "\x1b[B",
    "right": "\x1b[C",
    "left": "\x1b[D",
    "home": "\x1b[H",
    "end": "\x1b[F",
    "pageup": "\x1b[5~",
    "pagedown": "\x1b[6~",
    "enter": "\r",
    "c-j": "\n",
    "backspace": "\x7f",
    "c-h": "\x08",
    "escape": "\x1b",
    "f1": "\x1bOP",
    "f2": "\x1bOQ",
    "tab": "\t",
    "s-tab": "\x1b[Z",
    "c-c": "\x03",
    "c-n": "\x0e",
    "c-l": "\x0c",
}
"""The bytes of each special key, by the controller's key name."""

KEYS = {**SEQUENCES, "space": " "}
"""The same, and ``space`` for readability in key lists; other names are sent as typed."""
