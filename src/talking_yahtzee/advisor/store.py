"""The strategy tables shipped with the package: where they live, how they are saved and loaded.

A file ``data/strategy-<rules>.npy`` holds one float64 per reachable turn state, in the canonical
order of :func:`canonical_states` (layers by number of filled boxes, then masks, y, upper
subtotal). Loading expands it into a :class:`~talking_yahtzee.advisor.solver.ValueTable`.
"""

from __future__ import annotations

import threading
from functools import lru_cache
from pathlib import Path

import numpy as np

from talking_yahtzee.advisor.solver import (
    N_BOXES,
    YAHTZEE_BIT,
    IntArray,
    ValueTable,
    layer_states,
    solve_table,
)
from talking_yahtzee.rules import RULE_SETS, RuleSet

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
_lock = threading.Lock()


def table_path(rules: RuleSet, directory: Path = DATA_DIR) -> Path:
    return directory / f"strategy-{rules.name}.npy"


@lru_cache(maxsize=4)
def canonical_states(rules: RuleSet) -> tuple[IntArray, IntArray, IntArray]:
    """(mask, y, up) of every reachable state with at least one open box, in file order."""
    layers = [layer_states(rules.upper_bonus_threshold, filled) for filled in range(N_BOXES)]
    return (
        np.concatenate([layer[0] for layer in layers]),
        np.concatenate([layer[1] for layer in layers]),
        np.concatenate([layer[2] for layer in layers]),
    )


def save_table(table: ValueTable, path: Path) -> None:
    mask, y, up = canonical_states(table.rules)
    compact = np.ascontiguousarray(table.values[mask, y, up], dtype=np.float64)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as stream:
        np.save(stream, compact, allow_pickle=False)


def read_table(rules: RuleSet, path: Path) -> ValueTable:
    compact = np.load(path, allow_pickle=False)
    mask, y, up = canonical_states(rules)
    if compact.shape != mask.shape or compact.dtype != np.float64:
        raise ValueError(f"{path} does not hold a strategy table for {rules.name!r}")
    table = ValueTable(rules)
    table.values[mask, y, up] = compact
    open_yahtzee = (mask & YAHTZEE_BIT) == 0
    table.values[mask[open_yahtzee], 1, up[open_yahtzee]] = compact[open_yahtzee]
    return table


def is_shipped(rules: RuleSet) -> bool:
    return RULE_SETS.get(rules.name) == rules


_loaded: dict[RuleSet, ValueTable] = {}


def load_table(rules: RuleSet) -> ValueTable:
    """The value table for ``rules``: the shipped file, or computed once for other rule sets."""
    with _lock:
        table = _loaded.get(rules)
        if table is None:
            path = table_path(rules)
            table = read_table(rules, path) if is_shipped(rules) and path.exists() else None
            if table is None:
                table = solve_table(rules)
            _loaded[rules] = table
        return table
