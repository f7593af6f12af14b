"""The per-state kernel shared by the table build, the advice and the computer players.

One turn from a state (mask, y, up) is solved in three steps, for a whole block of states at once
(the columns of the arrays) or for one state (1-D arrays, for advice and the expert player):

1. **After each box.** The value of putting p points in box c, once per state and per (c, p), not
   per roll: the points now (box, upper bonus) plus the value of the next state. About 124 such
   *after rows* cover every box and every number of points it can receive.
2. **Final roll.** A roll's value is the best of its after rows. Filling a box with more points
   never leads to a worse state, so a box where the roll scores zero is worth at most the best
   zero of the state; each of the 246 ordinary rolls then needs only its boxes with points (about
   five on average), gathered and reduced with one ``maximum.reduceat``. The six Yahtzees follow
   the Joker rules, through a (mask, face, box) table of after rows.
3. **Keeps.** The value of a keep before a roll is the mean of its six one-die-larger keeps; the
   value of a roll with rolls left is the best of its sub-keeps (a running maximum over keeps
   with one die fewer). Done twice, then the mean over the first roll.

Everything is float64 numpy with additions, multiplications by 1/6 and maxima in a fixed order (no
BLAS), so a rebuild gives the same bytes as the shipped tables.

The scoring tables come from vectorized rules in :func:`scoring_tables` (milliseconds);
``tests/test_advisor_solver.py`` checks them against ``Scorecard.options`` for every filled-box
pattern.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from numpy.typing import NDArray

from talking_yahtzee.advisor.dicespace import (
    ADD_DIE,
    FACE_COUNTS,
    IS_YAHTZEE,
    KEEP_LEVELS,
    KEEPS,
    KEEPS_BY_SIZE,
    LEVEL_INDEX,
    ROLL_PROBABILITY,
    ROLLS,
    YAHTZEE_ROLLS,
    FloatArray,
)
from talking_yahtzee.rules import (
    CATEGORIES,
    DICE_COUNT,
    FACES,
    FIXED_POINTS,
    Category,
    JokerRule,
    RuleSet,
)

IntArray = NDArray[np.int64]
BoolArray = NDArray[np.bool_]

N_BOXES = len(CATEGORIES)
N_MASKS = 1 << N_BOXES
N_ROLLS = len(ROLLS)
N_KEEPS = len(KEEPS)
YAHTZEE_INDEX = Category.YAHTZEE.index
YAHTZEE_BIT = 1 << YAHTZEE_INDEX
UPPER_MASK = (1 << FACES) - 1
NEG_INF = -np.inf
SIXTH = 1.0 / FACES
BLOCK = 256
"""States solved together as the columns of one block of arrays (fits a core's cache)."""
YAHTZEE_FIFTY = FIXED_POINTS[Category.YAHTZEE]

NON_YAHTZEE_ROLLS: IntArray = np.flatnonzero(~IS_YAHTZEE).astype(np.int64)
BOX_BITS: IntArray = np.left_shift(1, np.arange(N_BOXES, dtype=np.int64))


# --------------------------------------------------------------------------------------------------
# Scoring tables, vectorized
# --------------------------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def base_points() -> IntArray:
    """(252, 13): points of each roll in each box by the ordinary rules (no Joker)."""
    counts = FACE_COUNTS.astype(np.int64)
    faces = np.arange(1, FACES + 1, dtype=np.int64)
    total = counts @ faces
    most = counts.max(axis=1)
    present = counts > 0
    c = Category
    base = np.zeros((N_ROLLS, N_BOXES), dtype=np.int64)
    base[:, :FACES] = counts * faces
    base[:, c.THREE_OF_A_KIND.index] = np.where(most >= 3, total, 0)
    base[:, c.FOUR_OF_A_KIND.index] = np.where(most >= 4, total, 0)
    full_house = (np.sort(counts, axis=1)[:, -2:] == [2, 3]).all(axis=1)
    base[:, c.FULL_HOUSE.index] = np.where(full_house, FIXED_POINTS[c.FULL_HOUSE], 0)
    small = np.zeros(N_ROLLS, dtype=np.bool_)
    for start in range(FACES - 3):
        small |= present[:, start : start + 4].all(axis=1)
    base[:, c.SMALL_STRAIGHT.index] = np.where(small, FIXED_POINTS[c.SMALL_STRAIGHT], 0)
    large = present[:, 0:5].all(axis=1) | present[:, 1:6].all(axis=1)
    base[:, c.LARGE_STRAIGHT.index] = np.where(large, FIXED_POINTS[c.LARGE_STRAIGHT], 0)
    base[:, c.YAHTZEE.index] = np.where(most == DICE_COUNT, YAHTZEE_FIFTY, 0)
    base[:, c.CHANCE.index] = total
    return base


def joker_points(rules: RuleSet, base: IntArray, masks: IntArray | None = None) -> FloatArray:
    """(masks, 6, 13): points of five f's in box c given the filled mask; -inf if not allowed.

    The same rules as ``Scorecard.options``: ordinary scoring while the Yahtzee box is open;
    once it is filled, the Joker rule of ``rules`` decides. ``masks`` defaults to all 8192.
    """
    if masks is None:
        masks = np.arange(N_MASKS, dtype=np.int64)
    is_open = (masks[:, None] & BOX_BITS[None, :]) == 0  # (8192, 13)
    is_lower = np.arange(N_BOXES) >= FACES
    yahtzee_filled = ~is_open[:, YAHTZEE_INDEX]
    lower_open = (is_open & is_lower).any(axis=1)
    result = np.full((len(masks), FACES, N_BOXES), NEG_INF)
    for f in range(FACES):
        ordinary = base[YAHTZEE_ROLLS[f]].astype(np.float64)
        joker = ordinary.copy()
        for category in (Category.FULL_HOUSE, Category.SMALL_STRAIGHT, Category.LARGE_STRAIGHT):
            joker[category.index] = FIXED_POINTS[category]
        face_open = is_open[:, f]
        plain = np.where(is_open, ordinary, NEG_INF)
        if rules.joker is JokerRule.FREE:
            as_joker = np.where(is_open, np.where(is_lower, joker, ordinary), NEG_INF)
            chosen = np.where((~yahtzee_filled | face_open)[:, None], plain, as_joker)
        else:
            only_face = np.full(N_BOXES, NEG_INF)
            only_face[f] = ordinary[f]
            lower_joker = np.where(is_open & is_lower, joker, NEG_INF)
            upper_zero = np.where(is_open, 0.0, NEG_INF)
            forced = np.where(
                face_open[:, None],
                only_face[None, :],
                np.where(lower_open[:, None], lower_joker, upper_zero),
            )
            chosen = np.where(~yahtzee_filled[:, None], plain, forced)
        result[:, f, :] = chosen
    return result


@dataclass(frozen=True, eq=False)
class ScoringTables:
    """What the rules give for every roll, built with numpy from the scoring rules."""

    rules: RuleSet
    base: IntArray
    """(252, 13): points of each roll in each open box when it is not a Yahtzee Joker."""
    yahtzee_points: FloatArray
    """(8192, 6, 13): points of five f's in box c given filled ``mask``; -inf if not allowed."""
    yahtzee_bonus: FloatArray
    """(2, 6): Yahtzee bonus for five f's, without (0) or with (1) 50 in the Yahtzee box."""


@lru_cache(maxsize=8)
def scoring_tables(rules: RuleSet) -> ScoringTables:
    base = base_points()
    bonus = np.zeros((2, FACES))
    bonus[1, :] = rules.yahtzee_bonus
    return ScoringTables(rules, base, joker_points(rules, base), bonus)


# --------------------------------------------------------------------------------------------------
# Dice combinatorics in the shapes the kernel wants
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class MaxGather:
    """The maximum over a list of source rows for each target row, as two padded gathers.

    Most rows have at most ``main.shape[1]`` sources (padded by repeating the first, harmless
    under a maximum); the few with more have the rest in ``extra`` for the rows ``extra_rows``.
    A reduction along a middle axis is much faster in numpy than ``maximum.reduceat``.
    """

    main: IntArray
    extra_rows: IntArray
    extra: IntArray

    @classmethod
    def of(cls, sources: list[list[int]]) -> MaxGather:
        longest = max(len(s) for s in sources)

        def cost(k: int) -> int:
            over = [len(s) - k for s in sources if len(s) > k]
            return len(sources) * k + len(over) * (max(over, default=0) + 2)

        k = min(range(1, longest + 1), key=cost)
        main = np.array([(s[:k] + [s[0]] * k)[:k] for s in sources], dtype=np.int64)
        extra_rows = [i for i, s in enumerate(sources) if len(s) > k]
        width = max((len(sources[i]) - k for i in extra_rows), default=1)
        extra = np.array(
            [(sources[i][k:] + [sources[i][k]] * width)[:width] for i in extra_rows],
            dtype=np.int64,
        ).reshape(len(extra_rows), width)
        return cls(main, np.array(extra_rows, dtype=np.int64), extra)

    def __call__(self, source: FloatArray, out: FloatArray | None = None) -> FloatArray:
        main = self.main
        best = np.take(source, main[:, 0], axis=0, out=out)
        for j in range(1, main.shape[1]):
            np.maximum(best, source[main[:, j]], out=best)
        if len(self.extra_rows):
            rows = self.extra_rows
            more = source[self.extra[:, 0]]
            for j in range(1, self.extra.shape[1]):
                np.maximum(more, source[self.extra[:, j]], out=more)
            best[rows] = np.maximum(best[rows], more)
        return best


def _parents(size: int) -> MaxGather:
    """For keeps of ``size`` dice, the distinct keeps one die smaller."""
    lower = LEVEL_INDEX[size - 1]
    sources: list[list[int]] = []
    for keep in KEEPS_BY_SIZE[size]:
        parents = []
        for face in sorted(set(keep)):
            rest = list(keep)
            rest.remove(face)
            parents.append(lower[tuple(rest)])
        sources.append(parents)
    return MaxGather.of(sources)


PARENTS: tuple[MaxGather, ...] = tuple(_parents(m) for m in range(1, DICE_COUNT + 1))
"""``PARENTS[m - 1]``: the keeps of level m-1 under each keep of level m."""


KEEP_SIZE: IntArray = np.array([len(k) for k in KEEPS], dtype=np.int64)


@lru_cache(maxsize=1)
def _keep_ways() -> IntArray:
    """(462, 252): in how many orders the missing dice of each keep give each roll.

    Built level by level from :data:`ADD_DIE` with integers, so exact.
    """
    ways = np.zeros((N_KEEPS, N_ROLLS), dtype=np.int64)
    ways[KEEP_LEVELS[DICE_COUNT]] = np.eye(N_ROLLS, dtype=np.int64)
    for size in range(DICE_COUNT - 1, -1, -1):
        above = ways[KEEP_LEVELS[size + 1]]
        ways[KEEP_LEVELS[size]] = above[ADD_DIE[size]].sum(axis=1)
    return ways


def _sub_keep_table() -> IntArray:
    """(252, 32): global keep indices of the proper sub-keeps of each roll, padded with -1.

    Keep k is a sub-keep of roll r exactly when its missing dice can give r.
    """
    reachable = _keep_ways()[: KEEP_LEVELS[DICE_COUNT].start] > 0  # proper keeps only
    table = np.full((N_ROLLS, 32), -1, dtype=np.int64)
    for r in range(N_ROLLS):
        found = np.flatnonzero(reachable[:, r])
        table[r, : len(found)] = found
    return table


def _keep_outcomes() -> tuple[IntArray, FloatArray, IntArray]:
    """Sparse (keep -> final roll, probability): flat roll indices, probabilities, row starts.

    A probability is ways / 6**n for the n missing dice, as ``multiset_probability``.
    """
    ways = _keep_ways()
    keeps, rolls = np.nonzero(ways)
    probs = ways[keeps, rolls] / FACES ** (DICE_COUNT - KEEP_SIZE[keeps])
    starts = np.searchsorted(keeps, np.arange(N_KEEPS))
    return rolls.astype(np.int64), probs.astype(np.float64), starts.astype(np.int64)


def keep_expectations(final: FloatArray) -> FloatArray:
    """Value of every keep (462 rows, by size) before one roll of the missing dice.

    ``final`` has shape (252, ...) and is the value of each roll of five; the result stacks the
    levels 0..5 (level 5 is ``final`` itself). Each level is the mean of the six keeps one die
    larger, summed in face order and multiplied by 1/6.
    """
    keeps = np.empty((N_KEEPS, *final.shape[1:]))
    keeps[KEEP_LEVELS[DICE_COUNT]] = final
    current = final
    for size in range(DICE_COUNT - 1, -1, -1):
        children = ADD_DIE[size]
        total = np.take(current, children[:, 0], axis=0, out=keeps[KEEP_LEVELS[size]])
        for face in range(1, FACES):
            total += current[children[:, face]]
        total *= SIXTH
        current = total
    return keeps


def best_of_sub_keeps(keeps: FloatArray) -> FloatArray:
    """For each roll, the best value among its keeps (itself included): (462, ...) -> (252, ...)."""
    best = keeps[KEEP_LEVELS[0]]
    for size in range(1, DICE_COUNT + 1):
        parents = PARENTS[size - 1](best)
        best = np.maximum(keeps[KEEP_LEVELS[size]], parents, out=parents)
    return best


def expected_roll(values: FloatArray) -> FloatArray:
    """Mean over the first roll of five dice of ``values`` (252, ...), summed in roll order."""
    weights = ROLL_PROBABILITY.reshape((N_ROLLS,) + (1,) * (values.ndim - 1))
    return np.asarray(np.add.reduce(values * weights, axis=0), dtype=np.float64)


# --------------------------------------------------------------------------------------------------
# After rows: the value of each (box, points) from a state
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class MaskTables:
    """What one state needs of its mask."""

    row_base: IntArray
    """(rows + 2,): flat index of the next mask of each after row (-inf mask if closed)."""
    yahtzee_rows: IntArray
    """(6, 13): after row of five f's in each box, or the sentinel row if not allowed."""
    open_boxes: IntArray
    """Category indices of the open boxes."""


class Kernel:
    """The turn kernel for one rule set, over a flat value table of (8192 + 1, 2, cap + 1).

    The extra mask 8192 of the flat table holds -inf: a closed box leads there. The tables over
    all 8192 masks are built on first use by a block; single states build only their own.
    """

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.cap = cap = rules.upper_bonus_threshold
        self.width = width = cap + 1
        self.stride = 2 * width
        self.sentinel_base = N_MASKS * self.stride
        self.base = base = base_points()
        # Every (box, points) a box can receive: zeros first, one per box, then the others
        # (the Joker adds the fixed points of the full house and straights).
        values: list[set[int]] = [set(base[:, c].tolist()) | {0} for c in range(N_BOXES)]
        for category in (Category.FULL_HOUSE, Category.SMALL_STRAIGHT, Category.LARGE_STRAIGHT):
            values[category.index].add(FIXED_POINTS[category])
        row_box = list(range(N_BOXES))
        row_points = [0] * N_BOXES
        for c in range(N_BOXES):
            for p in sorted(values[c] - {0}):
                row_box.append(c)
                row_points.append(p)
        self.n_rows = n_rows = len(row_box)
        self.sentinel_row = n_rows
        """Index of an after row that is -inf: a box the rules do not allow."""
        self.zero_row = n_rows + 1
        """Index of the after row holding the best of the zeros (the first 13 rows)."""
        self.row_box: IntArray = np.array(row_box, dtype=np.int64)
        self.row_points: IntArray = np.array(row_points, dtype=np.int64)
        row_of = np.full((N_BOXES, max(max(v) for v in values) + 1), n_rows, dtype=np.int64)
        row_of[self.row_box, self.row_points] = np.arange(n_rows)
        self.row_of = row_of
        # Next (y, up) offset and reward of each row from each (y, up).
        ups = np.arange(width, dtype=np.int64)
        is_upper = self.row_box < FACES
        new_up = np.where(
            is_upper[:, None], np.minimum(ups[None, :] + self.row_points[:, None], cap), ups
        )
        crosses = is_upper[:, None] & (ups[None, :] < cap) & (ups + self.row_points[:, None] >= cap)
        self.reward: FloatArray = (
            self.row_points[:, None] + np.where(crosses, rules.upper_bonus, 0)
        ).astype(np.float64)  # (rows, width)
        fifty = (self.row_box == YAHTZEE_INDEX) & (self.row_points == YAHTZEE_FIFTY)
        offset = np.empty((n_rows, 2, width), dtype=np.int64)
        for y in (0, 1):
            next_y = np.where(fifty, 1, y)
            offset[:, y, :] = next_y[:, None] * width + new_up
        self.offset: IntArray = offset.reshape(n_rows, 2 * width)
        # Ordinary rolls: the rows of their boxes with points, and the best zero.
        sources = [
            [int(row_of[c, base[r, c]]) for c in range(N_BOXES) if base[r, c] > 0] + [self.zero_row]
            if not IS_YAHTZEE[r]
            else [self.sentinel_row]
            for r in range(N_ROLLS)
        ]
        self.ordinary = MaxGather.of(sources)
        """Every roll's rows with points and the best zero (Yahtzees are done separately)."""
        longest = max(len(rows) for rows in sources)
        self.ordinary_padded: IntArray = np.ascontiguousarray(
            np.array([(rows + [rows[0]] * longest)[:longest] for rows in sources], dtype=np.int64).T
        )
        """(8, 252): :attr:`ordinary` for one state, padded (a reduction over the first axis)."""
        # Each roll's row per box, for the options of one position.
        self.roll_rows: IntArray = row_of[np.arange(N_BOXES)[None, :], base]  # (252, 13)
        self.bonus: FloatArray = np.zeros((2, FACES))
        self.bonus[1] = rules.yahtzee_bonus
        self.bonus_list: list[list[float]] = self.bonus.tolist()
        # One state: flat indices of rows + sentinel + zero (both -inf before the zero is set).
        pad = np.zeros((2, 2 * width), dtype=np.int64)
        self.offset_one: IntArray = np.ascontiguousarray(np.vstack([self.offset, pad]).T)
        self.reward_one: FloatArray = np.ascontiguousarray(
            np.vstack([self.reward, np.zeros((2, width))]).T
        )
        self._mask_cache: dict[int, MaskTables] = {}
        self._block_tables: tuple[IntArray, IntArray] | None = None

    @property
    def tables(self) -> ScoringTables:
        """The scoring tables of the rules (the Joker points of all 8192 masks)."""
        return scoring_tables(self.rules)

    def _yahtzee_rows(self, joker: FloatArray) -> IntArray:
        """After row of each (mask, face, box) from Joker points; the sentinel if not allowed."""
        allowed = np.isfinite(joker)
        points = np.where(allowed, joker, 0).astype(np.int64)
        rows = self.row_of[np.broadcast_to(np.arange(N_BOXES), joker.shape), points]
        return np.where(allowed, rows, self.sentinel_row)

    def _box_base(self, masks: IntArray) -> IntArray:
        """(masks, 13): flat index of each box's next mask, or of the -inf mask if closed."""
        closed = (masks[:, None] & BOX_BITS[None, :]) != 0
        return np.where(closed, self.sentinel_base, (masks[:, None] | BOX_BITS) * self.stride)

    def block_tables(self) -> tuple[IntArray, IntArray]:
        """Box bases (8192, 13) and Yahtzee rows (8192, 6, 13) of every mask."""
        if self._block_tables is None:
            masks = np.arange(N_MASKS, dtype=np.int64)
            self._block_tables = (
                self._box_base(masks),
                self._yahtzee_rows(scoring_tables(self.rules).yahtzee_points),
            )
        return self._block_tables

    def mask_tables(self, mask: int) -> MaskTables:
        """What one state needs of its mask (built once per mask).

        The first few masks are computed alone (a cold ``yahtzee advise`` needs one); past 64,
        the tables of all 8192 masks are built at once (about 50 ms) and sliced.
        """
        found = self._mask_cache.get(mask)
        if found is None:
            if self._block_tables is None and len(self._mask_cache) >= 64:
                self.block_tables()
            if self._block_tables is not None:
                box_base, yahtzee_rows = (t[mask] for t in self._block_tables)
            else:
                masks = np.array([mask], dtype=np.int64)
                joker = joker_points(self.rules, self.base, masks)
                box_base, yahtzee_rows = self._box_base(masks)[0], self._yahtzee_rows(joker)[0]
            row_base = np.append(box_base[self.row_box], [self.sentinel_base] * 2)
            open_boxes = np.flatnonzero((mask & BOX_BITS) == 0)
            found = MaskTables(row_base, yahtzee_rows, open_boxes)
            self._mask_cache[mask] = found
        return found

    # -- blocks of states (the table build) ---------------------------------------------------

    def after_rows(self, flat: FloatArray, mask: IntArray, y: IntArray, up: IntArray) -> FloatArray:
        """(rows + 2, S): value of each (box, points) for each state.

        Row ``sentinel_row`` is -inf (a box not allowed), row ``zero_row`` the best zero.
        """
        base = self.block_tables()[0][mask].T  # (13, S)
        index = base[self.row_box]
        index += self.offset[:, y * self.width + up]
        n = self.n_rows
        after = np.empty((n + 2, len(mask)))
        np.take(flat, index, out=after[:n])
        after[:n] += self.reward[:, up]
        after[n] = NEG_INF
        np.max(after[:N_BOXES], axis=0, out=after[n + 1])
        return after

    def final_values(
        self, flat: FloatArray, mask: IntArray, y: IntArray, up: IntArray
    ) -> FloatArray:
        """(252, S): value of each final roll (its best box) for each state."""
        return self.final_from_after(self.after_rows(flat, mask, y, up), mask, y)

    def final_from_after(self, after: FloatArray, mask: IntArray, y: IntArray) -> FloatArray:
        """(252, S): :meth:`final_values` from the :meth:`after_rows` of the states."""
        final = self.ordinary(after)
        rows = self.block_tables()[1][mask].transpose(1, 2, 0)  # (6, 13, S)
        yz = after[rows, np.arange(len(mask))].max(axis=1)
        yz += self.bonus[y].T
        final[YAHTZEE_ROLLS] = yz
        return final

    def start_values(
        self, flat: FloatArray, mask: IntArray, y: IntArray, up: IntArray
    ) -> FloatArray:
        """(S,): value of each state at the start of its turn (in blocks of ``BLOCK``)."""
        if len(mask) > BLOCK:
            return np.concatenate(
                [
                    self.start_values(flat, *(a[i : i + BLOCK] for a in (mask, y, up)))
                    for i in range(0, len(mask), BLOCK)
                ]
            )
        final = self.final_values(flat, mask, y, up)
        one_left = best_of_sub_keeps(keep_expectations(final))
        two_left = best_of_sub_keeps(keep_expectations(one_left))
        return expected_roll(two_left)

    # -- one state (advice and the computer players) ------------------------------------------

    def after_one(self, flat: FloatArray, mask: int, y: int, up: int) -> FloatArray:
        """(rows + 2,): value of each (box, points) from one state, as :meth:`after_rows`."""
        index = self.mask_tables(mask).row_base + self.offset_one[y * self.width + up]
        after: FloatArray = flat.take(index)
        after += self.reward_one[up]
        after[self.zero_row] = after[:N_BOXES].max()
        return after

    def final_one(self, after: FloatArray, mask: int, y: int) -> FloatArray:
        """(252,): value of each final roll from one state, given its :meth:`after_one`."""
        final = np.maximum.reduce(after[self.ordinary_padded])
        yz = np.maximum.reduce(after[self.mask_tables(mask).yahtzee_rows], axis=1)
        if y:
            yz += self.bonus[1]
        final[YAHTZEE_ROLLS] = yz
        return np.asarray(final)

    def option_rows(self, mask: int, roll: int) -> tuple[IntArray, IntArray]:
        """The boxes allowed for a final roll (category indices) and their after rows."""
        tables = self.mask_tables(mask)
        if IS_YAHTZEE[roll]:
            rows = tables.yahtzee_rows[ROLLS[roll][0] - 1]
            boxes = np.flatnonzero(rows != self.sentinel_row)
            return boxes, rows[boxes]
        return tables.open_boxes, self.roll_rows[roll][tables.open_boxes]


# --------------------------------------------------------------------------------------------------
# Keeps of one state: a sparse (keep -> roll) operator
# --------------------------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _keep_operator() -> tuple[IntArray, FloatArray, IntArray, IntArray]:
    """Flat (roll index, probability) of every keep's outcomes, row starts, and sub-keeps.

    The sub-keep table (32, 252) lists the proper sub-keeps of each roll (a column), padded with
    462 (an extra -inf entry).
    """
    rolls, probs, starts = _keep_outcomes()
    subs = _sub_keep_table()
    subs[subs < 0] = N_KEEPS
    return rolls, probs, starts, np.ascontiguousarray(subs.T)


def keep_values(final: FloatArray) -> FloatArray:
    """(463,): value of every keep before one roll from one state's roll values (252,).

    The last entry is -inf (padding). One sparse product: 4,368 (keep, roll) pairs.
    """
    rolls, probs, starts, _ = _keep_operator()
    values = np.empty(N_KEEPS + 1)
    np.add.reduceat(final[rolls] * probs, starts, out=values[:N_KEEPS])
    values[N_KEEPS] = NEG_INF
    return values


@lru_cache(maxsize=N_ROLLS)
def _roll_keep_operator(roll: int) -> tuple[IntArray, IntArray, FloatArray, IntArray]:
    """:func:`_keep_operator` restricted to the proper keeps of one roll, biggest first."""
    rolls, probs, starts, _ = _keep_operator()
    keeps = proper_sub_keeps(roll)
    keeps = keeps[np.argsort(-KEEP_SIZE[keeps], kind="stable")]
    ends = np.append(starts[1:], len(rolls))
    pieces = [np.arange(starts[k], ends[k]) for k in keeps]
    index = np.concatenate(pieces)
    bounds = np.cumsum([0] + [len(p) for p in pieces[:-1]]).astype(np.int64)
    return keeps, rolls[index], probs[index], bounds


def roll_keep_values(final: FloatArray, roll: int) -> tuple[IntArray, FloatArray]:
    """The proper keeps of ``roll`` (biggest first) and their values before one roll.

    The same sums as :func:`keep_values`, for only the keeps of one roll.
    """
    keeps, rolls, probs, bounds = _roll_keep_operator(roll)
    values = final.take(rolls)
    values *= probs
    return keeps, np.add.reduceat(values, bounds)


def best_rolls(final: FloatArray, keeps: FloatArray) -> FloatArray:
    """(252,): value of each roll with a roll left: score it now or its best proper keep."""
    subs = _keep_operator()[3]  # (32, 252)
    best = np.maximum.reduce(keeps[subs])
    return np.maximum(final, best, out=best)


@lru_cache(maxsize=1)
def sub_keeps_biggest_first() -> IntArray:
    """(32, 252): the proper sub-keeps of each roll (a column), biggest first, padded with 462."""
    subs = _keep_operator()[3]
    size = np.append(KEEP_SIZE, -1)[subs]
    order = np.argsort(-size, axis=0, kind="stable")
    return np.ascontiguousarray(np.take_along_axis(subs, order, axis=0))


def proper_sub_keeps(roll: int) -> IntArray:
    """Global keep indices of the proper sub-keeps of roll ``roll``, by size."""
    subs = _keep_operator()[3][:, roll]
    return subs[subs < N_KEEPS]


@lru_cache(maxsize=8)
def kernel(rules: RuleSet) -> Kernel:
    return Kernel(rules)


__all__ = [
    "BOX_BITS",
    "NON_YAHTZEE_ROLLS",
    "N_BOXES",
    "N_MASKS",
    "YAHTZEE_BIT",
    "Kernel",
    "ScoringTables",
    "base_points",
    "best_of_sub_keeps",
    "best_rolls",
    "expected_roll",
    "keep_expectations",
    "keep_values",
    "kernel",
    "proper_sub_keeps",
    "scoring_tables",
]
