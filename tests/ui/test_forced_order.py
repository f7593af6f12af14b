"""Yatzy in forced order by keys: the next box said at each turn, the cursor on it from the first
key of every turn (Enter scores it, even from a held die), Up and Down stop on it, and a box out
of order is answered with where to go."""

from __future__ import annotations

from harness import Run, play

from talking_yahtzee.core.game import Player

ROLLS = [1, 2, 3, 4, 6, 2, 2, 5, 6, 6, 3, 3, 3, 1, 2]


def scored(run: Run) -> list[tuple[object, object]]:
    return [(m.args["category"], m.args["points"]) for m in run.messages("game-scored")]


def test_each_turn_starts_on_the_box_to_fill() -> None:
    # Round 1: Enter. Round 2: a die held (the cursor on it), then Enter. Round 3: the cursor is
    # moved off the box (first letters to One pair, Chance), Enter is refused with where to go,
    # and Down comes back to the only box allowed.
    keys = ["r", "enter", "r", "1", "enter", "r", "O", "enter", "C", "enter", "down", "enter"]
    run = play(keys, players=[Player("Ann")], dice=ROLLS, rules="yatzy-forced", roll_guard=False)
    told = [m.args["category"] for m in run.messages("game-next-box")]
    assert told == ["ones", "twos", "threes", "fours"]
    assert scored(run) == [("ones", 1), ("twos", 4), ("threes", 9)]
    assert "app-choose-box" not in run.ids  # the issue: a held die answered "Choose a box"
    refusals = [m.args["category"] for m in run.messages("error-not-next-box")]
    assert refusals == ["threes", "threes"]  # One pair, then Chance: both point to Threes
    assert [m.args["category"] for m in run.messages("box-focus")] == ["threes"]
    texts = run.texts
    assert texts[texts.index("Round 1 of 15.") + 1].startswith("Next box")
    game = run.app.controller.game_
    assert game.cards[0].to_mapping() == {"ones": 1, "twos": 4, "threes": 9}


def test_the_cursor_is_on_the_box_to_fill_before_the_roll() -> None:
    # Round 2 starts on Twos (the full screen's cursor is there); Down before the roll goes on
    # from it to Threes.
    run = play(["r", "enter"], players=[Player("Ann")], dice=ROLLS, rules="yatzy-forced")
    assert (run.app.controller.focus_area, run.app.controller.focus) == ("boxes", 1)
    run = play(["r", "enter", "down"], players=[Player("Ann")], dice=ROLLS, rules="yatzy-forced")
    focused = [m.args["category"] for m in run.app.controller.said if m.id.startswith("box-focus")]
    assert focused == ["threes"]


def test_free_yatzy_says_no_next_box() -> None:
    run = play(["r"], players=[Player("Ann")], dice=ROLLS, rules="yatzy", roll_guard=False)
    assert not any(t.startswith("Next box") for t in run.texts)
    assert "Round 1 of 15." in run.texts


def test_in_the_last_round_the_arrows_still_stop_on_the_box_to_fill() -> None:
    # 14 rounds scored at once (Enter on the box to fill, again for a zero), then the last:
    # Home, Down and Up stay on Yatzy, the only box left, and Enter (twice: a zero) scores it.
    keys = ["r", "enter", "enter"] * 14 + ["r", "home", "down", "up", "enter", "enter"]
    run = play(keys, players=[Player("Ann")], dice=[1, 2, 3, 4, 5] * 15, rules="yatzy-forced")
    focused = [m.args["category"] for m in run.app.controller.said if m.id.startswith("box-focus")]
    assert focused == ["yatzy", "yatzy", "yatzy"]
    assert run.app.controller.game_.is_over
