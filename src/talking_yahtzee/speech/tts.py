"""The ``tts`` output: a synthesizer renders each utterance to a WAV file, an audio player plays it.

One worker thread of this process takes the queued texts in order, has the synthesizer
(:mod:`.synthesizers`) render each and hands the file to an audio player (:mod:`.audio`); an
interruption kills the player at once and drops the queue.
"""

from __future__ import annotations

import itertools
import logging
import queue
import tempfile
import threading
import wave
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from .audio import AudioPlayback, AudioPlayer, default_players
from .base import (
    REASON_ENGINE_CRASHED,
    REASON_NO_AUDIO_DEVICE,
    Output,
    OutputFailed,
    drain,
)
from .synthesizers import EspeakCliSynthesizer, Pyttsx3Synthesizer, Synthesizer

log = logging.getLogger(__name__)


DEFAULT_RATE: Final = 175
PROBE_TIMEOUT: Final = 3.0


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
        players: Sequence[AudioPlayer] | None = None,
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
        self._playback: AudioPlayback | None = None
        self._thread: threading.Thread | None = None
        self._tmpdir: tempfile.TemporaryDirectory[str] | None = None
        self._counter = itertools.count()
        self._closed = False
        self._broken = False
        self.last_playback: AudioPlayback | None = None

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
    def current_playback(self) -> AudioPlayback | None:
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
        drain(self._queue)
        if self._playback is not None:
            self._playback.kill()

    def _pending_texts(self) -> tuple[str, ...]:
        with self._lock:
            items = drain(self._queue)
            return tuple(
                item[1] for item in items if isinstance(item, tuple) and item[0] == self._gen
            )

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
