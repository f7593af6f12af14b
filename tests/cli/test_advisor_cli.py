"""``yahtzee advise``: JSON shape, text output, and bad input."""

from __future__ import annotations

import json

import pytest

from talking_yahtzee.advisor import advise, engine, expected_final
from talking_yahtzee.cli.main import main
from talking_yahtzee.core.rules import OFFICIAL, Dice, Scorecard

VERHOEFF = (
    '{"ones": 3, "threes": 9, "fours": 12, "sixes": 24, "full_house": 25, "small_straight": 30}'
)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["advise", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_expected_final_without_dice(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "--json")
    assert status == 0 and not err
    assert json.loads(out) == {"expected_final": pytest.approx(254.5877287345, abs=1e-9)}
    # Full float64 precision: the printed number reads back as exactly the API's value.
    assert json.loads(out)["expected_final"] == expected_final(Scorecard(), OFFICIAL)
    _, out, _ = run(capsys, "--json", "--rules", "free-joker", "--scorecard", "{}")
    assert json.loads(out)["expected_final"] == pytest.approx(254.5896094820, abs=1e-9)


def test_json_options(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(
        capsys, "--json", "--scorecard", VERHOEFF, "--dice", "1,2,3,4,4", "--rolls-left", "2"
    )
    assert status == 0 and not err
    data = json.loads(out)
    assert set(data) == {"best", "options"}
    assert data["best"] == {
        "action": "keep",
        "keep": [2, 3, 4],
        "expected_final": pytest.approx(243.41, abs=0.005),
    }
    assert data["options"][0] == data["best"]
    # The command reads the table file without numpy (advisor.plain) and sums the keeps level by
    # level, as the build does: the API's bytes once the turn's whole keep table exists.
    card = Scorecard.from_mapping(json.loads(VERHOEFF))
    engine.turn_values(OFFICIAL, engine.state_of(card, OFFICIAL)).keep_values(2)
    advice = advise(card, OFFICIAL, Dice.parse("12344"), 2)
    assert [o["expected_final"] for o in data["options"]] == [
        o.expected_final for o in advice.options
    ]
    assert {
        "action": "keep",
        "keep": [1, 2, 3, 4],
        "expected_final": pytest.approx(243.10, abs=0.005),
    } in data["options"]
    scores = [o for o in data["options"] if o["action"] == "score"]
    assert {o["category"] for o in scores} == {
        "twos",
        "fives",
        "three_of_a_kind",
        "four_of_a_kind",
        "large_straight",
        "yahtzee",
        "chance",
    }
    assert all(set(o) == {"action", "category", "points", "expected_final"} for o in scores)
    values = [o["expected_final"] for o in data["options"]]
    assert [round(v, 9) for v in values] == sorted((round(v, 9) for v in values), reverse=True)


def test_final_dice_default_to_no_rolls_left(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--json", "--dice", "12345")
    data = json.loads(out)
    assert status == 0
    assert data["best"]["category"] == "large_straight"
    assert data["best"]["points"] == 40
    assert all(o["action"] == "score" for o in data["options"])


def test_text_output_one_option_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--dice", "4,4,6,6,6", "--rolls-left", "2")
    lines = out.splitlines()
    assert status == 0
    assert lines[0] == "keep 6 6 6: expected final score 265.11"
    assert any(line.startswith("score full_house for 25 points") for line in lines)
    assert "keep nothing" in out
    _, out, _ = run(capsys)
    assert out == "expected final score: 254.59\n"


FULL = json.dumps(
    {c: 0 for c in ["ones", "twos", "threes", "fours", "fives", "sixes", "three_of_a_kind"]}
    | {c: 0 for c in ["four_of_a_kind", "full_house", "small_straight", "large_straight"]}
    | {"yahtzee": 0, "chance": 10}
)


@pytest.mark.parametrize(
    "argv",
    [
        ["--dice", "1,2,3"],
        ["--dice", "1,2,3,4,7"],
        ["--scorecard", '{"bogus": 3}'],
        ["--scorecard", '{"twos": 3}'],
        ["--scorecard", "{not json"],
        ["--scorecard", "[1, 2]"],
        ["--scorecard", FULL],
        ["--scorecard", FULL, "--dice", "12345"],
        ["--dice", "12345", "--rolls-left", "3"],
        ["--dice", "12345", "--rolls-left", "-1"],
        ["--dice", "12345", "--rolls-left", "two"],
        ["--rolls-left", "1"],
        ["--rules", "house"],
    ],
)
def test_bad_input_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    status, out, err = run(capsys, "--json", *argv)
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("yahtzee: ")
