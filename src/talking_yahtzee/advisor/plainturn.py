"""One turn in plain Python: the rolls and keeps of five dice, and keep values level by level.

Given the value of each of the 252 final rolls (scored in their best box), the keep values are
computed with the same operations in the same order as the kernel's factored keep sums
(:func:`.keeps.keep_values`): each keep level is the sum of its six children in face order times
1/6, and each roll with a roll left takes the best of scoring now and its sub-keeps. Standard
library only, and no rules: ``advisor.plain`` and the cold ``yahtzee advise`` (``advisor.quick``)
share it.
"""

from __future__ import annotations

import itertools

DICE = 5
"""Dice in a roll (``core.rules.DICE_COUNT``; a test holds them equal)."""
FACES = 6
"""Faces of a die (``core.rules.FACES``)."""
SIXTH = 1.0 / FACES
Keep = tuple[int, ...]

_FACES = range(1, FACES + 1)
LEVELS: tuple[tuple[Keep, ...], ...] = tuple(
    tuple(itertools.combinations_with_replacement(_FACES, size)) for size in range(DICE + 1)
)
"""The keeps of each size, sorted; ``LEVELS[DICE]`` are the 252 rolls."""
INDEX: tuple[dict[Keep, int], ...] = tuple({k: i for i, k in enumerate(lv)} for lv in LEVELS)
"""Where each keep stands in its level."""
_children_of: dict[int, tuple[tuple[int, ...], ...]] = {}
_parents_of: dict[int, tuple[tuple[int, ...], ...]] = {}


def children(size: int) -> tuple[tuple[int, ...], ...]:
    """For each keep of ``size`` dice, its keeps one die larger (faces 1 to 6, in order)."""
    found = _children_of.get(size)
    if found is None:
        upper = INDEX[size + 1]
        found = _children_of[size] = tuple(
            tuple(upper[tuple(sorted((*keep, face)))] for face in _FACES) for keep in LEVELS[size]
        )
    return found


def parents(size: int) -> tuple[tuple[int, ...], ...]:
    """For each keep of ``size`` dice, its distinct keeps one die smaller."""
    found = _parents_of.get(size)
    if found is None:
        lower = INDEX[size - 1]
        made = []
        for keep in LEVELS[size]:
            rests = set()
            for face in set(keep):
                rest = list(keep)
                rest.remove(face)
                rests.add(lower[tuple(rest)])
            made.append(tuple(sorted(rests)))
        found = _parents_of[size] = tuple(made)
    return found


def proper_keeps(roll: Keep) -> list[Keep]:
    """Every distinct keep of ``roll`` that re-rolls a die, biggest first, then in order."""
    found = {
        tuple(sorted(roll[i] for i in positions))
        for size in range(DICE)
        for positions in itertools.combinations(range(DICE), size)
    }
    return sorted(found, key=lambda keep: (-len(keep), keep))


def _levels(top: list[float]) -> tuple[list[float], ...]:
    """Each keep level, smallest first, from the values of the rolls about to be rolled."""
    levels: list[list[float]] = [top]
    current = top
    for size in range(DICE - 1, -1, -1):
        level = []
        for kids in children(size):
            total = current[kids[0]]
            for child in kids[1:]:
                total += current[child]
            level.append(total * SIXTH)
        levels.append(level)
        current = level
    levels.reverse()
    return tuple(levels)


def _best_rolls(final: list[float], keeps: tuple[list[float], ...]) -> list[float]:
    """Each roll with a roll left: score it now (``final``) or its best proper keep."""
    best = keeps[0]
    for size in range(1, DICE):
        best = [
            max(value, *(best[p] for p in kin))
            for value, kin in zip(keeps[size], parents(size), strict=True)
        ]
    return [
        max(value, *(best[p] for p in kin)) for value, kin in zip(final, parents(DICE), strict=True)
    ]


def keep_levels(final: list[float], rolls_left: int) -> tuple[list[float], ...]:
    """The value of each keep, level by level (``[size][INDEX[size][keep]]``), with
    ``rolls_left`` rolls (1 or 2) to roll it; ``final`` is the value of each roll scored now."""
    levels = _levels(final)
    for _ in range(1, rolls_left):
        levels = _levels(_best_rolls(final, levels))
    return levels


def keep_values(final: list[float], roll: Keep, rolls_left: int) -> tuple[list[Keep], list[float]]:
    """The proper keeps of ``roll`` (sorted) and their values with ``rolls_left`` rolls left."""
    if not rolls_left:
        return [], []
    keeps = proper_keeps(roll)
    levels = keep_levels(final, rolls_left)
    return keeps, [levels[len(keep)][INDEX[len(keep)][keep]] for keep in keeps]


__all__ = [
    "DICE",
    "FACES",
    "INDEX",
    "LEVELS",
    "children",
    "keep_levels",
    "keep_values",
    "parents",
    "proper_keeps",
]
