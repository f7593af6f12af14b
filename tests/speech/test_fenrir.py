"""The game under a real console screen reader: Fenrir in PTY mode, each utterance logged.

Fenrir (Debian's ``fenrir``) runs in tmux with ``-e`` (PTY emulation): it starts the game as its
shell and reads new screen text aloud, as it does on a Linux console. Its speech driver is the
generic one, set to a command that appends each utterance to a file. The check: what Fenrir
said is exactly the game's transcript, each line once, and nothing else (no prompt, no "blank").
"""

from __future__ import annotations

import configparser
import os
import shlex
import shutil
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pytest
from tmux_game import TmuxServer, game_command
from waiting import wait_for

from talking_yahtzee.speech.detect import ENV_OVERRIDE

pytestmark = pytest.mark.xdist_group("machine")
"""A real Fenrir, with the pin lifted: never beside the fake readers (one process)."""

FENRIR = shutil.which("fenrir")
TMUX = shutil.which("tmux")
PTY_SETTINGS = Path("/etc/fenrirscreenreader/settings/settings-pty.conf")
if not os.environ.get("CI"):
    pytestmark = pytest.mark.skipif(
        FENRIR is None or TMUX is None or not PTY_SETTINGS.exists(),
        reason="fenrir and tmux are not installed (CI installs them)",
    )

# What Fenrir says about itself when it starts, before the game prints anything.
FENRIR_OWN = ("Start Fenrir", "pychant is not installed")
KEYS = ["r", "Down", "Up", "Down", "1", "2", "r", "Down", "Enter", "r", "Up"]


def write_settings(tmp: Path, command: str, log: Path) -> Path:
    """Fenrir's PTY settings with logging speech, no sounds, no remote socket."""
    config = configparser.RawConfigParser()
    config.optionxform = str  # type: ignore[assignment,method-assign]
    config.read(PTY_SETTINGS)
    logger = tmp / "log-utterance.sh"
    logger.write_text(f"#!/bin/sh\nprintf '%s\\n' \"$1\" >> {shlex.quote(str(log))}\n")
    logger.chmod(0o755)
    speak = f"{shlex.quote(str(logger))} fenrirText"
    config["speech"]["driver"] = "genericDriver"
    config["speech"]["genericSpeechCommand"] = speak
    config["speech"]["autoReadIncoming"] = "True"
    config["sound"]["enabled"] = "False"
    config["remote"]["enable"] = "False"
    config["general"]["shell"] = command
    config["general"]["punctuationLevel"] = "none"
    config["general"]["autoSpellCheck"] = "False"
    config["general"]["emoticons"] = "False"
    config["general"]["debugFile"] = str(tmp / "fenrir-debug.log")
    config["promote"]["enabled"] = "False"
    config["time"]["enabled"] = "False"
    path = tmp / "fenrir.conf"
    with path.open("w") as handle:
        config.write(handle)
    return path


@dataclass
class Session:
    tmux: TmuxServer
    name: str
    heard: Path
    transcript: Path

    def utterances(self) -> list[str]:
        """Each non-empty piece Fenrir said (it joins lines of one screen update with ``,``)."""
        if not self.heard.exists():
            return []
        pieces: list[str] = []
        for line in self.heard.read_text(encoding="utf-8").splitlines():
            for piece in line.split(" , "):
                if piece.strip() and piece.strip() not in FENRIR_OWN:
                    pieces.append(piece.strip())
        return pieces

    def lines(self) -> list[str]:
        if not self.transcript.exists():
            return []
        return [line.strip() for line in self.transcript.read_text(encoding="utf-8").splitlines()]

    def key(self, key: str) -> None:
        before = len(self.lines())
        self.tmux("send-keys", "-t", self.name, key)
        wait_for(lambda: len(self.lines()) > before, f"the game's answer to {key}")
        self.caught_up()

    def caught_up(self) -> None:
        """Wait until Fenrir has said (at least) every line printed so far."""
        wait_for(lambda: len(self.utterances()) >= len(self.lines()), "Fenrir to read the lines")


