"""Killable players for the sounds: one short-lived player process (or winsound) per sound.

A minimal copy of the players in :mod:`talking_yahtzee.speech.tts` (``CommandPlayer``,
``ProcessPlayback``, ``default_players``), kept apart while that module is being split into
synthesizers, audio players and output; the split should make one shared audio-player module
that both the speech and the sounds import, and this file then goes.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import shutil
import subprocess
import sys
import threading
import wave
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

PLAYER_ENV: Final = "TALKING_YAHTZEE_SOUND_PLAYER"
"""Environment variable: a player command line for the sounds (the WAV path is appended)."""

# Sound servers first: they mix the sounds with the speech; aplay goes through ALSA's default
# device (dmix on most machines, or a sound server's plugin).
LINUX_PLAYERS: Final = (("pw-play",), ("paplay",), ("aplay", "-q"), ("play", "-q"))


def _no_window() -> int:
    return getattr(subprocess, "CREATE_NO_WINDOW", 0) if sys.platform == "win32" else 0


class Playback:
    """One sound being played; :meth:`kill` stops it at once."""

    killed = False

    def wait(self) -> bool:
        """Block until the end; ``True`` if it played (or was killed), ``False`` on error."""
        return True

    def kill(self) -> None:
        """Stop at once; never blocks."""
        self.killed = True

    @property
    def error(self) -> str:
        """What went wrong, after :meth:`wait` returned ``False``."""
        return ""


class ProcessPlayback(Playback):
    """A player subprocess."""

    def __init__(self, proc: subprocess.Popen[bytes]) -> None:
        self.proc = proc
        self._error = ""

    def wait(self) -> bool:
        """Wait for the process and keep its error text."""
        _, err = self.proc.communicate()
        self._error = err.decode("utf-8", "replace").strip() if err else ""
        return self.killed or self.proc.returncode == 0

    def kill(self) -> None:
        """Kill the process."""
        self.killed = True
        with contextlib.suppress(OSError):
            self.proc.kill()

    @property
    def error(self) -> str:
        """The player's last line on stderr, or its exit code."""
        lines = [line for line in self._error.splitlines() if line.strip()]
        return lines[-1] if lines else f"exit {self.proc.returncode}"


class Player:
    """Plays WAV files; :meth:`begin` raises ``OSError`` when it cannot start."""

    name = "player"

    def begin(self, path: Path) -> Playback:
        """Start playing ``path``."""
        raise OSError(f"{self.name} cannot play")


class CommandPlayer(Player):
    """A command line player; the file path is appended to ``command``."""

    def __init__(self, command: Sequence[str]) -> None:
        self.command = list(command)
        self.name = Path(self.command[0]).name

    def begin(self, path: Path) -> Playback:
        """Start the subprocess."""
        proc = subprocess.Popen(
            [*self.command, str(path)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            creationflags=_no_window(),
        )
        return ProcessPlayback(proc)


class WinsoundPlayback(Playback):
    """``winsound`` playing asynchronously (it plays one sound at a time per process)."""

    def __init__(self, path: Path) -> None:
        import importlib

        self._winsound: Any = importlib.import_module("winsound")
        self._done = threading.Event()
        with wave.open(str(path), "rb") as wav:
            self._duration = wav.getnframes() / float(wav.getframerate() or 1)
        flags = self._winsound.SND_FILENAME | self._winsound.SND_ASYNC
        self._winsound.PlaySound(str(path), flags | self._winsound.SND_NODEFAULT)

    def wait(self) -> bool:
        """Wait for the sound's length or a kill."""
        self._done.wait(self._duration + 0.05)
        return True

    def kill(self) -> None:
        """Stop the sound."""
        self.killed = True
        self._winsound.PlaySound(None, 0)
        self._done.set()


class WinsoundPlayer(Player):
    """Windows' built-in player."""

    name = "winsound"

    def begin(self, path: Path) -> Playback:
        """Play through winsound."""
        try:
            return WinsoundPlayback(path)
        except RuntimeError as exc:
            raise OSError(str(exc)) from exc


def default_players() -> list[Player]:
    """Players to try, best first: ``$TALKING_YAHTZEE_SOUND_PLAYER``, then the platform's."""
    env = os.environ.get(PLAYER_ENV, "").strip()
    if env:
        return [CommandPlayer(shlex.split(env))]
    if sys.platform == "win32":
        return [WinsoundPlayer()]
    candidates = (("afplay",),) if sys.platform == "darwin" else LINUX_PLAYERS
    players: list[Player] = []
    for cmd in candidates:
        exe = shutil.which(cmd[0])
        if exe is not None:
            players.append(CommandPlayer([exe, *cmd[1:]]))
    return players
