"""How everyone played and the ratings, on the server (issue 41).

When a table's game ends (its last box scored), :func:`game_over` analyses every seat's game
(``advisor.skill.analyse``, as at home) in a thread, off the event loop: the other tables go on.
In the same thread the analysis is kept with the game and, for a rated game, the people's
ratings move (``net.rating_book``); then everyone still at the table hears ``skills`` (the
analysis, whether the game counted and why not, each rated person's rating after it), and each
client says it in its own language. A game counts when its host made the table rated, every
seat is a person's, and no computer played for anyone (a stand-in, a removed person, a turn
timed out). A game ended before its end (the host's end, the idle time) is never analysed.
:func:`answer` gives the leaderboard and a player's own rating (``ratings``), off the loop too.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
import weakref
from collections.abc import Coroutine, Sequence
from typing import Any, Protocol

from talking_yahtzee.advisor.skill import Aim, Skill, aims_for, analyse
from talking_yahtzee.core.rules import RuleSet
from talking_yahtzee.core.state import TurnRecord
from talking_yahtzee.net.connection import Connection
from talking_yahtzee.net.identity import key_ok, token_hash
from talking_yahtzee.net.protocol import Message, encode
from talking_yahtzee.net.rating_book import Player, RatingBook, SqliteRatings
from talking_yahtzee.net.rooms import RoomStore, SqliteRooms
from talking_yahtzee.net.table import Table
from talking_yahtzee.net.wire_skill import GameSkills, ListRatings, Ratings, Unrated

log = logging.getLogger(__name__)

FAILURES = (sqlite3.Error, OSError)

_books: weakref.WeakKeyDictionary[object, RatingBook] = weakref.WeakKeyDictionary()
_opening = threading.Lock()
_tasks: set[asyncio.Task[None]] = set()


class Holder(Protocol):
    """What this module needs of the server: its room store."""

    @property
    def store(self) -> RoomStore: ...


class Finished(Protocol):
    """A table whose game just ended, as its runner (``net.runner.TableRunner``) holds it."""

    @property
    def table(self) -> Table: ...

    @property
    def server(self) -> Holder: ...

    def broadcast(self, message: Message) -> None: ...


class Sender(Holder, Protocol):
    """The server, to answer one connection."""

    def send(self, conn: Connection, message: Message) -> None: ...


def book_for(store: RoomStore) -> RatingBook | None:
    """The ratings kept beside ``store`` (the same SQLite file, or the same Valkey); None for a
    store of another kind."""
    with _opening:
        return _book(store)


def _book(store: RoomStore) -> RatingBook | None:
    book = _books.get(store)
    if book is not None:
        return book
    if isinstance(store, SqliteRooms):
        book = SqliteRatings(store.path)
    else:
        from talking_yahtzee.net.rating_book import ValkeyRatings
        from talking_yahtzee.net.valkey_rooms import ValkeyRooms

        if not isinstance(store, ValkeyRooms):
            return None
        book = ValkeyRatings(store.link, store.prefix)
    _books[store] = book
    return book


def close(store: RoomStore) -> None:
    """The server stops: the ratings' own connection closes."""
    book = _books.pop(store, None)
    if book is not None:
        book.close()


def verdict(table: Table) -> Unrated:
    """Whether the table's game counts for the ratings, or why not."""
    if not table.config.rated:
        return "practice"
    if any(seat.record.kind != "person" for seat in table.seats):
        return "computers"
    if any(s.record.removed for s in table.seats) or any(e.actor != "person" for e in table.log):
        return "stand-in"
    return "rated"


def _spawn(work: Coroutine[Any, Any, None]) -> None:
    task = asyncio.get_running_loop().create_task(work)
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)


def game_over(runner: Finished) -> None:
    """The table's game ended: analyse it, keep it, rate it, and tell everyone at the table (in
    a task; the analysis and the store in a thread)."""
    table = runner.table
    game = table.game
    if game is None or not game.is_over:
        return
    why = verdict(table)
    keys = [s.record.token_hash or "" for s in table.seats]
    if why == "rated" and (not all(keys) or len(set(keys)) < len(keys)):
        why = "stand-in"  # a seat without its own key cannot carry a rating
    players = [Player(k, s.record.name) for k, s in zip(keys, table.seats, strict=True)]
    rules, turns, aims = game.rules, tuple(game.turns), aims_for(game.players)
    store, name = runner.server.store, f"{table.code}:{table.config.seed}"

    async def judge() -> None:
        try:
            message = await asyncio.to_thread(
                _judged, store, name, rules, turns, aims, players, why
            )
        except Exception:  # the game is over all the same: only its review is missing
            log.exception("table %s: the game could not be analysed", table.code)
            return
        runner.broadcast(message)

    _spawn(judge())


def _judged(
    store: RoomStore,
    name: str,
    rules: RuleSet,
    turns: Sequence[TurnRecord],
    aims: Sequence[Aim],
    players: Sequence[Player],
    why: Unrated,
) -> GameSkills:
    """In a thread: the analysis, kept and rated."""
    skills: list[Skill] = list(analyse(rules, len(players), turns, aims))
    message = GameSkills(skills, why)
    book = book_for(store)
    if book is None:
        return message
    losses = [s.aim_loss for s in skills] if why == "rated" else None
    try:
        entries = book.record(name, encode(message), players if losses else [], losses)
    except FAILURES:
        log.exception("game %s: its analysis and ratings were not stored", name)
        message.rated = "store" if why == "rated" else why
        return message
    if losses is not None:
        message.ratings = list(entries)
    return message


def answer(server: Sender, conn: Connection, request: ListRatings) -> None:
    """The leaderboard (and the asker's own rating, by their key) to ``conn``, read off the
    loop; a store that fails answers an empty board."""
    key = token_hash(request.key) if request.key and key_ok(request.key) else None
    store = server.store

    def read() -> Ratings:
        book = book_for(store)
        if book is None:
            return Ratings([])
        return Ratings(book.leaderboard(), book.entry(key) if key is not None else None)

    async def told() -> None:
        try:
            ratings = await asyncio.to_thread(read)
        except FAILURES:
            log.exception("the ratings could not be read")
            ratings = Ratings([])
        server.send(conn, ratings)

    _spawn(told())


__all__ = ["answer", "book_for", "close", "game_over", "verdict"]
