"""The strategy tables shipped with the package: where they live, how they are saved and loaded.

A file ``data/strategy-<rules>.npy`` holds the whole float64 array of a
:class:`~talking_yahtzee.advisor.solver.ValueTable`, (slots + 1, ys, 64) (:mod:`.layout`; (8192 +
1, 2, 64) on the American card): mask, y, capped upper subtotal, NaN where unreachable, and a last
slot of -inf (where a closed box leads). Loading
memory-maps it: nothing is read or computed up front (well under a millisecond), and a question
reads only the pages it looks up.

:func:`load_table` returns a table, loading it first if needed: thread-safe, and a table is
loaded (or, for a rule set that is not shipped, solved) only once. Loading ahead of the first
question is :func:`talking_yahtzee.advisor.preload` (see :mod:`.engine`).
"""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np

from talking_yahtzee.advisor.layout import layout, table_shape
from talking_yahtzee.advisor.plain import DATA_DIR as DATA_DIR
from talking_yahtzee.advisor.plain import table_path as table_path
from talking_yahtzee.advisor.solver import (
    IntArray,
    ValueTable,
    all_states,
    solve_table,
)
from talking_yahtzee.core.rules import RULE_SETS, RuleSet

_lock = threading.Lock()
_loading: dict[RuleSet, threading.Lock] = {}
_loaded: dict[RuleSet, ValueTable] = {}


def canonical_states(rules: RuleSet) -> tuple[IntArray, IntArray, IntArray]:
    """(mask, y, up) of every reachable state with an open box, layer by layer."""
    lay = layout(rules)
    mask, y, up, bounds = all_states(rules.upper_bonus_threshold, lay)
    end = int(bounds[lay.n_boxes])
    return mask[:end], y[:end], up[:end]


def save_table(table: ValueTable, path: Path) -> None:
    """Write the whole (slots + 1, ys, cap + 1) array: NaN where unreachable, -inf last."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as stream:
        np.save(stream, np.ascontiguousarray(table.storage), allow_pickle=False)


def read_table(rules: RuleSet, path: Path) -> ValueTable:
    """The table in ``path``, memory-mapped: pages are read from disk only when looked up."""
    try:
        storage = np.load(path, mmap_mode="r", allow_pickle=False)
    except (OSError, ValueError):  # a file system without memory maps
        storage = np.load(path, allow_pickle=False)
    shape = table_shape(rules)
    if storage.dtype != np.float64 or storage.shape != shape:
        raise ValueError(
            f"{path} holds a {storage.dtype} array of shape {storage.shape}, "
            f"a {rules.name!r} strategy table is float64 of shape {shape}"
        )
    # A plain ndarray view of the map: numpy's memmap subclass costs microseconds per operation.
    return ValueTable.from_storage(rules, storage.view(np.ndarray))


def is_shipped(rules: RuleSet) -> bool:
    return RULE_SETS.get(rules.name) == rules


def load_table(rules: RuleSet) -> ValueTable:
    """The value table for ``rules``: the shipped file, or computed once for other rule sets."""
    table = _loaded.get(rules)
    if table is not None:
        return table
    with _lock:
        lock = _loading.setdefault(rules, threading.Lock())
    with lock:  # one loader per rule set; others wait for it, other rule sets do not
        table = _loaded.get(rules)
        if table is None:
            path = table_path(rules)
            if is_shipped(rules) and path.exists():
                table = read_table(rules, path)
            else:
                table = solve_table(rules)
            _loaded[rules] = table
    return table


def is_loaded(rules: RuleSet) -> bool:
    """Whether the table for ``rules`` is in memory (a question would not wait for it)."""
    return rules in _loaded


def forget() -> None:
    """Drop every loaded table (for benchmarks and tests of cold starts)."""
    with _lock:
        _loaded.clear()
