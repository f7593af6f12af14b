"""How everyone played and the ratings, on the server (issue 41).

When a table's game ends (its last box scored), :meth:`Ratings.game_over` analyses every seat's
game (``advisor.skill.analyse``, as at home) off the event loop, in the server's worker processes
when it has them (``--computer-workers``), else in a thread: the other tables go on. In a thread
the analysis is then kept with the game and, for a rated game, the people's ratings move
(``net.rating_book``); then everyone still at the table hears ``skills`` (the analysis, whether
the game counted and why not, each rated person's rating after it), and each client says it in
its own language. A game counts when its host made the table rated, every
seat is a person's, and no computer played for anyone (a stand-in, a removed person, a turn
timed out). A game ended before its end (the host's end, the idle time) is never analysed.
:meth:`Ratings.answer` gives the leaderboard and a player's own rating (``ratings``), off the
loop too. The server holds one :class:`Ratings` (``Server.ratings``).
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from typing import Any, Protocol

import msgspec

from talking_yahtzee.advisor.skill import aims_for, analyse
from talking_yahtzee.net.connection import Connection
from talking_yahtzee.net.identity import key_ok, token_hash
from talking_yahtzee.net.protocol import SERVER_DECODER, Message, encode
from talking_yahtzee.net.rating_book import Player, RatingBook, SqliteRatings
from talking_yahtzee.net.rooms import RoomStore, SqliteRooms
from talking_yahtzee.net.table import Table
from talking_yahtzee.net.wire_skill import GameSkills, ListRatings, Unrated
from talking_yahtzee.net.wire_skill import Ratings as Ratings_

log = logging.getLogger(__name__)

FAILURES = (sqlite3.Error, OSError)
Run = Callable[..., Awaitable[Any]]
"""Work off the event loop: ``run(work, *args)`` (``net.decisions.Deciders.run``: a worker
process when the server has them, else a thread)."""


class Finished(Protocol):
    """A table whose game just ended, as its actor (``net.moves``) holds it."""

    @property
    def table(self) -> Table: ...

    def broadcast(self, message: Message) -> None: ...


class Sender(Protocol):
    """The server, to answer one connection."""

    def send(self, conn: Connection, message: Message) -> None: ...


def book_for(store: RoomStore) -> RatingBook | None:
    """The ratings kept beside ``store`` (the same SQLite file, or the same Valkey); None for a
    store of another kind."""
    if isinstance(store, SqliteRooms):
        return SqliteRatings(store.path)
    from talking_yahtzee.net.rating_book import ValkeyRatings
    from talking_yahtzee.net.valkey_rooms import ValkeyRooms

    if not isinstance(store, ValkeyRooms):
        return None
    return ValkeyRatings(store.link, store.prefix, store.keep_seconds)


def verdict(table: Table) -> Unrated:
    """Whether the table's game counts for the ratings, or why not."""
    if not table.config.rated:
        return "practice"
    if any(seat.record.kind != "person" for seat in table.seats):
        return "computers"
    if any(s.record.removed for s in table.seats) or any(e.actor != "person" for e in table.log):
        return "stand-in"
    keys = [s.record.token_hash for s in table.seats]
    if not all(keys) or len(set(keys)) < len(keys):
        return "stand-in"  # a seat without a key of its own cannot carry a rating
    return "rated"


class Ratings:
    """A server's side of how everyone played and of its ratings: the store's book (opened on
    first use, in a thread), the work in flight."""

    def __init__(self, store: RoomStore, run: Run) -> None:
        self.store = store
        self.run = run
        self._book: RatingBook | None = None
        self._opened = False
        self._opening = threading.Lock()
        self._tasks: set[asyncio.Task[None]] = set()

    def book(self) -> RatingBook | None:
        """The ratings' store (blocks: called in a thread)."""
        with self._opening:
            if not self._opened:
                self._book, self._opened = book_for(self.store), True
            return self._book

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def game_over(self, runner: Finished) -> None:
        """The table's game ended: analyse it (``run``: a worker process or a thread), keep and
        rate it (a thread), and tell everyone at the table, in a task of its own."""
        table = runner.table
        game = table.game
        if game is None or not game.is_over:
            return
        why = verdict(table)
        players = [Player(s.record.token_hash or "", s.record.name) for s in table.seats]
        rules, turns, aims = game.rules, tuple(game.turns), aims_for(game.players)
        name = f"{table.code}:{table.config.seed}"

        async def judge() -> None:
            try:
                skills = await self.run(analyse, rules, len(players), turns, aims)
                message = GameSkills(list(skills), why)
                await asyncio.to_thread(self._kept, name, message, players)
            except Exception:  # the game is over all the same: only its review is missing
                log.exception("table %s: the game could not be analysed", table.code)
                return
            runner.broadcast(message)

        self._spawn(judge())

    def _kept(self, name: str, message: GameSkills, players: Sequence[Player]) -> None:
        """In a thread: the analysis kept with the game and, rated, the ratings moved."""
        book = self.book()
        if book is None:
            return
        rated = message.rated == "rated"
        losses = [s.aim_loss for s in message.skills] if rated else None
        try:
            entries = book.record(name, encode(message), players if rated else [], losses)
        except FAILURES:
            log.exception("game %s: its analysis and ratings were not stored", name)
            if rated:
                message.rated = "store"
            return
        if rated:
            message.ratings = list(entries)

    def told_again(self, server: Sender, conn: Connection, table: Table) -> None:
        """A player comes back to a finished game (their key, a reconnection): its ``skills``
        as kept (the analysis and whether it counted, not the ratings of that moment), read in a
        thread; nothing when it is not kept."""
        name = f"{table.code}:{table.config.seed}"

        def read() -> GameSkills | None:
            book = self.book()
            data = book.skills(name) if book is not None else None
            found = SERVER_DECODER.decode(data) if data is not None else None
            return found if isinstance(found, GameSkills) else None

        async def told() -> None:
            try:
                message = await asyncio.to_thread(read)
            except (*FAILURES, msgspec.DecodeError):
                log.exception("game %s: its analysis could not be read", name)
                return
            if message is not None:
                server.send(conn, message)

        self._spawn(told())

    def answer(self, server: Sender, conn: Connection, request: ListRatings) -> None:
        """The leaderboard (and the asker's own rating, by their key) to ``conn``, read in a
        thread; a store that fails answers an empty board."""
        key = token_hash(request.key) if request.key and key_ok(request.key) else None

        def read() -> Ratings_:
            book = self.book()
            if book is None:
                return Ratings_([])
            return Ratings_(book.leaderboard(), book.entry(key) if key is not None else None)

        async def told() -> None:
            try:
                ratings = await asyncio.to_thread(read)
            except FAILURES:
                log.exception("the ratings could not be read")
                ratings = Ratings_([])
            server.send(conn, ratings)

        self._spawn(told())

    def close(self) -> None:
        """The server stops: the work in flight is dropped, the ratings' connection closed."""
        for task in self._tasks:
            task.cancel()
        if self._book is not None:
            self._book.close()
        self._book = None


__all__ = ["Finished", "Ratings", "Run", "book_for", "verdict"]
