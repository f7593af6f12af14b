"""A table that leaves this server (its lease lost, issue 40) answers every command the server
has read before it closes the connections: a command queued in the table's mailbox behind the
eviction, and one read while it waited, are both refused, never dropped without a word."""

from __future__ import annotations

import asyncio
from pathlib import Path

from netplay import eventually, start_server, two_at_a_table, until

from talking_yahtzee.net import routing
from talking_yahtzee.net.client import Dropped, Incoming
from talking_yahtzee.net.protocol import Refused


def test_commands_read_before_an_eviction_are_answered_before_the_close(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob, code = await two_at_a_table(server)
            mover = ann if ann.my_turn() else bob
            runner = server.server.tables[code]
            seq = runner.table.next_seq
            gate = asyncio.Event()
            runner.post(gate.wait)  # the table is busy: what comes next waits its turn
            routing.evict(server.server, code)  # the lease is lost: the eviction's job first
            await mover.roll()  # then the command, behind it in the mailbox
            await eventually(lambda: len(runner.mailbox.queue) == 2, "the roll behind it")
            await mover.hold(0)  # and one more, read while the roll waits
            gate.set()
            heard: list[Incoming] = []
            while not heard or not isinstance(heard[-1], Dropped):
                heard.append(await until(mover, lambda m: True, "the answers, then the close"))
            refusals = [m.reason for m in heard if isinstance(m, Refused)]
            assert refusals == ["not-at-table", "not-at-table"], heard
            assert code not in server.server.tables
            assert runner.table.next_seq == seq  # nothing played after the eviction
            for who in (ann, bob):
                await who.close()

    asyncio.run(scenario())
