"""The chance to win at 6 and 7 open boxes, warm as in a game (issue 34), in detail.

The positions of ``bench_targets.py``'s chance to win (both cards from expert games, random dice
and rolls left, a fixed seed): the tables, kernels and keep operators loaded, nothing of the
position itself cached. For each open-box count and repeat: p50 and p95 of the wall time and of
the process's CPU time (steadier on a shared machine), how many answers were exact, the load
average beside them; the slowest positions with their parts (the opponents' distributions, our
pass and its columns).

In the game (``--game SECONDS,...``): the key W at a person's turn, timed from the key to the
answer, with the turn begun that many seconds before (:class:`ui.winning.TurnPass` started its
background pass then, as the game does for a player who uses the chance to win). 0 is a W asked
at once (it waits for the same pass); 1.5 s is about the time "Bob, your turn" and a roll take to
be spoken. Beside it, how long the background pass took.

``python benchmarks/bench_win_six.py [--positions N] [--repeats N] [--rules official,yatzy]
[--open 6,7] [--after] [--game 0,1.5]``
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.simulate import play_turn  # noqa: E402

from talking_yahtzee.advisor import engine, winning  # noqa: E402
from talking_yahtzee.advisor.opponents import ExpertOpponent  # noqa: E402
from talking_yahtzee.core.dice import RandomDice  # noqa: E402
from talking_yahtzee.core.rules import RULE_SETS, Dice, RuleSet, Scorecard, Turn  # noqa: E402
from talking_yahtzee.ui import winning as ui_winning  # noqa: E402
from talking_yahtzee.ui.winning import Goal, TurnPass, review_messages  # noqa: E402


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]


def forget() -> None:
    """Nothing of a position cached (the game's preload stays)."""
    winning.clear_caches()


Position = tuple[Scorecard, Scorecard, object, int]


def positions(rules: RuleSet, k: int, count: int, after: bool = False) -> list[Position]:
    """``count`` positions with ``k`` open boxes each, as ``bench_targets.py`` makes them (after
    one to warm the interpreter); with ``after``, the opponent plays after us and has not played
    this round yet (one more open box), as in a game."""
    rng = random.Random(26)
    expert = ExpertOpponent()
    found: list[Position] = []
    for _ in range(count + 1):
        dice = RandomDice(rng)
        cards = [Scorecard(rules=rules), Scorecard(rules=rules)]
        turns = rules.rounds - k
        for turn in range(turns):
            cards[0] = play_turn(expert, cards[0], dice)
            if not (after and turn == turns - 1):
                cards[1] = play_turn(expert, cards[1], dice)
        rolled = Turn().roll_from(dice).dice
        assert rolled is not None
        found.append((cards[0], cards[1], rolled, rng.randrange(3)))
    return found


def run(rules: RuleSet, k: int, count: int, repeats: int, after: bool) -> None:
    chosen = positions(rules, k, count, after)
    for repeat in range(repeats):
        walls, cpus, exact, parts = [], [], 0, []
        for n, (card, other, dice, rolls_left) in enumerate(chosen):
            forget()
            wall, cpu = time.perf_counter(), time.process_time()
            advice = winning.win_advice(card, rules, dice, rolls_left, opponents=[other])  # type: ignore[arg-type]
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            if not n:
                continue  # the first one warms the interpreter's own caches
            walls.append(wall)
            cpus.append(cpu)
            exact += advice.exact
            parts.append((wall, cpu, n))
        load = os.getloadavg()[0]
        wall_ms = (statistics.median(walls) * 1e3, p95(walls) * 1e3)
        cpu_ms = (statistics.median(cpus) * 1e3, p95(cpus) * 1e3)
        print(
            f"{rules.name} {k} open{' (the opponent one more)' if after else ''}, "
            f"run {repeat + 1}: "
            f"wall p50 {wall_ms[0]:.0f} / p95 {wall_ms[1]:.0f} ms, "
            f"CPU p50 {cpu_ms[0]:.0f} / p95 {cpu_ms[1]:.0f} ms, "
            f"{exact} of {count} exact (load {load:.1f})",
            flush=True,
        )
        if repeat == repeats - 1:
            slowest = sorted(parts, reverse=True)[:3]
            print("  slowest: " + ", ".join(f"#{n} {w * 1e3:.0f} ms" for w, _, n in slowest))


def in_game(
    rules: RuleSet, k: int, count: int, delay: float, after: bool = False
) -> tuple[list[float], list[float]]:
    """Per position (after one to warm the interpreter): the seconds from the key W to the answer
    with the turn begun ``delay`` seconds before, and the background pass's own seconds."""
    answers, passes = [], []
    for n, (card, other, dice, rolls_left) in enumerate(positions(rules, k, count, after)):
        forget()
        goal = Goal(card, rules, opponents=(other,))
        turns = TurnPass()
        began = time.perf_counter()
        turns.start(goal)
        if delay:
            done = turns.idle.wait(delay)
            ran = time.perf_counter() - began
            time.sleep(max(0.0, delay - ran))  # the rest of the time the speech takes
        assert isinstance(dice, Dice)
        asked = time.perf_counter()
        review_messages(goal, dice, rolls_left)  # what W says after a roll
        answered = time.perf_counter()
        turns.idle.wait()
        if not delay:
            ran, done = answered - began, True
        if n:
            answers.append(answered - asked)
            passes.append(ran if done else math.inf)
    return answers, passes


def run_game(rules: RuleSet, k: int, count: int, delays: list[float], after: bool) -> None:
    for delay in delays:
        answers, passes = in_game(rules, k, count, delay, after)
        finished = [p for p in passes if math.isfinite(p)]
        print(
            f"{rules.name} {k} open{' (the opponent one more)' if after else ''}, in the game, "
            f"W {delay:g} s after the turn began: "
            f"p50 {statistics.median(answers) * 1e3:.0f} / p95 {p95(answers) * 1e3:.0f} ms "
            f"(background pass p95 {p95(finished) * 1e3 if finished else math.nan:.0f} ms, "
            f"{len(passes) - len(finished)} unfinished; load {os.getloadavg()[0]:.1f})",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--rules", default="official")
    parser.add_argument("--open", default="6,7")
    parser.add_argument(
        "--after", action="store_true", help="the opponent plays after us: one more open box"
    )
    parser.add_argument(
        "--game", default="", help="seconds from a turn's start to W, e.g. 0,1.5 (in the game)"
    )
    parser.add_argument(
        "--nice", type=int, help="the background pass's niceness (default: the game's)"
    )
    args = parser.parse_args()
    delays = [float(x) for x in args.game.split(",")] if args.game else []
    if args.nice is not None:
        ui_winning.BACKGROUND_NICENESS = args.nice
    for name in args.rules.split(","):
        rules = RULE_SETS[name]
        engine.preload(rules, background=False)
        for k in (int(x) for x in args.open.split(",")):
            run(rules, k, args.positions, args.repeats, args.after)
            if delays:
                run_game(rules, k, args.positions, delays, args.after)


if __name__ == "__main__":
    main()
