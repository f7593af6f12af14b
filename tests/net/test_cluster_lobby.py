"""The lobby of a cluster on a real Valkey: a public table made on one server is listed in the
lobby of another (and by ``yahtzee online --tables --json`` asked of it), joined from that lobby by
keys through the ``moved`` answer, and gone from it within a refresh once ended; a publication
that does not read is left out."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

import msgspec
import pytest
from clusterplay import (
    cluster_client,
    start_member,
    store_url,  # noqa: F401 (a fixture)
    valkey_server,  # noqa: F401 (a fixture)
)
from netplay import seat_joined, until, url
from online_app import OnlineApp, ann_and_bob

from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.net.client import Client
from talking_yahtzee.net.lobby_client import LobbyClient, fetch_tables
from talking_yahtzee.net.lobby_shared import KEEP_SECONDS, REFRESH_SECONDS, others
from talking_yahtzee.net.protocol import LobbyState, SeatSpec, TableSummary
from talking_yahtzee.net.serving import RunningServer
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.modes.lobby import LobbyMode
from talking_yahtzee.ui.table_plan import TableSettings

TWO = [SeatSpec("person"), SeatSpec("person")]
LIMIT = 30.0


def codes(state: LobbyState) -> list[str]:
    return [t.code for t in state.tables]


async def lobby_until(
    lobby: LobbyClient, holds: Callable[[LobbyState], bool], what: str
) -> LobbyState:
    """The lobby's state once ``holds`` it (the state at hand, or the next ones sent)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + LIMIT
    state = lobby.state
    while state is None or not holds(state):
        left = deadline - loop.time()
        assert left > 0, f"timed out waiting for {what}: {state}"
        await lobby.next(timeout=left)
        state = lobby.state  # the first state, then each change applied
    return state


async def tables_json(server: RunningServer) -> dict[str, object]:
    env = dict(os.environ, TALKING_YAHTZEE_DATA_DIR=str(Path.cwd() / "no-data"))
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "talking_yahtzee", "online", "--server", url(server),
        "--tables", "--json",
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, env=env,
    )  # fmt: skip
    stdout, stderr = await asyncio.wait_for(process.communicate(), 60)
    assert process.returncode == 0, stderr.decode()
    data: dict[str, object] = json.loads(stdout)
    return data


async def close_all(*things: Client | LobbyClient | RunningServer) -> None:
    for thing in things:
        await thing.close()
        if isinstance(thing, RunningServer):
            thing.server.store.close()


async def listed_and_gone(store: str) -> None:
    a, b = await start_member(store), await start_member(store)
    ann, hal = cluster_client(a.port), cluster_client(a.port)
    watcher = LobbyClient(url(b))
    try:
        public = await ann.create("Ann", TWO, public=True, rules="yatzy")
        hidden = await hal.create("Hal", TWO)
        await watcher.enter("Bob")
        state = await lobby_until(watcher, lambda s: public.code in codes(s), "Ann's table on b")
        assert codes(state) == [public.code]  # the private table is not listed
        table = state.tables[0]
        assert (table.rules, table.free, table.players) == ("yatzy", 1, ["Ann"])
        assert public.code not in b.server.tables and hidden.code not in codes(state)
        assert codes(await fetch_tables(url(b))) == [public.code]
        printed = await tables_json(b)
        assert [t["code"] for t in printed["tables"]] == [public.code]  # type: ignore[attr-defined]
        assert codes(await fetch_tables(url(a))) == [public.code]  # its own, listed once
        await ann.end()
        loop = asyncio.get_running_loop()
        ended = loop.time()
        await lobby_until(watcher, lambda s: not s.tables, "the ended table gone from b")
        assert loop.time() - ended < REFRESH_SECONDS * 2 + KEEP_SECONDS  # within a refresh
    finally:
        await close_all(watcher, ann, hal, a, b)


def test_a_public_table_of_one_server_is_listed_by_another_until_it_ends(
    store_url: str,  # noqa: F811
) -> None:
    asyncio.run(listed_and_gone(store_url))


async def joined_from_another_lobby(store: str) -> None:
    a, b = await start_member(store), await start_member(store)
    ann = cluster_client(a.port)
    bob: OnlineApp | None = None
    try:
        made = await ann.create("Ann", TWO, public=True)
        bob = OnlineApp(url(b), "Bob", lang="es")
        bob.start()
        await bob.heard("online-lobby-people")
        lobby = bob.controller.handler(LobbyMode)
        await bob.until(lambda: [t.code for t in lobby.listed_tables] == [made.code], "Ann's table")
        bob.keys("up")  # from the first setting up to the table above it
        await bob.heard("online-table-line")
        bob.keys("enter")
        await bob.heard("online-seated")
        assert bob.client.code == made.code and bob.client.seat == 1
        assert bob.client.url == url(a)  # b answered moved, the client followed
        await until(ann, seat_joined(1), "Bob at Ann's table")
    finally:
        if bob is not None:
            await bob.leave()
        await close_all(ann, a, b)


def test_a_table_of_another_server_is_joined_from_the_lobby_by_keys(
    store_url: str,  # noqa: F811
) -> None:
    asyncio.run(joined_from_another_lobby(store_url))


BOB_KEY = "B" * 43
YOUR_SEAT = {"en": "Your seat, round 1.", "sv": "Din plats, runda 1."}


async def seat_named_by_another_server(store: str, lang: str) -> None:
    a, b = await start_member(store), await start_member(store)
    apps: list[OnlineApp] = []
    try:
        settings = TableSettings(seats=2, computers=0)  # private: listed for nobody else
        ann, bob, code = await ann_and_bob(url(a), settings, lang, BOB_KEY)
        apps += [ann]
        await bob.crash()
        await ann.heard("online-seat-away")
        # Bob's new program opens the lobby of the other server: his seat is its first table.
        again = OnlineApp(url(b), "Bob", lang=lang, key=BOB_KEY)
        again.start()
        apps.append(again)
        lobby = again.controller.handler(LobbyMode)
        await again.until(lambda: lobby.yours == {code}, "Bob's seat named by server b")
        assert [t.code for t in lobby.listed_tables] == [code]
        again.keys("up")  # from the settings up to the tables
        line = await again.heard("online-table-yours")
        words = Localizer(lang).format(line)
        assert YOUR_SEAT[lang] in words, words
        again.keys("enter")
        await again.heard("online-returned")
        assert again.client.seat == 1 and again.controller.mode is Mode.PLAY
        assert again.client.url == url(a)  # b answered moved, the client followed
    finally:
        for app in apps:
            await app.leave()
        await close_all(a, b)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_lobby_of_another_server_names_the_seat_your_key_holds(
    store_url: str,  # noqa: F811
    lang: str,
) -> None:
    """The lobby names your seat in a game under way (a private table) held by another server
    of the cluster, and Enter takes it back there (issue 42: only the same server's were)."""
    asyncio.run(seat_named_by_another_server(store_url, lang))


def test_a_publication_that_does_not_read_is_left_out() -> None:
    table = TableSummary("123456789", "yatzy", "waiting", 2, 1, ["Ann"], True)
    good = msgspec.json.encode([table])
    assert others([b"not json", b'[{"code": 1}]', good]) == [table]
