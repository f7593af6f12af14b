"""Interface figures: key press to announcement through the real application (target p95 < 20 ms)
and start-up to the first announcement (target < 0.5 s)."""

from __future__ import annotations

import asyncio
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


if __name__ == "__main__":
    main()
