"""``yahtzee advise --win``: the chance to win, exactness, choices ranked by it, bad input."""

from __future__ import annotations

import json

import pytest

from talking_yahtzee.advisor import winning
from talking_yahtzee.cli.main import main
from talking_yahtzee.core.rules import OFFICIAL, Category, Dice, Scorecard

# Yahtzee and Chance open, 117 points: 29 more beat 145.
BEHIND = (
    '{"ones": 2, "twos": 4, "threes": 6, "fours": 8, "fives": 10, "sixes": 12,'
    ' "three_of_a_kind": 20, "four_of_a_kind": 0, "full_house": 25, "small_straight": 30,'
    ' "large_straight": 0}'
)
# Every box filled but Chance: 145 points once Chance holds 28.
ALMOST = (
    '{"ones": 2, "twos": 4, "threes": 6, "fours": 8, "fives": 10, "sixes": 12,'
    ' "three_of_a_kind": 20, "four_of_a_kind": 0, "full_house": 25, "small_straight": 30,'
    ' "large_straight": 0, "yahtzee": 0}'
)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["advise", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_beat_ranks_the_choices_by_the_chance_to_win(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(
        capsys, "--json", "--win", "--scorecard", BEHIND, "--beat", "145",
        "--dice", "6,6,6,5,4", "--rolls-left", "1",
    )  # fmt: skip
    assert status == 0 and not err
    data = json.loads(out)
    assert set(data) == {"win_probability", "exact", "best", "options"}
    assert data["exact"] is True
    assert data["win_probability"] == pytest.approx(0.2050238687714157, abs=1e-12)
    assert data["best"] == data["options"][0]
    assert data["best"]["action"] == "keep" and data["best"]["keep"] == [5, 6, 6, 6]
    chances = [o["win_probability"] for o in data["options"]]
    assert chances == sorted(chances, reverse=True)
    chance = next(o for o in data["options"] if o.get("category") == "chance")
    assert chance["points"] == 27
    assert chance["win_probability"] == pytest.approx(0.04602864252569886, abs=1e-12)
    assert chance["expected_final"] > data["best"]["expected_final"]  # the expert's choice
    # The same numbers as the API, to the last bit.
    card = Scorecard.from_mapping(json.loads(BEHIND))
    advice = winning.win_advice(card, OFFICIAL, Dice.parse("66654"), 1, beat=145)
    assert [o["win_probability"] for o in data["options"]] == [
        o.win_probability for o in advice.options
    ]


def test_opponents_and_the_chance_at_the_start_of_a_turn(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run(
        capsys, "--json", "--win", "--scorecard", BEHIND, "--opponent", ALMOST,
        "--opponent", ALMOST,
    )  # fmt: skip
    assert status == 0 and not err
    data = json.loads(out)
    card = Scorecard.from_mapping(json.loads(BEHIND))
    them = Scorecard.from_mapping(json.loads(ALMOST))
    chance, exact = winning.win_chance(card, OFFICIAL, opponents=[them, them])
    assert data == {"win_probability": chance, "exact": True} and exact
    alone, _ = winning.win_chance(card, OFFICIAL, opponents=[them])
    assert 0 < chance < alone < 1  # two opponents are harder to beat than one


def test_far_out_is_an_estimate_and_text_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "--win", "--opponent", "{}", "--dice", "1,1,1,2,3", "--rolls-left", "2"
    )
    assert status == 0
    lines = out.splitlines()
    assert lines[0].startswith("chance to win: ") and lines[0].endswith("% (an estimate)")
    assert lines[1].startswith("keep 1 1 1: chance to win ")
    assert "expected final score" in lines[1]
    status, out, _ = run(capsys, "--json", "--win", "--opponent", "{}")
    data = json.loads(out)
    assert data["exact"] is False and 0.45 < data["win_probability"] < 0.55


def test_a_yahtzee_bonus_is_shown(capsys: pytest.CaptureFixture[str]) -> None:
    card = json.loads(ALMOST) | {"yahtzee": 50}
    status, out, _ = run(
        capsys, "--json", "--win", "--scorecard", json.dumps(card), "--beat", "300",
        "--dice", "5,5,5,5,5",
    )  # fmt: skip
    assert status == 0
    best = json.loads(out)["best"]
    assert best["category"] == Category.CHANCE.value and best["yahtzee_bonus"] == 100
    assert best["win_probability"] == 0.0  # 195 + 25 + 100 cannot pass 300


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--opponent", "{}"], "--opponent and --beat need --win"),
        (["--win"], "--win needs --opponent"),
        (["--win", "--beat", "200", "--opponent", "{}"], "not both"),
        (["--win", "--beat", "-3"], "bad --beat"),
        (["--win", "--beat", "many"], "bad --beat"),
        (["--win", "--opponent", "[1]"], "bad --opponent"),
        (["--win", "--opponent", '{"ones": 7}'], "bad --opponent"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, "--json", *argv)
    assert status == 2
    assert not out
    assert err.count("\n") == 1 and err.startswith("yahtzee: ")
    assert message in err
