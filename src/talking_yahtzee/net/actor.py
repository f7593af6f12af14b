"""A table as an actor: one mailbox of everything that touches the table, one consumer.

Every change to a table (a command, a computer's move, a timer, a join, a leave, a drop, a
rematch, a host's choice, a takeover) is a job in its :class:`Mailbox`. One consumer task runs
the jobs one at a time, in the order they came: each checks, applies, stores (awaiting the store
off the event loop, ``net.offload``) and only then tells the players; a write the store refuses
is rolled back before the next job begins. Nothing else reads the table between a change and its
write, so nobody hears of a move the store may still refuse; no lock is held, none is needed.

:class:`TableActor` is what the table's other parts (``net.moves``, ``net.runner``) share: its
table, its server, its mailbox, its timers and its broadcast.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import sqlite3
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

import msgspec

from talking_yahtzee.net.connection import Connection, deliver
from talking_yahtzee.net.decisions import Move
from talking_yahtzee.net.limits import Bucket, Limits
from talking_yahtzee.net.protocol import (
    Message,
    NewGame,
    SeatChange,
    SeatChanged,
    TableState,
    Undone,
    Update,
    encode,
)
from talking_yahtzee.net.ratings import Ratings
from talking_yahtzee.net.rooms import RoomStore
from talking_yahtzee.net.state_changes import changes_between
from talking_yahtzee.net.table import Table
from talking_yahtzee.net.turn_timer import TurnTimer

__all__ = ["STORE_ERRORS", "Asked", "Job", "Lobby", "Mailbox", "TableActor"]

log = logging.getLogger(__name__)

T = TypeVar("T")
Job = Callable[[], object]
"""A mailbox's job: a function, or a coroutine function, of no arguments."""
STORE_ERRORS = (sqlite3.Error, OSError)


class Mailbox:
    """One queue of jobs and one consumer that runs them one at a time, in order.

    :meth:`post` leaves a job (from code that cannot wait: a timer, a dropped connection);
    :meth:`call` leaves one and awaits its result (or its exception). The consumer is a task
    that runs while jobs wait and ends when the queue is empty. A job that posts or calls on
    its own mailbox is not deadlocked: a call from the consumer runs at once, inline. A job that
    fails (an error, a refusal, a cancellation of something it awaited) fails alone; only the
    consumer's own cancellation cancels the callers still waiting.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self.queue: deque[tuple[Job, asyncio.Future[Any] | None]] = deque()
        self.consumer: asyncio.Task[None] | None = None
        self.jobs = 0
        """Jobs run so far (tests and benchmarks read it)."""

    def post(self, job: Job) -> None:
        """Run ``job`` after every job before it; its failure is logged."""
        self.queue.append((job, None))
        self._wake()

    async def call(self, job: Callable[[], Awaitable[T]]) -> T:
        """Run ``job`` after every job before it: its result, or its exception raised here."""
        if self.consumer is not None and asyncio.current_task() is self.consumer:
            return await job()  # a job of this mailbox: it owns the table already
        future: asyncio.Future[T] | None = asyncio.get_running_loop().create_future()
        assert future is not None
        self.queue.append((job, future))
        self._wake()
        try:
            return await future
        finally:  # a refusal's traceback holds this frame: no cycle through its future
            future = None

    async def drained(self) -> None:
        """Return once every job left before this call has run."""
        if self.consumer is not None:
            await self.call(_nothing)

    @property
    def busy(self) -> bool:
        """A job runs or waits."""
        return self.consumer is not None

    def _wake(self) -> None:
        if self.consumer is None:
            self.consumer = asyncio.get_running_loop().create_task(self._consume())

    async def _consume(self) -> None:
        queue = self.queue
        try:
            while queue:
                job, future = queue.popleft()
                if future is not None and future.done():
                    continue  # its caller gave up before it began
                self.jobs += 1
                try:
                    result = await _run(job)
                except asyncio.CancelledError:
                    if future is not None:
                        future.cancel()
                    consumer = asyncio.current_task()
                    if consumer is None or consumer.cancelling():
                        raise  # the consumer itself is cancelled
                    # something the job awaited was cancelled: the job fails alone
                    log.warning("table %s: a job's awaited work was cancelled", self.name)
                except Exception as error:
                    if future is None:
                        log.exception("table %s: a job failed", self.name)
                    elif not future.done():
                        future.set_exception(error)
                else:
                    if future is not None and not future.done():
                        future.set_result(result)
                del job, future  # a refusal's traceback holds this frame: no cycle through them
        finally:
            self.consumer = None
            if queue:  # cancelled with jobs waiting: their callers hear it
                for _, future in queue:
                    if future is not None:
                        future.cancel()
                queue.clear()


async def _nothing() -> None:
    return None


async def _run(job: Callable[[], Any]) -> Any:
    result = job()
    if inspect.isawaitable(result):
        return await result
    return result


class Lobby(Protocol):
    """What a table needs of its server."""

    store: RoomStore
    limits: Limits
    computer_delay: float
    tables: dict[str, Any]
    clock: Callable[[], float]
    ratings: Ratings

    def computer_move(self, table: Table) -> Awaitable[Move | None]:
        """The next computer move at ``table`` as it stands now, decided (maybe off the event
        loop) while the table goes on."""
        ...

    def send(self, conn: Connection, message: Message) -> None: ...

    def close(self, conn: Connection, code: int, reason: str) -> None: ...

    def closed(self, conn: Connection, message: Message) -> None:
        """Tell ``conn`` its table closed for it (it may sit elsewhere)."""
        ...

    async def forget(self, code: str) -> None: ...

    def listing_changed(self) -> None:
        """A public table's row in the lobby changed (its status or round)."""
        ...


