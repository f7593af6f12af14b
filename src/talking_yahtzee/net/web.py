"""The server's door for browsers: what the browser client (passed in by the command line) must
offer, and how it is wired beside the game's WebSocket on the same port."""

from __future__ import annotations

import ssl
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from websockets.asyncio.server import ServerConnection


class WebDoor(Protocol):
    """Serves browsers (``ui.web_session.WebHook``): plain GETs, and the WebSockets whose path
    it claims; told where the server's own tables are once it listens."""

    def started(self, server_url: str) -> None: ...

    def claims(self, path: str) -> bool: ...

    def process_request(self, connection: Any, request: Any) -> Any: ...

    async def session(self, socket: Any, path: str, address: str) -> None: ...


Handler = Callable[[ServerConnection], Awaitable[None]]


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


def door(web: WebDoor | None) -> dict[str, Any]:
    """The WebSocket server's options for ``web``: plain GETs answered by it."""
    return {"process_request": web.process_request} if web is not None else {}


def opened(web: WebDoor | None, host: str, port: int, tls: ssl.SSLContext | None) -> None:
    """Tell ``web`` where this server's tables are, over loopback."""
    if web is not None:
        loopback = "[::1]" if ":" in host else "127.0.0.1"
        web.started(f"{'wss' if tls else 'ws'}://{loopback}:{port}")
