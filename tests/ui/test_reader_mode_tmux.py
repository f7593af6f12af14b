"""The mode the game picks in a real terminal when a screen reader is running, and the way out."""

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
if not os.environ.get("CI"):
    pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed")


Running = tuple[TmuxServer, str, Path]
"""A game in tmux: its server, its session's name and its transcript."""


def run_game(
    tmp_path: Path, reader: str, *flags: str, env: dict[str, str] | None = None
) -> Iterator[Running]:
    tmux = TmuxServer()
    name = f"mode-{uuid.uuid4().hex[:8]}"
    transcript = tmp_path / "transcript.txt"
    command = game_command(
        tmp_path,
        transcript,
        "--speech",
        "none",
        *flags,
        env={"TALKING_YAHTZEE_SCREEN_READER": reader, **(env or {})},
    )
    tmux("new-session", "-d", "-s", name, "-x", "120", "-y", "40", shlex.join(command))
    try:
        yield tmux, name, transcript
    finally:
        tmux.close()


@pytest.fixture
def under_orca(tmp_path: Path) -> Iterator[Running]:
    """Orca, and a sound player that cannot play (as on a machine without an audio device)."""
    yield from run_game(tmp_path, "orca", env={"TALKING_YAHTZEE_SOUND_PLAYER": "false"})


@pytest.fixture
def under_orca_full_screen(tmp_path: Path) -> Iterator[Running]:
    yield from run_game(tmp_path, "orca", "--full-screen")


def screen(tmux: TmuxServer, name: str) -> list[str]:
    return [line.rstrip() for line in tmux("capture-pane", "-t", name, "-p").splitlines()]


def test_a_screen_reader_gets_plain_lines_and_is_told_how_to_switch(
    under_orca: Running,
) -> None:
    tmux, name, transcript = under_orca
    wait_for(lambda: transcript.exists() and "Round 1 of 13." in transcript.read_text())
    tmux("send-keys", "-t", name, "r")
    wait_for(lambda: "rolls left." in transcript.read_text())
    wait_for(lambda: any("rolls left." in line for line in screen(tmux, name)))
    # Notices from other threads (a sound output failing) may still be on their way: wait until
    # the screen shows every line of the transcript, each once, and nothing else.
    wait_for(
        lambda: [line for line in screen(tmux, name) if line] == transcript.read_text().splitlines()
    )
    printed = [line for line in screen(tmux, name) if line]
    assert printed[0].startswith("Talking Yahtzee.")  # the game's own welcome first
    assert printed[1].startswith("Screen reader found") and "full screen option" in printed[1]
    # the screen reader speaks: no voice of the game's own is reported missing; the sounds are
    # (a blind player would not know the cues are gone), once, right after those two lines
    assert not any("could not start" in line or "stopped working" in line for line in printed)
    assert printed[2].startswith("Sounds cannot play")
    assert sum(line.startswith("Sounds cannot play") for line in printed) == 1


def test_full_screen_on_request(under_orca_full_screen: Running) -> None:
    tmux, name, transcript = under_orca_full_screen
    wait_for(lambda: transcript.exists() and "Round 1 of 13." in transcript.read_text())
    wait_for(lambda: screen(tmux, name)[0].startswith("Ann: round 1 of 13"))
    assert "Screen reader found" not in transcript.read_text()
