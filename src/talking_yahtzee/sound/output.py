"""Sound outputs: play the catalogue's sounds beside the speech, never in its way.

:class:`SoundOutput` is the interface the game calls (``play``, ``stop``, ``set_enabled``,
``set_volume``, ``close``); :class:`PlayerSoundOutput` plays through short-lived player processes,
:class:`SilentSoundOutput` plays nothing and :class:`RecordingSoundOutput` records for tests.
Sounds and speech never share a player, so neither cuts the other off.
"""

from __future__ import annotations

import itertools
import logging
import os
import queue
import sys
import tempfile
import threading
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from talking_yahtzee.speech.audio import SOUND_PLAYER_ENV, default_players
from talking_yahtzee.speech.audio import AudioPlayback as Playback
from talking_yahtzee.speech.audio import AudioPlayer as Player

from .catalogue import Sound, check_variation, render, sound_named, wav_bytes
from .wav import silence_wav

if TYPE_CHECKING:  # numpy is imported with the first sound made
    import numpy as np

    from .synth import Samples

log = logging.getLogger(__name__)

REASON_NO_AUDIO_DEVICE: Final = "no-audio-device"
REASON_NO_PLAYER: Final = "no-player"
"""Reasons passed to ``on_failure``; the message ``sound-output-failed`` words them."""

FailureCallback = Callable[[str], None]

CHECK_SILENCE: Final = 0.02
"""Seconds of silence :meth:`PlayerSoundOutput.check` plays to find out whether a sound can play."""
RENDER_DELAY: Final = 0.5
"""Seconds after :meth:`PlayerSoundOutput.start` before every sound is made in the background."""
CHECK_TIMEOUT: Final = 1.0
"""Seconds the check waits for that silence to end; a player still busy then counts as working."""


def clamp_volume(volume: float) -> float:
    """``volume`` limited to 0..1."""
    return max(0.0, min(1.0, float(volume)))


class SoundOutput(ABC):
    """Plays sounds by name. :meth:`play` never blocks and never raises for a broken device."""

    name = "sound"

    def __init__(self, *, enabled: bool = True, volume: float = 1.0) -> None:
        self._enabled = enabled
        self._volume = clamp_volume(volume)

    @property
    def enabled(self) -> bool:
        """Whether sounds play."""
        return self._enabled

    @property
    def volume(self) -> float:
        """The volume, 0..1, applied to every sound."""
        return self._volume

    def start(self) -> None:  # noqa: B027 - optional hook
        """Prepare (render the sounds in the background)."""

    def check(self) -> None:  # noqa: B027 - optional hook
        """Find out now whether sounds can play; a failure is reported before this returns."""

    def play(self, name: Sound | str, **variation: Any) -> None:
        """Play ``name`` (a :class:`Sound` or its id); ``variation`` as in the catalogue.

        Raises ``ValueError`` for an unknown sound and ``TypeError`` for a variation it does
        not take, even when sounds are off, so that mistakes show in tests.
        """
        sound = sound_named(name)
        check_variation(sound, variation)
        if self._enabled and self._volume > 0:
            self._play(sound, variation)

    @abstractmethod
    def _play(self, sound: Sound, variation: dict[str, Any]) -> None:
        """Play a checked sound."""

    def stop(self, name: Sound | str | None = None) -> None:  # noqa: B027 - optional hook
        """Stop ``name`` if it is playing, or every sound for ``None``."""

    def set_enabled(self, enabled: bool) -> None:
        """Turn sounds on or off; off stops what is playing."""
        self._enabled = enabled
        if not enabled:
            self.stop()

    def set_volume(self, volume: float) -> None:
        """Set the volume (clamped to 0..1); it applies from the next sound."""
        self._volume = clamp_volume(volume)

    def close(self) -> None:  # noqa: B027 - optional hook
        """Stop everything and release resources."""


class SilentSoundOutput(SoundOutput):
    """Plays nothing (``--sounds off``, or no audio device)."""

    name = "silent"

    def _play(self, sound: Sound, variation: dict[str, Any]) -> None:
        """Do nothing."""


class RecordingSoundOutput(SoundOutput):
    """Records the sounds that would play, for tests of other layers."""

    name = "recording"

    def __init__(self, *, enabled: bool = True, volume: float = 1.0) -> None:
        super().__init__(enabled=enabled, volume=volume)
        self.played: list[tuple[Sound, dict[str, Any]]] = []
        self.stopped: list[Sound | None] = []
        self.closed = False
        self._lock = threading.Lock()

    def _play(self, sound: Sound, variation: dict[str, Any]) -> None:
        with self._lock:
            self.played.append((sound, dict(variation)))

    def stop(self, name: Sound | str | None = None) -> None:
        """Record the stop."""
        with self._lock:
            self.stopped.append(None if name is None else sound_named(name))

    def close(self) -> None:
        """Mark closed."""
        self.closed = True

    @property
    def names(self) -> list[str]:
        """The ids of the sounds played, in order."""
        with self._lock:
            return [sound.value for sound, _ in self.played]


