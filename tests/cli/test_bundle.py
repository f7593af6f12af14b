"""The self-contained bundle: `make dist` builds dist/yahtzee/, which plays a whole game in tmux.

Speech goes to the transcript and to text-to-speech: the bundle's own helper processes
(``yahtzee --_helper synth``), its wheel voice and its miniaudio player render into an ALSA
file sink, with no program on ``PATH`` and (where the machine allows) the system's
libespeak-ng hidden. With ``CI`` set, a missing piece fails the test instead of skipping it.
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from needs import require
from tmux_game import (
    TmuxGame,
    alsa_sink_home,
    can_hide_system_voice,
    hidden_voice_command,
    wait_for_voice,
)

from talking_yahtzee.messages.i18n import LANGUAGES

pytestmark = pytest.mark.xdist_group("machine")
"""It builds dist/ and build/ in the tree: in the one process of `make test` that builds."""

ROOT = Path(__file__).resolve().parents[2]
PROGRAM = ROOT / "dist" / "yahtzee" / ("yahtzee.exe" if sys.platform == "win32" else "yahtzee")


def newest_source() -> float:
    """When the newest file that goes into the bundle was changed."""
    folders = ("src", "locales", "packaging", "requirements")
    files = [
        p
        for folder in folders
        for p in (ROOT / folder).rglob("*")
        if p.is_file()
        and "__pycache__" not in p.parts
        and not any(part.endswith(".egg-info") for part in p.parts)
    ]
    return max(p.stat().st_mtime for p in [*files, ROOT / "pyproject.toml"])


@pytest.fixture(scope="module")
def bundle() -> Path:
    """Build the bundle with `make dist`, unless dist/ holds one newer than every source."""
    require(
        sys.platform.startswith("linux") and platform.machine() == "x86_64",
        "CI builds the x86_64 Linux bundle",
    )
    require(shutil.which("tmux") is not None, "tmux is not installed (apt-get install tmux)")
    if PROGRAM.exists() and PROGRAM.stat().st_mtime > newest_source():
        return PROGRAM
    require(shutil.which("make") is not None, "make is not installed")
    done = subprocess.run(
        ["make", "--no-print-directory", "dist"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    assert PROGRAM.exists()
    return PROGRAM


def test_the_bundle_carries_its_data(bundle: Path) -> None:
    internal = bundle.parent / "_internal"
    for lang in LANGUAGES:
        assert (internal / "talking_yahtzee" / "locales" / lang / "game.ftl").is_file()
    assert sorted(p.name for p in (internal / "talking_yahtzee" / "data").glob("*.npy"))
    assert (internal / "espeakng_loader" / "espeak-ng-data").is_dir()
    assert not list(internal.glob("libasound.so*")), "the sound system comes from the machine"
    version = subprocess.run([bundle, "--version"], capture_output=True, text=True, check=True)
    assert version.stdout.startswith("talking-yahtzee ")
    advice = subprocess.run(
        [bundle, "advise", "--dice", "6,6,6,6,6", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert "yahtzee" in advice.stdout  # the strategy tables travelled with the bundle


def test_the_bundle_plays_a_whole_game_with_its_own_voice(bundle: Path, tmp_path: Path) -> None:
    home, sink = alsa_sink_home(tmp_path)
    transcript = tmp_path / "transcript.txt"
    empty = tmp_path / "empty-path"
    empty.mkdir()
    env = {
        "HOME": str(home),
        "PATH": str(empty),
        "TALKING_YAHTZEE_CONFIG_DIR": str(tmp_path / "config"),
        "TALKING_YAHTZEE_DATA_DIR": str(tmp_path / "data"),
    }
    # Keys come faster than a person types: the roll guard would (rightly) drop a second roll.
    command = [str(bundle), "--players", "Ann", "--seed", "7", "--speech", "tts", "--no-roll-guard"]
    command += ["--lang", "en", "--transcript", str(transcript)]
    if can_hide_system_voice():
        command = hidden_voice_command(command, sys.executable)
    else:  # no root: the bundle is told to use its own voice even though the system has one
        require(not os.environ.get("CI"), "hiding the system library needs root and unshare")
        env["TALKING_YAHTZEE_ESPEAK"] = "wheel"
    game = TmuxGame(command, env, transcript)
    try:
        game.said("Round 1 of 13.")
        wait_for_voice(game, sink, tmp_path / "data" / "talking-yahtzee.log")
        game.play_whole_game()
        text = game.text()
        assert "Game over." in text and "Final score" in text
        assert "stopped working" not in text
    finally:
        game.close()
