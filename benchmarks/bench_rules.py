"""Rules figures: cold start of `yahtzee options --json` (target < 150 ms), scoring throughput."""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time

from talking_yahtzee.core.rules import FREE_JOKER, Dice, Scorecard


def cold_start(runs: int = 15) -> list[float]:
    command = [
        sys.executable,
        "-m",
        "talking_yahtzee",
        "options",
        "--json",
        "--dice",
        "1,2,3,4,4",
        "--scorecard",
        '{"ones": 5, "yahtzee": 50, "yahtzee_bonuses": 1}',
    ]
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True)
        times.append((time.perf_counter() - start) * 1000)
    return times


def throughput(seconds: float = 1.0) -> float:
    rng = random.Random(1)
    rolls = [Dice(tuple(rng.randint(1, 6) for _ in range(5))) for _ in range(1000)]
    cards = [Scorecard(), Scorecard.from_mapping({"yahtzee": 50, "sixes": 24, "chance": 20})]
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for dice in rolls:
            for card in cards:
                card.options(dice)
                card.under(FREE_JOKER).options(dice)
                count += 2
    return count / (time.perf_counter() - start)


def main() -> None:
    times = cold_start()
    print(
        f"yahtzee options --json cold start: median {statistics.median(times):.0f} ms, "
        f"best {min(times):.0f} ms, worst {max(times):.0f} ms (target < 150 ms)"
    )
    print(f"scoring: {throughput():,.0f} option lists per second (13 boxes each)")


if __name__ == "__main__":
    main()
