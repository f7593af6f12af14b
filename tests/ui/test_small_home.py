"""Smaller things heard at home (issue 42), through the real application: the winner's margins
in the order of the standings, leaving says that the game is saved and where it stands, the
Swedish word for a held die is one word, German says whose turn it is with no stray comma; in
English and in Swedish."""

from __future__ import annotations

from pathlib import Path

import pytest
from harness import play, whole_game_keys

from talking_yahtzee.core.game import Player, PlayerKind
from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.store.savegame import SaveStore

ROBO_CY_ANN = [
    Player("Robo", PlayerKind.COMPUTER, "expert"),
    Player("Ann"),
    Player("Cy", PlayerKind.COMPUTER, "beginner"),
]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_winners_margins_follow_the_standings_not_the_seats(lang: str) -> None:
    # Seed 1: Robo wins, Cy (seat 3) second by 26, Ann (seat 2) third by 161.
    run = play([*whole_game_keys(13), "n"], players=ROBO_CY_ANN, seed=1, lang=lang)
    (winner,) = run.messages("game-winner")
    margins = [(m.args["player"], m.args["margin"]) for m in winner.args["margins"].items]  # type: ignore[attr-defined]
    assert margins == [("Cy", 26), ("Ann", 161)]
    said = run.controller.localizer.format(winner)
    assert said.index("Cy") < said.index("Ann"), said


@pytest.mark.parametrize(
    ("lang", "yes", "words"), [("en", "y", "round 2 of 13"), ("sv", "j", "runda 2 av 13")]
)
def test_leaving_says_the_game_is_saved_and_where_it_stands(
    tmp_path: Path, lang: str, yes: str, words: str
) -> None:
    keys = ["r", "down", "down", "enter"]  # Threes scored: the game is worth keeping
    run = play(keys, players=[Player("Ann")], save=SaveStore(tmp_path), leave=("q", yes), lang=lang)
    (goodbye,) = run.messages("app-goodbye-saved")
    assert (goodbye.args["round"], goodbye.args["rounds"]) == (2, 13)
    assert words in run.texts[-1]
    assert "app-goodbye" not in run.ids


def test_leaving_a_game_not_kept_says_only_goodbye(tmp_path: Path) -> None:
    run = play(["r"], players=[Player("Ann")], save=SaveStore(tmp_path), leave=("q", "y"))
    assert run.ids[-1] == "app-goodbye" and "app-goodbye-saved" not in run.ids


def test_swedish_says_one_word_for_held_dice() -> None:
    run = play(["r", "1", "u"], players=[Player("Ann")], lang="sv", leave=("q", "j"))
    (undone,) = run.messages("forgive-undo-hold")
    said = run.controller.localizer.format(undone)
    assert "sparade" in said and "håll" not in said


def test_german_says_whose_turn_with_no_stray_comma() -> None:
    german = Localizer("de")
    assert german.format(Msg("online-turn", player="Ann")) == "Jetzt spielt Ann."
    refused = german.format(Msg("online-not-your-turn", player="Ann"))
    assert refused.endswith("Jetzt spielt Ann.")
