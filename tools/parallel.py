"""The table build on worker processes: each layer's blocks shared out over one mapped table.

Threads do not speed the build up: its numpy calls on blocks of 256 states are short, so the
interpreter lock runs them one at a time (3.0 s on one thread, 3.0 to 3.3 s on two, on a 2-core
machine where two separate builds run together take 3.1 s each). Processes do. The table lives in a
memory-mapped temporary file that every worker maps; a worker solves the blocks it is sent and
writes their states, which no other block writes. Layers run one after another, each from the
next, so a block reads only finished values, and the bytes equal those of a build in one process.

Workers are started with ``spawn`` on every platform: no fork of a process whose other threads
(speech, sound, the preload) might hold a lock. Each start imports numpy and the kernel (about
0.2 s, all at once), so :func:`solve_table` pays for them only with more than one worker. The game
itself never starts a worker: it loads shipped tables, or solves an unshipped rule set in its own
process (:func:`talking_yahtzee.advisor.store.load_table`).
"""

from __future__ import annotations

import multiprocessing
import os
import tempfile
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path

import numpy as np

from talking_yahtzee.advisor.layout import table_shape
from talking_yahtzee.advisor.solver import SolveBlocks, ValueTable
from talking_yahtzee.advisor.solver import solve_table as solve_here
from talking_yahtzee.core.rules import RuleSet

PIECES_PER_WORKER = 4
"""A layer is sent as about this many runs of blocks per worker: few messages, even shares."""

_table: ValueTable | None = None
"""A worker's view of the shared table (set by :func:`_attach`)."""


def default_workers() -> int:
    """Every core this process may use."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return os.cpu_count() or 1


def solve_table(rules: RuleSet, workers: int | None = None) -> ValueTable:
    """The complete value table for ``rules`` on ``workers`` processes (every core by default;
    one: in this process, with no worker started)."""
    count = default_workers() if workers is None else workers
    if count <= 1:
        return solve_here(rules)
    with shared_table(rules, count) as (shared, solve_blocks):
        for _ in shared.solve(solve_blocks=solve_blocks):
            pass
        values = np.array(shared.storage)
        del shared  # no map may outlive the context: Windows cannot delete a mapped file
    return ValueTable.from_storage(rules, values)


@contextmanager
def shared_table(rules: RuleSet, workers: int) -> Iterator[tuple[ValueTable, SolveBlocks]]:
    """A fresh table in a mapped file and a :data:`~.solver.SolveBlocks` that solves a layer's
    blocks on ``workers`` processes mapping it. Copy the values out before leaving: the file and
    its map go with the context."""
    with tempfile.TemporaryDirectory(prefix="yahtzee-table-", ignore_cleanup_errors=True) as tmp:
        path = Path(tmp) / "table.f64"
        blank = ValueTable(rules).storage
        mapped = np.memmap(path, dtype=np.float64, mode="w+", shape=blank.shape)
        mapped[...] = blank
        table = ValueTable.from_storage(rules, mapped.view(np.ndarray))
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(
            workers, mp_context=context, initializer=_attach, initargs=(str(path), rules)
        ) as pool:

            def solve_blocks(filled: int, base_mask: int, starts: range) -> None:
                size = max(1, -(-len(starts) // (workers * PIECES_PER_WORKER)))
                pieces = [starts[i : i + size] for i in range(0, len(starts), size)]
                futures = [pool.submit(_solve, filled, base_mask, piece) for piece in pieces]
                for future in futures:
                    future.result()  # a worker's error is raised here

            try:
                yield table, solve_blocks
            finally:
                del table
                mapped.flush()
                del mapped  # unmapped before the folder goes (Windows cannot delete a mapped file)


def _attach(path: str, rules: RuleSet) -> None:
    """Start of a worker: map the shared table and build the kernel's tables of every mask."""
    global _table
    shape = table_shape(rules)
    mapped = np.memmap(path, dtype=np.float64, mode="r+", shape=shape)
    _table = ValueTable.from_storage(rules, mapped.view(np.ndarray))
    _table.kernel.block_tables()


def _solve(filled: int, base_mask: int, starts: range) -> None:
    """In a worker: solve the blocks of one layer that start at ``starts``."""
    assert _table is not None, "the worker was not attached to a table"
    for start in starts:
        _table.solve_block(filled, base_mask, start)


__all__ = ["PIECES_PER_WORKER", "default_workers", "shared_table", "solve_table"]
