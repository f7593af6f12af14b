"""Advice for one position from the value table: the numpy side of :mod:`.advice`.

One turn state is solved by the kernel of :mod:`.kernel` once (the value after each box, then
each final roll) and its keep values are added when first asked for; the result is cached per
state, so the three decisions of a turn cost one computation.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from talking_yahtzee.advisor.dicespace import IS_YAHTZEE, KEEPS, ROLL_INDEX, FloatArray, Keep
from talking_yahtzee.advisor.kernel import (
    KEEP_SIZE,
    N_ROLLS,
    IntArray,
    Kernel,
    best_rolls,
    keep_values,
    kernel,
    proper_sub_keeps,
    roll_keep_values,
)
from talking_yahtzee.advisor.solver import ValueTable
from talking_yahtzee.advisor.store import load_table
from talking_yahtzee.rules import (
    CATEGORIES,
    FIXED_POINTS,
    Category,
    Dice,
    Option,
    RuleSet,
    Scorecard,
)

State = tuple[int, int, int]
_YAHTZEE = Category.YAHTZEE
_FIFTY = FIXED_POINTS[_YAHTZEE]


class TurnValues:
    """Points to come from one turn state, for every box, roll and keep of the turn."""

    __slots__ = ("_final", "_keeps", "_kernel", "after", "mask", "y")

    def __init__(self, kernel_: Kernel, table: ValueTable, state: State) -> None:
        mask, y, up = state
        self._kernel = kernel_
        self.mask = mask
        self.y = y
        self.after: FloatArray = kernel_.after_one(table.flat, mask, y, up)
        """Value of each (box, points) row of the kernel: points now plus points to come."""
        self._final: FloatArray | None = None
        self._keeps: list[FloatArray] = []

    @property
    def final(self) -> FloatArray:
        """(252,): value of each final roll, scored in its best box."""
        if self._final is None:
            self._final = self._kernel.final_one(self.after, self.mask, self.y)
        return self._final

    def roll_keep_values(self, rolls_left: int, roll: int) -> tuple[IntArray, FloatArray]:
        """The proper keeps of ``roll`` (biggest first) and their values with rolls left."""
        keeps = keeps_for_ranking(roll)
        if len(self._keeps) >= rolls_left:
            return keeps, self._keeps[rolls_left - 1].take(keeps)
        if rolls_left == 1:
            return roll_keep_values(self.final, roll)
        return roll_keep_values(best_rolls(self.final, self.keep_values(1)), roll)

    def keep_values(self, rolls_left: int) -> FloatArray:
        """(463,): value of each keep when ``rolls_left`` rolls are left to roll it (-inf last)."""
        while len(self._keeps) < rolls_left:
            if not self._keeps:
                self._keeps.append(keep_values(self.final))
            else:
                self._keeps.append(keep_values(best_rolls(self.final, self._keeps[-1])))
        return self._keeps[rolls_left - 1]

    @property
    def keeps(self) -> tuple[FloatArray, FloatArray]:
        """``keeps[r - 1]`` (462,): value of each keep when ``r`` rolls are left to roll it."""
        return (self.keep_values(1)[:-1], self.keep_values(2)[:-1])

    def option_values(self, roll: int) -> tuple[IntArray, IntArray, FloatArray]:
        """Boxes allowed for a final roll (category indices), their after rows and values."""
        boxes, rows = self._kernel.option_rows(self.mask, roll)
        return boxes, rows, self.after[rows]


def table(rules: RuleSet) -> ValueTable:
    return load_table(rules)


def state_of(card: Scorecard, rules: RuleSet) -> State:
    """The turn state (mask, y, capped upper subtotal) of a scorecard."""
    boxes = card.boxes
    mask = 0
    up = 0
    for i in range(6):
        if boxes[i] is not None:
            mask |= 1 << i
            up += boxes[i]  # type: ignore[operator]
    for i in range(6, len(boxes)):
        if boxes[i] is not None:
            mask |= 1 << i
    y = 1 if boxes[_YAHTZEE.index] == _FIFTY else 0
    return mask, y, min(rules.upper_bonus_threshold, up)


@lru_cache(maxsize=8192)
def turn_values(rules: RuleSet, state: State) -> TurnValues:
    return TurnValues(kernel(rules), table(rules), state)


def roll_index(dice: Dice) -> int:
    return ROLL_INDEX[tuple(sorted(dice.values))]


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


def keep_values_for(
    rules: RuleSet, state: State, dice: Dice, rolls_left: int
) -> list[tuple[Keep, float]]:
    """Each distinct keep that re-rolls at least one die, with the points to come."""
    values = turn_values(rules, state).keep_values(rolls_left)
    return [(KEEPS[k], float(values[k])) for k in proper_sub_keeps(roll_index(dice))]


@lru_cache(maxsize=256)
def proper_keeps(roll: Keep) -> tuple[Keep, ...]:
    """Every distinct keep of a sorted roll that re-rolls at least one die, by size."""
    return tuple(KEEPS[k] for k in proper_sub_keeps(ROLL_INDEX[roll]))


def best_move(rules: RuleSet, state: State, dice: Dice, rolls_left: int) -> Keep | Category:
    """The optimal move: the dice to keep (a proper keep) or the box to score in.

    A keep is chosen only if it beats scoring now by more than 1e-9; among equal keeps the
    biggest; among equal boxes the first in card order.
    """
    values = turn_values(rules, state)
    roll = roll_index(dice)
    if rolls_left:
        keeps, worth = values.roll_keep_values(rolls_left, roll)
        best = worth.max()
        if best > values.final[roll] + 1e-9:
            return KEEPS[int(keeps[int(worth.argmax())])]
    boxes, _, after = values.option_values(roll)
    return CATEGORIES[int(boxes[int(np.argmax(after))])]


@lru_cache(maxsize=N_ROLLS)
def keeps_for_ranking(roll: int) -> IntArray:
    """The proper keeps of a roll, biggest first (the tie order of the advice)."""
    keeps = proper_sub_keeps(roll)
    return np.ascontiguousarray(keeps[np.argsort(-KEEP_SIZE[keeps], kind="stable")])


def position(
    rules: RuleSet, card: Scorecard, dice: Dice, rolls_left: int
) -> tuple[IntArray, IntArray, FloatArray, int, IntArray]:
    """Every choice of a position, as arrays, in tie order (boxes by card order, then keeps
    biggest first).

    Returns (boxes, box points, values, Yahtzee bonus, keeps): the category indices allowed for
    the dice and the points each would receive; the points to come for each box (Yahtzee bonus
    included) then each keep; the Yahtzee bonus; and the global indices (:data:`KEEPS`) of the
    proper keeps (empty without rolls left).
    """
    state = state_of(card, rules)
    values = turn_values(rules, state)
    roll = roll_index(dice)
    boxes, rows, after = values.option_values(roll)
    bonus = rules.yahtzee_bonus if state[1] and IS_YAHTZEE[roll] else 0
    points = values._kernel.row_points[rows]
    if not rolls_left:
        return boxes, points, after + bonus, bonus, _NO_KEEPS
    keeps, worth = values.roll_keep_values(rolls_left, roll)
    both = np.concatenate((after, worth))
    if bonus:
        both[: len(boxes)] += bonus
    return boxes, points, both, bonus, keeps


_NO_KEEPS: IntArray = np.zeros(0, dtype=np.int64)


def warm_up(rules: RuleSet, values: ValueTable) -> None:
    """Build what a first question needs (kernel, keep operator) by answering one."""
    del values
    turn_values(rules, (0, 0, 0)).keep_values(2)


__all__ = [
    "KEEPS",
    "TurnValues",
    "best_move",
    "future_after",
    "future_of",
    "keep_values_for",
    "position",
    "proper_keeps",
    "turn_values",
    "warm_up",
]
