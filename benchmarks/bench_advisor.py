"""Advisor figures: table build time, load time and memory, advice latency, simulated games.

Run with ``make bench`` or ``python benchmarks/bench_advisor.py [--games N] [--quick]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import tracemalloc

from talking_yahtzee.advisor import advise, engine, expected_final, store
from talking_yahtzee.advisor.simulate import simulate
from talking_yahtzee.advisor.solver import solve_table
from talking_yahtzee.rules import CATEGORIES, OFFICIAL, RULE_SETS, Dice, Scorecard, possible_points


def say(text: str) -> None:
    print(text, flush=True)


def bench_build() -> None:
    for rules in RULE_SETS.values():
        started = time.perf_counter()
        table = solve_table(rules)
        seconds = time.perf_counter() - started
        say(
            f"build {rules.name}: {seconds:.1f} s, fresh game {table.value(0, 0, 0):.10f} "
            f"(2 threads, scoring tables included)"
        )


def bench_spread() -> None:
    from talking_yahtzee.advisor.moments import fresh_game_sd

    started = time.perf_counter()
    sd = fresh_game_sd(store.load_table(OFFICIAL))
    seconds = time.perf_counter() - started
    say(f"exact sd of the optimal final score (official): {sd:.4f} ({seconds:.0f} s)")


def bench_load() -> None:
    from talking_yahtzee.advisor.solver import scoring_tables

    started = time.perf_counter()
    table = store.load_table(OFFICIAL)
    seconds = time.perf_counter() - started
    say(
        f"load official (scoring tables included): {seconds * 1000:.0f} ms, "
        f"value table {table.values.nbytes / 2**20:.1f} MiB"
    )
    store._loaded.clear()
    scoring_tables.cache_clear()
    tracemalloc.start()
    table = store.load_table(OFFICIAL)
    kept, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    say(
        f"memory: kept after loading {kept / 2**20:.1f} MiB "
        f"(value table and scoring tables), peak while loading {peak / 2**20:.1f} MiB"
    )


def random_position(rng: random.Random) -> tuple[Scorecard, Dice, int]:
    while True:
        chosen = rng.sample(CATEGORIES, rng.randrange(len(CATEGORIES)))
        boxes: list[int | None] = [None] * len(CATEGORIES)
        for c in chosen:
            boxes[c.index] = rng.choice(sorted(possible_points(c)))
        try:
            card = Scorecard(tuple(boxes))
        except ValueError:
            continue
        dice = Dice(tuple(rng.randint(1, 6) for _ in range(5)))
        return card, dice, rng.randrange(3)


def bench_latency(count: int = 1000) -> None:
    rng = random.Random(1)
    positions = [random_position(rng) for _ in range(count)]
    expected_final(Scorecard(), OFFICIAL)  # load the table first
    engine.turn_values.cache_clear()
    times = []
    for card, dice, rolls_left in positions:
        started = time.perf_counter()
        advise(card, OFFICIAL, dice, rolls_left)
        times.append(time.perf_counter() - started)
    times.sort()
    say(
        f"advice latency over {count} random positions (no cache): "
        f"median {statistics.median(times) * 1000:.2f} ms, "
        f"p95 {times[int(0.95 * count)] * 1000:.2f} ms, max {times[-1] * 1000:.2f} ms"
    )


def bench_games(games: int) -> None:
    exact = expected_final(Scorecard(), OFFICIAL)
    for level in ("expert", "good", "beginner"):
        started = time.perf_counter()
        result = simulate(level, games, seed=2024)
        seconds = time.perf_counter() - started
        extra = f", {result.mean - exact:+.2f} from exact {exact:.2f}" if level == "expert" else ""
        say(
            f"simulate {level}: {games} games in {seconds:.1f} s, "
            f"mean {result.mean:.2f}, sd {result.sd:.2f}, "
            f"min {min(result.scores)}, max {max(result.scores)}{extra}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--quick", action="store_true", help="skip the table builds")
    args = parser.parse_args()
    bench_load()
    bench_latency()
    if not args.quick:
        bench_build()
        bench_spread()
    bench_games(args.games)


if __name__ == "__main__":
    main()
