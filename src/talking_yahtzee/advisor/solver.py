"""Exact optimal solitaire strategy by backward induction, vectorized with numpy.

A *turn state* is (mask, y, up): ``mask`` has bit ``c.index`` set for every filled box, ``y`` is
1 when the Yahtzee box holds 50 (so that further Yahtzees earn the bonus), and ``up`` is the upper
subtotal capped at the bonus threshold. The value of a state is the expected number of points
still to come (box points, upper bonus, Yahtzee bonuses) under optimal play.

States are solved layer by layer, from the full card backwards; a layer holds every state with
the same number of filled boxes, and all its states are solved together as the columns of
(252 rolls x states) arrays. Within a turn, the value of every keep before a roll is the mean of
its six one-die-larger keeps, and the value of a roll is the best of its sub-keeps
(see :mod:`talking_yahtzee.advisor.dicespace`).

The scoring tables are built by asking :mod:`talking_yahtzee.rules` (``Scorecard.options`` and
``Scorecard.yahtzee_bonus_for``) for every roll and every pattern of filled boxes that matters,
so that the solver and the game cannot disagree.
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from numpy.typing import NDArray

from talking_yahtzee.advisor.dicespace import (
    IS_YAHTZEE,
    ROLL_PROBABILITY,
    ROLLS,
    YAHTZEE_ROLLS,
    FloatArray,
    best_sub_keep,
    roll_expectations,
)
from talking_yahtzee.rules import (
    CATEGORIES,
    FACES,
    FIXED_POINTS,
    Category,
    Dice,
    RuleSet,
    Scorecard,
)

IntArray = NDArray[np.int64]

N_BOXES = len(CATEGORIES)
N_MASKS = 1 << N_BOXES
YAHTZEE_BIT = 1 << Category.YAHTZEE.index
UPPER_MASK = (1 << FACES) - 1
NEG_INF = -np.inf
CHUNK = 2048
"""States solved together in one block of arrays (keeps the temporaries in cache)."""

_NON_YAHTZEE_ROLLS: IntArray = np.flatnonzero(~IS_YAHTZEE).astype(np.int64)


def _filler_points(category: Category, yahtzee_fifty: bool) -> int:
    """Some legal points for a filled box (the solver only cares that it is filled)."""
    if category is Category.CHANCE:
        return 5
    if category is Category.YAHTZEE and yahtzee_fifty:
        return 50
    return 0


def card_for_mask(mask: int, yahtzee_fifty: bool = False) -> Scorecard:
    """A legal scorecard whose filled boxes are the bits of ``mask``."""
    return Scorecard(
        tuple(_filler_points(c, yahtzee_fifty) if mask >> c.index & 1 else None for c in CATEGORIES)
    )


@dataclass(frozen=True, eq=False)
class ScoringTables:
    """What the rules give for every roll, derived from :mod:`talking_yahtzee.rules`."""

    rules: RuleSet
    base: IntArray
    """(252, 13): points of each roll in each open box when it is not a Yahtzee Joker."""
    yahtzee_points: FloatArray
    """(8192, 6, 13): points of five f's in box c given filled ``mask``; -inf if not allowed."""
    yahtzee_bonus: FloatArray
    """(2, 6): Yahtzee bonus for five f's, without (0) or with (1) 50 in the Yahtzee box."""


@lru_cache(maxsize=8)
def scoring_tables(rules: RuleSet) -> ScoringTables:
    """Ask the rules what every roll scores, for every pattern of filled boxes."""
    empty = Scorecard()
    base = np.zeros((len(ROLLS), N_BOXES), dtype=np.int64)
    for r, roll in enumerate(ROLLS):
        for option in empty.options(Dice(roll), rules):
            base[r, option.category.index] = option.points
    if np.any(base[_NON_YAHTZEE_ROLLS, Category.YAHTZEE.index] != 0):
        raise AssertionError("only a Yahtzee roll may score in the Yahtzee box")
    yahtzee_points = np.full((N_MASKS, FACES, N_BOXES), NEG_INF)
    yahtzee_dice = [Dice((face,) * 5) for face in range(1, FACES + 1)]
    for mask in range(N_MASKS - 1):
        card = card_for_mask(mask)
        for f, dice in enumerate(yahtzee_dice):
            for option in card.options(dice, rules):
                yahtzee_points[mask, f, option.category.index] = option.points
    bonus = np.zeros((2, FACES))
    for y in (0, 1):
        card = card_for_mask(YAHTZEE_BIT, yahtzee_fifty=bool(y))
        for f, dice in enumerate(yahtzee_dice):
            bonus[y, f] = card.yahtzee_bonus_for(dice, rules)
    return ScoringTables(rules, base, yahtzee_points, bonus)


