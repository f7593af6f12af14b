"""Computers decide in worker processes, off the event loop: the game is the one they would have
played deciding in the server's own loop."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from netplay import check_record, client, play, start_server

from talking_yahtzee.net.protocol import SeatSpec

SEATS = [SeatSpec("person"), SeatSpec("computer", "master"), SeatSpec("computer", "good")]


async def a_game(db: Path, workers: int) -> dict[str, Any]:
    async with await start_server(db, seed=11, computer_workers=workers) as server:
        ann = client(server)
        await ann.create("Ann", SEATS, rules="yatzy-forced")
        await ann.start()
        record = await play(ann, limit=120)
        await ann.close()
        assert (server.server.deciders.pooled > 100) == bool(workers)
        return record


def test_decisions_in_worker_processes_play_the_same_game(tmp_path: Path) -> None:
    inline = asyncio.run(a_game(tmp_path / "inline.sqlite3", 0))
    pooled = asyncio.run(a_game(tmp_path / "pooled.sqlite3", 1))
    check_record(pooled)
    assert pooled["turns"] == inline["turns"]
    assert pooled["totals"] == inline["totals"]