_STOP: Final = object()


class PlayerSoundOutput(SoundOutput):
    """Plays each sound with a player process (aplay, paplay, pw-play, afplay) or winsound.

    The sounds are rendered in memory by a background thread soon after :meth:`start`;
    :meth:`play` hands the sound to a worker thread and returns at once. A player that fails is
    dropped for the next; when none is left ``on_failure(reason)`` is called once (from a worker
    thread) and the output goes silent.
    """

    name = "player"

    def __init__(
        self,
        players: Sequence[Player] | None = None,
        *,
        enabled: bool = True,
        volume: float = 1.0,
        on_failure: FailureCallback | None = None,
        rng: np.random.Generator | None = None,
    ) -> None:
        super().__init__(enabled=enabled, volume=volume)
        self._players = list(players) if players is not None else default_players(SOUND_PLAYER_ENV)
        self._on_failure = on_failure
        self._rng = rng
        self._rendered: dict[Sound, Samples] = {}
        self._render_lock = threading.Lock()
        self._lock = threading.Lock()
        self._playing: dict[int, tuple[Sound, Playback]] = {}
        self._ids = itertools.count()
        self._queue: queue.Queue[tuple[Sound, dict[str, Any]] | object] = queue.Queue()
        self._folder: tempfile.TemporaryDirectory[str] | None = None
        self._worker: threading.Thread | None = None
        self._broken = False
        self._device_failed = False
        """A player started and then failed: the device, not the player, is missing."""
        self._closed = False
        self.started = 0
        """How many playbacks were begun (tests, benchmarks)."""
        self.recent_playbacks: deque[Playback] = deque(maxlen=16)
        """The latest playbacks begun, newest last (tests, benchmarks)."""

    @property
    def broken(self) -> bool:
        """True once no player works: the output is silent for good."""
        return self._broken

    @property
    def player_name(self) -> str | None:
        """The player in use."""
        with self._lock:
            return self._players[0].name if self._players else None

    def start(self) -> None:
        """Start the worker and render every sound in the background."""
        if self._worker is not None or self._closed:
            return
        self._folder = tempfile.TemporaryDirectory(prefix="talking-yahtzee-sound-")
        self._worker = threading.Thread(target=self._run, name="sound-worker", daemon=True)
        self._worker.start()
        if self._enabled and not self._players:
            self._fail(REASON_NO_PLAYER)
        # After the game's first words: importing numpy beside them would slow them down (a
        # sound played before then is made when it is played).
        render = threading.Timer(RENDER_DELAY, self._render_all)
        render.name, render.daemon = "sound-render", True
        render.start()

    def check(self, timeout: float = CHECK_TIMEOUT) -> None:
        """Find out now, in this thread, whether a sound can play, so that the notice can be said
        right after the welcome rather than when the first sound fails in the worker's thread.

        A moment of silence goes to each player in turn until one plays it. A player that cannot
        start, or starts and then fails (no audio device), is dropped as it is when a sound
        fails; when none is left, ``on_failure`` is called before this returns. A player still
        busy after ``timeout`` seconds is stopped and counts as working. Sounds that are off are
        not checked (the first sound after M finds out).
        """
        if not self._enabled or self._broken or self._closed:
            return
        self.start()  # with no player at all, the failure is reported here
        if self._broken or self._folder is None:
            return
        path = Path(self._folder.name) / "check.wav"
        path.write_bytes(silence_wav(CHECK_SILENCE))
        try:
            while True:
                with self._lock:
                    if self._closed or not self._players:
                        break
                    player = self._players[0]
                try:
                    playback = player.begin(path)
                except OSError as exc:
                    log.warning("sound player %s cannot start: %s", player.name, exc)
                    self._drop(player)
                    continue
                if _played(playback, timeout):
                    return
                log.warning("sound player %s failed: %s", player.name, playback.error)
                self._device_failed = True
                self._drop(player)
        finally:
            path.unlink(missing_ok=True)
        self._fail(REASON_NO_AUDIO_DEVICE if self._device_failed else REASON_NO_PLAYER)

    def wait_rendered(self) -> None:
        """Render now whatever the background thread has not rendered yet (tests, benchmarks)."""
        self._render_all()

    def _play(self, sound: Sound, variation: dict[str, Any]) -> None:
        if self._broken or self._closed:
            return
        if self._worker is None:
            self.start()
        if sound.spec.restarts:
            self.stop(sound)
        self._queue.put((sound, variation))

    def stop(self, name: Sound | str | None = None) -> None:
        """Kill the players of ``name`` (every sound for ``None``)."""
        sound = None if name is None else sound_named(name)
        with self._lock:
            victims = [pb for s, pb in self._playing.values() if sound is None or s is sound]
        for playback in victims:
            playback.kill()

    def close(self) -> None:
        """Stop every sound, end the worker, remove the temporary files."""
        if self._closed:
            return
        self._closed = True
        self.stop()
        self._queue.put(_STOP)
        worker = self._worker
        if worker is not None and worker is not threading.current_thread():
            worker.join(timeout=2)
        if self._folder is not None:
            self._folder.cleanup()

    # -- internals -------------------------------------------------------------------

    def _render_all(self) -> None:
        for sound in Sound:
            self._samples(sound, {})

    def _samples(self, sound: Sound, variation: dict[str, Any]) -> Samples:
        import numpy as np

        if sound.spec.varies:
            with self._render_lock:
                if self._rng is None:
                    self._rng = np.random.default_rng()
            return render(sound, self._rng, **variation)
        with self._render_lock:
            samples = self._rendered.get(sound)
            if samples is None:
                samples = self._rendered[sound] = render(sound, np.random.default_rng(0))
            return samples

    def _run(self) -> None:
        assert self._folder is not None
        folder = Path(self._folder.name)
        while True:
            item = self._queue.get()
            if item is _STOP:
                return
            assert isinstance(item, tuple)
            sound, variation = item
            if self._broken or not self._enabled:
                continue
            path = folder / f"{next(self._ids)}-{sound.value}.wav"
            try:
                path.write_bytes(wav_bytes(self._samples(sound, variation), self._volume))
                if sound.spec.restarts:
                    self.stop(sound)  # also one queued behind this one
                self._begin(sound, path)
            except Exception:  # a sound is never worth the worker: log it, play on
                log.exception("cannot play sound %s", sound.value)
                path.unlink(missing_ok=True)

    def _begin(self, sound: Sound, path: Path) -> None:
        """Start ``path`` with the first player that starts; a watcher thread reaps it."""
        while True:
            with self._lock:
                if self._closed or self._broken:
                    path.unlink(missing_ok=True)
                    return
                if not self._players:
                    break
                player = self._players[0]
            try:
                playback = player.begin(path)
            except OSError as exc:
                log.warning("sound player %s cannot start: %s", player.name, exc)
                self._drop(player)
                continue
            key = next(self._ids)
            with self._lock:
                self._playing[key] = (sound, playback)
                self.started += 1
                self.recent_playbacks.append(playback)
                if self._closed or not self._enabled:  # stopped while it was starting
                    playback.kill()
            threading.Thread(
                target=self._watch, args=(key, sound, player, playback, path), daemon=True
            ).start()
            return
        path.unlink(missing_ok=True)
        # A player that started and then failed found no device; none starting means no player.
        self._fail(REASON_NO_AUDIO_DEVICE if self._device_failed else REASON_NO_PLAYER)

    def _watch(
        self, key: int, sound: Sound, player: Player, playback: Playback, path: Path
    ) -> None:
        ok = playback.wait()
        with self._lock:
            self._playing.pop(key, None)
        if ok:
            path.unlink(missing_ok=True)
            return
        log.warning("sound player %s failed: %s", player.name, playback.error)
        self._device_failed = True
        self._drop(player)
        with self._lock:
            left = bool(self._players)
        if left:
            self._begin(sound, path)  # the same sound once more, with the next player
        else:
            path.unlink(missing_ok=True)
            self._fail(REASON_NO_AUDIO_DEVICE)

    def _drop(self, player: Player) -> None:
        with self._lock:
            if self._players and self._players[0] is player:
                self._players.pop(0)

    def _fail(self, reason: str) -> None:
        with self._lock:
            if self._broken or self._closed:
                return
            self._broken = True
        log.warning("sounds off: %s", reason)
        if self._on_failure is not None:
            self._on_failure(reason)


