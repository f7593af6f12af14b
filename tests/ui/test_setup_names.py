"""The setup's names by keys: a name offered by Up or Down is replaced by what is typed (never
"CleoRobo"), a computer is offered no person's name, and a name emptied with Backspace is asked
for again instead of quietly coming back; in English and in Swedish."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from harness import play

from talking_yahtzee.core.dice import ScriptedDice
from talking_yahtzee.core.game import Game, Player, Roll, ScoreBox
from talking_yahtzee.store.stats import StatsStore

TWO_PLAYERS = ["enter", "enter", "down", "enter"]
"""The language and the rules as suggested, then two players."""


def cleo_has_played(path: Path) -> StatsStore:
    store = StatsStore(path / "stats.sqlite3")
    game = Game([Player("Cleo")], dice=ScriptedDice([1, 1, 2, 2, 3] * 15))
    game.start()
    while not game.is_over:
        game.apply(Roll())
        game.apply(ScoreBox(game.card.open_categories[0]))
    store.record_game(game, when=datetime(2026, 1, 2, tzinfo=UTC))
    return store


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_typing_after_a_name_offered_replaces_it(tmp_path: Path, lang: str) -> None:
    keys = [*TWO_PLAYERS, "enter", "down", *"Zoe", "enter"]  # a person: Cleo offered, Zoe typed
    keys += ["enter", "down", *"Robo", "enter", "enter", "enter"]  # a computer: nothing offered
    run = play(keys, players=None, stats=cleo_has_played(tmp_path), lang=lang)
    assert [p.name for p in run.controller.game_.players] == ["Zoe", "Robo"]
    assert [m.args["name"] for m in run.messages("setup-name-typed")] == ["Cleo"]
    assert [m.args["number"] for m in run.messages("setup-computer-name")] == [2]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_an_emptied_name_is_asked_for_again(tmp_path: Path, lang: str) -> None:
    keys = [*TWO_PLAYERS, "enter", *"Al", "backspace", "backspace", "enter", *"Bo", "enter"]
    keys += ["enter", "backspace", "enter", *"Robo", "enter"]  # the name said, emptied
    keys += ["enter", "enter"]
    run = play(keys, players=None, stats=cleo_has_played(tmp_path), lang=lang)
    assert [m.args["number"] for m in run.messages("setup-name-needed")] == [1, 2]
    assert run.ids.count("setup-name-empty") == 2
    assert [p.name for p in run.controller.game_.players] == ["Bo", "Robo"]
    assert run.controller.game_.players[1].is_computer


def test_enter_with_nothing_typed_keeps_the_name_said(tmp_path: Path) -> None:
    run = play([*TWO_PLAYERS, "enter", "enter", "enter", "enter", "enter", "enter"], players=None)
    assert "setup-name-needed" not in run.ids
    assert [p.name for p in run.controller.game_.players] == ["Player 1", "Computer 2"]
