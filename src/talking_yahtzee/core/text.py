"""The text boundary: text from outside is cleaned on the way in, and made safe on the way out.

Everything a person or a file can put into the game (player names, values read from files,
command-line arguments) passes :func:`clean` or :func:`clean_name` before the game keeps it.
Everything the game writes for a terminal, a file or stderr passes :func:`safe_line` (or
:func:`write_line`), so no control sequence is ever written, whatever its source.
"""

from __future__ import annotations

import argparse
import functools
import logging
import re
import unicodedata
from collections.abc import Sequence
from typing import Final, TextIO

NAME_MAX: Final = 24
"""The longest player name, in characters (the setup says so)."""
QUOTE_MAX: Final = 80
"""The longest piece of input quoted back in an error message."""

_DROPPED_CATEGORIES: Final = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
"""Control (C0, C1, DEL), format (bidi, zero-width), surrogates, private use, unassigned."""
_SPACE_CATEGORIES: Final = frozenset({"Zs", "Zl", "Zp"})
_SPACE_CONTROLS: Final = frozenset("\t\n\v\f\r\x1c\x1d\x1e\x1f\x85")


def _keep(char: str) -> str:
    if char in _SPACE_CONTROLS or unicodedata.category(char) in _SPACE_CATEGORIES:
        return " "
    if unicodedata.category(char) in _DROPPED_CATEGORIES:
        return ""
    return char


def _recover_bytes(text: str) -> str:
    """Text decoded with ``surrogateescape`` (arguments under a non-UTF-8 locale) read again as
    UTF-8: ``Zo\\udcc3\\udcab`` becomes ``Zoë``; bytes that are not UTF-8 are dropped."""
    if not any("\udc80" <= char <= "\udcff" for char in text):
        return text
    try:
        return text.encode("utf-8", "surrogateescape").decode("utf-8", "ignore")
    except UnicodeEncodeError:  # other lone surrogates too: they are dropped by clean()
        return text


def clean(text: str, *, limit: int | None = None) -> str:
    """``text`` as one line of plain characters: NFC, no control or format characters.

    Line breaks and other spaces become single spaces; the ends are trimmed. Lone surrogates
    (bytes that were not UTF-8, kept by ``surrogateescape``) are dropped. With ``limit``, at most
    that many characters are kept, never ending on a lone combining mark.
    """
    kept = "".join(_keep(char) for char in _recover_bytes(text))
    result = " ".join(unicodedata.normalize("NFC", kept).split())
    if limit is not None and len(result) > limit:
        result = result[:limit]
        while result and unicodedata.combining(result[-1]):
            result = result[:-1]
        result = result.rstrip()
    return result


_MARKUP: Final = frozenset('<>=/\\"`{}[]|^~*#$%@+;:')
"""Characters of markup and code, which a screen reader reads one by one ("less img src equals
x onerror equals alert"): no name needs them, so a name has a space in their place."""
_SYMBOL_CATEGORIES: Final = frozenset({"Sm", "Sk"})
"""Mathematical and modifier symbols (``±``, ``¬``, a lone ``¨``): the same, in other scripts."""


def clean_name(text: str) -> str:
    """A player name: :func:`clean` to at most :data:`NAME_MAX` characters, markup and code
    characters left out (each a space), so that a screen reader reads a name, not symbols:
    ``<img src=x onerror=alert>`` becomes ``img src x onerror alert``. A short text's answer is
    kept (a lobby's names are cleaned by every member that hears them)."""
    if len(text) <= _KEPT_LENGTH:
        return _kept_name(text)
    return _clean_name(text)


_KEPT_LENGTH: Final = 64
"""The longest text whose cleaned name is kept."""


@functools.lru_cache(maxsize=8192)
def _kept_name(text: str) -> str:
    return _clean_name(text)


def _clean_name(text: str) -> str:
    words = "".join(
        " " if char in _MARKUP or unicodedata.category(char) in _SYMBOL_CATEGORIES else char
        for char in text
    )
    return clean(words, limit=NAME_MAX)


