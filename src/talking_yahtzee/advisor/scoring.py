"""The scoring tables, vectorized: the points of every roll in every box, Joker rules included.

Built with numpy from the scoring rules in milliseconds;
``tests/advisor/test_advisor_solver.py`` checks them against ``Scorecard.options`` for every
filled-box pattern. Also the box and mask constants of the value tables (13 boxes, 8192 masks of
filled boxes).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from talking_yahtzee.advisor.dicespace import (
    FACE_COUNTS,
    IS_YAHTZEE,
    N_ROLLS,
    YAHTZEE_ROLLS,
    FloatArray,
    IntArray,
)
from talking_yahtzee.advisor.layout import CATEGORIES, FIXED_POINTS, box_index
from talking_yahtzee.core.rules import (
    DICE_COUNT,
    FACES,
    Category,
    JokerRule,
    RuleSet,
)

N_BOXES = len(CATEGORIES)
N_MASKS = 1 << N_BOXES
YAHTZEE_INDEX = box_index(Category.YAHTZEE)
YAHTZEE_BIT = 1 << YAHTZEE_INDEX
UPPER_MASK = (1 << FACES) - 1
NEG_INF = -np.inf
YAHTZEE_FIFTY = FIXED_POINTS[Category.YAHTZEE]

NON_YAHTZEE_ROLLS: IntArray = np.flatnonzero(~IS_YAHTZEE).astype(np.int64)
BOX_BITS: IntArray = np.left_shift(1, np.arange(N_BOXES, dtype=np.int64))


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
    base[:, box_index(c.THREE_OF_A_KIND)] = np.where(most >= 3, total, 0)
    base[:, box_index(c.FOUR_OF_A_KIND)] = np.where(most >= 4, total, 0)
    full_house = (np.sort(counts, axis=1)[:, -2:] == [2, 3]).all(axis=1)
    base[:, box_index(c.FULL_HOUSE)] = np.where(full_house, FIXED_POINTS[c.FULL_HOUSE], 0)
    small = np.zeros(N_ROLLS, dtype=np.bool_)
    for start in range(FACES - 3):
        small |= present[:, start : start + 4].all(axis=1)
    base[:, box_index(c.SMALL_STRAIGHT)] = np.where(small, FIXED_POINTS[c.SMALL_STRAIGHT], 0)
    large = present[:, 0:5].all(axis=1) | present[:, 1:6].all(axis=1)
    base[:, box_index(c.LARGE_STRAIGHT)] = np.where(large, FIXED_POINTS[c.LARGE_STRAIGHT], 0)
    base[:, box_index(c.YAHTZEE)] = np.where(most == DICE_COUNT, YAHTZEE_FIFTY, 0)
    base[:, box_index(c.CHANCE)] = total
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
            joker[box_index(category)] = FIXED_POINTS[category]
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


__all__ = [
    "BOX_BITS",
    "NEG_INF",
    "NON_YAHTZEE_ROLLS",
    "N_BOXES",
    "N_MASKS",
    "UPPER_MASK",
    "YAHTZEE_BIT",
    "YAHTZEE_FIFTY",
    "YAHTZEE_INDEX",
    "ScoringTables",
    "base_points",
    "joker_points",
    "scoring_tables",
]
