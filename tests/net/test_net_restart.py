"""A server killed with SIGKILL in the middle of a turn and started again on its SQLite file:
the clients reconnect by themselves and the game ends exactly as the same game uninterrupted."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

from netplay import act, client, past, play, quiet_port, seat_joined, start_server, started, until

from talking_yahtzee.net.client import Client, Reconnected
from talking_yahtzee.net.protocol import SeatSpec

SEED = 11
SEATS = [SeatSpec("person"), SeatSpec("computer", "beginner"), SeatSpec("person")]


class ServerProcess:
    """``python -m talking_yahtzee.net.command`` in a process of its own."""

    def __init__(self, db: Path, log: Path, port: int = 0) -> None:
        command = [sys.executable, "-m", "talking_yahtzee.net.command", "--host", "127.0.0.1"]
        command += ["--port", str(port), "--db", str(db), "--seed", str(SEED)]
        command += ["--computer-delay", "0", "--rate", "10000"]
        self.log = log.open("ab")
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=self.log)
        assert self.process.stdout is not None
        line = self.process.stdout.readline().decode()  # returns once the server listens
        found = re.search(r"listening on ws://127\.0\.0\.1:(\d+)", line)
        assert found, f"the server did not start: {line!r}, see {log}"
        self.port = int(found.group(1))

    def kill(self) -> None:
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=10)
        self.log.close()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=30)  # its drain takes up to 10 s, more on a loaded machine
        self.log.close()


async def seat_two(ann: Client, bob: Client) -> None:
    welcome = await ann.create("Ann", SEATS)
    await bob.join(welcome.code, "Bob")
    await until(ann, seat_joined(2), "Bob at the table")
    await ann.start()
    await started(ann)
    await started(bob)


async def uninterrupted(db: Path) -> dict[str, Any]:
    async with await start_server(db, seed=SEED) as server:
        ann, bob = client(server), client(server)
        await seat_two(ann, bob)
        records = await asyncio.gather(play(ann), play(bob))
        await ann.close()
        await bob.close()
        assert records[0] == records[1]
        return records[0]


async def killed_and_restarted(db: Path, log: Path) -> dict[str, Any]:
    server = ServerProcess(db, log, quiet_port())
    ann, bob = client(server.port), client(server.port)
    try:
        await seat_two(ann, bob)
        # Play to round 4, and into a person's turn: one roll made and stored.
        while True:
            game = ann.game
            assert game is not None
            mover = ann if ann.my_turn() else bob if bob.my_turn() else None
            if mover is not None and game.round >= 4 and game.turn.rolls_used == 1:
                break
            seq = ann.last_seq
            if mover is not None:
                await act(mover)
            await past(ann, seq)
            await past(bob, seq)
        dice = game.turn.dice
        server.kill()
        server = ServerProcess(db, log, server.port)
        for who in (ann, bob):
            await until(who, lambda m: isinstance(m, Reconnected), f"{who.name} back")
        assert ann.game is not None and ann.game.turn.dice == dice
        records = await asyncio.gather(play(ann), play(bob))
        assert records[0] == records[1]
        return records[0]
    finally:
        await ann.close()
        await bob.close()
        server.stop()


def test_a_server_killed_mid_turn_resumes_the_game_exactly(tmp_path: Path) -> None:
    expected = asyncio.run(uninterrupted(tmp_path / "reference.sqlite3"))
    log = tmp_path / "server.log"
    got = asyncio.run(killed_and_restarted(tmp_path / "rooms.sqlite3", log))
    assert got == expected
    assert "Traceback" not in log.read_text(encoding="utf-8", errors="replace")
