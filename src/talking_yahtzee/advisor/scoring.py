"""The scoring tables, vectorized: the points of every roll in every box, Joker rules included.

Built with numpy from the scoring rules in milliseconds;
``tests/advisor/test_advisor_solver.py`` checks them against ``Scorecard.options`` for every
filled-box pattern. Also the box and mask constants of the American tables (13 boxes, 8192 masks
of filled boxes); other rule sets have their :func:`.layout.layout`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from numpy.typing import NDArray

from talking_yahtzee.advisor.dicespace import (
    IS_YAHTZEE,
    ROLLS,
    YAHTZEE_ROLLS,
    FloatArray,
    IntArray,
)
from talking_yahtzee.advisor.layout import CATEGORIES, FIXED_POINTS, Layout, box_index, layout
from talking_yahtzee.core.rules import (
    FACES,
    OFFICIAL,
    Category,
    Dice,
    JokerRule,
    RuleSet,
)

N_BOXES = len(CATEGORIES)
"""Boxes of the American card (the layout of a rule set: :func:`.layout.layout`)."""
N_MASKS = 1 << N_BOXES
YAHTZEE_INDEX = box_index(Category.YAHTZEE)
YAHTZEE_BIT = 1 << YAHTZEE_INDEX
UPPER_MASK = (1 << FACES) - 1
NEG_INF = -np.inf
YAHTZEE_FIFTY = FIXED_POINTS[Category.YAHTZEE]

NON_YAHTZEE_ROLLS: IntArray = np.flatnonzero(~IS_YAHTZEE).astype(np.int64)
BOX_BITS: IntArray = np.left_shift(1, np.arange(N_BOXES, dtype=np.int64))


@lru_cache(maxsize=8)
def base_points(rules: RuleSet = OFFICIAL) -> IntArray:
    """(252, boxes): points of each roll in each box by the ordinary rules (no Joker), from
    :meth:`Box.score <talking_yahtzee.core.rules.Box.score>`."""
    rows = [[box.score(Dice(roll)) for box in rules.boxes] for roll in ROLLS]
    base = np.array(rows, dtype=np.int64)
    base.flags.writeable = False
    return base


@lru_cache(maxsize=16)
def box_bits(lay: Layout) -> IntArray:
    """The bit of each box of ``lay``."""
    return np.left_shift(1, np.arange(lay.n_boxes, dtype=np.int64))


def allowed_boxes(lay: Layout, masks: IntArray) -> NDArray[np.bool_]:
    """(masks, boxes): the boxes that may be scored from each mask (open; in forced order, the
    next one only)."""
    is_open: NDArray[np.bool_] = np.asarray((masks[:, None] & box_bits(lay)[None, :]) == 0)
    if lay.forced:
        filled = lay.n_boxes - is_open.sum(axis=1)
        is_open &= np.arange(lay.n_boxes)[None, :] == filled[:, None]
    return is_open


@lru_cache(maxsize=16)
def mask_slots(lay: Layout) -> IntArray:
    """(masks,): the table row of each mask; the -inf row for a mask forced order never holds."""
    masks = np.arange(lay.n_masks, dtype=np.int64)
    if not lay.forced:
        return masks
    filled = np.zeros_like(masks)
    for bit in range(lay.n_boxes):
        filled += (masks >> bit) & 1
    prefix = masks == (1 << filled) - 1
    return np.where(prefix, filled, lay.n_slots)


def joker_points(rules: RuleSet, base: IntArray, masks: IntArray | None = None) -> FloatArray:
    """(masks, 6, boxes): points of five f's in box c given the filled mask; -inf if not allowed.

    The same rules as ``Scorecard.options``: ordinary scoring while the Yahtzee box is open;
    once it is filled, the Joker rule of ``rules`` decides (without a Joker, ordinary scoring
    in the boxes allowed). ``masks`` defaults to all of them.
    """
    lay = layout(rules)
    n_boxes = lay.n_boxes
    if masks is None:
        masks = np.arange(lay.n_masks, dtype=np.int64)
    is_open = allowed_boxes(lay, masks)
    result = np.full((len(masks), FACES, n_boxes), NEG_INF)
    if lay.yahtzee_index is None or not lay.joker:
        for f in range(FACES):
            result[:, f, :] = np.where(is_open, base[YAHTZEE_ROLLS[f]].astype(np.float64), NEG_INF)
        return result
    is_lower = np.arange(n_boxes) >= FACES
    yahtzee_filled = ~is_open[:, lay.yahtzee_index]
    lower_open: NDArray[np.bool_] = np.asarray((is_open & is_lower).any(axis=1))
    for f in range(FACES):
        ordinary = base[YAHTZEE_ROLLS[f]].astype(np.float64)
        joker = ordinary.copy()
        for c, points in lay.joker_points:
            joker[c] = points
        face_open = is_open[:, f]
        plain = np.where(is_open, ordinary, NEG_INF)
        if rules.joker is JokerRule.FREE:
            as_joker = np.where(is_open, np.where(is_lower, joker, ordinary), NEG_INF)
            chosen = np.where((~yahtzee_filled | face_open)[:, None], plain, as_joker)
        else:
            only_face = np.full(n_boxes, NEG_INF)
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
    """(252, boxes): points of each roll in each open box when it is not a Yahtzee Joker."""
    yahtzee_points: FloatArray
    """(masks, 6, boxes): points of five f's in box c given filled ``mask``; -inf if not
    allowed."""
    yahtzee_bonus: FloatArray
    """(ys, 6): Yahtzee bonus for five f's, without (0) or with (1) 50 in the Yahtzee box."""


@lru_cache(maxsize=8)
def scoring_tables(rules: RuleSet) -> ScoringTables:
    base = base_points(rules)
    bonus = np.zeros((layout(rules).ys, FACES))
    bonus[1:, :] = rules.yahtzee_bonus
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
    "allowed_boxes",
    "base_points",
    "box_bits",
    "joker_points",
    "mask_slots",
    "scoring_tables",
]