@lru_cache(maxsize=4)
def reachable_upper(threshold: int) -> tuple[tuple[int, ...], ...]:
    """For each set of filled upper boxes (6-bit mask), the possible capped upper subtotals."""
    result = []
    for upper_mask in range(1 << FACES):
        totals = {0}
        for f in range(FACES):
            if upper_mask >> f & 1:
                totals = {min(threshold, t + (f + 1) * n) for t in totals for n in range(6)}
        result.append(tuple(sorted(totals)))
    return tuple(result)


def layer_states(cap: int, filled: int, base_mask: int = 0) -> tuple[IntArray, IntArray, IntArray]:
    """Every reachable state with ``filled`` boxes filled (masks containing ``base_mask``)."""
    reach = reachable_upper(cap)
    masks: list[int] = []
    ys: list[int] = []
    ups: list[int] = []
    for mask in range(N_MASKS):
        if mask.bit_count() != filled or mask & base_mask != base_mask:
            continue
        uppers = reach[mask & UPPER_MASK]
        for y in (0, 1) if mask & YAHTZEE_BIT else (0,):
            masks.extend([mask] * len(uppers))
            ys.extend([y] * len(uppers))
            ups.extend(uppers)
    return (
        np.array(masks, dtype=np.int64),
        np.array(ys, dtype=np.int64),
        np.array(ups, dtype=np.int64),
    )


