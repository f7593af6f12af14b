"""Files the game keeps: statistics and records survive bad files and partial writes."""

from __future__ import annotations

import json
from pathlib import Path

from talking_yahtzee.dice import RandomDice
from talking_yahtzee.game import Game, Player, Roll, ScoreBox
from talking_yahtzee.record import game_record, write_record
from talking_yahtzee.stats import Stats, StatsStore


def test_broken_stats_file_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text("{not json", encoding="utf-8")
    store = StatsStore(path)
    assert store.load() == Stats()
    assert store.problem == "stats-broken"
    kept = list(tmp_path.glob("stats.json.broken-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{not json"


def test_stats_round_trip(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "deep" / "stats.json")
    store.save(Stats(3, {"official": 250}))
    assert store.load() == Stats(3, {"official": 250})


def test_record_in_progress_and_atomic(tmp_path: Path) -> None:
    game = Game([Player("Ann"), Player("Bob")], dice=RandomDice(2))
    game.start()
    game.apply(Roll())
    game.apply(ScoreBox(game.options()[0].category))
    game.apply(Roll())
    path = tmp_path / "r.json"
    write_record(path, game)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data == game_record(game)
    assert data["finished"] is False and data["winners"] == []
    assert "scored" in data["turns"][0] and "scored" not in data["turns"][1]
    assert list(tmp_path.iterdir()) == [path]
