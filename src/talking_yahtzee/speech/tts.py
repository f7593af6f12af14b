"""The ``tts`` output: pyttsx3 renders each utterance to a WAV file, a killable player plays it.

pyttsx3's own espeak driver plays through ``aplay`` with ``os.system`` and cannot stop an
utterance already playing, so this output never lets pyttsx3 play anything. A worker
process (see :mod:`._synth_worker`) renders the text with pyttsx3 (espeak-ng on Linux,
SAPI5 on Windows, NSSS on macOS) to a WAV file; one worker thread of this process hands
the file to a player subprocess (``pw-play``, ``paplay``, ``aplay``, ``play``; ``afplay``
on macOS) or to ``winsound`` on Windows, and an interruption kills that player at once.
When pyttsx3 cannot start, the ``espeak-ng`` command line renders the WAV instead.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import logging
import os
import queue
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import wave
from abc import ABC, abstractmethod
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any, Final, cast

from .. import pcm_player
from ..helpers import helper_command
from .base import (
    REASON_ENGINE_CRASHED,
    REASON_NO_AUDIO_DEVICE,
    REASON_NOT_INSTALLED,
    Output,
    OutputFailed,
)

log = logging.getLogger(__name__)

PLAYER_ENV: Final = "TALKING_YAHTZEE_PLAYER"
"""Environment variable: a player command line (the WAV path is appended)."""

DEFAULT_RATE: Final = 175
START_TIMEOUT: Final = 15.0
RENDER_TIMEOUT: Final = 30.0
PROBE_TIMEOUT: Final = 3.0


def _no_window() -> int:
    return getattr(subprocess, "CREATE_NO_WINDOW", 0) if sys.platform == "win32" else 0


# --------------------------------------------------------------------------- synthesizers


class Synthesizer(ABC):
    """Renders text to an audio file (WAV, or AIFF from NSSS before conversion)."""

    name = "synthesizer"

    @abstractmethod
    def start(self) -> None:
        """Prepare; raise :class:`OutputFailed` when this synthesizer cannot work."""

    @abstractmethod
    def synthesize(self, text: str, path: Path) -> None:
        """Render ``text`` to ``path``; raise :class:`OutputFailed` on failure."""

    def close(self) -> None:  # noqa: B027 - optional hook
        """Release resources."""


class Pyttsx3Synthesizer(Synthesizer):
    """pyttsx3 in a worker process; the default engine."""

    name = "pyttsx3"

    def __init__(
        self,
        *,
        lang: str,
        voice: str | None = None,
        rate: int | None = None,
        volume: float | None = None,
        driver: str | None = None,
        python: str | None = None,
    ) -> None:
        self.lang = lang
        self.voice = voice
        self.rate = rate
        self.volume = volume
        self.driver = driver
        self._python = python
        self._proc: subprocess.Popen[str] | None = None
        self._replies: queue.Queue[str | None] = queue.Queue()
        self.engine_driver: str | None = None
        self.espeak_library: str | None = None  # "system" or "wheel" on Linux
        self.voice_id: str | None = None

    def start(self) -> None:
        """Spawn the worker process and wait until pyttsx3 is ready in it."""
        if self._proc is not None:
            return
        try:
            import importlib.util

            if importlib.util.find_spec("pyttsx3") is None:
                raise OutputFailed(REASON_NOT_INSTALLED, "pyttsx3 is not installed")
        except (ImportError, ValueError) as exc:
            raise OutputFailed(REASON_NOT_INSTALLED, str(exc)) from exc
        env = dict(os.environ)
        src = str(Path(__file__).resolve().parents[2])
        env["PYTHONPATH"] = os.pathsep.join(p for p in (src, env.get("PYTHONPATH")) if p)
        env["PYTHONIOENCODING"] = "utf-8"
        cmd = helper_command("synth", self.driver or "", python=self._python)
        try:
            self._proc = subprocess.Popen(
                cmd,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
                encoding="utf-8",
                env=env,
                creationflags=_no_window(),
            )
        except OSError as exc:
            raise OutputFailed(REASON_ENGINE_CRASHED, f"cannot start worker: {exc}") from exc
        assert self._proc.stdout is not None
        threading.Thread(
            target=self._read_replies, args=(self._proc.stdout,), daemon=True, name="tts-replies"
        ).start()
        reply = self._reply(START_TIMEOUT)
        if not reply.get("ok"):
            self.close()
            raise OutputFailed(REASON_ENGINE_CRASHED, str(reply.get("error", "engine failed")))
        self.engine_driver = str(reply.get("driver"))
        self.espeak_library = reply.get("espeak")
        log.info("pyttsx3 worker ready (driver %s)", self.engine_driver)

    def synthesize(self, text: str, path: Path) -> None:
        """Ask the worker process for one WAV file."""
        proc = self._proc
        if proc is None or proc.stdin is None or proc.poll() is not None:
            raise OutputFailed(REASON_ENGINE_CRASHED, "pyttsx3 worker is not running")
        request = {
            "text": text,
            "path": str(path),
            "lang": self.lang,
            "voice": self.voice,
            "rate": self.rate,
            "volume": self.volume,
        }
        try:
            proc.stdin.write(json.dumps(request) + "\n")
            proc.stdin.flush()
        except (OSError, ValueError) as exc:
            raise OutputFailed(REASON_ENGINE_CRASHED, f"worker gone: {exc}") from exc
        reply = self._reply(RENDER_TIMEOUT)
        if not reply.get("ok"):
            raise OutputFailed(REASON_ENGINE_CRASHED, str(reply.get("error", "render failed")))
        self.voice_id = reply.get("voice")
        if not reply.get("riff", True):
            _convert_to_wav(path)

    def close(self) -> None:
        """Stop the worker process."""
        proc, self._proc = self._proc, None
        if proc is None:
            return
        try:
            if proc.stdin is not None:
                proc.stdin.close()
            proc.wait(timeout=2)
        except (OSError, subprocess.TimeoutExpired):
            proc.kill()
            proc.wait()

    def _read_replies(self, stream: IO[str]) -> None:
        for line in stream:
            self._replies.put(line)
        self._replies.put(None)

    def _reply(self, timeout: float) -> dict[str, Any]:
        try:
            line = self._replies.get(timeout=timeout)
        except queue.Empty:
            if self._proc is not None:
                self._proc.kill()
            return {"ok": False, "error": "pyttsx3 worker timed out"}
        if line is None:
            return {"ok": False, "error": "pyttsx3 worker exited"}
        try:
            reply = json.loads(line)
        except ValueError:
            return {"ok": False, "error": f"bad reply {line!r}"}
        return reply if isinstance(reply, dict) else {"ok": False, "error": "bad reply"}


def _convert_to_wav(path: Path) -> None:
    """Turn an AIFF file (NSSS writes those) into WAV with macOS ``afconvert``."""
    afconvert = shutil.which("afconvert")
    if afconvert is None:
        return
    tmp = path.with_suffix(".conv.wav")
    subprocess.run(
        [afconvert, "-f", "WAVE", "-d", "LEI16", str(path), str(tmp)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        check=False,
    )
    if tmp.exists():
        os.replace(tmp, path)


ESPEAK_LANGS: Final = {"en": "en", "es": "es", "fr": "fr", "de": "de", "it": "it", "pt": "pt"}


class EspeakCliSynthesizer(Synthesizer):
    """The ``espeak-ng`` (or ``espeak``) command line; used when pyttsx3 cannot start."""

    name = "espeak-ng"

    def __init__(
        self,
        *,
        lang: str,
        voice: str | None = None,
        rate: int | None = None,
        volume: float | None = None,
    ) -> None:
        self.lang = lang
        self.voice = voice
        self.rate = rate
        self.volume = volume
        self._exe: str | None = None

    def start(self) -> None:
        """Find the program."""
        self._exe = shutil.which("espeak-ng") or shutil.which("espeak")
        if self._exe is None:
            raise OutputFailed(REASON_NOT_INSTALLED, "espeak-ng is not installed")

    def synthesize(self, text: str, path: Path) -> None:
        """Run ``espeak-ng -w PATH``."""
        if self._exe is None:
            self.start()
        assert self._exe is not None
        base = self.lang.replace("_", "-").split("-")[0].lower()
        cmd = [self._exe, "-v", self.voice or ESPEAK_LANGS.get(base, base), "-w", str(path)]
        if self.rate is not None:
            cmd += ["-s", str(int(self.rate))]
        if self.volume is not None:
            cmd += ["-a", str(max(0, min(200, round(self.volume * 100))))]
        cmd += ["--", text]
        try:
            done = subprocess.run(
                cmd,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                timeout=RENDER_TIMEOUT,
                check=False,
                creationflags=_no_window(),
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise OutputFailed(REASON_ENGINE_CRASHED, str(exc)) from exc
        if done.returncode != 0 or not path.exists():
            detail = done.stderr.decode("utf-8", "replace").strip()
            raise OutputFailed(REASON_ENGINE_CRASHED, detail or f"exit {done.returncode}")


# --------------------------------------------------------------------------- players


class Playback(ABC):
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


class Player(ABC):
    """Something that plays WAV files and can be cut off."""

    name = "player"

    @abstractmethod
    def begin(self, path: Path) -> Playback:
        """Start playing ``path``; raise ``OSError`` if it cannot start."""


class ProcessPlayback(Playback):
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


class WinsoundPlayer(Player):
    """Windows' built-in WAV player."""

    name = "winsound"

    def begin(self, path: Path) -> Playback:
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


