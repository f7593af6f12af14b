"""A lobby with people in it (issue 32), over real sockets: the public tables listed (a private
one is not), who is in the lobby, the lobby's chat, the list kept current as people sit down,
and ``yahtzee online --tables [--json]`` for scripts, in two languages."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

import pytest
from netplay import client, seat_joined, start_server, until, url

from talking_yahtzee.net.client import JoinRefused
from talking_yahtzee.net.lobby_client import LobbyClient, fetch_tables
from talking_yahtzee.net.protocol import ChatLine, LobbyChanged, SeatSpec

TWO = [SeatSpec("person"), SeatSpec("person")]


async def lobby_scenario(db: Path) -> None:
    async with await start_server(db) as server:
        ann = client(server)
        public = await ann.create("Ann", TWO, public=True, rules="yatzy")
        hidden = client(server)
        await hidden.create("Hal", TWO)
        listed = await fetch_tables(url(server))
        assert [t.code for t in listed.tables] == [public.code]
        table = listed.tables[0]
        assert (table.rules, table.seats, table.free, table.players) == ("yatzy", 2, 1, ["Ann"])
        assert table.spectators and table.status == "waiting"
        bob, cy = LobbyClient(url(server)), LobbyClient(url(server))
        await bob.enter("Bob")
        state = await cy.enter("Cy")
        assert state.people == ["Bob", "Cy"] and state.tables == listed.tables
        seen = await asyncio.wait_for(bob.next(), 10)  # who came, not the whole list again
        assert isinstance(seen, LobbyChanged) and "Cy" in seen.came
        assert bob.state is not None and bob.state.people == ["Bob", "Cy"]
        with pytest.raises(JoinRefused) as refused:
            await LobbyClient(url(server)).enter("bob")
        assert refused.value.reason == "name-taken"
        await cy.chat("anyone for yatzy?")
        for who in (bob, cy):
            line = await asyncio.wait_for(who.next(), 10)
            while isinstance(line, LobbyChanged):  # Cy hears who came in too
                line = await asyncio.wait_for(who.next(), 10)
            assert isinstance(line, ChatLine) and (line.name, line.text) == (
                "Cy",
                "anyone for yatzy?",
            )
        seated = client(server)
        await seated.join(public.code, "Dee")
        await until(ann, seat_joined(1), "Dee at the table")
        now = await asyncio.wait_for(bob.next(), 10)
        assert isinstance(now, LobbyChanged) and now.tables is not None
        assert now.tables[0].players == ["Ann", "Dee"] and now.tables[0].free == 0
        await cy.close()
        gone = await asyncio.wait_for(bob.next(), 10)
        assert isinstance(gone, LobbyChanged) and gone.left == ["Cy"] and gone.tables is None
        assert bob.state.people == ["Bob"] and bob.state.tables == now.tables
        await bob.close()
        for who in (ann, hidden, seated):
            await who.close()


def test_the_lobby_lists_public_tables_and_people_and_carries_chat(tmp_path: Path) -> None:
    asyncio.run(lobby_scenario(tmp_path / "rooms.sqlite3"))


async def tables_command(db: Path, tmp_path: Path) -> dict[str, str]:
    async with await start_server(db) as server:
        ann = client(server)
        made = await ann.create("Ann", TWO, public=True)
        out: dict[str, str] = {"code": made.code}
        env = dict(os.environ, TALKING_YAHTZEE_DATA_DIR=str(tmp_path / "data"))
        for name, extra in (
            ("json", ["--json"]),
            ("en", ["--lang", "en"]),
            ("de", ["--lang", "de"]),
        ):
            process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "talking_yahtzee", "online", "--server", url(server),
                "--tables", *extra,
                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, env=env,
            )  # fmt: skip
            stdout, stderr = await asyncio.wait_for(process.communicate(), 60)
            assert process.returncode == 0, stderr.decode()
            out[name] = stdout.decode()
        await ann.close()
        return out


def test_the_tables_command_prints_the_public_tables_for_scripts(tmp_path: Path) -> None:
    out = asyncio.run(tables_command(tmp_path / "rooms.sqlite3", tmp_path))
    code = out["code"]
    data = json.loads(out["json"])
    assert data["format"] == 1 and data["people"] == []
    assert [t["code"] for t in data["tables"]] == [code]
    assert data["tables"][0]["free"] == 1 and data["tables"][0]["players"] == ["Ann"]
    spoken = f"{code[:3]} {code[3:6]} {code[6:]}"
    assert out["en"].strip() == (
        f"Table {spoken}, American Yahtzee, Ann. One seat is open. Spectators welcome."
    )
    assert out["de"].startswith(f"Tisch {spoken}, ") and "Zuschauer willkommen." in out["de"]


def test_the_tables_command_says_an_unreachable_server_in_one_line(tmp_path: Path) -> None:
    import socket
    import subprocess

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # nothing listens on it once closed
    done = subprocess.run(
        [sys.executable, "-m", "talking_yahtzee", "online", "--server", f"ws://127.0.0.1:{port}",
         "--tables", "--lang", "en"],
        capture_output=True, text=True, timeout=60,
        env=dict(os.environ, TALKING_YAHTZEE_DATA_DIR=str(tmp_path)),
    )  # fmt: skip
    assert done.returncode == 1 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
