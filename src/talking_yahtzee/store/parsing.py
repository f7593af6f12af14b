"""Parsing within limits: JSON and TOML of a bounded size, depth and number length, checked."""

from __future__ import annotations

import json
import math
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final


class BrokenFile(ValueError):
    """A file that is too big, too deep, holds impossible numbers or is not parseable at all."""


@dataclass(frozen=True, slots=True)
class Limits:
    """What a file the game reads may hold."""

    size: int = 1 << 20
    """Bytes."""
    depth: int = 16
    """Nested arrays and objects (tables)."""
    digits: int = 18
    """Characters in one number."""


SMALL: Final = Limits(size=64 << 10)
"""Limits for settings and statistics: a few values."""


def decode_text(data: bytes) -> str:
    """UTF-8 text, a leading byte-order mark accepted; :class:`BrokenFile` if not UTF-8."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise BrokenFile(f"not UTF-8 ({error.reason} at byte {error.start})") from None


_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")


def check_depth(text: str, limit: int) -> None:
    """:class:`BrokenFile` if JSON ``text`` nests arrays and objects deeper than ``limit``."""
    depth = 0
    for match in _BRACKETS.finditer(_STRINGS.sub('""', text)):
        depth += 1 if match.group() in "[{" else -1
        if depth > limit:
            raise BrokenFile(f"nested deeper than {limit}")


def parse_json(data: bytes | str, limits: Limits = Limits()) -> Any:
    """JSON within ``limits``: finite numbers of at most ``limits.digits`` characters.

    Anything else, or anything that is not JSON, raises :class:`BrokenFile`.
    """
    if len(data) > limits.size:
        raise BrokenFile(f"larger than {limits.size} bytes")
    text = decode_text(data) if isinstance(data, bytes) else data

    def number(kind: type[int] | type[float]) -> Callable[[str], int | float]:
        def convert(token: str) -> int | float:
            if len(token) > limits.digits:
                raise BrokenFile(f"a number of {len(token)} characters")
            value = kind(token)
            if not math.isfinite(value):
                raise BrokenFile(f"a number out of range: {token[:20]}")
            return value

        return convert

    def constant(token: str) -> Any:
        raise BrokenFile(f"{token} is not a number")

    check_depth(text, limits.depth)
    try:
        return json.loads(
            text, parse_int=number(int), parse_float=number(float), parse_constant=constant
        )
    except BrokenFile:
        raise
    except (ValueError, RecursionError, MemoryError) as error:
        raise BrokenFile(f"not valid JSON ({error})") from None


# -- checked reading of parsed values: every function raises BrokenFile naming what was wrong --

MAX_ITEMS: Final = 1000
MAX_TEXT: Final = 100


def json_object(data: object, what: str, limit: int = MAX_ITEMS) -> dict[str, Any]:
    if not isinstance(data, dict) or len(data) > limit:
        raise BrokenFile(f"{what} must be an object of at most {limit} entries")
    return data


def json_array(data: object, what: str, limit: int = MAX_ITEMS) -> list[Any]:
    if not isinstance(data, list) or len(data) > limit:
        raise BrokenFile(f"{what} must be a list of at most {limit} items")
    return data


def json_int(data: object, what: str, low: int, high: int) -> int:
    if not isinstance(data, int) or isinstance(data, bool) or not low <= data <= high:
        raise BrokenFile(f"{what} must be a whole number from {low} to {high}")
    return data


def json_text(data: object, what: str) -> str:
    if not isinstance(data, str) or not 0 < len(data) <= MAX_TEXT or not data.isprintable():
        raise BrokenFile(f"{what} must be printable text of 1 to {MAX_TEXT} characters")
    return data


Scalar = str | int | float | bool | None


def json_scalar(data: object, what: str) -> Scalar:
    """A plain value: null, true or false, a whole or finite number, or printable text."""
    if data is None or isinstance(data, bool | int | float):
        return data  # parse_json lets no infinite number through
    return json_text(data, what)


def parse_toml(data: bytes, limits: Limits = SMALL) -> dict[str, Any]:
    """A TOML document within ``limits`` (a byte-order mark accepted); else :class:`BrokenFile`."""
    if len(data) > limits.size:
        raise BrokenFile(f"larger than {limits.size} bytes")
    text = decode_text(data)
    try:
        document = tomllib.loads(text)
    except (ValueError, RecursionError, MemoryError) as error:
        raise BrokenFile(f"not valid TOML ({error})") from None
    if _depth(document) > limits.depth:
        raise BrokenFile(f"nested deeper than {limits.depth}")
    return document


def _depth(value: object) -> int:
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    return 0
