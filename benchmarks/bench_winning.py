"""Playing to win: the time of one exact answer by open boxes, and the master against the expert.

1. ``yahtzee advise --win``'s work for one position (``winning.win_advice``: the opponents'
   distributions and the backward pass, nothing cached) on positions of expert games with k boxes
   open for both players, p50 and p95 by k. Target (issue 26): p95 under 1 s for k <= 5. The
   same under Yatzy in forced order, exact from any position, k up to 15.
2. Two-player games, the master against the expert, seats alternating, the same dice for both
   seats' games in turn. Each game is played to the end through the rules, and at the turn where
   the master takes over (5 open boxes, or 6 when that pass is small) its exact chance to win is
   recorded with the expert's in the same position. Both estimates of the master's win rate are
   printed with 95 % intervals: the games' results, and 0.5 + the mean gain over the expert's
   chance (the expert against itself wins half by symmetry; the gain is exact for each game, so
   the interval is far narrower). Target: above 50 %.

Run with ``make bench`` or ``python benchmarks/bench_winning.py [--positions N] [--seconds S]``.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections.abc import Sequence

import numpy as np
from tools.simulate import play_turn

from talking_yahtzee.advisor import engine, winning
from talking_yahtzee.advisor.finals import gain_distribution
from talking_yahtzee.advisor.opponents import ExpertOpponent, MasterOpponent, Opponent
from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.rules import (
    OFFICIAL,
    YATZY_FORCED,
    RuleSet,
    Scorecard,
    Turn,
)

RULES = OFFICIAL
FORCED_BOXES = (1, 2, 3, 5, 7, 9, 11, 13, 15)
"""Open boxes measured in forced order (Yatzy), where every position is exact."""


def say(text: str) -> None:
    print(text, flush=True)


def forget() -> None:
    """Nothing cached between positions: each answer is cold."""
    winning.clear_caches()
    engine.clear_cache()


def bench_latency(positions: int, boxes: Sequence[int], rules: RuleSet = RULES) -> None:
    say(
        f"win_advice under {rules.name}, one position (both players k open, "
        f"{positions} positions per k):"
    )
    rng = random.Random(26)
    expert = ExpertOpponent()
    for k in boxes:
        times = []
        exact = 0
        for _ in range(positions):
            dice = RandomDice(rng)
            cards = [Scorecard(rules=rules), Scorecard(rules=rules)]
            for _ in range(rules.rounds - k):
                cards = [play_turn(expert, card, dice) for card in cards]
            rolled = Turn().roll_from(dice).dice
            assert rolled is not None
            rolls_left = rng.randrange(3)
            forget()
            start = time.perf_counter()
            advice = winning.win_advice(cards[0], rules, rolled, rolls_left, opponents=[cards[1]])
            times.append(time.perf_counter() - start)
            exact += advice.exact
        times.sort()
        p50 = statistics.median(times)
        p95 = times[min(len(times) - 1, math.ceil(0.95 * len(times)) - 1)]
        kind = f"{exact} of {positions} exact"
        ms = [f"{1000 * t:7.1f} ms" for t in (p50, p95, times[-1])]
        say(f"  {k} open: p50 {ms[0]}, p95 {ms[1]}, max {ms[2]} ({kind})")


def expert_chance(card: Scorecard, other: Scorecard) -> float:
    """The expert's exact chance to win from the start of its turn against ``other``."""
    f = winning.target(RULES, [other]).f
    state, total, _ = engine.card_state(card, RULES)
    gains = gain_distribution(RULES, state)
    totals = np.minimum(total + np.arange(len(gains)), len(f) - 1)
    return float((gains * f[totals]).sum())


taken_over = {5: 0, 6: 0}
"""Games by the master's open boxes at its take-over."""


def play_match(seed: int, master_first: bool) -> tuple[float, float]:
    """One game, the master against the expert: (the master's result, its exact gain over the
    expert's chance at the turn it takes over)."""
    dice = RandomDice(random.Random(f"match-{seed}"))
    cards = {"master": Scorecard(), "expert": Scorecard()}
    master = MasterOpponent(lambda: [cards["expert"]])
    expert = ExpertOpponent()
    order = ["master", "expert"] if master_first else ["expert", "master"]
    gain = math.nan
    for _ in range(13):
        for seat in order:
            card = cards[seat]
            if (
                seat == "master"
                and math.isnan(gain)
                and 13 - len(card.filled_categories) <= winning.MOST_OPEN_BOXES
            ):
                chance, exact = winning.win_chance(card, RULES, opponents=[cards["expert"]])
                if exact:  # the master's first move apart from the expert's
                    gain = chance - expert_chance(card, cards["expert"])
                    taken_over[13 - len(card.filled_categories)] += 1
            player: Opponent = master if seat == "master" else expert
            cards[seat] = play_turn(player, card.under(RULES), dice)
    ours, theirs = cards["master"].under(RULES).total(), cards["expert"].under(RULES).total()
    return (1.0 if ours > theirs else 0.5 if ours == theirs else 0.0), gain


def bench_match(seconds: float) -> None:
    say(f"master against expert, two-player games for about {seconds:.0f} s:")
    results: list[float] = []
    gains: list[float] = []
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        n = len(results)
        result, gain = play_match(n // 2, master_first=n % 2 == 0)
        results.append(result)
        gains.append(gain)
    n = len(results)
    elapsed = time.perf_counter() - start
    rate = statistics.fmean(results)
    half = 1.96 * statistics.stdev(results) / math.sqrt(n)
    say(f"  {n} games in {elapsed:.0f} s ({n / elapsed:.1f} games/s)")
    low, high = 100 * (rate - half), 100 * (rate + half)
    say(f"  played: master wins {100 * rate:.2f} % (95 % CI {low:.2f} to {high:.2f})")
    gain = statistics.fmean(gains)
    spread = 1.96 * statistics.stdev(gains) / math.sqrt(n)
    low, high = 50 + 100 * (gain - spread), 50 + 100 * (gain + spread)
    verdict = "met" if low > 50 else "NOT met"
    say(
        f"  exact from the take-over: master wins {50 + 100 * gain:.2f} % "
        f"(95 % CI {low:.2f} to {high:.2f}); above 50 %: {verdict}"
    )
    say(
        f"  take-over at 6 open boxes (a small pass) in {taken_over[6]} games, "
        f"at 5 in {taken_over[5]}"
    )
    better = sum(g > 1e-12 for g in gains)
    say(f"  games where the master's chance beat the expert's at the take-over: {better} of {n}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=40, help="positions per open-box count")
    parser.add_argument("--seconds", type=float, default=180.0, help="time for the games")
    parser.add_argument("--quick", action="store_true", help="10 positions, 20 s of games")
    args = parser.parse_args()
    positions, seconds = (10, 20.0) if args.quick else (args.positions, args.seconds)
    bench_latency(positions, range(1, winning.MOST_OPEN_BOXES + 2))
    bench_latency(positions, FORCED_BOXES, YATZY_FORCED)
    bench_match(seconds)


if __name__ == "__main__":
    main()
