"""Interface figures: key press to announcement through the real application (target p95 < 20 ms),
start-up to the first announcement (target < 0.15 s), and the first hint of a fresh process
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

from talking_yahtzee.cli.app import AppOptions, YahtzeeApp
from talking_yahtzee.core.game import Player
from talking_yahtzee.core.rules import RuleSet
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


async def hint_latencies(wait: float) -> tuple[float, list[float]]:
    """In this (fresh) process: roll, wait ``wait`` seconds as a player would, then ``h`` twice
    more after new rolls. Milliseconds from the game's start (the preload's) to the first ``h``,
    and from each ``h`` to the hint reaching speech."""
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
        started: list[float] = []

        def start() -> None:
            started.append(time.perf_counter())
            app.controller.start()

        task = asyncio.ensure_future(app.application.run_async(pre_run=start))
        said = app.controller.said
        while app.controller.game is None:  # the game (and its preload) has started
            await asyncio.sleep(0)
        first_key = 0.0
        for roll in range(3):
            before = len(said)
            pipe.send_text("r")
            # The roll is announced in full, so that the next line spoken is the hint's.
            while not any(m.id == "game-rolled" for m in list(said)[before:]):
                await asyncio.sleep(0)
            if roll == 0:
                await asyncio.sleep(wait)
            before, spoken = len(said), len(output.times)
            sent = time.perf_counter()
            first_key = first_key or (sent - started[0]) * 1000
            pipe.send_text("h")
            while not any(m.id.startswith("hint-") for m in list(said)[before:]):
                await asyncio.sleep(0)
            assert "expected final score" in output.texts[spoken]  # the hint's line, timed
            latencies.append((output.times[spoken] - sent) * 1000)
        pipe.send_text("qy")
        await task
    speech.close()
    return first_key, latencies


def first_hints(wait: float, runs: int = 5, *, preload: bool = True) -> list[list[float]]:
    """Each run in a fresh process, so that the strategy table starts cold: the milliseconds
    from the game's start to the first ``h``, then the hint latencies. ``preload=False``
    leaves the preload out, for comparison."""
    results = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as folder:
            done = subprocess.run(
                [
                    sys.executable,
                    __file__,
                    "--hints",
                    str(wait),
                    *([] if preload else ["--no-preload"]),
                ],
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
        if "--no-preload" in sys.argv:
            from talking_yahtzee.ui import controller

            def no_preload(rules: RuleSet, *, background: bool = True) -> None:
                return None

            vars(controller)["preload"] = no_preload  # the name the controller calls
        first_key, latencies = asyncio.run(hint_latencies(float(sys.argv[2])))
        print(first_key, *latencies)
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
        f"worst {max(times):.3f} s (target < 0.15 s; bench_targets.py adds the CPU time)"
    )
    cases = [
        (1.0, True, "1 s after the first roll"),
        (0.0, True, "at once after the first roll"),
        (1.0, False, "1 s after the first roll, without the preload,"),
        (0.0, False, "at once after the first roll, without the preload,"),
    ]
    for wait, preload, when in cases:
        runs = first_hints(wait, preload=preload)
        since_start = [r[0] for r in runs]
        first = [r[1] for r in runs]
        later = [x for r in runs for x in r[2:]]
        print(
            f"first hint of a fresh process, h {when} ({statistics.median(since_start):.0f} ms "
            f"after the game started): median {statistics.median(first):.1f} ms, "
            f"worst {max(first):.1f} ms; later hints median {statistics.median(later):.1f} ms, "
            f"worst {max(later):.1f} ms (target < 100 ms)"
        )


if __name__ == "__main__":
    main()
