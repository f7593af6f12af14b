"""``yahtzee options``: the fixed command-line interface to the rules."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from american import CATEGORIES

from talking_yahtzee.cli.main import main

ALL_BOXES = [c.value for c in CATEGORIES]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        capsys,
        "options",
        "--json",
        "--dice",
        "1,2,3,4,4",
        "--scorecard",
        '{"ones": 5, "yahtzee": 50, "yahtzee_bonuses": 1}',
    )
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["yahtzee_bonus"] == 0
    assert data["options"][0] == {"category": "twos", "points": 2}
    assert {"category": "small_straight", "points": 30} in data["options"]
    assert all(o["category"] not in ("ones", "yahtzee") for o in data["options"])


def test_joker_in_json(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(
        capsys, "options", "--json", "--dice", "5,5,5,5,5", "--scorecard", '{"yahtzee": 50}'
    )
    assert json.loads(out) == {
        "options": [{"category": "fives", "points": 25}],
        "yahtzee_bonus": 100,
    }
    _code, out, _ = run(
        capsys,
        "options",
        "--json",
        "--dice",
        "5,5,5,5,5",
        "--scorecard",
        '{"yahtzee": 50}',
        "--rules",
        "free-joker",
    )
    assert len(json.loads(out)["options"]) == 12


def test_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    _code, out, _ = run(capsys, "options", "--dice", "3,3,3,4,4")
    lines = out.splitlines()
    assert "full_house: 25" in lines
    assert lines[-1] == "yahtzee_bonus: 0"
    assert len(lines) == 14


@pytest.mark.parametrize(
    "argv",
    [
        ["--dice", "1,2,3"],
        ["--dice", "1,2,3,4,9"],
        ["--dice", "1,2,3,4,5", "--scorecard", '{"bogus": 3}'],
        ["--dice", "1,2,3,4,5", "--scorecard", '{"fives": 7}'],
        ["--dice", "1,2,3,4,5", "--scorecard", '{"full_house": 20}'],
        ["--dice", "1,2,3,4,5", "--scorecard", '{"ones": '],
        ["--dice", "1,2,3,4,5", "--scorecard", "[1, 2]"],
        ["--dice", "1,2,3,4,5", "--rules", "house"],
        ["--scorecard", "{}"],
        [
            "--dice",
            "1,2,3,4,5",
            "--scorecard",
            json.dumps({k: 5 if k == "chance" else 0 for k in ALL_BOXES}),
        ],
    ],
)
def test_bad_input_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    code, out, err = run(capsys, "options", "--json", *argv)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert err.startswith("yahtzee: ")
    assert "Traceback" not in err


def test_console_script_runs_without_traceback() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "talking_yahtzee", "options", "--dice", "9"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1
    result = subprocess.run(
        [sys.executable, "-m", "talking_yahtzee", "options", "--json", "--dice", "6,6,6,6,6"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert {"category": "yahtzee", "points": 50} in json.loads(result.stdout)["options"]
