"""The game record: a stable JSON format (docs/record.md), written while playing and at the end."""

from __future__ import annotations

import json
import logging
import os
import stat
from collections.abc import Collection
from pathlib import Path
from typing import Any

from talking_yahtzee.core.game import Game
from talking_yahtzee.core.rules import winners
from talking_yahtzee.store.files import WriteHealth, write_named

log = logging.getLogger(__name__)

FORMAT = 1

_health: dict[Path, WriteHealth] = {}
"""Each record file's writes: the first failure of a run is raised, the first success after
them answered True."""


def game_record(
    game: Game, *, unfinished: bool = False, playing_to_win: Collection[int] = ()
) -> dict[str, Any]:
    """The record of ``game`` so far: players, every turn's rolls and holds, totals, winners.

    ``unfinished``: the game was left before its end (quit, interrupted); this is its last record.
    ``playing_to_win``: the seats whose goal is to win (``"goal": "win"``; a master among others,
    a person who asked for the chance to win), measured so by ``yahtzee review``.
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
        t = card.totals()
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
    for seat, player in enumerate(game.players):
        data: dict[str, Any] = {"name": player.name, "kind": player.kind.value}
        if player.level:
            data["level"] = player.level
        if player.members:
            data["members"] = list(player.members)
        if seat in playing_to_win:
            data["goal"] = "win"
        players.append(data)
    best = {} if game.previous_best is None else {"previous_best": game.previous_best}
    return {
        "format": FORMAT,
        "rules": game.rules.name,
        "players": players,
        **best,
        "first_player": game.first_player,
        "turns": turns,
        "totals": totals,
        "finished": game.is_over,
        "unfinished": unfinished and not game.is_over,
        "winners": list(winners(game.totals())) if game.is_over else [],
    }


def write_record(
    path: Path, game: Game, *, unfinished: bool = False, playing_to_win: Collection[int] = ()
) -> bool:
    """Write the record: a reader never sees half a file. True when it works again after failing.

    ``path`` is the player's (``--record``): a regular file is replaced atomically (through a
    symbolic link, its target); a FIFO or a character device is written without blocking and
    stays what it is (``files.write_named``). ``unfinished=True`` when the game is being quit or
    interrupted before its end; ``playing_to_win`` as :func:`game_record`.

    :raises OSError: at the first failure of a run of them; while the file keeps failing, later
        writes are tried again quietly (the player heard about it already).
    """
    target = Path(path)
    record = game_record(game, unfinished=unfinished, playing_to_win=playing_to_win)
    text = json.dumps(record, indent=1, ensure_ascii=False) + "\n"
    health = _health.setdefault(target, WriteHealth())
    try:
        write_named(target, text.encode("utf-8", "replace"))
    except OSError as error:
        if not health.failed(error):
            log.info("the game record %s still cannot be written: %s", target, error)
            return False
        raise
    return health.worked()


def next_record_path(path: Path, taken: Collection[Path] = ()) -> Path:
    """Where the next game of a session keeps its record, so that no game's record is replaced:
    ``game-2.json``, ``game-3.json``, ... beside the player's ``game.json`` (the number before the
    suffix, as ``files.keep_aside`` numbers its copies), the first name that neither exists nor
    is in ``taken`` (the session's records so far). A FIFO or a character device (a stream the
    records are appended to) stays what it is: nothing written to it is replaced.
    """
    try:
        mode = os.stat(path).st_mode
    except OSError:
        mode = 0
    if stat.S_ISFIFO(mode) or stat.S_ISCHR(mode):
        return path
    number = 2
    while True:
        candidate = path.with_name(f"{path.stem}-{number}{path.suffix}")
        if candidate not in taken and not os.path.lexists(candidate):
            return candidate
        number += 1


def record_status(record: dict[str, Any]) -> str:
    """``finished``, ``unfinished`` (left before the end) or ``playing``, for any format 1 record.

    Records written before the ``unfinished`` field existed read as ``finished`` or ``playing``.
    """
    if record.get("finished") is True:
        return "finished"
    if record.get("unfinished") is True:
        return "unfinished"
    return "playing"
