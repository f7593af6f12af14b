"""Idle sockets past the open-file limit: new connections are cut quietly (a line a minute, no
traceback), the tables already playing play on, and the server takes people again afterwards."""

from __future__ import annotations

import asyncio
import logging
import resource
import sys
from pathlib import Path

import pytest
from netplay import plays_on, start_server, two_at_a_table

from talking_yahtzee.net.guard import open_files
from talking_yahtzee.net.limits import Limits

IDLE = 1100
ATTACKER = """
import socket, sys
held = []
for _ in range(int(sys.argv[2])):
    try:
        held.append(socket.create_connection(("127.0.0.1", int(sys.argv[1])), timeout=2))
    except OSError:
        pass
print(len(held), flush=True)
sys.stdin.read()
"""
"""Opens idle sockets to the server (never a byte sent), holds them until its stdin closes."""
ONE_ADDRESS = Limits(
    messages_per_second=10_000, message_burst=10_000, unfinished_per_address=1_000_000
)
"""The attacker's one address may hold every idle socket: this test is the open-file limit's
(per address, 32 unfinished requests are cut first: tests/net/test_net_doorway.py)."""


async def past_the_limit(db: Path) -> None:
    async with await start_server(db, limits=ONE_ADDRESS) as server:
        ann, bob, _ = await two_at_a_table(server)
        attacker = await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            ATTACKER,
            str(server.port),
            str(IDLE),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
        )
        assert attacker.stdout is not None and attacker.stdin is not None
        opened = int(await asyncio.wait_for(attacker.stdout.readline(), 120))
        assert opened > 0
        await plays_on(ann, bob)  # the table plays on while the sockets are held
        await plays_on(ann, bob)
        attacker.stdin.close()
        await attacker.wait()
        cy, dee, _ = await two_at_a_table(server)  # room again once they are gone
        await plays_on(cy, dee)
        for who in (ann, bob, cy, dee):
            await who.close()


def test_idle_sockets_past_the_open_file_limit_are_cut_quietly(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (open_files() + 160, hard))
    caplog.set_level(logging.INFO)
    try:
        asyncio.run(past_the_limit(tmp_path / "rooms.sqlite3"))
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    loud = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert [r for r in loud if r.exc_info or r.stack_info] == []
    assert 1 <= len(loud) <= 2, [r.getMessage() for r in loud]
    assert all("limit" in r.getMessage() or "accept" in r.getMessage() for r in loud)
