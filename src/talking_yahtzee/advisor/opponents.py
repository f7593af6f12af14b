"""Computer opponents: ``master`` plays to win, ``expert`` optimally, ``good`` a sound heuristic,
``beginner`` like a casual human who makes mistakes.

Every opponent answers one question, :meth:`Opponent.decide`, for a turn that has been rolled at
least once: keep some dice and roll the others, or score in a box. Randomness comes only from the
``random.Random`` it was given, so games are reproducible.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

from talking_yahtzee.advisor.advice import keep_positions
from talking_yahtzee.advisor.heuristic import PAR, UPPER_WEIGHT, heuristic_value, par
from talking_yahtzee.core.rules import (
    DICE_COUNT,
    Box,
    Category,
    Dice,
    NotRolledYet,
    Option,
    RuleSet,
    Scorecard,
    Scoring,
    Turn,
)


@dataclass(frozen=True, slots=True)
class Reroll:
    """Keep the dice at ``held`` (0-based positions) and roll the others."""

    held: frozenset[int]


@dataclass(frozen=True, slots=True)
class ScoreIn:
    """Score the dice in ``category``."""

    category: Category


Decision = Reroll | ScoreIn


class Opponent(Protocol):
    """A computer player."""

    @property
    def level(self) -> str: ...

    @property
    def rng(self) -> random.Random | None:
        """Where its random choices come from (saved with a game), or None if it makes none."""
        ...

    def decide(self, card: Scorecard, turn: Turn, rules: RuleSet) -> Decision: ...


def _rolled(turn: Turn) -> Dice:
    if turn.dice is None:
        raise NotRolledYet("the opponent decides only after a roll")
    return turn.dice


# --------------------------------------------------------------------------------------------------
# expert: the exact optimal strategy
# --------------------------------------------------------------------------------------------------


class ExpertOpponent:
    """Maximizes the expected final score, from the exact strategy table."""

    level = "expert"
    rng = None

    def decide(self, card: Scorecard, turn: Turn, rules: RuleSet) -> Decision:
        from talking_yahtzee.advisor import engine

        dice = _rolled(turn)
        move = engine.best_move(rules, engine.state_of(card, rules), dice, turn.rolls_left)
        if isinstance(move, Category):
            return ScoreIn(move)
        return Reroll(keep_positions(dice, move))


# --------------------------------------------------------------------------------------------------
# master: the expert early, the best chance to win from the point where it is exact
# --------------------------------------------------------------------------------------------------


def cards_after(cards: Sequence[Scorecard], player: int) -> list[Scorecard]:
    """The other players' cards in play order after ``player``: what a master plays against."""
    count = len(cards)
    return [cards[(player + step) % count] for step in range(1, count)]


class MasterOpponent:
    """Plays the expert's game, and from the turn where the chance to win is exact (in free
    order at most :data:`~.winning.EXACT_OPEN_BOXES` open boxes, or one more when that pass is
    small; in forced order from the first turn; every opponent within its bound) the move with
    the best chance to win against the other cards on the table, modelled as experts.

    ``table`` tells it the other players' cards; without it (or alone) it is the expert.
    """

    level = "master"
    rng = None

    def __init__(self, table: Callable[[], Sequence[Scorecard]] | None = None) -> None:
        self.table = table

    def decide(self, card: Scorecard, turn: Turn, rules: RuleSet) -> Decision:
        others = self.table() if self.table is not None else ()
        return self.decide_against(card, turn, rules, others)

    def decide_against(
        self, card: Scorecard, turn: Turn, rules: RuleSet, others: Sequence[Scorecard]
    ) -> Decision:
        """The decision against the cards ``others`` (the other players')."""
        from talking_yahtzee.advisor import winmove

        dice = _rolled(turn)
        move = winmove.winning_move(card, rules, dice, turn.rolls_left, others) if others else None
        if move is None:
            return ExpertOpponent().decide(card, turn, rules)
        if isinstance(move, Category):
            return ScoreIn(move)
        return Reroll(keep_positions(dice, move))


# --------------------------------------------------------------------------------------------------
# good: one turn looked ahead, boxes valued against their usual worth
# --------------------------------------------------------------------------------------------------


class GoodOpponent:
    """Plays each turn to maximize a heuristic worth of the box it ends in."""

    level = "good"
    rng = None

    def decide(self, card: Scorecard, turn: Turn, rules: RuleSet) -> Decision:
        from talking_yahtzee.advisor import heuristic

        dice = _rolled(turn)
        bonus_open = card.upper_bonus_needed() > 0
        if turn.rolls_left:
            mask = sum(1 << rules.index(c) for c in card.filled_categories)
            plan = heuristic.turn_plan(rules, mask, bonus_open)
            keep = plan.best_keep(dice, turn.rolls_left)
            if keep is not None:
                return Reroll(keep_positions(dice, keep))
        best = max(
            card.options(dice),
            key=lambda o: heuristic_value(rules.box(o.category), o.points, bonus_open),
        )
        return ScoreIn(best.category)