class ValueTable:
    """Expected points to come for every turn state, as a (8192, 2, threshold+1) array.

    Unreachable entries are NaN. For masks whose Yahtzee box is open, the y=1 row copies y=0.
    """

    def __init__(self, rules: RuleSet, values: FloatArray | None = None) -> None:
        self.rules = rules
        self.tables = scoring_tables(rules)
        self.cap = rules.upper_bonus_threshold
        self.width = self.cap + 1
        shape = (N_MASKS, 2, self.width)
        if values is None:
            values = np.full(shape, np.nan)
            values[N_MASKS - 1] = 0.0
        elif values.shape != shape:
            raise ValueError(f"value table has shape {values.shape}, expected {shape}")
        self.values: FloatArray = values
        self._flat: FloatArray = values.reshape(-1)

    # -- indexing ------------------------------------------------------------------------------

    def index(self, mask: IntArray | int, y: IntArray | int, up: IntArray | int) -> IntArray:
        return np.asarray((np.asarray(mask) * 2 + y) * self.width + up, dtype=np.int64)

    def state_of(self, card: Scorecard) -> tuple[int, int, int]:
        """The turn state (mask, y, capped upper subtotal) of a scorecard."""
        mask = sum(1 << c.index for c in card.filled_categories)
        y = 1 if card[Category.YAHTZEE] == FIXED_POINTS[Category.YAHTZEE] else 0
        return mask, y, min(self.cap, card.upper_subtotal)

    def value(self, mask: int, y: int, up: int) -> float:
        return float(self.values[mask, y, up])

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
        if c == Category.YAHTZEE.index:
            next_y = y | (points == FIXED_POINTS[Category.YAHTZEE])
        return np.asarray(points + 0 * up), self.index(next_mask, next_y, up)

    def _after_scoring(
        self, c: int, mask: IntArray, y: IntArray, up: IntArray, points: IntArray
    ) -> FloatArray:
        """Points earned now (box, upper bonus) plus the value of the next state."""
        reward, index = self.transition(c, mask, y, up, points)
        return np.asarray(reward + self._flat[index], dtype=np.float64)

    def final_roll_values(self, mask: IntArray, y: IntArray, up: IntArray) -> FloatArray:
        """(252, S): value of each final roll (the best box for it) for each state."""
        tables = self.tables
        n = len(mask)
        ny = _NON_YAHTZEE_ROLLS
        best_ny = np.full((len(ny), n), NEG_INF)
        work = np.empty((len(ny), n))
        best_yz = np.full((FACES, n), NEG_INF)
        for c in range(N_BOXES):
            is_open = (mask >> c & 1) == 0
            if not is_open.any():
                continue
            # Ordinary rolls: the points depend on the roll only.
            points_values, which = np.unique(tables.base[ny, c], return_inverse=True)
            after = self._after_scoring(c, mask, y, up, points_values[:, None])
            after[:, ~is_open] = NEG_INF
            np.take(after, which, axis=0, out=work)
            np.maximum(best_ny, work, out=best_ny)
            # Yahtzees: the Joker rules make points and legality depend on the filled boxes.
            yz = tables.yahtzee_points[mask, :, c].T  # (6, S)
            allowed = np.isfinite(yz)
            points = np.where(allowed, yz, 0).astype(np.int64)
            after_yz = self._after_scoring(c, mask, y, up, points)
            np.maximum(best_yz, np.where(allowed, after_yz, NEG_INF), out=best_yz)
        best_yz += tables.yahtzee_bonus[y].T
        final = np.empty((len(ROLLS), n))
        final[ny] = best_ny
        final[YAHTZEE_ROLLS] = best_yz
        return final

    def turn_start_values(self, mask: IntArray, y: IntArray, up: IntArray) -> FloatArray:
        """(S,): value of each state at the start of its turn, before the first roll."""
        final = self.final_roll_values(mask, y, up)
        one_left = best_sub_keep(roll_expectations(final))
        two_left = best_sub_keep(roll_expectations(one_left))
        return np.asarray(ROLL_PROBABILITY @ two_left, dtype=np.float64)

    # -- the whole table -----------------------------------------------------------------------

    def layer_states(self, filled: int, base_mask: int = 0) -> tuple[IntArray, IntArray, IntArray]:
        """Every reachable state with ``filled`` boxes filled (masks containing ``base_mask``)."""
        return layer_states(self.cap, filled, base_mask)

    def solve_layer(self, filled: int, base_mask: int = 0, workers: int = 2) -> None:
        """Compute every state of one layer from the next (which must be solved)."""
        mask, y, up = self.layer_states(filled, base_mask)
        if len(mask) == 0:
            return

        def block(start: int) -> None:
            part = slice(start, start + CHUNK)
            m, yy, u = mask[part], y[part], up[part]
            self._flat[self.index(m, yy, u)] = self.turn_start_values(m, yy, u)

        starts = range(0, len(mask), CHUNK)
        if workers > 1 and len(starts) > 1:
            with ThreadPoolExecutor(workers) as pool:
                list(pool.map(block, starts))
        else:
            for start in starts:
                block(start)
        # Masks with the Yahtzee box open: y=1 mirrors y=0 so that any lookup is defined.
        open_yahtzee = np.unique(mask[(mask & YAHTZEE_BIT) == 0])
        self.values[open_yahtzee, 1] = self.values[open_yahtzee, 0]

    def solve(
        self, base_mask: int = 0, down_to: int = 0, workers: int = 2
    ) -> Iterator[tuple[int, float]]:
        """Solve layers from the full card down to ``down_to`` filled boxes.

        Yields (filled, seconds) per layer. With ``base_mask``, only masks containing it are
        solved: the reduced game whose other boxes are already filled.
        """
        import time

        for filled in range(N_BOXES - 1, down_to - 1, -1):
            started = time.perf_counter()
            self.solve_layer(filled, base_mask, workers)
            yield filled, time.perf_counter() - started


def solve_table(rules: RuleSet, workers: int = 2) -> ValueTable:
    """The complete value table for ``rules``."""
    table = ValueTable(rules)
    for _ in table.solve(workers=workers):
        pass
    return table
