"""The strategy tables shipped with the package: where they live, how they are saved and loaded.

A file ``data/strategy-<rules>.npy`` holds one float64 per reachable turn state with an open box,
in the canonical order of :func:`~talking_yahtzee.advisor.solver.state_order` (layers by number
of filled boxes, then masks, y, upper subtotal). Loading memory-maps it and spreads it into a
:class:`~talking_yahtzee.advisor.solver.ValueTable` with one numpy assignment (a few ms).

:func:`preload` loads a table ahead of the first question, for example on a thread while the game
starts; :func:`load_table` returns it, loading it first if needed. Both are thread-safe, and a
table is loaded (or, for a rule set that is not shipped, solved) only once.
"""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np

from talking_yahtzee.advisor.solver import (
    N_BOXES,
    YAHTZEE_BIT,
    IntArray,
    ValueTable,
    solve_table,
    state_order,
)
from talking_yahtzee.rules import RULE_SETS, RuleSet

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
_lock = threading.Lock()
_loading: dict[RuleSet, threading.Lock] = {}
_loaded: dict[RuleSet, ValueTable] = {}


def table_path(rules: RuleSet, directory: Path = DATA_DIR) -> Path:
    return directory / f"strategy-{rules.name}.npy"


def canonical_states(rules: RuleSet) -> tuple[IntArray, IntArray, IntArray]:
    """(mask, y, up) of every reachable state with an open box, in file order."""
    layers = state_order(rules.upper_bonus_threshold)[:N_BOXES]
    mask, y, up = (np.concatenate(parts) for parts in zip(*layers, strict=True))
    return mask, y, up


def save_table(table: ValueTable, path: Path) -> None:
    mask, y, up = canonical_states(table.rules)
    compact = np.ascontiguousarray(table.values[mask, y, up], dtype=np.float64)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as stream:
        np.save(stream, compact, allow_pickle=False)


def read_table(rules: RuleSet, path: Path) -> ValueTable:
    compact = np.load(path, mmap_mode="r", allow_pickle=False)
    if compact.ndim != 1 or compact.dtype != np.float64:
        raise ValueError(f"{path} does not hold a strategy table")
    mask, y, up = canonical_states(rules)
    if len(compact) != len(mask):
        raise ValueError(
            f"{path} holds {len(compact)} values, a {rules.name!r} strategy table has {len(mask)}"
        )
    table = ValueTable(rules)
    table.values[mask, y, up] = compact
    open_yahtzee = (mask & YAHTZEE_BIT) == 0
    table.values[mask[open_yahtzee], 1, up[open_yahtzee]] = compact[open_yahtzee]
    return table


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


def preload(rules: RuleSet, *, background: bool = True) -> threading.Thread | None:
    """Load the table for ``rules`` and the kernel ahead of the first question.

    With ``background`` (the default) this returns at once: the work runs on a daemon thread,
    returned so that a caller may join it; None when everything is loaded already. Safe to call
    from any thread, any number of times.
    """
    if is_loaded(rules) and _warm.get(rules):
        return None
    if not background:
        _warm_up(rules)
        return None
    thread = threading.Thread(target=_warm_up, args=(rules,), name="advisor-preload", daemon=True)
    thread.start()
    return thread


_warm: dict[RuleSet, bool] = {}


def _warm_up(rules: RuleSet) -> None:
    from talking_yahtzee.advisor import engine

    table = load_table(rules)
    engine.warm_up(rules, table)
    _warm[rules] = True


def forget() -> None:
    """Drop every loaded table (for benchmarks and tests of cold starts)."""
    with _lock:
        _loaded.clear()
        _warm.clear()
