"""Starting a server: ``serve()`` listens on a port with the game's WebSocket (and the browser's
door), resumes the store's live tables and gives back a ``RunningServer`` to close."""

from __future__ import annotations

import asyncio
import functools
import ssl

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import serve as ws_serve

from talking_yahtzee.net import routing
from talking_yahtzee.net.guard import HeapKeeper, SocketGuard, sweep
from talking_yahtzee.net.limits import Limits, address_key
from talking_yahtzee.net.origin import OriginCheck
from talking_yahtzee.net.protocol import MAX_CLIENT_BYTES
from talking_yahtzee.net.rooms import RoomStore, SqliteRooms
from talking_yahtzee.net.server import PING_INTERVAL, Server
from talking_yahtzee.net.web import WebDoor, opened, wrap


class RunningServer:
    """A server listening: its port, and ``close()`` (an async context manager too)."""

    def __init__(
        self, server: Server, ws_server: WsServer, heap: HeapKeeper, guard: SocketGuard
    ) -> None:
        self.server = server
        self.guard = guard
        self.ws_server = ws_server
        self.heap = heap
        self.sweeper = asyncio.get_running_loop().create_task(
            sweep(lambda: server.connections, server.limits.sweep_seconds)
        )

    @property
    def port(self) -> int:
        return int(next(iter(self.ws_server.sockets)).getsockname()[1])

    async def close(self) -> None:
        self.sweeper.cancel()
        self.heap.stop()
        self.guard.trimmer.stop()
        self.ws_server.close()
        await self.ws_server.wait_closed()
        await self.server.shutdown()
        if isinstance(self.server.store, SqliteRooms):
            self.server.store.unlock_file()

    async def __aenter__(self) -> RunningServer:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()


def exempt(server: Server, web: WebDoor | None, address: str) -> bool:
    """Addresses whose unfinished opening requests are not limited as one client's: a trusted
    reverse proxy's (browser pages' sessions reach the tables in memory, ``net.inprocess``)."""
    return server.trusts(address)


async def serve(
    host: str,
    port: int,
    store: RoomStore,
    seed: int | None = None,
    *,
    limits: Limits | None = None,
    computer_delay: float = 1.0,
    ping_interval: float | None = PING_INTERVAL,
    tls: ssl.SSLContext | None = None,
    behind_proxy: bool = False,
    trusted_proxies: frozenset[str] = frozenset(),
    computer_workers: int = 0,
    freeze: bool = True,
    web: WebDoor | None = None,
    public_url: str | None = None,
    keep_seconds: float = 30 * routing.DAY,
    origins: tuple[str, ...] = (),
) -> RunningServer:
    """Listen on ``host``:``port`` (0: any free port) and resume the store's live tables.

    ``behind_proxy``: count limits by the address in ``X-Forwarded-For`` (set by the proxy);
    ``trusted_proxies``: only from these proxies' addresses.
    ``computer_workers``: processes that make computers' decisions (0: on the event loop).
    ``freeze``: keep the tables' history out of full garbage collections (``guard.HeapKeeper``).
    ``web``: the browser client served on the same port (``net.web``).
    ``origins``: the only web pages whose WebSockets are accepted (``net.origin``); none: the
    page the browser reached, by its ``Host``.

    :raises StoreInUse: if another server holds a SQLite store.
    """
    if isinstance(store, SqliteRooms):
        store.lock_file()
    server = Server(
        store,
        seed=seed,
        limits=limits,
        computer_delay=computer_delay,
        behind_proxy=behind_proxy,
        computer_workers=computer_workers,
        trusted_proxies=frozenset(address_key(a) for a in trusted_proxies),
    )
    guard = SocketGuard(server.limits, functools.partial(exempt, server, web))
    guard.install(asyncio.get_running_loop())
    ws_server = await ws_serve(
        wrap(server.handler, server.address, web),
        host,
        port,
        max_size=MAX_CLIENT_BYTES,
        max_queue=8,
        ping_interval=ping_interval,
        ping_timeout=ping_interval,
        compression=None,
        close_timeout=2.0,
        open_timeout=server.limits.handshake_seconds,
        ssl=tls,
        server_header=None,
        create_connection=guard.connection_class(),
        process_request=OriginCheck(
            origins, trusted_proxies=trusted_proxies, behind_proxy=behind_proxy, tls=tls is not None
        ).guard(web.process_request if web is not None else None),
    )
    running = RunningServer(server, ws_server, HeapKeeper(), guard)
    server.keeper = routing.start(server, public_url or f"{host}:{running.port}", tls, keep_seconds)
    await server.restore()
    opened(web, host, running.port, tls, server.deciders.run, server.handler)
    if freeze:
        running.heap.start()
    return running
