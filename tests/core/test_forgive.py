"""Forgiving play: the roll guards as rules, and what they say (undo: tests/engine/test_undo.py)."""

from __future__ import annotations

import pytest

from talking_yahtzee.core.dice import ScriptedDice
from talking_yahtzee.core.forgive import (
    ROLL_INTERVAL,
    RollGuard,
    Verdict,
    made_hand,
)
from talking_yahtzee.core.game import Game, Player, Roll
from talking_yahtzee.core.rules import Category, Dice, Scorecard, Turn
from talking_yahtzee.messages.forgiving import roll_check_message
from talking_yahtzee.messages.i18n import Localizer, Msg

LARGE = [1, 2, 3, 4, 5]
SMALL = [1, 2, 3, 4, 6]
HOUSE = [2, 2, 5, 5, 5]
YAHTZEE = [4, 4, 4, 4, 4]
NOTHING = [1, 1, 3, 4, 6]


def solo(*rolls: list[int]) -> Game:
    game = Game([Player("Ann")], dice=ScriptedDice([v for r in rolls for v in r]))
    game.start()
    return game


def turn(values: list[int], held: frozenset[int] = frozenset(), used: int = 1) -> Turn:
    return Turn(Dice(tuple(values)), held, used)


@pytest.mark.parametrize(
    ("values", "combo"),
    [
        (YAHTZEE, "yahtzee"),
        (LARGE, "large-straight"),
        (SMALL, "small-straight"),
        (HOUSE, "full-house"),
        (NOTHING, None),
    ],
)
def test_made_hands(values: list[int], combo: str | None) -> None:
    assert made_hand(Scorecard(), turn(values)) == combo


def test_made_hand_only_when_it_matters() -> None:
    card = Scorecard()
    assert made_hand(card, turn(LARGE, frozenset({0}))) is None  # something held: a choice
    assert made_hand(card, turn(LARGE, used=3)) is None  # no roll left
    assert made_hand(card, Turn()) is None
    filled = card.score(Category.LARGE_STRAIGHT, Dice.of(*LARGE))
    assert made_hand(filled, turn(LARGE)) == "small-straight"  # the small straight box is open
    both = filled.score(Category.SMALL_STRAIGHT, Dice.of(*LARGE))
    assert made_hand(both, turn(LARGE)) is None
    yahtzee = card.score(Category.YAHTZEE, Dice.of(*YAHTZEE))
    assert made_hand(yahtzee, turn(YAHTZEE)) == "yahtzee"  # a bonus is still possible
    scratched = card.score(Category.YAHTZEE, Dice.of(*NOTHING))
    assert made_hand(scratched, turn([3, 3, 3, 3, 3])) is None


def test_roll_key_too_soon_is_ignored() -> None:
    game = solo(NOTHING, NOTHING)
    guard = RollGuard()
    assert guard.roll_key(game, 10.0).verdict is Verdict.ROLL
    game.apply(Roll())
    assert guard.roll_key(game, 10.0 + ROLL_INTERVAL / 2).verdict is Verdict.TOO_SOON
    # key repeat: every key restarts the interval, so a held key never rolls again
    assert guard.roll_key(game, 10.0 + ROLL_INTERVAL).verdict is Verdict.TOO_SOON
    assert guard.roll_key(game, 11.0).verdict is Verdict.ROLL
    assert RollGuard(debounce=False).roll_key(game, 0.0).verdict is Verdict.ROLL


def test_made_hand_asks_for_a_second_press() -> None:
    game = solo(LARGE)
    guard = RollGuard()
    game.apply(Roll())
    check = guard.roll_key(game, 5.0)
    assert (check.verdict, check.combo) == (Verdict.CONFIRM, "large-straight")
    assert guard.roll_key(game, 5.1).verdict is Verdict.TOO_SOON  # a double tap does not confirm
    assert guard.roll_key(game, 6.0).verdict is Verdict.ROLL
    guard.other_key()
    assert guard.roll_key(game, 7.0).verdict is Verdict.CONFIRM
    guard.other_key()  # any other key in between: ask again
    assert guard.roll_key(game, 8.0).verdict is Verdict.CONFIRM
    assert RollGuard(confirm=False).roll_key(game, 0.0).verdict is Verdict.ROLL


def test_guard_messages() -> None:
    game = solo(HOUSE)
    game.apply(Roll())
    guard = RollGuard()
    english = Localizer("en")
    message = roll_check_message(guard.roll_key(game, 1.0), "R")
    assert message is not None
    assert english.format(message) == "You have a full house. Press R again to roll anyway."
    message = roll_check_message(guard.roll_key(game, 1.1), "R")
    assert message == Msg("forgive-roll-too-soon")
    assert roll_check_message(guard.roll_key(game, 2.0), "R") is None
