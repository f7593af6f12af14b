"""Files the game keeps: records survive partial writes (statistics: test_stats.py)."""

from __future__ import annotations

import json
from pathlib import Path

from talking_yahtzee.game import Game, Player, RandomDice, Roll, ScoreBox
from talking_yahtzee.record import game_record, write_record


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
