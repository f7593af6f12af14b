"""Play sound in this process with the ``miniaudio`` wheel: no player program, stopped at once.

Shared by the speech output (which plays its rendered WAV files here when no player
program is wanted) and anything else that plays sound. :func:`play_pcm` starts 16-bit
PCM bytes, :func:`play_wav` a WAV file; both return a :class:`PcmPlayback` whose
:meth:`~PcmPlayback.kill` silences the device at its next period (``PERIOD_MS``).
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import sys
import threading
import time
import wave
from collections.abc import Generator
from pathlib import Path
from typing import Any, Final

PERIOD_MS: Final = 20
"""Length of one device period: the longest a kill waits before the device goes silent."""
TAIL_PERIODS: Final = 4
"""Silent periods played after the end so the device's buffer drains before it stops."""


def available() -> bool:
    """Whether the miniaudio wheel is installed."""
    return importlib.util.find_spec("miniaudio") is not None


class _WithoutNumpy:
    """An import finder that keeps numpy out of one thread's imports (another thread's numpy
    imports as usual)."""

    def __init__(self) -> None:
        self.thread = threading.get_ident()

    def find_spec(self, name: str, path: object = None, target: object = None) -> None:
        if name == "numpy" and threading.get_ident() == self.thread:
            raise ModuleNotFoundError("numpy is left out of miniaudio", name=name)


def _miniaudio() -> Any:
    """The miniaudio module, imported without numpy when nothing has imported numpy yet.

    miniaudio imports numpy only to accept numpy arrays as samples (these are bytes), and numpy
    would cost the game's start tens of milliseconds before its first words: the sound check at
    start-up plays through miniaudio where there is no player program."""
    if "numpy" in sys.modules or "miniaudio" in sys.modules:
        return importlib.import_module("miniaudio")
    finder = _WithoutNumpy()
    sys.meta_path.insert(0, finder)
    try:
        return importlib.import_module("miniaudio")
    finally:
        sys.meta_path.remove(finder)


def _backends(miniaudio: Any) -> list[Any]:
    """Real backends only: never miniaudio's null device, which would play into nothing.

    Not JACK on Linux: its client library prints to the terminal (PipeWire and PulseAudio
    serve JACK users through the PulseAudio backend anyway).
    """
    backend = miniaudio.Backend
    if sys.platform == "win32":
        return [backend.WASAPI, backend.DSOUND, backend.WINMM]
    if sys.platform == "darwin":
        return [backend.COREAUDIO]
    return [backend.PULSEAUDIO, backend.ALSA]


_alsa_handler: Any = None
_alsa_lock = threading.Lock()


def _silence_alsa() -> None:
    """Send alsa-lib's error messages nowhere: by default it prints them on the terminal.

    The speech and the sounds may open their first devices at the same moment from two threads:
    the lock makes the second wait until the handler is really installed.
    """
    global _alsa_handler
    if not sys.platform.startswith("linux"):
        return
    with _alsa_lock:
        if _alsa_handler is not None:
            return
        import ctypes

        handler_type = ctypes.CFUNCTYPE(
            None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
        )
        handler = handler_type(lambda *_args: None)  # kept alive as long as the process
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL("libasound.so.2").snd_lib_error_set_handler(handler)
        _alsa_handler = handler


class PcmPlayback:
    """One sound playing on its own device; :meth:`wait` until it ends, :meth:`kill` to cut it."""

    def __init__(self, samples: bytes, *, channels: int, rate: int) -> None:
        try:
            miniaudio: Any = _miniaudio()
        except ImportError as exc:
            raise OSError(f"miniaudio is not installed: {exc}") from exc
        _silence_alsa()
        self.killed = False
        self.silenced_at: float | None = None
        self._error = ""
        self._data = samples[: len(samples) - len(samples) % (2 * channels)]
        self._frame_bytes = 2 * channels
        self._done = threading.Event()
        self._closed = False
        self._close_lock = threading.Lock()
        try:
            self._device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=channels,
                sample_rate=rate,
                buffersize_msec=PERIOD_MS,
                backends=_backends(miniaudio),
                app_name="Talking Yahtzee",
            )
            producer = self._produce()
            next(producer)
            self._device.start(producer)
        except Exception as exc:  # MiniaudioError and friends: no device, no backend
            self._close()
            raise OSError(f"miniaudio: {exc}") from exc
        self.backend = str(self._device.backend)

    def _produce(self) -> Generator[bytes, int, None]:
        """The device's callback: the samples, then a few silent periods, then done."""
        position = 0
        tail = 0
        frames = yield b""
        while True:
            wanted = frames * self._frame_bytes
            if self.killed or position >= len(self._data):
                if self.silenced_at is None:
                    self.silenced_at = time.monotonic()
                tail += 1
                if tail > TAIL_PERIODS or self.killed:
                    self._done.set()
                frames = yield bytes(wanted)
                continue
            chunk = self._data[position : position + wanted]
            position += len(chunk)
            if len(chunk) < wanted:
                chunk += bytes(wanted - len(chunk))
            frames = yield chunk

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the sound ends or is killed; ``False`` if the device failed."""
        duration = len(self._data) / self._frame_bytes / max(1, self._device.sample_rate)
        limit = duration + 2.0 if timeout is None else timeout
        finished = self._done.wait(limit)
        self._close()
        if not finished and not self.killed:
            self._error = "the audio device stopped asking for samples"
            return False
        return True

    def kill(self) -> None:
        """Silence at the next period and release :meth:`wait`; never blocks."""
        self.killed = True
        self._done.set()

    @property
    def error(self) -> str:
        """What went wrong after :meth:`wait` returned ``False``."""
        return self._error

    def _close(self) -> None:
        with self._close_lock:
            if self._closed:
                return
            self._closed = True
        device = getattr(self, "_device", None)
        if device is not None:
            with contextlib.suppress(Exception):
                device.close()


def play_pcm(samples: bytes, *, channels: int = 1, rate: int = 22050) -> PcmPlayback:
    """Start 16-bit little-endian PCM; raise ``OSError`` when no device plays."""
    return PcmPlayback(samples, channels=channels, rate=rate)


def play_wav(path: Path) -> PcmPlayback:
    """Start a 16-bit PCM WAV file; raise ``OSError`` when it cannot play."""
    try:
        with wave.open(str(path), "rb") as wav:
            if wav.getsampwidth() != 2:
                raise OSError(f"{path.name}: only 16-bit WAV files play here")
            channels, rate = wav.getnchannels(), wav.getframerate()
            data = wav.readframes(wav.getnframes())
    except (EOFError, wave.Error) as exc:
        raise OSError(f"{path.name}: {exc}") from exc
    if sys.byteorder == "big":  # pragma: no cover - WAV data is little-endian
        import array

        swapped = array.array("h", data)
        swapped.byteswap()
        data = swapped.tobytes()
    return play_pcm(data, channels=channels, rate=rate)


class MiniaudioPlayer:
    """Plays WAV files through :func:`play_wav`; the speech output's player without a program."""

    name = "miniaudio"

    def begin(self, path: Path) -> PcmPlayback:
        """Start ``path``; raise ``OSError`` if no audio device opens."""
        return play_wav(path)
