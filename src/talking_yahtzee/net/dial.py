"""Reaching a table's server: a list of servers tried in turn, and ``moved`` answers followed.

A cluster's servers share their tables (docs/online.md); a client may know several of them
(``--server ws://a:8765,ws://b:8765``). :class:`Dialer` says a hello to the server the client was
at, then to the others while one is gone, and follows a ``moved`` refusal to the server that holds
the table (docs/protocol.md).
"""

from __future__ import annotations

import asyncio
import ssl
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from talking_yahtzee.net.identity import Attempts
from talking_yahtzee.net.inprocess import ClientSocket, connect
from talking_yahtzee.net.protocol import (
    MAX_SERVER_BYTES,
    ClientMessage,
    Refused,
    ServerMessage,
    Welcome,
    encode,
)
from talking_yahtzee.store.keys import server_urls as server_urls

MOVED: Final = "moved"
"""The refusal that names, in its detail, the server that holds the table."""
GONE: Final = (OSError, TimeoutError, ConnectionClosed, InvalidHandshake, InvalidURI)
"""What a server that cannot be reached raises."""


def is_moved(reply: Welcome | Refused) -> bool:
    return isinstance(reply, Refused) and reply.reason == MOVED


@dataclass
class Dialer:
    """The servers a client knows, and how it connects to one."""

    urls: list[str]
    open_timeout: float = 10.0
    tls: ssl.SSLContext | None = None
    ping_interval: float | None = 20.0
    url: str = field(default="")
    """The server the client is at (or tries first)."""
    attempts: Attempts = field(default_factory=Attempts)
    """Each connection numbered, so that a server never seats an attempt given up over a newer
    one (``net.identity.ATTEMPT_HEADER``)."""

    def __post_init__(self) -> None:
        self.url = self.url or self.urls[0]

    async def open(
        self, hello: ClientMessage, decode: Callable[[str | bytes], ServerMessage | None]
    ) -> tuple[ClientSocket | None, Welcome | Refused]:
        """Say ``hello`` to this client's server, then to the others in turn while one is gone,
        following ``moved``. A ``moved`` refusal comes back (with no connection) when the server
        it names is gone too: its table is being handed over, try again soon.

        :raises OSError: (or a WebSocket error) when no server could be reached.
        """
        error: Exception | None = None
        refused: Refused | None = None
        for url in [self.url, *(u for u in self.urls if u != self.url)]:
            target = url
            for _hop in range(2):
                try:
                    ws, reply = await self._hello(target, hello, decode)
                except GONE as gone:
                    error = gone
                    break
                if isinstance(reply, Refused) and is_moved(reply):
                    if not reply.detail.startswith(("ws://", "wss://")):
                        break
                    refused, target = reply, reply.detail
                    continue
                self.url = target
                return ws, reply
        if refused is not None:
            return None, refused
        assert error is not None
        raise error

    async def _hello(
        self,
        url: str,
        hello: ClientMessage,
        decode: Callable[[str | bytes], ServerMessage | None],
    ) -> tuple[ClientSocket, Welcome | Refused]:
        ws = await asyncio.wait_for(
            connect(
                url,
                max_size=MAX_SERVER_BYTES,
                compression=None,
                ssl=self.tls,
                open_timeout=self.open_timeout,
                ping_interval=self.ping_interval,
                ping_timeout=self.ping_interval,
                additional_headers=self.attempts.next(),
                close_timeout=min(self.open_timeout, self.ping_interval or self.open_timeout),
            ),
            self.open_timeout,
        )
        try:
            await ws.send(encode(hello), text=True)
            while True:
                reply = decode(await asyncio.wait_for(ws.recv(), self.open_timeout))
                if isinstance(reply, Refused):
                    await ws.close()
                    return ws, reply
                if isinstance(reply, Welcome):
                    return ws, reply
        except BaseException:
            await ws.close()
            raise


def tls_context(url: str, cafile: str | None = None) -> ssl.SSLContext | None:
    """The TLS context for ``url``: None for ``ws://``; for ``wss://`` the system's certificates,
    or only ``cafile``'s (a private certificate authority or a self-signed certificate).

    :raises OSError: ``cafile`` cannot be read. :raises ssl.SSLError: it holds no certificate.
    """
    if not url.startswith("wss://"):
        return None
    return ssl.create_default_context(cafile=cafile)
