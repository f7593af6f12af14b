"""Luck and skill over many games (issue 41): the identity on every game, and each level's figures.

Run: ``PYTHONPATH=. python benchmarks/bench_skill.py [--games 10000] [--workers 2]``

Plays ``--games`` whole games of computers at one table, as the game plays them, under the four
rule sets in turn (official, free-joker, yatzy, yatzy-forced): alone and at tables of two and
three of the beginner, good and expert levels, and every ``--masters``-th game a master against
one of the others (the master playing to win). Each game is analysed (``advisor.skill``) and
checked: start value + luck - loss = final score to 1e-9 for every seat, no choice's loss
negative, the expert's loss 0 (to 1e-8, ties within the advice's rounding step), the master's
loss under its own goal 0 (points before it plays to win, the chance to win after). Prints, by
rule set and level, the mean final score, luck, points lost a game and a choice, the share of the
best play's expected score, and the analysis's time per game; exits 1 if any check failed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

RULES = ("official", "free-joker", "yatzy", "yatzy-forced")
TABLES = (
    ("beginner",),
    ("good",),
    ("expert",),
    ("beginner", "good"),
    ("good", "expert", "beginner"),
    ("expert", "good"),
)
OTHERS = ("beginner", "good", "expert")
TOLERANCE = 1e-9


@dataclass(frozen=True, slots=True)
class Seat:
    rules: str
    level: str
    final: int
    luck: float
    loss: float
    aim_loss: float
    chance_lost: float | None
    choices: int
    played: float
    error: float
    """|start + luck - loss - final|."""
    lowest: float
    """The least loss of a choice (never negative)."""


@dataclass(frozen=True, slots=True)
class Played:
    seats: tuple[Seat, ...]
    analysed_ms: float
    """CPU time of the analysis (the game's play not counted)."""
    master: bool


def table_of(index: int, masters: int) -> tuple[str, tuple[str, ...]]:
    rules = RULES[index % len(RULES)]
    k = index // len(RULES)
    if masters and k % masters == masters - 1:
        return rules, ("master", OTHERS[(k // masters) % len(OTHERS)])
    return rules, TABLES[k % len(TABLES)]


def play(indices: list[int], masters: int, seed: int) -> list[Played]:
    from tools.simulate import table_game

    from talking_yahtzee.advisor.skill import aims_for, analyse
    from talking_yahtzee.core.rules import RULE_SETS

    out = []
    for index in indices:
        name, levels = table_of(index, masters)
        rules = RULE_SETS[name]
        game = table_game(levels, rules, seed * 1_000_003 + index)
        aims = aims_for(game.players)
        began = time.process_time()
        skills = analyse(rules, len(levels), game.turns, aims)
        spent = (time.process_time() - began) * 1000
        seats = tuple(
            Seat(
                name,
                level,
                s.final,
                s.luck,
                s.loss,
                s.aim_loss,
                s.chance_lost if s.measured_chance else None,
                len(s.choices),
                s.played,
                abs(s.start + s.luck - s.loss - s.final),
                min(c.loss for c in s.choices),
            )
            for level, s in zip(levels, skills, strict=True)
        )
        out.append(Played(seats, spent, "master" in levels))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--masters", type=int, default=50, help="every n-th game a master's")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=41)
    args = parser.parse_args()
    print(f"load average at start: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    began = time.perf_counter()
    chunks = [list(range(i, args.games, args.workers * 8)) for i in range(args.workers * 8)]
    played: list[Played] = []
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            for result in pool.map(
                play, chunks, [args.masters] * len(chunks), [args.seed] * len(chunks)
            ):
                played += result
    else:
        for chunk in chunks:
            played += play(chunk, args.masters, args.seed)
    wall = time.perf_counter() - began
    seats = [seat for game in played for seat in game.seats]
    worst = max(seat.error for seat in seats)
    lowest = min(seat.lowest for seat in seats)
    experts = [s for s in seats if s.level == "expert"]
    masters = [s for s in seats if s.level == "master"]
    failures = [s for s in seats if s.error > TOLERANCE or s.lowest < 0]
    failures += [s for s in experts if s.loss > 1e-8]
    failures += [s for s in masters if s.aim_loss > 1e-8 or (s.chance_lost or 0) > 1e-10]
    print(
        f"{len(played)} games, {len(seats)} seats, {wall:.0f} s wall ({args.workers} workers);"
        f" load average at end: {' '.join(f'{v:.2f}' for v in os.getloadavg())}"
    )
    print(f"identity: largest |start + luck - loss - final| {worst:.2e} (tolerance 1e-9)")
    print(f"least loss of a choice: {lowest:.2e} (never negative)")
    print(f"expert: largest loss of a game {max((s.loss for s in experts), default=0):.2e}")
    if masters:
        print(
            f"master ({len(masters)} games, playing to win): largest loss under its own goal"
            f" {max(s.aim_loss for s in masters):.2e} points,"
            f" {max(s.chance_lost or 0 for s in masters):.2e} chance to win"
        )
    print()
    print("| rules | level | seats | final | luck | lost a game | lost a choice | played |")
    print("|---|---|---|---|---|---|---|---|")
    groups: dict[tuple[str, str], list[Seat]] = defaultdict(list)
    for seat in seats:
        groups[(seat.rules, seat.level)].append(seat)
    order = ("beginner", "good", "expert", "master")
    for rules in RULES:
        for level in order:
            group = groups.get((rules, level))
            if not group:
                continue
            lost = sum(s.loss for s in group)
            print(
                f"| {rules} | {level} | {len(group)} |"
                f" {statistics.fmean(s.final for s in group):.1f} |"
                f" {statistics.fmean(s.luck for s in group):+.2f} |"
                f" {lost / len(group):.2f} | {lost / sum(s.choices for s in group):.3f} |"
                f" {statistics.fmean(s.played for s in group):.1f} % |"
            )
    print()
    for kind, games in (
        ("points", [g.analysed_ms for g in played if not g.master]),
        ("with a master, to win", [g.analysed_ms for g in played if g.master]),
    ):
        if games:
            cuts = statistics.quantiles(games, n=20) if len(games) > 1 else games * 19
            print(
                f"analysis CPU a game ({kind}, {len(games)} games):"
                f" p50 {statistics.median(games):.1f} ms, p95 {cuts[18]:.1f} ms,"
                f" max {max(games):.1f} ms"
            )
    if failures:
        print(f"FAILED: {len(failures)} seats break a check, e.g. {failures[0]}")
        return 1
    print("every check holds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
