"""Speech latency figures (plain script; prints, asserts nothing).

Run: ``PYTHONPATH=src python benchmarks/bench_speech.py [--runs N]``

1. ``Speech.say`` to the output's ``speak`` call, with a recording output (target < 5 ms).
2. ``Speech.say`` with the real tts output: time until ``say`` returns (the enqueue).
3. Interruption of the tts output: ``stop()`` (and ``speak(..., interrupt=True)``) to the
   player process being gone, using a real-time silent player (needs espeak-ng).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import time

from talking_yahtzee.speech import Output, Speech, Transcript, TtsOutput
from talking_yahtzee.speech.audio import CommandPlayer, ProcessPlayback, pacer_command

LONG = (
    "This is a long announcement that keeps the player busy for several seconds, "
    "so that there is always something to interrupt while we measure."
)


class StampOutput(Output):
    """Records when ``speak`` was entered."""

    name = "stamp"

    def __init__(self) -> None:
        super().__init__()
        self.stamps: list[float] = []

    def speak(self, text: str, *, interrupt: bool) -> None:
        self.stamps.append(time.perf_counter())

    def stop(self) -> None:
        pass


def ms(values: list[float]) -> str:
    values = sorted(values)
    p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
    return (
        f"median {statistics.median(values) * 1000:.3f} ms, p95 {p95 * 1000:.3f} ms, "
        f"max {values[-1] * 1000:.3f} ms (n={len(values)})"
    )


def bench_dispatch(runs: int) -> None:
    out = StampOutput()
    speech = Speech([out], Transcript(echo=lambda line: None))
    speech.start()
    delays = []
    for n in range(runs):
        t0 = time.perf_counter()
        speech.say(f"Line {n}: three of a kind, seventeen points.")
        delays.append(out.stamps[-1] - t0)
    print("say -> output.speak (recording output):", ms(delays))


def wait_playback(output: TtsOutput, previous: object = None) -> ProcessPlayback:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        playback = output.current_playback
        if isinstance(playback, ProcessPlayback) and playback is not previous:
            return playback
        time.sleep(0.001)
    raise RuntimeError("no playback started")


def bench_tts(runs: int) -> None:
    if shutil.which("espeak-ng") is None:
        print("tts figures skipped: espeak-ng is not installed")
        return
    tts = TtsOutput(lang="en", players=[CommandPlayer(pacer_command())])
    speech = Speech([tts], Transcript(echo=lambda line: None))
    t0 = time.perf_counter()
    speech.start()
    print(f"tts start-up (pyttsx3 worker process + player probe): {time.perf_counter() - t0:.3f} s")
    enqueue = []
    for n in range(runs):
        t0 = time.perf_counter()
        speech.say(f"Announcement {n}.", interrupt=False)
        enqueue.append(time.perf_counter() - t0)
    speech.silence()
    print("say -> returns (tts enqueue):", ms(enqueue))

    first_sound = []
    stop_gone = []
    interrupt_gone = []
    for _ in range(runs):
        t0 = time.perf_counter()
        speech.say(LONG, interrupt=True)
        playback = wait_playback(tts)
        first_sound.append(time.perf_counter() - t0)
        time.sleep(0.2)
        t0 = time.perf_counter()
        speech.silence()
        while playback.proc.poll() is None:
            time.sleep(0.0002)
        stop_gone.append(time.perf_counter() - t0)

        speech.say(LONG, interrupt=True)
        playback = wait_playback(tts, playback)
        time.sleep(0.2)
        t0 = time.perf_counter()
        speech.say("Stop.", interrupt=True)
        while playback.proc.poll() is None:
            time.sleep(0.0002)
        interrupt_gone.append(time.perf_counter() - t0)
        speech.silence()
    print("say -> player started (synthesis of the long utterance):", ms(first_sound))
    print("silence() -> player process gone:", ms(stop_gone))
    print("say(interrupt=True) -> old player process gone:", ms(interrupt_gone))
    speech.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    bench_dispatch(max(args.runs, 200))
    bench_tts(args.runs)


if __name__ == "__main__":
    main()
