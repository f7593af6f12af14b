"""A real terminal and a real audio device: the game in tmux, its sounds in an ALSA file sink.

The game runs with ``--speech none --sounds on`` and a private HOME whose .asoundrc makes the
default ALSA device a ``file`` plugin; ``TALKING_YAHTZEE_SOUND_PLAYER`` picks aplay so that no
sound server on the machine takes the sounds elsewhere. Without tmux or aplay the test skips,
and fails when ``CI`` is set.
"""

from __future__ import annotations

import os
import shlex
import shutil
import uuid
from pathlib import Path

import numpy as np
import pytest
from harness import file_sink_home
from tmux_game import TmuxServer, game_command
from waiting import wait_for

RATE = 22050
YOUR_TURN_BYTES = int(0.19 * RATE) * 2
"""The start's "your turn" bell: at most this much audio before the roll."""
RATTLE_BYTES = int(0.35 * RATE) * 2
"""A five-dice rattle lasts 0.46 s; a third more than the bell proves it played."""


def need(program: str) -> str:
    path = shutil.which(program)
    if path is None:
        message = f"{program} is not installed (.ci/run installs it)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return path


def audio(sink: Path) -> np.ndarray:
    if not sink.exists():
        return np.zeros(0)
    data = sink.read_bytes()
    return np.frombuffer(data[: len(data) // 2 * 2], dtype="<i2").astype(np.float64) / 32768


def loud(samples: np.ndarray) -> bool:
    return len(samples) > 0 and float(np.sqrt(np.mean(samples**2))) > 0.01


def test_pressing_r_rattles_through_the_audio_device(tmp_path: Path) -> None:
    need("tmux")
    aplay = need("aplay")
    sink = tmp_path / "sink.raw"
    home = file_sink_home(tmp_path / "home", sink)
    transcript = tmp_path / "transcript.txt"
    argv = game_command(
        tmp_path,
        transcript,
        *("--speech", "none", "--sounds", "on", "--pace", "0"),
        env={"HOME": str(home), "TALKING_YAHTZEE_SOUND_PLAYER": f"{aplay} -q"},
    )
    command = shlex.join(argv)
    name = f"yahtzee-sound-{uuid.uuid4().hex[:8]}"
    tmux = TmuxServer()
    tmux("new-session", "-d", "-s", name, "-x", "100", "-y", "40", command)
    try:
        said = lambda: transcript.read_text(encoding="utf-8") if transcript.exists() else ""  # noqa: E731
        wait_for(lambda: "Round 1 of 13." in said(), "the first turn")
        wait_for(lambda: loud(audio(sink)), "the your-turn bell in the sink")
        assert sink.stat().st_size <= YOUR_TURN_BYTES + 4096  # the bell alone so far
        tmux("send-keys", "-t", name, "r")
        wait_for(lambda: "rolls left" in said(), "the roll to be said")
        wait_for(lambda: len(audio(sink)) * 2 >= RATTLE_BYTES, "the rattle in the sink")
        assert loud(audio(sink))
        assert "Sounds cannot play" not in said()
        tmux("send-keys", "-t", name, "q", "y")
        wait_for(lambda: "Goodbye." in said(), "goodbye")
    finally:
        tmux.close()
