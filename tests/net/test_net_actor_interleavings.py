"""Each table an actor (issue 40): many people at one table at once, in a seeded random order
(commands, undos, chat, stray commands, spectators, drops, leaves and returns, the turn timer, a
rematch, a takeover), hear exactly what the store keeps."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

from actorplay import Flaky, Interleaving, idle, stored
from clusterplay import (
    cluster_client,
    rooms,
    start_member,
    store_url,  # noqa: F401 (a fixture)
    valkey_server,  # noqa: F401 (a fixture)
)
from netplay import FAST, client, eventually

from talking_yahtzee.net.client import Reconnected
from talking_yahtzee.net.serving import serve


def test_many_at_one_table_at_once_hear_what_the_store_keeps(tmp_path: Path) -> None:
    db = tmp_path / "rooms.sqlite3"

    async def scenario() -> None:
        store = Flaky(db, 40)  # a few writes refused: each taken back, never told
        options: dict[str, Any] = {"computer_delay": 0.0, "limits": FAST, "computer_workers": 1}
        async with await serve("127.0.0.1", 0, store, 7, **options) as server:  # decided aside
            at = Interleaving(server, 40, lambda: client(server))
            await at.seat()
            await at.play()
            kept = stored(db, at.code)
            at.check(kept)
            assert store.refused > 0, "no write refused in the mix"
            await at.rematch()
            again = stored(db, at.code)  # stored as a new table under the same code
            assert again.number == kept.number + 1 and again.status == "waiting" and not again.log
            with sqlite3.connect(db) as file:  # the finished game's log stays as it was
                rows = file.execute("SELECT seq FROM log WHERE number = ?", (kept.number,))
                assert sorted(seq for (seq,) in rows) == [e.seq for e in kept.log]
            await at.close()

    asyncio.run(scenario())


def test_many_at_one_table_across_a_takeover_hear_what_valkey_keeps(
    store_url: str,  # noqa: F811
) -> None:
    """The same on two servers sharing Valkey: a third of the way the table's server stops and
    the other takes the table over (its actor rebuilt from the stored log); what everyone heard
    is still what Valkey keeps."""

    async def scenario() -> None:
        a, b = await start_member(store_url, lease=60.0), await start_member(store_url, lease=60.0)
        ports = [a.port, b.port]
        at = Interleaving(a, 41, lambda: cluster_client(*ports))

        async def takeover() -> None:
            await idle(at.runner)
            await a.close()  # as on SIGTERM: the connections close, then the leases go
            a.server.store.close()
            at.server, ports[:] = b, ports[::-1]  # newcomers try b first
            await eventually(lambda: at.code in b.server.tables, "the table taken over")

        try:
            await at.seat()
            await at.play(takeover)
            reader = rooms(store_url, "reader")
            try:
                kept = reader.table(at.code)
            finally:
                reader.close()
            assert kept is not None
            at.check(kept)
            assert any(isinstance(m, Reconnected) for m in at.heard["ann"].messages)
            await at.rematch()
            await at.close()
        finally:
            await b.close()
            b.server.store.close()

    asyncio.run(scenario())
