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
from typing import Protocol, TypeVar, cast

T = TypeVar("T")

log = logging.getLogger(__name__)


class OffLoop(Protocol):
    """A store whose calls are made off the event loop."""

    def off_loop(self, call: Callable[[], T]) -> Awaitable[T]:
        """``call()`` in a thread; its result (or its exception) when it is done."""
        ...


async def stored(store: object, call: Callable[[], T]) -> T:
    """``call()`` off the loop if ``store`` can (an :class:`OffLoop` store), else at once."""
    off_loop = getattr(store, "off_loop", None)  # faster than a protocol's isinstance
    if off_loop is not None:
        return await cast(OffLoop, store).off_loop(call)
    return call()


async def logged(store: object, call: Callable[[], object], code: str, what: str) -> None:
    """``call()`` as :func:`stored` does; a store that fails is logged (table ``code``'s
    ``what`` not stored)."""
    try:
        await stored(store, call)
    except (sqlite3.Error, OSError):
        log.exception("table %s: %s was not stored", code, what)
