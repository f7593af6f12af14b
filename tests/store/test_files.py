"""Files the game keeps: records survive partial writes (statistics: test_stats.py)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.game import Game, Player, Roll, ScoreBox
from talking_yahtzee.store.record import game_record, next_record_path, record_status, write_record


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


def test_record_marked_unfinished_when_left(tmp_path: Path) -> None:
    game = Game([Player("Ann")], dice=RandomDice(4))
    game.start()
    game.apply(Roll())
    game.apply(ScoreBox(game.options()[0].category))
    path = tmp_path / "r.json"
    write_record(path, game)
    playing = json.loads(path.read_text(encoding="utf-8"))
    assert playing["unfinished"] is False and record_status(playing) == "playing"
    write_record(path, game, unfinished=True)
    left = json.loads(path.read_text(encoding="utf-8"))
    assert left["unfinished"] is True and left["finished"] is False
    assert record_status(left) == "unfinished"
    assert {k: v for k, v in left.items() if k != "unfinished"} == {
        k: v for k, v in playing.items() if k != "unfinished"
    }
    while not game.is_over:
        game.apply(Roll())
        game.apply(ScoreBox(game.options()[0].category))
    write_record(path, game, unfinished=True)  # a finished game is never "unfinished"
    done = json.loads(path.read_text(encoding="utf-8"))
    assert done["unfinished"] is False and record_status(done) == "finished"


def test_records_from_before_the_unfinished_field_still_read() -> None:
    old = {"format": 1, "rules": "official", "players": [], "turns": [], "finished": False}
    assert record_status(old) == "playing"
    assert record_status({**old, "finished": True}) == "finished"


def test_the_next_games_record_is_numbered_beside_the_players_file(tmp_path: Path) -> None:
    first = tmp_path / "game.json"
    first.write_text("{}", encoding="utf-8")
    assert next_record_path(first, [first]) == tmp_path / "game-2.json"
    taken = [first, tmp_path / "game-2.json"]
    assert next_record_path(first, taken) == tmp_path / "game-3.json"
    (tmp_path / "game-3.json").write_text("{}", encoding="utf-8")  # an earlier session's
    assert next_record_path(first, taken) == tmp_path / "game-4.json"
    assert next_record_path(tmp_path / "plain", []) == tmp_path / "plain-2"


def test_a_stream_keeps_every_games_record_itself(tmp_path: Path) -> None:
    fifo = tmp_path / "records"
    os.mkfifo(fifo)
    assert next_record_path(fifo, [fifo]) == fifo
