"""Rows of the statistics database: a finished game's ``games`` and ``seats`` rows, inserted."""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Sequence

from talking_yahtzee.advisor.skill import Skill
from talking_yahtzee.core.game import Game
from talking_yahtzee.core.rules import winners
from talking_yahtzee.store.profiles import profile_key
from talking_yahtzee.store.stats_skill import COLUMNS, skill_values

log = logging.getLogger(__name__)

Row = list[str | int | float | None]
SEAT_VALUES = 11
"""The values of a seat's row before its skill (a game kept aside by an older version has
only these)."""
SEAT_COLUMNS = (
    "game_id, seat, name, kind, level, members, card, total, upper_bonus, yahtzee_bonus,"
    " yahtzees, won, profile, " + ", ".join(COLUMNS)
)


def game_rows(
    game: Game, uid: str, played_at: str, skills: Sequence[Skill] | None = None
) -> tuple[Row, list[Row]]:
    """The ``games`` row and the ``seats`` rows (without their game id) of a finished game;
    ``skills``: how each seat played (``advisor.skill``), when the game was analysed."""
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
                *skill_values(skills, seat),
            ]
        )
    return row, seats


def checked_row(data: object, *lengths: int) -> Row:
    """A row read back from a game kept aside: one of ``lengths`` plain values.

    :raises ValueError: when it is not.
    """
    if not isinstance(data, list) or len(data) not in lengths:
        raise ValueError(f"a row of {' or '.join(map(str, lengths))} values expected")
    if not all(v is None or isinstance(v, str | int | float) for v in data):
        raise ValueError("rows hold text, numbers and nulls")
    return data


def insert_game(db: sqlite3.Connection, row: Row, seats: list[Row]) -> None:
    cursor = db.execute(
        "INSERT OR IGNORE INTO games (uid, played_at, rules, solitaire, players)"
        " VALUES (?, ?, ?, ?, ?)",
        row,
    )
    if cursor.rowcount == 0:
        log.info("game %s was already counted", row[0])
        return
    marks = ", ".join("?" * (SEAT_VALUES + 2 + len(COLUMNS)))
    db.executemany(
        f"INSERT INTO seats ({SEAT_COLUMNS}) VALUES ({marks})",
        [
            [
                cursor.lastrowid,
                *seat[:SEAT_VALUES],
                profile_key(str(seat[1]), str(seat[2]), _text(seat[3])),
                *_skill(seat[SEAT_VALUES:]),
            ]
            for seat in seats
        ],
    )


def _text(value: str | int | float | None) -> str | None:
    return None if value is None else str(value)


def _skill(values: Row) -> Row:
    """A seat's skill values, checked (a kept-aside game may be old or hand-made): four numbers,
    or none."""
    if len(values) != len(COLUMNS) or not all(isinstance(v, int | float) for v in values):
        return [None] * len(COLUMNS)
    start, _, loss, choices = values
    assert isinstance(start, int | float) and isinstance(loss, int | float)
    if not 0 < start < 1000 or not 0 <= loss <= start * 4 or not isinstance(choices, int):
        return [None] * len(COLUMNS)
    return values
