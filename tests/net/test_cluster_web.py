"""A browser page in a cluster (a real Valkey): the page opens on one server, its table is held by
another; the page's player follows ``moved`` there as a terminal client does, and that server
counts the page's own address (the cluster's servers trust each other as proxies), not the first
server's."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from clusterplay import (
    start_member,
    store_url,  # noqa: F401 (a fixture)
    valkey_server,  # noqa: F401 (a fixture)
)
from netplay import FAST, seat_joined, until
from websockets.asyncio.client import connect

from talking_yahtzee.cli.web import web_hook
from talking_yahtzee.net.client import Client
from talking_yahtzee.net.protocol import SeatSpec

PAGE = "203.0.113.9"
"""The browser's address, as the proxy in front of the first server forwards it."""
KEY = "c" * 44


async def followed(url: str) -> None:
    loopback = frozenset({"127.0.0.1"})
    holder = await start_member(url, trusted_proxies=loopback)
    hook = web_hook(limits=FAST, pace=0.0, roll_guard=False)
    apps: list[Any] = []
    build = hook.build

    def recorded(*args: Any) -> Any:
        apps.append(build(*args))
        return apps[-1]

    hook.build = recorded
    door = await start_member(url, web=hook, trusted_proxies=loopback)
    ann = Client(f"ws://127.0.0.1:{holder.port}")
    try:
        welcome = await ann.create("Ann", [SeatSpec("person"), SeatSpec("person")])
        assert welcome.code in holder.server.tables
        page = f"ws://127.0.0.1:{door.port}/web/play?name=Bea&lang=en&code={welcome.code}"
        async with connect(page, additional_headers={"X-Forwarded-For": PAGE}) as ws:
            await ws.send(json.dumps({"identity": KEY}))
            await until(ann, seat_joined(1), "Bea at the table")
            held = {c.address for c in holder.server.connections}
            assert PAGE in held, held  # counted by the page's own address there
            client = apps[0].online.client
            assert client.url == f"ws://127.0.0.1:{holder.port}"  # moved, followed
            assert welcome.code not in door.server.tables
    finally:
        await ann.close()
        for server in (door, holder):
            await server.close()
            server.server.store.close()


def test_a_page_follows_moved_and_is_counted_by_its_own_address_there(
    store_url: str,  # noqa: F811
) -> None:
    asyncio.run(followed(store_url))
