"""Audio players: WAV files played by a killable subprocess (or winsound), so speech can be cut off.

Shared by the speech (:mod:`talking_yahtzee.speech.tts`) and the sound effects
(:mod:`talking_yahtzee.sound.output`).

A player subprocess (``pw-play``, ``paplay``, ``aplay``, ``play``; ``afplay`` on macOS) or
``winsound`` on Windows plays each file; an interruption kills it at once. ``AudioPlayer`` is a
way of playing (``CommandPlayer``, ``WinsoundPlayer``); ``AudioPlayback`` one file being played.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import shutil
import subprocess
import sys
import threading
import time
import wave
from abc import ABC, abstractmethod
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final, cast

from . import pcm_player
from .helper_process import helper_command

PLAYER_ENV: Final = "TALKING_YAHTZEE_PLAYER"
"""Environment variable: a player command line for the speech (the WAV path is appended)."""
SOUND_PLAYER_ENV: Final = "TALKING_YAHTZEE_SOUND_PLAYER"
"""Environment variable: a player command line for the sound effects (``talking_yahtzee.sound``)."""


def _no_window() -> int:
    return getattr(subprocess, "CREATE_NO_WINDOW", 0) if sys.platform == "win32" else 0


class AudioPlayback(ABC):
    """One file being played."""

    killed = False

    @abstractmethod
    def wait(self) -> bool:
        """Block until the end; ``True`` if it played (or was killed), ``False`` on error."""

    @abstractmethod
    def kill(self) -> None:
        """Stop at once; must not block."""

    @property
    def error(self) -> str:
        """What went wrong, after :meth:`wait` returned ``False``."""
        return ""


class AudioPlayer(ABC):
    """Something that plays WAV files and can be cut off."""

    name = "player"

    @abstractmethod
    def begin(self, path: Path) -> AudioPlayback:
        """Start playing ``path``; raise ``OSError`` if it cannot start."""


class ProcessPlayback(AudioPlayback):
    """A player subprocess."""

    def __init__(self, proc: subprocess.Popen[bytes]) -> None:
        self.proc = proc
        self.killed = False
        self._error = ""
        self.ended_at: float | None = None

    def wait(self) -> bool:
        """Wait for the process; collect its error text."""
        _, err = self.proc.communicate()
        self.ended_at = time.monotonic()
        self._error = err.decode("utf-8", "replace").strip() if err else ""
        return self.killed or self.proc.returncode == 0

    def kill(self) -> None:
        """Kill the process (SIGKILL on POSIX)."""
        self.killed = True
        with contextlib.suppress(OSError):
            self.proc.kill()

    @property
    def error(self) -> str:
        """The player's stderr or exit code."""
        lines = [line for line in self._error.splitlines() if line.strip()]
        return lines[-1] if lines else f"exit {self.proc.returncode}"


class CommandPlayer(AudioPlayer):
    """A command line player; the file path is appended to ``command``."""

    def __init__(self, command: Sequence[str]) -> None:
        self.command = list(command)
        self.name = Path(self.command[0]).name

    def begin(self, path: Path) -> AudioPlayback:
        """Start the subprocess."""
        proc = subprocess.Popen(
            [*self.command, str(path)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            creationflags=_no_window(),
        )
        return ProcessPlayback(proc)


class WinsoundPlayback(AudioPlayback):
    """``winsound`` playing asynchronously; waits for the file's duration."""

    def __init__(self, path: Path) -> None:
        import importlib

        winsound: Any = importlib.import_module("winsound")
        self._winsound = winsound
        self._done = threading.Event()
        self.killed = False
        with wave.open(str(path), "rb") as wav:
            self._duration = wav.getnframes() / float(wav.getframerate() or 1)
        flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT
        winsound.PlaySound(str(path), flags)

    def wait(self) -> bool:
        """Wait for the duration or a kill."""
        self._done.wait(self._duration + 0.05)
        return True

    def kill(self) -> None:
        """Stop the sound."""
        self.killed = True
        self._winsound.PlaySound(None, 0)
        self._done.set()


class WinsoundPlayer(AudioPlayer):
    """Windows' built-in WAV player."""

    name = "winsound"

    def begin(self, path: Path) -> AudioPlayback:
        """Play through winsound."""
        try:
            return WinsoundPlayback(path)
        except RuntimeError as exc:
            raise OSError(str(exc)) from exc


LINUX_PLAYERS: Final = (
    ("pw-play",),
    ("paplay",),
    ("aplay", "-q"),
    ("play", "-q"),
)


AudioPlayback.register(pcm_player.PcmPlayback)
AudioPlayer.register(pcm_player.MiniaudioPlayer)


def default_players(env_name: str = PLAYER_ENV) -> list[AudioPlayer]:
    """Players to try, best first: the command in ``$env_name``, the platform's, then miniaudio.

    The speech uses ``$TALKING_YAHTZEE_PLAYER``, the sounds ``$TALKING_YAHTZEE_SOUND_PLAYER``.
    """
    env = os.environ.get(env_name, "").strip()
    if env:
        return [CommandPlayer(shlex.split(env))]
    if sys.platform == "win32":
        return [WinsoundPlayer()]
    candidates: tuple[tuple[str, ...], ...] = (
        (("afplay",),) if sys.platform == "darwin" else LINUX_PLAYERS
    )
    players: list[AudioPlayer] = []
    for cmd in candidates:
        exe = shutil.which(cmd[0])
        if exe is not None:
            players.append(CommandPlayer([exe, *cmd[1:]]))
    if pcm_player.available():  # the wheel: plays with no program (see docs/install.md)
        players.append(cast(AudioPlayer, pcm_player.MiniaudioPlayer()))
    return players


def pacer_command() -> list[str]:
    """A player that plays into nothing at real-time pace (tests, headless machines)."""
    return helper_command("pacer")
