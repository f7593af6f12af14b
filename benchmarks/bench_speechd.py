"""speech-dispatcher figures (plain script; prints, asserts nothing). Linux, needs the daemon.

Run: ``PYTHONPATH=src python benchmarks/bench_speechd.py [--runs N]``

A private daemon (tests/support/speechd_daemon.py: espeak-ng into an ALSA file sink) is
started, then:

1. in process (``SpeechdBackend``): ``speak`` returns, and ``speak`` to the daemon's ``begin``
   event (synthesis started: the moment the player would start hearing it);
2. an interruption: ``speak(..., interrupt=True)`` while a long message is being spoken, to
   that message's ``cancel`` event (the module stopped);
3. the old way, one ``spd-say`` process per message, to the daemon's ``begin``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "support"))

import speechd_daemon

from talking_yahtzee.speech.dispatcher import SpeechdBackend

LONG = " ".join(f"Sentence number {n} of a long announcement." for n in range(200))


class Events:
    def __init__(self) -> None:
        self.times: dict[tuple[str, int], float] = {}
        self.changed = threading.Condition()

    def __call__(self, event: str, number: int, when: float) -> None:
        with self.changed:
            self.times[(event, number)] = when
            self.changed.notify_all()

    def wait(self, event: str, number: int) -> float | None:
        """When ``event`` came; None if the message ended without it (the bindings register
        a message's callback after the daemon's reply, so a very early ``begin`` can be lost)."""
        with self.changed:
            self.changed.wait_for(
                lambda: (
                    (event, number) in self.times
                    or ("end", number) in self.times
                    or ("cancel", number) in self.times
                ),
                timeout=20,
            )
            return self.times.get((event, number))


def ms(values: list[float]) -> str:
    values = sorted(values)
    p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
    return f"median {statistics.median(values) * 1000:.2f} ms, p95 {p95 * 1000:.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=30)
    runs = parser.parse_args().runs
    if not speechd_daemon.available():
        print("speech-dispatcher, its espeak-ng module or the speechd bindings are missing")
        return
    with tempfile.TemporaryDirectory() as tmp:
        daemon = speechd_daemon.start(Path(tmp))
        try:
            events = Events()
            backend = SpeechdBackend(
                lang="en", address=daemon.address, autospawn=False, listener=events
            )
            returns, begins, cancels = [], [], []
            number = 0
            for _ in range(runs):
                start = time.perf_counter()
                backend.speak("Three, two, four, six, one. Two rolls left.", interrupt=True)
                returns.append(time.perf_counter() - start)
                began = events.wait("begin", number)
                if began is not None:
                    begins.append(began - start)
                events.wait("end", number)
                number += 1
            for _ in range(runs):
                backend.speak(LONG, interrupt=True)
                if events.wait("begin", number) is None:
                    events.wait("end", number)
                    number += 1
                    continue
                start = time.perf_counter()
                backend.speak("Die 1, three, held.", interrupt=True)
                cancelled = events.wait("cancel", number)
                if cancelled is not None:
                    cancels.append(cancelled - start)
                events.wait("end", number + 1)
                number += 2
            backend.close()
            print(f"speechd in process: speak returns      {ms(returns)}")
            print(f"speechd in process: speak -> begin     {ms(begins)} ({len(begins)} of {runs})")
            print(
                f"speechd in process: interrupt -> cancel {ms(cancels)} ({len(cancels)} of {runs})"
            )
            spd_say = shutil.which("spd-say")
            if spd_say is not None:
                env = dict(os.environ, SPEECHD_ADDRESS=daemon.address)
                calls = []
                for _ in range(min(runs, 10)):
                    start = time.perf_counter()
                    subprocess.run(
                        [spd_say, "-P", "message", "-C", "--", "Two rolls left."],
                        env=env,
                        check=False,
                        stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL,
                    )
                    calls.append(time.perf_counter() - start)
                print(f"spd-say process per message (returns) {ms(calls)}")
        finally:
            daemon.stop()


if __name__ == "__main__":
    main()
