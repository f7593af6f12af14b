"""One rule for the rolls of anyone not at this keyboard (a computer at home, another person
online: tests/net/test_online_hearing.py): below the detailed level their rolls and keeps are
silent and their turn is its score and the standing; at detailed every roll is said with its
dice; in English and in Danish."""

from __future__ import annotations

import pytest
from harness import play

from talking_yahtzee.core.game import Player, PlayerKind

PLAYERS = [Player("Ann"), Player("Robo", PlayerKind.COMPUTER, "good")]
DICE = [6, 6, 6, 6, 6, 1, 1, 1, 1, 1] + [3, 3, 3, 5, 2] * 40
"""Who starts: Ann's sixes beat Robo's ones; then three threes, every roll (Ann scores Threes)."""


def robo_rolls(lang: str, verbosity: str) -> list[str]:
    keys = ["r", "down", "down", "enter"]
    run = play(keys, players=PLAYERS, dice=DICE, lang=lang, verbosity=verbosity)
    rolled = [m for m in run.messages("game-rolled") if m.args["player"] == "Robo"]
    assert rolled and run.messages("game-scored")[-1].args["player"] == "Robo"
    return [run.controller.localizer.format(m) for m in rolled]


@pytest.mark.parametrize("lang", ["en", "da"])
@pytest.mark.parametrize("verbosity", ["brief", "normal"])
def test_below_detailed_a_computers_rolls_are_silent(lang: str, verbosity: str) -> None:
    assert set(robo_rolls(lang, verbosity)) == {""}


@pytest.mark.parametrize(("lang", "verb"), [("en", "rolls"), ("da", "slår")])
def test_at_detailed_each_roll_of_a_computer_is_said_with_its_dice(lang: str, verb: str) -> None:
    said = robo_rolls(lang, "detailed")
    assert said[0].startswith(f"Robo {verb} 3, 3, 3"), said
