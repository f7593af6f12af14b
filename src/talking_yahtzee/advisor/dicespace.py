"""The combinatorics of five dice: the 252 rolls, the 462 keeps and the moves between them.

A *roll* is a multiset of five faces, a *keep* a multiset of zero to five faces. Both are stored
as sorted tuples of face values. Keeps are ordered by size, so that the keeps of size ``m`` are
the slice ``KEEP_LEVELS[m]`` of :data:`KEEPS`, and the keeps of size five are the rolls, in the
same order as :data:`ROLLS`.
"""

from __future__ import annotations

import itertools
from math import factorial

import numpy as np
from numpy.typing import NDArray

from talking_yahtzee.core.rules import DICE_COUNT, FACES

Keep = tuple[int, ...]

KEEPS_BY_SIZE: tuple[tuple[Keep, ...], ...] = tuple(
    tuple(itertools.combinations_with_replacement(range(1, FACES + 1), size))
    for size in range(DICE_COUNT + 1)
)
"""Keeps of each size 0 to 5, each a sorted tuple of faces, in lexicographic order."""

ROLLS: tuple[Keep, ...] = KEEPS_BY_SIZE[DICE_COUNT]
"""The 252 distinct rolls of five dice."""

ROLL_INDEX: dict[Keep, int] = {roll: i for i, roll in enumerate(ROLLS)}
LEVEL_INDEX: tuple[dict[Keep, int], ...] = tuple(
    {keep: i for i, keep in enumerate(level)} for level in KEEPS_BY_SIZE
)

KEEPS: tuple[Keep, ...] = tuple(keep for level in KEEPS_BY_SIZE for keep in level)
"""All 462 keeps, by size then lexicographically."""
KEEP_INDEX: dict[Keep, int] = {keep: i for i, keep in enumerate(KEEPS)}
_starts = list(itertools.accumulate([0, *(len(level) for level in KEEPS_BY_SIZE)]))
KEEP_LEVELS: tuple[slice, ...] = tuple(
    slice(_starts[m], _starts[m + 1]) for m in range(DICE_COUNT + 1)
)

IndexArray = NDArray[np.intp]
IntArray = NDArray[np.int64]
FloatArray = NDArray[np.float64]
N_ROLLS = len(ROLLS)
N_KEEPS = len(KEEPS)


def _add_die_children(size: int) -> IndexArray:
    """For each keep of ``size`` dice, the index (within size+1) of it plus each face 1..6."""
    upper = LEVEL_INDEX[size + 1]
    rows = [
        [upper[tuple(sorted((*keep, face)))] for face in range(1, FACES + 1)]
        for keep in KEEPS_BY_SIZE[size]
    ]
    return np.array(rows, dtype=np.intp)


def _remove_die_parents(size: int) -> IndexArray:
    """For each keep of ``size`` > 0 dice, the keeps (within size-1) with one die removed.

    Rows are padded to min(size, 6) entries by repeating the first (harmless under a maximum).
    """
    lower = LEVEL_INDEX[size - 1]
    rows = []
    for keep in KEEPS_BY_SIZE[size]:
        parents = []
        for face in sorted(set(keep)):
            rest = list(keep)
            rest.remove(face)
            parents.append(lower[tuple(rest)])
        rows.append(parents + [parents[0]] * (min(size, FACES) - len(parents)))
    return np.array(rows, dtype=np.intp)


ADD_DIE: tuple[IndexArray, ...] = tuple(_add_die_children(m) for m in range(DICE_COUNT))
"""``ADD_DIE[m][k, f-1]``: index in level m+1 of keep k of level m plus a die showing f."""
REMOVE_DIE: tuple[IndexArray, ...] = (
    np.zeros((1, 0), dtype=np.intp),
    *(_remove_die_parents(m) for m in range(1, DICE_COUNT + 1)),
)
"""``REMOVE_DIE[m][k]``: indices in level m-1 of keep k of level m less one die (padded)."""


def multiset_probability(values: Keep) -> float:
    """Probability that rolling ``len(values)`` dice gives exactly this multiset."""
    counts = [values.count(face) for face in range(1, FACES + 1)]
    ways = factorial(len(values))
    for count in counts:
        ways //= factorial(count)
    return float(ways / FACES ** len(values))


ROLL_PROBABILITY: FloatArray = np.array([multiset_probability(r) for r in ROLLS])
"""Probability of each roll when all five dice are rolled."""

FACE_COUNTS: IndexArray = np.array(
    [[roll.count(face) for face in range(1, FACES + 1)] for roll in ROLLS], dtype=np.intp
)
"""``FACE_COUNTS[r, f-1]``: how many dice of roll r show f."""

YAHTZEE_ROLLS: IndexArray = np.array([ROLL_INDEX[(f,) * DICE_COUNT] for f in range(1, 7)])
"""Index of the roll of five f's, for f = 1..6."""
IS_YAHTZEE: NDArray[np.bool_] = np.zeros(len(ROLLS), dtype=np.bool_)
IS_YAHTZEE[YAHTZEE_ROLLS] = True


def sub_keeps(roll: Keep) -> tuple[Keep, ...]:
    """Every distinct keep (sub-multiset) of ``roll``, the whole roll included."""
    found = {
        tuple(sorted(roll[i] for i in positions))
        for size in range(len(roll) + 1)
        for positions in itertools.combinations(range(len(roll)), size)
    }
    return tuple(sorted(found, key=lambda k: KEEP_INDEX[k]))


def roll_expectations(final: FloatArray) -> list[FloatArray]:
    """Expected value of every keep, level by level, before one roll of the missing dice.

    ``final`` has shape (252, n): the value of each roll of five for n positions. The result
    lists arrays of shape (len(level m), n) for m = 0..5; level 5 is ``final`` itself.
    """
    levels: list[FloatArray] = [final]
    current = final
    for size in range(DICE_COUNT - 1, -1, -1):
        children = ADD_DIE[size]
        total = current[children[:, 0]]
        for face in range(1, FACES):
            total += current[children[:, face]]
        total *= 1.0 / FACES
        levels.append(total)
        current = total
    levels.reverse()
    return levels


def best_sub_keep(levels: list[FloatArray]) -> FloatArray:
    """For each roll, the best value among its keeps: the max over sub-multisets, level by level.

    ``levels`` is the output of :func:`roll_expectations` (its level 5 is the value of keeping
    all five dice). Returns shape (252, n).
    """
    best = levels[0]
    for size in range(1, DICE_COUNT + 1):
        parents = REMOVE_DIE[size]
        current = np.maximum(levels[size], best[parents[:, 0]])
        for j in range(1, parents.shape[1]):
            np.maximum(current, best[parents[:, j]], out=current)
        best = current
    return best
