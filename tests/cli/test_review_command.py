"""``yahtzee review RECORD [--json]``: how everyone played a recorded game (docs/record.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tools.simulate import table_game

from talking_yahtzee.cli.main import main
from talking_yahtzee.core.rules import OFFICIAL, YATZY_FORCED
from talking_yahtzee.store.record import game_record


@pytest.fixture
def record(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    game = table_game(("master", "beginner"), YATZY_FORCED, 3)
    path.write_text(json.dumps(game_record(game, playing_to_win=[0])), encoding="utf-8")
    return path


def test_json_has_each_player_s_start_final_luck_loss_and_choices(
    record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["review", "--json", str(record)]) == 0
    review = json.loads(capsys.readouterr().out)
    assert review["format"] == 1 and review["rules"] == "yatzy-forced" and review["finished"]
    master, beginner = review["players"]
    assert (master["name"], master["kind"], master["level"]) == ("P1", "computer", "master")
    for player in review["players"]:
        assert {"start", "final", "luck", "loss", "choices", "played", "aim"} <= set(player)
        assert player["start"] + player["luck"] - player["loss"] == pytest.approx(
            player["final"], abs=1e-9
        )
        assert all(c["loss"] >= 0 for c in player["choices"])
        first = player["choices"][0]
        assert first["round"] == 1 and first["roll"] == 1 and first["held"] == []
        assert first["done"]["action"] in ("keep", "score")
        assert first["best"]["action"] in ("keep", "score")
    assert master["aim"] == "win" and master["chance_lost"] == pytest.approx(0, abs=1e-10)
    assert all("win" in c for c in master["choices"])  # forced order: exact from the start
    assert beginner["aim"] == "points" and beginner["chance_lost"] is None
    assert beginner["loss"] > 0 and beginner["played"] < 100


def test_the_lines_are_the_game_s_own_in_the_language_asked(
    record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["review", "--lang", "en", str(record)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("P1 played 100%, lost 0% of the chance to win, and the dice gave")
    assert any(line.startswith("P2 played ") for line in lines)
    assert any(line.startswith("1 of ") and "round" in line for line in lines)
    assert all(len(line.split()) <= 15 for line in lines if line.startswith(("1 of", "2 of")))
    assert main(["review", "--lang", "fr", str(record)]) == 0
    french = capsys.readouterr().out.splitlines()
    assert french[0].startswith("P1 a joué à 100")
    assert any(line.startswith("1 sur ") and "manche" in line for line in french)


def test_a_game_left_before_its_end_is_reviewed_as_far_as_it_went(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = game_record(table_game(("good",), OFFICIAL, 6))
    record["turns"] = record["turns"][:4]
    record["turns"][-1].pop("scored")
    record["finished"], record["unfinished"] = False, True
    path = tmp_path / "left.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["review", "--json", str(path)]) == 0
    (player,) = json.loads(capsys.readouterr().out)["players"]
    assert not player["finished"]
    assert player["start"] + player["luck"] - player["loss"] == pytest.approx(
        player["end"], abs=1e-9
    )
    assert main(["review", "--lang", "en", str(path)]) == 0
    assert "points when the game was left" in capsys.readouterr().out


@pytest.mark.parametrize(
    "content, message",
    [
        (None, "cannot read"),
        ("{", "not a game record"),
        ('{"format": 1, "rules": "official", "players": [], "turns": []}', "at least one"),
    ],
)
def test_a_file_that_is_no_record_is_one_line_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | None, message: str
) -> None:
    path = tmp_path / "record.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    assert main(["review", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert message in captured.err and captured.err.count("\n") == 1
