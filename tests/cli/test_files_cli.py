"""Issue 27 through the ``yahtzee`` command itself: FIFOs never hang it, impossible history is
never shown, every usage error exits 2 with a message, a broken transcript reads as what happened.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from american import CATEGORIES

from talking_yahtzee.cli.main import main
from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.game import Game, Player, Roll, ScoreBox

TIMEOUT = 60.0
"""A hang fails the test instead of the whole run (the game starts in a second or two)."""
OSC_52 = "\x1b]52;c;ZWNobyBwd25lZA==\x07"


def environment(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "TALKING_YAHTZEE_DATA_DIR": str(tmp_path / "data"),
        "TALKING_YAHTZEE_CONFIG_DIR": str(tmp_path / "config"),
        "TALKING_YAHTZEE_LOG": "",
    }


def yahtzee(tmp_path: Path, *args: str, keys: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "talking_yahtzee", *args],
        input=keys,
        capture_output=True,
        env=environment(tmp_path),
        timeout=TIMEOUT,
        check=False,
    )


def fifos(tmp_path: Path) -> list[Path]:
    """A FIFO at each of the game's own files, as in the issue."""
    paths = [
        tmp_path / "data" / "savegame.json",
        tmp_path / "data" / "saves" / "0a1b.json",
        tmp_path / "data" / "stats.json",
        tmp_path / "data" / "talking-yahtzee.log",
        tmp_path / "config" / "settings.toml",
    ]
    for path in paths:
        path.parent.mkdir(parents=True, exist_ok=True)
        os.mkfifo(path)
    return paths


def test_fifos_as_the_game_s_files_never_hang_the_game(tmp_path: Path) -> None:
    paths = fifos(tmp_path)
    transcript = tmp_path / "braille"
    os.mkfifo(transcript)  # the player's own: nobody reads it yet
    result = yahtzee(
        tmp_path,
        *("play", "--players", "Ann", "--speech", "transcript", "--plain"),
        *("--transcript", str(transcript), "--seed", "1"),
        keys=b"rqy",
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode("utf-8", "replace")
    assert "Your settings file could not be read" in out
    assert "Your unfinished game could not be read" in out
    assert "Your statistics file could not be read" in out
    assert "The transcript could not be written to" in out and "No program is reading it" in out
    for path in paths:  # each kept aside, still a FIFO, never opened
        (aside,) = path.parent.glob(path.name + ".broken-*")
        assert stat.S_ISFIFO(os.lstat(aside).st_mode)
    assert stat.S_ISFIFO(os.lstat(transcript).st_mode)  # the player's FIFO stays one


def test_stats_with_a_fifo_as_stats_json_does_not_hang(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    os.mkfifo(tmp_path / "data" / "stats.json")
    result = yahtzee(tmp_path, "stats", "--json")
    assert result.returncode == 1  # a problem, reported
    assert json.loads(result.stdout)["problem"] == "stats-broken"


def test_impossible_history_is_kept_aside_and_never_shown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TALKING_YAHTZEE_DATA_DIR", str(tmp_path))
    legacy = {
        "games": 999999999999999999,
        "best": {OSC_52: 200, "official": 99999, "free-joker": 250},
    }
    (tmp_path / "stats.json").write_text(json.dumps(legacy), "utf-8")
    assert main(["stats", "--json"]) == 1
    out = capsys.readouterr()
    payload = json.loads(out.out)
    assert payload["games"] == 0 and payload["problem"] == "stats-impossible"
    assert [(t["total"], t["rules"]) for t in payload["top"]] == [(250, "free-joker")]
    assert "\x1b" not in out.out and "52;" not in out.out
    assert "cannot be true" in out.err
    (aside,) = tmp_path.glob("stats.json.broken-*")
    assert json.loads(aside.read_text("utf-8")) == legacy  # kept as it was
    assert main(["stats"]) == 0
    lines = capsys.readouterr().out
    assert "999" not in lines and "\x1b" not in lines


def test_a_forged_database_s_impossible_rows_are_never_shown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import sqlite3

    from talking_yahtzee.store.stats import StatsStore

    monkeypatch.setenv("TALKING_YAHTZEE_DATA_DIR", str(tmp_path))
    game = Game([Player("Ann")], dice=RandomDice(3))
    game.start()
    for category in CATEGORIES:
        game.apply(Roll())
        game.apply(ScoreBox(category))
    assert StatsStore().record_game(game) is not None
    with sqlite3.connect(tmp_path / "stats.sqlite3") as db:
        db.execute("INSERT INTO legacy_best VALUES (?, ?)", (OSC_52, 300))
        db.execute("INSERT INTO legacy_best VALUES ('official', 999999999)")
        db.execute("INSERT INTO meta VALUES ('legacy_games', '999999999999999999')")
        db.execute(
            "INSERT INTO games (uid, played_at, rules, solitaire, players) VALUES (?, ?, ?, 1, 1)",
            ("x", "2026-01-01T00:00:00+00:00", OSC_52),
        )
    assert main(["stats", "--json"]) == 0
    out = capsys.readouterr().out
    payload = json.loads(out)
    assert payload["games"] == 1 and [t["rules"] for t in payload["top"]] == ["official"]
    assert payload["best"] == game.cards[0].total()
    assert "\x1b" not in out


@pytest.mark.parametrize(
    "argv",
    [
        ["--lang", "garbage"],
        ["play", "--lang", "garbage"],
        ["stats", "--lang", "garbage"],
        ["--players", "Ann,ann"],
        ["--rules", "nope"],
    ],
)
def test_every_usage_error_exits_2_with_a_message(
    argv: list[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("TALKING_YAHTZEE_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("TALKING_YAHTZEE_CONFIG_DIR", str(tmp_path))
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("yahtzee: ") and err.count("\n") == 1


def test_an_unusable_transcript_says_what_happened(tmp_path: Path) -> None:
    (tmp_path / "folder").mkdir()
    result = yahtzee(
        tmp_path,
        *("play", "--players", "Ann", "--speech", "none", "--plain"),
        *("--transcript", str(tmp_path / "folder"), "--seed", "1"),
        keys=b"qy",
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode("utf-8", "replace")
    assert "The transcript could not be written to" in out
    assert "Only the text transcript is left" not in out
