"""The ``good`` opponent's turn planner: optimal play of one turn for a heuristic box worth."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from talking_yahtzee.advisor.dicespace import (
    KEEP_INDEX,
    ROLL_INDEX,
    YAHTZEE_ROLLS,
    FloatArray,
    Keep,
    best_sub_keep,
    roll_expectations,
)
from talking_yahtzee.advisor.engine import proper_keeps
from talking_yahtzee.advisor.solver import scoring_tables
from talking_yahtzee.advisor.worth import heuristic_value
from talking_yahtzee.rules import CATEGORIES, Dice, RuleSet


@dataclass(frozen=True, eq=False)
class TurnPlan:
    final: FloatArray
    keeps: tuple[FloatArray, FloatArray]

    def best_keep(self, dice: Dice, rolls_left: int) -> Keep | None:
        """The best keep that rolls at least one die, or None when scoring now is as good."""
        roll = tuple(sorted(dice.values))
        values = self.keeps[rolls_left - 1]
        keep = max(proper_keeps(roll), key=lambda k: (values[KEEP_INDEX[k]], len(k)))
        if values[KEEP_INDEX[keep]] > self.final[ROLL_INDEX[roll]] + 1e-9:
            return keep
        return None


@lru_cache(maxsize=4096)
def turn_plan(rules: RuleSet, mask: int, bonus_open: bool) -> TurnPlan:
    tables = scoring_tables(rules)
    final = np.full(tables.base.shape[0], -np.inf)
    for c, category in enumerate(CATEGORIES):
        if mask >> c & 1:
            continue
        worth = np.array(
            [heuristic_value(category, p, bonus_open) for p in range(51)], dtype=np.float64
        )
        final = np.maximum(final, worth[tables.base[:, c]])
    # Yahtzee rolls: the Joker rules decide which boxes are allowed and for how many points.
    for f, r in enumerate(YAHTZEE_ROLLS):
        points = tables.yahtzee_points[mask, f]
        final[r] = max(
            heuristic_value(category, float(points[c]), bonus_open)
            for c, category in enumerate(CATEGORIES)
            if np.isfinite(points[c])
        )
    one_left = roll_expectations(final[:, None])
    two_left = roll_expectations(best_sub_keep(one_left))
    return TurnPlan(final, (np.concatenate(one_left)[:, 0], np.concatenate(two_left)[:, 0]))
