"""A crowded lobby over real sockets (issue 40): its chat limited for the whole lobby and per
address as a table's is (60 members from 60 addresses sent an honest member 1,140 lines in 30 s),
arrivals and departures sent as who came and who left, gathered into few messages (never the
whole list again to everyone: that cost each arrival O(members) lists), a crowd dropping at once
beside a table that plays on, and a name taken back only by the same program's newer connection.
benchmarks/bench_lobby.py measures 2,000 idle members and 500 dropping at once."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from netplay import LIMIT, plays_on, reply, start_server, two_at_a_table, url
from websockets.asyncio.client import ClientConnection, connect

from talking_yahtzee.net.client import JoinRefused
from talking_yahtzee.net.identity import ATTEMPT_HEADER, Attempts
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.lobby_client import LobbyClient
from talking_yahtzee.net.protocol import PROTOCOL_VERSION
from talking_yahtzee.net.serving import RunningServer

OPEN: dict[str, Any] = {
    "joins_per_minute": 1e9,
    "messages_per_second": 1e4,
    "message_burst": 1e4,
    "unfinished_per_address": 10_000,  # a crowd from one address connecting at once
}


async def member(
    server: RunningServer, name: str, address: str = "127.0.0.1", attempt: str = ""
) -> ClientConnection:
    """A bare lobby member from ``address``, its first state read."""
    headers = {ATTEMPT_HEADER: attempt} if attempt else {}
    ws = await connect(url(server), local_addr=(address, 0), additional_headers=headers)
    await ws.send(json.dumps({"type": "lobby", "version": PROTOCOL_VERSION, "name": name}))
    state = await reply(ws)
    assert state["type"] == "lobby", state
    return ws


async def chat_heard(ws: ClientConnection) -> int:
    """Say a line on ``ws`` and count the chat lines heard before its answer (its own line, or
    its refusal: the server sends in order, so every earlier line comes first)."""
    await ws.send(json.dumps({"type": "chat", "text": "end"}))
    heard = 0
    while True:
        message = await reply(ws)
        if message["type"] == "refused" or message.get("text") == "end":
            return heard
        heard += message["type"] == "chat"


async def crowd_chat(db: Path, limits: Limits, addresses: list[str]) -> tuple[int, int]:
    """One member per address in ``addresses`` says a line at once: the lines the server took
    (each said to everyone), and the lines an honest member heard of them."""
    async with await start_server(db, limits=limits) as server:
        honest = await member(server, "Honest", "127.0.0.2")
        crowd = [await member(server, f"C{n}", a) for n, a in enumerate(addresses)]
        for n, ws in enumerate(crowd):
            await ws.send(json.dumps({"type": "chat", "text": f"line {n}"}))
        taken = 0
        for n, ws in enumerate(crowd):
            while True:
                message = await reply(ws)
                if message["type"] == "refused":
                    assert message["reason"] == "chat-rate"
                    break
                if message["type"] == "chat" and message["text"] == f"line {n}":
                    taken += 1
                    break
        heard = await chat_heard(honest)
        for ws in [honest, *crowd]:
            await ws.close()
        return taken, heard


def test_a_crowds_chat_is_limited_for_the_whole_lobby(tmp_path: Path) -> None:
    """60 members from 60 addresses, each within its own limits: the lobby hears about ten."""
    limits = Limits(**OPEN)
    addresses = [f"127.0.2.{n}" for n in range(1, 61)]
    taken, heard = asyncio.run(crowd_chat(tmp_path / "r.sqlite3", limits, addresses))
    assert heard == taken
    assert 10 <= taken <= 13, taken


def test_the_lobbys_chat_is_limited_per_address(tmp_path: Path) -> None:
    limits = Limits(**OPEN, lobby_chat_burst=1e9, lobby_chat_per_second=1e9, address_chat_burst=8)
    taken, heard = asyncio.run(crowd_chat(tmp_path / "r.sqlite3", limits, ["127.0.3.1"] * 30))
    assert heard == taken
    assert 8 <= taken <= 11, taken


async def arrivals(db: Path, count: int) -> tuple[list[dict[str, Any]], int]:
    """``count`` members come in at once while a watcher is in the lobby: every message the
    watcher got for it, and its bytes."""
    async with await start_server(db, limits=Limits(**OPEN, connections_per_address=10_000)) as s:
        watcher = await member(s, "Watcher")
        crowd = await asyncio.gather(*(member(s, f"M{n:03}") for n in range(count)))
        heard: list[dict[str, Any]] = []
        size, came = 0, set()
        while len(came) < count:
            raw = await asyncio.wait_for(watcher.recv(), LIMIT)
            size += len(raw)
            heard.append(json.loads(raw))
            came.update(heard[-1].get("came", []))
        for ws in [watcher, *crowd]:
            await ws.close()
        return heard, size


def test_arrivals_are_sent_as_who_came_gathered_into_few_messages(tmp_path: Path) -> None:
    """200 arrivals cost a member under 8 KiB (the whole list to everyone on each arrival came
    to 200 messages and about 150 KB), in far fewer messages than arrivals."""
    heard, size = asyncio.run(arrivals(tmp_path / "r.sqlite3", 200))
    assert {m["type"] for m in heard} == {"lobby-changed"}
    assert size < 8 * 1024, size
    assert len(heard) < 50, len(heard)


async def crowd_drops(db: Path, count: int) -> tuple[list[str], list[str]]:
    """``count`` members drop at once (their connections cut) beside a table that plays on:
    who the watcher heard leave, and who is left in its lobby."""
    limits = Limits(**OPEN, connections_per_address=10_000)
    async with await start_server(db, limits=limits) as server:
        ann, bob, _code = await two_at_a_table(server)
        watcher = LobbyClient(url(server))
        await watcher.enter("Watcher")
        crowd = await asyncio.gather(*(member(server, f"M{n:03}") for n in range(count)))
        while watcher.state is None or len(watcher.state.people) < count + 1:
            await asyncio.wait_for(watcher.next(), LIMIT)
        for ws in crowd:
            ws.transport.abort()
        await plays_on(ann, bob)
        left: list[str] = []
        while len(left) < count:
            message = await asyncio.wait_for(watcher.next(), LIMIT)
            left += getattr(message, "left", [])
        assert watcher.state is not None
        people = watcher.state.people
        for who in (ann, bob, watcher):
            await who.close()
        return left, people


def test_a_crowd_dropping_at_once_leaves_in_one_word_and_the_table_plays_on(
    tmp_path: Path,
) -> None:
    left, people = asyncio.run(crowd_drops(tmp_path / "r.sqlite3", 300))
    assert sorted(left) == [f"M{n:03}" for n in range(300)]
    assert people == ["Watcher"]


def test_a_name_is_taken_back_only_by_the_same_programs_newer_connection(tmp_path: Path) -> None:
    """A lobby member whose connection the server has not seen go yet (a network cut) comes back
    under the same name: its own newer connection takes the name; another program may not."""

    async def scenario() -> None:
        async with await start_server(tmp_path / "r.sqlite3") as server:
            mine = Attempts()
            first = LobbyClient(url(server), attempts=mine)
            await first.enter("Ann")
            with pytest.raises(JoinRefused) as refused:
                await LobbyClient(url(server)).enter("Ann")
            assert refused.value.reason == "name-taken"
            again = LobbyClient(url(server), attempts=mine)
            state = await again.enter("Ann")
            assert state.people == ["Ann"]
            assert list(server.server.lobby.members.values()) == ["Ann"]
            await again.close()

    asyncio.run(scenario())
