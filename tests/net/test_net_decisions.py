"""Computers decide in worker processes, off the event loop: the game is the one they would have
played deciding in the server's own loop."""

from __future__ import annotations

import asyncio
import contextlib
import pickle
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from netplay import check_record, client, eventually, play, start_server

from talking_yahtzee.net.decisions import decision_copy
from talking_yahtzee.net.protocol import PROTOCOL_VERSION, CreateTable, SeatSpec, Start
from talking_yahtzee.net.table import Table, new_table

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


def children(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (Linux ``/proc``)."""
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError):
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.add(int(stat.parent.name))
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux /proc")
def test_the_decision_workers_end_with_a_killed_server(tmp_path: Path) -> None:
    async def scenario() -> None:
        command = [sys.executable, "-m", "talking_yahtzee.net.command", "--port", "0"]
        server = await asyncio.create_subprocess_exec(
            *command,
            "--db",
            str(tmp_path / "rooms.sqlite3"),
            "--computer-workers",
            "2",
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        assert server.stdout is not None
        assert b"listening on" in await asyncio.wait_for(server.stdout.readline(), 60)
        await eventually(lambda: len(children(server.pid)) >= 2, "the workers started", 60)
        workers = children(server.pid)
        server.kill()
        await server.wait()
        await eventually(lambda: not any(alive(w) for w in workers), "the workers gone")

    asyncio.run(scenario())


@pytest.mark.parametrize("rules", ["official", "free-joker", "yatzy", "yatzy-forced"])
def test_a_decisions_lean_copy_decides_as_the_whole_table(rules: str) -> None:
    """At every move of a game of computers at each level (and a person's seat played by a
    stand-in), the pickled lean copy a worker gets decides the same move as the table, and
    weighs a small part of the whole table's bytes by the end."""
    levels = ["master", "expert", "good", "beginner"]
    request = CreateTable(
        PROTOCOL_VERSION,
        "Ann",
        [SeatSpec("person"), *(SeatSpec("computer", level) for level in levels)],
        rules=rules,
    )
    config, seats, _ = new_table(request, seed=7)
    table = Table("000000001", config, seats)
    table.seats[0].stand_in = True
    table.command(0, "person", Start())
    moves = 0
    while table.status == "playing":
        move = table.computer_move()
        assert move is not None
        lean = pickle.loads(pickle.dumps(decision_copy(table)))
        assert lean.computer_move() == move
        table.command(*move)
        moves += 1
    assert moves > 100
    assert table.status == "over"
    assert len(pickle.dumps(decision_copy(table))) * 4 < len(pickle.dumps(table))
