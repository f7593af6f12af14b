"""Exact optimal solitaire strategy by backward induction, vectorized with numpy.

A *turn state* is (mask, y, up): ``mask`` has bit ``i`` set for each filled box ``i``, ``y`` is
1 when the Yahtzee box holds 50 (so that further Yahtzees earn the bonus; always 0 without a
Yahtzee bonus), and ``up`` is the upper subtotal capped at the bonus threshold (:mod:`.layout`).
The value of a state is the expected number of points still to come (box points, upper bonus,
Yahtzee bonuses) under optimal play.

States are solved layer by layer, from the full card backwards; a layer holds every state with
the same number of filled boxes. Its states, sorted by mask so that those sharing a set of filled
boxes sit together, are solved in blocks as the columns of numpy arrays by the per-state kernel
of :mod:`talking_yahtzee.advisor.kernel`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import lru_cache

import numpy as np
from numpy.typing import NDArray

from talking_yahtzee.advisor.dicespace import FloatArray, IntArray
from talking_yahtzee.advisor.kernel import BLOCK, Kernel, kernel
from talking_yahtzee.advisor.layout import Layout, layout
from talking_yahtzee.advisor.scoring import (
    N_BOXES,
    N_MASKS,
    NEG_INF,
    YAHTZEE_BIT,
    ScoringTables,
    mask_slots,
    scoring_tables,
)
from talking_yahtzee.core.rules import (
    FACES,
    OFFICIAL,
    RuleSet,
    Scorecard,
)

AMERICAN = layout(OFFICIAL)

CHUNK = BLOCK
"""States solved together in one block of arrays (keeps the temporaries in the core's cache)."""

SolveBlocks = Callable[[int, int, range], None]
"""``(filled, base_mask, starts)``: solves the blocks of a layer that start at ``starts``."""

__all__ = [
    "CHUNK",
    "NEG_INF",
    "N_BOXES",
    "N_MASKS",
    "YAHTZEE_BIT",
    "IntArray",
    "ScoringTables",
    "SolveBlocks",
    "ValueTable",
    "all_states",
    "layer_states",
    "reachable_upper",
    "scoring_tables",
    "solve_table",
    "state_order",
]


@lru_cache(maxsize=4)
def reachable_upper(threshold: int) -> tuple[tuple[int, ...], ...]:
    """For each set of filled upper boxes (6-bit mask), the possible capped upper subtotals."""
    reach = _reachable(threshold)
    return tuple(tuple(np.flatnonzero(row).tolist()) for row in reach)


def _reachable(cap: int) -> NDArray[np.bool_]:
    """(64, cap + 1): whether each capped upper subtotal is possible for each upper mask."""
    reach = np.zeros((1 << FACES, cap + 1), dtype=np.bool_)
    reach[0, 0] = True
    for upper_mask in range(1, 1 << FACES):
        face = (upper_mask & -upper_mask).bit_length()  # the lowest filled box, 1 to 6
        before = reach[upper_mask & (upper_mask - 1)]
        row = reach[upper_mask]
        for n in range(6):
            shift = face * n
            if shift <= cap:
                row[shift:] |= before[: cap + 1 - shift]
            row[cap] |= before[max(0, cap + 1 - shift) :].any()
    return reach


@lru_cache(maxsize=8)
def all_states(cap: int, lay: Layout = AMERICAN) -> tuple[IntArray, IntArray, IntArray, IntArray]:
    """(mask, y, up) of every reachable state, and where each layer starts (boxes + 2 bounds).

    By number of filled boxes, then mask, y and upper subtotal. One ``nonzero`` over a
    (masks, ys, cap+1) array of reachable states, with the masks sorted by number of filled
    boxes (milliseconds). In forced order only the masks of the first boxes are reachable.
    """
    width = cap + 1
    reach = _reachable(cap)
    n_masks = lay.n_masks
    masks = np.arange(n_masks, dtype=np.int64)
    filled = _popcount(masks, lay.n_boxes)
    order = np.argsort(filled * n_masks + masks, kind="stable")
    if lay.forced:
        order = order[mask_slots(lay)[order] < lay.n_slots]
    valid = np.empty((len(order), lay.ys, width), dtype=np.bool_)
    valid[:, 0, :] = reach[order & lay.upper_mask]
    if lay.ys == 2:
        yahtzee_bit = 1 << (lay.yahtzee_index or 0)
        valid[:, 1, :] = valid[:, 0, :] & ((order & yahtzee_bit) != 0)[:, None]
    rank, y, up = np.nonzero(valid)
    mask = order[rank]
    per_mask = np.cumsum(valid.sum(axis=(1, 2)))
    layer_ends = np.searchsorted(filled[order], np.arange(lay.n_boxes + 1), side="right")
    bounds = np.concatenate([[0], per_mask[layer_ends - 1]])
    return mask, y, up, bounds


@lru_cache(maxsize=8)
def state_order(
    cap: int, lay: Layout = AMERICAN
) -> tuple[tuple[IntArray, IntArray, IntArray], ...]:
    """(mask, y, up) of every reachable state, layer by layer (0 to all filled boxes).

    Within a layer: by mask, then y, then upper subtotal.
    """
    mask, y, up, bounds = all_states(cap, lay)
    return tuple(
        (mask[start:end], y[start:end], up[start:end])
        for start, end in zip(bounds[:-1].tolist(), bounds[1:].tolist(), strict=True)
    )


def _popcount(values: IntArray, bits: int) -> IntArray:
    """Number of bits set in each value below 2**bits."""
    count = np.zeros_like(values)
    for bit in range(bits):
        count += (values >> bit) & 1
    return count


def layer_states(
    cap: int, filled: int, base_mask: int = 0, lay: Layout = AMERICAN
) -> tuple[IntArray, IntArray, IntArray]:
    """Every reachable state with ``filled`` boxes filled (masks containing ``base_mask``)."""
    mask, y, up = state_order(cap, lay)[filled]
    if base_mask:
        keep = (mask & base_mask) == base_mask
        return mask[keep], y[keep], up[keep]
    return mask, y, up


class ValueTable:
    """Expected points to come for every turn state, as a (slots, ys, threshold+1) array
    (:mod:`.layout`; (8192, 2, 64) on the American card).

    Unreachable entries are NaN. For masks whose Yahtzee box is open, the y=1 row copies y=0.
    The flat view has one more slot of -inf after the last: where a closed box leads.
    """

    def __init__(self, rules: RuleSet, values: FloatArray | None = None) -> None:
        self._set_rules(rules)
        n_slots, ys = self.layout.n_slots, self.layout.ys
        shape = (n_slots, ys, self.width)
        storage = np.full((n_slots + 1, ys, self.width), np.nan)
        storage[n_slots] = NEG_INF
        if values is None:
            storage[self.layout.slot(self.layout.full)] = 0.0
        elif values.shape != shape:
            raise ValueError(f"value table has shape {values.shape}, expected {shape}")
        else:
            storage[:n_slots] = values
        self._set_storage(storage)

    def _set_rules(self, rules: RuleSet) -> None:
        self.rules = rules
        self.layout = layout(rules)
        self.cap = rules.upper_bonus_threshold
        self.width = self.cap + 1
        self.ys = self.layout.ys

    def _set_storage(self, storage: FloatArray) -> None:
        self.storage: FloatArray = storage
        """(slots + 1, ys, cap + 1): the values and the -inf slot after them."""
        self.values: FloatArray = storage[: self.layout.n_slots]
        self._flat: FloatArray = storage.reshape(-1)

    @classmethod
    def from_storage(cls, rules: RuleSet, storage: FloatArray) -> ValueTable:
        """A table over an existing (slots + 1, ys, cap + 1) array (for example memory-mapped)."""
        table = cls.__new__(cls)
        table._set_rules(rules)
        table._set_storage(storage)
        return table

    @property
    def kernel(self) -> Kernel:
        """The turn kernel of the rules (built on first use)."""
        return kernel(self.rules)

    @property
    def tables(self) -> ScoringTables:
        return scoring_tables(self.rules)

    @property
    def flat(self) -> FloatArray:
        """The whole table flattened, with the -inf mask at the end (for the kernel)."""
        return self._flat

    # -- indexing ------------------------------------------------------------------------------

    def slots(self, mask: IntArray | int) -> IntArray:
        """The table row of each mask."""
        if self.layout.forced:
            return np.asarray(mask_slots(self.layout)[mask])
        return np.asarray(mask)

    def index(self, mask: IntArray | int, y: IntArray | int, up: IntArray | int) -> IntArray:
        return np.asarray((self.slots(mask) * self.ys + y) * self.width + up, dtype=np.int64)

    def lookup(self, mask: IntArray | int, y: IntArray | int, up: IntArray | int) -> FloatArray:
        """The values of states (mask, y, up), vectorized."""
        return np.asarray(self.values[self.slots(mask), y, up])

    def state_of(self, card: Scorecard) -> tuple[int, int, int]:
        """The turn state (mask, y, capped upper subtotal) of a scorecard."""
        lay = self.layout
        mask = sum(1 << lay.box_index(c) for c in card.filled_categories)
        fifty = lay.ys == 2 and card.boxes[lay.yahtzee_index or 0] == lay.yahtzee_points
        return mask, 1 if fifty else 0, min(self.cap, card.upper_subtotal)

    def value(self, mask: int, y: int, up: int) -> float:
        return float(self.values[self.layout.slot(mask), y, up])

    # -- one turn, for a block of states -------------------------------------------------------

    def transition(
        self, c: int, mask: IntArray, y: IntArray, up: IntArray, points: IntArray
    ) -> tuple[IntArray, IntArray]:
        """Points earned now (box, upper bonus) and the flat index of the next state."""
        next_mask = mask | (1 << c)
        if c < FACES:
            total = up + points
            reward = points + np.where(
                (up < self.cap) & (total >= self.cap), self.rules.upper_bonus, 0
            )
            return reward, self.index(next_mask, y, np.minimum(total, self.cap))
        next_y = y
        if self.ys == 2 and c == self.layout.yahtzee_index:
            next_y = y | (points == self.layout.yahtzee_points)
        return np.asarray(points + 0 * up), self.index(next_mask, next_y, up)

    def final_roll_values(self, mask: IntArray, y: IntArray, up: IntArray) -> FloatArray:
        """(252, S): value of each final roll (the best box for it) for each state."""
        return self.kernel.final_values(self._flat, mask, y, up)

    def turn_start_values(self, mask: IntArray, y: IntArray, up: IntArray) -> FloatArray:
        """(S,): value of each state at the start of its turn, before the first roll."""
        return self.kernel.start_values(self._flat, mask, y, up)

    # -- the whole table -----------------------------------------------------------------------

    def layer_states(self, filled: int, base_mask: int = 0) -> tuple[IntArray, IntArray, IntArray]:
        """Every reachable state with ``filled`` boxes filled (masks containing ``base_mask``)."""
        return layer_states(self.cap, filled, base_mask, self.layout)

    def solve_block(self, filled: int, base_mask: int, start: int) -> None:
        """Solve states ``start`` to ``start + CHUNK`` of a layer, from the solved next layer."""
        mask, y, up = self.layer_states(filled, base_mask)
        part = slice(start, start + CHUNK)
        m, yy, u = mask[part], y[part], up[part]
        self._flat[self.index(m, yy, u)] = self.turn_start_values(m, yy, u)

    def solve_layer(
        self, filled: int, base_mask: int = 0, solve_blocks: SolveBlocks | None = None
    ) -> None:
        """Compute every state of one layer from the next (which must be solved).

        The layer's blocks are solved here, one after another, or by ``solve_blocks(filled,
        base_mask, starts)`` (worker processes: :mod:`.parallel`), which returns once all are.
        """
        mask = self.layer_states(filled, base_mask)[0]
        if len(mask) == 0:
            return
        starts = range(0, len(mask), CHUNK)
        if solve_blocks is None:
            for start in starts:
                self.solve_block(filled, base_mask, start)
        else:
            solve_blocks(filled, base_mask, starts)
        # Masks with the Yahtzee box open: y=1 mirrors y=0 so that any lookup is defined.
        if self.ys == 2:
            yahtzee_bit = 1 << (self.layout.yahtzee_index or 0)
            open_yahtzee = self.slots(np.unique(mask[(mask & yahtzee_bit) == 0]))
            self.values[open_yahtzee, 1] = self.values[open_yahtzee, 0]

    def solve(
        self, base_mask: int = 0, down_to: int = 0, solve_blocks: SolveBlocks | None = None
    ) -> Iterator[tuple[int, float]]:
        """Solve layers from the full card down to ``down_to`` filled boxes.

        Yields (filled, seconds) per layer. With ``base_mask``, only masks containing it are
        solved: the reduced game whose other boxes are already filled.
        """
        import time

        for filled in range(self.layout.n_boxes - 1, down_to - 1, -1):
            started = time.perf_counter()
            self.solve_layer(filled, base_mask, solve_blocks)
            yield filled, time.perf_counter() - started


def solve_table(rules: RuleSet) -> ValueTable:
    """The complete value table for ``rules``, in this process (:mod:`.parallel` uses more)."""
    table = ValueTable(rules)
    for _ in table.solve():
        pass
    return table
