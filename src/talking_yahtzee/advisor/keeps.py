"""The keep operators of five dice over value arrays: from roll values to keep values and back.

For a block of states (the columns of the arrays): :func:`keep_expectations` (the value of every
keep before one roll, level by level, each the mean of its six one-die-larger keeps),
:func:`best_of_sub_keeps` (each roll's best keep, a running maximum) and :func:`expected_roll`.
For one state: :func:`keep_values` and :func:`best_rolls` level by level (the build's sums), and
:func:`roll_keep_values`, a sparse (keep -> roll) product for one roll's keeps. Sums run in a fixed
order (no BLAS), so results are the same bytes.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from talking_yahtzee.advisor.dicespace import (
    ADD_DIE,
    KEEP_LEVELS,
    KEEPS,
    KEEPS_BY_SIZE,
    LEVEL_INDEX,
    N_KEEPS,
    N_ROLLS,
    REMOVE_DIE,
    ROLL_PROBABILITY,
    FloatArray,
    IntArray,
)
from talking_yahtzee.core.rules import DICE_COUNT, FACES

SIXTH = 1.0 / FACES


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


@lru_cache(maxsize=1)
def keep_roll_probabilities() -> FloatArray:
    """(462, 252): probability that rolling the missing dice of each keep gives each roll."""
    ways = _keep_ways()
    return ways / (FACES ** (DICE_COUNT - KEEP_SIZE))[:, None]


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
# Keeps of one state: level by level, and a sparse (keep -> roll) operator for one roll
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

    The last entry is -inf (padding). Level by level as :func:`keep_expectations`, each level
    one gather of the six children and one sum (three numpy calls a level, 1,260 gathers in
    all, summed in face order: the bytes of the table build), so a keep's value may differ from
    :func:`roll_keep_values` in the last bits.
    """
    values = np.empty(N_KEEPS + 1)
    values[_ROLL_LEVEL] = final
    current = final
    for size in range(DICE_COUNT - 1, -1, -1):
        level = values[KEEP_LEVELS[size]]
        np.add.reduce(current[_CHILDREN[size]], axis=0, out=level)
        level *= SIXTH
        current = level
    values[N_KEEPS] = -np.inf
    return values


_ROLL_LEVEL = KEEP_LEVELS[DICE_COUNT]
_CHILDREN = tuple(np.ascontiguousarray(children.T) for children in ADD_DIE)
"""``ADD_DIE`` transposed, (6, keeps): a reduction over the first axis runs along whole rows."""
_PARENTS = tuple(np.ascontiguousarray(parents.T) for parents in REMOVE_DIE)
"""``REMOVE_DIE`` transposed, (parents, keeps)."""


RollKeeps = tuple[IntArray, IntArray, FloatArray, IntArray]
"""One roll's proper keeps (biggest first), their outcome rolls, probabilities, segment starts."""

_roll_keeps: list[RollKeeps | None] = [None] * N_ROLLS
_roll_keep_lists: list[list[int] | None] = [None] * N_ROLLS


def roll_keep_operator(roll: int) -> RollKeeps:
    """:func:`_keep_operator` restricted to the proper keeps of one roll, biggest first.

    Built on the roll's first question (about 0.1 ms), or for every roll by
    :func:`roll_keep_operators` (``preload``), so that no hint in a game pays for one.
    """
    found = _roll_keeps[roll]
    if found is None:
        rolls, probs, starts, _ = _keep_operator()
        ends = np.append(starts[1:], len(rolls))
        column = sub_keeps_biggest_first()[:, roll]
        keeps = np.ascontiguousarray(column[column < N_KEEPS])
        pieces = [np.arange(starts[k], ends[k]) for k in keeps]
        index = np.concatenate(pieces)
        bounds = np.cumsum([0] + [len(p) for p in pieces[:-1]]).astype(np.int64)
        _roll_keep_lists[roll] = keeps.tolist()  # before the operator: a thread that sees it
        found = _roll_keeps[roll] = (keeps, rolls[index], probs[index], bounds)  # sees the list
    return found


def roll_keep_list(roll: int) -> list[int]:
    """The keeps of :func:`roll_keep_operator` as a list."""
    found = _roll_keep_lists[roll]
    if found is None:
        roll_keep_operator(roll)
        found = _roll_keep_lists[roll]
        assert found is not None
    return found


def roll_keep_operators() -> None:
    """Build :func:`roll_keep_operator` for all 252 rolls (about 25 ms)."""
    for roll in range(N_ROLLS):
        roll_keep_operator(roll)


def roll_keep_values(final: FloatArray, roll: int) -> tuple[IntArray, FloatArray]:
    """The proper keeps of ``roll`` (biggest first) and their values before one roll.

    The same sums as :func:`keep_values`, for only the keeps of one roll.
    """
    keeps, rolls, probs, bounds = roll_keep_operator(roll)
    values = final.take(rolls)
    values *= probs
    return keeps, np.add.reduceat(values, bounds)


def best_rolls(final: FloatArray, keeps: FloatArray) -> FloatArray:
    """(252,): value of each roll with a roll left: score it now or its best proper keep.

    The best keep under each keep is a running maximum, level by level over the keeps one die
    smaller (:data:`REMOVE_DIE`): 1,980 gathers instead of the 8,064 of every roll's sub-keeps.
    """
    best = keeps[KEEP_LEVELS[0]]
    for size in range(1, DICE_COUNT):
        below = np.maximum.reduce(best[_PARENTS[size]])
        best = np.maximum(keeps[KEEP_LEVELS[size]], below, out=below)
    rolls = np.maximum.reduce(best[_PARENTS[DICE_COUNT]])
    return np.maximum(final, rolls, out=rolls)


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


__all__ = [
    "KEEP_SIZE",
    "PARENTS",
    "MaxGather",
    "best_of_sub_keeps",
    "best_rolls",
    "expected_roll",
    "keep_expectations",
    "keep_roll_probabilities",
    "keep_values",
    "proper_sub_keeps",
    "roll_keep_list",
    "roll_keep_operator",
    "roll_keep_operators",
    "roll_keep_values",
    "sub_keeps_biggest_first",
]
