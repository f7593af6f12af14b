"""The server's door for browsers: what the browser client (passed in by the command line) must
offer, how it is wired beside the game's WebSocket on the same port, and the trusted in-process
path that carries each browser's own address to the game server (:class:`Peers`).

A browser player's session connects to this server's tables over loopback as a client. So that
the per-address limits count the browser's address, not 127.0.0.1, the session registers the
address its page came from (the page's TCP peer, or the trusted proxy's X-Forwarded-For) under a
random secret, and its in-process client presents the secret in :data:`PEER_HEADER` (set through
:data:`VIA`, a context variable, never from anything the page sends). The server takes the
address for a loopback connection whose secret it issued; any other header is ignored.
"""

from __future__ import annotations

import ipaddress
import secrets
import ssl
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from typing import Any, Protocol
from urllib.parse import urlsplit

from websockets.asyncio.server import ServerConnection

PEER_HEADER = "X-Talking-Yahtzee-Peer"
"""The header in which an in-process client names the secret of the address it plays for."""
VIA: ContextVar[str | None] = ContextVar("talking_yahtzee_web_peer", default=None)
"""The secret the clients of the task (a browser's session) present; None outside a session."""
Offload = Callable[..., Awaitable[Any]]
"""``(work, *args)``: ``work(*args)`` off the event loop (``net.decisions.Deciders.run``)."""


def via_headers(url: str) -> dict[str, str]:
    """The headers a client connecting to ``url`` now adds: the session's secret, if any, and
    only to this machine (a cluster's ``moved`` may send the client to another server)."""
    token = VIA.get()
    host = urlsplit(url.split(",")[0].strip()).hostname or ""
    return {PEER_HEADER: token} if token and loopback(host) else {}


def loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address.split("%", 1)[0]).is_loopback
    except ValueError:
        return False


class Peers:
    """The browsers' addresses by their sessions' secrets, known only inside this process."""

    def __init__(self) -> None:
        self._by_token: dict[str, str] = {}

    def issue(self, address: str) -> str:
        """A secret for ``address`` (held until :meth:`drop`)."""
        token = secrets.token_urlsafe(24)
        self._by_token[token] = address
        return token

    def drop(self, token: str) -> None:
        self._by_token.pop(token, None)

    def address(self, ws: ServerConnection) -> str | None:
        """The browser's address a loopback connection plays for, or None."""
        remote = ws.remote_address
        if ws.request is None or not remote or not loopback(str(remote[0])):
            return None
        token = ws.request.headers.get(PEER_HEADER)
        return self._by_token.get(token) if token else None


class WebDoor(Protocol):
    """Serves browsers (``ui.web_session.WebHook``): plain GETs, and the WebSockets whose path
    it claims; told where the server's own tables are once it listens."""

    @property
    def peers(self) -> Peers: ...

    def started(self, server_url: str, offload: Offload | None = None) -> None: ...

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


def opened(
    web: WebDoor | None,
    host: str,
    port: int,
    tls: ssl.SSLContext | None,
    offload: Offload | None = None,
) -> None:
    """Tell ``web`` where this server's tables are, over loopback, and where CPU-bound work
    (hints, the chance to win) runs off the event loop."""
    if web is not None:
        local = "[::1]" if ":" in host else "127.0.0.1"
        web.started(f"{'wss' if tls else 'ws'}://{local}:{port}", offload)
