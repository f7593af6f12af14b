"""Saved games do not pile up (issue 34): a game left without a score is not kept, at most
MAX_SAVES are kept (the newest), each offer tells its game apart (the time, the rules, the
round, the scores leader first), and Backspace twice discards the game offered. Through the
real app, as a player hears it."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from harness import Run, play

from talking_yahtzee.core.game import Player, PlayerKind
from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.store.savegame import MAX_SAVES, SaveStore

ANN = Player("Ann")
ROBO = Player("Robo", PlayerKind.COMPUTER, "good")
SCORE_ONE = ["r", "home", "enter", "enter"]
"""Roll and score the first box (a zero is confirmed): the game is worth keeping."""


@pytest.fixture(autouse=True)
def utc(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The offer says the time in this machine's time zone: UTC here."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def run(keys: Sequence[str], folder: Path, **options: object) -> Run:
    settings: dict[str, object] = {"players": [ANN], "save": SaveStore(folder), "leave": ("q", "y")}
    settings.update(options)
    return play(keys, **settings)  # type: ignore[arg-type]


def saves(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.json"))


def dated(folder: Path, saved_at: str) -> Path:
    """The newest save, its time set to ``saved_at``."""
    path = max(saves(folder), key=lambda p: p.stat().st_mtime_ns)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["saved_at"] = saved_at
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_game_left_without_a_score_is_not_kept(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    run(["r", "1", "r"], folder)
    assert saves(folder) == []
    run([*SCORE_ONE, "u"], folder)  # scored, then the score taken back: nothing scored
    assert saves(folder) == []
    start = run([], folder)
    assert "forgive-resume-offer" not in start.ids and "forgive-resume-choice" not in start.ids
    run([*SCORE_ONE, "r"], folder, resume="new")
    assert len(saves(folder)) == 1  # one box scored: kept


def test_at_most_max_saves_are_kept_the_newest(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    order: list[Path] = []
    for _ in range(MAX_SAVES + 2):
        before = set(saves(folder))
        run(SCORE_ONE, folder, resume="new")
        (new,) = set(saves(folder)) - before
        order.append(new)
        assert len(saves(folder)) <= MAX_SAVES
    assert saves(folder) == sorted(order[-MAX_SAVES:])  # the two oldest made room
    start = run([], folder)
    (offer,) = start.messages("forgive-resume-choice")
    assert (offer.args["number"], offer.args["count"]) == (1, MAX_SAVES)


def test_two_games_of_one_day_are_told_apart(tmp_path: Path) -> None:
    """Same day, same player: the rules, the round and the scores tell them apart, the newest
    first (a time of day would be read with its colon: "9 colon 14"); at a table, the leader
    comes first."""
    folder = tmp_path / "saves"
    run(SCORE_ONE, folder, seed=3)
    dated(folder, "2026-11-20T09:05:00+00:00")
    run(SCORE_ONE, folder, seed=4, rules="yatzy", resume="new")
    dated(folder, "2026-11-20T21:14:03+00:00")
    start = run([], folder)
    (first,) = start.messages("forgive-resume-choice")
    text = Localizer("en").format(first)
    assert text.startswith("Unfinished game 1 of 2, from November 20, 2026, Yatzy")
    assert ", Yatzy, round 2 of 15, Ann, " in text
    assert ", last score, Ann, " in text  # the last box scored tells them apart too (issue 42)
    assert text.endswith("Backspace discards it for good.")
    second = run(["n"], folder).messages("forgive-resume-choice")[1]
    text = Localizer("en").format(second)
    assert "November 20, 2026, American" in text and ", American Yahtzee, round 2 of 13" in text
    assert (
        Localizer("sv")
        .format(second)
        .startswith("Oavslutat spel 2 av 2, från den 20 november 2026, Amerikansk Yahtzee")
    )


def test_the_leader_is_said_first(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    both = [ANN, Player("Bob")]
    dice = [6] * 5 + [1] * 5 + [2] * 5 + [1] * 5  # Ann starts; Ones: Ann 0, Bob 5
    run([*SCORE_ONE, *SCORE_ONE], folder, players=both, dice=dice)
    (offer,) = run([], folder, players=both).messages("forgive-resume-offer")
    said = [(m.args["player"], m.args["total"]) for m in offer.args["scores"].items]  # type: ignore[attr-defined]
    assert said == [("Bob", 5), ("Ann", 0)]  # the leader first, not the seat order


def test_backspace_twice_discards_the_game_offered(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    for seed in (1, 2, 3):
        run(SCORE_ONE, folder, seed=seed, resume="new")
    assert len(saves(folder)) == 3
    # Backspace asks; any other key keeps it (N: the next one), nothing is discarded
    kept = run(["backspace", "n", "q"], folder, leave=["y"])
    assert kept.ids.count("forgive-resume-discard-ask") == 1
    assert "forgive-resume-discarded" not in kept.ids and len(saves(folder)) == 3
    gone = run(["backspace", "backspace", "backspace", "backspace"], folder)
    assert gone.ids.count("forgive-resume-discarded") == 2 and len(saves(folder)) == 1
    offers = [(m.args["number"], m.args["count"]) for m in gone.messages("forgive-resume-choice")]
    assert offers == [(1, 3), (1, 2)]  # after each discard, the next one
    assert len(gone.messages("forgive-resume-offer")) == 1  # then the only one left
    english = [t for t in gone.texts if "Discard this unfinished game" in t]
    assert len(english) == 2
    last = run(["backspace", "backspace", "r"], folder)  # the last one: a new game begins
    assert saves(folder) == [] and "forgive-resume-new" not in last.ids
    assert "game-rolled" in last.ids