Playback.register(pcm_player.PcmPlayback)
Player.register(pcm_player.MiniaudioPlayer)


def default_players() -> list[Player]:
    """Players to try, best first: ``$TALKING_YAHTZEE_PLAYER``, the platform's, then miniaudio."""
    env = os.environ.get(PLAYER_ENV, "").strip()
    if env:
        return [CommandPlayer(shlex.split(env))]
    if sys.platform == "win32":
        return [WinsoundPlayer()]
    candidates: tuple[tuple[str, ...], ...] = (
        (("afplay",),) if sys.platform == "darwin" else LINUX_PLAYERS
    )
    players: list[Player] = []
    for cmd in candidates:
        exe = shutil.which(cmd[0])
        if exe is not None:
            players.append(CommandPlayer([exe, *cmd[1:]]))
    if pcm_player.available():  # the wheel: plays with no program (see docs/install.md)
        players.append(cast(Player, pcm_player.MiniaudioPlayer()))
    return players


def pacer_command() -> list[str]:
    """A player that plays into nothing at real-time pace (tests, headless machines)."""
    return helper_command("pacer")


# --------------------------------------------------------------------------- output


_STOP: Final = object()


class TtsOutput(Output):
    """Speaks with pyttsx3 from one worker thread; :meth:`speak` never blocks."""

    name = "tts"

    def __init__(
        self,
        *,
        lang: str = "en",
        voice: str | None = None,
        rate: int | None = DEFAULT_RATE,
        volume: float | None = 1.0,
        synthesizers: Sequence[Synthesizer] | None = None,
        players: Sequence[Player] | None = None,
    ) -> None:
        super().__init__()
        self.lang = lang
        if synthesizers is None:
            synthesizers = [
                Pyttsx3Synthesizer(lang=lang, voice=voice, rate=rate, volume=volume),
                EspeakCliSynthesizer(lang=lang, voice=None, rate=rate, volume=volume),
            ]
        self._synths = list(synthesizers)
        self._synth: Synthesizer | None = None
        self._synth_lock = threading.Lock()
        self._players = list(players) if players is not None else default_players()
        self._queue: queue.Queue[tuple[int, str] | object] = queue.Queue()
        self._lock = threading.Lock()
        self._gen = 0
        self._playback: Playback | None = None
        self._thread: threading.Thread | None = None
        self._tmpdir: tempfile.TemporaryDirectory[str] | None = None
        self._counter = itertools.count()
        self._closed = False
        self._broken = False
        self.last_playback: Playback | None = None

    # -- public API ------------------------------------------------------------------

    @property
    def synthesizer_name(self) -> str | None:
        """Which synthesizer renders (``pyttsx3`` or ``espeak-ng``), once started."""
        return self._synth.name if self._synth is not None else None

    @property
    def player_name(self) -> str | None:
        """The player in use."""
        return self._players[0].name if self._players else None

    @property
    def current_playback(self) -> Playback | None:
        """The playback running now, if any."""
        with self._lock:
            return self._playback

    def start(self) -> None:
        """Start the engine and the worker thread."""
        if self._thread is not None:
            return
        if not self._players:
            raise OutputFailed(REASON_NO_AUDIO_DEVICE, "no audio player found")
        self._ensure_synth()
        self._tmpdir = tempfile.TemporaryDirectory(prefix="talking-yahtzee-tts-")
        self._probe_players(Path(self._tmpdir.name))
        self._thread = threading.Thread(target=self._run, name="tts-worker", daemon=True)
        self._thread.start()

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Queue ``text``; with ``interrupt`` cut off and drop everything before it."""
        if self._broken or self._closed:
            raise OutputFailed(REASON_ENGINE_CRASHED, "tts output is not working")
        if self._thread is None:
            self.start()
        with self._lock:
            if interrupt:
                self._cut_locked()
            self._queue.put((self._gen, text))

    def stop(self) -> None:
        """Cut off the current utterance and drop the queue."""
        with self._lock:
            self._cut_locked()

    def render_to_wav(self, text: str, path: Path) -> Path:
        """Render ``text`` to a WAV file at ``path`` (synchronously; no player needed)."""
        self._ensure_synth()
        with self._synth_lock:
            assert self._synth is not None
            self._synth.synthesize(text, Path(path))
        return Path(path)

    def close(self) -> None:
        """Stop speaking, end the worker thread and the engine."""
        if self._closed:
            return
        self._closed = True
        with self._lock:
            self._cut_locked()
            self._queue.put(_STOP)
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=2)
        with self._synth_lock:
            for synth in self._synths:
                synth.close()
        if self._tmpdir is not None:
            self._tmpdir.cleanup()

    # -- internals -------------------------------------------------------------------

    def _ensure_synth(self) -> None:
        with self._synth_lock:
            while self._synth is None:
                if not self._synths:
                    raise OutputFailed(REASON_ENGINE_CRASHED, "no speech engine works")
                candidate = self._synths[0]
                try:
                    candidate.start()
                    self._synth = candidate
                except OutputFailed as exc:
                    log.warning("tts engine %s unusable: %s", candidate.name, exc)
                    self._synths.pop(0)
                    candidate.close()
                    if not self._synths:
                        raise

    def _probe_players(self, folder: Path) -> None:
        """Drop players that cannot play a short silence (no device, no sound server)."""
        probe = folder / "probe.wav"
        with wave.open(str(probe), "wb") as wav:
            wav.setnchannels(1)
            wav.setsampwidth(2)
            wav.setframerate(22050)
            wav.writeframes(b"\0\0" * 441)
        errors: list[str] = []
        while self._players:
            player = self._players[0]
            try:
                playback = player.begin(probe)
                timer = threading.Timer(PROBE_TIMEOUT, playback.kill)
                timer.start()
                ok = playback.wait() and not playback.killed
                timer.cancel()
            except OSError as exc:
                ok, playback = False, None
                errors.append(f"{player.name}: {exc}")
            if ok:
                return
            if playback is not None:
                errors.append(f"{player.name}: {playback.error}")
            log.info("audio player %s unusable: %s", player.name, errors[-1])
            self._players.pop(0)
        raise OutputFailed(REASON_NO_AUDIO_DEVICE, "; ".join(errors)[:300] or "no audio player")

    def _synthesize(self, text: str, path: Path) -> None:
        """Render with the current engine, moving to the next one if it breaks."""
        while True:
            self._ensure_synth()
            with self._synth_lock:
                synth = self._synth
                assert synth is not None
                try:
                    synth.synthesize(text, path)
                    return
                except OutputFailed as exc:
                    log.warning("tts engine %s failed: %s", synth.name, exc)
                    synth.close()
                    if self._synths and self._synths[0] is synth:
                        self._synths.pop(0)
                    self._synth = None
                    if not self._synths:
                        raise

    def _cut_locked(self) -> None:
        self._gen += 1
        while True:
            try:
                self._queue.get_nowait()
            except queue.Empty:
                break
        if self._playback is not None:
            self._playback.kill()

    def _pending_texts(self) -> tuple[str, ...]:
        texts: list[str] = []
        with self._lock:
            while True:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if isinstance(item, tuple) and item[0] == self._gen:
                    texts.append(item[1])
        return tuple(texts)

    def _run(self) -> None:
        assert self._tmpdir is not None
        folder = Path(self._tmpdir.name)
        while True:
            item = self._queue.get()
            if item is _STOP:
                return
            assert isinstance(item, tuple)
            gen, text = item
            if gen != self._gen:
                continue
            path = folder / f"utterance-{next(self._counter)}.wav"
            try:
                try:
                    self._synthesize(text, path)
                    self._play(gen, path)
                finally:
                    path.unlink(missing_ok=True)
            except OutputFailed as exc:
                if self._closed:
                    return
                self._broken = True
                exc.pending = (text, *self._pending_texts()) if gen == self._gen else ()
                self._fail_later(exc)
                return
            except Exception as exc:
                log.exception("tts worker crashed")
                self._broken = True
                failure = OutputFailed(REASON_ENGINE_CRASHED, repr(exc))
                failure.pending = self._pending_texts()
                self._fail_later(failure)
                return

    def _play(self, gen: int, path: Path) -> None:
        """Play ``path`` with the first player that works (drops players that fail)."""
        while True:
            with self._lock:
                if gen != self._gen or self._closed:
                    return
                if not self._players:
                    raise OutputFailed(REASON_NO_AUDIO_DEVICE, "no audio player works")
                player = self._players[0]
            try:
                playback = player.begin(path)
            except OSError as exc:
                log.warning("audio player %s cannot start: %s", player.name, exc)
                with self._lock:
                    if self._players and self._players[0] is player:
                        self._players.pop(0)
                continue
            with self._lock:
                self._playback = playback
                self.last_playback = playback
                if gen != self._gen:
                    playback.kill()
            ok = playback.wait()
            with self._lock:
                self._playback = None
            if ok:
                return
            log.warning("audio player %s failed: %s", player.name, playback.error)
            with self._lock:
                if self._players and self._players[0] is player:
                    self._players.pop(0)
                if not self._players:
                    raise OutputFailed(
                        REASON_NO_AUDIO_DEVICE, f"{player.name}: {playback.error}"[:300]
                    )


def wav_stats(path: Path) -> tuple[float, float]:
    """Return ``(duration_seconds, rms)`` of a 16-bit PCM WAV file; RMS in 0..1."""
    import array
    import math

    with wave.open(str(path), "rb") as wav:
        frames = wav.getnframes()
        rate = wav.getframerate() or 1
        width = wav.getsampwidth()
        data = wav.readframes(frames)
    if width != 2 or not data:
        return frames / rate, 0.0
    samples = array.array("h")
    samples.frombytes(data[: len(data) - len(data) % 2])
    if sys.byteorder == "big":
        samples.byteswap()
    if not samples:
        return frames / rate, 0.0
    mean_sq = sum(s * s for s in samples) / len(samples)
    return frames / rate, math.sqrt(mean_sq) / 32768.0
