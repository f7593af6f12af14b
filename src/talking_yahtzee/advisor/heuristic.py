"""The ``good`` opponent: box worths against their usual value, and its one-turn planner.

The planner plays one turn optimally for the heuristic worth of the box it ends in, with the
same kernel as the optimal player (:mod:`.kernel`): the worth of each (box, points) once, then
each final roll, then the keeps. This module imports numpy only when a plan is made, and never
imports :mod:`.opponents` (which imports it).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from talking_yahtzee.core.rules import (
    Category,
    Dice,
    RuleSet,
)

if TYPE_CHECKING:
    from talking_yahtzee.advisor.dicespace import FloatArray, Keep

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


@dataclass(frozen=True, eq=False)
class TurnPlan:
    final: FloatArray
    """(252,): heuristic worth of each final roll in its best box."""
    keeps: tuple[FloatArray, FloatArray]
    """``keeps[r - 1]`` (463,): worth of each keep with ``r`` rolls left (-inf last)."""

    def best_keep(self, dice: Dice, rolls_left: int) -> Keep | None:
        """The best keep that rolls at least one die, or None when scoring now is as good."""
        import numpy as np

        from talking_yahtzee.advisor.dicespace import KEEPS, ROLL_INDEX
        from talking_yahtzee.advisor.keeps import proper_sub_keeps

        roll = ROLL_INDEX[tuple(sorted(dice.values))]
        keeps = proper_sub_keeps(roll)
        worth = self.keeps[rolls_left - 1][keeps]
        best = worth.max()
        if best > self.final[roll] + 1e-9:
            return KEEPS[int(keeps[np.flatnonzero(worth == best)[-1]])]
        return None


@lru_cache(maxsize=4096)
def turn_plan(rules: RuleSet, mask: int, bonus_open: bool) -> TurnPlan:
    import numpy as np

    from talking_yahtzee.advisor.keeps import best_rolls, keep_values
    from talking_yahtzee.advisor.kernel import kernel
    from talking_yahtzee.advisor.scoring import NEG_INF

    k = kernel(rules)
    worth = np.empty(k.n_rows + 2)
    worth[: k.n_rows] = [
        heuristic_value(k.layout.categories[c], p, bonus_open)
        for c, p in zip(k.row_box.tolist(), k.row_points.tolist(), strict=True)
    ]
    allowed = np.zeros(k.n_boxes, dtype=np.bool_)
    allowed[list(k.open_boxes_of(mask))] = True
    worth[: k.n_rows][~allowed[k.row_box]] = NEG_INF
    worth[k.sentinel_row] = NEG_INF
    worth[k.zero_row] = worth[: k.n_boxes].max()
    final = k.final_one(worth, mask, 0)
    one_left = keep_values(final)
    two_left = keep_values(best_rolls(final, one_left))
    return TurnPlan(final, (one_left, two_left))
