"""The ``good`` opponent: box worths against their usual value, and its one-turn planner.

The planner plays one turn optimally for the heuristic worth of the box it ends in, with the
same kernel as the optimal player (:mod:`.kernel`): the worth of each (box, points) once, then
each final roll, then the keeps. This module imports numpy only when a plan is made, and never
imports :mod:`.opponents` (which imports it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from talking_yahtzee.core.rules import (
    AMERICAN_BOXES,
    SCANDINAVIAN_BOXES,
    Box,
    Dice,
    RuleSet,
)

if TYPE_CHECKING:
    from talking_yahtzee.advisor.dicespace import FloatArray, Keep

_AMERICAN_PAR = (2.0, 5.0, 8.0, 11.0, 14.0, 17.0, 20.0, 11.0, 22.0, 27.0, 30.0, 15.0, 21.0)
_SCANDINAVIAN_PAR: tuple[float, ...] = (2.0, 5.0, 8.0, 11.0, 14.0, 17.0, 10.5, 16.0, 12.5)
_SCANDINAVIAN_PAR += (9.5, 9.0, 11.0, 16.0, 21.0, 15.0)
PAR: Mapping[Box, float] = {
    **dict(zip(SCANDINAVIAN_BOXES, _SCANDINAVIAN_PAR, strict=True)),
    **dict(zip(AMERICAN_BOXES, _AMERICAN_PAR, strict=True)),
}
"""What a box is usually worth to a good player: scoring less in it is a loss. Keyed by the box
itself (how it scores), so Yatzy's three of a kind has its own worth; the boxes both cards share
(the upper boxes, chance) have one worth."""
UPPER_WEIGHT = 1.0
"""Extra weight of upper points above three of a kind, while the upper bonus is open."""


def par(box: Box) -> float:
    """The usual worth of ``box``; a box of another rule set gets a third of its best points."""
    found = PAR.get(box)
    if found is None:
        found = max(box.score(Dice((f,) * 5)) for f in range(1, 7)) / 3
    return found


def heuristic_value(box: Box, points: float, bonus_open: bool) -> float:
    """How good it is to put ``points`` in ``box`` now, for the ``good`` opponent."""
    value = points - par(box)
    face = box.category.face
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
        heuristic_value(rules.boxes[c], p, bonus_open)
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