@dataclass(slots=True)
class Asked:
    """A rematch asked (``net.rematch``): the seats that said yes, and those still to answer."""

    yes: set[int]
    waiting: set[int] = field(default_factory=set)


class TableActor:
    """One table's state on the server, owned by its mailbox's consumer."""

    def __init__(self, table: Table, server: Lobby, creator: str = "") -> None:
        self.table = table
        self.server = server
        self.creator = creator
        """The address that created the table (empty after a restart)."""
        self.mailbox = Mailbox(table.code)
        limits, now = server.limits, server.clock()
        self.chat = Bucket(limits.table_chat_per_second, limits.table_chat_burst, now)
        per_minute = limits.announced_per_minute
        self.announced = Bucket(per_minute / 60, per_minute, now)
        self.silent: set[Connection] = set()
        """Spectators who came past the table's announcement limit: they go silently too."""
        self.members: set[Connection] = set()
        self.asked: Asked | None = None
        self.task: asyncio.Task[None] | None = None
        """The computers' task (``net.moves``)."""
        self.stale = 0
        """Computers' decisions refused: the table had moved on (tests read it)."""
        self.away: dict[int, asyncio.TimerHandle] = {}
        self.idle: asyncio.TimerHandle | None = None
        self.waiting: asyncio.TimerHandle | None = None
        self.timer = TurnTimer(self)
        """The host's turn timer, paused while the person to move is away (``net.turn_timer``)."""
        self.shown: TableState | None = None
        """The state every member heard last (whole or by changes); None: not one for all."""

    @property
    def code(self) -> str:
        return self.table.code

    def here(self) -> bool:
        """This is still its server's table (not forgotten, evicted or replaced)."""
        return self.server.tables.get(self.code) is self

    def post(self, job: Job) -> None:
        self.mailbox.post(job)

    async def call(self, job: Callable[[], Awaitable[T]]) -> T:
        return await self.mailbox.call(job)

    def later(
        self, seconds: float, then: Callable[..., object], *args: object
    ) -> asyncio.TimerHandle:
        """A timer for this table: ``then(*args)`` is posted to its mailbox when it runs out."""
        loop = asyncio.get_running_loop()
        return loop.call_later(seconds, lambda: self.post(lambda: then(*args)))

    def broadcast(self, message: Message) -> None:
        """Send ``message`` to everyone here, encoded once. An update or an undone carries what
        changed since the state they all heard last (``net.state_changes``), or the whole
        state when that cannot be said; a whole state sent to all is the next one's base."""
        if not self.members:  # nobody hears it (stand-ins play on): nothing made, none sent
            self.shown = None
            return
        if isinstance(message, Update | Undone):
            message = self.with_state(message)
        elif isinstance(message, SeatChanged | NewGame):
            self.shown = message.state
        deliver(self.members, encode(message), self.server.limits.send_buffer)

    def with_state(self, message: Update | Undone) -> Update | Undone:
        state = self.table.state()
        changes = changes_between(self.shown, state)
        self.shown = state
        if changes is None:
            return msgspec.structs.replace(message, state=state)
        return msgspec.structs.replace(message, changes=changes)

    def told(self, state: TableState) -> TableState:
        """``state``, sent to one member alone (a welcome, a snapshot): unless it is the one
        everyone heard last, the next update goes whole (each member then holds it)."""
        if state != self.shown:
            self.shown = None
        return state

    def seat_changed(self, change: SeatChange, seat: int | None, name: str) -> None:
        self.broadcast(SeatChanged(change, seat, name, self.table.state()))

    async def if_empty(self) -> None:
        """Nobody is here: the table is forgotten once closed (``net.runner``)."""
        raise NotImplementedError

    def kick(self) -> None:
        """Let the computers play, if one is to move (``net.moves``)."""
        raise NotImplementedError

    def stop(self) -> None:
        """The computers and every timer stop (the mailbox runs what it holds)."""
        if self.task is not None:
            if self.task is not asyncio.current_task():
                self.task.cancel()
            self.task = None
        for handle in self.away.values():
            handle.cancel()
        self.away.clear()
        for timer in (self.idle, self.waiting):
            if timer is not None:
                timer.cancel()
        self.idle = self.waiting = None
        self.timer.stop()
