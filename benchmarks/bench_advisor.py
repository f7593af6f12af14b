"""Advisor figures: cold start, table build time, load time and memory, advice latency,
simulated games. Targets (issue 12): cold ``yahtzee advise --json`` within 2x of a cold
``python -c "import numpy"``; one position p50 < 50 us, p95 < 200 us; the expert at 1,000 games/s
or more on one core, mean within 1.8 of 254.5877 over 10,000 games. The build is compared with
yatzy-solver by ``make bench-compare`` (benchmarks/compare.py).

Run with ``make bench`` or ``python benchmarks/bench_advisor.py [--games N] [--quick]``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

from tools.parallel import default_workers, solve_table
from tools.simulate import simulate

from talking_yahtzee.advisor import advise, engine, expected_final, store
from talking_yahtzee.core.rules import (
    OFFICIAL,
    RULE_SETS,
    Dice,
    Scorecard,
)


def say(text: str) -> None:
    print(text, flush=True)


def bench_cold(runs: int = 7) -> None:
    yahtzee = str(Path(sys.executable).with_name("yahtzee"))
    commands = {
        "numpy": [sys.executable, "-c", "import numpy"],
        "advise": [yahtzee, "advise", "--json"],
        "advise-dice": [yahtzee, "advise", "--json", "--dice", "1,2,3,4,4", "--rolls-left", "2"],
    }
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):  # alternately, so that the load of the machine hits all alike
        for name, argv in commands.items():
            started = time.perf_counter()
            subprocess.run(argv, check=True, capture_output=True)
            times[name].append(time.perf_counter() - started)
    numpy_s = statistics.median(times["numpy"])
    for name in ("advise", "advise-dice"):
        seconds = statistics.median(times[name])
        say(
            f"cold {' '.join(commands[name][1:])}: {seconds * 1000:.0f} ms, "
            f"{seconds / numpy_s:.2f}x a cold numpy import ({numpy_s * 1000:.0f} ms); "
            f"medians of {runs}, load average {os.getloadavg()[0]:.1f}"
        )


def bench_build() -> None:
    for rules in RULE_SETS.values():
        for workers in sorted({1, default_workers()}):
            started, cpu = time.perf_counter(), cpu_seconds()
            table = solve_table(rules, workers=workers)
            seconds = time.perf_counter() - started
            say(
                f"build {rules.name}: {seconds:.1f} s wall, {cpu_seconds() - cpu:.1f} s CPU "
                f"on {workers} process(es), fresh game {table.value(0, 0, 0):.10f}"
            )


def cpu_seconds() -> float:
    """CPU seconds of this process and of its children that have ended (the build's workers)."""
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


def bench_spread() -> None:
    from tools.moments import fresh_game_sd

    started = time.perf_counter()
    sd = fresh_game_sd(store.load_table(OFFICIAL))
    seconds = time.perf_counter() - started
    say(f"exact sd of the optimal final score (official): {sd:.4f} ({seconds:.0f} s)")


def bench_load() -> None:
    engine.forget()
    started = time.perf_counter()
    table = store.load_table(OFFICIAL)
    seconds = time.perf_counter() - started
    say(
        f"load official (memory-mapped): {seconds * 1000:.1f} ms, "
        f"value table {table.values.nbytes / 2**20:.1f} MiB on disk, read as looked up"
    )
    engine.forget()
    tracemalloc.start()
    started = time.perf_counter()
    engine.preload(OFFICIAL, background=False)
    seconds = time.perf_counter() - started
    kept, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    say(
        f"preload official (table, kernel, one answered position): {seconds * 1000:.0f} ms; "
        f"memory allocated {kept / 2**20:.1f} MiB kept, {peak / 2**20:.1f} MiB at the peak"
    )


def random_position(rng: random.Random) -> tuple[Scorecard, Dice, int]:
    while True:
        chosen = rng.sample(OFFICIAL.categories, rng.randrange(len(OFFICIAL.categories)))
        boxes: list[int | None] = [None] * len(OFFICIAL.categories)
        for c in chosen:
            boxes[OFFICIAL.index(c)] = rng.choice(sorted(OFFICIAL.possible_points(c)))
        try:
            card = Scorecard(tuple(boxes))
        except ValueError:
            continue
        dice = Dice(tuple(rng.randint(1, 6) for _ in range(5)))
        return card, dice, rng.randrange(3)


def bench_latency(count: int = 2000) -> None:
    rng = random.Random(1)
    positions = [random_position(rng) for _ in range(count)]
    engine.preload(OFFICIAL, background=False)  # as a game does at its start
    for what in ("best", "options"):
        engine.clear_cache()
        times = []
        by_rolls_left: dict[int, list[float]] = {0: [], 1: [], 2: []}
        for card, dice, rolls_left in positions:
            started = time.perf_counter()
            advice = advise(card, OFFICIAL, dice, rolls_left)
            _ = advice.best if what == "best" else advice.options
            times.append(time.perf_counter() - started)
            by_rolls_left[rolls_left].append(times[-1])
        times.sort()
        medians = ", ".join(
            f"{left} left {statistics.median(spent) * 1e6:.0f}"
            for left, spent in by_rolls_left.items()
        )
        say(
            f"advice ({what}) over {count} random positions, no cache: "
            f"p50 {statistics.median(times) * 1e6:.0f} us, "
            f"p95 {times[int(0.95 * count)] * 1e6:.0f} us, max {times[-1] * 1e6:.0f} us "
            f"(medians by rolls left: {medians} us; load average {os.getloadavg()[0]:.1f})"
        )


def bench_games(games: int) -> None:
    from tools.batch import simulate_optimal

    exact = expected_final(Scorecard(), OFFICIAL)
    started, cpu = time.perf_counter(), time.process_time()
    scores = simulate_optimal(games, seed=2024)
    seconds = time.perf_counter() - started
    say(
        f"optimal games, batch (one core): {games} in {seconds:.2f} s wall "
        f"({games / seconds:,.0f} games/s; {games / (time.process_time() - cpu):,.0f} per CPU s), "
        f"mean {scores.mean():.2f} ({scores.mean() - exact:+.2f} from exact {exact:.4f}), "
        f"sd {scores.std(ddof=1):.2f}, min {scores.min()}, max {scores.max()}"
    )
    for level in ("expert", "good", "beginner"):
        count = max(100, games // 10)
        started = time.perf_counter()
        result = simulate(level, count, seed=2024)
        seconds = time.perf_counter() - started
        extra = f", {result.mean - exact:+.2f} from exact" if level == "expert" else ""
        say(
            f"simulate {level} through the rules, one game at a time: {count} games in "
            f"{seconds:.1f} s ({count / seconds:,.0f} games/s), mean {result.mean:.2f}, "
            f"sd {result.sd:.2f}, min {min(result.scores)}, max {max(result.scores)}{extra}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--quick", action="store_true", help="skip the table builds")
    args = parser.parse_args()
    bench_cold()
    bench_load()
    bench_latency()
    if not args.quick:
        bench_build()
        bench_spread()
    bench_games(args.games)


if __name__ == "__main__":
    main()