def _played(playback: Playback, timeout: float) -> bool:
    """Whether ``playback`` played: True when it ended well or is still playing after
    ``timeout`` seconds (then it is stopped), False when it failed."""
    ended: list[bool] = []
    waiter = threading.Thread(target=lambda: ended.append(playback.wait()), daemon=True)
    waiter.start()
    waiter.join(timeout)
    if not ended:
        playback.kill()
        return True
    return ended[0]


def winsound_clash(speech_output: str, platform: str = sys.platform) -> bool:
    """Whether sounds would cut the voice short: on Windows, ``winsound`` plays one sound at a
    time for the whole program, and the game's own voice (``tts``) plays through it too."""
    return platform == "win32" and speech_output == "tts" and not os.environ.get(SOUND_PLAYER_ENV)


def build_sound_output(
    enabled: bool,
    volume: float,
    *,
    on_failure: FailureCallback | None = None,
    players: Sequence[Player] | None = None,
    start: bool = True,
) -> SoundOutput:
    """The game's sound output: players when some exist, else silent after one notice.

    Sounds that are off still get a real output (so a key can turn them on); without any
    player program the output is silent and ``on_failure("no-player")`` is called once.
    """
    output = PlayerSoundOutput(players, enabled=enabled, volume=volume, on_failure=on_failure)
    if start:
        output.start()
    return output
