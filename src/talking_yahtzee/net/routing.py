"""Several servers on one store: which server holds a table, leases kept, tables handed over.

A hello (``join``, ``resume``) for a table that is not in this server's memory asks the store to
``claim`` it: a free table (its owner let it go, or died and its lease ran out) comes here and is
rebuilt from its log, as after a restart; a table another server holds is answered ``refused``
with reason ``moved`` and that server's URL in ``detail`` (docs/protocol.md), which the client
follows. :func:`keep_leases` renews this server's leases; a lease found lost (a write refused by
its fencing token, or a renewal too late) drops the table from memory at once
(:func:`evict`) and closes its connections with code 1012, so their clients come back through the
new owner.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import ssl
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, Final, Protocol

from talking_yahtzee.core.text import number_argument, shown
from talking_yahtzee.net import rematch, turn_timer
from talking_yahtzee.net.actor import STORE_ERRORS, Lobby
from talking_yahtzee.net.connection import Connection
from talking_yahtzee.net.guards import Buckets as Buckets
from talking_yahtzee.net.guards import Connections as Connections
from talking_yahtzee.net.guards import LocalConnections as LocalConnections
from talking_yahtzee.net.guards import SharedBuckets, SharedConnections, SharedStore
from talking_yahtzee.net.lobby import LobbyRoom
from talking_yahtzee.net.lobby_shared import SharedLobby, share
from talking_yahtzee.net.offload import stored
from talking_yahtzee.net.protocol import Refused
from talking_yahtzee.net.rooms import (
    DATABASE_NAME,
    Elsewhere,
    RoomStore,
    SqliteRooms,
    StoredTable,
    StoreUnavailable,
)
from talking_yahtzee.net.runner import TableRunner
from talking_yahtzee.net.table import Refusal, Table

log = logging.getLogger(__name__)

MOVED_CLOSE = 1012
"""The close code for the connections of a table that left this server (\"service restart\"):
clients reconnect."""
PRUNE_SECONDS = 3600.0
"""How often finished tables past their keeping time are pruned."""
DAY = 86400.0
SCHEMES: Final = ("valkey://", "valkeys://", "redis://", "rediss://", "valkey+sentinel://")
"""The URLs of a shared store (``--store``)."""


class Holder(Lobby, Protocol):
    """What routing needs of a server."""

    join_guard: Buckets
    create_guard: Buckets
    addresses: Connections
    lobby: LobbyRoom
    claiming: dict[str, asyncio.Future[TableRunner | Elsewhere | None]]
    """Each claim in flight, by code: a second asker awaits the first's answer."""


def adopt(server: Holder, stored: StoredTable) -> TableRunner | None:
    """Rebuild a stored table here (a restart, or a table claimed from another server); None
    for a corrupt table, which the caller sets aside (:func:`set_aside`)."""
    try:
        table = Table.restored(stored)
        rematch.restore_host(table)
        turn_timer.restored(table, stored.log[-1] if stored.log else None)
    except Exception as error:  # a corrupt table: set aside; every other table starts
        log.error("table %s does not replay and is set aside: %s", stored.code, error)
        return None
    runner = server.tables[table.code] = TableRunner(table, server)
    runner.restored()
    return runner


async def set_aside(server: Holder, code: str) -> None:
    """A table that does not replay is ended in the store (off the loop), never resumed."""
    store = server.store
    with contextlib.suppress(*STORE_ERRORS):
        await stored(store, lambda: store.set_status(code, "ended"))


async def claim(server: Holder, code: str) -> TableRunner | Elsewhere | None:
    """The live table ``code`` brought here from the store, or where it is; None: no such table.
    The store is asked off the loop (``net.offload``), once however many ask at a time."""
    claiming = server.claiming
    waiting = claiming.get(code)
    if waiting is not None:
        return await asyncio.shield(waiting)
    future = claiming[code] = asyncio.get_running_loop().create_future()
    try:
        found = await stored(server.store, lambda: server.store.claim(code))
        claimed = found if found is None or isinstance(found, Elsewhere) else adopt(server, found)
        if found is not None and not isinstance(found, Elsewhere) and claimed is None:
            await set_aside(server, code)
    except StoreUnavailable as error:
        log.warning("table %s could not be claimed: %s", code, error)
        future.set_exception(Refusal("server-error"))
        raise Refusal("server-error") from None
    except asyncio.CancelledError:
        future.cancel()
        raise
    except Exception as error:
        future.set_exception(error)
        raise
    else:
        future.set_result(claimed)
        return claimed
    finally:
        del claiming[code]
        if future.done() and not future.cancelled():
            future.exception()  # read: a claim nobody else awaited logs nothing


def moved(server: Holder, conn: Connection, url: str) -> None:
    """Send the client to the server that holds its table (docs/protocol.md)."""
    server.send(conn, Refused("moved", url))
    server.close(conn, 1000, "moved")


async def forget(server: Holder, code: str) -> None:
    """The table is closed and empty: drop it from memory, let another server claim it (the
    store told off the loop)."""
    if server.tables.pop(code, None) is None:
        return
    store = server.store
    try:
        await stored(store, lambda: store.release(code))
    except StoreUnavailable as error:
        log.warning("table %s: its lease could not be let go (it runs out): %s", code, error)


def evict(server: Holder, code: str) -> None:
    """The table's lease is lost: as the table's next job (a command waiting for its write is
    answered first), drop it from memory, stop its computers and timers, and close its
    connections so that they reconnect to whichever server holds it now."""
    runner = server.tables.get(code)
    if runner is not None:
        runner.post(lambda: _evicted(server, runner))


def _evicted(server: Holder, runner: TableRunner) -> None:
    if not runner.here():
        return
    del server.tables[runner.code]
    runner.stop()
    for conn in list(runner.members):
        runner.members.discard(conn)
        conn.table, conn.seat = None, None
        server.close(conn, MOVED_CLOSE, "table moved")
    # The store said why (a lease lost, taken over or run out), or counts it in its outage's line.
    log.debug(
        "table %s left this server: its lease is lost, or a write went unanswered", runner.code
    )


async def keep_leases(store: RoomStore, interval: float, keep_seconds: float) -> None:
    """Renew this server's leases every ``interval`` seconds; prune old finished tables."""
    loop = asyncio.get_running_loop()
    pruned = -PRUNE_SECONDS
    while True:
        try:
            await stored(store, store.renew)
        except StoreUnavailable as error:
            log.warning("the leases could not be renewed: %s", error)
        except Exception:  # a bug: the leases run out, the tables go elsewhere; this goes on
            log.exception("the leases could not be renewed")
        if loop.time() - pruned >= PRUNE_SECONDS:
            pruned = loop.time()
            try:
                count = await stored(store, lambda: store.prune(keep_seconds))
            except Exception as error:  # a store that fails now may work in an hour
                log.warning("finished tables could not be pruned: %s", error)
            else:
                if count:
                    log.info("%d finished tables pruned", count)
        await asyncio.sleep(interval)


def start(
    server: Holder, public_url: str, tls: ssl.SSLContext | None, keep_seconds: float
) -> asyncio.Task[None]:
    """Wire ``server`` to its store once it listens: the URL that ``moved`` names (``public_url``,
    ``ws://`` or ``wss://`` added to a bare ``HOST:PORT``), lost leases evicted, shared limits,
    the task that keeps the leases and shares the lobby (cancel it to stop)."""
    store = server.store
    loop = asyncio.get_running_loop()

    def lost(code: str) -> None:  # from the loop, or from a thread writing off it
        loop.call_soon_threadsafe(evict, server, code)

    store.watch_leases(lost)
    if isinstance(store, SharedStore):
        if not store.public_url:
            scheme = "wss" if tls else "ws"
            store.public_url = public_url if "://" in public_url else f"{scheme}://{public_url}"
        limits = server.limits
        server.join_guard = SharedBuckets(
            store, "join", limits.failed_joins_per_hour / 3600, limits.failed_joins_per_hour
        )
        server.create_guard = SharedBuckets(store, "create", limits.tables_per_hour / 3600, 10)
        server.addresses = SharedConnections(store)
    interval = (store.lease_seconds or 3 * PRUNE_SECONDS) / 3
    keeper = keep_leases(store, interval, keep_seconds)
    if isinstance(store, SharedLobby):  # every server's public tables in every lobby
        return loop.create_task(together(keeper, share(server.lobby, store)))
    return loop.create_task(keeper)


async def together(*jobs: Coroutine[Any, Any, None]) -> None:
    """Run ``jobs`` until one fails or this is cancelled (which cancels them all)."""
    await asyncio.gather(*jobs)


async def stop(task: asyncio.Task[None] | None) -> None:
    if task is not None:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


# -- the store a server runs on -------------------------------------------------------------------


def positive_seconds(text: str) -> float:
    value = number_argument(text)
    if value <= 0:
        raise argparse.ArgumentTypeError("give a number of seconds above 0")
    return value


def store_url(text: str) -> str:
    if not text.lower().startswith(SCHEMES):
        raise argparse.ArgumentTypeError(
            "use valkey://HOST:PORT/DB (or valkeys://, redis://, rediss://) or "
            "valkey+sentinel://HOST:PORT[,HOST:PORT...]/SERVICE[/DB]"
        )
    return text


def add_store_arguments(parser: argparse.ArgumentParser) -> None:
    """``--store``, ``--public-url``, ``--lease``, ``--keep-days``."""
    parser.add_argument(
        "--store",
        type=store_url,
        metavar="URL",
        help="share tables with other servers in Valkey: valkey://HOST:PORT/DB (or redis://), "
        "or a primary under Sentinel: valkey+sentinel://HOST:PORT[,HOST:PORT...]/SERVICE[/DB]",
    )
    parser.add_argument(
        "--public-url",
        metavar="URL",
        help="where clients reach this server, told to those sent here (ws://HOST:PORT)",
    )
    parser.add_argument(
        "--lease",
        type=positive_seconds,
        default=5.0,
        metavar="SECONDS",
        help="with --store: seconds a table stays this server's without a renewal",
    )
    parser.add_argument(
        "--keep-days",
        type=number_argument,
        default=30.0,
        metavar="DAYS",
        help="days a finished table stays in the store (0: for ever)",
    )


def serve_options(options: argparse.Namespace) -> dict[str, Any]:
    """``serve``'s keywords from the command line's store flags."""
    return {"public_url": options.public_url, "keep_seconds": options.keep_days * DAY}


def open_store(options: argparse.Namespace, default_db: Path) -> RoomStore:
    """The store the options name: Valkey with ``--store``, else the SQLite file.

    :raises SystemExit: with one line, for flags that do not go together or a Valkey that does
        not answer.
    """
    if not options.store:
        return SqliteRooms(options.db or default_db / DATABASE_NAME)
    if options.db:
        raise SystemExit("yahtzee server: --db and --store name two stores: give one")
    if options.host in ("0.0.0.0", "::", "") and not options.public_url:
        raise SystemExit("yahtzee server: listening on every address, give --public-url too")
    from talking_yahtzee.net.valkey_rooms import ValkeyRooms  # the client takes 0.3 s to import

    try:
        return ValkeyRooms(
            options.store,
            public_url=options.public_url or "",
            lease_seconds=options.lease,
            keep_seconds=options.keep_days * DAY,
        )
    except (StoreUnavailable, ValueError) as error:
        raise SystemExit(f"yahtzee server: {shown(str(error), 300)}") from None
