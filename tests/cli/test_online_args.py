"""``yahtzee online``'s flags: the plan they make, and what they refuse."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from talking_yahtzee.cli.args import UsageError
from talking_yahtzee.cli.commands import build_parser
from talking_yahtzee.cli.online_args import online_plan
from talking_yahtzee.ui.online_words import digits_spoken
from talking_yahtzee.ui.table_plan import TableSettings


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The plan makes the player's key for the server: kept in a folder of the test's own."""
    monkeypatch.setenv("TALKING_YAHTZEE_DATA_DIR", str(tmp_path))


def test_the_plan_carries_the_key_kept_for_that_server(tmp_path: Path) -> None:
    made = plan("--server", "localhost:8765", "--name", "Bob", "--join", "482193775")
    again = plan("--server", "ws://localhost:8765", "--name", "Bob", "--join", "482193775")
    assert made.key is not None and made.key == again.key
    assert len(list((tmp_path / "keys").iterdir())) == 1


def plan(*argv: str):  # type: ignore[no-untyped-def]
    return online_plan(build_parser("online").parse_args(["online", *argv]))


def test_create_from_the_command_line() -> None:
    made = plan(
        "--server", "localhost:8765", "--name", "Ann", "--create", "--seats", "4",
        "--computers", "2", "--level", "expert", "--rules", "free-joker", "--no-spectators",
        "--away", "5", "--turn-timer", "1",
    )  # fmt: skip
    assert made.server == "ws://localhost:8765" and made.name == "Ann"
    assert made.action == "create"
    assert made.settings == TableSettings(4, 2, "expert", "free-joker", False, 5, 1)
    assert made.settings.away_seconds == 300 and made.settings.turn_seconds == 60
    default = plan("--server", "ws://h:1", "--name", "Bo", "--create", "--away", "off")
    assert default.settings is not None and default.settings.away_seconds is None
    assert default.settings.turn_seconds is None


def test_each_computer_may_have_its_own_level() -> None:
    made = plan(
        "--server", "ws://h:1", "--name", "Ann", "--create", "--seats", "4", "--computers", "3",
        "--level", "beginner,Master",
    )  # fmt: skip
    assert made.settings is not None
    assert [made.settings.level_of(k) for k in range(3)] == ["beginner", "master", "master"]
    with pytest.raises(UsageError):
        plan("--server", "ws://h:1", "--name", "Ann", "--create", "--level", "good,grand")


@pytest.mark.parametrize(("lang", "rules"), [("sv", "yatzy"), ("fi", "yatzy"), ("fr", "official")])
def test_a_table_made_without_rules_gets_the_languages_suggestion(lang: str, rules: str) -> None:
    made = plan("--server", "ws://h:1", "--name", "Bo", "--create", "--lang", lang)
    assert made.settings is not None and made.settings.rules == rules
    chosen = plan("--server", "ws://h:1", "--name", "Bo", "--create", "--lang", "sv", "--rules",
                  "official")  # fmt: skip
    assert chosen.settings is not None and chosen.settings.rules == "official"


def test_join_and_spectate_take_a_code_with_spaces_or_dashes() -> None:
    assert plan("--server", "wss://y.example", "--name", "Bo", "--join", "482 193-775").code == (
        "482193775"
    )
    watching = plan("--server", "ws://h:1", "--name", "Cy", "--spectate", "482193775")
    assert watching.action == "spectate"
    assert plan("--server", "ws://h:1", "--name", "Di").action is None  # the lobby


@pytest.mark.parametrize(
    "argv",
    [
        ("--join", "12345"),
        ("--join", "12345678x"),
        ("--create", "--seats", "9"),
        ("--create", "--seats", "2", "--computers", "2"),
        ("--players", "Ann,Bob"),
        ("--seed", "7"),
        ("--dice", "physical"),
    ],
)
def test_what_makes_no_sense_online_is_refused(argv: tuple[str, ...]) -> None:
    with pytest.raises(UsageError):
        plan("--server", "ws://h:1", "--name", "Ann", *argv)


def test_a_bad_server_or_an_empty_name_is_refused() -> None:
    with pytest.raises(UsageError):
        plan("--server", "http://h:1", "--name", "Ann")
    with pytest.raises(UsageError):
        plan("--server", "ws://h:1", "--name", "\u202e\x07")


def test_a_code_is_said_digit_by_digit_in_three_groups() -> None:
    assert digits_spoken("482193775") == "4 8 2, 1 9 3, 7 7 5"


def test_a_game_at_home_does_not_load_the_network_layer() -> None:
    code = (
        "import sys\n"
        "import talking_yahtzee.cli.app\n"
        "print(sorted(m for m in sys.modules if m.startswith(('talking_yahtzee.net', 'websockets', "
        "'talking_yahtzee.ui.online'))))\n"
    )
    output = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert output.stdout == "[]\n"


def help_of(*argv: str, capsys: pytest.CaptureFixture[str]) -> str:
    from talking_yahtzee.cli.main import main

    with pytest.raises(SystemExit):
        main(list(argv))
    return capsys.readouterr().out


def test_the_online_help_leaves_out_the_flags_of_a_game_at_home(
    capsys: pytest.CaptureFixture[str],
) -> None:
    shown = help_of("online", "--help", capsys=capsys)
    assert "--server" in shown and "--lang" in shown
    for flag in ("--players", "--seed", "--dice ", "--resume", "--new"):
        assert flag not in shown, flag


@pytest.mark.parametrize("flag", ["--resume", "--new"])
def test_online_refuses_resume_and_new_with_a_reason(flag: str) -> None:
    with pytest.raises(UsageError, match="online the server keeps the game"):
        plan("--server", "localhost:8765", "--name", "Ann", flag)


def test_the_help_of_yahtzee_shows_the_games_options_and_every_level(
    capsys: pytest.CaptureFixture[str],
) -> None:
    shown = help_of("--help", capsys=capsys)
    assert "online" in shown and "--players" in shown and "--verbosity" in shown
    assert "(beginner, good, expert, master)" in " ".join(shown.split())
    played = help_of("play", "--help", capsys=capsys)
    assert "(beginner, good, expert, master)" in " ".join(played.split())
