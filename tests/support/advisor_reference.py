"""A slow, obviously correct optimal player in plain Python, for cross-checking the solver.

It plays through :mod:`talking_yahtzee.core.rules` only: every roll and keep is enumerated, every
score goes through ``Scorecard.options`` and ``Scorecard.score``, and points are differences of
``Scorecard.total``. The only shortcut is memoizing the expected future of a card on what it can
still influence: the filled boxes, whether the Yahtzee box holds 50, the upper subtotal capped at
the bonus threshold.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from functools import cache
from math import factorial

from talking_yahtzee.core.rules import Dice, RuleSet, Scorecard

Roll = tuple[int, ...]


def ruled(card: Scorecard, rules: RuleSet) -> Scorecard:
    """``card`` under ``rules``: itself when it already is (``Scorecard.under`` makes and checks a
    new card each time, most of a brute force's time), else ``card.under(rules)``."""
    return card if card.rules is rules else card.under(rules)


def probability(dice: Roll) -> float:
    ways = factorial(len(dice))
    for face in set(dice):
        ways //= factorial(dice.count(face))
    return float(ways / 6 ** len(dice))


OUTCOMES: dict[int, list[tuple[Roll, float]]] = {
    n: [(o, probability(o)) for o in itertools.combinations_with_replacement(range(1, 7), n)]
    for n in range(6)
}


@cache
def proper_keeps(roll: Roll) -> frozenset[Roll]:
    return frozenset(
        {
            tuple(sorted(roll[i] for i in positions))
            for n in range(5)
            for positions in itertools.combinations(range(5), n)
        }
    )


@cache
def outcomes_after(keep: Roll) -> tuple[tuple[Roll, float], ...]:
    """Each roll of five that keeping ``keep`` can give, with its probability."""
    return tuple((tuple(sorted(keep + o)), p) for o, p in OUTCOMES[5 - len(keep)])


class Reference:
    """Expected points to come under optimal play.

    With ``leaf``, the cards after this turn are valued by ``leaf(card)`` instead of recursion.
    """

    def __init__(self, rules: RuleSet, leaf: Callable[[Scorecard], float] | None = None) -> None:
        self.rules = rules
        self.leaf = leaf
        self._future: dict[tuple[object, ...], float] = {}

    def key(self, card: Scorecard) -> tuple[object, ...]:
        filled = tuple(p is not None for p in card.boxes)
        cap = self.rules.upper_bonus_threshold
        yahtzee = self.rules.yahtzee_box
        fifty = yahtzee is not None and card[yahtzee] == self.rules.yahtzee_points
        return filled, fifty, min(cap, card.upper_subtotal)

    def future(self, card: Scorecard) -> float:
        if card.is_complete:
            return 0.0
        key = self.key(card)
        if key not in self._future:
            self._future[key] = Turn(self, card).start()
        return self._future[key]

    def after(self, card: Scorecard) -> float:
        return self.leaf(card) if self.leaf is not None else self.future(card)


class Turn:
    """One turn from ``card``, memoized on (roll or keep, rolls left) and on the final roll."""

    def __init__(self, reference: Reference, card: Scorecard) -> None:
        self.ref = reference
        self.card = card
        self.rolls: dict[tuple[Roll, int], float] = {}
        self.keeps: dict[tuple[Roll, int], float] = {}
        self.scores: dict[Roll, float] = {}

    def start(self) -> float:
        return sum(p * self.roll_value(roll, 2) for roll, p in OUTCOMES[5])

    def score_value(self, roll: Roll) -> float:
        if roll not in self.scores:
            self.scores[roll] = self._score_value(roll)
        return self.scores[roll]

    def _score_value(self, roll: Roll) -> float:
        dice = Dice(roll)
        card, rules = self.card, self.ref.rules
        now = ruled(card, rules).total()
        best = float("-inf")
        for o in ruled(card, rules).options(dice):
            after = ruled(card, rules).score(o.category, dice)
            best = max(best, ruled(after, rules).total() - now + self.ref.after(after))
        return best

    def roll_value(self, roll: Roll, rolls_left: int) -> float:
        key = (roll, rolls_left)
        if key not in self.rolls:
            best = self.score_value(roll)
            if rolls_left:
                for keep in proper_keeps(roll):
                    best = max(best, self.keep_value(keep, rolls_left))
            self.rolls[key] = best
        return self.rolls[key]

    def keep_value(self, keep: Roll, rolls_left: int) -> float:
        key = (keep, rolls_left)
        if key not in self.keeps:
            self.keeps[key] = sum(
                p * self.roll_value(roll, rolls_left - 1) for roll, p in outcomes_after(keep)
            )
        return self.keeps[key]
