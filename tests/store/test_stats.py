"""Statistics in SQLite: every finished game counts, old statistics import once, nothing is lost."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path

import pytest
from american import CATEGORIES
from harness import SEQUENCES, scripted_keys
from waiting import wait_for

from talking_yahtzee.core.dice import ScriptedDice
from talking_yahtzee.core.game import Game, Player, PlayerKind, Roll, ScoreBox
from talking_yahtzee.core.rules import (
    FREE_JOKER,
    OFFICIAL,
    YATZY,
    RuleSet,
)
from talking_yahtzee.store.stats import PROBLEM_BROKEN, PROBLEM_LOCKED, Stats, StatsStore

YAHTZEE = [6] * 5
CHANCE_LOW = [1, 1, 2, 2, 3]


def finished_game(players: list[Player], dice: list[list[int]], rules: RuleSet = OFFICIAL) -> Game:
    """Every player rolls once each turn and scores the first open box: a fully scripted game.

    ``dice`` gives each seat's five dice for every turn (the same for all 13 turns).
    """
    values: list[int] = []
    for _ in CATEGORIES:
        for seat in range(len(players)):
            values.extend(dice[seat])
    game = Game(players, rules, ScriptedDice(values))
    game.start() if len(players) == 1 else _start_in_order(game)
    while not game.is_over:
        game.apply(Roll())
        game.apply(ScoreBox(game.card.open_categories[0]))
    return game


def _start_in_order(game: Game) -> None:
    """Seat 0 starts: the roll-off is played with typed dice so the script stays in turn order."""
    for seat in range(len(game.players)):
        game.apply(Roll((6, 6, 6, 6, 6) if seat == 0 else (1, 1, 1, 1, 1)))


def ann_scores(dice: list[int]) -> Game:
    return finished_game([Player("Ann")], [dice])


def at(day: int) -> datetime:
    return datetime(2026, 1, day, 12, tzinfo=UTC)


def test_empty_store(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    assert store.load() == Stats()
    summary = store.summary()
    assert (summary.games, summary.best, summary.top, summary.average) == (0, None, (), None)
    assert store.problem is None


def test_solitaire_games_best_top_and_rank(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    low, high = ann_scores(CHANCE_LOW), ann_scores(YAHTZEE)
    assert low.totals()[0] < high.totals()[0]
    assert store.record_game(low, when=at(1)).rank == 1  # type: ignore[union-attr]
    recorded = store.record_game(high, when=at(2))
    assert recorded is not None and (recorded.rank, recorded.of) == (1, 2)
    recorded = store.record_game(ann_scores(CHANCE_LOW), when=at(3))
    assert recorded is not None and (recorded.rank, recorded.of) == (2, 3)
    stats = store.load()
    assert stats.games == 3 and stats.best_for(OFFICIAL) == high.totals()[0]
    assert stats.best_for(FREE_JOKER) is None
    summary = store.summary()
    assert [t.total for t in summary.top] == [high.totals()[0], low.totals()[0], low.totals()[0]]
    assert summary.top[0].played_at == "2026-01-02T12:00:00+00:00"
    assert summary.top[1].played_at == "2026-01-01T12:00:00+00:00"  # ties: the earlier first
    assert summary.average == pytest.approx((high.totals()[0] + 2 * low.totals()[0]) / 3)
    # 13 turns of sixes: the Yahtzee box once, 12 more Yahtzees rolled into other boxes.
    assert summary.yahtzees == 13
    assert summary.upper_bonuses == 0 and summary.upper_bonus_rate == 0


def test_upper_bonus_rate(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    values = [face for face in range(1, 7) for _ in range(5)] + CHANCE_LOW * 7
    game = Game([Player("Ann")], dice=ScriptedDice(values))
    game.start()
    while not game.is_over:
        game.apply(Roll())
        game.apply(ScoreBox(game.card.open_categories[0]))
    assert game.cards[0].totals().upper_bonus == 35
    store.record_game(game)
    store.record_game(ann_scores(CHANCE_LOW))
    summary = store.summary()
    assert summary.upper_bonuses == 1 and summary.upper_bonus_rate == 0.5
    assert summary.yahtzees == 6
    assert store.summary("free-joker").games == 0


def test_top_ten_only(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    game = ann_scores(CHANCE_LOW)
    for day in range(1, 13):
        store.record_game(game, when=at(day))
    summary = store.summary()
    assert summary.solitaire == 12 and len(summary.top) == 10


def test_same_game_counts_once(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    game = ann_scores(CHANCE_LOW)
    store.record_game(game, uid="g1")
    store.record_game(game, uid="g1")
    assert store.load().games == 1


def test_unfinished_game_is_not_counted(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    game = Game([Player("Ann")], dice=ScriptedDice(CHANCE_LOW))
    game.start()
    assert store.record_game(game) is None
    assert store.load().games == 0


def test_record_against_computer_levels(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    expert = Player("Robo", PlayerKind.COMPUTER, "expert")
    beginner = Player("Bip", PlayerKind.COMPUTER, "beginner")
    ann = Player("Ann")
    store.record_game(finished_game([ann, expert], [YAHTZEE, CHANCE_LOW]))  # Ann wins
    store.record_game(finished_game([ann, expert], [CHANCE_LOW, YAHTZEE]))  # Ann loses
    store.record_game(finished_game([ann, beginner], [CHANCE_LOW, CHANCE_LOW]))  # a tie
    summary = store.summary()
    levels = {r.level: (r.games, r.wins, r.losses, r.ties) for r in summary.against}
    assert levels == {"expert": (2, 1, 1, 0), "beginner": (1, 0, 0, 1)}
    assert summary.games == 3 and summary.solitaire == 0 and summary.top == ()
    assert summary.scores == 3  # the people's cards only
    with sqlite3.connect(store.path) as db:
        rows = db.execute("SELECT seat, name, kind, level, won, yahtzees FROM seats").fetchall()
    assert (0, "Ann", "human", None, 1, 13) in rows and (
        1,
        "Robo",
        "computer",
        "expert",
        0,
        0,
    ) in rows


def test_json_statistics_imported_once(tmp_path: Path) -> None:
    (tmp_path / "stats.json").write_text(
        '{"games": 7, "best": {"official": 251}}', encoding="utf-8"
    )
    store = StatsStore(tmp_path / "stats.sqlite3")
    assert store.load() == Stats(7, {"official": 251})
    recorded = store.record_game(ann_scores(CHANCE_LOW))
    # the imported best belongs to no one: Ann's rank is among her own scores
    assert recorded is not None and (recorded.rank, recorded.of) == (1, 1)
    again = StatsStore(tmp_path / "stats.sqlite3")
    assert again.load() == Stats(8, {"official": 251})
    summary = again.summary()
    assert summary.top[0].total == 251 and summary.top[0].played_at is None
    assert (tmp_path / "stats.json").exists()  # kept, never deleted


def test_broken_json_statistics_aside(tmp_path: Path) -> None:
    (tmp_path / "stats.json").write_text("{not json", encoding="utf-8")
    store = StatsStore(tmp_path / "stats.sqlite3")
    assert store.load() == Stats()
    assert store.problem == PROBLEM_BROKEN
    (kept,) = tmp_path.glob("stats.json.broken-*")
    assert kept.read_text(encoding="utf-8") == "{not json"


def test_corrupt_database_aside_and_game_counted(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    store = StatsStore(path)
    assert store.record_game(ann_scores(CHANCE_LOW)) is not None
    assert store.problem == PROBLEM_BROKEN
    assert store.take_problem() == PROBLEM_BROKEN and store.take_problem() is None
    (kept,) = tmp_path.glob("stats.sqlite3.broken-*")
    assert kept.read_bytes() == b"this is not a database" * 100
    assert StatsStore(path).load().games == 1


def test_database_of_a_newer_version_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    StatsStore(path).record_game(ann_scores(CHANCE_LOW))
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 99")
    store = StatsStore(path)
    assert store.record_game(ann_scores(CHANCE_LOW)) is None
    assert store.problem == "stats-failed"
    assert not list(tmp_path.glob("*.broken-*"))


def test_a_newer_versions_file_is_not_even_switched_to_wal(tmp_path: Path) -> None:
    """A newer version may keep its file in another journal mode: this version reads its
    schema version first and changes nothing, not a byte, not the journal mode (issue 40)."""
    path = tmp_path / "stats.sqlite3"
    with closing(sqlite3.connect(path, isolation_level=None)) as db:
        db.execute("PRAGMA journal_mode = DELETE")
        db.execute("CREATE TABLE future (x)")
        db.execute("INSERT INTO future VALUES (1)")
        db.execute("PRAGMA user_version = 99")
    before = path.read_bytes()
    store = StatsStore(path)
    assert store.load().games == 0
    assert store.record_game(ann_scores(CHANCE_LOW)) is None
    assert store.problem == "stats-failed"
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["stats-pending", "stats.sqlite3"]
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "delete"


def test_locked_database_reported_and_nothing_lost(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("talking_yahtzee.store.stats.BUSY_TIMEOUT", 0.05)
    path = tmp_path / "stats.sqlite3"
    store = StatsStore(path)
    store.record_game(ann_scores(CHANCE_LOW))
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        assert store.record_game(ann_scores(YAHTZEE), uid="late") is None
        assert store.problem == PROBLEM_LOCKED
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert StatsStore(path).load().games == 1
    # the refused game waits beside the database, and the next game counts it (once)
    assert len(list((tmp_path / "stats-pending").glob("*.json"))) == 1
    (tmp_path / "stats-pending" / "broken.json").write_text("[1, 2", encoding="utf-8")
    later = StatsStore(path)
    recorded = later.record_game(ann_scores(CHANCE_LOW))
    assert recorded is not None and later.problem is None
    stats = later.load()
    assert stats.games == 3 and stats.best_for(OFFICIAL) == ann_scores(YAHTZEE).totals()[0]
    assert [p.name for p in (tmp_path / "stats-pending").iterdir()] == [
        p.name for p in (tmp_path / "stats-pending").glob("broken.json.broken-*")
    ]
    later.record_game(ann_scores(YAHTZEE), uid="late")
    assert later.load().games == 3


def test_read_only_database_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "stats.sqlite3"
    StatsStore(path).record_game(ann_scores(CHANCE_LOW))
    connect = sqlite3.connect

    def read_only(database: Path, **kwargs: object) -> sqlite3.Connection:
        return connect(f"file:{database}?mode=ro", uri=True, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(sqlite3, "connect", read_only)
    store = StatsStore(path)
    assert store.load().games == 1  # reading still works
    assert store.record_game(ann_scores(YAHTZEE)) is None
    assert store.problem == "stats-read-only"
    monkeypatch.undo()
    assert StatsStore(path).load().games == 1


GAMES_AT_ONCE = 20


def game_process(data: Path, seat: int) -> subprocess.Popen[bytes]:
    """The ``yahtzee`` program itself, one solitaire game, keys on its standard input."""
    env = {
        **os.environ,
        "TALKING_YAHTZEE_DATA_DIR": str(data),
        "TALKING_YAHTZEE_CONFIG_DIR": str(data.parent / f"config-{seat}"),
    }
    args = [
        sys.executable,
        "-m",
        "talking_yahtzee",
        "--plain",
        "--players",
        "Ann",
        "--seed",
        str(seat),
        "--lang",
        "en",
        "--speech",
        "none",
        "--sounds",
        "off",
        "--pace",
        "0",
        "--no-roll-guard",
        "--new",
        "--transcript",
        str(data.parent / f"transcript-{seat}.txt"),
    ]
    return subprocess.Popen(
        args,
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=env,
    )


def typed(keys: list[str]) -> bytes:
    return "".join(SEQUENCES.get(key, key) for key in keys).encode()


def last_line(path: Path) -> str:
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    return lines[-1] if lines else ""


def test_twenty_games_ending_at_once_all_count(tmp_path: Path) -> None:
    """Twenty ``yahtzee`` processes play a whole game each and score their last box at once."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "stats.json").write_text('{"games": 4, "best": {"official": 99}}', encoding="utf-8")
    seats = range(GAMES_AT_ONCE)
    processes = [game_process(data, seat) for seat in seats]
    transcripts = [tmp_path / f"transcript-{seat}.txt" for seat in seats]
    try:
        for seat, process in zip(seats, processes, strict=True):
            keys = scripted_keys(seat)
            assert keys[-2:] == ["enter", "n"]  # the last box's Enter, then leave
            assert process.stdin is not None
            process.stdin.write(typed(keys[:-2]))  # all but the last Enter: Chance is focused
            process.stdin.flush()
        for seat, process in zip(seats, processes, strict=True):
            wait_for(
                lambda seat=seat, process=process: (  # type: ignore[misc]
                    last_line(transcripts[seat]).startswith("Chance, ")
                    or process.poll() is not None
                ),
                f"game {seat} to reach its last box",
                timeout=300,
            )
        assert [p.poll() for p in processes] == [None] * GAMES_AT_ONCE, "a game ended early"
        for process in processes:  # the last boxes scored together
            assert process.stdin is not None
            process.stdin.write(typed(["enter"]))
            process.stdin.flush()
        for seat in seats:
            wait_for(
                lambda seat=seat: "Play again?" in last_line(transcripts[seat]),  # type: ignore[misc]
                f"game {seat} to end",
                timeout=120,
            )
        errors = [p.communicate(typed(["n"]), timeout=120)[1].decode() for p in processes]
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
    assert [p.returncode for p in processes] == [0] * GAMES_AT_ONCE, errors
    assert not any("Traceback" in error for error in errors), errors
    store = StatsStore(data / "stats.sqlite3")
    assert store.load().games == 4 + GAMES_AT_ONCE
    assert store.summary().solitaire == GAMES_AT_ONCE
    with sqlite3.connect(data / "stats.sqlite3") as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("SELECT value FROM meta WHERE key = 'legacy_games'").fetchone() == ("4",)
    assert json.loads((data / "stats.json").read_text(encoding="utf-8"))["games"] == 4


def test_each_rule_set_keeps_its_own_figures(tmp_path: Path) -> None:
    """A Yatzy game counts under yatzy only: its best, its Yatzy rolled, its bonus of 50."""
    store = StatsStore(tmp_path / "stats.sqlite3")
    values = [face for face in range(1, 7) for _ in range(5)] + [6] * 5 * 9  # 15 rounds
    game = Game([Player("Ann")], YATZY, ScriptedDice(values))
    game.start()
    while not game.is_over:
        game.apply(Roll())
        game.apply(ScoreBox(game.card.open_categories[0]))
    totals = game.cards[0].totals()
    assert totals.upper_bonus == 50 and totals.yahtzee_bonus == 0
    store.record_game(game)
    store.record_game(ann_scores(CHANCE_LOW))
    yatzy, official = store.summary("yatzy"), store.summary("official")
    assert (yatzy.games, official.games) == (1, 1)
    assert yatzy.best == totals.grand_total != official.best
    assert yatzy.upper_bonuses == 1 and official.upper_bonuses == 0
    assert yatzy.yahtzees == 15  # five alike every turn: the Yatzy box's 50 among them
    assert store.load().best_for(YATZY) == totals.grand_total
