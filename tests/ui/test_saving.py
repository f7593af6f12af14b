"""The game is saved when it changed, once per change: review keys write nothing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from harness import Run

from talking_yahtzee.core.game import Player
from talking_yahtzee.store.savegame import SavedGame, SaveStore

REVIEW_KEYS = ["c", "d", "a", "b", "s", "t", "o", "k", "g", "l", ",", ".", "up", "down", "home"]


class CountingStore(SaveStore):
    """A real save file that counts how often it is written."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.saves = 0

    def save(self, saved: SavedGame) -> bool:
        self.saves += 1
        return super().save(saved)


def saves_after(keys: list[str], tmp_path: Path, app_run: Callable[..., Run]) -> int:
    store = CountingStore(tmp_path / f"saves-{len(keys)}")
    app_run(keys, players=[Player("Ann")], save=store, dice=[2, 3, 3, 5, 6] * 20)
    return store.saves


def test_review_keys_write_nothing(tmp_path: Path, app_run: Callable[..., Run]) -> None:
    assert saves_after(["r"], tmp_path, app_run) == 1
    assert saves_after(["r", *REVIEW_KEYS], tmp_path, app_run) == 1


def test_every_change_is_saved_once(tmp_path: Path, app_run: Callable[..., Run]) -> None:
    """A roll, two holds, a roll and a scoring (in Chance): five changes, five saves."""
    keys = ["r", "1", "2", "r", "end", "enter"]
    assert saves_after(keys, tmp_path, app_run) == 5
    assert saves_after([*keys, *REVIEW_KEYS], tmp_path, app_run) == 5
