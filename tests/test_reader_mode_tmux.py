"""The mode the game picks in a real terminal when a screen reader is running, and the way out."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from tmux_game import game_command
from waiting import wait_for

TMUX = shutil.which("tmux")
if not os.environ.get("CI"):
    pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed")


def tmux(*args: str) -> str:
    assert TMUX is not None, "tmux is required (CI installs it)"
    return subprocess.run([TMUX, *args], capture_output=True, text=True, check=True).stdout


def run_game(tmp_path: Path, reader: str, *flags: str) -> Iterator[tuple[str, Path]]:
    name = f"mode-{uuid.uuid4().hex[:8]}"
    transcript = tmp_path / "transcript.txt"
    command = game_command(
        tmp_path,
        transcript,
        "--speech",
        "none",
        *flags,
        env={"TALKING_YAHTZEE_SCREEN_READER": reader},
    )
    tmux("new-session", "-d", "-s", name, "-x", "120", "-y", "40", shlex.join(command))
    try:
        yield name, transcript
    finally:
        subprocess.run([TMUX or "tmux", "kill-session", "-t", name], check=False)


@pytest.fixture
def under_orca(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    yield from run_game(tmp_path, "orca")


@pytest.fixture
def under_orca_full_screen(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    yield from run_game(tmp_path, "orca", "--full-screen")


def screen(name: str) -> list[str]:
    return [line.rstrip() for line in tmux("capture-pane", "-t", name, "-p").splitlines()]


def test_a_screen_reader_gets_plain_lines_and_is_told_how_to_switch(
    under_orca: tuple[str, Path],
) -> None:
    name, transcript = under_orca
    wait_for(lambda: transcript.exists() and "Round 1 of 13." in transcript.read_text())
    tmux("send-keys", "-t", name, "r")
    wait_for(lambda: "rolls left." in transcript.read_text())
    wait_for(lambda: any("rolls left." in line for line in screen(name)))
    # Notices from other threads (a sound output failing) may still be on their way: wait until
    # the screen shows every line of the transcript, each once, and nothing else.
    wait_for(lambda: [line for line in screen(name) if line] == transcript.read_text().splitlines())
    printed = [line for line in screen(name) if line]
    assert printed[0].startswith("Screen reader found") and "--full-screen" in printed[0]


def test_full_screen_on_request(under_orca_full_screen: tuple[str, Path]) -> None:
    name, transcript = under_orca_full_screen
    wait_for(lambda: transcript.exists() and "Round 1 of 13." in transcript.read_text())
    wait_for(lambda: screen(name)[0].startswith("Ann: round 1 of 13"))
    assert "Screen reader found" not in transcript.read_text()
