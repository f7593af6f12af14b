"""The expert's final-score distribution: a forward pass over the states a card can still reach.

The expert (:class:`~talking_yahtzee.advisor.opponents.ExpertOpponent`) plays the best-average
strategy of the value table, so its turn from a state is a fixed Markov chain over the rolls: each
roll is kept whole or re-rolled in part by the best keep, and the last roll is scored in the best
box. :func:`turn_outcomes` gives the probability of each (after row, Yahtzee bonus) of one turn;
:func:`gain_distribution` pushes the probability of the points earned so far through every turn
that is left, state by state, which is exact (no sampling) and cheap while few boxes are open
(the number of states grows with 2 to the number of open boxes).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from talking_yahtzee.advisor import engine
from talking_yahtzee.advisor.dicespace import (
    IS_YAHTZEE,
    N_KEEPS,
    N_ROLLS,
    ROLL_PROBABILITY,
    YAHTZEE_ROLLS,
    FloatArray,
    IntArray,
)
from talking_yahtzee.advisor.keeps import keep_roll_probabilities, sub_keeps_biggest_first
from talking_yahtzee.advisor.kernel import Kernel, kernel
from talking_yahtzee.advisor.layout import layout
from talking_yahtzee.advisor.scoring import allowed_boxes
from talking_yahtzee.core.rules import ROLLS_PER_TURN, RuleSet

State = tuple[int, int, int]
TURN_GAIN_BOUND = 185
"""More than one turn can earn: a box (at most 50), the upper bonus (35) and a Yahtzee bonus (100)
at once."""
_COLUMNS = np.arange(N_ROLLS)


def open_count(mask: int, rules: RuleSet) -> int:
    """Boxes still open in a mask of filled boxes."""
    return layout(rules).n_boxes - mask.bit_count()


@lru_cache(maxsize=1)
def _keeps_tables() -> tuple[IntArray, FloatArray]:
    return sub_keeps_biggest_first(), keep_roll_probabilities()


def final_roll_distribution(
    rules: RuleSet, state: State, start: FloatArray, rolls_left: int
) -> FloatArray:
    """(252,): probability of each roll the expert scores, from ``start`` with ``rolls_left``.

    The expert's keeps: the best proper keep (the biggest among equals) if it beats scoring now
    by more than 1e-9, as :func:`.engine.best_move`, with the turn's factored keep values.
    """
    values = engine.turn_values(rules, state)
    final = values.final
    subs, outcomes = _keeps_tables()
    p = start
    for left in range(rolls_left, 0, -1):
        worth = values.keep_values(left)[subs]  # (32, 252), -inf padding
        choice = worth.argmax(axis=0)
        reroll = worth[choice, _COLUMNS] > final + 1e-9
        kept = subs[choice, _COLUMNS]
        moved = np.bincount(kept[reroll], weights=p[reroll], minlength=N_KEEPS + 1)[:N_KEEPS]
        p = np.where(reroll, 0.0, p) + moved @ outcomes
    return p


def chosen_rows(rules: RuleSet, state: State) -> IntArray:
    """(252,): the after row (kernel) of the box the expert scores each final roll in.

    The first best box in card order, as :func:`.engine.best_move`.
    """
    k = kernel(rules)
    mask = state[0]
    rows = scoring_rows(k, mask)
    after = engine.turn_values(rules, state).after
    chosen: IntArray = rows[_COLUMNS, after[rows].argmax(axis=1)]
    return chosen


def scoring_rows(k: Kernel, mask: int) -> IntArray:
    """(252, boxes): the after row of each roll in each box; the sentinel row where not allowed."""
    allowed = allowed_boxes(k.layout, np.array([mask], dtype=np.int64))
    rows = np.where(allowed, k.roll_rows, k.sentinel_row)
    rows[YAHTZEE_ROLLS] = k.yahtzee_rows_of(mask)
    return rows


def turn_outcomes(
    rules: RuleSet, state: State, start: FloatArray | None = None, rolls_left: int = 2
) -> list[tuple[State, int, float]]:
    """Each (next state, points earned, probability) of the expert's turn from ``state``.

    Points count the box, the upper bonus when it is reached and the Yahtzee bonus. ``start``
    is the distribution of the first roll (all five dice rolled when None).
    """
    if start is None:
        start = ROLL_PROBABILITY
    k = kernel(rules)
    _, y, up = state
    p = final_roll_distribution(rules, state, start, rolls_left)
    rows = chosen_rows(rules, state)
    size = k.n_rows + 2
    plain = np.bincount(rows[~IS_YAHTZEE], weights=p[~IS_YAHTZEE], minlength=size)
    yahtzee = np.bincount(rows[IS_YAHTZEE], weights=p[IS_YAHTZEE], minlength=size)
    result: list[tuple[State, int, float]] = []
    bonus = rules.yahtzee_bonus if y else 0
    for mass, extra in ((plain, 0), (yahtzee, bonus)):
        for row in np.flatnonzero(mass).tolist():
            points = int(k.reward[row, up]) + extra
            result.append((next_state(k, state, row), points, float(mass[row])))
    return result


def next_state(k: Kernel, state: State, row: int) -> State:
    """The state after scoring after row ``row`` from ``state``."""
    mask, y, up = state
    offset = int(k.offset[row, y * k.width + up])
    return (mask | 1 << int(k.row_box[row]), offset // k.width, offset % k.width)


def gain_distribution(
    rules: RuleSet, state: State, start: FloatArray | None = None, rolls_left: int = 2
) -> FloatArray:
    """Probability of each number of points still to come under the expert's play (exact).

    From the start of a turn in ``state`` (or, with ``start``, from a roll distribution with
    ``rolls_left``). Index i of the result is i points; it sums to 1.
    """
    if not 0 <= rolls_left < ROLLS_PER_TURN:
        raise ValueError(f"rolls left must be 0 to {ROLLS_PER_TURN - 1}")
    turns = open_count(state[0], rules)
    size = TURN_GAIN_BOUND * turns + 1
    first = np.zeros(size)
    first[0] = 1.0
    layer: dict[State, FloatArray] = {state: first}
    for turn in range(turns):
        following: dict[State, FloatArray] = {}
        for here, dist in layer.items():
            outcomes = (
                turn_outcomes(rules, here, start, rolls_left)
                if turn == 0
                else turn_outcomes(rules, here)
            )
            top = int(np.flatnonzero(dist)[-1]) + 1
            for there, points, chance in outcomes:
                target = following.get(there)
                if target is None:
                    target = following[there] = np.zeros(size)
                target[points : points + top] += chance * dist[:top]
        layer = following
    total = np.zeros(size)
    for dist in layer.values():
        total += dist
    return total


def total_distribution(rules: RuleSet, state: State, points: int) -> FloatArray:
    """Probability of each final total (index = total) from a turn start with ``points`` now."""
    gains = gain_distribution(rules, state)
    return np.concatenate([np.zeros(points), gains])


__all__ = [
    "TURN_GAIN_BOUND",
    "chosen_rows",
    "final_roll_distribution",
    "gain_distribution",
    "next_state",
    "open_count",
    "scoring_rows",
    "total_distribution",
    "turn_outcomes",
]
