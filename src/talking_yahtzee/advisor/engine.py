"""Advice for one position from the value table: the numpy side of :mod:`.advice`."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from talking_yahtzee.advisor.dicespace import (
    KEEP_INDEX,
    FloatArray,
    Keep,
    best_sub_keep,
    roll_expectations,
    sub_keeps,
)
from talking_yahtzee.advisor.solver import ValueTable
from talking_yahtzee.advisor.store import load_table
from talking_yahtzee.rules import (
    FIXED_POINTS,
    Category,
    Dice,
    Option,
    RuleSet,
    Scorecard,
)

State = tuple[int, int, int]


@dataclass(frozen=True, eq=False)
class TurnValues:
    """Points to come from one turn state, for every roll and keep of the turn."""

    final: FloatArray
    """(252,): value of each final roll, scored in its best box."""
    keeps: tuple[FloatArray, FloatArray]
    """``keeps[r - 1]`` (462,): value of each keep when ``r`` rolls are left to roll it."""


def table(rules: RuleSet) -> ValueTable:
    return load_table(rules)


def state_of(card: Scorecard, rules: RuleSet) -> State:
    return table(rules).state_of(card)


@lru_cache(maxsize=2048)
def turn_values(rules: RuleSet, state: State) -> TurnValues:
    values = table(rules)
    mask, y, up = (np.array([v], dtype=np.int64) for v in state)
    final = values.final_roll_values(mask, y, up)
    one_left = roll_expectations(final)
    two_left = roll_expectations(best_sub_keep(one_left))
    return TurnValues(
        final[:, 0].copy(),
        (np.concatenate(one_left)[:, 0], np.concatenate(two_left)[:, 0]),
    )


def future_after(rules: RuleSet, state: State, option: Option, bonus: int) -> float:
    """Points earned by ``option`` now (box, upper bonus, Yahtzee bonus) plus those to come."""
    values = table(rules)
    mask, y, up = state
    category = option.category
    points = option.points
    reward = points + bonus
    if category.is_upper:
        total = up + points
        if up < values.cap <= total:
            reward += rules.upper_bonus
        up = min(values.cap, total)
    elif category is Category.YAHTZEE and points == FIXED_POINTS[Category.YAHTZEE]:
        y = 1
    return reward + values.value(mask | 1 << category.index, y, up)


def future_of(rules: RuleSet, card: Scorecard) -> float:
    """Expected points still to come from ``card`` at the start of its next turn."""
    if card.is_complete:
        return 0.0
    return table(rules).value(*state_of(card, rules))


def keep_values(
    rules: RuleSet, state: State, dice: Dice, rolls_left: int
) -> list[tuple[Keep, float]]:
    """Each distinct keep that re-rolls at least one die, with the points to come."""
    values = turn_values(rules, state).keeps[rolls_left - 1]
    roll = tuple(sorted(dice.values))
    return [(k, float(values[KEEP_INDEX[k]])) for k in proper_keeps(roll)]


@lru_cache(maxsize=256)
def proper_keeps(roll: Keep) -> tuple[Keep, ...]:
    return tuple(k for k in sub_keeps(roll) if len(k) < len(roll))


__all__ = ["TurnValues", "future_after", "future_of", "keep_values", "turn_values"]
