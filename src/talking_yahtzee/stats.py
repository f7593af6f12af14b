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

from talking_yahtzee.files import keep_aside, write_atomic
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


class StatsStore:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / "stats.json"
        self.problem: str | None = None

    def load(self) -> Stats:
        try:
            data: Any = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return Stats()
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            return self._broken(error)
        try:
            games = int(data["games"])
            best = {str(k): int(v) for k, v in dict(data["best"]).items()}
        except (KeyError, TypeError, ValueError) as error:
            return self._broken(error)
        return Stats(games, best)

    def _broken(self, error: Exception) -> Stats:
        log.warning("statistics file %s is broken (%s); starting afresh", self.path, error)
        keep_aside(self.path)
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
