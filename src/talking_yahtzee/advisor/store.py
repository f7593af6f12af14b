"""The strategy tables shipped with the package: where they live, how they are saved and loaded.

A file ``data/strategy-<rules>.npy`` holds one float64 per reachable turn state, in the canonical
order of :func:`canonical_states` (layers by number of filled boxes, then masks, y, upper
subtotal). Loading expands it into a :class:`~talking_yahtzee.advisor.solver.ValueTable`.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
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


def canonical_layers(rules: RuleSet) -> Iterator[tuple[IntArray, IntArray, IntArray]]:
    """(mask, y, up) of the reachable states of each layer with an open box, in file order."""
    for filled in range(N_BOXES):
        yield layer_states(rules.upper_bonus_threshold, filled)


def save_table(table: ValueTable, path: Path) -> None:
    compact = np.concatenate(
        [table.values[mask, y, up] for mask, y, up in canonical_layers(table.rules)]
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as stream:
        np.save(stream, compact.astype(np.float64), allow_pickle=False)


def read_table(rules: RuleSet, path: Path) -> ValueTable:
    compact = np.load(path, allow_pickle=False)
    if compact.ndim != 1 or compact.dtype != np.float64:
        raise ValueError(f"{path} does not hold a strategy table")
    table = ValueTable(rules)
    start = 0
    for mask, y, up in canonical_layers(rules):
        values = compact[start : start + len(mask)]
        if len(values) != len(mask):
            raise ValueError(f"{path} is too short for a {rules.name!r} strategy table")
        table.values[mask, y, up] = values
        open_yahtzee = (mask & YAHTZEE_BIT) == 0
        table.values[mask[open_yahtzee], 1, up[open_yahtzee]] = values[open_yahtzee]
        start += len(mask)
    if start != len(compact):
        raise ValueError(f"{path} is too long for a {rules.name!r} strategy table")
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
