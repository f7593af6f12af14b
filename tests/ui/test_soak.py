"""The stateful property test: random keys in every mode never break the real application.

A fixed budget runs in `make test`; `make soak` runs 100,000 sequences (tests/support/soak.py).
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from soak import KEYS, Table, drive, key_lists, tables

from talking_yahtzee.core.game import Player, PlayerKind, Roll, ScoreBox
from talking_yahtzee.core.rules import Dice


@settings(
    max_examples=25,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(tables(), key_lists(120))
def test_random_keys_never_break_the_game(table: Table, keys: list[str]) -> None:
    drive(table, keys)


def test_every_key_in_every_mode_of_a_full_table() -> None:
    """A fixed sequence through setup, play, other cards, confirmations and the game's end."""
    table = Table(
        players=(Player("Ann"), Player("Bob"), Player("Cy", PlayerKind.COMPUTER, "expert")),
        physical=True,
        coach=True,
    )
    assert drive(table, [*KEYS, "r", *"12345", "enter", *KEYS] * 3) > 3 * len(KEYS)


def test_the_spoken_setup_then_random_keys() -> None:
    assert drive(Table(players=None), ["enter", "enter", "down", "down", "enter", *KEYS]) > len(
        KEYS
    )


def test_the_driver_can_fail() -> None:
    """A logged exception is caught: the driver's checks are not empty."""
    import logging

    from soak import Driver

    driver = Driver(Table(players=(Player("Ann"),)))
    try:
        logging.getLogger("talking_yahtzee.ui.controller").error("a planted failure")
        try:
            driver.send("r")
        except AssertionError as error:
            assert "a planted failure" in str(error)
        else:
            raise AssertionError("the driver missed a logged error")
    finally:
        driver.close()


def test_the_history_check_fails_on_a_card_that_is_not_its_history() -> None:
    """The check replays only what changed, yet a card that differs from the history is caught,
    and an earlier turn that changes (as undo changes them) is replayed again."""
    from itertools import chain, repeat

    from soak import GameCheck

    from talking_yahtzee.core.dice import ScriptedDice
    from talking_yahtzee.core.game import Game
    from talking_yahtzee.core.rules import Category, Scorecard

    dice = ScriptedDice(chain([6] * 5, [1] * 5, repeat(3)))  # Ann starts, then all threes
    game = Game([Player("Ann"), Player("Bob")], dice=dice)
    game.start()
    check = GameCheck()
    for category in (Category.THREES, Category.THREES, Category.CHANCE):
        game.apply(Roll())
        game.apply(ScoreBox(category))
        check(game)
    game.cards[0] = Scorecard()
    try:
        check(game)
    except AssertionError as error:
        assert "differ from the history" in str(error)
    else:
        raise AssertionError("a card that is not its history passed the check")
    game.turns[0].rolls[-1] = (2, 2, 3, 3, 3)  # the first turn now scores 9 in Threes, not 15
    game.cards[0] = Scorecard(rules=game.rules).score(Category.THREES, Dice((2, 2, 3, 3, 3)))
    game.cards[0] = game.cards[0].score(Category.CHANCE, Dice((3,) * 5))
    check(game)