STARTS = 3
"""Fenrir 2.x can deadlock as it starts: its speech thread's ``Popen`` (for its first words)
races the thread that forks the shell, and the main thread then waits for the speech lock
forever (seen about once in 70 starts on a loaded machine: the worker stuck in
``subprocess._execute_child``, the main thread in ``genericDriver.cancel``). A Fenrir that never
says "Start Fenrir" is that deadlock, not the game: it is started again, at most this often."""


def launch(folder: Path, flags: tuple[str, ...]) -> Session:
    """Fenrir in a new tmux session, running the game as its shell."""
    assert FENRIR is not None and TMUX is not None, (
        "fenrir and tmux are required (CI installs them)"
    )
    folder.mkdir(parents=True, exist_ok=True)
    heard = folder / "heard.log"
    transcript = folder / "transcript.txt"
    game = game_command(
        folder,
        transcript,
        "--pace",
        "0",
        *flags,
        env={"PYTHONPATH": str(Path(__file__).resolve().parents[2] / "src")},
    )
    settings = write_settings(folder, shlex.join(game), heard)
    name = f"fenrir-{uuid.uuid4().hex[:8]}"
    fenrir = shlex.join([FENRIR, "-e", "-s", str(settings)])
    tmux = TmuxServer()
    tmux("new-session", "-d", "-s", name, "-x", "200", "-y", "50", fenrir)
    return Session(tmux, name, heard, transcript)


def fenrir_started(session: Session) -> bool:
    return session.heard.exists() and "Start Fenrir" in session.heard.read_text("utf-8")


def launch_until_started(tmp_path: Path, flags: tuple[str, ...]) -> Session:
    """A Fenrir that said "Start Fenrir", started again after the deadlock described above."""
    assert TMUX is not None
    for attempt in range(1, STARTS + 1):
        session = launch(tmp_path / f"start-{attempt}", flags)
        try:
            wait_for(partial(fenrir_started, session), "Fenrir to start", timeout=20.0)
            return session
        except AssertionError:
            session.tmux.close()
    raise AssertionError(f"Fenrir did not start in {STARTS} tries")


def start(tmp_path: Path, *flags: str) -> Iterator[Session]:
    assert TMUX is not None
    session = launch_until_started(tmp_path, flags)
    try:
        wait_for(lambda: "Round 1 of 13." in session.lines(), "the game to start")
        session.caught_up()
        yield session
    finally:
        session.tmux.close()


def play_and_check(session: Session) -> list[str]:
    for key in KEYS:
        session.key(key)
    session.key("q")
    session.key("y")

    def goodbye() -> int | None:  # "Goodbye.", or "Your game is saved, round 2 ... Goodbye."
        return next((i for i, u in enumerate(session.utterances()) if u.endswith("Goodbye.")), None)

    wait_for(lambda: goodbye() is not None, "Fenrir to say goodbye")
    heard = session.utterances()
    end = goodbye()
    assert end is not None
    heard = heard[: end + 1]
    assert heard == session.lines()
    return heard


@pytest.fixture
def plain_transcript(tmp_path: Path) -> Iterator[Session]:
    yield from start(tmp_path, "--plain", "--speech", "transcript")


@pytest.fixture
def plain_none(tmp_path: Path) -> Iterator[Session]:
    yield from start(tmp_path, "--plain", "--speech", "none")


@pytest.fixture
def detected(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Session]:
    """The game finds Fenrir itself: the tests' pin (tests/conftest.py) is lifted for it."""
    monkeypatch.delenv(ENV_OVERRIDE)
    yield from start(tmp_path)


def test_plain_mode_is_heard_once_and_nothing_else(plain_transcript: Session) -> None:
    heard = play_and_check(plain_transcript)
    assert "Yahtzee" not in heard and "blank" not in heard
    assert heard.count("Twos, 2") == 2


def test_plain_mode_without_voice_still_prints_every_line(plain_none: Session) -> None:
    heard = play_and_check(plain_none)
    assert any(line.endswith("3, 2, 4, 6, 1. 2 rolls left.") for line in heard)


def test_the_mode_picked_under_fenrir_reads_cleanly(detected: Session) -> None:
    heard = play_and_check(detected)
    assert heard[0].startswith("Talking Yahtzee.")  # the game's own welcome first
    assert heard[1].startswith("Screen reader found, one plain line per message.")
    assert not any("stopped working" in line or "could not start" in line for line in heard)
