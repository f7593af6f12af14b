"""Ratings from skill against ratings from results (issue 41): which finds the better players?

Run: ``PYTHONPATH=. python benchmarks/bench_ratings.py [--players 200] [--games 50] [--table 4]
[--computers 10]``

Simulates ``--players`` players of known strength, each the exact advisor with noise added: at
every choice a player picks the option whose value plus ``noise`` times a Gumbel draw is the
highest (a softmax over the options' expected final scores, the temperature ``noise`` in points;
spread evenly on a log scale from 0.05, nearly perfect, to 2.5, a player who loses some 60
points a game), and ``--computers`` computers of each of two levels whose place is known: the
expert (the best play: it loses nothing) and the beginner (about 73 points lost a game, more
than any noisy player; the good computer's place among them is not known exactly, so it is left
out). The true order of strength is the order of ``noise``, the experts first, the beginners
last (each level tied). Each round seats
everyone at random tables of ``--table`` players for a rated game, until each has played
``--games`` games. Every game moves three sets of OpenSkill (Plackett-Luce) ratings with the
server's own functions (``net.rating_book``): ranked by the final scores (results), by the
points lost in the game (the server's choice: skill apart from the dice), and by the points lost
per choice (which ranks a player who rolls less, with fewer choices, too well). Prints the
Spearman rank correlation of each with the true strength after 5, 10, 20 and ``--games``
games, side by side; the issue's target is 0.9 or more for skill after 50 games. The points
lost are checked against ``advisor.skill.analyse`` on the first ``--check`` games (the figure
the server computes). Official rules.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import time
from dataclasses import dataclass
from typing import Any

CHECKPOINTS = (5, 10, 20)


@dataclass(frozen=True, slots=True)
class Played:
    """One player's game: its final score, points lost, and choices."""

    final: int
    loss: float
    choices: int


def play_game(noise: float, rng: random.Random, record: bool = False) -> tuple[Played, list[Any]]:
    """One solitaire game of the noisy advisor; its turns as ``TurnRecord`` when ``record``."""
    from talking_yahtzee.advisor import engine
    from talking_yahtzee.advisor.layout import layout
    from talking_yahtzee.core.rules import OFFICIAL, Dice, Scorecard
    from talking_yahtzee.core.state import TurnRecord

    rules = OFFICIAL
    card = Scorecard(rules=rules)
    categories = layout(rules).categories
    loss, choices, turns = 0.0, 0, []
    for round_ in range(1, 14):
        state, _total, _full = engine.card_state(card, rules)
        dice = tuple(rng.randint(1, 6) for _ in range(5))
        turn = TurnRecord(0, round_, [dice], [])
        rolls_left = 2
        while True:
            boxes, _rows, options, _bonus, keeps = engine.position(
                rules, state, Dice(dice), rolls_left
            )
            pick = max(
                range(len(options)),
                key=lambda j: options[j] - noise * math.log(-math.log(rng.random() or 1e-300)),
            )
            loss += max(options) - options[pick]
            choices += 1
            if pick < len(boxes):
                category = categories[boxes[pick]]
                card = card.score(category, Dice(dice))
                turn.category = category
                break
            kept = list(engine.KEEPS[keeps[pick - len(boxes)]])
            held, rest = [], list(enumerate(dice, start=1))
            for value in kept:
                at = next(i for i, (_p, v) in enumerate(rest) if v == value)
                held.append(rest.pop(at)[0])
            dice = tuple(kept) + tuple(rng.randint(1, 6) for _ in range(5 - len(kept)))
            turn.held.append(tuple(held))
            turn.rolls.append(dice)
            rolls_left -= 1
        turns.append(turn)
    return Played(card.total(), loss, choices), turns if record else []


def computer_game(level: str, seed: int) -> Played:
    """One solitaire game of a computer level, as the game plays it, analysed."""
    from tools.simulate import table_game

    from talking_yahtzee.advisor.skill import analyse

    game = table_game([level], seed=seed)
    skill = analyse(game.rules, 1, tuple(game.turns))[0]
    return Played(skill.final, skill.loss, len(skill.choices))


