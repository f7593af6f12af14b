"""Statistics kept between games: games played and best solitaire score per rule set.

A JSON file in the platform's data folder (``$TALKING_YAHTZEE_DATA_DIR`` to relocate it), written
atomically. A broken file is kept aside as ``stats.json.broken-<time>`` and the statistics start
afresh; nothing is ever deleted.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from talking_yahtzee.files import (
    SMALL,
    BrokenFile,
    keep_aside,
    parse_json,
    read_limited,
    write_atomic,
)
from talking_yahtzee.game import Game
from talking_yahtzee.rules import RuleSet

log = logging.getLogger(__name__)

DATA_DIR_ENV = "TALKING_YAHTZEE_DATA_DIR"


def data_dir() -> Path:
    override = os.environ.get(DATA_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_data_dir("talking-yahtzee"))


@dataclass(slots=True)
class Stats:
    games: int = 0
    best: dict[str, int] = field(default_factory=dict)
    """Best solitaire score by rule set name."""

    def best_for(self, rules: RuleSet) -> int | None:
        return self.best.get(rules.name)


def _count(value: object) -> bool:
    """A whole number of at least zero (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


class StatsStore:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / "stats.json"
        self.problem: str | None = None
        self.aside: Path | None = None
        """Where a broken file was moved; None when nothing was moved."""

    def load(self) -> Stats:
        """The statistics; a file outside the limits (:data:`files.SMALL`) or of the wrong
        shape is kept aside and the statistics start afresh."""
        try:
            data: Any = parse_json(read_limited(self.path, SMALL), SMALL)
        except FileNotFoundError:
            return Stats()
        except (OSError, BrokenFile) as error:
            return self._broken(error)
        games: Any = data.get("games") if isinstance(data, dict) else None
        best = data.get("best") if isinstance(data, dict) else None
        if not (_count(games) and isinstance(best, dict) and all(map(_count, best.values()))):
            return self._broken(ValueError("not a statistics object"))
        return Stats(int(games), {str(k): int(v) for k, v in best.items()})

    def _broken(self, error: Exception) -> Stats:
        log.warning("statistics file %s is broken (%s); starting afresh", self.path, error)
        if not isinstance(error, OSError) or self.path.is_file():
            self.aside = keep_aside(self.path)
        self.problem = "stats-broken"
        return Stats()

    def save(self, stats: Stats) -> None:
        text = json.dumps({"games": stats.games, "best": stats.best}, indent=1) + "\n"
        write_atomic(self.path, text.encode("utf-8"))

    def record_game(self, game: Game) -> None:
        """Count a finished game; a solitaire game by a person may set a new best."""
        stats = self.load()
        stats.games += 1
        if len(game.players) == 1 and not game.players[0].is_computer:
            total = game.cards[0].total(game.rules)
            previous = stats.best_for(game.rules)
            if previous is None or total > previous:
                stats.best[game.rules.name] = total
        self.save(stats)
