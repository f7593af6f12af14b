"""Drive a whole one-player game in tmux, as a person would: used for the installed and bundled game."""

from __future__ import annotations

import shlex
import shutil
import subprocess
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

BOXES = (
    "Ones",
    "Twos",
    "Threes",
    "Fours",
    "Fives",
    "Sixes",
    "Three of a kind",
    "Four of a kind",
    "Full house",
    "Small straight",
    "Large straight",
    "Yahtzee",
    "Chance",
)


def tmux(*args: str) -> str:
    program = shutil.which("tmux")
    assert program is not None, "tmux is required (CI installs it)"
    return subprocess.run([program, *args], capture_output=True, text=True, check=True).stdout


def wait_for(predicate: Callable[[], bool], what: str, timeout: float = 20.0) -> None:
    """Poll ``predicate`` until it holds; fail naming ``what``."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


class TmuxGame:
    """One game program running in a private tmux server."""

    def __init__(
        self, command: Sequence[str], env: Mapping[str, str], transcript: Path, socket: Path
    ) -> None:
        self.transcript = transcript
        self.socket = str(socket)
        self.name = f"yahtzee-{uuid.uuid4().hex[:8]}"
        line = " ".join(
            ["env", *(f"{k}={shlex.quote(v)}" for k, v in env.items()), *map(shlex.quote, command)]
        )
        self.run("new-session", "-d", "-s", self.name, "-x", "100", "-y", "40", line)

    def run(self, *args: str) -> str:
        return tmux("-S", self.socket, *args)

    def keys(self, *keys: str) -> None:
        self.run("send-keys", "-t", self.name, *keys)

    def screen(self) -> str:
        return self.run("capture-pane", "-t", self.name, "-p")

    def text(self) -> str:
        return self.transcript.read_text(encoding="utf-8") if self.transcript.exists() else ""

    def said(self, words: str, timeout: float = 20.0) -> None:
        wait_for(lambda: words in self.text(), repr(words), timeout)

    def close(self) -> None:
        subprocess.run(["tmux", "-S", self.socket, "kill-server"], check=False)

    def play_whole_game(self) -> None:
        """Roll once each round and score the boxes in order, confirming zeros; leave at the end."""
        self.said("Round 1 of 13.")
        for number, box in enumerate(BOXES):
            scored = self.text().count(f" in {box}.")
            self.keys("r")
            self.said(f"Round {number + 1} of 13", timeout=20)
            wait_for(lambda: "rolls left" in self.screen().splitlines()[0], "the roll", 20)
            self.keys("Home", *(["Down"] * number), "Enter")
            wait_for(
                lambda box=box: f"Zero in {box}?" in self.text()  # type: ignore[misc]
                or self.text().count(f" in {box}.") > scored,
                f"scoring {box}",
            )
            if self.text().count(f" in {box}.") == scored:
                self.keys("Enter")
                wait_for(
                    lambda box=box: self.text().count(f" in {box}.") > scored,  # type: ignore[misc]
                    f"zero in {box}",
                )
        self.said("Play again?")
        self.keys("n")
        self.said("Goodbye.")
