"""``yahtzee server`` runs a server that prints where it listens and stops on SIGTERM; the
advisor's cold start does not load the network layer."""

from __future__ import annotations

import asyncio
import re
import signal
import subprocess
import sys
from pathlib import Path

from netplay import client

from talking_yahtzee.net.protocol import SeatSpec


def test_yahtzee_server_serves_and_stops_on_sigterm(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "talking_yahtzee", "server", "--port", "0"]
    command += ["--db", str(tmp_path / "rooms.sqlite3")]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        assert process.stdout is not None
        line = process.stdout.readline().decode()
        found = re.fullmatch(r"listening on ws://127\.0\.0\.1:(\d+)\n", line)
        assert found, line

        async def create() -> str:
            ann = client(int(found.group(1)))
            welcome = await ann.create("Ann", [SeatSpec("person"), SeatSpec("computer", "good")])
            await ann.close()
            return welcome.code

        assert re.fullmatch(r"[0-9]{9}", asyncio.run(create()))
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=10) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_a_cold_advise_does_not_load_the_network_layer() -> None:
    code = (
        "import sys\n"
        "from talking_yahtzee.cli.commands import build_parser\n"
        "build_parser('advise')\n"
        "print(sorted(m for m in sys.modules if m.startswith(('talking_yahtzee.net', 'websockets', "
        "'msgspec'))))\n"
    )
    output = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert output.stdout == "[]\n"
