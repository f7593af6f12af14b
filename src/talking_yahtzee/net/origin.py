"""Which web pages may open the server's WebSockets: the browser's ``Origin``, checked at once.

A browser lets any page, from any site, open a WebSocket to any server, from the player's own
address: without a check, a page on another site could watch a table, take a seat, or spend the
player's address on wrong codes. Every browser names the page's origin in ``Origin``; the
game's WebSocket and the page's session are refused with HTTP 403 unless that origin is the
server's own page (``docs/security.md``):

- no ``Origin`` at all: a terminal client (websockets, the headless client), accepted;
- with ``--origin`` given: only the origins listed (a public name, pinned);
- else the origin must be the page the browser reached: the request's ``Host`` over this server's
  scheme, or, from a trusted reverse proxy (``--trusted-proxy``, ``--behind-proxy``), the
  ``X-Forwarded-Host`` and ``X-Forwarded-Proto`` it set (either scheme when it names none). So a
  server reached by several names or addresses serves each from its own page.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from http import HTTPStatus
from typing import Any
from urllib.parse import urlsplit

from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from talking_yahtzee.net.limits import address_key

DEFAULT_PORTS = {"http": "80", "https": "443", "ws": "80", "wss": "443"}
REFUSED = b"This page may not open the game's connection: open the server's own page.\n"

ProcessRequest = Callable[[Any, Request], Response | None]


def normal_origin(origin: str) -> str | None:
    """``scheme://host[:port]`` in lower case without a default port, or None if it is none."""
    try:
        parts = urlsplit(origin.strip())
        port = parts.port
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.path not in ("", "/"):
        return None
    host = parts.hostname.lower()
    host = f"[{host}]" if ":" in host else host
    shown = f":{port}" if port is not None and str(port) != DEFAULT_PORTS[parts.scheme] else ""
    return f"{parts.scheme}://{host}{shown}"


def same_host(origin: str, host: str, scheme: str | None) -> bool:
    """Whether the normalized ``origin`` is ``host`` (a ``Host`` header's value) reached over
    ``scheme`` (None: either, as through a proxy that does not say)."""
    given = origin.split("://", 1)[0]
    wanted = normal_origin(f"{given}://{host.strip()}")
    return wanted == origin and scheme in (None, given)


class OriginCheck:
    """The handshake's ``Origin`` rule, for every WebSocket on the server's port."""

    def __init__(
        self,
        origins: Iterable[str] = (),
        *,
        trusted_proxies: frozenset[str] = frozenset(),
        behind_proxy: bool = False,
        tls: bool = False,
    ) -> None:
        pinned = {normal_origin(o) for o in origins}
        if None in pinned:
            raise ValueError(
                f"not a web origin (scheme://host[:port]): {sorted(map(str, origins))}"
            )
        self.origins = frozenset(o for o in pinned if o is not None)
        self.trusted_proxies = frozenset(address_key(a) for a in trusted_proxies)
        self.behind_proxy = behind_proxy
        self.scheme = "https" if tls else "http"

    def allows(self, headers: Headers, peer: str) -> bool:
        """Whether a handshake with these headers, from ``peer``, may go on."""
        given = headers.get_all("Origin")
        if not given:
            return True  # not a browser
        origin = normal_origin(given[0]) if len(given) == 1 else None
        if origin is None:
            return False  # "null" (a sandboxed frame, a file), several, or garbage
        if self.origins:
            return origin in self.origins
        hosts = headers.get_all("Host")
        scheme: str | None = self.scheme
        if self.behind_proxy or address_key(peer) in self.trusted_proxies:
            forwarded = headers.get_all("X-Forwarded-Host")
            hosts = [forwarded[-1].rsplit(",", 1)[-1]] if forwarded else hosts
            proto = headers.get_all("X-Forwarded-Proto")
            scheme = proto[-1].rsplit(",", 1)[-1].strip().lower() if proto else None
        return len(hosts) == 1 and same_host(origin, hosts[0], scheme)

    def guard(self, then: ProcessRequest | None) -> ProcessRequest:
        """websockets' ``process_request``: 403 for a WebSocket from a foreign page, else
        ``then`` (the browser door's pages and files), if any."""

        def process_request(connection: Any, request: Request) -> Response | None:
            upgrade = request.headers.get("Upgrade", "").lower() == "websocket"
            remote = getattr(connection, "remote_address", None)
            peer = str(remote[0]) if remote else "?"
            if upgrade and not self.allows(request.headers, peer):
                return refused()
            return then(connection, request) if then is not None else None

        return process_request


def refused() -> Response:
    headers = Headers(
        [
            ("Content-Type", "text/plain; charset=utf-8"),
            ("Content-Length", str(len(REFUSED))),
            ("Connection", "close"),
        ]
    )
    status = HTTPStatus.FORBIDDEN
    return Response(status.value, status.phrase, headers, REFUSED)
