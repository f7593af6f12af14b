"""Store calls made off the event loop, so that the other tables go on while one writes.

A store offers ``off_loop(call)``: the synchronous call runs in a thread of the store's (a
Valkey store's pool, ``net.valkey_rooms``; the SQLite store's one writer, ``net.sqlite_writer``)
and the table awaits its answer while the loop serves every other table. Each table's writes are
jobs of its mailbox (``net.actor``), so they stay one at a time and in order, and a command is
written before anyone hears of it. A store without ``off_loop`` (a test's) is called at once.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Awaitable, Callable
from typing import Protocol, TypeVar, cast, runtime_checkable

T = TypeVar("T")

log = logging.getLogger(__name__)


@runtime_checkable
class OffLoop(Protocol):
    """A store whose calls are made off the event loop."""

    def off_loop(self, call: Callable[[], T]) -> Awaitable[T]:
        """``call()`` in a thread; its result (or its exception) when it is done."""
        ...


_waits: dict[type, bool] = {}
"""Whether each kind of store is an :class:`OffLoop` store (a cache: a protocol's ``isinstance``
is slow, tens of microseconds, and it is asked for every command)."""


def waits(store: object) -> bool:
    """``store`` is an :class:`OffLoop` store (asked once per kind of store)."""
    kind = type(store)
    found = _waits.get(kind)
    if found is None:
        found = _waits[kind] = isinstance(store, OffLoop)
    return found


async def stored(store: object, call: Callable[[], T]) -> T:
    """``call()`` off the loop if ``store`` can, else at once."""
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
