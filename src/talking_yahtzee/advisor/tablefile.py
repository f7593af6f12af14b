"""A shipped strategy table read value by value with the standard library alone (no numpy).

The one place that reads a ``data/strategy-<rules>.npy`` file without numpy: the header is
checked (float64, C order) and the array's shape is taken from it, so the reader knows nothing
of the rules. A table of the shape ``(masks + 1, 2, cap + 1)`` has a Yahtzee-bonus dimension (y);
one of the shape ``(rows + 1, 1, cap + 1)`` (the Yatzy tables, :func:`.layout.table_shape`) or
``(masks + 1, cap + 1)`` has none, and its values are looked up with ``y`` 0.
Nothing is read up front: the file is memory-mapped, and a value is 8 bytes at an offset.

It imports neither numpy nor the rules, so that a cold ``yahtzee advise`` (``cli.quick``) can
read a position's values before anything heavy is loaded.
"""

from __future__ import annotations

import mmap
import os
import struct

DATA_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(__file__))), "data")
"""The folder of the shipped tables (``talking_yahtzee/data``)."""
_MAGIC = b"\x93NUMPY"
_VALUE = struct.Struct("<d")


def table_name(rules_name: str) -> str:
    """The file name of the table of the rule set named ``rules_name``."""
    return f"strategy-{rules_name}.npy"


_NUMPY_HEADER = "{'descr': '<f8', 'fortran_order': False, 'shape': ("


def _header(text: str) -> object:
    """The header's dict: numpy's own layout read directly (``ast`` costs a cold start a
    millisecond), anything else through ``ast.literal_eval``; None when it is not a literal."""
    text = text.strip()
    if text.startswith(_NUMPY_HEADER) and text.endswith("), }"):
        sizes = text[len(_NUMPY_HEADER) : -len("), }")].split(",")
        if all(size.strip().isdigit() and size.strip().isascii() for size in sizes):
            shape = tuple(int(size) for size in sizes)
            return {"descr": "<f8", "fortran_order": False, "shape": shape}
    import ast

    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None


def table_shape(boxes: int, threshold: int, yahtzee_bonus: bool = True) -> tuple[int, ...]:
    """The shape of the table of a rule set with ``boxes`` boxes and an upper bonus from
    ``threshold`` points: every mask of filled boxes and one more (``-inf``, where a closed box
    leads), then y (with a ``yahtzee_bonus``), then the capped upper subtotal."""
    masks = (1 << boxes) + 1
    return (masks, 2, threshold + 1) if yahtzee_bonus else (masks, threshold + 1)


class TableFile:
    """A ``.npy`` float64 array in C order, read value by value.

    ``shape`` is the array's shape from the file's header; with ``expected``, a file of another
    shape is refused.

    :raises ValueError: when the file is not such an array, or is cut short.
    :raises OSError: when it cannot be opened or mapped.
    """

    def __init__(self, path: str | os.PathLike[str], expected: tuple[int, ...] | None = None):
        with open(path, "rb") as stream:
            self._map = mmap.mmap(stream.fileno(), 0, access=mmap.ACCESS_READ)
        head = self._map[:12]
        if head[:6] != _MAGIC:
            raise ValueError(f"{path} is not a .npy file")
        if head[6] == 1:
            size, start = struct.unpack_from("<H", head, 8)[0], 10
        else:
            size, start = struct.unpack_from("<I", head, 8)[0], 12
        header = _header(self._map[start : start + size].decode("latin-1"))
        shape = header.get("shape") if isinstance(header, dict) else None
        if (
            not isinstance(header, dict)
            or header.get("descr") != "<f8"
            or header.get("fortran_order") is not False
            or not isinstance(shape, tuple)
            or len(shape) not in (2, 3)
            or not all(isinstance(n, int) and n > 0 for n in shape)
            or (expected is not None and shape != expected)
        ):
            raise ValueError(f"{path} does not hold a strategy table of the shape expected")
        self.shape: tuple[int, ...] = shape
        self.has_y = len(shape) == 3
        """Whether the table has a Yahtzee-bonus dimension."""
        self.width = shape[-1]
        """Capped upper subtotals: the threshold + 1."""
        self._rows = (shape[1] if self.has_y else 1) * self.width
        self._offset = start + size
        count = 1
        for n in shape:
            count *= n
        if len(self._map) < self._offset + 8 * count:
            raise ValueError(f"{path} is cut short")

    def value(self, row: int, y: int, up: int) -> float:
        """Points still to come from a turn start in (row, y, up): ``row`` is the first index,
        the mask of filled boxes in a table of every mask (a layout that numbers its masks
        passes the mask's number); ``y`` is 0 without a Yahtzee-bonus dimension."""
        index = self._offset + 8 * (row * self._rows + y * self.width + up)
        found: float = _VALUE.unpack_from(self._map, index)[0]
        return found


__all__ = ["DATA_DIR", "TableFile", "table_name", "table_shape"]
