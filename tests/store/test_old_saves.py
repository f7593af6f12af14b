"""Saves written by the snapshot format (format 1, committed as fixtures) resume exactly, and are
then written in the new form (format 2: the seed and the command log).

``tests/store/data/saves_v1`` holds real saves made by the game before the table engine (its
recipe: ``make_saves_v1.py``) and, for each, what the game said after more keys when it was never
interrupted. Resumed through the real app, each save must say exactly that after the same keys.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from harness import play

from talking_yahtzee.core.dice import PhysicalDice
from talking_yahtzee.core.game import Player, PlayerKind
from talking_yahtzee.store.savegame import FORMAT, SaveStore, loads

DATA = Path(__file__).resolve().parent / "data" / "saves_v1"
MORE = {
    "solo-holds": ["u", "r", "home", "enter", "enter", "r", "c", "a", "b"],
    "vs-master": ["r", "home", "enter", "enter", "r", "c", "o", "s"],
    "two-people-good": ["u", "down", "enter", "enter", "s"],
    "team-physical": ["r", "2", "3", "4", "5", "enter", "home", "enter", "s"],
}
"""The keys after the cut, as in make_saves_v1.py."""


def contains(texts: list[str], part: list[str]) -> bool:
    return any(texts[i : i + len(part)] == part for i in range(len(texts) - len(part) + 1))


@pytest.mark.parametrize("case", sorted(MORE))
def test_an_old_save_resumes_exactly(case: str, tmp_path: Path) -> None:
    raw = (DATA / f"{case}.json").read_bytes()
    data = json.loads(raw)
    assert data["format"] == 1  # the fixture stays a snapshot save
    folder = tmp_path / "saves"
    folder.mkdir()
    shutil.copy(DATA / f"{case}.json", folder / f"{data['uid']}.json")
    after = (DATA / f"{case}.after.txt").read_text(encoding="utf-8").splitlines()
    physical = data["dice"]["kind"] == "physical"
    resumed = play(
        MORE[case],
        save=SaveStore(folder),
        resume="resume",
        players=[Player("Nobody", PlayerKind.HUMAN)],
        seed=424242,  # the save's own dice, not these
        dice=PhysicalDice() if physical else None,
    )
    ids = [m.id for m in resumed.controller.said]
    assert "forgive-resumed" in ids
    game = resumed.controller.game
    assert game is not None
    assert [p.name for p in game.players] == [p["name"] for p in data["players"]]
    assert after[-1] == "Goodbye."  # said then; now that the game is saved, and its round
    assert contains(resumed.texts, after[:-1]), (resumed.texts, after)
    assert resumed.texts[-1].startswith("Your game is saved, round ")
    rewritten = json.loads((folder / f"{data['uid']}.json").read_bytes())
    assert rewritten["format"] == FORMAT == 2  # written in the new form: the seed and the log
    assert "rngs" not in rewritten and rewritten["log"]
    again = loads((folder / f"{data['uid']}.json").read_bytes())
    assert again.game.position == game.position