def spearman(xs: list[float], ys: list[float]) -> float:
    """Spearman's rank correlation (average ranks for ties)."""

    def ranked(values: list[float]) -> list[float]:
        order = sorted(range(len(values)), key=lambda i: values[i])
        out = [0.0] * len(values)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
                j += 1
            for k in range(i, j + 1):
                out[order[k]] = (i + j) / 2
            i = j + 1
        return out

    rx, ry = ranked(xs), ranked(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    vx = math.sqrt(sum((a - mx) ** 2 for a in rx))
    vy = math.sqrt(sum((b - my) ** 2 for b in ry))
    return cov / (vx * vy)


def main() -> int:
    from talking_yahtzee.advisor.skill import analyse
    from talking_yahtzee.core.rules import OFFICIAL
    from talking_yahtzee.net.rating_book import Rated, ranks, rate

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--table", type=int, default=4, help="players at each rated table")
    parser.add_argument("--check", type=int, default=20, help="games checked by analyse()")
    parser.add_argument(
        "--computers", type=int, default=10, help="expert and beginner computers, of each"
    )
    parser.add_argument("--seed", type=int, default=41)
    args = parser.parse_args()
    print(f"load average at start: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    rng = random.Random(args.seed)
    n, k = args.players, args.computers
    noisy = n - 2 * k
    low, high = math.log(0.05), math.log(2.5)
    noise = [math.exp(low + (high - low) * i / max(1, noisy - 1)) for i in range(noisy)]
    levels = [""] * noisy + ["expert"] * k + ["beginner"] * k
    truth = [-x for x in noise] + [0.0] * k + [-1e9] * k  # less noise, a better player
    kinds = ("results", "skill (game)", "skill (choice)")
    books = {kind: [Rated(f"P{i}") for i in range(n)] for kind in kinds}
    rows: list[tuple[int, list[float]]] = []
    began, checked, worst = time.perf_counter(), 0, 0.0
    for game in range(1, args.games + 1):
        seats = list(range(n))
        rng.shuffle(seats)
        for at in range(0, n - args.table + 1, args.table):
            table = seats[at : at + args.table]
            played = []
            for p in table:
                if levels[p]:
                    played.append(computer_game(levels[p], rng.getrandbits(32)))
                    continue
                result, turns = play_game(noise[p], rng, record=checked < args.check)
                if turns:
                    skill = analyse(OFFICIAL, 1, turns)[0]
                    worst = max(
                        worst, abs(skill.loss - result.loss), abs(skill.final - result.final)
                    )
                    checked += 1
                played.append(result)
            keys = {
                "results": [-float(r.final) for r in played],
                "skill (game)": [r.loss for r in played],
                "skill (choice)": [r.loss / r.choices for r in played],
            }
            for kind in kinds:
                book = books[kind]
                after = rate([book[p] for p in table], ranks(keys[kind]))
                for p, r in zip(table, after, strict=True):
                    book[p] = r
        if game in CHECKPOINTS or game == args.games:
            rows.append((game, [spearman([r.ordinal for r in books[k]], truth) for k in kinds]))
    wall = time.perf_counter() - began
    print(
        f"{n} players ({noisy} noisy, {k} expert and {k} beginner computers), {args.games} games"
        f" each at tables of {args.table}, official rules;"
        f" {wall:.0f} s; load average at end: {' '.join(f'{v:.2f}' for v in os.getloadavg())}"
    )
    print(
        f"points lost checked against advisor.skill.analyse on {checked} games: worst {worst:.1e}"
    )
    print("Spearman rank correlation of the ratings with the true strength")
    print(f"{'games':>6}  " + "  ".join(f"{k:>15}" for k in kinds))
    for game, values in rows:
        print(f"{game:>6}  " + "  ".join(f"{v:>15.3f}" for v in values))
    final = rows[-1][1]
    target = final[1] >= 0.9 if args.games >= 50 else True
    verdict = "met" if target else "MISSED"
    print(f"target (skill, by the game's points lost, >= 0.9 after 50 games): {verdict}")
    return 0 if target and worst < 1e-9 else 1


if __name__ == "__main__":
    raise SystemExit(main())
