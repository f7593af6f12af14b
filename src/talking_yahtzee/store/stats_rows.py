"""Rows of the statistics database: a finished game's ``games`` and ``seats`` rows, inserted."""

from __future__ import annotations

import json
import logging
import sqlite3

from talking_yahtzee.core.game import Game
from talking_yahtzee.core.rules import winners
from talking_yahtzee.store.profiles import profile_key

log = logging.getLogger(__name__)

Row = list[str | int | None]


def game_rows(game: Game, uid: str, played_at: str) -> tuple[Row, list[Row]]:
    """The ``games`` row and the ``seats`` rows (without their game id) of a finished game."""
    solitaire = len(game.players) == 1 and not game.players[0].is_computer
    row: Row = [uid, played_at, game.rules.name, int(solitaire), len(game.players)]
    won = set(winners(game.totals()))
    yahtzees = [0] * len(game.players)
    for turn in game.turns:
        if turn.rolls and len(set(turn.rolls[-1])) == 1:
            yahtzees[turn.player] += 1
    seats: list[Row] = []
    for seat, (player, card) in enumerate(zip(game.players, game.cards, strict=True)):
        totals = card.totals()
        seats.append(
            [
                seat,
                player.name,
                player.kind.value,
                player.level if player.is_computer else None,
                json.dumps(list(player.members)) if player.members else None,
                json.dumps(card.to_mapping()),
                totals.grand_total,
                totals.upper_bonus,
                totals.yahtzee_bonus,
                yahtzees[seat],
                int(seat in won),
            ]
        )
    return row, seats


def insert_game(db: sqlite3.Connection, row: Row, seats: list[Row]) -> None:
    cursor = db.execute(
        "INSERT OR IGNORE INTO games (uid, played_at, rules, solitaire, players)"
        " VALUES (?, ?, ?, ?, ?)",
        row,
    )
    if cursor.rowcount == 0:
        log.info("game %s was already counted", row[0])
        return
    db.executemany(
        "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            [cursor.lastrowid, *seat, profile_key(str(seat[1]), str(seat[2]), _text(seat[3]))]
            for seat in seats
        ],
    )


def _text(value: str | int | None) -> str | None:
    return None if value is None else str(value)
