"""Each turn starts with the cursor on an open box: after a score, the player's first open box
(never the box just filled, where Enter could only say "already filled"); with several people at
one keyboard each one's own card decides; at home in English and in Swedish Yatzy."""

from __future__ import annotations

import pytest
from harness import Run, play

from talking_yahtzee.core.game import Player

ROLLS = [1, 2, 3, 4, 6, 2, 2, 5, 6, 6, 3, 3, 3, 1, 2]


def scored(run: Run) -> list[tuple[object, object]]:
    return [(m.args["category"], m.args["points"]) for m in run.messages("game-scored")]


@pytest.mark.parametrize(("lang", "rules"), [("en", "official"), ("sv", "yatzy")])
def test_enter_at_the_start_of_each_turn_scores_the_first_open_box(lang: str, rules: str) -> None:
    keys = ["r", "enter", "r", "enter", "r", "enter"]
    run = play(keys, players=[Player("Ann")], dice=ROLLS, lang=lang, rules=rules)
    assert scored(run) == [("ones", 1), ("twos", 4), ("threes", 9)]
    assert "error-box-filled" not in run.ids
    assert (run.controller.focus_area, run.controller.focus) == ("boxes", 3)


def test_a_turn_after_a_box_further_down_starts_at_the_top_again() -> None:
    # Round 1 scores Chance (End); round 2 starts on Ones, its first open box: with no one
    # rolled, Enter asks to confirm a zero there.
    keys = ["r", "end", "enter", "r", "enter"]
    run = play(keys, players=[Player("Ann")], dice=ROLLS)
    assert scored(run) == [("chance", 16)]
    assert "error-box-filled" not in run.ids
    assert [m.args["category"] for m in run.messages("box-confirm-zero")] == ["ones"]


@pytest.mark.parametrize("lang", ["en", "nb"])
def test_two_people_at_one_keyboard_each_start_on_their_own_first_open_box(lang: str) -> None:
    # Who starts: Ann's sixes beat Bob's ones. Ann scores Chance (End); Bob's Enter scores his
    # Ones (not Chance, where Ann left the cursor); Ann's next Enter her Ones.
    dice = [6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 2, 3, 4, 6, 1, 1, 5, 6, 6, 1, 3, 3, 1, 2]
    keys = ["r", "end", "enter", "r", "enter", "r", "enter"]
    run = play(keys, players=[Player("Ann"), Player("Bob")], dice=dice, lang=lang)
    scores = [(m.args["player"], m.args["category"]) for m in run.messages("game-scored")]
    assert scores == [("Ann", "chance"), ("Bob", "ones"), ("Ann", "ones")]
    assert "error-box-filled" not in run.ids
