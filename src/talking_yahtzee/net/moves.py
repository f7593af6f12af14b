"""A table's game on the server: people's commands and undos, the computers.

Each runs as a job of the table's mailbox (``net.actor``): the command is checked and applied,
its entry stored off the event loop, and only then sent to everyone; a write the store refuses
takes the game back to where it stood (:meth:`Table.back_to`: the engine replays its log, the
seqs and what a returning player hears are as they were) and the sender is refused. Computers
and stand-ins decide outside the mailbox, on the table as it stood; a decision that comes back
after the table moved on is refused as stale and made again.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable
from typing import Literal

from talking_yahtzee.net.actor import STORE_ERRORS, TableActor
from talking_yahtzee.net.decisions import Move
from talking_yahtzee.net.entries import Mark
from talking_yahtzee.net.offload import stored
from talking_yahtzee.net.protocol import Actor, GameCommand, TableClosed
from talking_yahtzee.net.table import Refusal, Table
from talking_yahtzee.store.record import game_record

log = logging.getLogger(__name__)

RETRY_FIRST, RETRY_MOST = 0.5, 30.0
"""Seconds before a computer's move that the store refused is tried again: doubling, at most."""

Asked = tuple[int, Table, Awaitable[Move | None]]
"""A computer's decision asked: the table's seq and the table then, and the decision to come."""
Played = Literal["played", "stale", "retry", "stop"]


class TableMoves(TableActor):
    """The game part of a table's actor."""

    async def play(self, seat: int | None, actor: Actor, command: GameCommand) -> None:
        """Apply, store (off the loop: other tables go on), then send; a refused write takes
        the game back where it stood and the sender hears ``server-error``."""
        table, store, code = self.table, self.server.store, self.code
        mark, listed, clock = table.mark(), self.listed(), self.timer.clock()
        update = table.command(seat, actor, command)
        entry, status = table.last_entry(), table.status
        entry.left = clock.seconds if clock is not None else None  # for a SIGKILL (issue 42)
        await self.kept_or_taken_back(mark, "a command", lambda: store.append(code, entry, status))
        self.broadcast(update)
        self.relist(listed)
        self.timer.new_turn()
        if table.status == "over":
            assert table.game is not None
            self.broadcast(TableClosed("finished", game_record(table.game)))
            self.server.ratings.game_over(self)  # how everyone played (net.ratings, issue 41)
            await self.if_empty()
            return
        self.kick()

    async def undo(self, seat: int | None) -> None:
        """Take back ``seat``'s last move once the store dropped it too; a refused write leaves
        the move standing and nothing said (no seq used, nothing for a returning player)."""
        table, store, code = self.table, self.server.store, self.code
        mark, listed = table.mark(), self.listed()
        dropped, undone = table.undo(seat)
        next_seq = table.next_seq
        await self.kept_or_taken_back(
            mark, "an undo", lambda: store.drop_last(code, dropped.seq, next_seq)
        )
        self.broadcast(undone)
        self.relist(listed)
        self.timer.new_turn()

    async def kept_or_taken_back(self, mark: Mark, what: str, write: Callable[[], object]) -> None:
        """Store ``write`` (off the loop); refused, the game goes back to ``mark`` and the sender
        hears ``server-error``."""
        store = self.server.store
        try:
            await stored(store, write)
        except STORE_ERRORS:
            log.exception("table %s: %s was not stored and is taken back", self.code, what)
            self.table.back_to(mark)
            raise Refusal("server-error") from None

    def listed(self) -> tuple[str, int]:
        """What the lobby lists of the game: its status and round."""
        game = self.table.game
        return self.table.status, game.round if game is not None else 0

    def relist(self, before: tuple[str, int]) -> None:
        """A public table's status or round changed (a person's move or a computer's): the
        lobby hears (a game's other moves leave it alone)."""
        if self.table.config.public and self.listed() != before:
            self.server.listing_changed()

    # -- the computers ----------------------------------------------------------------------------

    def kick(self) -> None:
        """Let the computers play, if one is to move and they are not playing already."""
        if self.task is not None and not self.task.done():
            return
        if not self.computer_to_move():
            return
        self.task = asyncio.get_running_loop().create_task(self.computers())

    def computer_to_move(self) -> bool:
        """A computer (or a stand-in, or a hurried turn's end) is to move: nothing decided yet."""
        table, game = self.table, self.table.game
        if game is None or table.status != "playing" or game.is_over:
            return False
        return table.seats[game.current].by_computer or table.hurried == game.current

    async def computers(self) -> None:
        """Computers' moves, one at a time: each decided on the table as it stood (outside the
        mailbox), then played as a job unless the table moved on meanwhile (stale: decided
        again). A move the store refused is tried again after 0.5, 1, 2 ... 30 seconds."""
        delay, retry = self.server.computer_delay, RETRY_FIRST
        while True:
            await asyncio.sleep(delay)
            asked = await self.call(self.ask_computer)
            if asked is None:
                return
            seq, table, pending = asked
            move = await pending
            played = await self.call(functools.partial(self.computer_plays, seq, table, move))
            if played == "stop":
                return
            if played == "retry":
                await asyncio.sleep(retry)
                retry = min(2 * retry, RETRY_MOST)
            elif played == "played":
                retry = RETRY_FIRST

    async def ask_computer(self) -> Asked | None:
        """(A job.) The decision for the computer to move, asked now; None: none is to move (the
        computers' task ends)."""
        if not self.here() or not self.computer_to_move():
            self.task = None  # the task ends: a later kick starts another
            return None
        return self.table.next_seq, self.table, self.server.computer_move(self.table)

    async def computer_plays(self, seq: int, table: Table, move: Move | None) -> Played:
        """(A job.) Play ``move``, decided at ``seq``, unless the table moved on since."""
        if not self.here():
            self.task = None
            return "stop"
        if self.table is not table or table.next_seq != seq:
            self.stale += 1
            return "stale"
        if move is None:  # pragma: no cover - a computer to move always has one
            self.task = None
            return "stop"
        try:
            await self.play(*move)
        except Refusal as refusal:
            if refusal.reason == "server-error":
                return "retry"
            log.error("table %s: a computer's move was refused: %s", self.code, refusal)
            self.task = None
            return "stop"
        return "played"
