"""Checked reading of parsed JSON from files: types, ranges, sizes, depth and finite numbers.

Every function raises :class:`CheckError` (a ValueError) naming what was wrong.
"""

from __future__ import annotations

import math
from typing import Any

MAX_ITEMS = 1000
MAX_TEXT = 100


class CheckError(ValueError):
    """A value read from a file is not of the expected type, size or range."""


def no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number a file may hold")


def finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text} is not a finite number")
    return value


def check_depth(data: object, limit: int) -> None:
    """:raises CheckError: if ``data`` nests lists and objects deeper than ``limit``."""
    stack: list[tuple[object, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > limit:
            raise CheckError(f"nested deeper than {limit} levels")
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)


def json_object(data: object, what: str, limit: int = MAX_ITEMS) -> dict[str, Any]:
    if not isinstance(data, dict) or len(data) > limit:
        raise CheckError(f"{what} must be an object of at most {limit} entries")
    return data


def json_array(data: object, what: str, limit: int = MAX_ITEMS) -> list[Any]:
    if not isinstance(data, list) or len(data) > limit:
        raise CheckError(f"{what} must be a list of at most {limit} items")
    return data


def json_int(data: object, what: str, low: int, high: int) -> int:
    if not isinstance(data, int) or isinstance(data, bool) or not low <= data <= high:
        raise CheckError(f"{what} must be a whole number from {low} to {high}")
    return data


def json_text(data: object, what: str) -> str:
    if not isinstance(data, str) or not 0 < len(data) <= MAX_TEXT or not data.isprintable():
        raise CheckError(f"{what} must be printable text of 1 to {MAX_TEXT} characters")
    return data


Scalar = str | int | float | bool | None


def json_scalar(data: object, what: str) -> Scalar:
    """A plain value: null, true or false, a whole or finite number, or printable text."""
    if data is None or isinstance(data, bool | int):
        return data
    if isinstance(data, float):
        if not math.isfinite(data):
            raise CheckError(f"{what} must be a finite number")
        return data
    return json_text(data, what)