def name_key(name: str) -> str:
    """The form under which two names count as the same (case and width folded)."""
    if len(name) <= _KEPT_LENGTH:
        return _kept_key(name)
    return unicodedata.normalize("NFKC", name).casefold()


@functools.lru_cache(maxsize=8192)
def _kept_key(name: str) -> str:
    return unicodedata.normalize("NFKC", name).casefold()


def duplicate_name(names: Sequence[str]) -> str | None:
    """The first name given twice (ignoring case), or None."""
    seen: set[str] = set()
    for name in names:
        key = name_key(name)
        if key in seen:
            return name
        seen.add(key)
    return None


def quote(text: str, limit: int = QUOTE_MAX) -> str:
    """``text`` quoted for an error line: control characters shown escaped, shortened to ``limit``.

    The quote is always ASCII-safe in its escapes and never holds a line break.
    """
    shown = text if len(text) <= limit else text[:limit]
    body = "".join(_escape(char) for char in shown)
    more = f"... ({len(text)} characters)" if len(text) > limit else ""
    return f'"{body}"{more}'


def _escape(char: str) -> str:
    if char == '"' or char == "\\":
        return "\\" + char
    return _escape_control(char)


def _escape_control(char: str) -> str:
    if unicodedata.category(char) in _DROPPED_CATEGORIES or char in _SPACE_CONTROLS:
        code = ord(char)
        return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
    return char


def shown(text: str, limit: int) -> str:
    """``text`` for an error line: control characters escaped, cut to ``limit`` characters."""
    body = "".join(_escape_control(char) for char in text[:limit])
    return body + "..." if len(text) > limit else body


_DIGITS = re.compile(r"[0-9]{1,18}")
_DECIMAL = re.compile(r"[0-9]{1,18}(?:\.[0-9]{1,18})?")


def ascii_int(text: str) -> int | None:
    """A whole number written with ASCII digits only (no sign, no other script), else None."""
    return int(text) if _DIGITS.fullmatch(text) else None


def ascii_number(text: str) -> float | None:
    """A decimal number written with ASCII digits and an optional point, else None."""
    return float(text) if _DECIMAL.fullmatch(text) else None


def int_argument(text: str) -> int:
    """An argparse type: a whole number in ASCII digits."""
    value = ascii_int(text)
    if value is None:
        raise argparse.ArgumentTypeError(f"not a whole number: {quote(text)}")
    return value


def number_argument(text: str) -> float:
    """An argparse type: a number in ASCII digits with an optional decimal point."""
    value = ascii_number(text)
    if value is None:
        raise argparse.ArgumentTypeError(f"not a number: {quote(text)}")
    return value


def safe_line(text: str) -> str:
    """One line that no terminal can take for a control sequence (the single output filter)."""
    return " ".join("".join(_keep(char) for char in text).split())


def encodable(text: str, encoding: str | None) -> str:
    """``text`` with every character the ``encoding`` cannot hold replaced by ``?``."""
    codec = encoding or "utf-8"
    try:
        return text.encode(codec, "replace").decode(codec, "replace")
    except LookupError:
        return text.encode("ascii", "replace").decode("ascii")


def write_line(stream: TextIO, text: str) -> None:
    """Write ``text`` as one safe line to a text stream (stderr, stdout), whatever its encoding."""
    line = encodable(safe_line(text), getattr(stream, "encoding", None))
    stream.write(line + "\n")
    stream.flush()


def line_bytes(text: str, encoding: str = "utf-8") -> bytes:
    """One safe line, newline included, as bytes for a file or a file descriptor."""
    return (safe_line(text) + "\n").encode(encoding, "replace")


def safe_lines(text: str) -> str:
    """Several lines (a log entry, a traceback), each made safe by :func:`safe_line`."""
    return "\n".join(safe_line(line) for line in text.splitlines())


class SafeFormatter(logging.Formatter):
    """A log formatter whose output holds no control sequence (names and paths are quoted raw)."""

    def format(self, record: logging.LogRecord) -> str:
        return safe_lines(super().format(record))
