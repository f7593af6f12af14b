"""What each box is usually worth to a good player: the good and beginner opponents' heuristic.

Pure and light (no numpy): ``advisor.opponents`` and ``advisor.heuristic`` both import it.
"""

from __future__ import annotations

from talking_yahtzee.rules import Category

PAR: dict[Category, float] = {
    Category.ONES: 2.0,
    Category.TWOS: 5.0,
    Category.THREES: 8.0,
    Category.FOURS: 11.0,
    Category.FIVES: 14.0,
    Category.SIXES: 17.0,
    Category.THREE_OF_A_KIND: 20.0,
    Category.FOUR_OF_A_KIND: 11.0,
    Category.FULL_HOUSE: 22.0,
    Category.SMALL_STRAIGHT: 27.0,
    Category.LARGE_STRAIGHT: 30.0,
    Category.YAHTZEE: 15.0,
    Category.CHANCE: 21.0,
}
"""What a box is usually worth to a good player: scoring less in it is a loss."""
UPPER_WEIGHT = 1.0
"""Extra weight of upper points above three of a kind, while the upper bonus is open."""


def heuristic_value(category: Category, points: float, bonus_open: bool) -> float:
    """How good it is to put ``points`` in ``category`` now, for the ``good`` opponent."""
    value = points - PAR[category]
    face = category.face
    if face is not None and bonus_open:
        value += UPPER_WEIGHT * (points - 3 * face)
    return value