# --------------------------------------------------------------------------------------------------
# beginner: natural habits and human mistakes
# --------------------------------------------------------------------------------------------------


class BeginnerOpponent:
    """Chases the face it has most of or an obvious straight, and grabs the most points.

    Mistakes, drawn from its ``rng``: sometimes it stops rolling too early, keeps the wrong dice,
    or scores in the first box that comes to mind.
    """

    level = "beginner"
    stop_early = 0.1
    wrong_keep = 0.1
    careless_score = 0.05

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng or random.Random()

    def decide(self, card: Scorecard, turn: Turn, rules: RuleSet) -> Decision:
        dice = _rolled(turn)
        options = card.options(dice)
        best = max(options, key=lambda o: (self._liking(rules, o), -rules.index(o.category)))
        happy = best.points >= _satisfying(rules.box(best.category))
        if turn.rolls_left and not happy and self.rng.random() >= self.stop_early:
            if self.rng.random() < self.wrong_keep:
                held = frozenset(p for p in range(DICE_COUNT) if self.rng.random() < 0.5)
                if len(held) < DICE_COUNT:
                    return Reroll(held)
            keep = _natural_keep(card, dice)
            if len(keep) < DICE_COUNT:
                return Reroll(keep_positions(dice, keep))
        if self.rng.random() < self.careless_score:
            return ScoreIn(self.rng.choice(options).category)
        return ScoreIn(best.category)

    @staticmethod
    def _liking(rules: RuleSet, option: Option) -> float:
        """Raw points, but a zero hurts more in a box that could have been big."""
        if option.points == 0:
            return -par(rules.box(option.category)) / 4
        return float(option.points)


_MADE_HANDS = (Scoring.FULL_HOUSE, Scoring.STRAIGHT)


def _satisfying(box: Box) -> int:
    """Points a beginner is glad to take at once: any full house, straight or five alike."""
    if box.scoring in _MADE_HANDS or (box.scoring is Scoring.ALIKE and box.count == DICE_COUNT):
        return 1
    return 1000


def _natural_keep(card: Scorecard, dice: Dice) -> tuple[int, ...]:
    """The dice a casual player keeps: a straight in the making, else the most common face."""
    faces = sorted(set(dice.values))
    if not (card.is_filled(Category.SMALL_STRAIGHT) and card.is_filled(Category.LARGE_STRAIGHT)):
        run = _longest_run(tuple(faces))
        if len(run) >= 4 or (len(run) == 3 and Counter(dice.values).most_common(1)[0][1] < 3):
            return run
    counts = Counter(dice.values)
    face, count = max(counts.items(), key=lambda fc: (fc[1], fc[0]))
    if count == 1:
        return (max(dice.values),)
    return (face,) * count


@lru_cache(maxsize=64)
def _longest_run(faces: tuple[int, ...]) -> tuple[int, ...]:
    best: tuple[int, ...] = ()
    run: list[int] = []
    for face in faces:
        run = [*run, face] if run and face == run[-1] + 1 else [face]
        if len(run) > len(best):
            best = tuple(run)
    return best


# --------------------------------------------------------------------------------------------------
# by name
# --------------------------------------------------------------------------------------------------


def opponent(level: str, rng: random.Random | None = None) -> Opponent:
    """The computer player of ``level`` (master, expert, good, beginner); the beginner draws on
    ``rng``. A master made here does not see the table: give it one with ``MasterOpponent``."""
    if level == BeginnerOpponent.level:
        return BeginnerOpponent(rng)
    for kind in (GoodOpponent, ExpertOpponent, MasterOpponent):
        if level == kind.level:
            return kind()
    kinds = (BeginnerOpponent, GoodOpponent, ExpertOpponent, MasterOpponent)
    levels = ", ".join(k.level for k in kinds)
    raise ValueError(f"unknown opponent level {level!r}: choose {levels}")


__all__ = [
    "PAR",
    "UPPER_WEIGHT",
    "BeginnerOpponent",
    "Decision",
    "ExpertOpponent",
    "GoodOpponent",
    "MasterOpponent",
    "Opponent",
    "Reroll",
    "ScoreIn",
    "cards_after",
    "heuristic_value",
    "opponent",
]
