"""The game record: a stable JSON format (docs/record.md), written while playing and at the end."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from talking_yahtzee.core.game import Game
from talking_yahtzee.core.rules import winners
from talking_yahtzee.store.files import write_atomic

log = logging.getLogger(__name__)

FORMAT = 1

_failing: set[Path] = set()
"""Record files whose last write failed and was reported."""


def game_record(game: Game, *, unfinished: bool = False) -> dict[str, Any]:
    """The record of ``game`` so far: players, every turn's rolls and holds, totals, winners.

    ``unfinished``: the game was left before its end (quit, interrupted); this is its last record.
    """
    turns = []
    for turn in game.turns:
        entry: dict[str, Any] = {
            "player": turn.player,
            "round": turn.round,
            "rolls": [list(r) for r in turn.rolls],
            "held": [list(h) for h in turn.held],
        }
        if turn.category is not None:
            entry["scored"] = {
                "category": turn.category.value,
                "points": turn.points,
                "yahtzee_bonus": turn.yahtzee_bonus,
            }
        turns.append(entry)
    totals = []
    for card in game.cards:
        t = card.totals(game.rules)
        totals.append(
            {
                "upper": t.upper_subtotal,
                "upper_bonus": t.upper_bonus,
                "lower": t.lower_total,
                "yahtzee_bonus": t.yahtzee_bonus,
                "total": t.grand_total,
            }
        )
    players = []
    for player in game.players:
        data: dict[str, Any] = {"name": player.name, "kind": player.kind.value}
        if player.level:
            data["level"] = player.level
        if player.members:
            data["members"] = list(player.members)
        players.append(data)
    return {
        "format": FORMAT,
        "rules": game.rules.name,
        "players": players,
        "first_player": game.first_player,
        "turns": turns,
        "totals": totals,
        "finished": game.is_over,
        "unfinished": unfinished and not game.is_over,
        "winners": list(winners(game.totals())) if game.is_over else [],
    }


def write_record(path: Path, game: Game, *, unfinished: bool = False) -> None:
    """Write the record atomically: a reader never sees half a file.

    ``unfinished=True`` when the game is being quit or interrupted before its end. A failed write
    raises ``OSError`` once; while the file keeps failing, later writes are tried again quietly
    (the player heard about it already). A write that works again ends that.
    """
    target = Path(path)
    record = game_record(game, unfinished=unfinished)
    text = json.dumps(record, indent=1, ensure_ascii=False) + "\n"
    try:
        write_atomic(target, text.encode("utf-8", "replace"))
    except OSError as error:
        if target in _failing:
            log.info("the game record %s still cannot be written: %s", target, error)
            return
        _failing.add(target)
        raise
    _failing.discard(target)


def record_status(record: dict[str, Any]) -> str:
    """``finished``, ``unfinished`` (left before the end) or ``playing``, for any format 1 record.

    Records written before the ``unfinished`` field existed read as ``finished`` or ``playing``.
    """
    if record.get("finished") is True:
        return "finished"
    if record.get("unfinished") is True:
        return "unfinished"
    return "playing"
