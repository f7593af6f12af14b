"""What the optimal player would do: expected final scores for every choice of a position.

Importing this module does not import numpy; the strategy table is loaded on first use.
"""

from __future__ import annotations

from talking_yahtzee.advisor.layout import layout
from talking_yahtzee.advisor.options import (
    ROUNDING,
    Advice,
    AdviceOption,
    best_index,
    keep_positions,
    ranking,
)
from talking_yahtzee.core.rules import (
    OFFICIAL,
    ROLLS_PER_TURN,
    Dice,
    GameIsOver,
    RuleSet,
    Scorecard,
)

__all__ = [
    "ROUNDING",
    "Advice",
    "AdviceOption",
    "advise",
    "best_index",
    "expected_final",
    "keep_positions",
    "ranking",
]


def expected_final(card: Scorecard, rules: RuleSet = OFFICIAL) -> float:
    """Points on ``card`` (bonuses included) plus those expected under optimal play."""
    from talking_yahtzee.advisor import engine

    return card.total() + engine.future_of(rules, card)


def advise(card: Scorecard, rules: RuleSet, dice: Dice, rolls_left: int) -> Advice:
    """Every choice for ``dice`` with ``rolls_left`` rolls left (0 to 2), best first.

    Ties (to 9 decimals) put scores before keeps, then card order, then bigger keeps. Raises
    :class:`~talking_yahtzee.core.rules.GameIsOver` for a full card and ValueError for
    ``rolls_left`` out of range.
    """
    # ``import a.b as c`` finds a loaded module in C; ``from a import b`` costs a microsecond.
    import talking_yahtzee.advisor.engine as engine

    state, total, complete = engine.card_state(card, rules)
    if complete:
        raise GameIsOver("the scorecard is full")
    if not 0 <= rolls_left < ROLLS_PER_TURN:
        raise ValueError(f"rolls left must be 0 to {ROLLS_PER_TURN - 1}")
    boxes, rows, values, bonus, keeps = engine.position(rules, state, dice, rolls_left)
    n_boxes = len(boxes)
    keep_dice = engine.KEEPS
    categories = layout(rules).categories
    order: list[int] = []

    def make(rank: int) -> AdviceOption:
        if rank == 0:
            i = best_index(values, total)
        else:
            if not order:
                order.extend(ranking(values, total))
            i = order[rank]
        value = values[i] + total
        if i < n_boxes:
            return AdviceOption(
                "score",
                value,
                category=categories[boxes[i]],
                points=engine.row_points(rules, rows[i]),
                yahtzee_bonus=bonus,
            )
        return AdviceOption("keep", value, keep=keep_dice[keeps[i - n_boxes]])

    return Advice(make=make, size=len(values))
