"""How people played, in the statistics (schema 3, store.stats_skill): kept with each seat, a
person's figures over their games, old databases and games kept aside still counted."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest
from tools.simulate import table_game

from talking_yahtzee.advisor.skill import analyse
from talking_yahtzee.cli.main import main
from talking_yahtzee.core.game import Game, Player, PlayerKind
from talking_yahtzee.core.rules import OFFICIAL, YATZY_FORCED, RuleSet
from talking_yahtzee.store.stats import SCHEMA_VERSION, StatsStore
from talking_yahtzee.store.stats_rows import game_rows
from talking_yahtzee.store.stats_skill import COLUMNS, RECENT


def person_game(seed: int, rules: RuleSet = OFFICIAL, name: str = "Ann") -> Game:
    """A computer's game given to a person: its turns are real, its seat is Ann's."""
    game = table_game(("beginner", "expert"), rules, seed)
    game.players = (Player(name), Player("Robo", PlayerKind.COMPUTER, "expert"))
    return game


def day(n: int) -> datetime:
    return datetime(2026, 3, 1 + n, 20, 0, tzinfo=UTC)


def test_each_seat_keeps_how_it_played_and_a_person_hears_their_figures(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    games = [person_game(seed) for seed in range(12)]
    skills = [analyse(OFFICIAL, 2, g.turns) for g in games]
    for n, (game, skill) in enumerate(zip(games, skills, strict=True)):
        assert store.record_game(game, uid=f"g{n}", when=day(n), skills=skill) is not None
    summary = store.summary(player="ann")
    assert summary.skill is not None
    ann = [s[0] for s in skills]
    overall, recent = summary.skill.overall, summary.skill.recent
    assert overall.games == 12 and recent.games == RECENT
    assert overall.loss == pytest.approx(sum(s.loss for s in ann) / 12)
    assert overall.per_choice == pytest.approx(
        sum(s.loss for s in ann) / sum(len(s.choices) for s in ann)
    )
    last = ann[-RECENT:]
    assert recent.loss == pytest.approx(sum(s.loss for s in last) / RECENT)
    best = max(range(12), key=lambda i: (ann[i].start - ann[i].loss) / ann[i].start)
    assert summary.skill.best.total == ann[best].final
    assert summary.skill.best.played_at == day(best).isoformat(timespec="seconds")
    assert summary.skill.luckiest.luck == pytest.approx(max(s.luck for s in ann))
    assert summary.skill.unluckiest.luck == pytest.approx(min(s.luck for s in ann))
    assert store.summary().skill is None  # everyone's figures say nothing of it
    # Only the person's own seats: the computer's are kept, never counted as theirs.
    with sqlite3.connect(tmp_path / "stats.sqlite3") as db:
        rows = db.execute("SELECT kind, skill_loss FROM seats ORDER BY game_id, seat").fetchall()
    assert all(loss is not None for _, loss in rows)
    assert [loss for kind, loss in rows if kind == "computer"] == pytest.approx(
        [s[1].loss for s in skills]
    )


def test_games_without_an_analysis_are_left_out(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    store.record_game(person_game(1), uid="old", when=day(1))
    assert store.summary(player="Ann").skill is None
    game = person_game(2, YATZY_FORCED)
    store.record_game(game, uid="new", when=day(2), skills=analyse(YATZY_FORCED, 2, game.turns))
    skill = store.summary(player="Ann").skill
    assert skill is not None and skill.overall.games == 1
    assert store.summary(rules="official", player="Ann").skill is None


def schema_2_database(path: Path) -> None:
    """A statistics database as the release before this one wrote it: schema 2."""
    StatsStore(path).record_game(person_game(3), uid="before", when=day(0))
    with sqlite3.connect(path) as db:
        for column in COLUMNS:
            db.execute(f"ALTER TABLE seats DROP COLUMN {column}")
        db.execute("PRAGMA user_version = 2")
        db.execute("UPDATE meta SET value = '2' WHERE key = 'schema_version'")


def test_a_database_of_schema_2_is_migrated_and_keeps_every_game(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    schema_2_database(path)
    with sqlite3.connect(path) as db:
        before = db.execute("SELECT * FROM seats").fetchall()
    store = StatsStore(path)
    game = person_game(4)
    store.record_game(game, uid="after", when=day(1), skills=analyse(OFFICIAL, 2, game.turns))
    assert store.problem is None
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
        rows = db.execute("SELECT * FROM seats ORDER BY game_id, seat").fetchall()
    assert [row[:13] for row in rows[:2]] == before and rows[0][13:] == (None,) * 4
    assert rows[2][13] == pytest.approx(254.5877287345)
    assert store.summary(player="Ann").games == 2
    skill = store.summary(player="Ann").skill
    assert skill is not None and skill.overall.games == 1


def test_a_game_kept_aside_is_counted_with_or_without_how_it_was_played(
    tmp_path: Path,
) -> None:
    path = tmp_path / "stats.sqlite3"
    StatsStore(path).record_game(person_game(5), uid="first", when=day(0))
    pending = tmp_path / "stats-pending"
    pending.mkdir()
    old, new = person_game(6), person_game(7)
    row, seats = game_rows(old, "old-aside", day(1).isoformat())
    (pending / "old.json").write_text(
        json.dumps({"game": row, "seats": [s[:11] for s in seats]}), encoding="utf-8"
    )  # as an older version kept it
    row, seats = game_rows(new, "new-aside", day(2).isoformat(), analyse(OFFICIAL, 2, new.turns))
    (pending / "new.json").write_text(json.dumps({"game": row, "seats": seats}), encoding="utf-8")
    row, seats = game_rows(new, "odd-aside", day(3).isoformat(), analyse(OFFICIAL, 2, new.turns))
    seats[0][11:] = ["x", -1, 5000.0, 1.5]  # hand-made: the skill is dropped, the game kept
    (pending / "odd.json").write_text(json.dumps({"game": row, "seats": seats}), encoding="utf-8")
    store = StatsStore(path)
    store.record_game(person_game(8), uid="last", when=day(4))
    assert store.problem is None
    assert store.summary(player="Ann").games == 5
    skill = store.summary(player="Ann").skill
    assert skill is not None and skill.overall.games == 1
    assert not list(pending.glob("*.json"))


def test_stats_player_says_and_prints_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TALKING_YAHTZEE_DATA_DIR", str(tmp_path))
    store = StatsStore(tmp_path / "stats.sqlite3")
    for n in range(3):
        game = person_game(10 + n)
        store.record_game(game, uid=f"g{n}", when=day(n), skills=analyse(OFFICIAL, 2, game.turns))
    assert main(["stats", "--player", "ann", "--json"]) == 0
    skill = json.loads(capsys.readouterr().out)["skill"]
    assert set(skill) == {"recent", "all", "best_played", "luckiest", "unluckiest"}
    assert skill["all"]["games"] == 3 and skill["all"]["loss"] > 0
    assert set(skill["best_played"]) == {"played", "luck", "loss", "total", "date", "rules"}
    assert main(["stats", "--json"]) == 0
    assert "skill" not in json.loads(capsys.readouterr().out)
    assert main(["stats", "--player", "Ann", "--lang", "en"]) == 0
    text = capsys.readouterr().out
    assert "Your 3 games measured, " in text and "Best played, " in text
    assert "Luckiest, the dice gave " in text and "Unluckiest, " in text
    assert main(["stats", "--player", "Ann", "--lang", "de"]) == 0
    assert "Deine 3 gemessenen Spiele, " in capsys.readouterr().out
