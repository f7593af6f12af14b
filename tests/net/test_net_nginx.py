"""Behind a real reverse proxy (Debian's nginx, started here on 127.0.0.1 with a config of its
own) and ``--trusted-proxy 127.0.0.1``: players are counted by the addresses nginx forwards
(their own, 127.0.0.2 and 127.0.0.3 here), never by the proxy's; an X-Forwarded-For that a
client writes itself is ignored, sent straight to the server or through nginx (which adds the
address it saw last, the one believed). docs/online.md, "TLS", shows the same configuration."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from netplay import LIMIT, reply, start_server
from nginx import Nginx
from websockets.asyncio.client import ClientConnection, connect

from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.protocol import PROTOCOL_VERSION
from talking_yahtzee.net.serving import RunningServer

ONE_EACH = Limits(connections_per_address=1)
"""One connection per address: a second from the same address is refused."""


async def from_address(url: str, address: str, headers: dict[str, str] | None = None) -> Any:
    """A connection to ``url`` from ``address`` (127.0.0.0/8 is all this machine's)."""
    return await connect(url, local_addr=(address, 0), additional_headers=headers or {})


async def hello(ws: ClientConnection, message: dict[str, Any]) -> dict[str, Any]:
    await ws.send(json.dumps({"version": PROTOCOL_VERSION} | message))
    return await reply(ws)


async def counted(server: RunningServer, count: int) -> list[str]:
    """The addresses the server counts its connections by, once it has ``count``."""
    deadline = asyncio.get_running_loop().time() + LIMIT
    while len(server.server.connections) < count:
        assert asyncio.get_running_loop().time() < deadline, "the connections never came"
        await asyncio.sleep(0.01)
    return sorted(c.address for c in server.server.connections)


def test_players_behind_nginx_are_counted_by_their_own_forwarded_addresses(tmp_path: Path) -> None:
    async def scenario() -> None:
        db = tmp_path / "rooms.sqlite3"
        options: dict[str, Any] = {"limits": ONE_EACH, "trusted_proxies": frozenset({"127.0.0.1"})}
        async with await start_server(db, **options) as server:
            with Nginx(tmp_path, server.port) as nginx:
                two = [{"kind": "person"}, {"kind": "person"}]
                ann = await from_address(nginx.url, "127.0.0.2")
                welcome = await hello(ann, {"type": "create", "name": "Ann", "seats": two})
                assert welcome["type"] == "welcome"
                bob = await from_address(nginx.url, "127.0.0.3")
                joined = {"type": "join", "code": welcome["code"], "name": "Bob"}
                assert (await hello(bob, joined))["type"] == "welcome"  # not the proxy's count
                assert await counted(server, 2) == ["127.0.0.2", "127.0.0.3"]
                again = await from_address(nginx.url, "127.0.0.2")  # Ann's address's second
                assert (await reply(again))["reason"] == "too-many-connections"  # at once
                forged = {"X-Forwarded-For": "127.0.0.9"}  # through nginx: nginx adds 127.0.0.4
                cy = await from_address(nginx.url, "127.0.0.4", forged)
                assert (await hello(cy, {"type": "tables"}))["type"] == "lobby"
                direct = await from_address(f"ws://127.0.0.1:{server.port}", "127.0.0.5", forged)
                assert (await hello(direct, {"type": "tables"}))["type"] == "lobby"
                seen = await counted(server, 4)
                assert seen == ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"]
                for ws in (ann, bob, again, cy, direct):
                    await ws.close()

    asyncio.run(scenario())
