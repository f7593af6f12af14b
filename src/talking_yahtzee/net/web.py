"""The server's door for browsers: what the browser client (passed in by the command line) must
offer, and how it is wired beside the game's WebSocket on the same port.

A browser player's session plays at this server's tables as one more client connection, held in
memory (``net.inprocess``): the door is told the server's own address and the handler of its
client connections (:meth:`WebDoor.started`), and each session's connections count the page's
own address (the page's TCP peer, or the trusted proxy's X-Forwarded-For).
"""

from __future__ import annotations

import ipaddress
import ssl
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, Protocol

from websockets.asyncio.server import ServerConnection

Offload = Callable[..., Awaitable[Any]]
"""``(work, *args)``: ``work(*args)`` off the event loop (``net.decisions.Deciders.run``)."""
Handler = Callable[[Any], Coroutine[Any, Any, None]]
"""The server's handler of one client connection (``net.server.Server.handler``)."""


def loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address.split("%", 1)[0]).is_loopback
    except ValueError:
        return False


class WebDoor(Protocol):
    """Serves browsers (``ui.web_session.WebHook``): plain GETs, and the WebSockets whose path
    it claims; told where the server's own tables are once it listens."""

    def started(
        self, server_url: str, offload: Offload | None = None, handler: Handler | None = None
    ) -> None: ...

    def claims(self, path: str) -> bool: ...

    def process_request(self, connection: Any, request: Any) -> Any: ...

    async def session(self, socket: Any, path: str, address: str) -> None: ...


def wrap(
    handler: Handler, address: Callable[[ServerConnection], str], web: WebDoor | None
) -> Handler:
    """The server's handler, with the WebSockets ``web`` claims sent to it instead."""
    if web is None:
        return handler

    async def either(ws: ServerConnection) -> None:
        path = ws.request.path if ws.request is not None else "/"
        if web.claims(path):
            await web.session(ws, path, address(ws))
        else:
            await handler(ws)

    return either


def opened(
    web: WebDoor | None,
    host: str,
    port: int,
    tls: ssl.SSLContext | None,
    offload: Offload | None = None,
    handler: Handler | None = None,
) -> None:
    """Tell ``web`` this server's own address, the handler its sessions' connections are
    handed to in memory, and where CPU-bound work (hints, the chance to win) runs off the event
    loop."""
    if web is not None:
        local = "[::1]" if ":" in host else "127.0.0.1"
        web.started(f"{'wss' if tls else 'ws'}://{local}:{port}", offload, handler)
