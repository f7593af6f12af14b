"""Interface figures: key press to announcement through the real application (target p95 < 20 ms),
start-up to the first announcement (target < 0.5 s), and the first hint of a fresh process
(target < 100 ms from the key)."""

from __future__ import annotations

import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from talking_yahtzee.app import AppOptions, YahtzeeApp
from talking_yahtzee.game import Player
from talking_yahtzee.speech import RecordingOutput, Speech, Transcript


class TimedOutput(RecordingOutput):
    """Notes when each line reaches the output's speak call."""

    def __init__(self) -> None:
        super().__init__()
        self.times: list[float] = []

    def speak(self, text: str, *, interrupt: bool) -> None:
        self.times.append(time.perf_counter())
        super().speak(text, interrupt=interrupt)


async def key_latencies(keys: list[str]) -> list[float]:
    output = TimedOutput()
    speech = Speech([output], Transcript())
    latencies: list[float] = []
    with create_pipe_input() as pipe:
        app = YahtzeeApp(
            AppOptions(players=[Player("Ann")], seed=1, pace=0, lang="en", roll_guard=False),
            speech=speech,
            input=pipe,
            output=DummyOutput(),
        )
        task = asyncio.ensure_future(app.application.run_async(pre_run=app.controller.start))
        await asyncio.sleep(0.2)
        for key in keys:
            before = len(output.times)
            sent = time.perf_counter()
            pipe.send_text(key)
            while len(output.times) == before:
                await asyncio.sleep(0)
            latencies.append((output.times[before] - sent) * 1000)
        pipe.send_text("qy")
        await task
    speech.close()
    return latencies


async def hint_latencies(wait: float) -> list[float]:
    """In this (fresh) process: roll, wait ``wait`` seconds as a player would, then ``h`` twice
    more after new rolls; milliseconds from each ``h`` to the hint reaching speech."""
    output = TimedOutput()
    speech = Speech([output], Transcript())
    latencies: list[float] = []
    with create_pipe_input() as pipe:
        app = YahtzeeApp(
            AppOptions(players=[Player("Ann")], seed=1, pace=0, lang="en", roll_guard=False),
            speech=speech,
            input=pipe,
            output=DummyOutput(),
        )
        task = asyncio.ensure_future(app.application.run_async(pre_run=app.controller.start))
        said = app.controller.said
        for roll in range(3):
            before = len(said)
            pipe.send_text("r")
            while len(said) == before:
                await asyncio.sleep(0)
            if roll == 0:
                await asyncio.sleep(wait)
            before, spoken = len(said), len(output.times)
            sent = time.perf_counter()
            pipe.send_text("h")
            while not any(m.id.startswith("hint-") for m in list(said)[before:]):
                await asyncio.sleep(0)
            latencies.append((output.times[spoken] - sent) * 1000)
        pipe.send_text("qy")
        await task
    speech.close()
    return latencies


def first_hints(wait: float, runs: int = 5) -> list[list[float]]:
    """Hint latencies, each run in a fresh process so that the strategy table starts cold."""
    results = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as folder:
            done = subprocess.run(
                [sys.executable, __file__, "--hints", str(wait)],
                capture_output=True,
                text=True,
                check=True,
                env={
                    **os.environ,
                    "TALKING_YAHTZEE_CONFIG_DIR": folder,
                    "TALKING_YAHTZEE_DATA_DIR": folder,
                },
            )
        results.append([float(x) for x in done.stdout.split()])
    return results


def startup(runs: int = 5) -> list[float]:
    """Seconds from starting the process to the first line in the transcript."""
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as folder:
            transcript = Path(folder) / "t.txt"
            start = time.perf_counter()
            process = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "talking_yahtzee",
                    "--players",
                    "Ann",
                    "--speech",
                    "none",
                    "--transcript",
                    str(transcript),
                    "--plain",
                ],
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                env={"TALKING_YAHTZEE_CONFIG_DIR": folder, "TALKING_YAHTZEE_DATA_DIR": folder},
            )
            while not (transcript.exists() and transcript.read_text()):
                time.sleep(0.002)
            times.append(time.perf_counter() - start)
            process.kill()
            process.wait()
    return times


def main() -> None:
    if sys.argv[1:2] == ["--hints"]:
        print(*asyncio.run(hint_latencies(float(sys.argv[2]))))
        return
    keys = (["r", "d", "c", "a", "b", "\x1b[B", "\x1b[B", "1", "2", "1", "2"] * 10)[:100]
    latencies = asyncio.run(key_latencies(keys))
    latencies.sort()
    p95 = latencies[int(len(latencies) * 0.95) - 1]
    print(
        f"key to announcement: median {statistics.median(latencies):.2f} ms, "
        f"p95 {p95:.2f} ms over {len(latencies)} keys (target p95 < 20 ms)"
    )
    times = startup()
    print(
        f"start-up to first announcement: median {statistics.median(times):.3f} s, "
        f"worst {max(times):.3f} s (target < 0.5 s)"
    )
    for wait in (1.0, 0.0):
        runs = first_hints(wait)
        first = [r[0] for r in runs]
        later = [x for r in runs for x in r[1:]]
        print(
            f"first hint of a fresh process, h {wait:.0f} s after the first roll: median "
            f"{statistics.median(first):.1f} ms, worst {max(first):.1f} ms; later hints median "
            f"{statistics.median(later):.1f} ms (target < 100 ms)"
        )


if __name__ == "__main__":
    main()
