"""The host's rights passed on are stored (issue 32): after a restart on the same SQLite file, and
after another server of a cluster takes the table over from Valkey, the person the rights passed
to still hosts the table (removes a player), and the first host does not get them back."""

from __future__ import annotations

import asyncio
from pathlib import Path

from clusterplay import (
    cluster_client,
    start_member,
    store_url,  # noqa: F401 (a fixture)
    valkey_server,  # noqa: F401 (a fixture)
)
from netplay import client, seat_joined, start_server, started, until, url

from talking_yahtzee.net.client import Client
from talking_yahtzee.net.protocol import Refused, SeatChanged, SeatSpec
from talking_yahtzee.net.serving import RunningServer

THREE = [SeatSpec("person")] * 3


async def pass_the_host(ann: Client, bob: Client, cy: Client) -> str:
    """Ann makes a table, Bob and Cy sit, the game starts, Ann leaves: Bob hosts; the code."""
    code = (await ann.create("Ann", THREE)).code
    await bob.join(code, "Bob")
    await cy.join(code, "Cy")
    await until(ann, seat_joined(2), "Cy at the table")
    await ann.start()
    await started(bob)
    await started(cy)
    token = ann.token
    await ann.leave()
    await until(cy, lambda m: isinstance(m, SeatChanged) and m.change == "host", "Bob hosting")
    assert bob.state is not None and bob.state.host == 1 and token is not None
    return token


async def removes_cy(bob: Client) -> None:
    """Bob, the host, removes Cy: heard, not refused ``not-host``."""
    await bob.remove(2)
    heard = await until(
        bob,
        lambda m: isinstance(m, Refused) or (isinstance(m, SeatChanged) and m.change == "removed"),
        "Cy removed",
    )
    assert isinstance(heard, SeatChanged) and heard.seat == 2, heard


async def after_a_restart(db: Path) -> None:
    async with await start_server(db) as first:
        ann, bob, cy = client(first), client(first), client(first)
        await pass_the_host(ann, bob, cy)
        code, token = bob.code, bob.token
        assert code is not None and token is not None
        await bob.close()
        await cy.close()
    async with await start_server(db) as again:
        assert again.server.tables[code].table.host == 1  # rebuilt with Bob hosting
        back = client(again)
        await back.resume(code, token)
        assert back.state is not None and back.state.host == 1
        await removes_cy(back)
        await back.close()


def test_the_new_host_keeps_the_rights_after_a_restart(tmp_path: Path) -> None:
    asyncio.run(after_a_restart(tmp_path / "rooms.sqlite3"))


async def close_all(*things: Client | RunningServer) -> None:
    for thing in things:
        await thing.close()
        if isinstance(thing, RunningServer):
            thing.server.store.close()


async def after_a_takeover(store: str) -> None:
    a, b = await start_member(store), await start_member(store)
    ann, bob, cy = (cluster_client(a.port, b.port) for _ in range(3))
    try:
        await pass_the_host(ann, bob, cy)
        code = bob.code
        assert code is not None and code in a.server.tables
        await close_all(a)  # a lets the table go; Bob's client comes back through b
        await until(bob, lambda m: bob.url == url(b) and bob.state is not None, "Bob on b")
        await asyncio.wait_for(_held_by(b, code), 30)
        assert b.server.tables[code].table.host == 1
        await removes_cy(bob)
    finally:
        await close_all(ann, bob, cy, b)


async def _held_by(server: RunningServer, code: str) -> None:
    while code not in server.server.tables:
        await asyncio.sleep(0.02)


def test_the_new_host_keeps_the_rights_when_another_server_takes_the_table(
    store_url: str,  # noqa: F811
) -> None:
    asyncio.run(after_a_takeover(store_url))
