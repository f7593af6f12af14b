"""The script commands under hostile input: exit status 2, one safe line on stderr, never more."""

from __future__ import annotations

import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from talking_yahtzee.cli import main as cli
from talking_yahtzee.core.rules import Scorecard


@pytest.fixture(autouse=True)
def private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing here may touch the real settings or data folders."""
    monkeypatch.setenv("TALKING_YAHTZEE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("TALKING_YAHTZEE_DATA_DIR", str(tmp_path / "data"))


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_safe_line(err: str) -> None:
    assert err.startswith("yahtzee: ") and err.endswith("\n")
    assert err.count("\n") == 1, err
    assert not any(unicodedata.category(c) in ("Cc", "Cf", "Cs") for c in err[:-1]), err
    assert "Traceback" not in err
    assert len(err) < 250


BAD = {
    "escape in a box name": ["options", "--dice", "12345", "--scorecard",
        '{"\\u001b]2;x\\u0007": 1}'],
    "raw escape in a box name": ["options", "--dice", "12345", "--scorecard",
        '{"\x1b]2;x\x07": 1}'],
    "newline in a box name": ["options", "--dice", "12345", "--scorecard", '{"a\\nb": 1}'],
    "raw newline in a box name": ["options", "--dice", "12345", "--scorecard", '{"a\nb": 1}'],
    "[ x1000": ["options", "--dice", "12345", "--scorecard", "[" * 1000],
    "[ x100000": ["advise", "--scorecard", "[" * 100_000],
    "5000 digits": ["options", "--dice", "12345", "--scorecard", '{"ones": ' + "9" * 5000 + "}"],
    "1e999": ["options", "--dice", "12345", "--scorecard", '{"ones": 1e999}'],
    "NaN": ["options", "--dice", "12345", "--scorecard", '{"ones": NaN}'],
    "97 KB": ["options", "--dice", "12345", "--scorecard", '{"' + "a" * 97_000 + '": 1}'],
    "97 KB dice": ["options", "--dice", "1" * 97_000],
    "Arabic-Indic dice": ["options", "--dice", "\u0661,\u0662,\u0663,\u0664,\u0665"],
    "signed dice": ["options", "--dice", "+1,2,3,4,5"],
    "signed rolls left": ["advise", "--dice", "12345", "--rolls-left", "+1"],
    "Arabic-Indic rolls left": ["advise", "--dice", "12345", "--rolls-left", "\u0661"],
    "escape as an argument": ["\x1b[2J"],
    "escape as a subcommand argument": ["options", "\x1b]2;pwned\x07"],
    "escape as a rule set": ["options", "--dice", "12345", "--rules", "\x1b[2J"],
    "bonus in chance 13": [
        "options", "--dice", "12345", "--scorecard",
        '{"yahtzee":50,"chance":13,"yahtzee_bonuses":1}',
    ],
    "bonus in ones 3": [
        "advise", "--scorecard", '{"yahtzee":50,"ones":3,"yahtzee_bonuses":1}',
    ],
    "three bonuses": [
        "options", "--dice", "12345", "--scorecard",
        '{"yahtzee":50,"ones":3,"twos":4,"threes":6,"yahtzee_bonuses":3}',
    ],
    "forced Joker zero full house": [
        "options", "--dice", "12345", "--scorecard",
        '{"yahtzee":50,"full_house":0,"yahtzee_bonuses":1}',
    ],
    "seed in another script": ["play", "--seed", "\u0661\u0662"],
    "three players named Ann": ["play", "--players", "Ann,Ann,Ann"],
    "a name that is only controls": ["play", "--players", "\x1b\x07\x9b\u202e,Bob"],
    "volume infinity": ["play", "--volume", "inf"],
}  # fmt: skip


@pytest.mark.parametrize("argv", BAD.values(), ids=BAD.keys())
def test_bad_input_is_one_safe_line_and_status_2(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert_one_safe_line(err)


def test_the_offending_input_is_quoted_shortened(capsys: pytest.CaptureFixture[str]) -> None:
    _, _, err = run(capsys, "options", "--dice", "1" * 97_000)
    assert '"' + "1" * 80 + '"' in err and "97000 characters" in err
    _, _, err = run(capsys, "\x1b[2J")
    assert "\\x1b[2J" in err


def test_the_bonus_error_names_the_bonus(capsys: pytest.CaptureFixture[str]) -> None:
    card = '{"yahtzee":50,"chance":13,"yahtzee_bonuses":1}'
    _, _, err = run(capsys, "options", "--dice", "12345", "--scorecard", card)
    assert "yahtzee_bonuses 1 is impossible" in err


def test_free_joker_zero_full_house_is_possible(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(
        capsys,
        "options",
        "--dice",
        "12345",
        "--rules",
        "free-joker",
        "--scorecard",
        '{"yahtzee":50,"full_house":0,"yahtzee_bonuses":1}',
    )
    assert code == 0 and err == ""


def test_an_unexpected_failure_is_still_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: object) -> object:
        raise RuntimeError("boom\n\x1b[2Jsecond line")

    monkeypatch.setattr(Scorecard, "options", broken)
    code, out, err = run(capsys, "options", "--dice", "12345")
    assert code == 2 and out == ""
    assert_one_safe_line(err)
    assert "RuntimeError" in err


def test_the_real_command_never_shows_a_traceback() -> None:
    for argv in (["\x1b[2J"], ["options", "--dice", "12345", "--scorecard", "[" * 100_000]):
        result = subprocess.run(
            [sys.executable, "-m", "talking_yahtzee", *argv],
            capture_output=True,
            check=False,
        )
        assert result.returncode == 2
        assert result.stdout == b""
        assert result.stderr.count(b"\n") == 1 and b"\x1b" not in result.stderr
