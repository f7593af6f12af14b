"""Hostile names, encodings and broken files in a real terminal (tmux): nothing reaches it raw."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from tmux_game import TmuxServer
from waiting import wait_for

TMUX = shutil.which("tmux")
pytestmark = pytest.mark.skipif(
    TMUX is None and not os.environ.get("CI"), reason="tmux is not installed"
)


class Game:
    def __init__(self, tmp_path: Path) -> None:
        self.tmp = tmp_path
        self.name = f"hostile-{uuid.uuid4().hex[:8]}"
        self.transcript = tmp_path / "transcript.txt"
        self.err = tmp_path / "stderr.txt"
        self.status = tmp_path / "status.txt"
        self.config = tmp_path / "config"
        self.data = tmp_path / "data"
        self.tmux = TmuxServer()

    def start(self, players: str, *args: str, env: str = "") -> None:
        """``players`` is shell text (it may use printf for raw bytes)."""
        command = (
            f"TALKING_YAHTZEE_CONFIG_DIR={shlex.quote(str(self.config))} "
            f"TALKING_YAHTZEE_DATA_DIR={shlex.quote(str(self.data))} {env} "
            f"{shlex.quote(sys.executable)} -m talking_yahtzee --speech transcript --lang en "
            f"--pace 0 --seed 3 --transcript {shlex.quote(str(self.transcript))} "
            f"--players {players} {' '.join(map(shlex.quote, args))} "
            f"2>{shlex.quote(str(self.err))}; echo $? >{shlex.quote(str(self.status))}; sleep 30"
        )
        self.tmux("new-session", "-d", "-s", self.name, "-x", "100", "-y", "30", command)

    def said(self) -> str:
        return self.transcript.read_text(encoding="utf-8") if self.transcript.exists() else ""

    def keys(self, *keys: str) -> None:
        self.tmux("send-keys", "-t", self.name, *keys)

    def title(self) -> str:
        return self.tmux("display", "-p", "-t", self.name, "#{pane_title}").strip()

    def screen(self) -> str:
        return self.tmux("capture-pane", "-t", self.name, "-p")

    def finished(self) -> int:
        wait_for(lambda: self.status.exists() and self.status.read_text().strip() != "")
        return int(self.status.read_text())

    def stop(self) -> None:
        self.tmux.close()


@pytest.fixture
def game(tmp_path: Path) -> Iterator[Game]:
    running = Game(tmp_path)
    try:
        yield running
    finally:
        running.stop()


def test_a_hostile_name_never_reaches_the_terminal_in_plain_mode(game: Game) -> None:
    name = r"'\033]2;pwned\007Ann\033[2J\033]52;c;cHduZWQ=\007\033[6n\033[31m\302\2332J\007,Bob'"
    game.start(f'"$(printf {name})"', "--plain")
    wait_for(lambda: "Round 1 of 13." in game.said())
    game.keys("r")
    wait_for(lambda: "rolls left" in game.said())
    assert "pwned" not in game.title()
    wait_for(lambda: "Ann" in game.screen())  # the screen was not cleared (echoes come late)
    game.keys("q", "y")
    assert game.finished() == 0
    data = game.transcript.read_bytes()
    for raw in (b"\x1b", b"\x07", b"\xc2\x9b", b"\x9b"):
        assert raw not in data
    assert b"2 pwnedAnn" in data  # the markup characters left out too
    assert game.err.read_text() == ""


def test_a_name_that_is_not_utf8_and_zoe_under_a_posix_locale(game: Game) -> None:
    record = game.tmp / "record.json"
    game.start(
        "\"$(printf 'A\\377B:expert,Zo\\303\\253:good')\"",
        "--plain",
        "--no-roll-guard",  # N comes at machine speed, in the moment the game ends
        "--record",
        str(record),
        env="PYTHONUTF8=0 LC_ALL=POSIX",
    )
    wait_for(lambda: "Play again?" in game.said(), timeout=60)
    game.keys("n")
    assert game.finished() == 0
    assert game.err.read_text() == ""
    players = json.loads(record.read_text(encoding="utf-8"))["players"]
    assert [p["name"] for p in players] == ["AB", "Zoë"]
    assert "Zoë" in game.said()


def test_broken_files_and_a_failed_save_are_said_and_the_game_starts(game: Game) -> None:
    game.data.mkdir()
    (game.data / "stats.json").write_text("[" * 100_000, encoding="utf-8")
    game.config.write_text("a file where the settings folder should be", encoding="utf-8")
    game.start("Ann", "--save-settings")
    wait_for(lambda: "Round 1 of 13." in game.said())
    said = game.said()
    assert "Your statistics file could not be read. It was kept as" in said
    assert "Your settings could not be saved in" in said
    assert "A file or folder is in the way. The game goes on." in said
    assert "settings file" not in said  # there is none to read, nothing was moved
    assert len(list(game.data.glob("stats.json.broken-*"))) == 1
    game.keys("q", "y")
    assert game.finished() == 0
    assert game.err.read_text() == ""
    assert game.config.read_text(encoding="utf-8").startswith("a file where")


def test_read_only_folders_are_said_once_and_the_game_goes_on(game: Game) -> None:
    """/sys refuses new files even to root: a real read-only folder for settings, data, record.
    Each failure is said once, with its reason (the record and the save too)."""
    game.config = game.data = Path("/sys")
    game.start(
        "Robo:expert,Hal:good",
        *("--plain", "--no-roll-guard", "--save-settings", "--record", "/sys/game.json"),
    )
    wait_for(lambda: "Play again?" in game.said(), timeout=60)
    game.keys("n")
    assert game.finished() == 0
    said = game.said()
    assert said.count("Your settings could not be saved in /sys/settings.toml.") == 1
    assert said.count("The game record could not be written to /sys/game.json") == 1
    assert said.count("The statistics could not be saved in /sys/stats.sqlite3.") == 1
    assert said.count("The game could not be saved to /sys/saves/") == 1
    assert said.count("The folder is read-only or not yours.") == 4  # settings, record, stats, save
    assert "Game over." in said
    assert game.err.read_text() == ""
