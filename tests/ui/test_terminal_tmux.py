"""A real terminal: the game in tmux, keys typed as a person would; the screen and cursor read."""

from __future__ import annotations

import os
import shlex
import shutil
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from tmux_game import TmuxServer, game_command
from waiting import wait_for

TMUX = shutil.which("tmux")
pytestmark = pytest.mark.skipif(
    TMUX is None and not os.environ.get("CI"), reason="tmux is not installed"
)


@pytest.fixture
def session(tmp_path: Path) -> Iterator[tuple[TmuxServer, str, Path]]:
    tmux = TmuxServer()
    name = f"yahtzee-{uuid.uuid4().hex[:8]}"
    transcript = tmp_path / "transcript.txt"
    command = game_command(
        tmp_path,
        transcript,
        "--speech",
        "transcript",
        "--pace",
        "0",
        env={"TALKING_YAHTZEE_SCREEN_READER": "none"},  # the full screen, whatever runs here
    )
    tmux("new-session", "-d", "-s", name, "-x", "100", "-y", "40", shlex.join(command))
    try:
        yield tmux, name, transcript
    finally:
        tmux.close()


def screen(tmux: TmuxServer, name: str) -> list[str]:
    return tmux("capture-pane", "-t", name, "-p").splitlines()


def cursor(tmux: TmuxServer, name: str) -> tuple[int, int]:
    x, y = tmux("display", "-p", "-t", name, "#{cursor_x},#{cursor_y}").strip().split(",")
    return int(x), int(y)


def test_game_in_a_real_terminal(session: tuple[TmuxServer, str, Path]) -> None:
    tmux, name, transcript = session
    wait_for(lambda: transcript.exists() and "Round 1 of 13." in transcript.read_text())
    tmux("send-keys", "-t", name, "r")
    wait_for(lambda: "rolls left" in transcript.read_text())
    # The transcript is written before the redraw: wait for the screen, then read it.
    wait_for(lambda: screen(tmux, name)[0].startswith("Ann: round 1 of 13, 2 rolls left"))
    lines = screen(tmux, name)
    assert lines[1].startswith("Dice: ")
    assert all(line.isascii() for line in lines)
    tmux("send-keys", "-t", name, "Down")
    wait_for(lambda: cursor(tmux, name) == (0, 4) and screen(tmux, name)[4].startswith("Twos"))
    tmux("send-keys", "-t", name, "3")
    wait_for(lambda: "Die 3" in transcript.read_text())
    wait_for(lambda: cursor(tmux, name)[1] == 1)
    x, y = cursor(tmux, name)
    assert y == 1 and x > len("Dice:")
    tmux("send-keys", "-t", name, "End")
    tmux("send-keys", "-t", name, "Enter")
    wait_for(lambda: "in Chance." in transcript.read_text())
    wait_for(lambda: screen(tmux, name)[0].startswith("Ann: round 2 of 13"))
    tmux("send-keys", "-t", name, "q")
    tmux("send-keys", "-t", name, "y")
    wait_for(lambda: "Goodbye." in transcript.read_text())
