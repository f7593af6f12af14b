"""A game record read back (store.replay): the same game, every move checked by the rules."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from tools.simulate import table_game

from talking_yahtzee.advisor.skill import POINTS, WIN, Aim
from talking_yahtzee.core.game import Player, PlayerKind, Roll, ScoreBox
from talking_yahtzee.core.rules import OFFICIAL, RULE_SETS, YATZY_FORCED
from talking_yahtzee.engine.table import Start, Table
from talking_yahtzee.store.parsing import BrokenFile
from talking_yahtzee.store.record import game_record
from talking_yahtzee.store.replay import game_from_record, read_game_record


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_a_record_replays_to_the_same_game(name: str) -> None:
    rules = RULE_SETS[name]
    game = table_game(("beginner", "good", "expert"), rules, 21)
    back = game_from_record(json.loads(json.dumps(game_record(game))))
    assert back.game.turns == game.turns
    assert back.game.totals() == game.totals()
    assert back.game.is_over and back.rules is rules
    assert back.aims == (POINTS, POINTS, POINTS)


def test_the_goals_and_the_best_to_beat_come_back() -> None:
    master = table_game(("master", "good"), OFFICIAL, 2)
    record = game_record(master, playing_to_win=[0])
    assert record["players"][0]["goal"] == "win" and "goal" not in record["players"][1]
    assert game_from_record(record).aims == (WIN, POINTS)
    # A person alone who asked for the chance to beat their best score.
    table = Table([Player("Ann")], YATZY_FORCED, seed=4, previous_best=130)
    table.submit(Start(), 0)
    game = table.game
    record = game_record(game, playing_to_win=[0])
    assert record["previous_best"] == 130
    assert game_from_record(record).aims == (Aim("win", 130),)


def test_a_game_under_way_and_a_team_read_back(tmp_path: Path) -> None:
    players = [Player("Blue", members=("Cy", "Di")), Player("Robo", PlayerKind.COMPUTER, "good")]
    table = Table(players, OFFICIAL, seed=8)
    table.submit(Start(), 0)
    while len(table.game.turns) < 5 or table.game.turn.rolls_used < 2:
        if table.game.player.is_computer:
            table.play_computer()
        else:
            seat = table.game.current
            if table.game.turn.rolls_used < 2:
                table.submit(Roll(), seat)
            else:
                table.submit(ScoreBox(table.game.options()[0].category), seat)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game_record(table.game, unfinished=True)), encoding="utf-8")
    back = read_game_record(path)
    assert back.game.players == tuple(players)
    assert back.game.turns == table.game.turns
    assert not back.game.is_over


def mutated(change: Any) -> dict[str, Any]:
    record = game_record(table_game(("good", "beginner"), OFFICIAL, 5))
    broken = copy.deepcopy(record)
    change(broken)
    return broken


def _set(path: list[Any], value: Any) -> Any:
    def change(record: dict[str, Any]) -> None:
        target: Any = record
        for step in path[:-1]:
            target = target[step]
        target[path[-1]] = value

    return change


@pytest.mark.parametrize(
    "change, reason",
    [
        (_set(["format"], 2), "format 1"),
        (_set(["rules"], "poker"), "rules must be"),
        (_set(["players"], []), "at least one player"),
        (_set(["players", 0, "kind"], "ghost"), "human or computer"),
        (_set(["players", 1, "level"], "wizard"), "level"),
        (_set(["players", 0, "goal"], "fame"), "points or win"),
        (_set(["players", 0, "name"], "\x1b[2J"), "printable"),
        (_set(["first_player"], 7), "first_player"),
        (_set(["turns", 0, "player"], 1), "not the turn"),
        (_set(["turns", 0, "round"], 2), "not the turn"),
        (_set(["turns", 0, "rolls", 0], [1, 2, 3, 4, 7]), "a die"),
        (_set(["turns", 0, "rolls", 0], [1, 2, 3]), "5 dice"),
        (_set(["turns", 0, "rolls"], [[1, 1, 1, 1, 1]] * 4), "at most 3"),
        (_set(["turns", 0, "held"], [[1, 2], [3], [4]]), "once before each roll"),
        (_set(["turns", 0, "scored", "category"], "nothing"), "box id"),
        (_set(["turns", 1, "scored", "category"], "yatzy"), "breaks the rules"),
        (_set(["turns", 3, "scored", "category"], None), "box"),
        (lambda r: r["turns"][1].pop("scored"), "only the last turn"),
        (lambda r: r["turns"].append(r["turns"][0]), "after the game's end"),
        (lambda r: r["turns"].__setitem__(slice(0, 2), r["turns"][1::-1]), "not the turn"),
    ],
)
def test_a_record_that_no_game_could_write_is_refused_with_its_reason(
    change: Any, reason: str
) -> None:
    with pytest.raises(BrokenFile, match=reason):
        game_from_record(mutated(change))


def test_a_held_die_that_changed_is_refused() -> None:
    def change(record: dict[str, Any]) -> None:
        for turn in record["turns"]:
            if turn["held"] and turn["held"][0]:
                position = turn["held"][0][0] - 1
                turn["rolls"][1][position] = turn["rolls"][0][position] % 6 + 1
                return
        raise AssertionError("no hold in this game")

    with pytest.raises(BrokenFile, match="held die changed"):
        game_from_record(mutated(change))


def test_strange_files_are_refused(tmp_path: Path) -> None:
    (tmp_path / "not.json").write_text("{", encoding="utf-8")
    with pytest.raises(BrokenFile):
        read_game_record(tmp_path / "not.json")
    (tmp_path / "big.json").write_bytes(b" " * (2 << 20))
    with pytest.raises(BrokenFile, match="larger"):
        read_game_record(tmp_path / "big.json")
    (tmp_path / "list.json").write_text("[]", encoding="utf-8")
    with pytest.raises(BrokenFile, match="an object"):
        read_game_record(tmp_path / "list.json")
    with pytest.raises(FileNotFoundError):
        read_game_record(tmp_path / "missing.json")
