"""What the optimal player would do: expected final scores for every choice of a position.

Importing this module does not import numpy; the strategy table is loaded on first use.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from talking_yahtzee.rules import (
    OFFICIAL,
    ROLLS_PER_TURN,
    Category,
    Dice,
    GameIsOver,
    RuleSet,
    Scorecard,
)

ROUNDING = 9
"""Decimals compared when ranking options, so that equal values computed apart tie."""


@dataclass(frozen=True, slots=True)
class AdviceOption:
    """One choice: score the dice in a box, or keep some dice and roll the others."""

    action: Literal["score", "keep"]
    expected_final: float
    """Expected final score (points on the card now included) if this choice is made."""
    category: Category | None = None
    points: int = 0
    """Box points for a score (the Yahtzee bonus is separate)."""
    yahtzee_bonus: int = 0
    keep: tuple[int, ...] = ()
    """Dice values kept, sorted, for a keep."""

    def to_json(self) -> dict[str, object]:
        if self.action == "score":
            assert self.category is not None
            data: dict[str, object] = {
                "action": "score",
                "category": self.category.value,
                "points": self.points,
            }
            if self.yahtzee_bonus:
                data["yahtzee_bonus"] = self.yahtzee_bonus
        else:
            data = {"action": "keep", "keep": list(self.keep)}
        data["expected_final"] = round(self.expected_final, 2)
        return data


@dataclass(frozen=True, slots=True)
class Advice:
    """Every choice the rules allow, best first."""

    options: tuple[AdviceOption, ...]

    @property
    def best(self) -> AdviceOption:
        return self.options[0]

    def to_json(self) -> dict[str, object]:
        return {"best": self.best.to_json(), "options": [o.to_json() for o in self.options]}


def expected_final(card: Scorecard, rules: RuleSet = OFFICIAL) -> float:
    """Points on ``card`` (bonuses included) plus those expected under optimal play."""
    from talking_yahtzee.advisor import engine

    return card.total(rules) + engine.future_of(rules, card)


def advise(card: Scorecard, rules: RuleSet, dice: Dice, rolls_left: int) -> Advice:
    """Every choice for ``dice`` with ``rolls_left`` rolls left (0 to 2), best first.

    Raises :class:`~talking_yahtzee.rules.GameIsOver` for a full card and ValueError for
    ``rolls_left`` out of range.
    """
    from talking_yahtzee.advisor import engine

    if card.is_complete:
        raise GameIsOver("the scorecard is full")
    if not 0 <= rolls_left < ROLLS_PER_TURN:
        raise ValueError(f"rolls left must be 0 to {ROLLS_PER_TURN - 1}")
    now = card.total(rules)
    state = engine.state_of(card, rules)
    bonus = card.yahtzee_bonus_for(dice, rules)
    scores = [
        AdviceOption(
            "score",
            now + engine.future_after(rules, state, option, bonus),
            category=option.category,
            points=option.points,
            yahtzee_bonus=bonus,
        )
        for option in card.options(dice, rules)
    ]
    keeps = []
    if rolls_left:
        keeps = [
            AdviceOption("keep", now + value, keep=keep)
            for keep, value in engine.keep_values(rules, state, dice, rolls_left)
        ]
    return Advice(_ranked([*scores, *keeps]))


def _ranked(options: Iterable[AdviceOption]) -> tuple[AdviceOption, ...]:
    """Best first; ties keep scores before keeps, card order, and bigger keeps first."""
    indexed = list(enumerate(options))
    indexed.sort(
        key=lambda item: (
            -round(item[1].expected_final, ROUNDING),
            item[1].action != "score",
            -len(item[1].keep),
            item[0],
        )
    )
    return tuple(option for _, option in indexed)


def keep_positions(dice: Dice, keep_values: Iterable[int]) -> frozenset[int]:
    """0-based positions of ``dice`` that show ``keep_values`` (leftmost first for repeats)."""
    free = list(range(len(dice)))
    chosen: set[int] = set()
    for value in keep_values:
        for position in free:
            if dice[position] == value:
                chosen.add(position)
                free.remove(position)
                break
        else:
            raise ValueError(f"the dice {list(dice.values)} do not hold a {value} to keep")
    return frozenset(chosen)
