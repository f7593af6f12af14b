"""Speech synthesizers: text to a WAV file, by pyttsx3 in a worker process or the espeak-ng command.

pyttsx3's own espeak driver plays through ``aplay`` with ``os.system`` and cannot stop an
utterance already playing, so the tts output never lets pyttsx3 play anything: a worker process
(see :mod:`._synth_worker`) renders the text with pyttsx3 (espeak-ng on Linux, SAPI5 on Windows,
NSSS on macOS) to a WAV file. When pyttsx3 cannot start, the ``espeak-ng`` command line renders
the WAV instead.
"""

from __future__ import annotations

import json
import logging
import os
import queue
import shutil
import subprocess
import sys
import threading
from abc import ABC, abstractmethod
from pathlib import Path
from typing import IO, Any, Final

from .base import (
    REASON_ENGINE_CRASHED,
    REASON_NOT_INSTALLED,
    OutputFailed,
)
from .helper_process import helper_command

log = logging.getLogger(__name__)


START_TIMEOUT: Final = 15.0
RENDER_TIMEOUT: Final = 30.0


def _no_window() -> int:
    return getattr(subprocess, "CREATE_NO_WINDOW", 0) if sys.platform == "win32" else 0


class Synthesizer(ABC):
    """Renders text to an audio file (WAV, or AIFF from NSSS before conversion)."""

    name = "synthesizer"

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
        super().__init__(lang=lang, voice=voice, rate=rate, volume=volume)
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


class EspeakCliSynthesizer(Synthesizer):
    """The ``espeak-ng`` (or ``espeak``) command line; used when pyttsx3 cannot start."""

    name = "espeak-ng"
    _exe: str | None = None

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
        cmd = [self._exe, "-v", self.voice or base, "-w", str(path)]
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
