"""Store writes that wait on a network, made off the event loop so that the other tables go on.

A store over a network (``net.valkey_rooms``) offers ``off_loop(write)``: the synchronous call
runs in a thread of its own and the table awaits its answer, while the loop serves every other
table. A local store (SQLite, a write of a tenth of a millisecond) writes at once, in the loop.
Either way a table's command is written before anyone hears of it, and a table's writes stay one
at a time and in order (each table awaits its write before it takes its next command). While a
write is in flight nothing else reads or changes that table (:func:`settled`,
:func:`when_settled`): nobody sees a move that the store may still refuse. Code that cannot
wait (a timer, a person leaving) hands its write and what follows it to :func:`in_turn`.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, Protocol, TypeVar, cast, runtime_checkable

T = TypeVar("T")
Work = Callable[[], Coroutine[Any, Any, None]]

log = logging.getLogger(__name__)


@runtime_checkable
class OffLoop(Protocol):
    """A store whose calls may wait on a network."""

    def off_loop(self, call: Callable[[], T]) -> Awaitable[T]:
        """``call()`` in a thread; its result (or its exception) when it is done."""
        ...


_waits: dict[type, bool] = {}
"""Whether each kind of store waits on a network: a protocol's ``isinstance`` is slow (tens of
microseconds), and it is asked for every command."""


def waits(store: object) -> bool:
    """``store`` is an :class:`OffLoop` store (asked once per kind of store)."""
    kind = type(store)
    found = _waits.get(kind)
    if found is None:
        found = _waits[kind] = isinstance(store, OffLoop)
    return found


async def stored(store: object, call: Callable[[], T]) -> T:
    """``call()`` off the loop if ``store`` waits on a network, else at once."""
    if waits(store):
        return await cast(OffLoop, store).off_loop(call)
    return call()


async def logged(store: object, call: Callable[[], object], code: str, what: str) -> None:
    """``call()`` as :func:`stored` does; a store that fails is logged (table ``code``'s
    ``what`` not stored)."""
    try:
        await stored(store, call)
    except (sqlite3.Error, OSError):
        log.exception("table %s: %s was not stored", code, what)


async def settled(lock: asyncio.Lock) -> None:
    """Return once the table of ``lock`` (``TableRunner.writing``) has no write in flight: at
    once, without yielding, when it has none. What runs right after sees only stored moves."""
    if lock.locked():
        async with lock:
            pass


_later: set[asyncio.Task[None]] = set()


def when_settled(lock: asyncio.Lock, then: Callable[..., None], *args: object) -> None:
    """``then(*args)`` now if the table has no write in flight, else once it has none (for a
    timer or a dropped connection, which cannot wait)."""
    if not lock.locked():
        then(*args)
        return

    async def run() -> None:
        await settled(lock)
        then(*args)

    task = asyncio.get_running_loop().create_task(run())
    _later.add(task)
    task.add_done_callback(_later.discard)


def _hold_now(lock: asyncio.Lock) -> bool:
    """Take ``lock`` at once, without yielding, if it is free and nobody waits for it."""
    attempt = lock.acquire()
    try:
        attempt.send(None)
    except StopIteration:
        return True
    attempt.close()  # it would wait: the attempt is given up (and leaves the queue)
    return False


def in_turn(store: object, lock: asyncio.Lock, work: Work) -> None:
    """``work()`` as one of the table's writes, from code that cannot wait (a timer, a dropped
    connection, a person leaving): with a local store at once, to its end (its calls never
    wait); else in a task that holds the table's ``lock`` from now (or, when the table is busy,
    from its turn) until ``work`` has stored and said what it did."""
    if not waits(store):
        done = work()
        try:
            done.send(None)
        except StopIteration:
            return
        done.close()
        raise RuntimeError("a local store's work waited")
    held, began = _hold_now(lock), False

    async def run() -> None:
        nonlocal began
        began = True
        if held:
            try:
                await work()
            finally:
                lock.release()
        else:
            async with lock:
                await work()

    def ended(task: asyncio.Task[None]) -> None:
        _later.discard(task)
        if held and not began:  # cancelled before it began: the lock is let go all the same
            lock.release()
        elif not task.cancelled() and task.exception() is not None:
            log.error("a table's write failed", exc_info=task.exception())

    task = asyncio.get_running_loop().create_task(run())
    _later.add(task)
    task.add_done_callback(ended)
