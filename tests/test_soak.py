"""The stateful property test: random keys in every mode never break the real application.

A fixed budget runs in `make test`; `make soak` runs 100,000 sequences (tests/soak.py).
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from soak import KEYS, Table, drive, key_lists, tables
from talking_yahtzee.game import Player, PlayerKind


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
    assert drive(Table(players=None), ["enter", "down", "down", "enter", *KEYS]) > len(KEYS)


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
