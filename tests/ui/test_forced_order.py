"""Yatzy in forced order by keys: the next box said at each turn, Up and Down stop on it, and a
box filled or out of order is answered with where to go."""

from __future__ import annotations

from harness import play

from talking_yahtzee.core.game import Player

ROLLS = [1, 2, 3, 4, 6, 2, 2, 5, 6, 6]


def test_the_next_box_is_said_and_other_boxes_point_to_it() -> None:
    keys = ["r", "down", "enter", "r", "enter", "C", "enter", "up", "enter"]
    run = play(keys, players=[Player("Ann")], dice=ROLLS, rules="yatzy-forced", roll_guard=False)
    texts = run.texts
    assert texts[texts.index("Round 1 of 15.") + 1] == "Next box, Ones."
    assert "1 in Ones." in texts and "Next box, Twos." in texts
    # Enter on Ones (filled) and on Chance (out of order): both say where to go
    refusals = [t for t in texts if t.startswith("Next box, Twos. Boxes are filled in order.")]
    assert len(refusals) == 2
    assert "Twos, 4" in texts  # Up from Chance stops on the only box allowed
    assert "4 in Twos." in texts
    game = run.app.controller.game_
    assert game.cards[0].to_mapping() == {"ones": 1, "twos": 4}


def test_free_yatzy_says_no_next_box() -> None:
    run = play(["r"], players=[Player("Ann")], dice=ROLLS, rules="yatzy", roll_guard=False)
    assert not any(t.startswith("Next box") for t in run.texts)
    assert "Round 1 of 15." in run.texts
