"""The suite passes on a blind contributor's machine: with Orca, Fenrir and BRLTTY running.

The game rightly prints plain lines when it finds a screen reader; tests/conftest.py pins the
detection for the tests (``TALKING_YAHTZEE_SCREEN_READER=none``). Here processes named orca,
fenrir and brltty run while the tests that once failed beside them run again in a fresh pytest,
started without the pin in its environment, exactly as ``make test`` starts.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from needs import require
from tmux_game import TmuxGame, game_command
from waiting import wait_for

from talking_yahtzee.speech.detect import ENV_OVERRIDE, detect

pytestmark = pytest.mark.xdist_group("machine")
"""Its fake readers are seen machine-wide and it runs the bundle: in the process of
the Fenrir and build tests (`make test` runs three processes: tests/conftest.py)."""

ROOT = Path(__file__).resolve().parents[2]
FAKE_READERS = ("orca", "fenrir", "brltty")
ONCE_FAILING = [
    "tests/sound/test_sound_app.py::test_run_from_args_builds_the_sound_output_from_the_settings",
    "tests/cli/test_orientation.py",
    "tests/speech/test_detection_pinned.py::test_a_game_a_test_starts_draws_the_full_screen",
]
BUNDLE_GAME = "tests/cli/test_bundle.py::test_the_bundle_plays_a_whole_game_with_its_own_voice"


def bundle_is_built() -> bool:
    """The bundle's whole game joins the run when dist/ holds a fresh bundle (a build takes
    minutes; `make test` builds it for tests/cli/test_bundle.py itself)."""
    spec = importlib.util.spec_from_file_location("bundle_test", ROOT / "tests/cli/test_bundle.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    program: Path = module.PROGRAM
    return program.exists() and program.stat().st_mtime > module.newest_source()


@pytest.fixture
def readers_running(tmp_path: Path) -> Iterator[list[str]]:
    """Copies of ``sleep`` named orca, fenrir and brltty, running: the detection finds them."""
    sleep = shutil.which("sleep")
    require(sys.platform.startswith("linux") and sleep is not None, "Linux's /proc and sleep")
    assert sleep is not None
    running: list[subprocess.Popen[bytes]] = []
    try:
        for name in FAKE_READERS:
            fake = tmp_path / name
            shutil.copy(sleep, fake)
            running.append(subprocess.Popen([str(fake), "600"]))
        wait_for(
            lambda: set(FAKE_READERS) <= set(detect({"TERM": "xterm"}).readers),
            "the detection to find the readers",
        )
        yield list(FAKE_READERS)
    finally:
        for process in running:
            process.kill()
            process.wait()


def test_the_tests_pin_the_detection() -> None:
    assert os.environ[ENV_OVERRIDE] == "none"
    assert not detect().any


def test_a_game_a_test_starts_draws_the_full_screen(tmp_path: Path) -> None:
    """A game started in tmux inherits the pin, as the bundle's whole game does: it draws the
    full screen the test reads (beside a running reader it would print plain lines)."""
    require(shutil.which("tmux") is not None, "tmux is not installed (apt-get install tmux)")
    transcript = tmp_path / "transcript.txt"
    game = TmuxGame(game_command(tmp_path, transcript, "--speech", "none"), {}, transcript)
    try:
        game.said("Round 1 of 13.")
        game.keys("r")
        wait_for(lambda: game.screen().startswith("Ann: round 1 of 13, 2 rolls left"), "the board")
    finally:
        game.close()


def test_the_tests_that_assumed_no_reader_pass_beside_orca_fenrir_and_brltty(
    readers_running: list[str],
) -> None:
    unpinned = {name: value for name, value in os.environ.items() if name != ENV_OVERRIDE}
    found = detect(unpinned).readers
    assert set(readers_running) <= set(found)  # without the pin the game would see them all
    tests = [*ONCE_FAILING, *([BUNDLE_GAME] if bundle_is_built() else [])]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *tests],
        cwd=ROOT,
        env=unpinned,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert " passed" in done.stdout and "skipped" not in done.stdout.splitlines()[-1]
