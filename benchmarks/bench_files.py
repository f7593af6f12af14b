"""Saved game and statistics figures: how long an autosave and a counted game take.

Run with ``make bench`` or ``python benchmarks/bench_files.py``.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.game import Game, Player, PlayerKind, Roll, ScoreBox
from talking_yahtzee.core.rules import OFFICIAL
from talking_yahtzee.engine.table import Start, Table
from talking_yahtzee.store.savegame import SavedGame, SaveStore, dumps, loads
from talking_yahtzee.store.stats import StatsStore


def say(text: str) -> None:
    print(text, flush=True)


def mid_game() -> SavedGame:
    players = [Player("Ann"), Player("Robo", PlayerKind.COMPUTER, "expert")]
    table = Table(players, OFFICIAL, seed=1)
    table.submit(Start(), 0)
    game = table.game
    while game.round < 7:
        table.submit(Roll(), game.current)
        table.submit(ScoreBox(game.options()[0].category), game.current)
    table.submit(Roll(), game.current)
    return SavedGame(table)


def timed(action: Callable[[], object], runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append((time.perf_counter() - started) * 1000)
    return times


def report(name: str, times: list[float]) -> None:
    times.sort()
    median = statistics.median(times)
    say(f"{name}: median {median:.2f} ms, 95th {times[int(len(times) * 0.95)]:.2f} ms")


def main() -> None:
    saved = mid_game()
    raw = dumps(saved)
    say(f"saved game in round 7, two players and two generators: {len(raw)} bytes")
    report("serialize", timed(lambda: dumps(saved), 200))
    report("parse and check", timed(lambda: loads(raw), 200))
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(Path(folder) / "savegame.json")
        report("autosave (atomic, fsync)", timed(lambda: store.save(saved), 100))
        stats = StatsStore(Path(folder) / "stats.sqlite3")
        game = Game([Player("Ann")], dice=RandomDice(2))
        game.start()
        while not game.is_over:
            game.apply(Roll())
            game.apply(ScoreBox(game.options()[0].category))
        report(
            "count a finished game (one transaction)", timed(lambda: stats.record_game(game), 50)
        )
        report("summary of 50 games", timed(lambda: stats.summary(), 50))


if __name__ == "__main__":
    main()
