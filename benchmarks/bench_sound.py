"""Sound figures (plain script; prints, asserts nothing).

Run: ``PYTHONPATH=src python benchmarks/bench_sound.py [--runs N]``

1. Render time: the whole catalogue, and one fresh rattle (the only sound rendered per play).
2. The player backend (the game's): ``SoundOutput.play`` to the first samples reaching the audio
   device, measured with aplay into an ALSA ``file`` sink (a private HOME/.asoundrc), so the
   figure includes the worker hand-over, the WAV write, the process start and the device open.
3. The miniaudio backend (a wheel with its own audio backends; measured only when importable,
   ``pip install miniaudio``): a device kept open with a mixer callback, from ``play`` to the
   callback handing out the sound's first samples, on miniaudio's real-time null device; and
   the time to open and start the device.
4. The thinking cue: from ``ThinkingCue.start`` to its first tick (the delay is 150 ms).
5. Through the real application (pipe input, aplay into the file sink): from the key's bytes
   entering the terminal input to the player process started and to the first samples at the
   device, and to the speech for the same key; for a hold (a click rendered once) and for Home in
   the sound test (a rattle rendered afresh). Then the thinking cue around a hint whose advice
   takes 0.5 s: from the key to the first tick.
Target: p95 under 30 ms from the key to the start of playback.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib
import os
import queue
import shutil
import statistics
import tempfile
import threading
import time
from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from typing import Any

import numpy as np

from talking_yahtzee.sound import (
    PlayerSoundOutput,
    RecordingSoundOutput,
    Sound,
    ThinkingCue,
    render,
    render_all,
)
from talking_yahtzee.sound.synth import RATE
from talking_yahtzee.speech.audio import CommandPlayer, ProcessPlayback


def ms(values: list[float]) -> str:
    values = sorted(values)
    p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
    return (
        f"median {statistics.median(values) * 1000:.2f} ms, p95 {p95 * 1000:.2f} ms, "
        f"max {values[-1] * 1000:.2f} ms (n={len(values)})"
    )


def timed(job: Callable[[], object], runs: int) -> list[float]:
    spent = []
    for _ in range(runs):
        start = time.perf_counter()
        job()
        spent.append(time.perf_counter() - start)
    return spent


def bench_render(runs: int) -> None:
    render_all()  # warm up numpy
    print("render the whole catalogue (16 sounds):", ms(timed(render_all, max(5, runs // 10))))
    for dice in (1, 5):
        rattle = timed(lambda dice=dice: render(Sound.DICE_ROLLED, dice=dice), runs)
        print(f"render one rattle of {dice} dice:", ms(rattle))


def wait(condition: Callable[[], bool], timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise RuntimeError("timed out")
        time.sleep(0.0002)


@contextlib.contextmanager
def file_sink() -> Iterator[Path]:
    """HOME set to a folder whose .asoundrc makes the default ALSA device write to the sink."""
    with tempfile.TemporaryDirectory() as folder:
        sink = Path(folder) / "sink.raw"
        (Path(folder) / ".asoundrc").write_text(
            f'pcm.!default {{ type file slave.pcm "null" file "{sink}" format "raw" }}\n',
            encoding="utf-8",
        )
        old_home = os.environ.get("HOME")
        os.environ["HOME"] = folder
        try:
            yield sink
        finally:
            if old_home is not None:
                os.environ["HOME"] = old_home


def bench_player(runs: int) -> None:
    aplay = shutil.which("aplay")
    if aplay is None:
        print("player backend skipped: aplay (alsa-utils) is not installed")
        return
    with file_sink() as sink:
        output = PlayerSoundOutput([CommandPlayer([aplay, "-q"])])
        output.start()
        output.wait_rendered()
        started, sounding = [], []
        try:
            for n in range(runs):
                sink.unlink(missing_ok=True)
                t0 = time.perf_counter()
                output.play(Sound.DIE_HELD)
                wait(lambda n=n: output.started > n)
                started.append(time.perf_counter() - t0)
                wait(lambda: sink.exists() and sink.stat().st_size > 0)
                sounding.append(time.perf_counter() - t0)
                playback = output.recent_playbacks[-1]
                assert isinstance(playback, ProcessPlayback)
                playback.proc.wait()
        finally:
            output.close()
    print("player (aplay): play -> player process started:", ms(started))
    print("player (aplay): play -> first samples at the device:", ms(sounding))


class Mixer:
    """A miniaudio device kept open; a callback mixes whatever sounds are playing."""

    def __init__(self, miniaudio: Any, backends: list[Any]) -> None:
        self.pending: queue.SimpleQueue[tuple[float, np.ndarray]] = queue.SimpleQueue()
        self.first_out: list[float] = []
        self.device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16,
            nchannels=1,
            sample_rate=RATE,
            buffersize_msec=10,
            backends=backends,
        )
        self.backend = self.device.backend
        stream = self.stream()
        next(stream)
        self.device.start(stream)

    def play(self, samples: np.ndarray) -> None:
        self.pending.put((time.perf_counter(), samples))

    def stream(self) -> Generator[bytes, int, None]:
        active: list[list[Any]] = []
        frames = yield b""
        while True:
            while not self.pending.empty():
                active.append([*self.pending.get(), 0])
            out = np.zeros(frames)
            for item in active:
                _, samples, position = item
                chunk = samples[position : position + frames]
                out[: len(chunk)] += chunk
                if position == 0:
                    self.first_out.append(time.perf_counter() - item[0])
                item[2] += frames
            active = [item for item in active if item[2] < len(item[1])]
            frames = yield (np.clip(out, -1, 1) * 32767).astype("<i2").tobytes()

    def close(self) -> None:
        self.device.close()


def bench_miniaudio(runs: int) -> None:
    try:
        miniaudio: Any = importlib.import_module("miniaudio")
    except ImportError:
        print("miniaudio backend skipped: not installed (pip install miniaudio)")
        return
    samples = render(Sound.DIE_HELD)
    t0 = time.perf_counter()
    try:
        mixer = Mixer(miniaudio, [miniaudio.Backend.NULL])
    except Exception as exc:
        print(f"miniaudio backend skipped: {exc}")
        return
    print(
        f"miniaudio ({mixer.backend}): open and start the device {time.perf_counter() - t0:.3f} s"
    )
    try:
        for n in range(runs):
            mixer.play(samples)
            wait(lambda n=n: len(mixer.first_out) > n)
            wait(lambda: mixer.pending.empty())
            time.sleep(0.05 * (n % 2))  # vary the phase against the device period
    finally:
        mixer.close()
    print("miniaudio (null device, 10 ms buffer): play -> first samples out:", ms(mixer.first_out))


def bench_thinking(runs: int) -> None:
    class Stamp(RecordingSoundOutput):
        def __init__(self) -> None:
            super().__init__()
            self.ticked = threading.Event()

        def _play(self, sound: Sound, variation: dict[str, Any]) -> None:
            self.ticked.set()

    delays = []
    for _ in range(max(5, runs // 5)):
        output = Stamp()
        cue = ThinkingCue(output)
        start = time.perf_counter()
        cue.start()
        output.ticked.wait(5)
        delays.append(time.perf_counter() - start)
        cue.stop()
    print("thinking cue: start -> first tick:", ms(delays))


class TimedSound(PlayerSoundOutput):
    """Notes when each sound is handed to the output."""

    def __init__(self, players: list[CommandPlayer]) -> None:
        super().__init__(players)
        self.handed: list[tuple[Sound, float]] = []

    def _play(self, sound: Sound, variation: dict[str, Any]) -> None:
        self.handed.append((sound, time.perf_counter()))
        super()._play(sound, variation)


async def app_latencies(runs: int, aplay: str, sink: Path) -> None:
    """Keys through the real application to the sound's first samples in the file sink."""
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from talking_yahtzee.cli.app import AppOptions, YahtzeeApp
    from talking_yahtzee.core.dice import ScriptedDice
    from talking_yahtzee.core.game import Player
    from talking_yahtzee.speech import RecordingOutput, Speech, Transcript
    from talking_yahtzee.ui import coach

    spoken: list[float] = []

    class TimedSpeech(RecordingOutput):
        def speak(self, text: str, *, interrupt: bool) -> None:
            spoken.append(time.perf_counter())
            super().speak(text, interrupt=interrupt)

    async def until(condition: Callable[[], bool]) -> None:
        deadline = time.monotonic() + 10
        while not condition():
            if time.monotonic() > deadline:
                raise RuntimeError("timed out")
            await asyncio.sleep(0.0002)

    sound = TimedSound([CommandPlayer([aplay, "-q"])])
    sound.start()
    sound.wait_rendered()
    speech = Speech([TimedSpeech()], Transcript())
    with create_pipe_input() as pipe:
        app = YahtzeeApp(
            AppOptions(players=[Player("Ann")], pace=0, lang="en", roll_guard=False),
            speech=speech,
            sound=sound,
            input=pipe,
            output=DummyOutput(),
            dice=ScriptedDice([1, 2, 3, 4, 5] * 10),
        )
        task = asyncio.ensure_future(app.application.run_async(pre_run=app.controller.start))
        await until(lambda: sound.started >= 1)  # the your-turn bell
        pipe.send_text("r")
        await until(lambda: sound.started >= 2)
        for label, key, prefix in (
            ("a hold (click)", "1", ""),
            ("Home in the sound test (a fresh rattle)", "\x1b[H", "\x1bOQ"),
        ):
            if prefix:
                pipe.send_text(prefix)
                await until(lambda: sound.started >= len(sound.handed))
            started, sounding, speaking = [], [], []
            for _ in range(runs):
                for playback in list(sound.recent_playbacks):
                    assert isinstance(playback, ProcessPlayback)
                    while playback.proc.poll() is None:
                        await asyncio.sleep(0.001)
                sink.unlink(missing_ok=True)
                before, said = sound.started, len(spoken)
                t0 = time.perf_counter()
                pipe.send_text(key)
                await until(lambda before=before: sound.started > before)
                started.append(time.perf_counter() - t0)
                await until(lambda: sink.exists() and sink.stat().st_size > 0)
                sounding.append(time.perf_counter() - t0)
                await until(lambda said=said: len(spoken) > said)
                speaking.append(spoken[said] - t0)
            print(f"app, {label}: key -> player process started:", ms(started))
            print(f"app, {label}: key -> first samples at the device:", ms(sounding))
            print(f"app, {label}: key -> its speech:", ms(speaking))
        pipe.send_text("\x1b")
        real = coach.advise

        def slow(*args: Any, **kwargs: Any) -> Any:
            time.sleep(0.5)
            return real(*args, **kwargs)

        coach.advise = slow  # type: ignore[assignment]
        ticks = []
        for _ in range(max(3, runs // 20)):
            handed = len(sound.handed)
            t0 = time.perf_counter()
            pipe.send_text("h")
            await until(
                lambda handed=handed: Sound.THINKING in [s for s, _ in sound.handed[handed:]]
            )
            tick = next(t for s, t in sound.handed[handed:] if s is Sound.THINKING)
            ticks.append(tick - t0)
            await until(lambda: app.controller.said[-1].id in ("hint-best", "hint-option"))
        coach.advise = real  # type: ignore[assignment]
        print("app, a hint taking 0.5 s: key -> first thinking tick:", ms(ticks))
        pipe.send_text("qy")
        await task
    sound.close()
    speech.close()


def bench_app(runs: int) -> None:
    aplay = shutil.which("aplay")
    if aplay is None:
        print("through the app skipped: aplay (alsa-utils) is not installed")
        return
    with file_sink() as sink:
        asyncio.run(app_latencies(runs, aplay, sink))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=100)
    args = parser.parse_args()
    bench_render(args.runs)
    bench_player(args.runs)
    bench_miniaudio(args.runs)
    bench_thinking(args.runs)
    bench_app(args.runs)


if __name__ == "__main__":
    main()
